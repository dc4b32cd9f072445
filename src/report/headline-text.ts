/**
 * The verdict sentence in words: the facts of `core/headline.ts` (numbers and codes) worded in a
 * language through the message catalogs (`headline.*`). Which sentence, and every adjective in
 * it, follows from the facts: what the perturbation imitates (noise, shift, grading, entrants),
 * the draw type, whether a score change is within its sampling noise (1.96 standard errors), and
 * whether tau-b is inside its noise floor. The results JSON carries the English sentence; the
 * page shows it in the reader's language and rewords it when the language changes.
 */
import { translate, translateRich, type RichPart } from '../i18n/catalog.ts';
import {
	formatFixed,
	formatPercent,
	formatPlain,
	formatPoints,
	formatShare,
	formatTau
} from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { FIELD_TEXT } from './catalogue-text.ts';
import {
	strengthLabelKey,
	type FloorFacts,
	type HeadlineFacts,
	type SampleFacts,
	type SearchFacts,
	type ShiftBand,
	type SizeSweepFacts,
	type StrengthSweepFacts,
	type VariantsFacts
} from '../core/headline.ts';
import type { TauVerdict } from '../core/noise-units.ts';
import { CATALOGUE, type PerturbationKind } from '../core/perturbations/catalogue.ts';

const DASH = '—';

/** The headline sentence of `facts` in `locale`, as plain text (the JSON's is English). */
export function headlineText(facts: HeadlineFacts, locale: Locale): string {
	return headlineRich(facts, locale)
		.map((p) => (typeof p === 'string' ? p : p.text))
		.join('');
}

/** The headline sentence with model names marked as data (for RichText). */
export function headlineRich(facts: HeadlineFacts, locale: Locale): RichPart[] {
	switch (facts.kind) {
		case 'sample':
			return sampleText(facts, locale);
		case 'variants':
			return variantsText(facts, locale);
		case 'search':
			return searchText(facts, locale);
		case 'sizeSweep':
			return sizeSweepText(facts, locale);
		case 'strengthSweep':
			return strengthSweepText(facts, locale);
	}
}

/**
 * A multiple of the standard error: one decimal below 10 ("2.4"), whole above ("17"), so that
 * "times their sampling noise" reads at the precision the figure has.
 */
export function formatUnits(units: number, locale: Locale): string {
	if (!Number.isFinite(units)) return DASH;
	return formatFixed(units, Math.abs(units) < 10 ? 1 : 0, locale);
}

/**
 * The fewest decimals (2 to 4) at which two tau-b values print in their true order, so that a
 * tau-b "below" a floor never prints equal to it.
 */
export function tauDigits(a: number, b: number, locale: Locale): number {
	if (!(a === a && b === b) || a === b) return 2;
	for (const digits of [2, 3]) {
		if (formatFixed(a, digits, locale) !== formatFixed(b, digits, locale)) return digits;
	}
	return 4;
}

/** A range of score changes in one unit: "1.0–4.0 points", or "0.01–0.04" off the unit scale. */
export function formatPointsRange(
	low: number,
	high: number,
	unitScale: boolean,
	locale: Locale
): string {
	if (!(Number.isFinite(low) && Number.isFinite(high))) return DASH;
	if (!unitScale) return `${formatPlain(low, locale)}–${formatPlain(high, locale)}`;
	const value = `${formatFixed(low * 100, 1, locale)}–${formatFixed(high * 100, 1, locale)}`;
	return translate(locale, 'fmt.points', { value });
}

/** The floor's clause parameters (dashes without a floor: the messages then leave it out). */
function floorParams(
	floor: FloorFacts | null,
	tau: number,
	locale: Locale
): { floor: 'yes' | 'no'; tau: string; low: string; high: string; leaderFloor: string } {
	if (!floor) {
		return { floor: 'no', tau: formatTau(tau, locale), low: DASH, high: DASH, leaderFloor: DASH };
	}
	const digits = tauDigits(tau, floor.tauLow, locale);
	return {
		floor: 'yes',
		tau: formatFixed(tau, digits, locale),
		low: formatFixed(floor.tauLow, digits, locale),
		high: formatFixed(floor.tauHigh, digits, locale),
		leaderFloor: formatShare(floor.leaderFloor, locale)
	};
}

function bandParam(band: ShiftBand | null): string {
	return band ?? 'none';
}

/**
 * The words for a tau-b beside the floor: `below` its 5% quantile, `above` its 95% quantile (a
 * ranking that agrees better than two test sets of the pool do), else `inside` (the JSON's verdict
 * is `inside` for both of the last two: at or above the 5% quantile); `none` without a floor.
 */
