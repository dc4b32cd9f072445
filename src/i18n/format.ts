/**
 * Locale-aware number and date formatting, in the units and precision the app uses everywhere
 * (scores as percentages with one decimal, score differences in percentage points, tau-b with two
 * decimals, shares as whole percentages), but through Intl for the given locale, and with the
 * words ("points", "rank") from the message catalog. Every function takes the locale; components
 * use the bound versions in `fmt` (i18n.svelte.ts), which follow the language switch.
 * Pure: no DOM, no runes.
 */
import { translate } from './catalog.ts';
import type { Locale } from './locales.ts';

const DASH = '–';

// Intl formatters are costly to build and cheap to reuse: one per (locale, options).
const numberFormats = new Map<string, Intl.NumberFormat>();
function nf(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
	const id = `${locale}|${JSON.stringify(options)}`;
	let f = numberFormats.get(id);
	if (!f) numberFormats.set(id, (f = new Intl.NumberFormat(locale, options)));
	return f;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function df(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const id = `${locale}|${JSON.stringify(options)}`;
	let f = dateFormats.get(id);
	if (!f) dateFormats.set(id, (f = new Intl.DateTimeFormat(locale, options)));
	return f;
}

/** A whole number with the locale's grouping: "1,234". */
export function formatCount(n: number, locale: Locale): string {
	if (!Number.isFinite(n)) return DASH;
	return nf(locale, { maximumFractionDigits: 0 }).format(n);
}

/** A number with exactly `digits` decimals: formatFixed(0.5, 2) = "0.50". */
export function formatFixed(v: number, digits: number, locale: Locale): string {
	if (!Number.isFinite(v)) return DASH;
	return nf(locale, {
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
		useGrouping: false
	}).format(v);
}

/** Three significant digits; scientific notation below 0.001 and from 1,000,000 on. */
export function formatPlain(v: number, locale: Locale): string {
	if (!Number.isFinite(v)) return DASH;
	const a = Math.abs(v);
	if (a !== 0 && (a < 1e-3 || a >= 1e6)) {
		return nf(locale, { notation: 'scientific', maximumFractionDigits: 2 }).format(v);
	}
	return nf(locale, { maximumSignificantDigits: 3, useGrouping: false }).format(v);
}

/** A fraction as a percentage with `digits` decimals: formatPercent(0.724, locale) = "72.4%". */
export function formatPercent(p: number, locale: Locale, digits = 1): string {
	if (!Number.isFinite(p)) return DASH;
	return nf(locale, {
		style: 'percent',
		minimumFractionDigits: digits,
		maximumFractionDigits: digits
	}).format(p);
}

/** A share as a whole percentage, "71%"; one decimal where it would round to 0% or 100%. */
export function formatShare(p: number, locale: Locale): string {
	if (!Number.isFinite(p)) return DASH;
	const pct = p * 100;
	const nearEdge = (pct > 0 && pct < 0.5) || (pct < 100 && pct > 99.5);
	return formatPercent(p, locale, nearEdge ? 1 : 0);
}

/** "72.4%" for unit-scale scores, otherwise three significant digits. */
export function formatScore(v: number, unitScale: boolean, locale: Locale): string {
	return unitScale ? formatPercent(v, locale, 1) : formatPlain(v, locale);
}

/** "72.4% (70.1–74.6)"; in Chinese with full-width brackets. */
export function formatScoreInterval(
	v: number,
	lo: number,
	hi: number,
	unitScale: boolean,
	locale: Locale
): string {
	const bound = (x: number) =>
		unitScale ? formatFixed(x * 100, 1, locale) : formatPlain(x, locale);
	return translate(locale, 'fmt.interval', {
		value: formatScore(v, unitScale, locale),
		lo: bound(lo),
		hi: bound(hi)
	});
}

/** A score difference: "6.1 points" (percentage points) on the unit scale, else the raw number. */
export function formatPoints(d: number, unitScale: boolean, locale: Locale): string {
	if (!Number.isFinite(d)) return DASH;
	if (!unitScale) return formatPlain(d, locale);
	return translate(locale, 'fmt.points', { value: formatFixed(d * 100, 1, locale) });
}

/** Kendall's tau-b (or any coefficient in [-1, 1]) with two decimals. */
export function formatTau(t: number, locale: Locale): string {
	return formatFixed(t, 2, locale);
}

/** "rank 3 (2–5)", or "rank 3" when the interval is one rank; "第 3 名（2–5）" in Chinese. */
export function formatRankInterval(rank: number, lo: number, hi: number, locale: Locale): string {
	return lo === hi
		? translate(locale, 'fmt.rank', { rank })
		: translate(locale, 'fmt.rankInterval', { rank, lo, hi });
}

/** Storage sizes: "512 kB", "1.5 MB", "2.1 GB" (units of 1,024 bytes, as browsers report quota). */
export function formatBytes(bytes: number, locale: Locale): string {
	if (!Number.isFinite(bytes)) return DASH;
	const [value, unit] =
		bytes < 1024 ** 2
			? [Math.max(1, Math.round(bytes / 1024)), 'kilobyte']
			: bytes < 1024 ** 3
				? [bytes / 1024 ** 2, 'megabyte']
				: [bytes / 1024 ** 3, 'gigabyte'];
	return nf(locale, {
		style: 'unit',
		unit,
		unitDisplay: 'short',
		maximumFractionDigits: unit === 'kilobyte' ? 0 : 1
	}).format(value);
}

function toDate(value: Date | string | number): Date | null {
	const d = value instanceof Date ? value : new Date(value);
	return Number.isNaN(d.getTime()) ? null : d;
}

/** A calendar date: "May 1, 2024" / "2024年5月1日". Unparseable input is returned as it is. */
export function formatDate(value: Date | string | number, locale: Locale): string {
	const d = toDate(value);
	return d ? df(locale, { dateStyle: 'medium' }).format(d) : String(value);
}

/** A date and time: "May 1, 2024, 3:04 PM" / "2024年5月1日 15:04". */
export function formatDateTime(value: Date | string | number, locale: Locale): string {
	const d = toDate(value);
	return d ? df(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d) : String(value);
}

/** "a, b, and c" / "a、b和c". */
export function formatList(items: readonly string[], locale: Locale): string {
	return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
