/**
 * Step 7, "Your turn": what to look at in one's own results. Data only — message keys for the
 * i18n layer and where in the app each point is checked (a perturbation of the analysis, or the
 * item view) — so the screen words it in the reader's language and links to the right place.
 */
import type { PerturbationKind } from '../perturbations/catalogue.ts';
import type { Figure } from './figures.ts';

export interface ChecklistPoint {
	/** Message key: `classroom.checklist.<id>` (and `.hint` for the one-line explanation). */
	readonly key: string;
	/** Where the app checks it: the analysis with a perturbation kind, or the item view. */
	readonly where:
		| { readonly view: 'analysis'; readonly kind: PerturbationKind }
		| { readonly view: 'items' }
		| { readonly view: 'compare' };
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
		where: { view: 'analysis', kind: 'difficulty' },
		step: 3
	},
	{
		key: 'classroom.checklist.trainedOnTest',
		where: { view: 'analysis', kind: 'timeSplit' },
		step: 4
	},
	{ key: 'classroom.checklist.samePreparation', where: { view: 'compare' }, step: 5 },
	{ key: 'classroom.checklist.readFailingItems', where: { view: 'items' }, step: 6 },
	{ key: 'classroom.checklist.sameSetup', where: { view: 'items' }, step: 6 }
];

export interface YourTurnStep {
	readonly step: 7;
	/** None: this step computes nothing. */
	readonly figures: readonly Figure[];
	readonly checklist: readonly ChecklistPoint[];
}

export function yourTurn(): YourTurnStep {
	return { step: 7, figures: [], checklist: CHECKLIST };
}
