/**
 * What the results screen shows of a run, by draw type: pure functions from the engine's output
 * (and the recipe) to a view with its headline, figures and, for finished runs, its results JSON.
 * The JSON is built on first use (export, save), never for interim views: a long run's partial
 * view is refreshed often and must stay cheap.
 */
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import {
	sampleFacts,
	searchFacts,
	sizeSweepFacts,
	splitFacts,
	strengthSweepFacts,
	variantsFacts,
	type HeadlineFacts
} from '../core/headline.ts';
import { splitCutoff, splitOfVariants, type SplitChange } from '../core/split-change.ts';
import { variantNoiseUnits } from '../core/noise-units.ts';
import type { NoiseFloor } from '../core/stats/noise-floor.ts';
// The results JSON carries the English sentence: its words come from the report floor.
import { headlineText } from '../report/headline-text.ts';
import { definitionsJson } from '../report/definitions.ts';
import { drawLabels, numberedVariant } from '../report/draw-labels.ts';
import { CATALOGUE, drawTypeOf, type Recipe } from '../core/perturbations/catalogue.ts';
import { kindModule } from '../core/perturbations/registry.ts';
import type { RunExtras } from '../core/run-extras.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { searchMaxChange, type SearchOutcome } from '../core/search.ts';
import type { RunSummary } from '../core/summary.ts';
import type { SweepRow } from '../core/sweep.ts';
import type { VariantsSummary } from '../core/variants.ts';
import type { PartialRun, RunOutput } from '../engine/EngineClient.ts';
import type { FragilityJson } from '../features/items/core/fragility.ts';
import type { RankSets } from '../core/rank-sets/rank-sets.ts';
import type { ExcludedJson, RunResultV5 } from '../schemas/results.ts';
import { scoresCompared } from '../schemas/noise-json.ts';
import {
	buildRunResult,
	type DrawTypeInput,
	type ResultInput
} from '../schemas/run-result-builder.ts';
import type { DrawTable, Reference, Variant } from '../core/run-types.ts';

/** The dataset and settings a run belongs to. */
export interface RunContext {
	readonly dataset: RunResultV5['dataset'];
	readonly matrix: ScoreMatrix;
	readonly settings: AnalysisSettings;
	/** The recipe the run used (for a strength sweep: the recipe at the settings' strength). */
	readonly recipe: Recipe;
	/** What the results JSON reports as `perturbation` (default: the recipe). */
	readonly perturbation?: Readonly<Record<string, unknown>>;
	readonly unitScale: boolean;
	/**
	 * The engine's cache key of `matrix` (default: the dataset's id). A run without excluded items
	 * gives the dataset's id plus the exclusion set id: the workers keep matrices by key.
	 */
	readonly engineKey?: string;
	/** What the results JSON says of the items left out (absent when none were). */
	readonly excluded?: ExcludedJson;
	/**
	 * The results JSON's `fragility` block when the run's engine worker does not make it (a sweep
	 * or a search): searched in an items worker (`run-fragility.ts`) and read when the JSON is
	 * first built; absent, or giving null or undefined: no block.
	 */
	readonly fragility?: () => FragilityJson | null | undefined;
	/** The test set's noise floor the run is measured against (absent or null: not measured). */
	readonly floor?: NoiseFloor | null;
	/** The cluster column the floor resampled (null: items). */
	readonly floorCluster?: string | null;
}

/** Difficulty shift: the shift requested and the one the reweighting achieved (SDs). */
interface ShiftAchieved {
	readonly requested: number;
	readonly achieved: number;
	/** False when the requested shift lies beyond what reweighting these items can reach. */
	readonly reached: boolean;
}

interface ViewCommon {
	readonly datasetId: string;
	readonly settings: AnalysisSettings;
	readonly recipe: Recipe;
	/** Model names by column index. */
	readonly models: readonly string[];
	readonly unitScale: boolean;
	/** What the headline says; `headlineText(headline, locale)` words it (the JSON: English). */
	readonly headline: HeadlineFacts;
	/** The noise floor the run is measured against (null: not measured). */
	readonly floor: NoiseFloor | null;
	readonly reference: Reference;
	readonly extras: RunExtras | null;
	/** Rank confidence sets of the reference set (sample runs; null when not computed). */
	readonly rankSets: RankSets | null;
	/** Draws made (over every step of a sweep). */
	readonly nDraws: number;
	readonly workers: number;
	readonly elapsedMs: number;
	readonly difficultyShift: ShiftAchieved | null;
	/** Set on interim results of a run still going: the first `done` of `total` draws. */
	readonly partial?: { readonly done: number; readonly total: number };
	/**
	 * The extras (pairs, standard errors, rank details, …) of a finished run: `pending` while the
	 * engine still computes them (the main result is shown meanwhile), `cancelled` or `failed`
	 * when they will not come (the main result stays); absent once they came or were not asked.
	 */
	readonly extrasState?: ExtrasState;
	/** The results JSON (built once, on first use); null for interim views and pending extras. */
	readonly result: (() => RunResultV5) | null;
	/** Set on a result read back from the library (`run-store.ts`): when it was run (ISO). */
	readonly savedAt?: string;
}

