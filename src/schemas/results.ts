/**
 * The exported results of a run (JSON), versioned by `schema`. Documented field by field in the
 * README ("Results schema"); change the version when a field changes meaning.
 *
 * run@3 (current) says what the run's draws are (`drawType`: sample | variants | search | sweep)
 * and carries only what that draw type may claim: percentile intervals, P(first) (ties share
 * 1/k) and their Monte Carlo errors for a sample; each variant and the min-max across them for
 * variants; the worst case with its certificate for a search; one row per step for a sweep.
 * run@2 and run@1 files still validate (`RunResultV2Schema`); their P(first) counted every tied
 * model as first and fixed variants carried "95%" intervals: the app shows them with a note.
 */
import { z } from 'zod';
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import { definitionsFor, definitionText } from '../core/definitions.ts';
import {
	sizeSweepFacts,
	strengthSweepFacts,
	tauThresholdOf,
	type HeadlineFacts
} from '../core/headline.ts';
import type { DrawType, Recipe } from '../core/perturbations/catalogue.ts';
import type { RunExtras } from '../core/run-extras.ts';
import type { SearchOutcome } from '../core/search.ts';
import type { DrawColumns, RunSummary } from '../core/summary.ts';
import type { SweepRow } from '../core/sweep.ts';
import { variantRanking, type VariantsSummary } from '../core/variants.ts';
import { AnalysisSettingsSchema } from './settings.ts';

export const RESULTS_SCHEMA = 'perturbation-sandbox/run@3';
export const RESULTS_SCHEMA_V2 = 'perturbation-sandbox/run@2';
export const RESULTS_SCHEMA_V1 = 'perturbation-sandbox/run@1';

const n = () => z.number().nullable();
const Scores = z.record(z.string(), z.number().nullable());

const DatasetSchema = z.object({
	id: z.string(),
	name: z.string(),
	items: z.number().int(),
	models: z.number().int(),
	valueType: z.enum(['binary', 'continuous']),
	missingCells: z.number().int()
});

const DistributionSchema = z.object({
	mean: n(),
	median: n(),
	q05: n(),
	q95: n(),
	min: n(),
	undefinedDraws: z.number().int()
});

/**
 * Per-model figures of the reference set (the "stats" extras: standard errors and the 95%
 * interval they give), in every draw type: they describe the full test set, not the draws.
 */
const ReferenceStats = {
	se: n().optional(),
	seClustered: n().optional(),
	ciLow: n().optional(),
	ciHigh: n().optional()
};

const PairSchema = z.object({
	a: z.string(),
	b: z.string(),
	/** Share of draws in which a scores above b: sample runs only (null otherwise). */
	pAbove: n(),
	test: z.enum(['mcnemar', 'ttest', 'clusteredT']),
	pValue: n(),
	pHolm: n().optional(),
	onlyA: n(),
	onlyB: n(),
	/** run@2 only (t-tests): mean of a - b; run@3 writes `difference` for every test. */
	meanDifference: n().optional(),
	difference: n().optional(),
	differenceSE: n().optional(),
	differenceLow: n().optional(),
	differenceHigh: n().optional(),
	differenceDf: n().optional(),
	n: z.number().int().optional()
});

const ClustersSchema = z
	.object({
		count: z.number().int(),
		labelled: z.number().int(),
		unlabelledItems: z.number().int(),
		fewClusters: z.boolean()
	})
	.nullable()
	.optional();

const Base = {
	schema: z.literal(RESULTS_SCHEMA),
	createdAt: z.string(),
	dataset: DatasetSchema,
	settings: AnalysisSettingsSchema,
	perturbation: z.record(z.string(), z.unknown()),
	draws: z.number().int(),
	reference: z.object({ scores: Scores, ranking: z.array(z.string()) }),
	leader: z.string(),
	headline: z.string(),
	clusterColumn: z.string().nullable().optional(),
	clusters: ClustersSchema,
	ciBasis: z.enum(['plain', 'clustered']).optional(),
	pairs: z.array(PairSchema).optional(),
	/** Difficulty shift: the shift requested and the one achieved, in SDs of difficulty. */
	difficultyShift: z.object({ requested: z.number(), achieved: n() }).nullable().optional(),
	definitions: z.record(z.string(), z.string())
};

