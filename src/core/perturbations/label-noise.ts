/**
 * Label noise: what grading errors would do. Binary matrices only.
 *
 * - `cell`: every present 0/1 cell flips independently with probability p (a noisy grader);
 * - `key`:  every item's answer key is wrong with probability p, which flips that item's present
 *           cells for every model at once (right becomes wrong and wrong becomes right).
 *
 * Flips are placed by geometric skipping (L. Devroye 1986, "Non-Uniform Random Variate
 * Generation", ch. X.2, the waiting-time method): the gap to the next flipped position is a
 * Geometric(p) variate (P(gap >= k) = (1 - p)^k), so a draw costs O(p N) random numbers instead of
 * N. Each gap is drawn by inversion with a table (`FlipSampler`): with U uniform in (0, 1] (one
 * 32-bit output of the draw's generator, U = (x + 1) / 2^32), gap =
 * #{1 <= k <= K : T_k >= U} where T_k = (1 - p)^k, found from a guide table on U (C. Chen &
 * T. Asau 1974, cf. Devroye ch. III.2.4) instead of a logarithm per flip; when U <= T_K (the tail,
 * probability (1 - p)^K) the gap is K plus a fresh gap, which by memorylessness is exactly
 * geometric. Missing cells stay missing (a flip that lands on one does nothing, so each present
 * cell still flips with probability p).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { rngForDraw, type Rng } from '../random.ts';

export type LabelNoiseMode = 'cell' | 'key';

/** Uniform in (0, 1] from one 32-bit output: (x + 1) / 2^32 for x = next() as unsigned. */
export function uniform32(rng: Rng): number {
	return ((rng.next() >>> 0) + 1) * 2.3283064365386963e-10;
}

/** Cells of the guide table (a power of two, so U * GUIDE is exact). */
export const GUIDE = 4096;
/** Most thresholds kept in the table (beyond them, the tail restarts). */
const MAX_TABLE = 4096;

/** The inversion table of Geometric(p) gaps (see the module comment). */
interface FlipSampler {
	readonly p: number;
	/** `table[k]` = (1 - p)^k for k = 0 .. K (`table[0]` = 1). */
	readonly table: Float64Array;
	readonly K: number;
	/** `guide[j]` = #{1 <= k <= K : table[k] >= j / GUIDE}, j = 0 .. GUIDE. */
	readonly guide: Int32Array;
}

const samplers = new Map<number, FlipSampler>();

/** The gap sampler of flip probability p in (0, 1) (kept per p). */
export function flipSampler(p: number): FlipSampler {
	let s = samplers.get(p);
	if (!s) {
		if (!(p > 0 && p < 1)) throw new RangeError('flip gaps need a probability in (0, 1)');
		const logQ = Math.log1p(-p);
		// past (1 - p)^k < 2^-33 no uniform in (0, 1] (multiples of 2^-32) is below the threshold
		const K = Math.max(1, Math.min(MAX_TABLE, Math.ceil((-33 * Math.LN2) / logQ)));
		const table = new Float64Array(K + 1);
		table[0] = 1;
		for (let k = 1; k <= K; k++) table[k] = Math.exp(k * logQ);
		const guide = new Int32Array(GUIDE + 1);
		let k = K;
		for (let j = 0; j <= GUIDE; j++) {
			const u = j / GUIDE;
			while (k > 0 && table[k] < u) k--;
			guide[j] = k;
		}
		s = { p, table, K, guide };
		samplers.set(p, s);
	}
	return s;
}

/** One Geometric(p) gap: the number of positions skipped before the next flip. */
export function flipGap(s: FlipSampler, rng: Rng): number {
	const { table, guide, K } = s;
	let skipped = 0;
	for (;;) {
		const u = uniform32(rng);
		let g = guide[Math.floor(u * GUIDE)];
		while (g > 0 && table[g] < u) g--;
		if (g < K) return skipped + g;
		skipped += K; // the tail: K positions, then a fresh gap
	}
}

/** Calls `flip(position)` for each position in [0, total) chosen with probability p. */
export function forEachFlip(rng: Rng, total: number, p: number, flip: (position: number) => void) {
	if (!(p >= 0 && p <= 1)) throw new RangeError('flip probability must be in [0, 1]');
	if (p === 0) return;
	if (p === 1) {
		for (let k = 0; k < total; k++) flip(k);
		return;
	}
	const s = flipSampler(p);
	let pos = -1;
	for (;;) {
		pos += 1 + flipGap(s, rng);
		if (!(pos < total)) return;
		flip(pos);
	}
}

/**
 * The matrix of draw `drawIndex` with label noise p. p = 0 returns `matrix` itself (nothing
 * flips); otherwise a new matrix that shares everything but `bits` with the input.
 */
export function applyLabelNoise(
	matrix: ScoreMatrix,
	p: number,
	mode: LabelNoiseMode,
	seed: number,
	drawIndex: number
): ScoreMatrix {
	if (!matrix.bits) {
		throw new RangeError('label noise needs 0/1 scores; binarise continuous scores first');
	}
	if (p === 0) return matrix;
	const { nItems, nModels: M, wordsPerItem: W, present } = matrix;
	const bits = matrix.bits.slice();
	const rng = rngForDraw(seed, drawIndex);
	if (mode === 'cell') {
		forEachFlip(rng, nItems * M, p, (pos) => {
			const i = Math.floor(pos / M);
			const m = pos - i * M;
			const k = i * W + (m >>> 5);
			const bit = 1 << (m & 31);
			if (!present || present[k] & bit) bits[k] ^= bit;
		});
	} else {
		// Without a present mask every cell is present: all bits of a row, except past the last model.
		const tail = M & 31 ? 2 ** (M & 31) - 1 : 0xffffffff;
		forEachFlip(rng, nItems, p, (i) => {
			for (let w = 0; w < W; w++) {
				const k = i * W + w;
				bits[k] ^= present ? present[k] : w === W - 1 ? tail : 0xffffffff;
			}
		});
	}
	return { ...matrix, bits };
}
