/**
 * What a run is made of, as plain data: the reference, the plan and one-time inputs of a recipe,
 * a chunk of draws and the table they fill. Types only, in their own file because the road that
 * picks a kernel (`run.ts`) and the kernels it picks (`kernels/*`, `perturbations/*-chunk.ts`,
 * `summary.ts`) all name them (issue 20: no import circles).
 */
import type { Recipe } from './perturbations/recipe.ts';
import type { CategoryCounts } from './perturbations/category-weights.ts';
import type { DifficultyTilt } from './perturbations/difficulty.ts';
import type { Groups } from './perturbations/groups.ts';
import type { PairwiseCounts } from './perturbations/model-set.ts';
import type { TimeSplit } from './perturbations/time-split.ts';
import type { TrialsPlan } from './perturbations/trials.ts';

/** The unperturbed test set's scores, min ranks and ranking (best first, ties in column order). */
export interface Reference {
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly order: readonly number[];
}

/**
 * What one draw of a fixed-variant recipe is, as data (the UI words it). `withoutCategory`:
 * the category's weight lowered by `share` (1 = dropped); `before` / `from`: the items dated
 * before the cut-off / on or after it (`items` of them); `threshold`: cells binarised at
 * `score >= value`; `difficultyShift`: the one tilted test set of a difficulty shift without
 * resampling.
 */
export type Variant =
	| { readonly kind: 'withoutCategory'; readonly category: string; readonly share: number }
	| { readonly kind: 'before' | 'from'; readonly cutoff: string; readonly items: number }
	| { readonly kind: 'threshold'; readonly value: number }
	| { readonly kind: 'difficultyShift'; readonly requested: number; readonly achieved: number };

/** One size of a size sweep: draws [start, start + count) keep `size` items each. */
export interface SweepStep {
	readonly size: number;
	readonly start: number;
	readonly count: number;
	/** Whether the draws also carry a replication tau (two disjoint sets fit: size <= n / 2). */
	readonly replication: boolean;
}

/**
 * A difficulty shift's tilt: the shift asked for and the one the weights reach, both as the
 * weighted mean of the items' standardised difficulty (in SDs; positive = harder), and the
 * tilt's exponent. See `perturbations/difficulty.ts`.
 */
export interface DifficultyShift {
	readonly requested: number;
	readonly achieved: number;
	readonly exponent: number;
	/** False when the requested shift lies beyond what reweighting these items can reach. */
	readonly reached: boolean;
}

/** What a run of a recipe is: plain data, sent from the workers to the page. */
export interface RunPlan {
	readonly recipe: Recipe;
	readonly reference: Reference;
	/** Number of draws the recipe fixes (drop one: G, time split: 2, …); `null` = the user's. */
	readonly fixedDraws: number | null;
	/** What each draw is, for fixed-variant recipes (one entry per draw); else `null`. */
	readonly variants: readonly Variant[] | null;
	/** The size sweep's steps, in draw order; else `null`. */
	readonly steps: readonly SweepStep[] | null;
	/** The difficulty shift's requested and achieved shift; else `null`. */
	readonly difficulty: DifficultyShift | null;
}

/** The one-time inputs of a recipe's draws (kept where the chunks run). */
export interface RunData {
	readonly groups: Groups | null;
	/** Collapsed per-model per-category sums for the category kinds. */
	readonly counts: CategoryCounts | null;
	readonly tilt: DifficultyTilt | null;
	readonly split: TimeSplit | null;
	/** Model-set change: every model's column and the head-to-head counts. */
	readonly columns: Float64Array[] | null;
	readonly pairwise: PairwiseCounts | null;
	/** Fewer trials (finite k'): the cells to redraw and their distribution functions. */
	readonly trials?: TrialsPlan | null;
	/** What a kind registered from elsewhere prepared for its draws (its own shape). */
	readonly custom?: unknown;
}

export interface PreparedRun extends RunPlan {
	readonly data: RunData;
}

/** A prepared run without its recipe: what the kernels read (a kind module passes its own). */
export type RunInputs = Omit<PreparedRun, 'recipe'>;

/**
 * Draw-major results for draws [start, start + count): `scores[d * nModels + m]`. A model absent
 * from a draw (model-set change) has score NaN and rank 0; ranks are min ranks among the models
 * present, and tau-b is over the models present. `replicationTau[d]`: for a size sweep, tau-b
 * between the scores on the draw's k items and on a second, disjoint set of k items (NaN when
 * k > n / 2); `null` for other recipes.
 */
export interface ChunkResult {
	readonly start: number;
	readonly count: number;
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
	readonly replicationTau: Float64Array | null;
}

/** `'auto'`: the fast kernels where they apply and load; `'plain'`: the plain path only. */
export type RunEngine = 'auto' | 'plain';

/** All draws of a run, in draw order. */
export interface DrawTable {
	readonly nDraws: number;
	readonly nModels: number;
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
	/** The size sweep's replication tau per draw (see `ChunkResult`); absent or null otherwise. */
	readonly replicationTau?: Float64Array | null;
}

/** The draws a summary reads (the engine's `DrawTable`, or the first draws of one). */
export interface DrawColumns {
	readonly nDraws: number;
	readonly nModels: number;
	/** `scores[d * nModels + m]`; NaN when model m has no score in draw d. */
	readonly scores: Float64Array;
	/** `ranks[d * nModels + m]`: 1 = best, ties share the best rank; 0 = absent from the draw. */
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
}
