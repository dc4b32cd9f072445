/**
 * Builds a run's exported result (run@5, `results.ts`) from what the run computed: the figures of
 * its draw type, the reference, the settings, the extras and the noise floor it is measured
 * against (`noise-json.ts`). The schema and the CSV exports live
 * in `results.ts`; docs/results-schema.md documents each field.
 */
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import { medianTau } from '../core/noise-units.ts';
import {
	CATALOGUE,
	type DrawType,
	type PerturbationKind,
	type Recipe
} from '../core/perturbations/catalogue.ts';
import type { NoiseFloor } from '../core/stats/noise-floor.ts';
import type { RunExtras } from '../core/run-extras.ts';
import { firstShare } from '../core/first-share.ts';
import type { SearchOutcome } from '../core/search.ts';
import type { SplitChange } from '../core/split-change.ts';
import type { RunSummary } from '../core/summary.ts';
import type { SweepRow } from '../core/sweep.ts';
import { variantRanking, type VariantsSummary } from '../core/variants.ts';
import type { FragilityJson } from '../features/items/core/fragility.ts';
import type { RankSets } from '../core/rank-sets/rank-sets.ts';
import { rankSetsJson } from './rank-sets-json.ts';
import {
	num,
	RESULTS_SCHEMA,
	type ExcludedJson,
	type FragilityResult,
	type RunResultV5,
	type SampleResult,
	type SearchResult,
	type SweepResult,
	type VariantsResult
} from './results.ts';
import { noiseJson, noiseUnitsJson, type NoiseUnitsInput } from './noise-json.ts';
import type { DrawColumns } from '../core/run-types.ts';

/** The figures of one draw type, as the run computed them. */
export type DrawTypeInput =
	| {
			readonly drawType: 'sample';
			readonly summary: RunSummary;
			readonly tauDraws: ArrayLike<number>;
	  }
	| {
			readonly drawType: 'variants';
			readonly summary: VariantsSummary;
			readonly table: DrawColumns;
			/** Two variants that split the items, model by model (`core/split-change.ts`). */
			readonly split?: SplitChange | null;
	  }
	| {
			readonly drawType: 'search';
			readonly outcome: SearchOutcome;
			readonly maxSwing: number;
	  }
	| {
			readonly drawType: 'sweep';
			readonly sweepKind: 'size' | 'strength';
			readonly rows: readonly SweepRow[];
	  };

export interface ResultInput {
	readonly dataset: RunResultV5['dataset'];
	readonly settings: AnalysisSettings;
	/** The recipe the run used (data-dependent defaults resolved), with a sweep's steps if any. */
	readonly perturbation: Recipe | Readonly<Record<string, unknown>>;
	readonly models: readonly string[];
	readonly referenceScores: ArrayLike<number>;
	/** Reference ranking (column indices, best first); from a sample summary when absent. */
	readonly order?: readonly number[];
	readonly referenceRanks?: ArrayLike<number>;
	readonly extras: RunExtras | null;
	/** The noise floor the run is measured against (absent or null: none, `noise` is null). */
	readonly floor?: NoiseFloor | null;
	/** The cluster column the floor resampled (null: items). */
	readonly floorCluster?: string | null;
	readonly headline: string;
	/**
	 * The English definitions of a draw type's figures (`report/definitions.ts` `definitionsJson`):
	 * words come from the report floor, which this floor does not import.
	 */
	readonly definitions: (drawType: DrawType) => Readonly<Record<string, string>>;
	readonly difficultyShift?: { readonly requested: number; readonly achieved: number } | null;
	readonly createdAt?: Date;
	/** The items left out of the run (absent: every item was analysed). */
	readonly excluded?: ExcludedJson;
	/** How few items decide the verdict (`fragilityJson` of the analysed matrix). */
	readonly fragility?: FragilityJson;
	/** Rank confidence sets of the reference set (absent or null: none computed). */
	readonly rankSets?: RankSets | null;
	/** The draw type's figures; absent = a sample described by `summary` and `tauDraws`. */
	readonly figures?: DrawTypeInput;
	/** A sample's summary and tau-b per draw (when `figures` is absent). */
	readonly summary?: RunSummary;
	readonly tauDraws?: ArrayLike<number>;
}

function figuresOf(input: ResultInput): DrawTypeInput {
	if (input.figures) return input.figures;
	if (!input.summary || !input.tauDraws) throw new TypeError('a sample result needs its summary');
	return { drawType: 'sample', summary: input.summary, tauDraws: input.tauDraws };
}

