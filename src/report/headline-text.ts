/**
 * The verdict sentence in words: the facts of `core/headline.ts` (numbers and codes) worded in a
 * language through the message catalogs (`headline.*`). Which sentence, and every adjective in
 * it, follows from the facts: what the perturbation imitates (noise, shift, grading, entrants),
 * the draw type, how far a typical draw moved the scores beside a resample of the same size, and
 * where the run's tau-b falls against a resample's against the full set (the band it names).
 * Under `MIN_SHARED_ITEMS` shared items the numbers come under a warning, without a verdict. The
 * results JSON carries the English sentence; the page shows it in the reader's language and
 * rewords it when the language changes.
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
	type HeadlineFacts,
	type SampleFacts,
	type SearchFacts,
	type SizeSweepFacts,
	type SplitFacts,
	type StrengthSweepFacts,
	type VariantsFacts
} from '../core/headline.ts';
import type { ChangeFacts, FloorFacts, TauFacts } from '../core/noise-facts.ts';
import type { TauVerdict } from '../core/noise-units.ts';
import { CATALOGUE, type PerturbationKind } from '../core/perturbations/catalogue.ts';

const DASH = '—';
const NONE = 'none';

/** The headline sentence of `facts` in `locale`, as plain text (the JSON's is English). */
export function headlineText(facts: HeadlineFacts, locale: Locale): string {
	return headlineRich(facts, locale)
		.map((p) => (typeof p === 'string' ? p : p.text))
		.join('');
}

/** The headline sentence with model names marked as data (for RichText). */
export function headlineRich(facts: HeadlineFacts, locale: Locale): RichPart[] {
	const few = 'fewItems' in facts ? facts.fewItems : null;
	if (few) {
		const warning = translateRich(locale, 'headline.fewItems', {
			shared: few.shared,
			minimum: few.minimum
		});
		return [...warning, locale === 'en' ? ' ' : '', ...sentence(withoutVerdict(facts), locale)];
	}
	return sentence(facts, locale);
}

