/**
 * Step 7, "Your turn": what to look at in one's own results. Data only — message keys for the
 * i18n layer and where in the app each point is checked (a perturbation of the analysis, its
 * strength sweep, the item view or the score tables of many benchmarks) — so the screen words it
 * in the reader's language and links to the right place (`checklistHref`), carrying the language.
 */
import type { PerturbationKind } from '../perturbations/catalogue.ts';
import type { Figure } from './figures.ts';

export interface ChecklistPoint {
	/** Message key: `classroom.checklist.<id>` (and `.hint` for the one-line explanation). */
	readonly key: string;
	/**
	 * Where the app checks it: the analysis with a perturbation kind (`sweep`: its strength swept,
	 * `sweep=1`), the item view (`#/items`), or the score tables (models x benchmarks).
	 */
	readonly where:
		| { readonly view: 'analysis'; readonly kind: PerturbationKind; readonly sweep?: true }
		| { readonly view: 'items' }
		| { readonly view: 'tables' };
	/** The classroom step that showed it. */
	readonly step: number;
}

/**
 * The checklist, in the order to work through it. English drafts for the message files are in
 * `sources.ts` (`CHECKLIST_DRAFT_EN`).
 */
export const CHECKLIST: readonly ChecklistPoint[] = [
	{
		key: 'classroom.checklist.rankingNotScore',
		where: { view: 'analysis', kind: 'bootstrap' },
		step: 2
	},
	{
		key: 'classroom.checklist.enoughItems',
		where: { view: 'analysis', kind: 'sizeSweep' },
		step: 2
	},
	{
		key: 'classroom.checklist.harderTestSet',
		where: { view: 'analysis', kind: 'difficulty', sweep: true },
		step: 3
	},
	{
		key: 'classroom.checklist.trainedOnTest',
		where: { view: 'analysis', kind: 'timeSplit' },
		step: 4
	},
	{ key: 'classroom.checklist.samePreparation', where: { view: 'tables' }, step: 5 },
	{ key: 'classroom.checklist.readFailingItems', where: { view: 'items' }, step: 6 },
	{ key: 'classroom.checklist.sameSetup', where: { view: 'items' }, step: 6 }
];

/** What a checklist link opens: the chosen dataset, a stored score table, the language. */
export interface ChecklistTarget {
	/** The score matrix to check (a library dataset id), or null when none is open yet. */
	readonly dataset: string | null;
	/** A stored score table (models x benchmarks) to open, or null: the start page lists them. */
	readonly scoreTable: string | null;
	/** The `lang` parameter to carry (null: none in the URL). */
	readonly lang: string | null;
}

/**
 * The hash a checklist point links to: `#/analysis?dataset=…&kind=…` (with `sweep=1` for a
 * strength sweep), `#/items?dataset=…`, a score table `#/analysis?dataset=<table>` (or the start
 * page, where score tables are dropped, derived and listed, when none is stored), each with
 * `lang`. Null when the point needs a dataset and none is open.
 */
export function checklistHref(point: ChecklistPoint, target: ChecklistTarget): string | null {
	const params: [string, string][] = [];
	let path: string;
	const where = point.where;
	if (where.view === 'tables') {
		path = target.scoreTable === null ? '' : 'analysis';
		if (target.scoreTable !== null) params.push(['dataset', target.scoreTable]);
	} else {
		if (target.dataset === null) return null;
		path = where.view;
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
