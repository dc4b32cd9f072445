/**
 * A run: many draws of one perturbation (a recipe of the catalogue), each re-scored and re-ranked
 * against the reference. One road for every kind:
 *
 * 1. `prepareRun(matrix, recipe)` (in `perturbations/perturbation-chunk.ts`) does the one-time work (reference, groups, collapsed counts,
 *    the difficulty tilt, …) and says what the run's draws are (`fixedDraws`, `variants`).
 * 2. `runChunk(matrix, prepared, seed, start, count)` scores draws [start, start + count). A
 *    chunk's output depends only on the matrix, the recipe, the seed and its draw indices, so any
 *    split across workers gives the same numbers.
 *
 * `src/core` picks the kernel: the kind module's fast path (its `fast` hook, built on
 * `kernels/fast-chunk.ts`: the WebAssembly bit
 * kernel for 0/1 data, collapsed per-category counts, count corrections for label noise, the
 * redrawn cells' counts for fewer trials) give
 * the plain path's numbers (`perturbations/perturbation-chunk.ts`, the oracle in the tests)
 * exactly where the weights are integers, and within the tolerance stated in `fast-chunk.ts`
 * where they are real (Dirichlet and partial drop-one category weights).
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { runItemDraws } from './kernels/fast-chunk.ts';
import { plainChunk } from './perturbations/perturbation-chunk.ts';
import { kindModule } from './perturbations/registry.ts';
import { meanScores, referenceOf } from './reference.ts';
import type {
	ChunkResult,
	DrawTable,
	PreparedRun,
	Reference,
	RunEngine,
	RunPlan
} from './run-types.ts';

/** The reference of a matrix: each model's mean over its present cells (the kernel when it applies). */
export function computeReference(matrix: ScoreMatrix): Reference {
	return referenceOf(meanScores(matrix));
}

/** The plan of a prepared run without its bulky inputs (what a worker sends back). */
export function planOf(prepared: PreparedRun): RunPlan {
	const { recipe, reference, fixedDraws, variants, steps, difficulty } = prepared;
	return { recipe, reference, fixedDraws, variants, steps, difficulty };
}

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
		const fast = kindModule(prepared.recipe.kind).fast?.(matrix, prepared, seed, start, count);
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
