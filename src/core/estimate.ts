/**
 * How long a run will take, before it starts: seconds from items x models x draws x kind (and the
 * number of categories, for the worst-case search), so the app starts a run by itself only when
 * it is short (`AUTO_RUN_SECONDS`) and otherwise shows the estimate and waits for Run.
 *
 * Per kind and value type, seconds per draw on one worker =
 *     cell·n·M + model2·M² + search·G²·M + draw,
 * fitted on this machine by `scripts/calibrate-estimate.ts` (the same draw code the workers run);
 * draws share the workers; a run adds a start-up and the summary. An estimate, not a promise:
 * it is shown as "about".
 */
import { categoryColumn, resolveRecipe, type AnalysisSettings } from './analysis-settings.ts';
import { CATALOGUE, drawTypeOf, type PerturbationKind } from './perturbations/catalogue.ts';
import { DEFAULT_WORST_CASE_BUDGET } from './perturbations/worst-case.ts';
import { SEARCH_LIMIT_SECONDS } from './search.ts';
import type { ScoreMatrix, ValueType } from './ScoreMatrix.ts';
import { sweepSteps } from './sweep.ts';
import { trialsSummary } from './trials.ts';

/** Seconds per draw on one worker, by term (see the module comment). */
export interface KindCost {
	readonly cell: number;
	readonly model2: number;
	readonly search: number;
	readonly draw: number;
}

/** The terms a draw's cost is fitted on: n·M, M², G²·M, 1. */
export function featuresOf(nItems: number, nModels: number, nCategories: number): number[] {
	return [nItems * nModels, nModels * nModels, nCategories * nCategories * nModels, 1];
}

/** Fitted by scripts/calibrate-estimate.ts (2 cores, Node 20); worstCase: seconds per weighting. */
export const COSTS: Record<ValueType, Partial<Record<PerturbationKind, KindCost>>> = {
	binary: {
		bootstrap: { cell: 0, model2: 0, search: 0, draw: 7.92e-5 },
		subsample: { cell: 1.42e-10, model2: 0, search: 0, draw: 2.77e-5 },
		clusterBootstrap: { cell: 1.25e-9, model2: 1.55e-10, search: 0, draw: 3.9e-5 },
		sizeSweep: { cell: 1.07e-10, model2: 8.78e-11, search: 0, draw: 4.96e-5 },
		dirichlet: { cell: 3.38e-9, model2: 0, search: 0, draw: 1.24e-5 },
		dropCategory: { cell: 0, model2: 7.68e-9, search: 3.18e-10, draw: 4.68e-4 },
		worstCase: { cell: 1.43e-9, model2: 6.94e-9, search: 0, draw: 4.33e-5 },
		labelNoise: { cell: 7.95e-9, model2: 1.83e-9, search: 0, draw: 0 },
		difficulty: { cell: 1.16e-10, model2: 0, search: 0, draw: 1.1e-4 },
		timeSplit: { cell: 0, model2: 0, search: 0, draw: 1.45e-3 },
		modelSet: { cell: 1.94e-7, model2: 7.35e-6, search: 0, draw: 0 }
	},
	continuous: {
		bootstrap: { cell: 2.29e-9, model2: 0, search: 0, draw: 3.91e-4 },
		subsample: { cell: 3.25e-9, model2: 0, search: 0, draw: 3.9e-5 },
		clusterBootstrap: { cell: 3.82e-9, model2: 4.07e-9, search: 4.86e-10, draw: 6.59e-5 },
		sizeSweep: { cell: 1.47e-9, model2: 5.94e-10, search: 0, draw: 1.13e-4 },
		dirichlet: { cell: 5.35e-9, model2: 5.84e-9, search: 0, draw: 4.45e-5 },
		dropCategory: { cell: 6.21e-9, model2: 0, search: 0, draw: 5.27e-5 },
		worstCase: { cell: 4.0e-8, model2: 0, search: 0, draw: 0 },
		difficulty: { cell: 6.83e-9, model2: 0, search: 7.1e-9, draw: 5.59e-5 },
		timeSplit: { cell: 0, model2: 0, search: 0, draw: 4.1e-3 },
		threshold: { cell: 5.06e-9, model2: 0, search: 0, draw: 1.15e-3 },
		// calibrated alone (`calibrate-estimate.ts trials`, 3 December 2026, load average 14-19)
		trials: { cell: 4.2e-8, model2: 0, search: 0, draw: 0 },
		modelSet: { cell: 8.88e-9, model2: 9.16e-7, search: 2.11e-8, draw: 1.41e-4 }
	}
};

/** A run starts by itself when it is estimated to take at most this long. */
export const AUTO_RUN_SECONDS = 2;
/** Worker start-up, matrix copy and preparation, once per run. */
const START_SECONDS = 0.3;
/** Summary and extras on the main side, per draw and model. */
const SUMMARY_SECONDS = 2e-8;
/** Used for a kind the calibration did not cover. */
const FALLBACK: KindCost = { cell: 2e-8, model2: 1e-7, search: 0, draw: 2e-5 };

interface RunWork {
	readonly kind: PerturbationKind;
	readonly valueType: ValueType;
	readonly nItems: number;
	readonly nModels: number;
	/** Categories of the kind's column (category kinds), else 0. */
	readonly nCategories: number;
	/** Draws over the whole run (every size of a size sweep, every step of a strength sweep). */
	readonly draws: number;
	/** Separate runs one after the other (steps of a strength sweep), each with its start-up. */
	readonly runs: number;
	readonly workers: number;
}

function costOf(kind: PerturbationKind, valueType: ValueType): KindCost {
	const other: ValueType = valueType === 'binary' ? 'continuous' : 'binary';
	return COSTS[valueType][kind] ?? COSTS[other][kind] ?? FALLBACK;
}

/**
 * Estimated seconds of a run (see the module comment). A search (worst case) costs per weighting
 * evaluated, on one thread, and stops at its time limit.
 */
export function estimateRunSeconds(w: RunWork): number {
	const c = costOf(w.kind, w.valueType);
	const [nm, m2, search] = featuresOf(w.nItems, w.nModels, w.nCategories);
	const perDraw = c.cell * nm + c.model2 * m2 + c.search * search + c.draw;
	if (CATALOGUE[w.kind].drawType === 'search') {
		return w.runs * Math.min(SEARCH_LIMIT_SECONDS, (w.draws / w.runs) * perDraw);
	}
	const lanes = Math.max(1, Math.min(w.workers, Math.ceil(w.draws / Math.max(1, w.runs))));
	return (
		w.runs * START_SECONDS + (w.draws * perDraw) / lanes + SUMMARY_SECONDS * w.draws * w.nModels
	);
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
	let draws = s.draws;
	if (recipe.kind === 'sizeSweep') draws = recipe.sizes.length * recipe.drawsPerSize;
	else if (recipe.kind === 'dropCategory') draws = nCategories;
	else if (recipe.kind === 'timeSplit') draws = 2;
	else if (recipe.kind === 'threshold') draws = recipe.thresholds.length;
	else if (recipe.kind === 'difficulty' && !recipe.resample) draws = 1;
	return { ...base, draws };
}
