/**
 * What the verdict sentence that opens every analysis says, as numbers and codes: how far scores
 * moved measured against sampling noise, beside how the ranking held measured against its noise
 * floor, by what the perturbation imitates (noise, shift, grading, entrants) and by draw type, so
 * that it never claims more than the draws are. The facts are plain data, kept with a run and
 * read back from a saved result (`schemas/result-headline.ts`); `src/report/headline-text.ts`
 * words them in a language (every adjective there is chosen from these numbers).
 */
import { changesOfScores, noiseUnits, tauVerdict, type TauVerdict } from './noise-units.ts';
import {
	changeBand,
	changeFacts,
	fewItemsOf,
	floorFacts,
	verdictCounts,
	type ChangeFacts,
	type FewItems,
	type FloorFacts,
	type FloorFigures,
	type ShiftBand,
	type TauFacts,
	type VerdictCounts
} from './noise-facts.ts';
import {
	CATALOGUE,
	type Imitates,
	type PerturbationKind,
	type Recipe
} from './perturbations/catalogue.ts';
import { spread } from './draw-change.ts';
import type { KindRecipe } from './perturbations/kind-module.ts';
import { kindModule } from './perturbations/registry.ts';
import type { AggregateMethod } from './perturbations/model-set.ts';
import type { SearchOutcome } from './search.ts';
import type { SplitChange } from './split-change.ts';
import type { NoiseFloor } from './stats/noise-floor.ts';
import type { RunSummary } from './summary.ts';
import { replicationSettlesAt, type SweepRow } from './sweep.ts';
import type { ChangeBasis, VariantsSummary } from './variants.ts';

/** What a `sample` run's headline says. */
export interface SampleFacts {
	readonly kind: 'sample';
	readonly imitates: Imitates;
	readonly unitScale: boolean;
	/** Items in each draw (the full set for a bootstrap, fewer for a subsample) and in the set. */
	readonly drawItems: number;
	readonly nItems: number;
	/** Whether the draws are the floor's kind of test set: full-size resamples of the same pool. */
	readonly sameAsFloor: boolean;
	/** Largest distance from a reference score to an end of its 95% percentile interval... */
	readonly maxSwing: number;
	/** ...and the model it belongs to. */
	readonly swingModel: string;
	/** tau-b with the full set over the draws: median, 5% and 95% quantiles. */
	readonly tau: { readonly median: number; readonly q05: number; readonly q95: number };
	/** The histogram's threshold (5% quantile rounded down to two decimals; NaN: undefined)... */
	readonly tauThreshold: number;
	/** ...and the exact share of draws whose tau-b reaches it. */
	readonly tauShare: number;
	readonly leader: string;
	readonly leaderKept: number;
	/** Draws the leader took part in, out of `nDraws` (fewer only under a model-set change). */
	readonly leaderPresent: number;
	readonly nDraws: number;
	readonly change: ChangeFacts;
	/** The median tau-b against a resample's against the full set. */
	readonly tauReading: TauFacts;
	readonly floor: FloorFacts | null;
	/** Too few shared items: numbers without a verdict (null: enough). */
	readonly fewItems: FewItems | null;
	/** A model-set change: who was removed and added, and how the leaderboard ranks. */
	readonly entrants: {
		readonly removeShare: number;
		readonly addWeak: number;
		readonly method: AggregateMethod;
	} | null;
}

/** A two-part split's models, by name, as the headline reads them (`split-change.ts`). */
export interface SplitFacts {
	/** Which part is second: `from` a cut-off (a time split) or another variant. */
	readonly cutoff: string | null;
	/** Models that dropped beyond noise and beyond the others: name, change, change / noise. */
	readonly dropped: readonly SplitMove[];
	readonly rose: readonly SplitMove[];
	/** Smallest and largest change of the other models (score units). */
	readonly othersLow: number;
	readonly othersHigh: number;
	/** Models compared. */
	readonly models: number;
}

interface SplitMove {
	readonly model: string;
	readonly change: number;
	readonly inNoise: number;
}

