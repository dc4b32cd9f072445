/**
 * The two-test-set view's sentence, measured against noise (issue 19): how far scores dropped in
 * units of their combined sampling error, whether the models sit on the line within sampling
 * noise, and where tau-b between the two rankings lies against the noise floor.
 *
 * Two steps, as the analysis headline (`core/headline.ts`): `twoSetFacts` picks the numbers and
 * the verdicts (every adjective comes from a comparison made here), `twoSetSentences(facts,
 * locale)` words them through the catalogs (`tables.noise.*`).
 */
import type { TauVerdict } from '../../../core/noise-units.ts';
import { translate } from '../../../i18n/catalog.ts';
import { formatCount, formatFixed, formatPlain, formatPoints } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { tauAgainstFloor, type TwoSetFloor } from '../core/two-set-floor.ts';
import type { TwoSetNoise } from '../core/two-set-noise.ts';
import type { AccuracyOnTheLine } from '../core/two-test-sets.ts';

/** Below this p-value the scatter around the line is wider than sampling noise gives. */
const LINE_ALPHA = 0.05;

interface TwoSetFacts {
	readonly n: number;
	/** Mean drop: in points (fractions or percentages) or in score units. */
	readonly meanDrop: number;
	readonly points: boolean;
	readonly z: number;
	/** Models with a drop in noise units, and how they split. */
	readonly noiseModels: number;
	readonly dropped: number;
	readonly rose: number;
	readonly within: number;
	readonly units: { readonly min: number; readonly median: number; readonly max: number };
	/** The line against noise (null without residual SEs for three models or more). */
	readonly line: {
		readonly axes: 'probit' | 'linear';
		readonly models: number;
		readonly residualSD: number;
		readonly samplingSE: number;
		readonly pValue: number;
		readonly offLine: number;
		readonly onLine: boolean;
	} | null;
	readonly tau: number;
	/** The floor is being drawn (or was stopped before it was). */
	readonly floorPending: boolean;
	readonly floor: {
		readonly basis: 'items' | 'independent';
		readonly side: 'original' | 'new';
		readonly items: number | null;
		/** tau-b between two independent test sets of the smaller one's size: 5%, 50%, 95%. */
		readonly q05: number;
		readonly pairMedian: number;
		readonly q95: number;
		readonly verdict: TauVerdict;
	} | null;
}

/** The numbers and verdicts of the sentence (`pending`: a floor is asked for, not drawn yet). */
export function twoSetFacts(
	line: AccuracyOnTheLine,
	noise: TwoSetNoise,
	floor: TwoSetFloor | null,
	pending = false
): TwoSetFacts {
	const l = noise.line;
	const verdict = floor ? tauAgainstFloor(line.tau, floor) : null;
	return {
		n: line.n,
		meanDrop: line.meanDropPoints ?? line.meanDrop,
		points: line.meanDropPoints !== null,
		z: noise.z,
		noiseModels: noise.models,
		dropped: noise.dropped,
		rose: noise.rose,
		within: noise.within,
		units: noise.dropInNoiseUnits,
		line:
			l.df > 0 && l.pValue === l.pValue
				? {
						axes: l.axes,
						models: l.models,
						residualSD: l.residualSD,
						samplingSE: l.samplingSE,
						pValue: l.pValue,
						offLine: l.offLine,
						onLine: l.pValue >= LINE_ALPHA
					}
				: null,
		tau: line.tau,
		floorPending: pending && !floor,
		floor:
			floor && verdict
				? {
						basis: floor.basis,
						side: floor.side,
						items: floor.items,
						q05: floor.tauFloor.q05,
						pairMedian: floor.tauFloor.median,
						q95: floor.tauFloor.q95,
						verdict
					}
				: null
	};
}

/** A multiple of a standard error: one decimal, whole from 100 on. */
export function formatNoiseUnits(u: number, locale: Locale): string {
	return formatFixed(u, Math.abs(u) >= 100 ? 0 : 1, locale);
}

function dropSentence(f: TwoSetFacts, locale: Locale): string {
	const amount = f.points
		? formatPoints(Math.abs(f.meanDrop) / 100, true, locale)
		: formatPlain(Math.abs(f.meanDrop), locale);
	const direction = f.meanDrop < 0 ? 'rise' : 'drop';
	const base = { n: f.n, amount, direction };
	if (!f.noiseModels) return translate(locale, 'tables.noise.dropNoSE', base);
	const u = (v: number) => formatNoiseUnits(Math.abs(v), locale);
	if (f.dropped === f.noiseModels || f.rose === f.noiseModels) {
		const lo = Math.min(Math.abs(f.units.min), Math.abs(f.units.max));
		const hi = Math.max(Math.abs(f.units.min), Math.abs(f.units.max));
		const each = f.dropped === f.noiseModels ? 'drop' : 'rise';
		return translate(locale, 'tables.noise.dropAll', {
			...base,
			each,
			lo: u(lo),
			hi: u(hi),
			median: u(f.units.median)
		});
	}
	if (f.within === f.noiseModels) {
		const most = Math.max(Math.abs(f.units.min), Math.abs(f.units.max));
		return translate(locale, 'tables.noise.dropNone', { ...base, most: u(most) });
	}
	return translate(locale, 'tables.noise.dropMixed', {
		...base,
		models: f.noiseModels,
		dropped: f.dropped,
		rose: f.rose,
		within: f.within,
		z: formatFixed(f.z, 2, locale)
	});
}

function lineSentence(f: TwoSetFacts, locale: Locale): string | null {
	const l = f.line;
	if (!l) return null;
	return translate(locale, l.onLine ? 'tables.noise.lineOn' : 'tables.noise.lineOff', {
		axes: l.axes,
		sd: formatPlain(l.residualSD, locale),
		se: formatPlain(l.samplingSE, locale),
		off: l.offLine,
		models: l.models,
		expected: formatFixed(l.models * 0.05, 1, locale),
		p: l.pValue < 0.001 ? 'p < 0.001' : `p = ${formatFixed(l.pValue, 3, locale)}`
	});
}

function tauSentence(f: TwoSetFacts, locale: Locale): string {
	const tau = formatFixed(f.tau, 3, locale);
	const fl = f.floor;
	if (!fl) {
		return translate(
			locale,
			f.floorPending ? 'tables.noise.tauPending' : 'tables.noise.tauNoFloor',
			{ tau }
		);
	}
	const size =
		fl.items === null
			? translate(locale, 'tables.noise.sizeUnknown', { side: fl.side })
			: translate(locale, 'tables.noise.sizeItems', { items: formatCount(fl.items, locale) });
	const params = {
		tau,
		size,
		pair: formatFixed(fl.pairMedian, 3, locale),
		q05: formatFixed(fl.q05, 3, locale),
		q95: formatFixed(fl.q95, 3, locale)
	};
	const key =
		fl.basis === 'items'
			? (`tables.noise.tau.${fl.verdict}` as const)
			: (`tables.noise.tauApprox.${fl.verdict}` as const);
	return translate(locale, key, params);
}

/** The sentences, in order: the drop, the line (when measured), tau-b against the floor. */
export function twoSetSentences(f: TwoSetFacts, locale: Locale): string[] {
	const line = lineSentence(f, locale);
	return [dropSentence(f, locale), ...(line ? [line] : []), tauSentence(f, locale)];
}