const SampleSchema = z.object({
	...Base,
	drawType: z.literal('sample'),
	models: z.array(
		z.object({
			model: z.string(),
			reference: n(),
			referenceRank: z.number().int(),
			mean: n(),
			q025: n(),
			q500: n(),
			q975: n(),
			rankLow: n(),
			rankHigh: n(),
			pFirst: n(),
			pFirstSE: n(),
			present: z.number().int(),
			...ReferenceStats,
			conservativeRank: z.number().int().nullable().optional()
		})
	),
	tau: DistributionSchema,
	leaderKept: n(),
	leaderKeptSE: n(),
	leaderPresent: z.number().int(),
	maxSwing: n(),
	tauDraws: z.array(z.number().nullable()),
	agreement: z
		.object({
			k: z.number().int(),
			spearman: DistributionSchema,
			topKMean: n(),
			topKExact: n(),
			maxRankChangeMedian: n(),
			maxRankChangeMax: n()
		})
		.optional()
});

const VariantsSchema = z.object({
	...Base,
	drawType: z.literal('variants'),
	models: z.array(
		z.object({
			model: z.string(),
			reference: n(),
			referenceRank: z.number().int(),
			min: n(),
			max: n(),
			rankMin: n(),
			rankMax: n(),
			...ReferenceStats
		})
	),
	variants: z.array(
		z.object({ name: z.string(), scores: Scores, ranking: z.array(z.string()), tau: n() })
	),
	tau: z.object({ min: n(), max: n(), undefinedVariants: z.number().int() }),
	leaderFirst: z.number().int(),
	maxSwing: n()
});

const SearchSchema = z.object({
	...Base,
	drawType: z.literal('search'),
	models: z.array(
		z.object({
			model: z.string(),
			reference: n(),
			referenceRank: z.number().int(),
			worst: n(),
			worstRank: z.number().int(),
			...ReferenceStats
		})
	),
	search: z.object({
		tau: n(),
		weights: z.record(z.string(), z.number()),
		method: z.string(),
		evaluated: z.number().int(),
		bound: z.number(),
		tauLowerBound: n(),
		exact: z.boolean(),
		stopped: z.boolean()
	}),
	leaderFirst: z.boolean(),
	maxSwing: n()
});

const SweepRowSchema = z.object({
	step: n(),
	size: z.number().int().nullable(),
	draws: z.number().int(),
	tauMedian: n(),
	tauQ05: n(),
	tauQ95: n(),
	replicationTauMedian: n(),
	replicationTauQ05: n(),
	replicationTauQ95: n(),
	leaderKept: n(),
	meanAbsScoreChange: n(),
	meanAbsScoreChangeQ05: n(),
	meanAbsScoreChangeQ95: n()
});

const SweepSchema = z.object({
	...Base,
	drawType: z.literal('sweep'),
	/** `size`: the size sweep; `strength`: the kind's strength swept over `steps`. */
	sweepKind: z.enum(['size', 'strength']),
	models: z.array(
		z.object({
			model: z.string(),
			reference: n(),
			referenceRank: z.number().int(),
			...ReferenceStats
		})
	),
	sweep: z.array(SweepRowSchema)
});

export const RunResultV3Schema = z.discriminatedUnion('drawType', [
	SampleSchema,
	VariantsSchema,
	SearchSchema,
	SweepSchema
]);

/** run@1 settings: bootstrap or subsample only. */
const RunSettingsV1Schema = z.object({
	kind: z.enum(['bootstrap', 'subsample']),
	fraction: z.number().gt(0).max(1),
	draws: z.number().int().min(1),
	seed: z.number().int().min(0)
});

