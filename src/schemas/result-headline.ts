/**
 * A saved result's headline facts read back from its fields, so a saved run's verdict is worded
 * in the reader's language (`report/headline-text.ts` words them). run@5 results give the same
 * facts the run gave (noise floor and noise units included); run@3 results give facts without a
 * floor (their sentence then compares nothing with sampling noise); run@4 results (a mean change
 * that cancels for random shifts, tau-b against two resamples) and older ones keep their English
 * sentence, with a note.
 */
import { spread } from '../core/draw-change.ts';
import {
	drawItemsOf,
	drawsAreFloorLike,
	sizeSweepFacts,
	strengthSweepFacts,
	tauThresholdOf,
	type HeadlineFacts,
	type SampleFacts,
	type SplitFacts
} from '../core/headline.ts';
import {
	changeBand,
	changeFacts,
	fewItemsOf,
	floorFacts,
	verdictCounts,
	type FloorFacts
} from '../core/noise-facts.ts';
import type { TauVerdict } from '../core/noise-units.ts';
import { CATALOGUE, type Recipe } from '../core/perturbations/catalogue.ts';
import { kindModule } from '../core/perturbations/registry.ts';
import type { SweepRow } from '../core/sweep.ts';
import {
	isCurrentResult,
	rewordsHeadline,
	type NoiseJson,
	type NoiseUnitsJson,
	type RunResult,
	type RunResultV3,
	type RunResultV5,
	type SampleResult,
	type SweepResult
} from './results.ts';

const nan = (v: number | null | undefined) => (v === null || v === undefined ? Number.NaN : v);

function sweepRowOf(r: SweepResult['sweep'][number]): SweepRow {
	const spread = (m: number | null, lo: number | null, hi: number | null) => ({
		median: nan(m),
		q05: nan(lo),
		q95: nan(hi)
	});
	return {
		step: r.step,
		size: r.size,
		draws: r.draws,
		tau: spread(r.tauMedian, r.tauQ05, r.tauQ95),
		replication:
			r.replicationTauMedian === null
				? null
				: spread(r.replicationTauMedian, r.replicationTauQ05, r.replicationTauQ95),
		leaderKept: nan(r.leaderKept),
		leaderPresent: r.draws,
		scoreChange: spread(r.meanAbsScoreChange, r.meanAbsScoreChangeQ05, r.meanAbsScoreChangeQ95)
	};
}

/** The parts of a floor the sweep's facts read, from a result's `noise` (null: none). */
function floorOfJson(noise: NoiseJson | null | undefined) {
	if (!noise) return null;
	const spread = (s: NoiseJson['tauFloor']) => ({
		q05: nan(s.q05),
		median: nan(s.median),
		q95: nan(s.q95),
		draws: s.draws,
		undefinedDraws: s.undefinedDraws
	});
	return {
		tauFloor: spread(noise.tauFloor),
		tauFloorVsReference: spread(noise.tauFloorVsReference),
		leaderFloor: nan(noise.leaderFloor),
		scoreChange: spread(noise.scoreChange)
	};
}

/** The model whose 95% interval end lies farthest from its reference score (reference order). */
function widestModel(models: SampleResult['models']): string {
	let best = '';
	let far = -1;
	for (const m of models) {
		const ref = nan(m.reference);
		const swing = Math.max(ref - nan(m.q025), nan(m.q975) - ref);
		if (swing > far) {
			far = swing;
			best = m.model;
		}
	}
	return best;
}

type Current = RunResultV5 | RunResultV3;

function units(r: Current): NoiseUnitsJson | null {
	return isCurrentResult(r) ? r.noiseUnits : null;
}

function noiseOf(r: Current): NoiseJson | null {
	return isCurrentResult(r) ? r.noise : null;
}

/** Items every model has a score on (run@3 did not say: all of them). */
function sharedOf(r: Current): number {
	return isCurrentResult(r) ? r.dataset.sharedItems : r.dataset.items;
}

