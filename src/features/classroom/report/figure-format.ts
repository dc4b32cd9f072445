/**
 * How a classroom figure is written (`core/classroom/figures.ts`): by its unit, in a given
 * language. Pure (the locale is an argument), so the sentences built from figures can be tested in
 * both languages; the screens pass the current locale (`views/classroom/figure-text.ts`).
 */
import type { Figure } from '../core/figures.ts';
import { translate } from '../../../i18n/catalog.ts';
import {
	formatCount,
	formatFixed,
	formatPercent,
	formatPlain,
	formatPoints,
	formatShare,
	formatTau
} from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** A figure's value as text; "none" when it has none for these controls. */
export function formatFigure(f: Figure, locale: Locale): string {
	const v = f.value;
	if (v === null) return translate(locale, 'classroom.figure.missing');
	switch (f.unit) {
		case 'percent':
			return formatPercent(v / 100, locale);
		case 'points':
			return formatPoints(v / 100, true, locale);
		case 'tau':
			return formatTau(v, locale);
		case 'correlation':
			return formatFixed(v, 3, locale);
		case 'share':
			return formatShare(v, locale);
		case 'sd':
		case 'slope':
			return formatFixed(v, 2, locale);
		case 'ratio':
			return translate(locale, 'classroom.figure.times', { value: formatFixed(v, 1, locale) });
		case 'spacing':
			return formatPlain(v, locale);
		case 'count':
			return formatCount(v, locale);
		case 'flag':
			return translate(locale, v ? 'classroom.figure.yes' : 'classroom.figure.no');
	}
}

/** Points (a difference in percent) with an explicit sign: "+1.2 points", "-0.8 points". */
export function signedPoints(points: number, locale: Locale): string {
	const text = formatPoints(points / 100, true, locale);
	return points > 0 ? `+${text}` : text;
}

/** Points without a sign (a size: "by 12.1 points"). */
export function unsignedPoints(points: number, locale: Locale): string {
	return formatPoints(Math.abs(points) / 100, true, locale);
}

/** A ratio with one decimal, for "{units} times". */
export function timesText(ratio: number, locale: Locale): string {
	return formatFixed(ratio, 1, locale);
}

/**
 * How `after` compares with `before` as the screens show them (tau-b to two decimals): a
 * difference that does not show in the printed numbers is no difference.
 */
export function direction(before: number, after: number, digits = 2): 'up' | 'down' | 'same' {
	const scale = 10 ** digits;
	const a = Math.round(before * scale);
	const b = Math.round(after * scale);
	return b > a ? 'up' : b < a ? 'down' : 'same';
}
