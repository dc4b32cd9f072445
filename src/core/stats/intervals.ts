/**
 * t intervals from a standard error: mean +- t_{(1 + level) / 2}(df) * se, with df = n - 1 for
 * the plain standard error and G - 1 for the CR1 clustered one (see standard-error.ts), as the
 * `conf_int()` of statsmodels' OLS on a constant with `use_t=True`.
 */
import { studentTQuantile } from './distributions.ts';
import type { MeanInference } from './inference.ts';

/** Two-sided `level` interval mean +- t_{(1 + level) / 2}(df) * se; `NaN` bounds when undefined. */
export function meanInterval(
	inference: Pick<MeanInference, 'mean' | 'se' | 'df'>,
	level = 0.95
): { low: number; high: number } {
	const { mean, se, df } = inference;
	if (!(se >= 0) || !(df > 0) || mean !== mean) return { low: Number.NaN, high: Number.NaN };
	const half = studentTQuantile((1 + level) / 2, df) * se;
	return { low: mean - half, high: mean + half };
}
