/**
 * What the verdict sentence that opens every analysis says, as numbers and codes: how far scores
 * moved measured against sampling noise, beside how the ranking held measured against its noise
 * floor, by what the perturbation imitates (noise, shift, grading, entrants) and by draw type, so
 * that it never claims more than the draws are. The facts are plain data, kept with a run and
 * read back from a saved result (`schemas/result-headline.ts`); `src/report/headline-text.ts`
 * words them in a language (every adjective there is chosen from these numbers).
 */
import { NOISE_BAND, noiseUnits, tauVerdict, type TauVerdict } from './noise-units.ts';
import {
	CATALOGUE,
	type Imitates,
	type PerturbationKind,
	type Recipe
} from './perturbations/catalogue.ts';
import type { AggregateMethod } from './perturbations/model-set.ts';
import type { SearchOutcome } from './search.ts';
import type { NoiseFloor } from './stats/noise-floor.ts';
import type { RunSummary } from './summary.ts';
import { replicationSettlesAt, type SweepRow } from './sweep.ts';
import type { ChangeBasis, VariantsSummary } from './variants.ts';

/** The noise floor as a sentence reads it. */
export interface FloorFacts {
	/** tau-b between two test sets of this size from the same pool: 5% and 95% quantiles. */
	readonly tauLow: number;
	readonly tauHigh: number;
	/** Share of such test sets in which the reference leader is first. */
	readonly leaderFloor: number;
	/** Per test set, mean over models of |score change| that sampling noise alone gives (median). */
	readonly noiseChange: number;
}

/** How a score shift reads against sampling noise: within 1.96 standard errors, or beyond. */
export type ShiftBand = 'within' | 'beyond';

/** A run's score shift against sampling noise. */
interface ShiftFacts {
	/** Mean over models of |mean score - reference score| (score units). */
	readonly meanAbsShift: number;
	/** Median over models of |shift| / SE; NaN without a floor. */
	readonly typical: number;
	readonly band: ShiftBand | null;
}

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
	readonly shift: ShiftFacts;
	readonly tauVerdict: TauVerdict | null;
	readonly floor: FloorFacts | null;
	/** A model-set change: who was removed and added, and how the leaderboard ranks. */
	readonly entrants: {
		readonly removeShare: number;
		readonly addWeak: number;
		readonly method: AggregateMethod;
	} | null;
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
	/** Per variant, mean over models of |change|: smallest and largest over the variants. */
	readonly moveLow: number;
	readonly moveHigh: number;
	/** Per variant, median over models of |change| / SE: smallest and largest (NaN: no floor). */
	readonly unitsLow: number;
	readonly unitsHigh: number;
	readonly band: ShiftBand | null;
	readonly tauMin: number;
	readonly tauMax: number;
	/** Variants whose tau-b is inside the noise floor (null without a floor). */
	readonly inside: number | null;
	readonly leader: string;
	readonly leaderFirst: number;
	readonly floor: FloorFacts | null;
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
	readonly shift: ShiftFacts;
	readonly tauVerdict: TauVerdict | null;
	readonly floor: FloorFacts | null;
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
	/** The first step whose median tau-b falls below the floor's 5% quantile, if any. */
	readonly firstBelow: { readonly step: number; readonly tau: number } | null;
	readonly floor: FloorFacts | null;
}

export type HeadlineFacts =
	SampleFacts | VariantsFacts | SearchFacts | SizeSweepFacts | StrengthSweepFacts;

/** The threshold of a sample's histogram: the tau-b 5% quantile rounded down to two decimals. */
export function tauThresholdOf(q05: number): number {
	return Math.floor(q05 * 100 + 1e-9) / 100;
}

/** The floor as a sentence reads it (null: no floor). */
function floorFacts(floor: NoiseFloor | null | undefined): FloorFacts | null {
	if (!floor) return null;
	return {
		tauLow: floor.tauFloor.q05,
		tauHigh: floor.tauFloor.q95,
		leaderFloor: floor.leaderFloor,
		noiseChange: floor.scoreChange.median
	};
}

/** Whether a typical shift of `units` standard errors is within sampling noise or beyond it. */
export function shiftBand(units: number): ShiftBand | null {
	if (!(units === units)) return null;
	return units < NOISE_BAND ? 'within' : 'beyond';
}

/** Shift facts from a mean absolute shift and a typical shift in noise units. */
export function shiftFacts(meanAbsShift: number, typical: number): ShiftFacts {
	return { meanAbsShift, typical, band: shiftBand(typical) };
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
	if (recipe.kind === 'bootstrap') return recipe.strength === 1 && floorCluster === null;
	if (recipe.kind === 'clusterBootstrap') {
		return recipe.strength === 1 && floorCluster !== null && recipe.column === floorCluster;
	}
	return false;
}

