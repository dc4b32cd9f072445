/**
 * Quantiles of a sample, with numpy's definitions (`numpy.quantile(a, q, method=...)`), defined
 * once for the whole app (the primitives live in `src/core/stats/`). `quantile(x, 0.5)` is
 * numpy's `quantile` at 0.5; `median.ts` is numpy's `median`, which can differ in the last bit.
 *
 * - `linear` (numpy's default; Hyndman & Fan 1996 type 7): h = (n - 1) q, interpolate between the
 *   order statistics floor(h) and floor(h) + 1, using numpy's `_lerp` arithmetic so results match
 *   to the last bit.
 * - `lower` / `higher`: the order statistic floor(h) / ceil(h), used for rank intervals so that
 *   they stay whole ranks.
 *
 * Percentile intervals in this app are [quantile(0.025), quantile(0.975)] of the draws
 * (the percentile bootstrap interval, Efron & Tibshirani 1993, ch. 13).
 */
type QuantileMethod = 'linear' | 'lower' | 'higher';

/** Quantile `q` in [0, 1] of `sorted` (ascending, no NaN). NaN for an empty sample. */
export function quantileSorted(
	sorted: ArrayLike<number>,
	q: number,
	method: QuantileMethod = 'linear'
): number {
	const n = sorted.length;
	if (n === 0) return Number.NaN;
	const h = (n - 1) * q;
	if (method === 'lower') return sorted[Math.floor(h)];
	if (method === 'higher') return sorted[Math.ceil(h)];
	const lo = Math.floor(h);
	const hi = Math.min(lo + 1, n - 1);
	const t = h - lo;
	const a = sorted[lo];
	const b = sorted[hi];
	const diff = b - a;
	return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/**
 * Quantile `q` in [0, 1] of the non-NaN values of `values` (any order), as
 * `numpy.nanquantile(values, q, method=...)`. `values` is not changed (a sorted copy is made);
 * NaN when no value is defined.
 */
export function quantile(
	values: ArrayLike<number>,
	q: number,
	method: QuantileMethod = 'linear'
): number {
	return quantileSorted(
		Float64Array.from(values)
			.filter((v) => v === v)
			.sort(),
		q,
		method
	);
}
