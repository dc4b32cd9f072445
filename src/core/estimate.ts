/**
 * How long a run will take, before it starts: seconds from items x models x draws x kind (and the
 * number of categories, for the worst-case search), so the app starts a run by itself only when
 * it is short (`AUTO_RUN_SECONDS`) and otherwise shows the estimate and waits for Run.
 *
 * Per kind, seconds of a run of `runs` runs (a strength sweep: one per step) and `draws` draws,
 * n items (k in a draw: fewer for a subsample or a size sweep), M models, G categories, on `lanes`
 * workers drawing side by side, P pairs of models compared in every draw (a sample of up to 60
 * models compares all pairs):
 *
 *     result + model·M + runs · (run + cell·n·M)
 *       + draws / lanes · (drawCell·k·M + drawModel2·M² + drawSearch·G²·M + drawPairs·P)
 *
 * The first part is the result's, once (the page showing it: its charts grow with M; the
 * summary), then each run's whatever its draws (start-up, the reference, the extras on the full
 * test set), then the draws'. A dataset whose noise floor is not measured yet (once per seed) adds
 * `floorSeconds`. The coefficients are fitted per kind (`scripts/calibrate-estimate.ts`) on whole
 * runs timed in the app (`bench/estimate.ts`, recorded in `bench/results.estimate.json`), and
 * `tests/unit/core/estimate.test.ts` holds every recorded run's estimate within a factor of 2.
 * An estimate, not a promise: it is shown as "about".
 */
import { categoryColumn, resolveRecipe, type AnalysisSettings } from './analysis-settings.ts';
import { CATALOGUE, drawTypeOf, type PerturbationKind } from './perturbations/catalogue.ts';
import { drawCountOf, kindModule } from './perturbations/registry.ts';
import { DEFAULT_WORST_CASE_BUDGET } from './perturbations/worst-case.ts';
import { SEARCH_LIMIT_SECONDS } from './search.ts';
import { ALL_PAIRS_MAX_MODELS } from './stats/pairwise.ts';
import type { ScoreMatrix, ValueType } from './ScoreMatrix.ts';
import { sweepSteps } from './sweep.ts';
import { trialsSummary } from './trials.ts';

/** A kind's coefficients, in seconds (see the module comment). */
interface KindCost {
	/** Once per result: the page showing it (its charts grow with M), its summary. */
	readonly result: number;
	/** Per run (a strength sweep runs once per step). */
	readonly run: number;
	readonly model: number;
	readonly cell: number;
	readonly drawCell: number;
	readonly drawModel2: number;
	readonly drawSearch: number;
	/** Per draw and pair of models compared (a sample of at most `ALL_PAIRS_MAX_MODELS`). */
	readonly drawPairs: number;
}

/** The terms a run's time is fitted on, in `KindCost`'s order. */
export function featuresOf(w: RunWork): number[] {
	const nm = w.nItems * w.nModels;
	const lanes = lanesOf(w);
	const perLane = w.draws / lanes;
	return [
		1,
		w.runs,
		w.nModels,
		w.runs * nm,
		perLane * (w.drawItems ?? w.nItems) * w.nModels,
		perLane * w.nModels * w.nModels,
		perLane * w.nCategories * w.nCategories * w.nModels,
		perLane * allPairsOf(w)
	];
}

/**
 * Pairs of models a sample run compares in every draw (who beats whom, over all pairs of up to
 * `ALL_PAIRS_MAX_MODELS` models; beyond, neighbours only, in the M² term): a step in the time.
 */
function allPairsOf(w: RunWork): number {
	const sample = CATALOGUE[w.kind].drawType === 'sample' && w.runs === 1;
	return sample && w.nModels <= ALL_PAIRS_MAX_MODELS ? (w.nModels * (w.nModels - 1)) / 2 : 0;
}

/** The terms the noise floor's time is fitted on: 1, M, n·M (its resamples are fixed). */
export function floorFeaturesOf(nItems: number, nModels: number): number[] {
	return [1, nModels, nItems * nModels];
}

