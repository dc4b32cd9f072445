/**
 * Fewer trials: what the ranking would look like had each cell been measured with k' attempts.
 * Every present cell with a rate p strictly between 0 and 1 is redrawn as X / k', X ~
 * Binomial(k', p): a parametric bootstrap of the attempts that takes the observed rate as the
 * cell's success probability (cells at 0 or 1 stay put: with that rate every attempt fails or
 * succeeds). k' below the data's own trials per cell (the point of the kind) adds the noise of
 * fewer attempts; k' at or above it understates the noise of a fresh run (the observed rates are
 * not the true ones). k' = Infinity is the reference. Only the cells move, not the items: the
 * spread of a model's score across draws is sqrt(sum_i p_i (1 - p_i) / k') / n, the trials' part
 * of the noise at k' (see `stats/two-level-se.ts` for the data's own).
 *
 * X is drawn by inversion (L. Devroye 1986, "Non-Uniform Random Variate Generation", ch. X.4.3,
 * the inversion method for the binomial): with U uniform in (0, 1] (one 32-bit output of the
 * draw's generator, as `uniform32`), X = the smallest x with U <= F(x), F the Binomial(k', p)
 * distribution function computed by the pmf recurrence in log space; cells are drawn in
 * item-major order, one output each. The fast path (`kernels/trials-chunk.ts`) draws the same X
 * from the same generator and tables.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { rngForDraw } from '../random.ts';
import { uniform32 } from './label-noise.ts';

/** Most trials a run may redraw with (the field's maximum). */
export const MAX_TRIALS_KEPT = 1000;

/**
 * F(0), …, F(k) of Binomial(k, p) into `out` from `at` (0 < p < 1), F(k) = 1 exactly. The pmf by
 * its recurrence in log space: log f(0) = k log(1 - p), log f(x + 1) = log f(x) +
 * log((k - x) / (x + 1)) + log(p / (1 - p)).
 */
export function binomialCdf(k: number, p: number, out: Float64Array, at = 0): void {
	const ratio = Math.log(p) - Math.log1p(-p);
	let logF = k * Math.log1p(-p);
	let acc = 0;
	for (let x = 0; x < k; x++) {
		acc += Math.exp(logF);
		out[at + x] = acc;
		logF += Math.log((k - x) / (x + 1)) + ratio;
	}
	out[at + k] = 1;
}

/** The smallest x in [0, k] with u <= cdf[at + x] (cdf non-decreasing, cdf[at + k] = 1). */
export function invertCdf(cdf: Float64Array, at: number, k: number, u: number): number {
	if (k <= 32) {
		let x = 0;
		while (x < k && u > cdf[at + x]) x++;
		return x;
	}
	let lo = 0;
	let hi = k;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (u <= cdf[at + mid]) hi = mid;
		else lo = mid + 1;
	}
	return lo;
}

/** Whether `k` is a number of trials a run can redraw with (a whole number >= 1, or Infinity). */
export function validTrialsKept(k: number): boolean {
	return k === Number.POSITIVE_INFINITY || (Number.isInteger(k) && k >= 1 && k <= MAX_TRIALS_KEPT);
}

/**
 * The matrix of draw `drawIndex` with every cell redrawn from k' trials (the oracle; see the
 * module comment). A 0/1 matrix, or k' = Infinity, is returned as it is.
 */
export function applyTrials(
	matrix: ScoreMatrix,
	kPrime: number,
	seed: number,
	drawIndex: number
): ScoreMatrix {
	if (!validTrialsKept(kPrime)) throw new RangeError('trials must be a whole number from 1');
	if (!matrix.values || kPrime === Number.POSITIVE_INFINITY) return matrix;
	const values = matrix.values.slice();
	const rng = rngForDraw(seed, drawIndex);
	const cdf = new Float64Array(kPrime + 1);
	for (let c = 0; c < values.length; c++) {
		const p = values[c];
		if (!(p > 0 && p < 1)) continue; // missing (NaN), 0 or 1
		binomialCdf(kPrime, p, cdf);
		values[c] = invertCdf(cdf, 0, kPrime, uniform32(rng)) / kPrime;
	}
	return { ...matrix, values };
}

