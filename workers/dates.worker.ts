/**
 * The dates worker (issue 35, "Released before or after"): thin functions over
 * `src/features/dates/core` — a per-item dataset's released split, the ranking after every model's
 * date with its floor and the scores by item month; a score table's newer-at-equal-compute fits.
 * The page reaches it only through `src/engine/DatesClient.ts`, one worker per job, terminated to
 * cancel.
 */
import * as Comlink from 'comlink';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import type { ScoreTable } from '../src/features/score-tables/core/ScoreTable.ts';
import {
	analyzeItemDates,
	analyzeTableDates,
	type DateFacts,
	type ItemDatesAnalysis,
	type TableDatesAnalysis
} from '../src/features/dates/core/dates-analysis.ts';

export const api = {
	items(
		matrix: ScoreMatrix,
		dateColumn: string,
		facts: readonly (DateFacts | null)[],
		options: { readonly seed: number; readonly draws?: number }
	): ItemDatesAnalysis {
		return analyzeItemDates(matrix, dateColumn, facts, options);
	},

	table(
		table: ScoreTable,
		facts: readonly (DateFacts | null)[],
		cutoff: string | null,
		benchmarkDates: readonly (string | null)[] = []
	): TableDatesAnalysis {
		return analyzeTableDates(table, facts, cutoff, benchmarkDates);
	}
};

export type DatesWorkerApi = typeof api;

declare const WorkerGlobalScope: { new (): unknown } | undefined;
// Guarded so that vitest can import this module (there is no worker scope there).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}