/** Items in each draw of a sample recipe (a subsample keeps fewer). */
export function drawItemsOf(recipe: Recipe, nItems: number): number {
	return recipe.kind === 'subsample'
		? Math.min(nItems, Math.max(1, Math.round(recipe.fraction * nItems)))
		: nItems;
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
	const M = summary.models.length;
	const means = new Float64Array(M);
	const refs = new Float64Array(M);
	// in matrix column order, as the floor's standard errors are
	for (const m of summary.models) {
		means[m.index] = m.mean;
		refs[m.index] = m.reference;
	}
	const units = noiseUnits(means, refs, ctx.floor, summary.tau.median);
	const r = ctx.recipe;
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
		shift: shiftFacts(units.meanAbsShift, units.typicalShiftInNoiseUnits),
		tauVerdict: units.tauVerdict,
		floor: floorFacts(ctx.floor),
		entrants:
			r.kind === 'modelSet'
				? { removeShare: r.removeShare, addWeak: r.addWeak, method: r.method }
				: null
	};
}

/** Smallest and largest of the defined values (NaN, NaN when none is). */
function range(values: readonly number[]): [number, number] {
	const ok = values.filter((v) => v === v);
	return ok.length ? [Math.min(...ok), Math.max(...ok)] : [Number.NaN, Number.NaN];
}

/** Per variant: mean |change| (score units), typical |change| / SE, and the tau verdict. */
interface VariantNoise {
	readonly meanAbsShift: number;
	readonly typical: number;
	readonly tauVerdict: TauVerdict | null;
}

/** The facts of a `variants` run's headline (`perVariant` from `variantNoiseUnits`). */
export function variantsFacts(
	v: VariantsSummary,
	perVariant: readonly VariantNoise[],
	models: readonly string[],
	imitates: Imitates,
	unitScale: boolean,
	floor: NoiseFloor | null
): VariantsFacts {
	const [moveLow, moveHigh] = range(perVariant.map((p) => p.meanAbsShift));
	const [unitsLow, unitsHigh] = range(perVariant.map((p) => p.typical));
	let maxModel = '';
	for (const m of v.models) {
		if (Math.max(Math.abs(m.min - m.reference), Math.abs(m.max - m.reference)) === v.maxChange) {
			maxModel = m.model;
			break;
		}
	}
	return {
		kind: 'variants',
		imitates,
		// pass shares are fractions whatever the scale of the scores they were cut from
		unitScale: v.changeBasis === 'acrossVariants' ? true : unitScale,
		changeBasis: v.changeBasis,
		nVariants: v.nVariants,
		maxChange: v.maxChange,
		maxChangeModel: maxModel || (models[v.leader] ?? ''),
		moveLow,
		moveHigh,
		unitsLow,
		unitsHigh,
		band: shiftBand(unitsHigh),
		tauMin: v.tauMin,
		tauMax: v.tauMax,
		inside: floor ? perVariant.filter((p) => p.tauVerdict === 'inside').length : null,
		leader: v.models[0]?.model ?? '',
		leaderFirst: v.leaderFirst,
		floor: floorFacts(floor)
	};
}

/** The facts of a `search` run's headline. */
export function searchFacts(
	s: SearchOutcome,
	reference: { readonly scores: ArrayLike<number>; readonly order: readonly number[] },
	models: readonly string[],
	maxChange: number,
	unitScale: boolean,
	floor: NoiseFloor | null
): SearchFacts {
	const first: string[] = [];
	for (let m = 0; m < s.ranks.length; m++) if (s.ranks[m] === 1) first.push(models[m]);
	const leader = reference.order[0];
	const units = noiseUnits(s.scores, reference.scores, floor, s.tau);
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
		maxChange,
		shift: shiftFacts(units.meanAbsShift, units.typicalShiftInNoiseUnits),
		tauVerdict: units.tauVerdict,
		floor: floorFacts(floor)
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
	floor: NoiseFloor | null = null
): StrengthSweepFacts {
	const strong = rows[rows.length - 1];
	let lowest = Number.NaN;
	for (const r of rows) if (r.tau.median < lowest || lowest !== lowest) lowest = r.tau.median;
	const below = floor ? rows.find((r) => tauVerdict(r.tau.median, floor) === 'below') : undefined;
	return {
		kind: 'strengthSweep',
		imitates: CATALOGUE[perturbation].imitates,
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
		lowestTau: lowest,
		firstBelow: below ? { step: below.step ?? Number.NaN, tau: below.tau.median } : null,
		floor: floorFacts(floor)
	};
}

/** The message key of a kind's strength field (`field.shareKept`), or null without a strength. */
export function strengthLabelKey(kind: PerturbationKind): `field.${string}` | null {
	const entry = CATALOGUE[kind];
	const setting = entry.strength?.setting;
	const field = entry.fields.find((f) => f.setting === setting);
	return field ? `field.${field.label}` : null;
}
