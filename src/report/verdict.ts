/**
 * The short verdict that opens every result: the three findings of the full sentence
 * (`headline-text.ts`), each with its number, in about the time a newcomer gives a page —
 *
 * 1. how far the scores moved against sampling noise (a typical draw's change, and how many times
 *    what a resample of this size moves them);
 * 2. where the ranking falls against its noise band (below, inside or above what a resample of
 *    this size gives against the full set, with its tau-b);
 * 3. whether the leader held (its share of first place, or its place under a certificate).
 *
 * A noise run states what noise alone does (scores up to ±x, two test sets' tau-b band, the
 * leader's share); a size sweep answers its own question (from what size two disjoint test sets
 * agree). Under too few shared items there is no verdict (the full sentence has the numbers). Each is
 * at most `VERDICT_BUDGET` long in its language (`verdictLength`; checked for every kind and
 * variant by tests/unit/report/verdict.test.ts). The facts are those of the full sentence
 * (`core/headline.ts`), so the two never disagree.
 */
import { translate, translateRich, type RichPart } from '../i18n/catalog.ts';
import { formatFixed, formatPlain, formatPoints, formatShare, formatTau } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type {
	HeadlineFacts,
	SampleFacts,
	SearchFacts,
	SizeSweepFacts,
	StrengthSweepFacts,
	VariantsFacts
} from '../core/headline.ts';
import type { FloorFacts } from '../core/noise-facts.ts';
import type { TauVerdict } from '../core/noise-units.ts';
import { formatRange, formatUnits, tauDigits } from './headline-text.ts';

/**
 * The longest a verdict may be: 25 words in English; in Chinese 42 units, a unit being one Chinese
 * character, or one number or Latin word (a model name, "tau-b", "7.3"), punctuation not counted.
 * 42 is 25 words times 1.66, the Chinese units per English word of the app's own full sentences
 * (`headline.*` in both languages over every facts variant of the verdict test, which checks the
 * two stay within a quarter of each other): the same content, about the same reading.
 */
export const VERDICT_BUDGET: Readonly<Record<Locale, number>> = { en: 25, 'zh-CN': 42 };

const NONE = 'none';

/** Words of English rich text (a model name counts as one), or units of Chinese (see above). */
export function verdictLength(parts: readonly RichPart[], locale: Locale): number {
	let n = 0;
	for (const p of parts) {
		if (typeof p !== 'string') {
			n += 1;
			continue;
		}
		if (locale === 'en') {
			n += p.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
		} else {
			n += (p.match(/\p{Script=Han}/gu) ?? []).length;
			n += (p.match(/[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}.,%±×\-–]*/gu) ?? []).length;
		}
	}
	return n;
}

/** The verdict as plain text (tests, exports). */
export function verdictText(facts: HeadlineFacts, locale: Locale): string {
	return verdictRich(facts, locale)
		.map((p) => (typeof p === 'string' ? p : p.text))
		.join('');
}

/** The verdict with model names marked as data (for RichText). */
export function verdictRich(facts: HeadlineFacts, locale: Locale): RichPart[] {
	const few = 'fewItems' in facts ? facts.fewItems : null;
	if (few) {
		return translateRich(locale, 'verdict.fewItems', {
			shared: few.shared,
			minimum: few.minimum
		});
	}
	return sentenceOf(facts, locale);
}

function sentenceOf(facts: HeadlineFacts, locale: Locale): RichPart[] {
	if (facts.kind === 'sizeSweep') return sizeVerdict(facts, locale);
	if (facts.kind === 'strengthSweep' && !facts.strongest) {
		return rich(translate(locale, 'headline.strengthEmpty'));
	}
	const [scores, ranking, leader] = findings(facts, locale);
	return translateRich(locale, 'verdict.sentence', {
		scores: scores as never,
		ranking: ranking as never,
		leader: leader as never
	});
}

type Findings = [RichPart[], RichPart[], RichPart[]];