/**
 * Fitted by scripts/calibrate-estimate.ts on bench/results.estimate.json (2 cores, Chromium,
 * two workers): the kinds' coefficients by value type (a kind timed on one type only uses them for
 * both), and the noise floor's (`FLOOR_COST`: 1, M, n·M).
 */
export const COSTS: Record<ValueType, Partial<Record<PerturbationKind, KindCost>>> = {
	binary: {
		bootstrap: {
			result: 0.11,
			run: 0,
			model: 0.000724,
			cell: 3.56e-7,
			drawCell: 4.3e-10,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 1.91e-7
		},
		subsample: {
			result: 0.13,
			run: 0,
			model: 0.00096,
			cell: 7.99e-7,
			drawCell: 4.3e-10,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 2.31e-7
		},
		clusterBootstrap: {
			result: 0.103,
			run: 0,
			model: 0.000854,
			cell: 4.54e-7,
			drawCell: 4.3e-10,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 4.53e-7
		},
		sizeSweep: {
			result: 0.231,
			run: 0,
			model: 0.00534,
			cell: 0,
			drawCell: 1.11e-9,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 0
		},
		dirichlet: {
			result: 0.0559,
			run: 0.0674,
			model: 0.000259,
			cell: 0,
			drawCell: 4.3e-10,
			drawModel2: 5.29e-9,
			drawSearch: 2.71e-8,
			drawPairs: 5.42e-7
		},
		dropCategory: {
			result: 0.0695,
			run: 0,
			model: 0.000739,
			cell: 1.21e-8,
			drawCell: 4.3e-10,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 0
		},
		worstCase: {
			result: 0.051,
			run: 0,
			model: 0.00217,
			cell: 4.37e-7,
			drawCell: 0,
			drawModel2: 0,
			drawSearch: 1.55e-8,
			drawPairs: 0
		},
		labelNoise: {
			result: 0.212,
			run: 0,
			model: 0.000976,
			cell: 9.36e-7,
			drawCell: 4.3e-10,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 2.84e-7
		},
		difficulty: {
			result: 0.115,
			run: 0,
			model: 0.00121,
			cell: 7.24e-7,
			drawCell: 4.3e-10,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 3.27e-7
		},
		timeSplit: {
			result: 0.0816,
			run: 0,
			model: 0.000741,
			cell: 1.18e-7,
			drawCell: 4.3e-10,
			drawModel2: 0,
			drawSearch: 0,
			drawPairs: 0
		},
		modelSet: {
			result: 0.062,
			run: 0,
			model: 0.0211,
			cell: 8.86e-7,
			drawCell: 4.3e-10,
			drawModel2: 1.21e-7,
			drawSearch: 0,
			drawPairs: 0
		}
	},
	continuous: {
		bootstrap: {
			result: 0.0861,
			run: 0,
			model: 0,
			cell: 0.00000334,
			drawCell: 0,
			drawModel2: 4.95e-8,
			drawSearch: 0,
			drawPairs: 0
		},
		dirichlet: {
			result: 0.0347,
			run: 0,
			model: 0.00477,
			cell: 0,
			drawCell: 0,
			drawModel2: 4.95e-8,
			drawSearch: 0,
			drawPairs: 0
		},
		difficulty: {
			result: 0.137,
			run: 0,
			model: 0,
			cell: 0.00000416,
			drawCell: 0,
			drawModel2: 4.95e-8,
			drawSearch: 0,
			drawPairs: 0
		},
		threshold: {
			result: 0.0254,
			run: 0,
			model: 0,
			cell: 0.00000182,
			drawCell: 0,
			drawModel2: 4.95e-8,
			drawSearch: 0,
			drawPairs: 0
		},
		trials: {
			result: 0.0908,
			run: 0,
			model: 0,
			cell: 0.00000867,
			drawCell: 0,
			drawModel2: 4.95e-8,
			drawSearch: 0,
			drawPairs: 0
		}
	}
};
const FLOOR_COST: readonly number[] = [0.0928, 0.00232, 0.00000116];

/** A run starts by itself when it is estimated to take at most this long. */
export const AUTO_RUN_SECONDS = 2;
/** Used for a kind the calibration did not cover. */
const FALLBACK: KindCost = {
	result: 0.2,
	run: 0.1,
	model: 0.005,
	cell: 1e-7,
	drawCell: 2e-8,
	drawModel2: 1e-7,
	drawSearch: 0,
	drawPairs: 0
};

