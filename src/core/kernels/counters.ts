/**
 * The kernels' per-matrix and per-reference state, built once and kept (WeakMaps keyed by the
 * matrix and the reference object, so a worker builds it on its first chunk and drops it with the
 * matrix): the WebAssembly bit counters over the 0/1 matrix and its present mask, the reference's
 * integer counts, and the reference's tie structure for tau-b with a WebAssembly ranker.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { BitCounter } from './bitcount.ts';
import { CountRanker, tauReference, type TauReference } from './count-rank.ts';

/** The kernel's copies of a 0/1 matrix: bits, and the present mask when cells are missing. */
export interface Counters {
	readonly bits: BitCounter;
	readonly present: BitCounter | null;
}

const countersCache = new WeakMap<ScoreMatrix, Counters | null>();

/** The kernel's copy of a 0/1 matrix (kept per matrix), or null when it does not apply here. */
export function countersFor(matrix: ScoreMatrix): Counters | null {
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

/** Whether the bit kernel runs for this matrix here (0/1 data and WebAssembly available). */
export function usesBitKernel(matrix: ScoreMatrix): boolean {
	return countersFor(matrix) !== null;
}

/**
 * Integer counts of the whole test set: `num[m]` = model m's correct cells, `den[m]` its present
 * cells (`null` when no cell is missing: every model has `nItems`).
 */
interface MatrixCounts {
	readonly num: Int32Array;
	readonly den: Int32Array | null;
}

const matrixCountsCache = new WeakMap<ScoreMatrix, MatrixCounts | null>();

/**
 * The reference counts of a 0/1 matrix (kept per matrix): by the kernel (one draw of weight 1),
 * or by a plain count of set bits where WebAssembly is unavailable; null for continuous scores.
 */
export function matrixCounts(matrix: ScoreMatrix): MatrixCounts | null {
	let c = matrixCountsCache.get(matrix);
	if (c === undefined) {
		c = matrix.bits ? (kernelCounts(matrix) ?? plainCounts(matrix)) : null;
		matrixCountsCache.set(matrix, c);
	}
	return c;
}

function kernelCounts(matrix: ScoreMatrix): MatrixCounts | null {
	const counters = countersFor(matrix);
	if (!counters) return null;
	const M = matrix.nModels;
	const ones = [new Uint8Array(matrix.nItems).fill(1)];
	const num = new Int32Array(M);
	counters.bits.countBatch(ones, num);
	let den: Int32Array | null = null;
	if (counters.present) {
		den = new Int32Array(M);
		counters.present.countBatch(ones, den);
	}
	return { num, den };
}

function plainCounts(matrix: ScoreMatrix): MatrixCounts {
	const { nItems, nModels: M, wordsPerItem: W, present } = matrix;
	const bits = matrix.bits!;
	const num = new Int32Array(M);
	const den = present ? new Int32Array(M) : null;
	for (let i = 0; i < nItems; i++) {
		for (let m = 0; m < M; m++) {
			const k = i * W + (m >>> 5);
			const bit = 1 << (m & 31);
			if (den && (present![k] & bit) === 0) continue;
			if (den) den[m]++;
			if (bits[k] & bit) num[m]++;
		}
	}
	return { num, den };
}

export interface Ranking {
	readonly tau: TauReference;
	readonly ranker: CountRanker | null;
}

const rankingCache = new WeakMap<object, Ranking>();

/** The reference's tie structure for tau-b, and a WebAssembly ranker when available. */
export function rankingFor(reference: { readonly scores: Float64Array }): Ranking {
	let r = rankingCache.get(reference);
	if (!r) {
		const tau = tauReference(reference.scores);
		r = { tau, ranker: CountRanker.create(tau) };
		rankingCache.set(reference, r);
	}
	return r;
}

/**
 * `weightedScores(matrix, null)` by the kernel (every item once: integer counts over integer
 * denominators, so the same quotients), or null when the kernel does not apply here.
 */
export function kernelReferenceScores(matrix: ScoreMatrix): Float64Array | null {
	const c = countersFor(matrix) ? matrixCounts(matrix) : null;
	if (!c) return null;
	const M = matrix.nModels;
	const scores = new Float64Array(M);
	for (let m = 0; m < M; m++) {
		const den = c.den ? c.den[m] : matrix.nItems;
		scores[m] = den > 0 ? c.num[m] / den : Number.NaN;
	}
	return scores;
}