export function verdictWord(
	verdict: TauVerdict | null,
	tau: number,
	floor: FloorFacts | null
): 'inside' | 'above' | 'below' | 'none' {
	if (!floor || verdict === null) return 'none';
	if (verdict === 'below') return 'below';
	return tau > floor.tauHigh ? 'above' : 'inside';
}

function sampleText(f: SampleFacts, locale: Locale): RichPart[] {
	const swing = formatPoints(f.maxSwing, f.unitScale, locale);
	const tied = !(f.tau.median === f.tau.median);
	if (f.imitates === 'noise') return noiseText(f, swing, tied, locale);
	const fp = floorParams(f.floor, f.tau.median, locale);
	const verdict = verdictWord(f.tauVerdict, f.tau.median, f.floor);
	if (f.entrants) {
		return translateRich(locale, 'headline.entrants', {
			removed: formatPercent(f.entrants.removeShare, locale, 0),
			weak: f.entrants.addWeak,
			tau: fp.tau,
			verdict,
			low: fp.low,
			high: fp.high,
			leader: f.leader,
			kept: formatShare(f.leaderKept, locale),
			present: f.leaderPresent,
			method: f.entrants.method
		});
	}
	const shift = {
		imitates: f.imitates,
		moved: formatPoints(f.shift.meanAbsShift, f.unitScale, locale),
		band: bandParam(f.shift.band),
		units: formatUnits(f.shift.typical, locale),
		swing,
		model: f.swingModel
	};
	if (tied) return translateRich(locale, 'headline.shiftTied', shift);
	return translateRich(locale, 'headline.shift', {
		...shift,
		...fp,
		verdict,
		leader: f.leader,
		all: f.leaderKept === 1 ? 'yes' : 'no',
		kept: formatShare(f.leaderKept, locale)
	});
}

/** A noise run: how far sampling noise alone moves scores, and the ranking's floor. */
function noiseText(f: SampleFacts, swing: string, tied: boolean, locale: Locale): RichPart[] {
	if (tied) return translateRich(locale, 'headline.noiseTied', { swing, model: f.swingModel });
	const pairs = f.sameAsFloor && f.floor !== null;
	const low = pairs ? f.floor!.tauLow : f.tau.q05;
	const high = pairs ? f.floor!.tauHigh : f.tau.q95;
	return translateRich(locale, 'headline.noise', {
		same: f.drawItems === f.nItems ? 'yes' : 'no',
		items: f.drawItems,
		n: f.nItems,
		swing,
		model: f.swingModel,
		pairs: pairs ? 'yes' : 'no',
		low: formatTau(low, locale),
		high: formatTau(high, locale),
		leader: f.leader,
		kept: formatShare(f.leaderKept, locale)
	});
}

function variantsText(f: VariantsFacts, locale: Locale): RichPart[] {
	const points = (v: number) => formatPoints(v, f.unitScale, locale);
	const common = {
		max: points(f.maxChange),
		model: f.maxChangeModel,
		leader: f.leader
	};
	if (f.nVariants === 1) {
		const fp = floorParams(f.floor, f.tauMin, locale);
		return translateRich(locale, 'headline.oneVariant', {
			...common,
			moved: points(f.moveLow),
			band: bandParam(f.band),
			units: formatUnits(f.unitsLow, locale),
			tau: fp.tau,
			verdict: verdictWord(
				f.inside === null ? null : f.inside === 1 ? 'inside' : 'below',
				f.tauMin,
				f.floor
			),
			low: fp.low,
			high: fp.high,
			kept: f.leaderFirst === 1 ? 'yes' : 'no'
		});
	}
	const fp = floorParams(f.floor, f.tauMin, locale);
	const range = {
		n: f.nVariants,
		first: f.leaderFirst,
		tauMin: fp.tau,
		tauMax: formatFixed(
			f.tauMax,
			f.floor ? tauDigits(f.tauMin, f.floor.tauLow, locale) : 2,
			locale
		),
		floor: fp.floor,
		inside: f.inside ?? 0,
		low: fp.low,
		high: fp.high
	};
	// pass/fail thresholds (the grading kind with variants): a pass share is not a mean score
	if (f.imitates === 'grading') {
		return translateRich(locale, 'headline.thresholds', { ...range, leader: f.leader });
	}
	if (!(f.tauMin === f.tauMin)) {
		return translateRich(locale, 'headline.variantsTied', {
			...common,
			n: f.nVariants,
			first: f.leaderFirst,
			moves: formatPointsRange(f.moveLow, f.moveHigh, f.unitScale, locale)
		});
	}
	return translateRich(locale, 'headline.variants', {
		...common,
		...range,
		moves: formatPointsRange(f.moveLow, f.moveHigh, f.unitScale, locale),
		band: bandParam(f.band),
		unitsLow: formatUnits(f.unitsLow, locale),
		unitsHigh: formatUnits(f.unitsHigh, locale)
	});
}

