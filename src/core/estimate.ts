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
		bootstrap: { cell: 0, model2: 0, search: 0, draw: 2.91e-4 },
		subsample: { cell: 1.96e-10, model2: 0, search: 0, draw: 1.17e-4 },
		clusterBootstrap: { cell: 2.21e-9, model2: 5.3e-9, search: 0, draw: 2.63e-4 },
		sizeSweep: { cell: 1.48e-9, model2: 0, search: 4.14e-9, draw: 5.48e-5 },
		dirichlet: { cell: 5.44e-9, model2: 0, search: 2.36e-9, draw: 2.69e-4 },
		dropCategory: { cell: 4.8e-9, model2: 0, search: 0, draw: 1.5e-3 },
		worstCase: { cell: 3.18e-9, model2: 2.53e-7, search: 1.23e-7, draw: 2.9e-4 },
		labelNoise: { cell: 1.11e-8, model2: 1.99e-8, search: 0, draw: 1.11e-4 },
		difficulty: { cell: 3.25e-9, model2: 0, search: 0, draw: 7.55e-4 },
		timeSplit: { cell: 3.05e-8, model2: 0, search: 0, draw: 5.41e-3 },
		modelSet: { cell: 0, model2: 8.61e-6, search: 0, draw: 0 }
	},
	continuous: {
		bootstrap: { cell: 1.43e-8, model2: 7.63e-9, search: 0, draw: 0 },
		subsample: { cell: 6.97e-9, model2: 5.07e-9, search: 0, draw: 2.1e-4 },
		clusterBootstrap: { cell: 1.12e-8, model2: 4.26e-9, search: 0, draw: 0 },
		sizeSweep: { cell: 2.67e-9, model2: 0, search: 2.13e-9, draw: 1.34e-4 },
		dirichlet: { cell: 1.27e-8, model2: 0, search: 6.16e-9, draw: 3.5e-4 },
		dropCategory: { cell: 1.35e-8, model2: 1.76e-8, search: 0, draw: 1.44e-3 },
		worstCase: { cell: 1.31e-8, model2: 1.84e-7, search: 2.18e-7, draw: 7.69e-4 },
		difficulty: { cell: 9.51e-9, model2: 0, search: 0, draw: 1.37e-3 },
		timeSplit: { cell: 1.3e-8, model2: 0, search: 0, draw: 8.36e-3 },
		threshold: { cell: 2.76e-8, model2: 1.88e-8, search: 0, draw: 5.78e-4 },
		modelSet: { cell: 4.22e-7, model2: 7.93e-6, search: 0, draw: 0 }
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
