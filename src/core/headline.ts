/**
 * The verdict sentence that opens every analysis: how far scores moved beside how well the
 * ranking held, worded by draw type so that it never claims more than the draws are. Every
 * clause is exactly true of the run it describes.
 *
 * Two steps: `*Facts` functions compute what the sentence says (numbers and names: plain data,
 * kept with a run), and `headlineText(facts, locale)` words it in a language through the message
 * catalogs (`headline.*` in src/i18n/messages). The results JSON carries the English sentence;
 * the page shows it in the reader's language and rewords it when the language changes.
 */
import { translate, translateRich, type RichPart } from '../i18n/catalog.ts';
import {
	formatPercent,
	formatPlain,
	formatPoints,
	formatShare,
	formatTau
} from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { CATALOGUE, type PerturbationKind } from './perturbations/catalogue.ts';
import type { SearchOutcome } from './search.ts';
import type { RunSummary } from './summary.ts';
import { replicationSettlesAt, type SweepRow } from './sweep.ts';
import type { ChangeBasis, VariantsSummary } from './variants.ts';

/** What a `sample` run's headline says. */
export interface SampleFacts {
	readonly kind: 'sample';
	readonly unitScale: boolean;
	/** Largest 95%-interval distance from a reference score (score units). */
	readonly maxSwing: number;
	/** tau-b threshold (the 5% quantile rounded down to two decimals; NaN when tau-b is undefined)... */
	readonly tauThreshold: number;
	/** ...and the exact share of draws whose tau-b reaches it. */
	readonly tauShare: number;
	readonly leader: string;
	readonly leaderKept: number;
	/** Draws the leader took part in, out of `nDraws` (fewer only under a model-set change). */
	readonly leaderPresent: number;
	readonly nDraws: number;
}

/** What a `variants` run's headline says. */
export interface VariantsFacts {
	readonly kind: 'variants';
	readonly unitScale: boolean;
	/**
	 * `changeBasis` `reference`: the largest |variant - reference| score change; `acrossVariants`
	 * (thresholds): the largest spread of one model's pass share across the thresholds (`NaN` for a
	 * single threshold), since a pass share and the reference's mean score are different quantities.
	 */
	readonly maxChange: number;
	readonly changeBasis: ChangeBasis;
	readonly nVariants: number;
	readonly tauMin: number;
	readonly tauMax: number;
	readonly leader: string;
	readonly leaderFirst: number;
}

/** What a `search` run's headline says. */
export interface SearchFacts {
	readonly kind: 'search';
	readonly unitScale: boolean;
	/**
	 * What the search showed: `proven`, the minimum; `found`, the best found without a proof;
	 * `stopped`, the best found before the time limit. Only `proven` may be worded as proven.
	 */
	readonly found: 'proven' | 'stopped' | 'found';
	/** When not proven: a tau-b no weighting within the bound goes below (null: none known). */
	readonly tauBound: number | null;
	readonly bound: number;
	readonly tau: number;
	readonly leader: string;
	/** Models ranked first under the worst case (the leader among them when it stays first). */
	readonly first: readonly string[];
	readonly leaderStays: boolean;
	readonly maxChange: number;
}

/** What a size sweep's headline says: where two disjoint test sets of one size settle. */
export interface SizeSweepFacts {
	readonly kind: 'sizeSweep';
	readonly nItems: number;
	readonly level: number;
	readonly outcome: 'empty' | 'noReplication' | 'never' | 'settles';
	/** `never`: the largest size with a replication figure and its median. */
	readonly last: { readonly size: number; readonly replication: number } | null;
	/** `settles`: the size from which the ranking settles, and its figures. */
	readonly at: {
		readonly size: number;
		readonly replication: number;
		readonly tau: number;
		readonly leaderKept: number;
	} | null;
}

/** What a strength sweep's headline says: the strongest step beside the lowest median tau-b. */
export interface StrengthSweepFacts {
	readonly kind: 'strengthSweep';
	readonly unitScale: boolean;
	/** The swept kind (its strength field names the step). */
	readonly perturbation: PerturbationKind;
	readonly steps: number;
	/** The strongest (last) step: its strength, typical score change, median tau-b, leader kept. */
	readonly strongest: {
		readonly step: number;
		readonly change: number;
		readonly tau: number;
		readonly leaderKept: number;
	} | null;
	/** The lowest median tau-b over the steps. */
	readonly lowestTau: number;
}