function searchText(f: SearchFacts, locale: Locale): RichPart[] {
	const fp = floorParams(f.floor, f.tau, locale);
	const sentence = translateRich(locale, 'headline.search', {
		found: f.found,
		bound: formatPercent(f.bound, locale, 0),
		moved: formatPoints(f.shift.meanAbsShift, f.unitScale, locale),
		band: bandParam(f.shift.band),
		units: formatUnits(f.shift.typical, locale),
		max: formatPoints(f.maxChange, f.unitScale, locale),
		tau: fp.tau,
		verdict: verdictWord(f.tauVerdict, f.tau, f.floor),
		low: fp.low,
		high: fp.high,
		leader: f.leader,
		stays: f.leaderStays ? 'yes' : 'no',
		first: f.first.join(locale === 'en' ? ', ' : '、')
	});
	// Not proven: what the search did prove, when it proved a bound.
	if (f.found === 'proven' || f.tauBound === null) return sentence;
	const lower = translateRich(locale, 'headline.searchBound', {
		lower: formatTau(f.tauBound, locale)
	});
	return [...sentence, locale === 'en' ? ' ' : '', ...lower];
}

function sizeSweepText(f: SizeSweepFacts, locale: Locale): RichPart[] {
	switch (f.outcome) {
		case 'empty':
			return translateRich(locale, 'headline.sizeEmpty');
		case 'noReplication':
			return translateRich(locale, 'headline.sizeNoReplication');
		case 'never':
			return translateRich(locale, 'headline.sizeNever', {
				last: f.last!.size,
				n: f.nItems,
				level: formatTau(f.level, locale),
				tau: formatTau(f.last!.replication, locale)
			});
		case 'settles':
			return translateRich(locale, 'headline.sizeSettles', {
				at: f.at!.size,
				n: f.nItems,
				level: formatTau(f.level, locale),
				replication: formatTau(f.at!.replication, locale),
				tau: formatTau(f.at!.tau, locale),
				kept: formatShare(f.at!.leaderKept, locale)
			});
	}
}

function strengthSweepText(f: StrengthSweepFacts, locale: Locale): RichPart[] {
	const s = f.strongest;
	if (!s) return translateRich(locale, 'headline.strengthEmpty');
	const common = {
		strength: strengthPhrase(f.perturbation, s.step, locale),
		change: formatPoints(s.change, f.unitScale, locale),
		tau: formatTau(s.tau, locale),
		kept: formatShare(s.leaderKept, locale)
	};
	const floor = f.floor;
	if (!floor) {
		return translateRich(locale, 'headline.strength', {
			...common,
			steps: f.steps,
			lowest: formatTau(f.lowestTau, locale)
		});
	}
	const noise = {
		ratio: formatUnits(s.change / floor.noiseChange, locale),
		noise: formatPoints(floor.noiseChange, f.unitScale, locale)
	};
	if (!f.firstBelow) {
		return translateRich(locale, 'headline.strengthInside', {
			...common,
			...noise,
			low: formatTau(floor.tauLow, locale),
			high: formatTau(floor.tauHigh, locale),
			steps: f.steps
		});
	}
	const digits = tauDigits(f.firstBelow.tau, floor.tauLow, locale);
	return translateRich(locale, 'headline.strengthBelow', {
		...common,
		...noise,
		low: formatFixed(floor.tauLow, digits, locale),
		at: strengthPhrase(f.perturbation, f.firstBelow.step, locale),
		atTau: formatFixed(f.firstBelow.tau, digits, locale)
	});
}

/**
 * A kind's strength as a label and its value: "share of items kept 0.2" (the label starts in
 * lower case inside an English sentence).
 */
export function strengthPhrase(kind: PerturbationKind, value: number, locale: Locale): string {
	const key = strengthLabelKey(kind);
	let label = key
		? (translate as (l: Locale, k: string) => string)(locale, key)
		: (() => {
				const code = CATALOGUE[kind].strength?.label;
				return code ? FIELD_TEXT[code].label : '';
			})();
	if (locale === 'en') label = label.charAt(0).toLowerCase() + label.slice(1);
	return translate(locale, 'headline.strengthValue', { label, value: formatPlain(value, locale) });
}
