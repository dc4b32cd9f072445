/**
 * Models' dates as times, and the cut-off month of the score tables' split. A date is ISO 8601 as
 * the time split reads item dates (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, with a time and an offset:
 * `core/perturbations/time-split.ts`); a month stands for its first day (UTC).
 */
import { parseItemDate } from '../../../core/perturbations/time-split.ts';
import { quantileSorted } from '../../../core/stats/quantile.ts';

/** Each model's date in milliseconds since 1970 (`NaN`: no date, or not a date). */
export function modelTimes(dates: readonly (string | null | undefined)[]): Float64Array {
	return Float64Array.from(dates, (d) => (d ? parseItemDate(d) : Number.NaN));
}

/** `YYYY-MM` of a time (UTC). */
export function monthOf(time: number): string {
	return new Date(time).toISOString().slice(0, 7);
}

/** A cut-off month as written in the URL (`newer=2023-11`): its first day, or `NaN`. */
export function cutoffTime(month: string): number {
	return /^\d{4}-\d{2}$/.test(month) ? parseItemDate(month) : Number.NaN;
}

/**
 * The default cut-off: the month of the median model date (the lower median, so it is a date some
 * model has), or null when no model has a date.
 */
export function medianMonth(times: ArrayLike<number>): string | null {
	const sorted = Float64Array.from(times)
		.filter((t) => t === t)
		.sort();
	return sorted.length ? monthOf(quantileSorted(sorted, 0.5, 'lower')) : null;
}
