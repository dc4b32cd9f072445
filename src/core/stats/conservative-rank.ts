/**
 * Arena-style conservative rank, as on the LMSYS Chatbot Arena leaderboard: a model's rank is
 * 1 + the number of models that are statistically better than it, where j counts as better than i
 * when j's 95% interval lies entirely above i's (lower_j > upper_i). See W.-L. Chiang et al.
 * (2024), "Chatbot Arena: An Open Platform for Evaluating LLMs by Human Preference",
 * arXiv:2403.04132, and https://lmsys.org/blog/2023-12-07-leaderboard/ ("rank ... 1 + the number
 * of models that are statistically better than the target model").
 *
 * In this app the intervals are the standard-error 95% intervals of the reference scores
 * (`meanInterval` in intervals.ts, clustered when a cluster column is chosen), the intervals
 * the rank is shown beside; never the quantiles of a perturbation's draws.
 *
 * Models with overlapping intervals share a rank; the ranks need not be consecutive. A model whose
 * interval is undefined (a `NaN` bound) has no conservative rank (`null`) and is never counted as
 * better than another.
 */

/**
 * Conservative ranks from per-model interval bounds (matrix column order): 1 + #{j : lower_j >
 * upper_i} for every model with both bounds, `null` for the others.
 */
export function conservativeRanks(
	lower: ArrayLike<number>,
	upper: ArrayLike<number>
): Array<number | null> {
	const M = lower.length;
	if (upper.length !== M) throw new RangeError('conservativeRanks: bounds differ in length');
	// Sort the defined lower bounds once, then count those above each upper bound by binary search.
	const lows: number[] = [];
	for (let j = 0; j < M; j++)
		if (lower[j] === lower[j] && upper[j] === upper[j]) lows.push(lower[j]);
	const sorted = Float64Array.from(lows).sort();
	const out: Array<number | null> = new Array<number | null>(M).fill(null);
	for (let i = 0; i < M; i++) {
		const u = upper[i];
		if (u !== u || lower[i] !== lower[i]) continue;
		let lo = 0;
		let hi = sorted.length;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (sorted[mid] > u) hi = mid;
			else lo = mid + 1;
		}
		// A model's own lower bound never exceeds its own upper bound, so it is not counted.
		out[i] = 1 + sorted.length - lo;
	}
	return out;
}