function sentence(facts: HeadlineFacts, locale: Locale): RichPart[] {
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

const noVerdict: TauFacts = { verdict: null, resamplesMovingMore: Number.NaN };

/**
 * The facts with every verdict taken out (too few shared items: the numbers stay, no sentence
 * says within, beyond, inside, below or above).
 */
function withoutVerdict(facts: HeadlineFacts): HeadlineFacts {
	const change = (c: ChangeFacts): ChangeFacts => ({ ...c, band: null, driftBand: null });
	switch (facts.kind) {
		case 'sample':
			return { ...facts, change: change(facts.change), tauReading: noVerdict };
		case 'search':
			return { ...facts, change: change(facts.change), tauReading: noVerdict };
		case 'variants':
			return { ...facts, band: null, verdicts: null, split: null };
		case 'strengthSweep':
			return { ...facts, firstBelow: null, floor: null };
		default:
			return facts;
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

/** "low–high", or one number when both ends print the same. */
export function formatRange(low: string, high: string): string {
	return low === high ? low : `${low}–${high}`;
}

/**
 * A range of score changes in one unit: "1.0–4.0 points", "2.9 points" when both ends print the
 * same, or "0.01–0.04" off the unit scale.
 */
export function formatPointsRange(
	low: number,
	high: number,
	unitScale: boolean,
	locale: Locale
): string {
	if (!(Number.isFinite(low) && Number.isFinite(high))) return DASH;
	if (!unitScale) return formatRange(formatPlain(low, locale), formatPlain(high, locale));
	const value = formatRange(formatFixed(low * 100, 1, locale), formatFixed(high * 100, 1, locale));
	return translate(locale, 'fmt.points', { value });
}

/** A signed number: "−14.5", "+2.2" (points on the unit scale, without the unit). */
function signed(v: number, unitScale: boolean, locale: Locale): string {
	if (!Number.isFinite(v)) return DASH;
	const sign = v > 0 ? '+' : v < 0 ? '−' : '';
	const a = Math.abs(v);
	return sign + (unitScale ? formatFixed(a * 100, 1, locale) : formatPlain(a, locale));
}

/** A signed score change: "−14.5 points", "+2.2 points". */
function formatSigned(v: number, unitScale: boolean, locale: Locale): string {
	const value = signed(v, unitScale, locale);
	return unitScale && value !== DASH ? translate(locale, 'fmt.points', { value }) : value;
}

/** A range of signed score changes: "−3.9 to +2.2 points", or one number when both print alike. */
function formatSignedRange(low: number, high: number, unitScale: boolean, locale: Locale): string {
	const lo = signed(low, unitScale, locale);
	const hi = signed(high, unitScale, locale);
	if (lo === DASH || hi === DASH) return DASH;
	const value = lo === hi ? lo : translate(locale, 'fmt.signedRange', { low: lo, high: hi });
	return unitScale ? translate(locale, 'fmt.points', { value }) : value;
}

/**
 * The words for a tau-b beside the band of a resample against the full set: `below` its 5%
 * quantile, `above` its 95% quantile, else `inside`; `none` without a floor.
 */
export function verdictWord(verdict: TauVerdict | null): TauVerdict | typeof NONE {
	return verdict ?? NONE;
}

/**
 * The clause that reads a tau-b against a resample of this size against the full set, naming
 * the band ("inside what a resample of this size gives against the full set (0.90–0.95; 35% of
 * resamples move the ranking more)"); '' without a verdict.
 */
function vsFullClause(
	verdict: TauVerdict | null,
	tau: number,
	floor: FloorFacts | null,
	share: number,
	locale: Locale
): { verdict: TauVerdict | typeof NONE; clause: string; tau: string } {
	if (!floor || verdict === null) return { verdict: NONE, clause: '', tau: formatTau(tau, locale) };
	const digits = tauDigits(tau, verdict === 'above' ? floor.tauHigh : floor.tauLow, locale);
	return {
		verdict,
		tau: formatFixed(tau, digits, locale),
		clause: translate(locale, 'headline.vsFull', {
			verdict,
			low: formatFixed(floor.tauLow, digits, locale),
			high: formatFixed(floor.tauHigh, digits, locale),
			share: Number.isFinite(share) ? formatShare(share, locale) : NONE
		})
	};
}

/**
 * The clause that reads a typical change against a resample of this size ("5.9 times what a
 * resample of this size from the same pool moves them (1.2 points)"); '' without a floor.
 */
function vsResampleClause(
	inNoise: number,
	band: ChangeFacts['band'],
	floor: FloorFacts | null,
	unitScale: boolean,
	locale: Locale
): string {
	if (!floor || !Number.isFinite(inNoise)) return '';
	return translate(locale, 'headline.vsResample', {
		ratio: formatUnits(inNoise, locale),
		noise: formatPoints(floor.noiseChange, unitScale, locale),
		band: band ?? NONE
	});
}

/** The select value of a clause: `none` when it is empty. */
const has = (clause: string) => (clause ? 'yes' : NONE);

function sampleText(f: SampleFacts, locale: Locale): RichPart[] {
	const swing = formatPoints(f.maxSwing, f.unitScale, locale);
	const tied = !(f.tau.median === f.tau.median);
	if (f.imitates === 'noise') return noiseText(f, swing, tied, locale);
	const vs = vsFullClause(
		f.tauReading.verdict,
		f.tau.median,
		f.floor,
		f.tauReading.resamplesMovingMore,
		locale
	);
	if (f.entrants) {
		return translateRich(locale, 'headline.entrants', {
			removed: formatPercent(f.entrants.removeShare, locale, 0),
			weak: f.entrants.addWeak,
			tau: vs.tau,
			verdict: has(vs.clause),
			vsFull: vs.clause,
			leader: f.leader,
			kept: formatShare(f.leaderKept, locale),
			present: f.leaderPresent,
			method: f.entrants.method
		});
	}
	const c = f.change;
	const vsResample = vsResampleClause(c.inNoise, c.band, f.floor, f.unitScale, locale);
	const change = {
		imitates: f.imitates,
		change: formatPoints(c.typical, f.unitScale, locale),
		draws: f.nDraws,
		ratio: has(vsResample),
		vsResample,
		drift: formatPoints(c.drift, f.unitScale, locale),
		units: Number.isFinite(c.driftUnits) ? formatUnits(c.driftUnits, locale) : NONE,
		swing,
		model: f.swingModel
	};
	if (tied) return translateRich(locale, 'headline.shiftTied', change);
	return translateRich(locale, 'headline.shift', {
		...change,
		tau: vs.tau,
		verdict: has(vs.clause),
		vsFull: vs.clause,
		leader: f.leader,
		all: f.leaderKept === 1 ? 'yes' : 'no',
		kept: formatShare(f.leaderKept, locale),
		floor: f.floor ? 'yes' : 'no',
		leaderFloor: f.floor ? formatShare(f.floor.leaderFloor, locale) : DASH
	});
}

/** A noise run: how far sampling noise alone moves scores, and the ranking's floor. */
function noiseText(f: SampleFacts, swing: string, tied: boolean, locale: Locale): RichPart[] {
	if (tied) return translateRich(locale, 'headline.noiseTied', { swing, model: f.swingModel });
	// full-size resamples of the floor's kind: two of them are two test sets of this size
	const pairs = f.sameAsFloor && f.floor !== null;
	const low = pairs ? f.floor!.pairLow : f.tau.q05;
	const high = pairs ? f.floor!.pairHigh : f.tau.q95;
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

/** The leader's share of first place as a select value: first alone, tied, or not first. */
function leaderPlace(share: number): 'yes' | 'tied' | 'no' {
	return share === 1 ? 'yes' : share > 0 ? 'tied' : 'no';
}

/** The verdict counts of the variants against the floor ('' without one). */
function countsClause(f: VariantsFacts, locale: Locale): string {
	if (!f.floor || !f.verdicts) return '';
	const digits = tauDigits(f.tauMin, f.floor.tauLow, locale);
	return translate(locale, 'headline.verdictCounts', {
		n: f.nVariants,
		below: f.verdicts.below,
		inside: f.verdicts.inside,
		above: f.verdicts.above,
		low: formatFixed(f.floor.tauLow, digits, locale),
		high: formatFixed(f.floor.tauHigh, digits, locale)
	});
}

/** tau-b over the variants: "ranged from 0.81 to 0.93", or one value when both ends print alike. */
function tauRangeParams(f: VariantsFacts, locale: Locale) {
	const digits = f.floor ? tauDigits(f.tauMin, f.floor.tauLow, locale) : 2;
	const tauMin = formatFixed(f.tauMin, digits, locale);
	const tauMax = formatFixed(f.tauMax, digits, locale);
	return { tauMin, tauMax, sameTau: tauMin === tauMax ? 'yes' : 'no' };
}

function variantsText(f: VariantsFacts, locale: Locale): RichPart[] {
	const points = (v: number) => formatPoints(v, f.unitScale, locale);
	const common = { max: points(f.maxChange), model: f.maxChangeModel, leader: f.leader };
	const vsResample = vsResampleClause(f.inNoise, f.band, f.floor, f.unitScale, locale);
	const units = formatRange(formatUnits(f.unitsLow, locale), formatUnits(f.unitsHigh, locale));
	const unitsParam = Number.isFinite(f.unitsLow) ? units : NONE;
	if (f.nVariants === 1) {
		const verdict = f.verdicts
			? f.verdicts.below
				? 'below'
				: f.verdicts.above
					? 'above'
					: 'inside'
			: null;
		const vs = vsFullClause(verdict, f.tauMin, f.floor, Number.NaN, locale);
		return translateRich(locale, 'headline.oneVariant', {
			...common,
			moved: points(f.moveLow),
			ratio: has(vsResample),
			vsResample,
			units: unitsParam,
			tau: vs.tau,
			verdict: has(vs.clause),
			vsFull: vs.clause,
			kept: leaderPlace(f.leaderFirst)
		});
	}
	const counts = countsClause(f, locale);
	const range = {
		n: f.nVariants,
		first: formatPlain(f.leaderFirst, locale),
		...tauRangeParams(f, locale),
		floor: has(counts),
		counts
	};
	// pass/fail thresholds (the grading kind with variants): a pass share is not a mean score
	if (f.imitates === 'grading') {
		return translateRich(locale, 'headline.thresholds', { ...range, leader: f.leader });
	}
	const moves = formatPointsRange(f.moveLow, f.moveHigh, f.unitScale, locale);
	if (!(f.tauMin === f.tauMin)) {
		return translateRich(locale, 'headline.variantsTied', {
			...common,
			n: f.nVariants,
			first: formatPlain(f.leaderFirst, locale),
			moves
		});
	}
	const main = translateRich(locale, 'headline.variants', {
		...common,
		...range,
		typical: points(f.typical),
		ratio: has(vsResample),
		vsResample,
		moves,
		units: unitsParam
	});
	if (!f.split) return main;
	return [...main, locale === 'en' ? ' ' : '', ...splitText(f.split, f.unitScale, locale)];
}

/** Who dropped and who rose between the two parts of a split, by name. */
function splitText(s: SplitFacts, unitScale: boolean, locale: Locale): RichPart[] {
	const list = (moves: SplitFacts['dropped']): RichPart[] => {
		const out: RichPart[] = [];
		moves.forEach((m, k) => {
			if (k > 0) out.push(translate(locale, 'headline.splitSeparator'));
			out.push(
				...translateRich(locale, 'headline.splitModel', {
					model: m.model,
					change: formatSigned(m.change, unitScale, locale),
					units: formatUnits(Math.abs(m.inNoise), locale)
				})
			);
		});
		return out;
	};
	const others = s.models - s.dropped.length - s.rose.length;
	return translateRich(locale, 'headline.split', {
		dropped: s.dropped.length,
		droppedList: list(s.dropped),
		rose: s.rose.length,
		roseList: list(s.rose),
		cutoff: s.cutoff ?? NONE,
		others,
		othersRange: formatSignedRange(s.othersLow, s.othersHigh, unitScale, locale)
	} as never);
}

function searchText(f: SearchFacts, locale: Locale): RichPart[] {
	const vs = vsFullClause(
		f.tauReading.verdict,
		f.tau,
		f.floor,
		f.tauReading.resamplesMovingMore,
		locale
	);
	const c = f.change;
	const vsResample = vsResampleClause(c.inNoise, c.band, f.floor, f.unitScale, locale);
	const others = f.first.filter((m) => m !== f.leader);
	const sentence = translateRich(locale, 'headline.search', {
		found: f.found,
		bound: formatPercent(f.bound, locale, 0),
		moved: formatPoints(c.typical, f.unitScale, locale),
		ratio: has(vsResample),
		vsResample,
		units: Number.isFinite(c.driftUnits) ? formatUnits(c.driftUnits, locale) : NONE,
		max: formatPoints(f.maxChange, f.unitScale, locale),
		tau: vs.tau,
		verdict: has(vs.clause),
		vsFull: vs.clause,
		leader: f.leader,
		stays: leaderPlace(f.leaderFirst),
		first: (others.length ? others : f.first).join(locale === 'en' ? ', ' : '、')
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
	const search = f.search ? 'yes' : 'no';
	const floor = f.floor;
	const step = translate(locale, 'headline.sweepStep', {
		search,
		change: formatPoints(s.change, f.unitScale, locale),
		ratio: floor ? formatUnits(s.change / floor.noiseChange, locale) : NONE,
		noise: floor ? formatPoints(floor.noiseChange, f.unitScale, locale) : DASH,
		tau: formatTau(s.tau, locale)
	});
	const leader = translate(locale, 'headline.sweepLeader', {
		search,
		place: leaderPlace(s.leaderKept),
		kept: formatShare(s.leaderKept, locale)
	});
	const common = { strength: strengthPhrase(f.perturbation, s.step, locale), step, leader };
	if (!floor) {
		return translateRich(locale, 'headline.strength', {
			...common,
			search,
			steps: f.steps,
			lowest: formatTau(f.lowestTau, locale)
		});
	}
	if (!f.firstBelow) {
		return translateRich(locale, 'headline.strengthInside', {
			...common,
			low: formatTau(floor.tauLow, locale),
			high: formatTau(floor.tauHigh, locale),
			steps: f.steps
		});
	}
	const digits = tauDigits(f.firstBelow.tau, floor.tauLow, locale);
	return translateRich(locale, 'headline.strengthBelow', {
		...common,
		search,
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