export interface RunWork {
	readonly kind: PerturbationKind;
	readonly valueType: ValueType;
	readonly nItems: number;
	readonly nModels: number;
	/** Categories of the kind's column (category kinds), else 0. */
	readonly nCategories: number;
	/** Draws over the whole run (every size of a size sweep, every step of a strength sweep). */
	readonly draws: number;
	/** Items in a draw, on average (a subsample or a size sweep draws fewer; default: all). */
	readonly drawItems?: number;
	/** Separate runs one after the other (steps of a strength sweep), each with its start-up. */
	readonly runs: number;
	readonly workers: number;
}

/** Workers drawing side by side (a search runs on one). */
function lanesOf(w: RunWork): number {
	if (CATALOGUE[w.kind].drawType === 'search') return 1;
	return Math.max(1, Math.min(w.workers, Math.ceil(w.draws / Math.max(1, w.runs))));
}

const dot = (a: readonly number[], b: readonly number[]) =>
	a.reduce((sum, x, k) => sum + x * (b[k] ?? 0), 0);

/** A kind's coefficients for a value type (the other type's when it was not timed on it). */
function costOf(kind: PerturbationKind, valueType: ValueType): KindCost {
	const other: ValueType = valueType === 'binary' ? 'continuous' : 'binary';
	return COSTS[valueType][kind] ?? COSTS[other][kind] ?? FALLBACK;
}

/** A kind's coefficients in `featuresOf`'s order. */
function costTerms(c: KindCost): number[] {
	return [c.result, c.run, c.model, c.cell, c.drawCell, c.drawModel2, c.drawSearch, c.drawPairs];
}

/**
 * Estimated seconds of a run (see the module comment), its noise floor not included. A search
 * (worst case) stops at its time limit, once per step.
 */
export function estimateRunSeconds(w: RunWork): number {
	const cost = costOf(w.kind, w.valueType);
	const seconds = dot(featuresOf(w), costTerms(cost));
	if (CATALOGUE[w.kind].drawType === 'search') {
		return Math.min(seconds, cost.result + w.runs * (SEARCH_LIMIT_SECONDS + cost.run));
	}
	return seconds;
}

/** Estimated seconds of measuring a dataset's noise floor (once per dataset and seed). */
export function floorSeconds(nItems: number, nModels: number): number {
	return dot(floorFeaturesOf(nItems, nModels), FLOOR_COST);
}

function distinct(values: readonly string[]): number {
	return new Set(values).size;
}

/** The work of `settings` on `matrix` with `workers` workers. */
export function runWork(s: AnalysisSettings, matrix: ScoreMatrix, workers: number): RunWork {
	const entry = CATALOGUE[s.kind];
	const column = entry.needs === 'category' ? categoryColumn(matrix, s.column) : null;
	const nCategories = column ? distinct(matrix.meta[column] ?? []) : 0;
	const base = {
		kind: s.kind,
		valueType: matrix.valueType,
		nItems: matrix.nItems,
		nModels: matrix.nModels,
		nCategories,
		workers,
		runs: 1
	};
	// A search evaluates up to its budget of weightings, once per step.
	const perRun = entry.drawType === 'search' ? DEFAULT_WORST_CASE_BUDGET : s.draws;
	if (s.sweep && entry.strength?.sweep) {
		const steps = sweepSteps(s, matrix.nItems, trialsSummary(matrix).max).length;
		return { ...base, draws: steps * perRun, runs: Math.max(1, steps) };
	}
	const recipe = resolveRecipe(s, matrix);
	if (drawTypeOf(recipe) === 'search') return { ...base, draws: perRun, workers: 1 };
	// the one draw count (the run plan's), and the items each draw holds where the kind says
	const draws = drawCountOf(recipe, s.draws, { nCategories });
	const drawItems = kindModule(recipe.kind).drawItems?.(recipe, matrix.nItems);
	return drawItems === undefined ? { ...base, draws } : { ...base, draws, drawItems };
}