export type HeadlineFacts =
	SampleFacts | VariantsFacts | SearchFacts | SizeSweepFacts | StrengthSweepFacts;

/** The threshold of a sample's headline: the tau-b 5% quantile rounded down to two decimals. */
export function tauThresholdOf(q05: number): number {
	return Math.floor(q05 * 100 + 1e-9) / 100;
}

/** The facts of a `sample` run's headline. */
export function sampleFacts(
	summary: RunSummary,
	tauDraws: ArrayLike<number>,
	unitScale: boolean
): SampleFacts {
	const threshold = tauThresholdOf(summary.tau.q05);
	let reach = 0;
	for (let d = 0; d < summary.nDraws; d++) if (tauDraws[d] >= threshold) reach++;
	return {
		kind: 'sample',
		unitScale,
		maxSwing: summary.maxSwing,
		tauThreshold: threshold,
		tauShare: summary.nDraws ? reach / summary.nDraws : Number.NaN,
		leader: summary.models[0]?.model ?? '',
		leaderKept: summary.leaderKept,
		leaderPresent: summary.leaderPresent ?? summary.nDraws,
		nDraws: summary.nDraws
	};
}

/** The facts of a `variants` run's headline. */
export function variantsFacts(v: VariantsSummary, unitScale: boolean): VariantsFacts {
	return {
		kind: 'variants',
		// pass shares are fractions whatever the scale of the scores they were cut from
		unitScale: v.changeBasis === 'acrossVariants' ? true : unitScale,
		maxChange: v.maxChange,
		changeBasis: v.changeBasis,
		nVariants: v.nVariants,
		tauMin: v.tauMin,
		tauMax: v.tauMax,
		leader: v.models[0]?.model ?? '',
		leaderFirst: v.leaderFirst
	};
}

/** The facts of a `search` run's headline. */
export function searchFacts(
	s: SearchOutcome,
	models: readonly string[],
	leader: number,
	maxChange: number,
	unitScale: boolean
): SearchFacts {
	const first: string[] = [];
	for (let m = 0; m < s.ranks.length; m++) if (s.ranks[m] === 1) first.push(models[m]);
	return {
		kind: 'search',
		unitScale,
		found: s.exact ? 'proven' : s.stopped ? 'stopped' : 'found',
		tauBound: s.exact ? null : s.tauLowerBound,
		bound: s.bound,
		tau: s.tau,
		leader: models[leader] ?? '',
		first,
		leaderStays: s.ranks[leader] === 1,
		maxChange
	};
}

/** The facts of a size sweep's headline (`level`: the median replication tau-b that "settles"). */
export function sizeSweepFacts(
	rows: readonly SweepRow[],
	nItems: number,
	level = 0.9
): SizeSweepFacts {
	const base = { kind: 'sizeSweep', nItems, level, last: null, at: null } as const;
	if (!rows.length) return { ...base, outcome: 'empty' };
	const withRep = rows.filter((r) => r.replication !== null && r.size !== null);
	if (!withRep.length) return { ...base, outcome: 'noReplication' };
	const at = replicationSettlesAt(rows, level);
	if (!at) {
		const last = withRep[withRep.length - 1];
		return {
			...base,
			outcome: 'never',
			last: { size: last.size!, replication: last.replication!.median }
		};
	}
	return {
		...base,
		outcome: 'settles',
		at: {
			size: at.size!,
			replication: at.replication!.median,
			tau: at.tau.median,
			leaderKept: at.leaderKept
		}
	};
}

/** The facts of a strength sweep's headline. */
export function strengthSweepFacts(
	rows: readonly SweepRow[],
	perturbation: PerturbationKind,
	unitScale: boolean
): StrengthSweepFacts {
	const strong = rows[rows.length - 1];
	let lowest = Number.NaN;
	for (const r of rows) if (r.tau.median < lowest || lowest !== lowest) lowest = r.tau.median;
	return {
		kind: 'strengthSweep',
		unitScale,
		perturbation,
		steps: rows.length,
		strongest: strong
			? {
					step: strong.step ?? Number.NaN,
					change: strong.scoreChange.median,
					tau: strong.tau.median,
					leaderKept: strong.leaderKept
				}
			: null,
		lowestTau: lowest
	};
}

/** The message key of a kind's strength field (`field.shareKept`), or null without a strength. */
export function strengthLabelKey(kind: PerturbationKind): `field.${string}` | null {
	const entry = CATALOGUE[kind];
	const setting = entry.strength?.setting;
	const field = entry.fields.find((f) => f.setting === setting);
	return field ? `field.${field.label}` : null;
}