/** Mean over models of |mean - reference| of a sample result (run@3: no noise units). */
function meanAbsShift(r: Extract<Current, { drawType: 'sample' }>): number {
	const u = units(r);
	if (u) return nan(u.meanAbsShift);
	let sum = 0;
	let k = 0;
	for (const m of r.models) {
		const d = nan(m.mean) - nan(m.reference);
		if (d === d) {
			sum += Math.abs(d);
			k++;
		}
	}
	return k ? sum / k : Number.NaN;
}

/** A result's change facts from its noise units (run@3: the drift alone, no floor). */
function changeOf(u: NoiseUnitsJson | null, drift: number, floor: FloorFacts | null) {
	return changeFacts(
		{
			typicalDrawChange: nan(u?.typicalDrawChange),
			typicalDrawChangeInNoise: nan(u?.typicalDrawChangeInNoise),
			meanAbsShift: drift,
			typicalShiftInNoiseUnits: nan(u?.typicalShiftInNoiseUnits)
		},
		floor
	);
}

function tauOf(u: NoiseUnitsJson | null) {
	return {
		verdict: (u?.tauVerdict ?? null) as TauVerdict | null,
		resamplesMovingMore: nan(u?.resamplesMovingMore)
	};
}

function sampleOf(r: Extract<Current, { drawType: 'sample' }>, unitScale: boolean): SampleFacts {
	const threshold = tauThresholdOf(nan(r.tau.q05));
	const reach = r.tauDraws.filter((t) => t !== null && t >= threshold).length;
	const recipe = r.perturbation as unknown as Recipe & Record<string, unknown>;
	const noise = noiseOf(r);
	const u = units(r);
	const floor = floorFacts(floorOfJson(noise));
	return {
		kind: 'sample',
		imitates: CATALOGUE[r.settings.kind].imitates,
		unitScale,
		drawItems: drawItemsOf(recipe, r.dataset.items),
		nItems: r.dataset.items,
		sameAsFloor: noise !== null && drawsAreFloorLike(recipe, noise.clusterColumn),
		maxSwing: nan(r.maxSwing),
		swingModel: widestModel(r.models),
		tau: { median: nan(r.tau.median), q05: nan(r.tau.q05), q95: nan(r.tau.q95) },
		tauThreshold: threshold,
		tauShare: r.draws ? reach / r.draws : Number.NaN,
		leader: r.leader,
		leaderKept: nan(r.leaderKept),
		leaderPresent: r.leaderPresent,
		nDraws: r.draws,
		change: changeOf(u, meanAbsShift(r), floor),
		tauReading: tauOf(u),
		floor,
		fewItems: fewItemsOf(sharedOf(r)),
		entrants: kindModule(recipe.kind).entrantsOf?.(recipe) ?? null
	};
}

function range(values: readonly number[]): [number, number] {
	const ok = values.filter((v) => v === v);
	return ok.length ? [Math.min(...ok), Math.max(...ok)] : [Number.NaN, Number.NaN];
}

/** A run@5 split's facts by name (null: none). */
function splitOf(r: Extract<Current, { drawType: 'variants' }>): SplitFacts | null {
	const split = units(r)?.split;
	if (!split) return null;
	const row = (name: string) => {
		const m = split.models.find((x) => x.model === name);
		return { model: name, change: nan(m?.change), inNoise: nan(m?.changeInNoise) };
	};
	const rest = split.models
		.filter((m) => !split.dropped.includes(m.model) && !split.rose.includes(m.model))
		.map((m) => nan(m.change));
	const [othersLow, othersHigh] = range(rest);
	// the recipe's cut-off, when it has one (a time split's variants)
	const cutoff = String(r.perturbation.cutoff ?? '');
	return {
		cutoff: cutoff || null,
		dropped: split.dropped.map(row),
		rose: split.rose.map(row),
		othersLow,
		othersHigh,
		models: split.models.length
	};
}