/** Scores of a vector by model name (own properties: a model called "__proto__" stays data). */
function scoresByName(models: readonly string[], scores: ArrayLike<number>) {
	return Object.fromEntries(models.map((m, k) => [m, num(scores[k])]));
}

function referenceOrder(input: ResultInput, figures: DrawTypeInput): readonly number[] {
	if (input.order) return input.order;
	if (figures.drawType === 'sample') return figures.summary.models.map((m) => m.index);
	if (figures.drawType === 'variants') return figures.summary.models.map((m) => m.index);
	throw new TypeError('the reference order is needed');
}

function rankOf(input: ResultInput, figures: DrawTypeInput, m: number): number {
	if (input.referenceRanks) return input.referenceRanks[m];
	const rows =
		figures.drawType === 'sample' || figures.drawType === 'variants' ? figures.summary.models : [];
	return rows.find((r) => r.index === m)?.referenceRank ?? 0;
}

function referenceStats(extras: RunExtras | null, m: number) {
	if (!extras) return {};
	return {
		se: num(extras.se[m]),
		seClustered: extras.seClustered ? num(extras.seClustered[m]) : null,
		...(extras.trials?.se
			? { seTrials: num(extras.trials.se[m]), trialsShare: num(extras.trials.withinShare![m]) }
			: {}),
		ciLow: num(extras.ciLow[m]),
		ciHigh: num(extras.ciHigh[m])
	};
}

/** The cluster column in use and its clusters, and which standard error the intervals use. */
function clusterFields(extras: RunExtras) {
	const c = extras.clusters;
	return {
		clusterColumn: extras.clusterColumn,
		clusters: c
			? {
					count: c.count,
					labelled: c.labelled,
					unlabelledItems: c.unlabelledItems,
					fewClusters: c.fewClusters
				}
			: null,
		ciBasis: extras.ciBasis
	};
}

/** The extras' pairs; `pAbove` (a share of draws) belongs to sample runs only. */
function pairsOf(extras: RunExtras, models: readonly string[], sample: boolean) {
	return extras.pairs.map((p) => ({
		a: models[p.a],
		b: models[p.b],
		pAbove: sample ? num(p.pAbove) : null,
		test: p.test,
		pValue: num(p.pValue),
		pHolm: num(p.pHolm),
		onlyA: p.onlyA,
		onlyB: p.onlyB,
		difference: num(p.difference),
		differenceSE: num(p.differenceSE),
		differenceLow: num(p.differenceLow),
		differenceHigh: num(p.differenceHigh),
		differenceDf: num(p.differenceDf),
		n: p.n
	}));
}

/** What `noiseUnitsJson` reads of a draw type's figures. */
function noiseInput(figures: DrawTypeInput): NoiseUnitsInput {
	switch (figures.drawType) {
		case 'sample':
			return { drawType: 'sample', summary: figures.summary };
		case 'variants': {
			const names: string[] = [];
			for (const v of figures.summary.variants) names[v.index] = v.name;
			return {
				drawType: 'variants',
				table: figures.table,
				names,
				tau: medianTau(figures.table.tau),
				split: figures.split ?? null
			};
		}
		case 'search':
			return { drawType: 'search', scores: figures.outcome.scores, tau: figures.outcome.tau };
		case 'sweep':
			return { drawType: 'sweep', rows: figures.rows };
	}
}