export type ExtrasState = 'pending' | 'cancelled' | 'failed';

export interface SampleView extends ViewCommon {
	readonly drawType: 'sample';
	readonly summary: RunSummary;
	/** Every draw (an interim view carries tau-b only: scores and ranks are empty). */
	readonly table: DrawTable;
	/** The headline's tau-b threshold (for the histogram). */
	readonly tauThreshold: number;
}

export interface VariantsView extends ViewCommon {
	readonly drawType: 'variants';
	readonly variants: VariantsSummary;
	readonly table: DrawTable;
	/** What each variant is (for its label in the reader's language); null when not known. */
	readonly variantSpecs: readonly Variant[] | null;
	/** A time split model by model (`core/split-change.ts`); null for other runs or no floor. */
	readonly split: SplitChange | null;
}

export interface SearchView extends ViewCommon {
	readonly drawType: 'search';
	readonly search: SearchOutcome;
	/** Largest |worst-case score - reference score|. */
	readonly maxSwing: number;
}

/** One step of a strength sweep as its own run gave it. */
export interface StepResult {
	readonly step: number;
	readonly row: SweepRow;
	/** The step's sample summary (null for a step of a worst-case sweep: a search). */
	readonly summary: RunSummary | null;
}

export interface SweepView extends ViewCommon {
	readonly drawType: 'sweep';
	readonly sweepKind: 'size' | 'strength';
	readonly rows: readonly SweepRow[];
	/** The size sweep's draws (null for a strength sweep, whose steps are separate runs). */
	readonly table: DrawTable | null;
	/** Strength sweep: each step's own summary (for a closer look at one step). */
	readonly steps: readonly StepResult[];
	/** The swept strength's label (e.g. "Share of items kept"). */
	readonly strengthLabel: string | null;
}

export type RunView = SampleView | VariantsView | SearchView | SweepView;

/** Builds `make()` once, on first call. */
function once<T>(make: () => T): () => T {
	let value: T | undefined;
	return () => (value ??= make());
}

/** The difficulty shift requested and achieved, as the run's plan reports it. */
function shiftOf(recipe: Recipe, output: Pick<RunOutput, 'plan'>): ShiftAchieved | null {
	const d = output.plan?.difficulty;
	// only a difficulty shift's plan has one
	if (!d) return null;
	return { requested: d.requested, achieved: d.achieved, reached: d.reached };
}

function common(
	ctx: RunContext,
	output: Pick<
		RunOutput,
		'reference' | 'extras' | 'workers' | 'elapsedMs' | 'fragility' | 'rankSets'
	>,
	nDraws: number,
	facts: HeadlineFacts,
	figures: () => DrawTypeInput,
	difficultyShift: ShiftAchieved | null
): ViewCommon {
	const input = (): ResultInput => ({
		dataset: ctx.dataset,
		settings: ctx.settings,
		perturbation: ctx.perturbation ?? ctx.recipe,
		models: ctx.matrix.models,
		referenceScores: output.reference.scores,
		order: output.reference.order,
		referenceRanks: output.reference.ranks,
		extras: output.extras,
		floor: ctx.floor ?? null,
		floorCluster: ctx.floorCluster ?? null,
		headline: headlineText(facts, 'en'),
		definitions: definitionsJson,
		...(kindModule(ctx.recipe.kind).reportsShift
			? {
					difficultyShift: difficultyShift && {
						requested: difficultyShift.requested,
						achieved: difficultyShift.achieved
					}
				}
			: {}),
		...(ctx.excluded ? { excluded: ctx.excluded } : {}),
		// Never on the page (seconds at thousands of models): from the run's engine worker (a run
		// with extras), else from the items worker the analysis started (a sweep or a search);
		// absent when neither has it (cancelled or failed; the block is optional).
		fragility: output.fragility ?? ctx.fragility?.() ?? undefined,
		rankSets: output.rankSets ?? null,
		figures: figures()
	});
	return {
		datasetId: ctx.dataset.id,
		settings: ctx.settings,
		recipe: ctx.recipe,
		models: ctx.matrix.models,
		unitScale: ctx.unitScale,
		headline: facts,
		floor: ctx.floor ?? null,
		reference: output.reference,
		extras: output.extras,
		rankSets: output.rankSets ?? null,
		nDraws,
		workers: output.workers,
		elapsedMs: output.elapsedMs,
		difficultyShift,
		result: once(() => buildRunResult(input()))
	};
}

