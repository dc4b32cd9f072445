/**
 * A run: many draws of one perturbation, each re-scored and re-ranked against the reference.
 * The work splits into chunks of consecutive draws; a chunk's output depends only on the matrix,
 * the settings and its draw indices, so any split across workers gives the same numbers.
 *
 * Two implementations give identical numbers (see tests/unit/kernels): for 0/1 matrices the
 * fast path counts with the WebAssembly kernel (`kernels/bitcount.ts`) and ranks and correlates
 * integer counts (`kernels/count-rank.ts`); continuous matrices, and environments where
 * WebAssembly cannot be compiled, use the plain JavaScript path (`weightedScores`, `minRanks`,
 * `kendallTauB`).
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { drawWeights, type DrawScratch, type PerturbationKind } from './draws.ts';
import { BitCounter } from './kernels/bitcount.ts';
import { drawWeightsFast } from './kernels/draws-fast.ts';
import {
	CountRanker,
	countRankScratch,
	rankCounts,
	type CountRankScratch,
	tauFromCounts,
	tauReference,
	type TauReference
} from './kernels/count-rank.ts';
import { kendallScratch, kendallTauB } from './kendall.ts';
import { minRanks, rankingOrder } from './rank.ts';
import { scoreScratch, weightedScores } from './scores.ts';

export interface RunSettings {
	readonly kind: PerturbationKind;
	/** Share of items kept by `subsample`. */
	readonly fraction: number;
	/** Share of items resampled by `bootstrap` (absent = 1, the classic bootstrap). */
	readonly strength?: number;
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
	const scores = referenceScores(matrix);
	return { scores, ranks: minRanks(scores), order: rankingOrder(scores) };
}

/**
 * `weightedScores(matrix, null)`, with the kernel when it applies: every item once, so the
 * counts (and the non-missing counts) are exact integers and the scores the same quotients.
 */
function referenceScores(matrix: ScoreMatrix): Float64Array {
	const M = matrix.nModels;
	const scores = new Float64Array(M);
	const counters = countersFor(matrix);
	if (!counters) return weightedScores(matrix, null, scores);
	const ones = [new Uint8Array(matrix.nItems).fill(1)];
	const counts = new Int32Array(M);
	counters.bits.countBatch(ones, counts);
	const dens = new Int32Array(M).fill(matrix.nItems);
	counters.present?.countBatch(ones, dens);
	for (let m = 0; m < M; m++) scores[m] = dens[m] > 0 ? counts[m] / dens[m] : Number.NaN;
	return scores;
}

/** Draw-major results for draws [start, start + count): `scores[d * nModels + m]`. */
export interface ChunkResult {
	readonly start: number;
	readonly count: number;
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
}

/** `'auto'`: the fast kernels when they apply and load; `'plain'`: plain JavaScript only. */
export type RunEngine = 'auto' | 'plain';

/** Draws counted together by the kernel (they share each tile of the matrix while in cache). */
const BATCH = 32;

interface Counters {
	readonly bits: BitCounter;
	readonly present: BitCounter | null;
}

const countersCache = new WeakMap<ScoreMatrix, Counters | null>();
const rankingCache = new WeakMap<RunReference, { tau: TauReference; ranker: CountRanker | null }>();

/** The reference's tie structure for tau-b, and a WebAssembly ranker when available. */
function rankingFor(reference: RunReference) {
	let r = rankingCache.get(reference);
	if (!r) {
		const tau = tauReference(reference.scores);
		r = { tau, ranker: CountRanker.create(tau) };
		rankingCache.set(reference, r);
	}
	return r;
}

/** The kernel's copy of a 0/1 matrix (kept per matrix), or null when it does not apply. */
function countersFor(matrix: ScoreMatrix): Counters | null {
	if (!matrix.bits) return null;
	let c = countersCache.get(matrix);
	if (c === undefined) {
		const { nItems, nModels, wordsPerItem } = matrix;
		const bits = BitCounter.create(matrix.bits, nItems, nModels, wordsPerItem);
		const present =
			bits && matrix.present
				? BitCounter.create(matrix.present, nItems, nModels, wordsPerItem)
				: null;
		c = bits && (present || !matrix.present) ? { bits, present } : null;
		countersCache.set(matrix, c);
	}
	return c;
}

/** Whether the fast kernels run for this matrix here (0/1 data and WebAssembly available). */
export function usesFastKernels(matrix: ScoreMatrix): boolean {
	return countersFor(matrix) !== null;
}

export function runChunk(
	matrix: ScoreMatrix,
	settings: RunSettings,
	reference: RunReference,
	start: number,
	count: number,
	engine: RunEngine = 'auto'
): ChunkResult {
	const n = matrix.nItems;
	// Each draw is used before the next is drawn, so one weights buffer does, except where the
	// kernel counts numerators and denominators (missing cells) on the same batch of draws. The
	// buffers are kept for the next chunk (fresh memory costs more than drawing here). The fast
	// path draws with the inlined generator (the same draws, see kernels/draws-fast.ts).
	const buffers = engine === 'auto' && matrix.present && countersFor(matrix) ? BATCH : 1;
	const scratches = drawBuffers(n, buffers);
	const draw = engine === 'plain' ? drawWeights : drawWeightsFast;
	const weightsOf = (d: number) =>
		draw(n, settings, settings.seed, start + d, scratches[d % buffers]);
	return runDraws(matrix, reference, start, count, weightsOf, engine);
}

