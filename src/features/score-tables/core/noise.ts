/**
 * Which rank differences are within noise, when the table gives standard errors. Two models a and
 * b on one benchmark differ by d = s_a - s_b with standard error sqrt(se_a^2 + se_b^2), treating
 * their errors as independent (E. Miller 2024, "Adding Error Bars to Evals", arXiv:2411.00640,
 * sec. 4: unpaired difference; a paired analysis on the per-item matrix is sharper when the
 * items are shared). The difference is within noise when |d| < z * SE(d), z = 1.96 for a
 * two-sided 95% test by default.
 *
 * For each benchmark: every pair of neighbours in the ranking (the comparisons a leaderboard
 * actually shows) and the share of all pairs that are within noise.
 */
import { rankingOrder } from '../../../core/rank.ts';

interface NeighbourPair {
	/** Model indices: `a` ranked just above `b`. */
	readonly a: number;
	readonly b: number;
	readonly difference: number;
	readonly seDifference: number;
	/** |difference| / seDifference. */
	readonly z: number;
	readonly withinNoise: boolean;
}

interface NoiseSummary {
	readonly neighbours: readonly NeighbourPair[];
	/** Pairs of models with scores and standard errors. */
	readonly pairs: number;
	readonly pairsWithinNoise: number;
	/** Models with a score but no standard error (left out). */
	readonly withoutStderr: number;
	readonly z: number;
}

/** See the module comment. `scores` and `stderr` are indexed by model; `NaN` = missing. */
export function rankDifferencesWithinNoise(
	scores: ArrayLike<number>,
	stderr: ArrayLike<number>,
	z = 1.959963984540054
): NoiseSummary {
	const models: number[] = [];
	let withoutStderr = 0;
	for (let m = 0; m < scores.length; m++) {
		if (scores[m] !== scores[m]) continue;
		const se = stderr[m];
		if (se === se && se >= 0) models.push(m);
		else withoutStderr++;
	}
	const order = rankingOrder(Float64Array.from(models, (m) => scores[m])).map((k) => models[k]);
	const test = (a: number, b: number): NeighbourPair => {
		const difference = scores[a] - scores[b];
		const seDifference = Math.hypot(stderr[a], stderr[b]);
		const zz =
			seDifference > 0 ? Math.abs(difference) / seDifference : difference === 0 ? 0 : Infinity;
		return { a, b, difference, seDifference, z: zz, withinNoise: zz < z };
	};
	const neighbours: NeighbourPair[] = [];
	for (let k = 0; k + 1 < order.length; k++) neighbours.push(test(order[k], order[k + 1]));
	let pairsWithinNoise = 0;
	for (let i = 0; i < order.length; i++) {
		for (let j = i + 1; j < order.length; j++)
			if (test(order[i], order[j]).withinNoise) pairsWithinNoise++;
	}
	return {
		neighbours,
		pairs: (order.length * (order.length - 1)) / 2,
		pairsWithinNoise,
		withoutStderr,
		z
	};
}