/** What a sample's headline needs beside its summary. */
function sampleContext(ctx: RunContext) {
	return {
		recipe: ctx.recipe,
		nItems: ctx.matrix.nItems,
		unitScale: ctx.unitScale,
		floor: ctx.floor ?? null,
		floorCluster: ctx.floorCluster ?? null,
		sharedItems: ctx.dataset.sharedItems
	};
}

function sampleView(ctx: RunContext, output: RunOutput): SampleView {
	const h = sampleFacts(output.summary, output.table.tau, sampleContext(ctx));
	const shift = shiftOf(ctx.recipe, output);
	const figures = (): DrawTypeInput => ({
		drawType: 'sample',
		summary: output.summary,
		tauDraws: output.table.tau
	});
	return {
		...common(ctx, output, output.summary.nDraws, h, figures, shift),
		drawType: 'sample',
		summary: output.summary,
		table: output.table,
		tauThreshold: h.tauThreshold
	};
}

function variantsView(ctx: RunContext, output: RunOutput): VariantsView {
	const names =
		(output.plan ? drawLabels(output.plan) : null) ??
		Array.from({ length: output.table.nDraws }, (_, d) => numberedVariant(d + 1));
	if (!output.variants) throw new TypeError('a variants run needs its variants summary');
	// The worker summarised the variants (`core/run-finish.ts`); their names are words: the page's.
	const v: VariantsSummary = {
		...output.variants,
		variants: output.variants.variants.map((row) => ({
			...row,
			name: names[row.index] ?? row.name
		}))
	};
	const shift = shiftOf(ctx.recipe, output);
	const floor = ctx.floor ?? null;
	// pass shares against mean scores (thresholds) are no score change: not measured
	const compared = scoresCompared(ctx.recipe.kind);
	const per = variantNoiseUnits(output.table, output.reference.scores, floor).map((u) => ({
		meanAbsShift: compared ? u.typicalDrawChange : Number.NaN,
		typical: compared ? u.typicalShiftInNoiseUnits : Number.NaN,
		tauVerdict: u.tauVerdict
	}));
	const split =
		compared && floor
			? splitOfVariants(
					output.plan?.variants ?? null,
					ctx.recipe,
					ctx.matrix,
					output.table,
					floor.scoreSE
				)
			: null;
	const facts = variantsFacts(v, per, ctx.matrix.models, {
		imitates: CATALOGUE[ctx.recipe.kind].imitates,
		unitScale: ctx.unitScale,
		floor,
		split: splitFacts(split, ctx.matrix.models, splitCutoff(output.plan?.variants ?? null)),
		sharedItems: ctx.dataset.sharedItems,
		nItems: ctx.matrix.nItems
	});
	const figures = (): DrawTypeInput => ({
		drawType: 'variants',
		summary: v,
		table: output.table,
		split
	});
	return {
		...common(ctx, output, v.nVariants, facts, figures, shift),
		drawType: 'variants',
		variants: v,
		table: output.table,
		variantSpecs: output.plan?.variants ?? null,
		split
	};
}

/**
 * What a search run produced (one optimisation in the engine's worker, not draws; its extras
 * from `searchExtras` in core/search.ts).
 */
export interface SearchParts {
	readonly reference: Reference;
	readonly outcome: SearchOutcome;
	readonly extras: RunExtras | null;
	readonly elapsedMs: number;
}

/** The view of a worst-case search. */
export function searchView(ctx: RunContext, parts: SearchParts): SearchView {
	const { outcome: search, reference } = parts;
	const maxSwing = searchMaxChange(search, reference);
	const facts = searchFacts(
		search,
		reference,
		ctx.matrix.models,
		maxSwing,
		ctx.unitScale,
		ctx.floor ?? null,
		ctx.dataset.sharedItems
	);
	const figures = (): DrawTypeInput => ({ drawType: 'search', outcome: search, maxSwing });
	const output = { reference, extras: parts.extras, workers: 0, elapsedMs: parts.elapsedMs };
	return {
		...common(ctx, output, search.evaluated, facts, figures, null),
		drawType: 'search',
		search,
		maxSwing
	};
}