function variantsOf(
	r: Extract<Current, { drawType: 'variants' }>,
	unitScale: boolean
): HeadlineFacts {
	const u = units(r);
	const noise = noiseOf(r);
	const floor = floorFacts(floorOfJson(noise));
	const maxChange = nan(r.maxSwing);
	const per = u?.variants ?? [];
	// run@3: each variant's mean |change| from its scores
	const moves = u
		? per.map((v) => nan(v.typicalDrawChange))
		: r.variants.map((v) => {
				const d = r.models.map((m) => Math.abs(nan(v.scores[m.model]) - nan(m.reference)));
				const ok = d.filter((x) => x === x);
				return ok.length ? ok.reduce((a, b) => a + b, 0) / ok.length : Number.NaN;
			});
	const [moveLow, moveHigh] = range(moves);
	const [unitsLow, unitsHigh] = range(per.map((v) => nan(v.typicalShiftInNoiseUnits)));
	const typical = spread(moves).median;
	const widest = r.models.find(
		(m) =>
			Math.max(Math.abs(nan(m.min) - nan(m.reference)), Math.abs(nan(m.max) - nan(m.reference))) ===
			maxChange
	);
	// a threshold run's maxSwing is the spread of pass shares across its thresholds (results
	// saved before `maxSwingBasis` compared with the reference, and are read as such)
	const across = r.maxSwingBasis === 'acrossVariants';
	const noiseChange = floor?.noiseChange ?? Number.NaN;
	return {
		kind: 'variants',
		imitates: CATALOGUE[r.settings.kind].imitates,
		unitScale: across ? true : unitScale,
		changeBasis: across ? 'acrossVariants' : 'reference',
		nVariants: r.draws,
		maxChange,
		maxChangeModel: widest?.model ?? r.leader,
		typical,
		moveLow,
		moveHigh,
		inNoise: noiseChange > 0 ? typical / noiseChange : Number.NaN,
		band: changeBand(typical, floor),
		unitsLow,
		unitsHigh,
		tauMin: nan(r.tau.min),
		tauMax: nan(r.tau.max),
		verdicts: verdictCounts(
			per.map((v) => v.tauVerdict),
			noise
		),
		leader: r.leader,
		leaderFirst: r.leaderFirst,
		floor,
		split: splitOf(r),
		fewItems: fewItemsOf(sharedOf(r))
	};
}

/**
 * What a saved result's headline says, read back from its fields (so a saved run's verdict can be
 * shown in the reader's language); null for results that keep their English sentence (run@4 and
 * before run@3). `unitScale`: the dataset's scores are fractions (then changes are in points).
 */
export function resultHeadlineFacts(r: RunResult, unitScale: boolean): HeadlineFacts | null {
	if (!rewordsHeadline(r)) return null;
	switch (r.drawType) {
		case 'sample':
			return sampleOf(r, unitScale);
		case 'variants':
			return variantsOf(r, unitScale);
		case 'search': {
			const u = units(r);
			const floor = floorFacts(floorOfJson(noiseOf(r)));
			const maxChange = nan(r.maxSwing);
			const move = u
				? nan(u.meanAbsShift)
				: r.models.reduce((a, m) => a + Math.abs(nan(m.worst) - nan(m.reference)), 0) /
					r.models.length;
			const first = r.models.filter((m) => m.worstRank === 1).map((m) => m.model);
			return {
				kind: 'search',
				unitScale,
				found: r.search.exact ? 'proven' : r.search.stopped ? 'stopped' : 'found',
				tauBound:
					r.search.exact || r.search.tauLowerBound === null ? null : nan(r.search.tauLowerBound),
				bound: r.search.bound,
				tau: nan(r.search.tau),
				leader: r.leader,
				first,
				// run@3 wrote whether the leader had rank 1: shared with the others ranked first
				leaderFirst:
					typeof r.leaderFirst === 'number'
						? r.leaderFirst
						: r.leaderFirst
							? 1 / Math.max(first.length, 1)
							: 0,
				maxChange,
				change: changeOf(u, move, floor),
				tauReading: tauOf(u),
				floor,
				fewItems: fewItemsOf(sharedOf(r))
			};
		}
		case 'sweep': {
			const rows = r.sweep.map(sweepRowOf);
			return r.sweepKind === 'size'
				? sizeSweepFacts(rows, r.dataset.items)
				: strengthSweepFacts(
						rows,
						r.settings.kind,
						unitScale,
						floorOfJson(noiseOf(r)),
						sharedOf(r)
					);
		}
	}
}