export function buildRunResult(input: ResultInput): RunResultV5 {
	const figures = figuresOf(input);
	const order = referenceOrder(input, figures);
	const { extras, models } = input;
	const perturbation = JSON.parse(JSON.stringify(input.perturbation)) as Record<string, unknown>;
	const kind = perturbation.kind as PerturbationKind;
	const floor = input.floor ?? null;
	const reference = { scores: input.referenceScores, order };
	const base = {
		schema: RESULTS_SCHEMA,
		createdAt: (input.createdAt ?? new Date()).toISOString(),
		dataset: input.dataset,
		settings: {
			...input.settings,
			thresholds: input.settings.thresholds ? [...input.settings.thresholds] : null,
			steps: input.settings.steps ? [...input.settings.steps] : null
		},
		perturbation: { ...perturbation, kind, imitates: CATALOGUE[kind].imitates },
		reference: {
			scores: scoresByName(models, input.referenceScores),
			ranking: order.map((m) => models[m])
		},
		leader: models[order[0]] ?? '',
		headline: input.headline,
		noise: noiseJson(floor, input.floorCluster ?? null, models),
		noiseUnits: noiseUnitsJson(noiseInput(figures), reference, models, kind, floor),
		...(extras
			? {
					...clusterFields(extras),
					pairs: pairsOf(extras, models, figures.drawType === 'sample')
				}
			: {}),
		...(input.difficultyShift !== undefined ? { difficultyShift: input.difficultyShift } : {}),
		...(input.excluded ? { excluded: excludedJson(input.excluded) } : {}),
		...(input.fragility ? { fragility: fragilityResult(input.fragility) } : {}),
		...(input.rankSets ? { rankSets: rankSetsJson(input.rankSets, models) } : {}),
		definitions: input.definitions(figures.drawType)
	} as const;
	const refRow = (m: number) => ({
		model: models[m],
		reference: num(input.referenceScores[m]),
		referenceRank: rankOf(input, figures, m)
	});
	switch (figures.drawType) {
		case 'sample':
			return sampleResult(base, figures, extras);
		case 'variants':
			return variantsResult(base, figures, models, extras);
		case 'search':
			return {
				...base,
				drawType: 'search',
				draws: figures.outcome.evaluated,
				models: order.map((m) => ({
					...refRow(m),
					worst: num(figures.outcome.scores[m]),
					worstRank: figures.outcome.ranks[m],
					...referenceStats(extras, m)
				})),
				search: searchJson(figures.outcome),
				leaderFirst: firstShare(figures.outcome.ranks, 0, figures.outcome.ranks.length, order[0]),
				maxSwing: num(figures.maxSwing)
			};
		case 'sweep':
			return {
				...base,
				drawType: 'sweep',
				draws: figures.rows.reduce((a, r) => a + r.draws, 0),
				sweepKind: figures.sweepKind,
				models: order.map((m) => ({ ...refRow(m), ...referenceStats(extras, m) })),
				sweep: figures.rows.map(sweepRowJson)
			};
	}
}

type BaseFields = Omit<
	SampleResult,
	| 'drawType'
	| 'models'
	| 'tau'
	| 'leaderKept'
	| 'leaderKeptSE'
	| 'leaderPresent'
	| 'maxSwing'
	| 'tauDraws'
	| 'agreement'
	| 'draws'
>;

function sampleResult(
	base: BaseFields,
	f: Extract<DrawTypeInput, { drawType: 'sample' }>,
	extras: RunExtras | null
): SampleResult {
	const s = f.summary;
	return {
		...base,
		drawType: 'sample',
		draws: s.nDraws,
		models: s.models.map((m) => ({
			model: m.model,
			reference: num(m.reference),
			referenceRank: m.referenceRank,
			mean: num(m.mean),
			q025: num(m.q025),
			q500: num(m.q500),
			q975: num(m.q975),
			rankLow: num(m.rankLow),
			rankHigh: num(m.rankHigh),
			pFirst: num(m.pFirst),
			pFirstSE: num(m.pFirstSE),
			present: m.present,
			...referenceStats(extras, m.index),
			...(extras ? { conservativeRank: extras.conservativeRank[m.index] } : {})
		})),
		tau: distribution(s.tau),
		leaderKept: num(s.leaderKept),
		leaderKeptSE: num(s.leaderKeptSE),
		leaderPresent: s.leaderPresent,
		maxSwing: num(s.maxSwing),
		tauDraws: Array.from(f.tauDraws, num),
		...(extras
			? {
					...rankingJson(extras, s),
					agreement: {
						k: extras.agreement.k,
						spearman: distribution(extras.agreement.rho),
						topKMean: num(extras.agreement.topKMean),
						topKExact: num(extras.agreement.topKExact),
						maxRankChangeMedian: num(extras.agreement.maxRankChangeMedian),
						maxRankChangeMax: num(extras.agreement.maxRankChangeMax)
					}
				}
			: {})
	};
}