function sizeSweepView(ctx: RunContext, output: RunOutput): SweepView {
	const rows = output.sweepRows;
	if (!rows) throw new TypeError('a size sweep needs its rows');
	const figures = (): DrawTypeInput => ({ drawType: 'sweep', sweepKind: 'size', rows });
	const facts = sizeSweepFacts(rows, ctx.matrix.nItems);
	return {
		...common(ctx, output, output.table.nDraws, facts, figures, null),
		drawType: 'sweep',
		sweepKind: 'size',
		rows,
		table: output.table,
		steps: [],
		strengthLabel: null
	};
}

/**
 * The view of one finished engine run (a sample, variants or the size sweep). `extrasState`
 * `pending`: the main result while its extras are still computed (no results JSON yet).
 */
export function runView(ctx: RunContext, output: RunOutput, extrasState?: ExtrasState): RunView {
	const view = viewOf(ctx, output);
	return extrasState ? withExtrasState(view, extrasState) : view;
}

function viewOf(ctx: RunContext, output: RunOutput): RunView {
	if (kindModule(ctx.recipe.kind).view === 'sizeSweep') return sizeSweepView(ctx, output);
	switch (drawTypeOf(ctx.recipe)) {
		case 'variants':
			return variantsView(ctx, output);
		case 'search':
			throw new TypeError('a search runs once, not as engine draws: use searchView');
		default:
			return sampleView(ctx, output);
	}
}

/**
 * A view whose extras are still coming (`pending`: no results JSON until they do) or will not
 * come (`cancelled`, `failed`: the JSON without them, as a run without extras).
 */
export function withExtrasState<V extends RunView>(view: V, state: ExtrasState): V {
	return state === 'pending'
		? { ...view, extrasState: state, result: null }
		: { ...view, extrasState: state };
}

/** A sample run's first draws, while it goes on: charts and headline, no extras, no JSON. */
export function partialSampleView(ctx: RunContext, p: PartialRun): SampleView {
	const n = p.summary.nDraws;
	const table: DrawTable = {
		nDraws: n,
		nModels: ctx.matrix.nModels,
		scores: new Float64Array(0),
		ranks: new Int32Array(0),
		tau: p.tau
	};
	const h = sampleFacts(p.summary, p.tau, sampleContext(ctx));
	return {
		datasetId: ctx.dataset.id,
		settings: ctx.settings,
		recipe: ctx.recipe,
		models: ctx.matrix.models,
		unitScale: ctx.unitScale,
		headline: h,
		floor: ctx.floor ?? null,
		reference: p.reference,
		extras: null,
		rankSets: null,
		nDraws: n,
		workers: 0,
		elapsedMs: 0,
		difficultyShift: null,
		partial: { done: n, total: p.total },
		result: null,
		drawType: 'sample',
		summary: p.summary,
		table,
		tauThreshold: h.tauThreshold
	};
}

/**
 * A strength sweep from its steps' runs; `total` steps when some are still to come (an interim
 * view: rows so far, no JSON).
 */
export function strengthSweepView(
	ctx: RunContext,
	reference: Reference,
	steps: readonly StepResult[],
	timing: { readonly workers: number; readonly elapsedMs: number },
	partial?: { readonly done: number; readonly total: number }
): SweepView {
	const info = CATALOGUE[ctx.recipe.kind].strength;
	const label = info?.label ?? '';
	const rows = steps.map((s) => s.row);
	const facts = strengthSweepFacts(
		rows,
		ctx.recipe.kind,
		ctx.unitScale,
		ctx.floor ?? null,
		ctx.dataset.sharedItems
	);
	const figures = (): DrawTypeInput => ({ drawType: 'sweep', sweepKind: 'strength', rows });
	const output = { reference, extras: null, ...timing };
	const nDraws = rows.reduce((a, r) => a + r.draws, 0);
	const stepsSwept = steps.map((s) => s.step);
	const view = common(
		{ ...ctx, perturbation: sweepPerturbation(ctx.recipe, stepsSwept) },
		output,
		nDraws,
		facts,
		figures,
		null
	);
	return {
		...view,
		...(partial ? { partial, result: null } : {}),
		drawType: 'sweep',
		sweepKind: 'strength',
		rows,
		table: null,
		steps,
		strengthLabel: label
	};
}

/** The recipe a strength sweep reports as its perturbation: the kind and its steps. */
function sweepPerturbation(recipe: Recipe, steps: readonly number[]): Record<string, unknown> {
	const info = CATALOGUE[recipe.kind].strength;
	return { ...recipe, ...(info ? { [info.param]: null } : {}), steps: [...steps] };
}
