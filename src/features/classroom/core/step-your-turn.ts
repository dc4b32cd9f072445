/**
 * Step 7, "Your turn": what to look at in one's own results — Hardt's points (steps 2-5, and his
 * rule that no conclusion should need the absolute number to make sense) and Hamel Husain's whole
 * checklist for a benchmark's failing tasks (realistic, a proper harness, graded properly, intent
 * clear; models and API calls configured alike — context windows, reasoning levels; a modern
 * harness; a judge aligned with ground truth; then private evals). Data only — message keys for
 * the translation layer, where in the app each point is checked (a perturbation of the analysis,
 * its strength sweep, the run configurations on the analysis screen, the item view, the score
 * tables, the start page, or nowhere: a rule to keep) and whose the method of checking it is — so
 * the screen words it in the reader's language, links to the right place (`checklistHref`),
 * carrying the language, and files each method under its author rather than under Hardt's or
 * Husain's name: the questions are theirs, the bootstrap is Efron's, the size sweep and the
 * difficulty shift are this app's.
 */
import type { PerturbationKind } from '../../../core/perturbations/catalogue.ts';
import type { Figure } from './figures.ts';
import type { SourceId } from './sources.ts';

/** Whose a method is: authors and a year (shown as data, as they are cited), or this app. */
type Credit = { readonly who: string; readonly year?: number } | 'app';

/** How the app checks a point (`classroom.method.<id>`) and whose method that is. */
interface Method {
	readonly key: string;
	readonly by: readonly Credit[];
}

export interface ChecklistPoint {
	/** Message key: `classroom.checklist.<id>`. */
	readonly key: string;
	/**
	 * Where the app checks it: the analysis with a perturbation kind (`sweep`: its strength swept,
	 * `sweep=1`), the run configurations (on the analysis screen, `config`), the item view
	 * (`#/items`), the score tables (models x benchmarks) or the start page (drop a file); null for
	 * a rule to keep that no screen checks.
	 */
	readonly where:
		| { readonly view: 'analysis'; readonly kind: PerturbationKind; readonly sweep?: true }
		| { readonly view: 'config' }
		| { readonly view: 'items' }
		| { readonly view: 'tables' }
		| { readonly view: 'start' }
		| null;
	/** How the app checks it and whose method that is (null: the point is a question or a rule). */
	readonly method: Method | null;
	/** The classroom step that showed it (null: none of them). */
	readonly step: number | null;
	/** Whose point it is. */
	readonly source: Extract<SourceId, 'hardtInterview' | 'husain'>;
}

const analysis = (kind: PerturbationKind, sweep?: true) =>
	({ view: 'analysis', kind, ...(sweep ? { sweep } : {}) }) as const;

const method = (id: string, ...by: Credit[]): Method => ({ key: `classroom.method.${id}`, by });
const APP = 'app' as const;

/** The checklist, in the order to work through it: Hardt's points, then Husain's. */
export const CHECKLIST: readonly ChecklistPoint[] = [
	{
		key: 'classroom.checklist.rankingNotScore',
		where: analysis('bootstrap'),
		step: 2,
		source: 'hardtInterview',
		method: method('bootstrap', { who: 'Efron', year: 1979 }, { who: 'Miller', year: 2024 })
	},
	{
		key: 'classroom.checklist.enoughItems',
		where: analysis('sizeSweep'),
		step: 2,
		source: 'hardtInterview',
		method: method('sizeSweep', APP)
	},
	{
		key: 'classroom.checklist.harderTestSet',
		where: analysis('difficulty', true),
		step: 3,
		source: 'hardtInterview',
		method: method('difficultyShift', APP, { who: 'Recht et al.', year: 2019 })
	},
	{
		key: 'classroom.checklist.absoluteNumber',
		where: null,
		step: null,
		source: 'hardtInterview',
		method: null
	},
	{
		key: 'classroom.checklist.trainedOnTest',
		where: analysis('timeSplit'),
		step: 4,
		source: 'hardtInterview',
		method: method('timeSplit', APP, { who: 'Jain et al.', year: 2024 })
	},
	{
		key: 'classroom.checklist.samePreparation',
		where: { view: 'tables' },
		step: 5,
		source: 'hardtInterview',
		method: method('agreement', { who: 'Zhang, Dominguez-Olmedo & Hardt', year: 2025 })
	},
	{
		key: 'classroom.checklist.readTraces',
		where: { view: 'items' },
		step: 6,
		source: 'husain',
		method: method('readTraces', { who: 'Husain' })
	},
	{
		key: 'classroom.checklist.realisticTasks',
		where: { view: 'items' },
		step: null,
		source: 'husain',
		method: null
	},
	{
		key: 'classroom.checklist.gradedProperly',
		where: { view: 'items' },
		step: 6,
		source: 'husain',
		method: method('itemFlags', APP)
	},
	{
		key: 'classroom.checklist.sameSetup',
		where: { view: 'config' },
		step: null,
		source: 'husain',
		method: method('runConfig', APP)
	},
	{
		key: 'classroom.checklist.modernHarness',
		where: { view: 'config' },
		step: null,
		source: 'husain',
		method: null
	},
	{
		key: 'classroom.checklist.judgeAligned',
		where: { view: 'items' },
		step: null,
		source: 'husain',
		method: method('judgeReference', APP)
	},
	{
		key: 'classroom.checklist.privateEval',
		where: { view: 'start' },
		step: null,
		source: 'husain',
		method: null
	}
];

/** What a checklist link opens: the chosen dataset, a stored score table, the language. */
interface ChecklistTarget {
	/** The score matrix to check (a library dataset id), or null when none is open yet. */
	readonly dataset: string | null;
	/** A stored score table (models x benchmarks) to open, or null: the start page lists them. */
	readonly scoreTable: string | null;
	/** The `lang` parameter to carry (null: none in the URL). */
	readonly lang: string | null;
}

/**
 * The hash a checklist point links to: `#/analysis?dataset=…&kind=…` (with `sweep=1` for a
 * strength sweep), `#/analysis?dataset=…` (its run configurations: "was every model run the same
 * way?"), `#/items?dataset=…`, a score table `#/analysis?dataset=<table>` (or the start page,
 * where score tables are dropped, derived and listed, when none is stored), the start page, each
 * with `lang`. Null when the point needs a dataset and none is open, or no screen checks it.
 */
export function checklistHref(point: ChecklistPoint, target: ChecklistTarget): string | null {
	const params: [string, string][] = [];
	let path: string;
	const where = point.where;
	if (where === null) return null;
	if (where.view === 'tables') {
		path = target.scoreTable === null ? '' : 'analysis';
		if (target.scoreTable !== null) params.push(['dataset', target.scoreTable]);
	} else if (where.view === 'start') {
		path = '';
	} else {
		if (target.dataset === null) return null;
		path = where.view === 'items' ? 'items' : 'analysis';
		params.push(['dataset', target.dataset]);
		if (where.view === 'analysis') {
			params.push(['kind', where.kind]);
			if (where.sweep) params.push(['sweep', '1']);
		}
	}
	if (target.lang !== null) params.push(['lang', target.lang]);
	const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
	return `#/${path}${query ? `?${query}` : ''}`;
}

export interface YourTurnStep {
	readonly step: 7;
	/** None: this step computes nothing. */
	readonly figures: readonly Figure[];
	readonly checklist: readonly ChecklistPoint[];
}

export function yourTurn(): YourTurnStep {
	return { step: 7, figures: [], checklist: CHECKLIST };
}
