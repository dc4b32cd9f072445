/**
 * Model scores on a (weighted) test set: score(m) = sum_i w_i x_im / sum_i w_i [x_im present],
 * i.e. the mean over the model's non-missing cells, counting an item w_i times.
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';

interface ScoreScratch {
	readonly num: Float64Array;
	readonly den: Float64Array;
}

export function scoreScratch(nModels: number): ScoreScratch {
	return { num: new Float64Array(nModels), den: new Float64Array(nModels) };
}

/**
 * Writes each model's score into `out` (length nModels). `weights === null` means the reference
 * test set (every item once). A model with no present, weighted cell gets `NaN`.
 *
 * For binary data numerators are integer counts, so scores with equal counts and denominators are
 * bit-identical and ties are exact.
 */
export function weightedScores(
	matrix: ScoreMatrix,
	weights: ArrayLike<number> | null,
	out: Float64Array,
	scratch: ScoreScratch = scoreScratch(matrix.nModels)
): Float64Array {
	const { nItems, nModels, wordsPerItem: W, present } = matrix;
	const num = scratch.num;
	const den = scratch.den;
	num.fill(0);
	den.fill(0);
	let total = 0;
	if (matrix.bits) {
		const bits = matrix.bits;
		for (let i = 0; i < nItems; i++) {
			const c = weights ? weights[i] : 1;
			if (c === 0) continue;
			total += c;
			const row = i * W;
			for (let w = 0; w < W; w++) {
				let x = bits[row + w];
				const base = w << 5;
				while (x !== 0) {
					const low = x & -x;
					num[base + 31 - Math.clz32(low)] += c;
					x ^= low;
				}
			}
			if (present) {
				for (let w = 0; w < W; w++) {
					let x = present[row + w];
					const base = w << 5;
					while (x !== 0) {
						const low = x & -x;
						den[base + 31 - Math.clz32(low)] += c;
						x ^= low;
					}
				}
			}
		}
		if (!present) den.fill(total);
	} else {
		const values = matrix.values!;
		for (let i = 0; i < nItems; i++) {
			const c = weights ? weights[i] : 1;
			if (c === 0) continue;
			const row = i * nModels;
			for (let m = 0; m < nModels; m++) {
				const v = values[row + m];
				if (v === v) {
					num[m] += c * v;
					den[m] += c;
				}
			}
		}
	}
	for (let m = 0; m < nModels; m++) out[m] = den[m] > 0 ? num[m] / den[m] : Number.NaN;
	return out;
}
