/**
 * A run: many draws of one perturbation (a recipe of the catalogue), each re-scored and re-ranked
 * against the reference. One road for every kind:
 *
 * 1. `prepareRun(matrix, recipe)` does the one-time work (reference, groups, collapsed counts,
 *    the difficulty tilt, …) and says what the run's draws are (`fixedDraws`, `variants`).
 * 2. `runChunk(matrix, prepared, seed, start, count)` scores draws [start, start + count). A
 *    chunk's output depends only on the matrix, the recipe, the seed and its draw indices, so any
 *    split across workers gives the same numbers.
 *
 * `src/core` picks the kernel: the fast paths (`kernels/fast-chunk.ts`: the WebAssembly bit
 * kernel for 0/1 data, collapsed per-category counts, count corrections for label noise, the
 * redrawn cells' counts for fewer trials) give
 * the plain path's numbers (`perturbations/perturbation-chunk.ts`, the oracle in the tests)
 * exactly where the weights are integers, and within the tolerance stated in `fast-chunk.ts`
 * where they are real (Dirichlet and partial drop-one category weights).
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';
import type { PerturbationSpec } from './perturbations/catalogue.ts';
import { fastChunk, runItemDraws } from './kernels/fast-chunk.ts';
import { kernelReferenceScores, usesBitKernel } from './kernels/counters.ts';
import { plainChunk, preparePerturbation } from './perturbations/perturbation-chunk.ts';
import type { CategoryCounts } from './perturbations/category-weights.ts';
import type { DifficultyTilt } from './perturbations/difficulty.ts';
import type { Groups } from './perturbations/groups.ts';
import type { PairwiseCounts } from './perturbations/model-set.ts';
import type { TimeSplit } from './perturbations/time-split.ts';
import type { TrialsPlan } from './perturbations/trials.ts';
import { minRanks, rankingOrder } from './rank.ts';
import { weightedScores } from './scores.ts';

/** The unperturbed test set's scores, min ranks and ranking (best first, ties in column order). */
export interface Reference {
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly order: readonly number[];
}

/** @deprecated the old name of `Reference` (kept until every importer has moved). */
export type RunReference = Reference;

/** The reference of a matrix: each model's mean over its present cells (the kernel when it applies). */
export function computeReference(matrix: ScoreMatrix): Reference {
	const scores = kernelReferenceScores(matrix);
	return referenceOf(scores ?? weightedScores(matrix, null, new Float64Array(matrix.nModels)));
}

export function referenceOf(scores: Float64Array): Reference {
	return { scores, ranks: minRanks(scores), order: rankingOrder(scores) };
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
	readonly recipe: PerturbationSpec;
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
}

export interface PreparedRun extends RunPlan {
	readonly data: RunData;
}

/**
 * One-time work for a run of `recipe` on `matrix`. Throws a RangeError naming what is wrong
 * (`checkPerturbation`) when the recipe cannot run on this matrix.
 */
export function prepareRun(matrix: ScoreMatrix, recipe: PerturbationSpec): PreparedRun {
	return preparePerturbation(matrix, recipe);
}

/** The plan of a prepared run without its bulky inputs (what a worker sends back). */
export function planOf(prepared: PreparedRun): RunPlan {
	const { recipe, reference, fixedDraws, variants, steps, difficulty } = prepared;
	return { recipe, reference, fixedDraws, variants, steps, difficulty };
}

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

/** Scores, ranks and tau-b of draws [start, start + count) of a prepared run. */
export function runChunk(
	matrix: ScoreMatrix,
	prepared: PreparedRun,
	seed: number,
	start: number,
	count: number,
	engine: RunEngine = 'auto'
): ChunkResult {
	if (!(Number.isInteger(start) && Number.isInteger(count) && start >= 0 && count >= 0)) {
		throw new RangeError(`draws [${start}, ${start} + ${count}) are not a range of draws`);
	}
	if (prepared.fixedDraws !== null && start + count > prepared.fixedDraws) {
		throw new RangeError(
			`this recipe has ${prepared.fixedDraws} draws; asked for up to ${start + count}`
		);
	}
	if (engine === 'auto') {
		const fast = fastChunk(matrix, prepared, seed, start, count);
		if (fast) return fast;
	}
	return plainChunk(matrix, prepared, seed, start, count);
}

/**
 * A chunk computed on given item weights (`weights[d]` for draw `start + d`) instead of drawing
 * them: the benchmark generates draws once and feeds the same ones to every engine.
 */
export function runChunkOnWeights(
	matrix: ScoreMatrix,
	reference: Reference,
	start: number,
	weights: readonly ArrayLike<number>[],
	engine: RunEngine = 'auto'
): ChunkResult {
	return runItemDraws(matrix, reference, start, weights.length, (d) => weights[d], engine);
}

/** Whether the bit kernel runs for this matrix here (0/1 data and WebAssembly available). */
export function usesFastKernels(matrix: ScoreMatrix): boolean {
	return usesBitKernel(matrix);
}

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

export function emptyDrawTable(nDraws: number, nModels: number, replication = false): DrawTable {
	return {
		nDraws,
		nModels,
		scores: new Float64Array(nDraws * nModels),
		ranks: new Int32Array(nDraws * nModels),
		tau: new Float64Array(nDraws),
		replicationTau: replication ? new Float64Array(nDraws) : null
	};
}

/** Copies a chunk into its place in the table. */
export function placeChunk(table: DrawTable, chunk: ChunkResult): void {
	const M = table.nModels;
	table.scores.set(chunk.scores, chunk.start * M);
	table.ranks.set(chunk.ranks, chunk.start * M);
	table.tau.set(chunk.tau, chunk.start);
	if (table.replicationTau && chunk.replicationTau) {
		table.replicationTau.set(chunk.replicationTau, chunk.start);
	}
}

/** The transferable buffers of a table (to post it without copying). */
export function tableBuffers(table: DrawTable): ArrayBuffer[] {
	const arrays = [table.scores, table.ranks, table.tau, table.replicationTau ?? null];
	return arrays.filter((a) => a !== null).map((a) => a.buffer as ArrayBuffer);
}

/** The transferable buffers of a chunk. */
export function chunkBuffers(chunk: ChunkResult): ArrayBuffer[] {
	const arrays = [chunk.scores, chunk.ranks, chunk.tau, chunk.replicationTau];
	return arrays.filter((a) => a !== null).map((a) => a.buffer as ArrayBuffer);
}

/** Splits `draws` into consecutive chunks of at most `size` draws. */
export function chunkRanges(draws: number, size: number): Array<{ start: number; count: number }> {
	const out: Array<{ start: number; count: number }> = [];
	for (let start = 0; start < draws; start += size) {
		out.push({ start, count: Math.min(size, draws - start) });
	}
	return out;
}