/** What a `variants` run's headline says. */
export interface VariantsFacts {
	readonly kind: 'variants';
	readonly imitates: Imitates;
	readonly unitScale: boolean;
	/**
	 * `changeBasis` `reference`: `maxChange` is the largest |variant - reference| score change;
	 * `acrossVariants` (thresholds): the largest spread of one model's pass share across the
	 * thresholds (`NaN` for a single threshold), since a pass share and the reference's mean score
	 * are different quantities (the sentence then compares rankings only).
	 */
	readonly changeBasis: ChangeBasis;
	readonly nVariants: number;
	/** Largest |variant score - reference score| of any model in any variant, and its model. */
	readonly maxChange: number;
	readonly maxChangeModel: string;
	/** Per variant, its own change (mean over models of |change|): median, smallest, largest. */
	readonly typical: number;
	readonly moveLow: number;
	readonly moveHigh: number;
	/** `typical` / a resample's median change (NaN: no floor). */
	readonly inNoise: number;
	/** `within` when `typical` is at most a resample's 95% quantile of change. */
	readonly band: ShiftBand | null;
	/** Per variant, median over models of |change| / SE: smallest and largest (NaN: no floor). */
	readonly unitsLow: number;
	readonly unitsHigh: number;
	readonly tauMin: number;
	readonly tauMax: number;
	/** Variants below, inside and above the floor of a resample against the full set. */
	readonly verdicts: VerdictCounts | null;
	readonly leader: string;
	/** Variants with the leader first (a tie among k counts 1/k). */
	readonly leaderFirst: number;
	readonly floor: FloorFacts | null;
	/** A run of two variants that split the items: who dropped and who rose (null otherwise). */
	readonly split: SplitFacts | null;
	readonly fewItems: FewItems | null;
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
	/** Models ranked first under the certificate (the leader among them when it stays first). */
	readonly first: readonly string[];
	/** The leader's share of first place under the certificate: 1, 1/k (tied) or 0. */
	readonly leaderFirst: number;
	readonly maxChange: number;
	readonly change: ChangeFacts;
	readonly tauReading: TauFacts;
	readonly floor: FloorFacts | null;
	readonly fewItems: FewItems | null;
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

/** What a strength sweep's headline says: its strongest step, and where it leaves the floor. */
export interface StrengthSweepFacts {
	readonly kind: 'strengthSweep';
	readonly imitates: Imitates;
	readonly unitScale: boolean;
	/** The swept kind (its strength field names the step). */
	readonly perturbation: PerturbationKind;
	/** Each step is one search (a worst-case sweep): its certificate, not draws. */
	readonly search: boolean;
	readonly steps: number;
	/**
	 * The strongest (last) step: its strength, typical score change (a search: its certificate's
	 * change), median tau-b and the leader's share of first place.
	 */
	readonly strongest: {
		readonly step: number;
		readonly change: number;
		readonly tau: number;
		readonly leaderKept: number;
	} | null;
	/** The lowest median tau-b over the steps. */
	readonly lowestTau: number;
	/** The first step whose median tau-b falls below the floor's 5% quantile, if any. */
	readonly firstBelow: { readonly step: number; readonly tau: number } | null;
	readonly floor: FloorFacts | null;
	readonly fewItems: FewItems | null;
}

export type HeadlineFacts =
	SampleFacts | VariantsFacts | SearchFacts | SizeSweepFacts | StrengthSweepFacts;

/** The threshold of a sample's histogram: the tau-b 5% quantile rounded down to two decimals. */
export function tauThresholdOf(q05: number): number {
	return Math.floor(q05 * 100 + 1e-9) / 100;
}

/**
 * Whether a recipe's draws are the floor's kind of test set: full-size resamples of the pool the
 * floor resamples (a bootstrap at strength 1 without clusters, or a cluster bootstrap at strength
 * 1 on the floor's cluster column).
 */
export function drawsAreFloorLike(
	recipe: Pick<Recipe, 'kind'> & Record<string, unknown>,
	floorCluster: string | null
): boolean {
	const module = kindModule(recipe.kind);
	return module.isNoiseItself?.(recipe as KindRecipe, floorCluster) ?? false;
}

/** Items in each draw of a sample recipe (a subsample keeps fewer). */
export function drawItemsOf(recipe: Recipe, nItems: number): number {
	return kindModule(recipe.kind).drawItems?.(recipe, nItems) ?? nItems;
}

/** The model whose 95% interval end lies farthest from its reference score. */
function widestModel(summary: RunSummary): string {
	let best = '';
	let far = -1;
	for (const m of summary.models) {
		const swing = Math.max(m.reference - m.q025, m.q975 - m.reference);
		if (swing > far) {
			far = swing;
			best = m.model;
		}
	}
	return best;
}

/** What a sample run is beside the reference and the floor (context the summary lacks). */
interface SampleContext {
	readonly recipe: Recipe;
	readonly nItems: number;
	readonly unitScale: boolean;
	readonly floor: NoiseFloor | null;
	/** The cluster column the floor resampled (null: items). */
	readonly floorCluster: string | null;
	/** Items every model has a score on (`shared-items.ts`; default: all of them). */
	readonly sharedItems?: number;
}

/** The changes of a sample run from its summary, by matrix column. */
export function changesOfSummary(summary: RunSummary) {
	const M = summary.models.length;
	const meanScores = new Float64Array(M);
	const medianAbsChange = new Float64Array(M);
	for (const m of summary.models) {
		meanScores[m.index] = m.mean;
		medianAbsChange[m.index] = m.medianAbsChange;
	}
	return { meanScores, medianAbsChange, typicalDrawChange: summary.drawChange.median };
}

/** Reference scores of a summary, by matrix column. */
function referenceOfSummary(summary: RunSummary): Float64Array {
	const refs = new Float64Array(summary.models.length);
	for (const m of summary.models) refs[m.index] = m.reference;
	return refs;
}

/** The facts of a `sample` run's headline. */
export function sampleFacts(
	summary: RunSummary,
	tauDraws: ArrayLike<number>,
	ctx: SampleContext
): SampleFacts {
	const threshold = tauThresholdOf(summary.tau.q05);
	let reach = 0;
	for (let d = 0; d < summary.nDraws; d++) if (tauDraws[d] >= threshold) reach++;
	// in matrix column order, as the floor's standard errors are
	const units = noiseUnits(
		changesOfSummary(summary),
		referenceOfSummary(summary),
		ctx.floor,
		summary.tau.median
	);
	const r = ctx.recipe;
	const floor = floorFacts(ctx.floor);
	return {
		kind: 'sample',
		imitates: CATALOGUE[r.kind].imitates,
		unitScale: ctx.unitScale,
		drawItems: drawItemsOf(r, ctx.nItems),
		nItems: ctx.nItems,
		sameAsFloor:
			ctx.floor !== null &&
			drawsAreFloorLike(r as Recipe & Record<string, unknown>, ctx.floorCluster),
		maxSwing: summary.maxSwing,
		swingModel: widestModel(summary),
		tau: { median: summary.tau.median, q05: summary.tau.q05, q95: summary.tau.q95 },
		tauThreshold: threshold,
		tauShare: summary.nDraws ? reach / summary.nDraws : Number.NaN,
		leader: summary.models[0]?.model ?? '',
		leaderKept: summary.leaderKept,
		leaderPresent: summary.leaderPresent ?? summary.nDraws,
		nDraws: summary.nDraws,
		change: changeFacts(units, floor),
		tauReading: {
			verdict: units.tauVerdict,
			resamplesMovingMore: units.resamplesMovingMore
		},
		floor,
		fewItems: fewItemsOf(ctx.sharedItems ?? ctx.nItems),
		entrants: kindModule(r.kind).entrantsOf?.(r) ?? null
	};
}

/** Smallest and largest of the defined values (NaN, NaN when none is). */
function range(values: readonly number[]): [number, number] {
	const ok = values.filter((v) => v === v);
	return ok.length ? [Math.min(...ok), Math.max(...ok)] : [Number.NaN, Number.NaN];
}

/** Per variant: its own change (score units), typical |change| / SE, and the tau verdict. */
interface VariantNoise {
	readonly meanAbsShift: number;
	readonly typical: number;
	readonly tauVerdict: TauVerdict | null;
}

/** A split's facts by model name (null: not a split). */
export function splitFacts(
	split: SplitChange | null,
	models: readonly string[],
	cutoff: string | null
): SplitFacts | null {
	if (!split) return null;
	const move = (m: number): SplitMove => {
		const row = split.models.find((r) => r.index === m)!;
		return { model: models[m] ?? '', change: row.change, inNoise: row.changeInNoise };
	};
	return {
		cutoff,
		dropped: split.dropped.map(move),
		rose: split.rose.map(move),
		othersLow: split.othersLow,
		othersHigh: split.othersHigh,
		models: split.models.length
	};
}

/** What a variants run adds to its summary: the floor, the split, the shared items. */
interface VariantsContext {
	readonly imitates: Imitates;
	readonly unitScale: boolean;
	readonly floor: NoiseFloor | null;
	readonly split?: SplitFacts | null;
	readonly sharedItems?: number;
	readonly nItems: number;
}

/** The facts of a `variants` run's headline (`perVariant` from `variantNoiseUnits`). */
export function variantsFacts(
	v: VariantsSummary,
	perVariant: readonly VariantNoise[],
	models: readonly string[],
	ctx: VariantsContext
): VariantsFacts {
	const [moveLow, moveHigh] = range(perVariant.map((p) => p.meanAbsShift));
	const [unitsLow, unitsHigh] = range(perVariant.map((p) => p.typical));
	const typical = spread(perVariant.map((p) => p.meanAbsShift)).median;
	const floor = floorFacts(ctx.floor);
	const noise = floor?.noiseChange ?? Number.NaN;
	let maxModel = '';
	for (const m of v.models) {
		if (Math.max(Math.abs(m.min - m.reference), Math.abs(m.max - m.reference)) === v.maxChange) {
			maxModel = m.model;
			break;
		}
	}
	return {
		kind: 'variants',
		imitates: ctx.imitates,
		// pass shares are fractions whatever the scale of the scores they were cut from
		unitScale: v.changeBasis === 'acrossVariants' ? true : ctx.unitScale,
		changeBasis: v.changeBasis,
		nVariants: v.nVariants,
		maxChange: v.maxChange,
		maxChangeModel: maxModel || (models[v.leader] ?? ''),
		typical,
		moveLow,
		moveHigh,
		inNoise: noise > 0 ? typical / noise : Number.NaN,
		band: changeBand(typical, floor),
		unitsLow,
		unitsHigh,
		tauMin: v.tauMin,
		tauMax: v.tauMax,
		verdicts: verdictCounts(
			perVariant.map((p) => p.tauVerdict),
			ctx.floor
		),
		leader: v.models[0]?.model ?? '',
		leaderFirst: v.leaderFirst,
		floor,
		split: ctx.split ?? null,
		fewItems: fewItemsOf(ctx.sharedItems ?? ctx.nItems)
	};
}

/** The facts of a `search` run's headline. */
export function searchFacts(
	s: SearchOutcome,
	reference: { readonly scores: ArrayLike<number>; readonly order: readonly number[] },
	models: readonly string[],
	maxChange: number,
	unitScale: boolean,
	floor: NoiseFloor | null,
	sharedItems: number
): SearchFacts {
	const first: string[] = [];
	for (let m = 0; m < s.ranks.length; m++) if (s.ranks[m] === 1) first.push(models[m]);
	const leader = reference.order[0];
	const units = noiseUnits(
		changesOfScores(s.scores, reference.scores),
		reference.scores,
		floor,
		s.tau
	);
	const ff = floorFacts(floor);
	return {
		kind: 'search',
		unitScale,
		found: s.exact ? 'proven' : s.stopped ? 'stopped' : 'found',
		tauBound: s.exact ? null : s.tauLowerBound,
		bound: s.bound,
		tau: s.tau,
		leader: models[leader] ?? '',
		first,
		leaderFirst: s.ranks[leader] === 1 ? 1 / first.length : 0,
		maxChange,
		change: changeFacts(units, ff),
		tauReading: { verdict: units.tauVerdict, resamplesMovingMore: units.resamplesMovingMore },
		floor: ff,
		fewItems: fewItemsOf(sharedItems)
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
	unitScale: boolean,
	floor: FloorFigures | null = null,
	sharedItems = Number.POSITIVE_INFINITY
): StrengthSweepFacts {
	const strong = rows[rows.length - 1];
	let lowest = Number.NaN;
	for (const r of rows) if (r.tau.median < lowest || lowest !== lowest) lowest = r.tau.median;
	const below = floor
		? rows.find((r) => tauVerdict(r.tau.median, floor.tauFloorVsReference) === 'below')
		: undefined;
	return {
		kind: 'strengthSweep',
		imitates: CATALOGUE[perturbation].imitates,
		unitScale,
		perturbation,
		search: CATALOGUE[perturbation].drawType === 'search',
		steps: rows.length,
		strongest: strong
			? {
					step: strong.step ?? Number.NaN,
					change: strong.scoreChange.median,
					tau: strong.tau.median,
					leaderKept: strong.leaderKept
				}
			: null,
		lowestTau: lowest,
		firstBelow: below ? { step: below.step ?? Number.NaN, tau: below.tau.median } : null,
		floor: floorFacts(floor),
		fewItems: fewItemsOf(sharedItems)
	};
}

/** The message key of a kind's strength field (`field.shareKept`), or null without a strength. */
export function strengthLabelKey(kind: PerturbationKind): `field.${string}` | null {
	const entry = CATALOGUE[kind];
	const setting = entry.strength?.setting;
	const field = entry.fields.find((f) => f.setting === setting);
	return field ? `field.${field.label}` : null;
}
