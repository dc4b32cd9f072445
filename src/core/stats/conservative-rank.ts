/**
 * Arena-style conservative rank, as on the LMSYS Chatbot Arena leaderboard: a model's rank is
 * 1 + the number of models that are statistically better than it, where j counts as better than i
 * when j's interval lies entirely above i's (lower_j > upper_i). See W.-L. Chiang et al. (2024),
 * "Chatbot Arena: An Open Platform for Evaluating LLMs by Human Preference", arXiv:2403.04132,
 * and https://lmsys.org/blog/2023-12-07-leaderboard/ ("rank ... 1 + the number of models that
 * are statistically better than the target model").
 *
 * Models with overlapping intervals share a rank; the ranks need not be consecutive. A model whose
 * interval is undefined (`NaN` bound) is never counted as better or worse than another.
 */

/**
 * Conservative ranks from per-model interval bounds (matrix column order), e.g. the q025 / q975 of
 * each model's score over the draws.
 */
export function conservativeRanks(
	lower: ArrayLike<number>,
	upper: ArrayLike<number>,
	out: Int32Array = new Int32Array(lower.length)
): Int32Array {
	const M = lower.length;
	if (upper.length !== M) throw new RangeError('conservativeRanks: bounds differ in length');
	// Sort the lower bounds once, then count those above each upper bound by binary search.
	const lows = Float64Array.from(lower)
		.filter((v) => v === v)
		.sort();
	for (let i = 0; i < M; i++) {
		const u = upper[i];
		if (u !== u) {
			out[i] = 1;
			continue;
		}
		let lo = 0;
		let hi = lows.length;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (lows[mid] > u) hi = mid;
			else lo = mid + 1;
		}
		// A model's own lower bound never exceeds its own upper bound, so it is not counted.
		out[i] = 1 + lows.length - lo;
	}
	return out;
}

/** Conservative ranks from summary rows (`summarizeRun(...).models`), in matrix column order. */
export function conservativeRanksFromSummary(
	models: ReadonlyArray<{ readonly index: number; readonly q025: number; readonly q975: number }>,
	nModels: number
): Int32Array {
	const lower = new Float64Array(nModels).fill(Number.NaN);
	const upper = new Float64Array(nModels).fill(Number.NaN);
	for (const row of models) {
		lower[row.index] = row.q025;
		upper[row.index] = row.q975;
	}
	return conservativeRanks(lower, upper);
}
