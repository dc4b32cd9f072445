/**
 * Whether a kind can run on a dataset at all, before any of its settings: the scores it needs
 * (0/1 or continuous), and the data it reads (a meta column of categories or of dates, trials per
 * cell). A code, worded by the view (what is missing, and what to import to have it); the
 * settings form disables such a kind with its reason, and the analysis refuses it before Run when
 * a URL asks for it (`Analysis.settingsProblems`).
 */
import { dateColumn } from '../analysis-settings.ts';
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { canRedrawTrials } from '../trials.ts';
import { CATALOGUE, type PerturbationKind } from './catalogue.ts';

/** What a dataset lacks for a kind: continuous or 0/1 scores, a category or date column, trials. */
export type Unavailable = 'continuous' | 'binary' | 'category' | 'date' | 'trials';

/** Why `kind` cannot run on `matrix` (null: it can). */
export function unavailableOn(kind: PerturbationKind, matrix: ScoreMatrix): Unavailable | null {
	const e = CATALOGUE[kind];
	if (!e.valueTypes.includes(matrix.valueType)) {
		return matrix.valueType === 'binary' ? 'continuous' : 'binary';
	}
	if (e.needs === 'category' && !Object.keys(matrix.meta).length) return 'category';
	if (e.needs === 'date' && !dateColumn(matrix, null)) return 'date';
	if (e.needs === 'trials' && !canRedrawTrials(matrix)) return 'trials';
	return null;
}
