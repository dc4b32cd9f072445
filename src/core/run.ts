/**
 * A run: many draws of one perturbation, each re-scored and re-ranked against the reference.
 * The work splits into chunks of consecutive draws; a chunk's output depends only on the matrix,
 * the settings and its draw indices, so any split across workers gives the same numbers.
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { drawScratch, drawWeights, type PerturbationKind } from './draws.ts';
import { kendallScratch, kendallTauB } from './kendall.ts';
import { minRanks, rankingOrder } from './rank.ts';
import { scoreScratch, weightedScores } from './scores.ts';

export interface RunSettings {
	readonly kind: PerturbationKind;
	/** Share of items kept by `subsample`. */
	readonly fraction: number;
	readonly draws: number;
	readonly seed: number;
}

/** The unperturbed test set's scores, ranks and ranking (best first, ties in column order). */
export interface RunReference {
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly order: readonly number[];
}

export function computeReference(matrix: ScoreMatrix): RunReference {
	const scores = weightedScores(matrix, null, new Float64Array(matrix.nModels));
	return { scores, ranks: minRanks(scores), order: rankingOrder(scores) };
}

/** Draw-major results for draws [start, start + count): `scores[d * nModels + m]`. */
export interface ChunkResult {
	readonly start: number;
	readonly count: number;
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
}

export function runChunk(
	matrix: ScoreMatrix,
	settings: RunSettings,
	reference: RunReference,
	start: number,
	count: number
): ChunkResult {
	const M = matrix.nModels;
	const scores = new Float64Array(count * M);
	const ranks = new Int32Array(count * M);
	const tau = new Float64Array(count);
	const dScratch = drawScratch(matrix.nItems);
	const sScratch = scoreScratch(M);
	const kScratch = kendallScratch(M);
	for (let d = 0; d < count; d++) {
		const weights = drawWeights(matrix.nItems, settings, settings.seed, start + d, dScratch);
		const s = scores.subarray(d * M, (d + 1) * M);
		weightedScores(matrix, weights, s, sScratch);
		minRanks(s, ranks.subarray(d * M, (d + 1) * M));
		tau[d] = kendallTauB(reference.scores, s, kScratch);
	}
	return { start, count, scores, ranks, tau };
}

/** All draws of a run, in draw order. */
export interface DrawTable {
	readonly nDraws: number;
	readonly nModels: number;
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
}

export function emptyDrawTable(nDraws: number, nModels: number): DrawTable {
	return {
		nDraws,
		nModels,
		scores: new Float64Array(nDraws * nModels),
		ranks: new Int32Array(nDraws * nModels),
		tau: new Float64Array(nDraws)
	};
}

/** Copies a chunk into its place in the table. */
export function placeChunk(table: DrawTable, chunk: ChunkResult): void {
	const M = table.nModels;
	table.scores.set(chunk.scores, chunk.start * M);
	table.ranks.set(chunk.ranks, chunk.start * M);
	table.tau.set(chunk.tau, chunk.start);
}

/** Splits `draws` into consecutive chunks of at most `size` draws. */
export function chunkRanges(draws: number, size: number): Array<{ start: number; count: number }> {
	const out: Array<{ start: number; count: number }> = [];
	for (let start = 0; start < draws; start += size) {
		out.push({ start, count: Math.min(size, draws - start) });
	}
	return out;
}