/**
 * A kind's strength as a label and its value: "share of items kept 0.2" (the label starts in
 * lower case inside an English sentence).
 */
export function strengthPhrase(kind: PerturbationKind, value: number, locale: Locale): string {
	const key = strengthLabelKey(kind);
	let label = key
		? (translate as (l: Locale, k: string) => string)(locale, key)
		: (CATALOGUE[kind].strength?.label ?? '');
	if (locale === 'en') label = label.charAt(0).toLowerCase() + label.slice(1);
	return translate(locale, 'headline.strengthValue', { label, value: formatPlain(value, locale) });
}

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

function sampleText(f: SampleFacts, locale: Locale): RichPart[] {
	const swing = formatPoints(f.maxSwing, f.unitScale, locale);
	if (!(f.tauThreshold === f.tauThreshold)) {
		return translateRich(locale, 'headline.sampleTied', { swing });
	}
	const common = {
		swing,
		threshold: formatTau(f.tauThreshold, locale),
		share: formatShare(f.tauShare, locale),
		leader: f.leader,
		kept: formatShare(f.leaderKept, locale)
	};
	return f.leaderPresent < f.nDraws
		? translateRich(locale, 'headline.sampleAmong', { ...common, present: f.leaderPresent })
		: translateRich(locale, 'headline.sample', common);
}

function variantsText(f: VariantsFacts, locale: Locale): RichPart[] {
	if (f.changeBasis === 'acrossVariants') return thresholdsText(f, locale);
	const moved = formatPoints(f.maxChange, f.unitScale, locale);
	if (f.nVariants === 1) {
		return translateRich(locale, 'headline.oneVariant', {
			moved,
			tau: formatTau(f.tauMin, locale),
			leader: f.leader,
			kept: f.leaderFirst === 1 ? 'yes' : 'no'
		});
	}
	const params = { n: f.nVariants, moved, leader: f.leader, first: f.leaderFirst };
	return f.tauMin === f.tauMin
		? translateRich(locale, 'headline.variants', {
				...params,
				tauMin: formatTau(f.tauMin, locale),
				tauMax: formatTau(f.tauMax, locale)
			})
		: translateRich(locale, 'headline.variantsTied', params);
}

/** Thresholds: pass shares compared with each other, the ranking with the mean score's. */
function thresholdsText(f: VariantsFacts, locale: Locale): RichPart[] {
	if (f.nVariants === 1) {
		return translateRich(locale, 'headline.oneThreshold', {
			tau: formatTau(f.tauMin, locale),
			leader: f.leader,
			kept: f.leaderFirst === 1 ? 'yes' : 'no'
		});
	}
	const params = {
		n: f.nVariants,
		moved: formatPoints(f.maxChange, f.unitScale, locale),
		leader: f.leader,
		first: f.leaderFirst
	};
	return f.tauMin === f.tauMin
		? translateRich(locale, 'headline.thresholds', {
				...params,
				tauMin: formatTau(f.tauMin, locale),
				tauMax: formatTau(f.tauMax, locale)
			})
		: translateRich(locale, 'headline.thresholdsTied', params);
}

function searchText(f: SearchFacts, locale: Locale): RichPart[] {
	const params = {
		found: f.found,
		bound: formatPercent(f.bound, locale, 0),
		tau: formatTau(f.tau, locale),
		leader: f.leader,
		moved: formatPoints(f.maxChange, f.unitScale, locale)
	};
	const sentence = f.leaderStays
		? translateRich(locale, 'headline.search', params)
		: translateRich(locale, 'headline.searchLost', {
				...params,
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
	return translateRich(locale, 'headline.strength', {
		strength: strengthPhrase(f.perturbation, s.step, locale),
		change: formatPoints(s.change, f.unitScale, locale),
		tau: formatTau(s.tau, locale),
		steps: f.steps,
		lowest: formatTau(f.lowestTau, locale),
		kept: formatShare(s.leaderKept, locale)
	});
}

/** A sample run's headline facts with the English sentence the results JSON carries. */
export function headline(
	summary: RunSummary,
	tauDraws: ArrayLike<number>,
	unitScale: boolean
): SampleFacts & { readonly text: string } {
	const facts = sampleFacts(summary, tauDraws, unitScale);
	return { ...facts, text: headlineText(facts, 'en') };
}
