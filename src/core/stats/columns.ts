/** Dense views of one model's cells, for statistics that need the per-item values. */
import type { ScoreMatrix } from '../ScoreMatrix.ts';

/**
 * Model `m`'s value on every item: 0/1 for binary matrices, the score for continuous ones, and
 * `NaN` for a missing cell (the one missing-value marker every statistic here understands).
 */
export function modelColumn(
	matrix: ScoreMatrix,
	m: number,
	out: Float64Array = new Float64Array(matrix.nItems)
): Float64Array {
	const { nItems, nModels, wordsPerItem: W, present } = matrix;
	const word = m >>> 5;
	const bit = 1 << (m & 31);
	if (matrix.bits) {
		const bits = matrix.bits;
		for (let i = 0; i < nItems; i++) {
			const k = i * W + word;
			out[i] = present && (present[k] & bit) === 0 ? Number.NaN : (bits[k] & bit) !== 0 ? 1 : 0;
		}
	} else {
		const values = matrix.values!;
		for (let i = 0; i < nItems; i++) out[i] = values[i * nModels + m];
	}
	return out;
}
