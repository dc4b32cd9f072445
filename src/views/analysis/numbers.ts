/**
 * Number formats of the analysis screen that the i18n layer's `fmt` does not have, in the current
 * locale (reactive: they read `i18n.locale`): score changes in shown units, Monte Carlo errors,
 * p-values and durations. Units and precision as i18n/format.ts, words from the catalogs.
 */
import { formatFixed, formatPercent, formatPlain } from '../../i18n/format.ts';
import { i18n, t } from '../../i18n/i18n.svelte.ts';
import { formatUnits } from '../../report/headline-text.ts';

const DASH = '–';

/** A score change in shown units: percentage points on the unit scale ("4.1"), else plain. */
export function fmtChange(d: number, unitScale: boolean): string {
	if (d !== d) return DASH;
	return unitScale ? formatFixed(d * 100, 1, i18n.locale) : formatPlain(d, i18n.locale);
}

/** A value already in shown units (percent for unit-scale scores): "72.4%" or "0.813". */
export function fmtShown(v: number, unitScale: boolean): string {
	if (v !== v) return DASH;
	return unitScale ? formatPercent(v / 100, i18n.locale, 1) : formatPlain(v, i18n.locale);
}

/** A shift in standard errors, signed: "+17", "−0.4" (noise units). */
export function fmtUnits(u: number): string {
	if (u !== u) return DASH;
	return `${u > 0 ? '+' : ''}${formatUnits(u, i18n.locale)}`;
}

/** A size in standard errors, unsigned: "4.2" (a typical |change| over its noise). */
export function fmtAbsUnits(u: number): string {
	if (u !== u) return DASH;
	return formatUnits(u, i18n.locale);
}

/** The Monte Carlo error of a share, in percentage points: "± 1.4" (empty when undefined). */
export function fmtShareError(se: number): string {
	if (se !== se) return '';
	const pct = se * 100;
	const digits = pct > 0 && pct < 0.1 ? Math.max(1, -Math.floor(Math.log10(pct))) : 1;
	return `± ${formatFixed(pct, digits, i18n.locale)}`;
}

/** A p-value: "< 0.001" or three decimals. */
export function fmtP(p: number): string {
	if (p !== p) return DASH;
	if (p < 0.001) return `< ${formatFixed(0.001, 3, i18n.locale)}`;
	return formatFixed(p, 3, i18n.locale);
}

/** A duration for an estimate: "2 s", "40 s", "3 min", "1.5 h" (rounded as i18n/format.ts). */
export function fmtSeconds(s: number): string {
	if (s !== s) return DASH;
	if (s < 10) return t('duration.seconds', { n: Math.max(1, Math.round(s)) });
	if (s < 90) return t('duration.seconds', { n: Math.round(s / 5) * 5 });
	if (s < 5400) return t('duration.minutes', { n: Math.round(s / 60) });
	return t('duration.hours', { n: formatFixed(s / 3600, 1, i18n.locale) });
}

/** A whole rank or a rank range: "3" or "2–5". */
export function fmtRankRange(lo: number, hi: number): string {
	if (lo !== lo || hi !== hi) return DASH;
	return lo === hi
		? formatPlain(lo, i18n.locale)
		: `${formatPlain(lo, i18n.locale)}–${formatPlain(hi, i18n.locale)}`;
}