/**
 * What the fast path needs of a matrix and k', made once: the cells to redraw (model and rate
 * class of each, in item-major order), the distribution functions of the classes, and each
 * model's cells at 1 and present cells.
 */
export interface TrialsPlan {
	readonly kPrime: number;
	/** Model of each redrawn cell, item-major. */
	readonly cellModel: Uint16Array;
	/** Rate class of each redrawn cell (an index into `rates`): bytes for up to 256 classes. */
	readonly cellClass: Uint8Array | Uint32Array;
	/** The distinct rates. */
	readonly rates: Float64Array;
	/** F of class c at `c * (kPrime + 1)`; null when the classes are too many to tabulate. */
	readonly cdf: Float64Array | null;
	/** Per model: present cells at 1 (their k' trials all succeed). */
	readonly ones: Int32Array;
	/** Per model: present cells. */
	readonly present: Int32Array;
	/** Whether no cell is missing (every model has nItems). */
	readonly complete: boolean;
}

/** Entries of the tabulated distribution functions at most (32 MB). */
const MAX_TABLE = 1 << 22;

const plans = new WeakMap<ScoreMatrix, Map<number, TrialsPlan>>();

/** The plan of `matrix` at k' (finite), made once per matrix and k'. */
export function trialsPlan(matrix: ScoreMatrix, kPrime: number): TrialsPlan {
	let perMatrix = plans.get(matrix);
	if (!perMatrix) plans.set(matrix, (perMatrix = new Map()));
	let plan = perMatrix.get(kPrime);
	if (!plan) {
		plan = makePlan(matrix, kPrime);
		perMatrix.set(kPrime, plan);
	}
	return plan;
}

function makePlan(matrix: ScoreMatrix, kPrime: number): TrialsPlan {
	const M = matrix.nModels;
	const values = matrix.values;
	const ones = new Int32Array(M);
	const present = new Int32Array(M);
	let redrawn = 0;
	const n = matrix.nItems;
	const read = (c: number) => (values ? values[c] : bitCell(matrix, c));
	for (let c = 0; c < n * M; c++) {
		const p = read(c);
		if (p !== p) continue;
		present[c % M]++;
		if (p === 1) ones[c % M]++;
		else if (p > 0 && p < 1) redrawn++;
	}
	const cellModel = new Uint16Array(redrawn);
	let cellClass: Uint8Array | Uint32Array = new Uint32Array(redrawn);
	const classOf = new Map<number, number>();
	let k = 0;
	for (let c = 0; values && c < n * M; c++) {
		const p = values[c];
		if (!(p > 0 && p < 1)) continue;
		let cls = classOf.get(p);
		if (cls === undefined) classOf.set(p, (cls = classOf.size));
		cellModel[k] = c % M;
		cellClass[k++] = cls;
	}
	// a few rates (cells of k trials take k - 1): a byte per cell halves what a draw streams
	if (classOf.size <= 256) cellClass = Uint8Array.from(cellClass);
	const rates = Float64Array.from(classOf.keys());
	const width = kPrime + 1;
	let cdf: Float64Array | null = null;
	if (rates.length * width <= MAX_TABLE) {
		cdf = new Float64Array(rates.length * width);
		rates.forEach((p, cls) => binomialCdf(kPrime, p, cdf!, cls * width));
	}
	const complete = matrix.missingCells === 0;
	return { kPrime, cellModel, cellClass, rates, cdf, ones, present, complete };
}

/** Cell c of a 0/1 matrix (NaN = missing). */
function bitCell(matrix: ScoreMatrix, c: number): number {
	const M = matrix.nModels;
	const i = Math.floor(c / M);
	const m = c - i * M;
	const w = i * matrix.wordsPerItem + (m >>> 5);
	if (matrix.present && !((matrix.present[w] >>> (m & 31)) & 1)) return Number.NaN;
	return (matrix.bits![w] >>> (m & 31)) & 1;
}
