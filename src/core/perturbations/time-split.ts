/**
 * Time split (contamination check): compare the ranking on items dated before a cut-off with the
 * ranking on items dated on or after it. A model trained on the older, public items keeps its rank
 * before the cut-off and falls after it (cf. S. Roberts et al. 2023, "Data Contamination Through
 * the Lens of Time", arXiv:2310.10628).
 *
 * Dates are ISO 8601 strings in a `meta` column: `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, optionally with a
 * time `THH:MM[:SS[.sss]]` and an offset (`Z`, `+hh:mm`); a date-time without an offset is read as
 * UTC so that results never depend on the viewer's time zone. Items whose date is empty or not in
 * this form are undated and belong to neither side (counted in `undated`).
 */

const ISO =
	/^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

/** Milliseconds since 1970-01-01T00:00Z, or `NaN` when `text` is not an ISO date. */
export function parseItemDate(text: string): number {
	const m = ISO.exec(text.trim());
	if (!m) return Number.NaN;
	const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
	const month = Number(mo);
	const day = Number(d);
	if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59) {
		return Number.NaN;
	}
	let t = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s));
	if (frac) t += Math.round(Number(frac) * 1000);
	if (zone !== 'Z') {
		const sign = zone[0] === '-' ? -1 : 1;
		const digits = zone.slice(1).replace(':', '');
		t -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
	}
	// Reject rolled-over dates such as 2024-02-31.
	if (new Date(Date.UTC(Number(y), month - 1, day)).getUTCDate() !== day) return Number.NaN;
	return t;
}

/** Parsed dates of every item (`NaN` = undated). */
export function itemDates(labels: readonly string[]): Float64Array {
	return Float64Array.from(labels, parseItemDate);
}

/** Earliest and latest date, and how many items are dated (for the cut-off slider). */
export function dateExtent(dates: ArrayLike<number>): { min: number; max: number; dated: number } {
	let min = Number.POSITIVE_INFINITY;
	let max = Number.NEGATIVE_INFINITY;
	let dated = 0;
	for (let i = 0; i < dates.length; i++) {
		const t = dates[i];
		if (t !== t) continue;
		dated++;
		if (t < min) min = t;
		if (t > max) max = t;
	}
	return dated ? { min, max, dated } : { min: Number.NaN, max: Number.NaN, dated };
}

export interface TimeSplit {
	/** 0/1 item weights: dated strictly before the cut-off. */
	readonly before: Uint32Array;
	/** 0/1 item weights: dated on or after the cut-off. */
	readonly after: Uint32Array;
	readonly nBefore: number;
	readonly nAfter: number;
	readonly undated: number;
}

/** The two item masks for a cut-off (milliseconds, e.g. `parseItemDate('2024-06-01')`). */
export function timeSplit(dates: ArrayLike<number>, cutoff: number): TimeSplit {
	const n = dates.length;
	const before = new Uint32Array(n);
	const after = new Uint32Array(n);
	let nBefore = 0;
	let nAfter = 0;
	for (let i = 0; i < n; i++) {
		const t = dates[i];
		if (t !== t) continue;
		if (t < cutoff) {
			before[i] = 1;
			nBefore++;
		} else {
			after[i] = 1;
			nAfter++;
		}
	}
	return { before, after, nBefore, nAfter, undated: n - nBefore - nAfter };
}