/** run@2 settings, with the bounds run@2 accepted. */
const RunSettingsV2Schema = z.object({
	kind: AnalysisSettingsSchema.shape.kind,
	draws: z.number().int().min(1).max(100_000),
	seed: AnalysisSettingsSchema.shape.seed,
	fraction: z.number().gt(0).max(1),
	strength: z.number().finite().nullable(),
	column: z.string().min(1).max(200).nullable(),
	cutoff: z.string().max(40).nullable(),
	mode: z.enum(['cell', 'key']),
	method: z.enum(['mean', 'winRate', 'bradleyTerry']),
	addWeak: z.number().int().min(0).max(1000),
	thresholds: z.array(z.number().finite()).max(200).nullable(),
	topK: z.number().int().min(1).max(10_000)
});

/** run@2 and run@1 results, as those versions wrote them. */
export const RunResultV2Schema = z.object({
	schema: z.enum([RESULTS_SCHEMA_V2, RESULTS_SCHEMA_V1]),
	createdAt: z.string(),
	dataset: DatasetSchema,
	settings: z.union([RunSettingsV2Schema, RunSettingsV1Schema]),
	perturbation: z.record(z.string(), z.unknown()).optional(),
	draws: z.number().int().optional(),
	reference: z.object({ scores: Scores, ranking: z.array(z.string()) }),
	models: z.array(
		z.object({
			model: z.string(),
			reference: n(),
			referenceRank: z.number().int(),
			mean: n(),
			q025: n(),
			q500: n(),
			q975: n(),
			rankLow: z.number().int(),
			rankHigh: z.number().int(),
			pFirst: z.number(),
			se: n().optional(),
			seClustered: n().optional(),
			ciLow: n().optional(),
			ciHigh: n().optional(),
			conservativeRank: z.number().int().nullable().optional()
		})
	),
	tau: DistributionSchema,
	leader: z.string(),
	leaderKept: z.number(),
	maxSwing: z.number(),
	headline: z.string(),
	tauDraws: z.array(z.number().nullable()),
	agreement: SampleSchema.shape.agreement,
	clusterColumn: z.string().nullable().optional(),
	clusters: ClustersSchema,
	ciBasis: z.enum(['plain', 'clustered']).optional(),
	pairs: z.array(PairSchema).optional(),
	drawLabels: z.array(z.string()).nullable().optional(),
	sizeSweep: z
		.array(
			z.object({
				k: z.number().int(),
				draws: z.number().int(),
				tauMedian: n(),
				tauQ025: n(),
				tauQ975: n(),
				leaderKept: n()
			})
		)
		.nullable()
		.optional(),
	definitions: z.record(z.string(), z.string())
});

export const RunResultSchema = z.union([RunResultV3Schema, RunResultV2Schema]);

export type RunResultV3 = z.infer<typeof RunResultV3Schema>;
export type RunResultV2 = z.infer<typeof RunResultV2Schema>;
export type RunResult = RunResultV3 | RunResultV2;
export type SampleResult = z.infer<typeof SampleSchema>;
export type VariantsResult = z.infer<typeof VariantsSchema>;
export type SearchResult = z.infer<typeof SearchSchema>;
export type SweepResult = z.infer<typeof SweepSchema>;

/** Whether a result was written by an older version (shown with a note). */
export function isLegacyResult(r: RunResult): r is RunResultV2 {
	return r.schema !== RESULTS_SCHEMA;
}

/** The version of an older result ("run@2"), or null for a current one (the app words a note). */
export function legacyVersion(r: RunResult): string | null {
	return isLegacyResult(r) ? r.schema.replace('perturbation-sandbox/', '') : null;
}

/** What the app says about a result of an older version (English). */
export function legacyNote(r: RunResult): string | null {
	const version = legacyVersion(r);
	if (version === null) return null;
	return `Saved by an older version (${version}): its P(first) counted every model tied for first as first, and runs of fixed variants carried “95%” intervals. Run it again for figures labelled by what their draws are.`;
}

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

