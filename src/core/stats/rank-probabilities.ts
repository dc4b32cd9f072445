import type { DrawTable } from '../run-types.ts';
/**
 * Rank probabilities of a sample run: for each model, the share of draws in which it takes each
 * rank. The rank-wise generalisation of P(first) (summary.ts): in a draw where k models tie at
 * min rank r they share the positions r, r + 1, …, r + k − 1 equally, so each of them counts 1/k
 * at each of those k ranks. With k = 1 this is "the model took rank r"; at rank 1 it is exactly
 * P(first) with its 1/k for ties. A model absent from a draw (model-set change) counts at no rank
 * in it.
 *
 * So when every model is in every draw, each model's row sums to 1 and each rank's column sums
 * to 1 (a doubly stochastic matrix); with absences a row sums to present / draws and column r to
 * the share of draws with at least r models. These are shares of redraws of the test set (as the
 * rank intervals of Hall & Miller 2009, "Using the bootstrap to quantify the authority of an
 * empirical ranking", Annals of Statistics 37(6B):3929-3959), not the probability that a model
 * truly holds a rank.
 */

/**
 * Rank probabilities of `models` (column indices; all models by default) over the first `nDraws`
 * draws of `table`: one array per requested model, `out[k][r - 1]` = share of draws in which
 * `models[k]` takes rank r (r = 1 … nModels), ties shared as described above. `NaN`s for zero
 * draws. Costs O(draws × nModels) plus, per model, one pass over the tie patterns it met.
 */
export function rankProbabilities(
	table: DrawTable,
	models: readonly number[] = Array.from({ length: table.nModels }, (_, m) => m),
	nDraws: number = table.nDraws
): Float64Array[] {
	const M = table.nModels;
	const K = models.length;
	const acc = models.map(() => new Float64Array(M));
	/** Per requested model: tie pattern (r, k) -> number of draws, key r * (M + 1) + k. */
	const ties = models.map(() => new Map<number, number>());
	const groupSize = new Int32Array(M + 2);
	for (let d = 0; d < nDraws; d++) {
		const row = d * M;
		groupSize.fill(0);
		for (let m = 0; m < M; m++) groupSize[table.ranks[row + m]]++;
		for (let k = 0; k < K; k++) {
			const r = table.ranks[row + models[k]];
			if (r <= 0) continue; // absent from this draw
			const size = groupSize[r];
			if (size === 1) acc[k][r - 1] += 1;
			else {
				const key = r * (M + 1) + size;
				ties[k].set(key, (ties[k].get(key) ?? 0) + 1);
			}
		}
	}
	for (let k = 0; k < K; k++) {
		for (const [key, count] of ties[k]) {
			const r = Math.floor(key / (M + 1));
			const size = key - r * (M + 1);
			const share = count / size;
			for (let j = r - 1; j < r - 1 + size && j < M; j++) acc[k][j] += share;
		}
		for (let j = 0; j < M; j++) acc[k][j] = nDraws ? acc[k][j] / nDraws : Number.NaN;
	}
	return acc;
}