function findings(facts: Exclude<HeadlineFacts, SizeSweepFacts>, locale: Locale): Findings {
	switch (facts.kind) {
		case 'sample':
			return sampleFindings(facts, locale);
		case 'variants':
			return variantsFindings(facts, locale);
		case 'search':
			return searchFindings(facts, locale);
		case 'strengthSweep':
			return sweepFindings(facts, locale);
	}
}

const rich = (s: string): RichPart[] => [s];

/** "Scores moved 7.3 points, 5.9× noise" (the ratio only against a floor). */
function moved(
	who: 'sample' | 'variants' | 'variant' | 'regraded' | SearchFacts['found'],
	change: number,
	inNoise: number,
	floor: FloorFacts | null,
	unitScale: boolean,
	locale: Locale
): RichPart[] {
	return rich(
		translate(locale, 'verdict.moved', {
			who,
			change: formatPoints(change, unitScale, locale),
			ratio: floor && Number.isFinite(inNoise) ? formatUnits(inNoise, locale) : NONE
		})
	);
}

/** "ranking below its noise band (tau-b 0.89)", at enough digits to show it below the band. */
function ranking(
	verdict: TauVerdict | null,
	tau: number,
	floor: FloorFacts | null,
	locale: Locale
): RichPart[] {
	if (!(tau === tau)) return rich(translate(locale, 'verdict.tied'));
	const edge = floor ? (verdict === 'above' ? floor.tauHigh : floor.tauLow) : tau;
	return rich(
		translate(locale, 'verdict.ranking', {
			verdict: floor && verdict ? verdict : NONE,
			tau: formatFixed(tau, tauDigits(tau, edge, locale), locale)
		})
	);
}

/** "leader first in 85% of draws", or "in every draw". */
function leaderShare(kept: number, locale: Locale): RichPart[] {
	return rich(
		translate(locale, 'verdict.leaderShare', {
			all: kept === 1 ? 'yes' : 'no',
			kept: formatShare(kept, locale)
		})
	);
}

/** "leader stays first", "shares first place", or "loses first place (to X)". */
function leaderPlace(share: number, to: string | null, locale: Locale): RichPart[] {
	return translateRich(locale, 'verdict.leaderPlace', {
		place: share === 1 ? 'yes' : share > 0 ? 'tied' : 'no',
		to: to ?? NONE
	});
}

function sampleFindings(f: SampleFacts, locale: Locale): Findings {
	const leader = leaderShare(f.leaderKept, locale);
	const tied = !(f.tau.median === f.tau.median);
	if (f.imitates === 'noise') {
		const swing = rich(
			translate(locale, 'verdict.noise', {
				swing: formatPoints(f.maxSwing, f.unitScale, locale)
			})
		);
		if (tied) return [swing, rich(translate(locale, 'verdict.tied')), leader];
		const pairs = f.sameAsFloor && f.floor !== null;
		const band = rich(
			translate(locale, 'verdict.noisePairs', {
				pairs: pairs ? 'yes' : 'no',
				low: formatTau(pairs ? f.floor!.pairLow : f.tau.q05, locale),
				high: formatTau(pairs ? f.floor!.pairHigh : f.tau.q95, locale)
			})
		);
		return [swing, band, leader];
	}
	const floor = f.floor;
	const rank = ranking(f.tauReading.verdict, f.tau.median, floor, locale);
	if (f.entrants) {
		return [rich(translate(locale, 'verdict.notCompared', { why: 'entrants' })), rank, leader];
	}
	const who = f.imitates === 'grading' ? 'regraded' : 'sample';
	return [
		moved(who, f.change.typical, f.change.inNoise, f.floor, f.unitScale, locale),
		rank,
		leader
	];
}

/** Which count the verdict of several rankings names: any below first, then any above. */
function countsPhrase(f: VariantsFacts, locale: Locale, floor: FloorFacts | null): RichPart[] {
	if (!(f.tauMin === f.tauMin)) return rich(translate(locale, 'verdict.tied'));
	const digits = floor ? tauDigits(f.tauMin, floor.tauLow, locale) : 2;
	const tau = formatRange(
		formatFixed(f.tauMin, digits, locale),
		formatFixed(f.tauMax, digits, locale)
	);
	const v = floor ? f.verdicts : null;
	if (!v) return rich(translate(locale, 'verdict.countsNone', { tau }));
	if (!v.below && !v.above) {
		return rich(translate(locale, 'verdict.countsAll', { n: f.nVariants, tau }));
	}
	const which = v.below ? 'below' : 'above';
	const count = v.below ? v.below : v.above;
	return rich(translate(locale, 'verdict.countsSome', { which, count, n: f.nVariants, tau }));
}