/**
 * What a run@3 result's headline says, read back from its fields (so a saved run's verdict can be
 * shown in the reader's language); null for results of older versions, which keep their English
 * sentence. `unitScale`: the dataset's scores are fractions (then changes are in points).
 */
export function resultHeadlineFacts(r: RunResult, unitScale: boolean): HeadlineFacts | null {
	if (isLegacyResult(r)) return null;
	switch (r.drawType) {
		case 'sample': {
			const threshold = tauThresholdOf(nan(r.tau.q05));
			const reach = r.tauDraws.filter((t) => t !== null && t >= threshold).length;
			return {
				kind: 'sample',
				unitScale,
				maxSwing: nan(r.maxSwing),
				tauThreshold: threshold,
				tauShare: r.draws ? reach / r.draws : Number.NaN,
				leader: r.leader,
				leaderKept: nan(r.leaderKept),
				leaderPresent: r.leaderPresent,
				nDraws: r.draws
			};
		}
		case 'variants':
			return {
				kind: 'variants',
				unitScale,
				maxChange: nan(r.maxSwing),
				nVariants: r.draws,
				tauMin: nan(r.tau.min),
				tauMax: nan(r.tau.max),
				leader: r.leader,
				leaderFirst: r.leaderFirst
			};
		case 'search':
			return {
				kind: 'search',
				unitScale,
				found: r.search.exact ? 'proven' : r.search.stopped ? 'stopped' : 'found',
				bound: r.search.bound,
				tau: nan(r.search.tau),
				leader: r.leader,
				first: r.models.filter((m) => m.worstRank === 1).map((m) => m.model),
				leaderStays: r.leaderFirst,
				maxChange: nan(r.maxSwing)
			};
		case 'sweep': {
			const rows = r.sweep.map(sweepRowOf);
			return r.sweepKind === 'size'
				? sizeSweepFacts(rows, r.dataset.items)
				: strengthSweepFacts(rows, r.settings.kind, unitScale);
		}
	}
}

/** JSON has no NaN: undefined figures are written as null. */
export function num(v: number): number | null {
	return Number.isFinite(v) ? v : null;
}

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
	readonly dataset: RunResultV3['dataset'];
	readonly settings: AnalysisSettings;
	/** The recipe the run used (data-dependent defaults resolved), with a sweep's steps if any. */
	readonly perturbation: Recipe | Readonly<Record<string, unknown>>;
	readonly models: readonly string[];
	readonly referenceScores: ArrayLike<number>;
	/** Reference ranking (column indices, best first); from a sample summary when absent. */
	readonly order?: readonly number[];
	readonly referenceRanks?: ArrayLike<number>;
	readonly extras: RunExtras | null;
	readonly headline: string;
	readonly difficultyShift?: { readonly requested: number; readonly achieved: number } | null;
	readonly createdAt?: Date;
	/** The draw type's figures; absent = a sample described by `summary` and `tauDraws`. */
	readonly figures?: DrawTypeInput;
	/** A sample's summary and tau-b per draw (when `figures` is absent). */
	readonly summary?: RunSummary;
	readonly tauDraws?: ArrayLike<number>;
	/** @deprecated Ignored (run@2 inputs): variants and sweeps now come in `figures`. */
	readonly drawLabels?: unknown;
	/** @deprecated Ignored, as `drawLabels`. */
	readonly sizeSweep?: unknown;
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

