/**
 * The median as `numpy.nanmedian(values)`: the middle one of the non-NaN values, or the mean
 * `(a + b) / 2` of the two middle ones when their count is even. NaN when no value is defined.
 * `values` is not changed (a sorted copy is made).
 *
 * numpy has two medians that can differ in the last bit: this one, and `numpy.quantile(x, 0.5)`,
 * which interpolates `b - (b - a) / 2` (`quantile(x, 0.5)` in `quantile.ts`). Pick the one a
 * figure is documented (and pinned) with.
 */
export function median(values: ArrayLike<number>): number {
	const s = Array.from(values)
		.filter((v) => v === v)
		.sort((a, b) => a - b);
	if (!s.length) return Number.NaN;
	const k = s.length >> 1;
	return s.length % 2 ? s[k] : (s[k - 1] + s[k]) / 2;
}