let drawBufferCache: DrawScratch[] = [];

/** `count` scratches for drawing `n` items (one shared permutation buffer), kept between calls. */
function drawBuffers(n: number, count: number): DrawScratch[] {
	const cached = drawBufferCache;
	if (cached.length >= count && cached[0].weights.length === n) return cached;
	const perm = cached[0]?.perm.length === n ? cached[0].perm : new Uint32Array(n);
	const out = Array.from({ length: count }, (_, k) =>
		cached[k]?.weights.length === n ? cached[k] : { weights: new Uint32Array(n), perm }
	);
	drawBufferCache = out;
	return out;
}

/**
 * A chunk computed on given draw weights (`weights[d]` for draw `start + d`) instead of drawing
 * them: the benchmark generates draws once and feeds the same ones to every engine.
 */
export function runChunkOnWeights(
	matrix: ScoreMatrix,
	reference: RunReference,
	start: number,
	weights: readonly ArrayLike<number>[],
	engine: RunEngine = 'auto'
): ChunkResult {
	return runDraws(matrix, reference, start, weights.length, (d) => weights[d], engine);
}

/**
 * The draws' scores, ranks and tau-b. `weightsOf(d)` is called once per draw, in order; its
 * result may reuse the previous draw's buffer, except for matrices with missing cells on the
 * kernel path, where a batch of `BATCH` consecutive draws must stay valid together.
 */
function runDraws(
	matrix: ScoreMatrix,
	reference: RunReference,
	start: number,
	count: number,
	weightsOf: (d: number) => ArrayLike<number>,
	engine: RunEngine
): ChunkResult {
	const M = matrix.nModels;
	const scores = new Float64Array(count * M);
	const ranks = new Int32Array(count * M);
	const tau = new Float64Array(count);
	const kScratch = kendallScratch(M);
	const counters = engine === 'auto' ? countersFor(matrix) : null;
	if (!counters) {
		const sScratch = scoreScratch(M);
		for (let d = 0; d < count; d++) {
			const s = scores.subarray(d * M, (d + 1) * M);
			weightedScores(matrix, weightsOf(d), s, sScratch);
			minRanks(s, ranks.subarray(d * M, (d + 1) * M));
			tau[d] = kendallTauB(reference.scores, s, kScratch);
		}
		return { start, count, scores, ranks, tau };
	}

	const { tau: tauRef, ranker } = rankingFor(reference);
	const B = Math.min(BATCH, count);
	const counts = new Int32Array(B * M);
	const dens = counters.present ? new Int32Array(B * M) : null;
	const totals = new Float64Array(B);
	let rScratch: CountRankScratch | null = null;
	const batch: ArrayLike<number>[] = [];
	for (let d0 = 0; d0 < count; d0 += B) {
		const nb = Math.min(B, count - d0);
		if (dens) {
			batch.length = 0;
			for (let k = 0; k < nb; k++) batch.push(weightsOf(d0 + k));
			counters.bits.countBatch(batch, counts, totals);
			counters.present!.countBatch(batch, dens);
		} else {
			// each draw goes into the kernel's memory as it is drawn
			counters.bits.countDraws(nb, (k) => weightsOf(d0 + k), counts, totals);
		}
		for (let k = 0; k < nb; k++) {
			const d = d0 + k;
			const s = scores.subarray(d * M, (d + 1) * M);
			const c = k * M;
			if (dens) {
				// weightedScores' arithmetic: integer numerator over integer denominator
				for (let m = 0; m < M; m++) {
					const den = dens[c + m];
					s[m] = den > 0 ? counts[c + m] / den : Number.NaN;
				}
				minRanks(s, ranks.subarray(d * M, (d + 1) * M));
				tau[d] = kendallTauB(reference.scores, s, kScratch);
				continue;
			}
			const total = totals[k];
			countScores(counts, c, M, total, s);
			if (total > 0) {
				// one positive denominator: score order is count order, ties are exact
				if (ranker) tau[d] = ranker.rank(counts, c, total, ranks, d * M);
				else {
					rScratch ??= countRankScratch(M);
					rankCounts(counts, c, M, ranks, d * M, rScratch);
					tau[d] = tauFromCounts(tauRef, rScratch);
				}
			} else {
				minRanks(s, ranks.subarray(d * M, (d + 1) * M));
				tau[d] = kendallTauB(reference.scores, s, kScratch);
			}
		}
	}
	return { start, count, scores, ranks, tau };
}

/**
 * Scores over one common total: `s[m] = counts[offset + m] / total` (NaN for a zero total, as
 * `weightedScores` gives). A function of its own, so the engine optimises it early.
 */
function countScores(
	counts: Int32Array,
	offset: number,
	n: number,
	total: number,
	s: Float64Array
): void {
	for (let m = 0; m < n; m++) s[m] = total > 0 ? counts[offset + m] / total : Number.NaN;
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
