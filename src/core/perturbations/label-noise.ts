/**
 * Label noise: what grading errors would do. Binary matrices only.
 *
 * - `cell`: every present 0/1 cell flips independently with probability p (a noisy grader);
 * - `key`:  every item's answer key is wrong with probability p, which flips that item's present
 *           cells for every model at once (right becomes wrong and wrong becomes right).
 *
 * Flips are placed by geometric skipping (L. Devroye 1986, "Non-Uniform Random Variate
 * Generation", ch. X.2, the waiting-time method): the gap to the next flipped position is
 * floor(log U / log(1 - p)), so a draw costs O(p N) random numbers instead of N. Missing cells
 * stay missing (a flip that lands on one does nothing, so each present cell still flips with
 * probability p).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { rngForDraw, type Rng } from '../random.ts';

export type LabelNoiseMode = 'cell' | 'key';

/** Uniform in (0, 1]: never 0, so its logarithm is finite (one `uniformFloat64`, two outputs). */
function uniformOpen(rng: Rng): number {
	return 1 - uniformFloat64(rng);
}

/** Calls `flip(position)` for each position in [0, total) chosen with probability p. */
export function forEachFlip(rng: Rng, total: number, p: number, flip: (position: number) => void) {
	if (!(p >= 0 && p <= 1)) throw new RangeError('flip probability must be in [0, 1]');
	if (p === 0) return;
	if (p === 1) {
		for (let k = 0; k < total; k++) flip(k);
		return;
	}
	const logQ = Math.log1p(-p);
	let pos = -1;
	for (;;) {
		const gap = Math.floor(Math.log(uniformOpen(rng)) / logQ);
		pos += 1 + gap;
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