export function buildRunResult(input: ResultInput): RunResultV3 {
	const figures = figuresOf(input);
	const order = referenceOrder(input, figures);
	const { extras, models } = input;
	const base = {
		schema: RESULTS_SCHEMA,
		createdAt: (input.createdAt ?? new Date()).toISOString(),
		dataset: input.dataset,
		settings: {
			...input.settings,
			thresholds: input.settings.thresholds ? [...input.settings.thresholds] : null,
			steps: input.settings.steps ? [...input.settings.steps] : null
		},
		perturbation: JSON.parse(JSON.stringify(input.perturbation)) as Record<string, unknown>,
		reference: {
			scores: scoresByName(models, input.referenceScores),
			ranking: order.map((m) => models[m])
		},
		leader: models[order[0]] ?? '',
		headline: input.headline,
		...(extras
			? {
					...clusterFields(extras),
					pairs: pairsOf(extras, models, figures.drawType === 'sample')
				}
			: {}),
		...(input.difficultyShift !== undefined ? { difficultyShift: input.difficultyShift } : {}),
		definitions: Object.fromEntries(
			definitionsFor(figures.drawType).map((id) => [id, definitionText(id)])
		)
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
				leaderFirst: figures.outcome.ranks[order[0]] === 1,
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
	z.infer<typeof SampleSchema>,
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
): z.infer<typeof SampleSchema> {
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

function variantsResult(
	base: BaseFields,
	f: Extract<DrawTypeInput, { drawType: 'variants' }>,
	models: readonly string[],
	extras: RunExtras | null
): z.infer<typeof VariantsSchema> {
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
		maxSwing: num(v.maxChange)
	};
}

function searchJson(s: SearchOutcome): z.infer<typeof SearchSchema>['search'] {
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

function sweepRowJson(r: SweepRow): z.infer<typeof SweepRowSchema> {
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

function distribution(t: RunSummary['tau']): z.infer<typeof DistributionSchema> {
	return {
		mean: num(t.mean),
		median: num(t.median),
		q05: num(t.q05),
		q95: num(t.q95),
		min: num(t.min),
		undefinedDraws: t.undefinedDraws
	};
}

/** The per-model table of a result as CSV (RFC 4180 quoting): the columns its models carry. */
export function modelsCsv(result: RunResult): string {
	const rows = result.models as ReadonlyArray<Record<string, string | number | null | undefined>>;
	const columns: string[] = [];
	for (const row of rows)
		for (const c of Object.keys(row)) if (!columns.includes(c)) columns.push(c);
	const lines = [columns.join(',')];
	for (const row of rows) lines.push(columns.map((c) => csvField(row[c] ?? null)).join(','));
	return lines.join('\n') + '\n';
}

/** A sweep's rows as CSV: the columns of `sweep[]`. */
export function sweepCsv(result: SweepResult): string {
	const columns = Object.keys(SweepRowSchema.shape) as Array<keyof SweepResult['sweep'][number]>;
	const lines = [columns.join(',')];
	for (const row of result.sweep) lines.push(columns.map((c) => csvField(row[c])).join(','));
	return lines.join('\n') + '\n';
}

export function csvField(v: string | number | null): string {
	if (v === null) return '';
	const s = String(v);
	// Leading =, +, -, @ would be run as formulas by spreadsheets; prefix a quote (OWASP CSV injection).
	const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
	return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every draw as CSV: `draw` (0-based index), `tau` (tau-b with the reference), then each model's
 * score in that draw, models in the order given (reference order in the app).
 */
export function drawsCsv(
	table: { nDraws: number; nModels: number; scores: Float64Array; tau: Float64Array },
	names: readonly string[],
	indices: readonly number[]
): string {
	const lines = [['draw', 'tau', ...names].map(csvField).join(',')];
	const M = table.nModels;
	for (let d = 0; d < table.nDraws; d++) {
		const row: Array<string | number | null> = [d, num(table.tau[d])];
		for (const m of indices) row.push(num(table.scores[d * M + m]));
		lines.push(row.map(csvField).join(','));
	}
	return lines.join('\n') + '\n';
}

/** The draw type of a result (run@2 and run@1 results were all summarised as samples). */
export function drawTypeOfResult(r: RunResult): DrawType {
	return isLegacyResult(r) ? 'sample' : r.drawType;
}