/** The sample's rank probabilities, who beats whom and tie groups, by model name. */
function rankingJson(extras: RunExtras, s: RunSummary) {
	const r = extras.ranking;
	if (!r) return {};
	const names = new Map(s.models.map((m) => [m.index, m.model]));
	const name = (m: number) => names.get(m) ?? '';
	return {
		rankProbabilities: Object.fromEntries(
			r.rankModels.map((m, k) => [name(m), Array.from(r.rankProbabilities[k], num)])
		),
		pairwiseScope: r.pairwiseScope,
		pairwise: r.pairwise.map((p) => ({
			a: name(p.a),
			b: name(p.b),
			pAhead: num(p.pAhead),
			difference: num(p.difference),
			ciLow: num(p.ciLow),
			ciHigh: num(p.ciHigh),
			test: p.test,
			pValue: num(p.pValue),
			pAdjusted: num(p.pAdjusted)
		})),
		tieGroups: r.tieGroups.map((g) => g.map(name))
	};
}

function variantsResult(
	base: BaseFields,
	f: Extract<DrawTypeInput, { drawType: 'variants' }>,
	models: readonly string[],
	extras: RunExtras | null
): VariantsResult {
	const v = f.summary;
	const M = f.table.nModels;
	return {
		...base,
		drawType: 'variants',
		draws: v.nVariants,
		models: v.models.map((m) => ({
			model: m.model,
			reference: num(m.reference),
			referenceRank: m.referenceRank,
			min: num(m.min),
			max: num(m.max),
			rankMin: num(m.rankMin),
			rankMax: num(m.rankMax),
			...referenceStats(extras, m.index)
		})),
		variants: v.variants.map((row) => ({
			name: row.name,
			scores: scoresByName(models, f.table.scores.subarray(row.index * M, (row.index + 1) * M)),
			ranking: variantRanking(f.table, row.index).map((m) => models[m]),
			tau: num(row.tau)
		})),
		tau: { min: num(v.tauMin), max: num(v.tauMax), undefinedVariants: v.undefinedVariants },
		leaderFirst: v.leaderFirst,
		maxSwing: num(v.maxChange),
		maxSwingBasis: v.changeBasis
	};
}

function excludedJson(e: ExcludedJson): ExcludedJson {
	return {
		setId: e.setId,
		items: [...e.items],
		datasetItems: e.datasetItems,
		kept: e.kept,
		before: { scores: { ...e.before.scores }, ranking: [...e.before.ranking] },
		tauB: num(e.tauB ?? Number.NaN)
	};
}

/** The fragility block with non-finite shares as null (JSON has no NaN). */
function fragilityResult(f: FragilityJson): FragilityResult {
	const share = (v: number | null) => (v === null ? null : num(v));
	return {
		leaderFlip: {
			...f.leaderFlip,
			share: share(f.leaderFlip.share),
			items: [...f.leaderFlip.items]
		},
		tieRemovals: f.tieRemovals,
		tieShare: share(f.tieShare),
		tieChallenger: f.tieChallenger,
		tieItems: [...f.tieItems],
		topK: f.topK ? { ...f.topK, share: share(f.topK.share), items: [...f.topK.items] } : null
	};
}

function searchJson(s: SearchOutcome): SearchResult['search'] {
	return {
		tau: num(s.tau),
		weights: Object.fromEntries(s.categories.map((c, g) => [c, s.weights[g]])),
		method: s.method,
		evaluated: s.evaluated,
		bound: s.bound,
		tauLowerBound: s.tauLowerBound === null ? null : num(s.tauLowerBound),
		exact: s.exact,
		stopped: s.stopped
	};
}

function sweepRowJson(r: SweepRow): SweepResult['sweep'][number] {
	return {
		step: r.step,
		size: r.size,
		draws: r.draws,
		tauMedian: num(r.tau.median),
		tauQ05: num(r.tau.q05),
		tauQ95: num(r.tau.q95),
		replicationTauMedian: r.replication ? num(r.replication.median) : null,
		replicationTauQ05: r.replication ? num(r.replication.q05) : null,
		replicationTauQ95: r.replication ? num(r.replication.q95) : null,
		leaderKept: num(r.leaderKept),
		meanAbsScoreChange: num(r.scoreChange.median),
		meanAbsScoreChangeQ05: num(r.scoreChange.q05),
		meanAbsScoreChangeQ95: num(r.scoreChange.q95)
	};
}

function distribution(t: RunSummary['tau']): SampleResult['tau'] {
	return {
		mean: num(t.mean),
		median: num(t.median),
		q05: num(t.q05),
		q95: num(t.q95),
		min: num(t.min),
		undefinedDraws: t.undefinedDraws
	};
}