function variantsFindings(f: VariantsFacts, locale: Locale): Findings {
	const floor = f.floor;
	const compared = !(f.changeBasis === 'acrossVariants' || f.imitates === 'grading');
	if (f.nVariants === 1) {
		const v = f.verdicts;
		const verdict = v ? (v.below ? 'below' : v.above ? 'above' : 'inside') : null;
		return [
			compared
				? moved('variant', f.moveLow, f.inNoise, f.floor, f.unitScale, locale)
				: rich(translate(locale, 'verdict.notCompared', { why: 'thresholds' })),
			ranking(verdict, f.tauMin, floor, locale),
			leaderPlace(f.leaderFirst, null, locale)
		];
	}
	return [
		compared
			? moved('variants', f.typical, f.inNoise, f.floor, f.unitScale, locale)
			: rich(translate(locale, 'verdict.notCompared', { why: 'thresholds' })),
		countsPhrase(f, locale, floor),
		rich(
			translate(locale, 'verdict.leaderOf', {
				first: formatPlain(f.leaderFirst, locale),
				n: f.nVariants
			})
		)
	];
}

function searchFindings(f: SearchFacts, locale: Locale): Findings {
	const floor = f.floor;
	const others = f.first.filter((m) => m !== f.leader);
	return [
		moved(f.found, f.change.typical, f.change.inNoise, f.floor, f.unitScale, locale),
		ranking(f.tauReading.verdict, f.tau, floor, locale),
		leaderPlace(f.leaderFirst, others.length === 1 ? others[0] : null, locale)
	];
}

function sweepFindings(f: StrengthSweepFacts, locale: Locale): Findings {
	const s = f.strongest!;
	const floor = f.floor;
	const ratio = floor ? s.change / floor.noiseChange : Number.NaN;
	const scores = rich(
		translate(locale, 'verdict.movedStep', {
			step: formatPlain(s.step, locale),
			change: formatPoints(s.change, f.unitScale, locale),
			ratio: floor && Number.isFinite(ratio) ? formatUnits(ratio, locale) : NONE
		})
	);
	let rank: RichPart[];
	if (!floor) {
		rank = rich(translate(locale, 'verdict.sweepLowest', { tau: formatTau(f.lowestTau, locale) }));
	} else if (f.firstBelow) {
		const digits = tauDigits(f.firstBelow.tau, floor.tauLow, locale);
		rank = rich(
			translate(locale, 'verdict.sweepBelow', {
				at: formatPlain(f.firstBelow.step, locale),
				tau: formatFixed(f.firstBelow.tau, digits, locale)
			})
		);
	} else {
		rank = rich(translate(locale, 'verdict.sweepInside', { steps: f.steps }));
	}
	const leader = f.search
		? leaderPlace(s.leaderKept, null, locale)
		: leaderShare(s.leaderKept, locale);
	return [scores, rank, leader];
}

function sizeVerdict(f: SizeSweepFacts, locale: Locale): RichPart[] {
	const level = formatTau(f.level, locale);
	if (f.outcome === 'settles' && f.at) {
		return rich(
			translate(locale, 'verdict.sizeSettles', {
				at: f.at.size,
				tau: formatTau(f.at.replication, locale),
				level,
				kept: formatShare(f.at.leaderKept, locale)
			})
		);
	}
	if (f.outcome === 'never' && f.last) {
		return rich(
			translate(locale, 'verdict.sizeNever', {
				last: f.last.size,
				tau: formatTau(f.last.replication, locale),
				level
			})
		);
	}
	return rich(translate(locale, 'verdict.sizeNone'));
}
