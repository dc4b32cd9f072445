/**
 * One rule for "first" wherever the app counts it (P(first), the leader kept first, the leader's
 * share in the noise floor, a sweep step, the variants, a search's certificate): in a draw where
 * k models tie for rank 1, each of them counts 1/k; a model alone at rank 1 counts 1; any other
 * model, and a model absent from the draw, 0. Summed over the models of a draw it is 1, so a
 * share of draws "with the leader first" and the leader's P(first) are one number, and a tie is
 * never counted as a win for both. Rank-wise, `stats/rank-probabilities.ts` shares tied ranks the
 * same way.
 */

/**
 * Model `m`'s share of first place in the draw whose min ranks (1 = best, 0 = absent) are
 * `ranks[row .. row + nModels)`: 1 alone first, 1/k when k models tie for first, else 0.
 */
export function firstShare(
	ranks: ArrayLike<number>,
	row: number,
	nModels: number,
	m: number
): number {
	if (ranks[row + m] !== 1) return 0;
	let k = 0;
	for (let j = 0; j < nModels; j++) if (ranks[row + j] === 1) k++;
	return 1 / k;
}
