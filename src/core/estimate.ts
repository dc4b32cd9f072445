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
import { CATALOGUE, type PerturbationKind } from './perturbations/catalogue.ts';
import type { ScoreMatrix, ValueType } from './ScoreMatrix.ts';
import { sweepSteps } from './sweep.ts';

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

/** Fitted by scripts/calibrate-estimate.ts (2 cores, Node 20). */
export const COSTS: Record<ValueType, Partial<Record<PerturbationKind, KindCost>>> = {
	binary: {
		bootstrap: { cell: 0, model2: 0, search: 0, draw: 1.29e-4 },
		subsample: { cell: 2.33e-10, model2: 0, search: 0, draw: 2.81e-5 },
		clusterBootstrap: { cell: 9.54e-10, model2: 7.04e-9, search: 0, draw: 2.06e-4 },
		sizeSweep: { cell: 6.03e-10, model2: 2.32e-10, search: 0, draw: 5.55e-5 },
		dirichlet: { cell: 2.75e-9, model2: 0, search: 0, draw: 9.97e-5 },
		dropCategory: { cell: 0, model2: 0, search: 0, draw: 7.12e-4 },
		worstCase: { cell: 0, model2: 1.86e-7, search: 5.43e-8, draw: 6.05e-5 },
		labelNoise: { cell: 4.63e-9, model2: 0, search: 3.27e-9, draw: 6.79e-5 },
		difficulty: { cell: 2.5e-10, model2: 0, search: 0, draw: 1.47e-4 },
		timeSplit: { cell: 3.49e-9, model2: 0, search: 0, draw: 2.85e-3 },
		modelSet: { cell: 0, model2: 6.26e-6, search: 0, draw: 0 }
	},
	continuous: {
		bootstrap: { cell: 6.11e-9, model2: 0, search: 0, draw: 9.77e-5 },
		subsample: { cell: 3.7e-9, model2: 0, search: 0, draw: 3.11e-5 },
		clusterBootstrap: { cell: 5.13e-9, model2: 7.5e-11, search: 2.83e-9, draw: 2.11e-6 },
		sizeSweep: { cell: 1.45e-9, model2: 3.6e-9, search: 0, draw: 1.84e-4 },
		dirichlet: { cell: 6.26e-9, model2: 0, search: 0, draw: 9.26e-5 },
		dropCategory: { cell: 7.59e-9, model2: 0, search: 0, draw: 6.02e-4 },
		worstCase: { cell: 5.47e-9, model2: 5.02e-8, search: 1.02e-7, draw: 2.35e-4 },
		difficulty: { cell: 7.69e-9, model2: 0, search: 0, draw: 2.84e-4 },
		timeSplit: { cell: 0, model2: 0, search: 0, draw: 7.82e-3 },
		threshold: { cell: 2.0e-8, model2: 5.33e-8, search: 1.01e-8, draw: 2.63e-4 },
		modelSet: { cell: 0, model2: 7.48e-6, search: 0, draw: 0 }
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

export interface RunWork {
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

/** Estimated seconds of a run (see the module comment). */
export function estimateRunSeconds(w: RunWork): number {
	const c = costOf(w.kind, w.valueType);
	const [nm, m2, search] = featuresOf(w.nItems, w.nModels, w.nCategories);
	const perDraw = c.cell * nm + c.model2 * m2 + c.search * search + c.draw;
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
	if (s.sweep && entry.strength?.sweep) {
		const steps = sweepSteps(s, matrix.nItems).length;
		return { ...base, draws: steps * s.draws, runs: Math.max(1, steps) };
	}
	const recipe = resolveRecipe(s, matrix);
	let draws = s.draws;
	if (recipe.kind === 'sizeSweep') draws = recipe.sizes.length * recipe.drawsPerSize;
	else if (recipe.kind === 'dropCategory') draws = nCategories;
	else if (recipe.kind === 'timeSplit') draws = 2;
	else if (recipe.kind === 'threshold') draws = recipe.thresholds.length;
	else if (recipe.kind === 'difficulty' && !recipe.resample) draws = 1;
	return { ...base, draws };
}
