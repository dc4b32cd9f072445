/**
 * Arithmetic mean of `values`, summed in order (so a result is reproducible to the last bit, as
 * `sum(values) / n` in a loop; `numpy.mean` sums pairwise and may differ in the last bits on long
 * inputs). NaN for an empty sample; a NaN value makes the mean NaN (no skipping).
 */
export function mean(values: ArrayLike<number>): number {
	let s = 0;
	for (let i = 0; i < values.length; i++) s += values[i];
	return values.length ? s / values.length : Number.NaN;
}
