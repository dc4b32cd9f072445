/**
 * Per-model totals on the reference set and per-item rows of cells: the two views every item
 * statistic here starts from.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { rankingOrder } from '../../../core/rank.ts';
import { scoreScratch, weightedScores } from '../../../core/scores.ts';

export interface ModelTotals {
	/** Sum of each model's present values (for 0/1 data: how many items it got right). */
	readonly sum: Float64Array;
	/** How many items each model has a value for (its denominator). */
	readonly count: Float64Array;
	/** sum / count, `NaN` for a model without values: exactly `weightedScores(matrix, null)`. */
	readonly scores: Float64Array;
	/** Model indices best first (`rankingOrder(scores)`: ties keep column order). */
	readonly order: readonly number[];
}

/** Each model's sum, count and score over every item (the reference set). */
export function modelTotals(matrix: ScoreMatrix): ModelTotals {
	const scratch = scoreScratch(matrix.nModels);
	const scores = weightedScores(matrix, null, new Float64Array(matrix.nModels), scratch);
	return {
		sum: Float64Array.from(scratch.num),
		count: Float64Array.from(scratch.den),
		scores,
		order: rankingOrder(scores)
	};
}

/**
 * Item `i`'s cells into `out` (length nModels): 0/1 or the score, `NaN` when missing. Returns
 * `out`.
 */
export function itemRow(matrix: ScoreMatrix, i: number, out: Float64Array): Float64Array {
	const { nModels: M, wordsPerItem: W, present } = matrix;
	if (matrix.bits) {
		const bits = matrix.bits;
		const row = i * W;
		for (let w = 0; w < W; w++) {
			const x = bits[row + w];
			const p = present ? present[row + w] : -1;
			const end = Math.min(32, M - (w << 5));
			for (let b = 0; b < end; b++) {
				out[(w << 5) + b] = ((p >>> b) & 1) === 0 ? Number.NaN : (x >>> b) & 1;
			}
		}
	} else {
		const values = matrix.values!;
		for (let m = 0, k = i * M; m < M; m++, k++) out[m] = values[k];
	}
	return out;
}
