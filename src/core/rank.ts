/**
 * Rankings. Rank 1 is the highest score; tied models share the best rank of their group
 * ("min" method, as `scipy.stats.rankdata(-scores, method='min')`). A `NaN` score (a model with
 * no items in a draw) ranks below every number.
 */

/** Model indices ordered best first; ties keep column order (stable). */
export function rankingOrder(scores: ArrayLike<number>): number[] {
	const order = Array.from({ length: scores.length }, (_, m) => m);
	order.sort((a, b) => compareDesc(scores[a], scores[b]) || a - b);
	return order;
}

/** Min-method ranks (1 = best) into `out`. */
export function minRanks(
	scores: ArrayLike<number>,
	out: Int32Array = new Int32Array(scores.length)
) {
	const order = rankingOrder(scores);
	let rank = 1;
	for (let p = 0; p < order.length; p++) {
		if (p > 0 && compareDesc(scores[order[p - 1]], scores[order[p]]) !== 0) rank = p + 1;
		out[order[p]] = rank;
	}
	return out;
}

/** Descending comparison with NaN last; 0 for equal scores (and for two NaNs). */
export function compareDesc(a: number, b: number): number {
	const an = a !== a;
	const bn = b !== b;
	if (an || bn) return an === bn ? 0 : an ? 1 : -1;
	return a > b ? -1 : a < b ? 1 : 0;
}
