/**
 * The exported results of a run (JSON), versioned by `schema`. Documented field by field in the
 * docs/results-schema.md; change the version when a field changes meaning.
 *
 * run@5 (current) measures a run like with like (issue 30): `noiseUnits` leads with how far a
 * typical draw moves the scores beside a resample of this size (`typicalDrawChange`,
 * `typicalDrawChangeInNoise`), keeps the drift of the mean as `shiftInNoiseUnits`, and reads the
 * run's tau-b with the full set against a resample's (`tauBand: "vsReference"`, `tauVerdict`
 * below | inside | above, `resamplesMovingMore`); a time split adds `split`; `dataset.sharedItems`
 * says how many items every model has; every "first" counts a tie among k models as 1/k.
 *
 * run@4 is run@3 measured against sampling noise with the mean change over draws and tau-b
 * against two resamples; its files validate (`RunResultV4Schema`) and keep their English
 * sentence, with a note. run@3 says what the run's draws are (`drawType`: sample | variants |
 * search | sweep) and carries only what that draw type may claim; its files are worded again
 * without a floor. run@2 and run@1 files still validate (`RunResultV2Schema`); their P(first)
 * counted every tied model as first and fixed variants carried "95%" intervals: the app shows
 * them with a note. `run-result-builder.ts` builds a run@5 result from what a run computed.
 */
import { z } from 'zod';
import { IMITATES, type DrawType, type Imitates } from '../core/perturbations/catalogue.ts';
import { NoiseSchema, NoiseUnitsSchema, NoiseUnitsV4Schema } from './noise-json.ts';
import { AnalysisSettingsSchema } from './settings.ts';

export const RESULTS_SCHEMA = 'perturbation-sandbox/run@5';
const RESULTS_SCHEMA_V4 = 'perturbation-sandbox/run@4';
const RESULTS_SCHEMA_V3 = 'perturbation-sandbox/run@3';
const RESULTS_SCHEMA_V2 = 'perturbation-sandbox/run@2';
const RESULTS_SCHEMA_V1 = 'perturbation-sandbox/run@1';

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
	/** Two-level SE (items, then trials) and the trials' share of its variance. */
	seTrials: n().optional(),
	trialsShare: n().optional(),
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

/**
 * The items left out of the run (exclude and re-rank, issue 13): the set id the URL carries, the
 * excluded item ids, how many items the dataset has and how many were analysed, and the reference
 * leaderboard on all items (`before`) with Kendall's tau-b between it and the run's reference.
 */
const ExcludedSchema = z.object({
	setId: z.string(),
	items: z.array(z.string()),
	datasetItems: z.number().int(),
	kept: z.number().int(),
	before: z.object({ scores: Scores, ranking: z.array(z.string()) }),
	tauB: n()
});

/**
 * How few items decide the verdict on the analysed items (`core/items/fragility.ts`): `removals`
 * put the challenger strictly ahead of the leader, `tieRemovals` at least level; exact for 0/1
 * scores, greedy (an upper bound) for continuous scores with one-sided missing cells (`method`).
 */
const FlipMethodSchema = z.enum(['exact', 'greedy']);
const FragilitySchema = z.object({
	leaderFlip: z.object({
		method: FlipMethodSchema,
		leader: z.string(),
		removals: z.number().int().nullable(),
		share: n(),
		challenger: z.string().nullable(),
		items: z.array(z.string())
	}),
	tieRemovals: z.number().int().nullable(),
	tieShare: n(),
	tieChallenger: z.string().nullable(),
	tieItems: z.array(z.string()),
	topK: z
		.object({
			k: z.number().int(),
			method: FlipMethodSchema,
			removals: z.number().int().nullable(),
			share: n(),
			overtaken: z.string().nullable(),
			challenger: z.string().nullable(),
			items: z.array(z.string()),
			tieRemovals: z.number().int().nullable()
		})
		.nullable()
});

/**
 * Rank confidence sets of the reference set (issue 22, `core/rank-sets`; Mogstad, Romano, Shaikh
 * & Wilhelm 2024): per model (ranked models only, reference order) its marginal and simultaneous
 * set [lo, hi] at `level`, from `draws` parametric bootstrap draws seeded with `seed`; `topK` the
 * models that could be among the best k; `covariance` what the covariance of the scores came
 * from (`items`, or `clustered` by the run's `clusterColumn`).
 */
const RankBoundsSchema = z.tuple([z.number().int(), z.number().int()]);
const RankSetsSchema = z.object({
	level: z.number(),
	draws: z.number().int(),
	seed: z.number().int(),
	method: z.literal('csranks-stepdown'),
	covariance: z.enum(['items', 'clustered', 'standardErrors']).optional(),
	models: z.record(
		z.string(),
		z.object({ marginal: RankBoundsSchema, simultaneous: RankBoundsSchema })
	),
	topK: z.object({ k: z.number().int(), models: z.array(z.string()) }),
	couldBeFirst: z.array(z.string()).optional()
});

export type RankSetsJson = z.infer<typeof RankSetsSchema>;
export type ExcludedJson = z.infer<typeof ExcludedSchema>;
export type FragilityResult = z.infer<typeof FragilitySchema>;

const Base = {
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
	ciBasis: z.enum(['plain', 'clustered', 'trials']).optional(),
	pairs: z.array(PairSchema).optional(),
	/** Difficulty shift: the shift requested and the one achieved, in SDs of difficulty. */
	difficultyShift: z.object({ requested: z.number(), achieved: n() }).nullable().optional(),
	/** Absent: every item was analysed. */
	excluded: ExcludedSchema.optional(),
	fragility: FragilitySchema.optional(),
	rankSets: RankSetsSchema.optional(),
	definitions: z.record(z.string(), z.string())
};

/** Who beats whom (sample runs): one pair of models, `a` ranked above `b` in the reference. */
const PairwiseSchema = z.object({
	a: z.string(),
	b: z.string(),
	/** Share of draws in which a scores above b (ties count half). */
	pAhead: n(),
	/** mean(a - b) on the reference set with its 95% interval (score units). */
	difference: n(),
	ciLow: n(),
	ciHigh: n(),
	test: z.enum(['mcnemar', 'ttest', 'clusteredT']).optional(),
	pValue: n().optional(),
	/** Holm-adjusted across every pair of `pairwise`. */
	pAdjusted: n()
});

const SampleShape = {
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
		.optional(),
	/** Share of draws in which each model takes rank 1, 2, … (ties share 1/k over their ranks). */
	rankProbabilities: z.record(z.string(), z.array(n())).optional(),
	/** `all` pairs (at most 60 models) or reference `neighbours` only. */
	pairwiseScope: z.enum(['all', 'neighbours']).optional(),
	pairwise: z.array(PairwiseSchema).optional(),
	/** Models the adjusted paired tests cannot separate: runs of the reference ranking. */
	tieGroups: z.array(z.array(z.string())).optional()
};

const VariantsShape = {
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
	maxSwing: n(),
	/**
	 * What `maxSwing` compares: `reference` (variant − reference score) or `acrossVariants` (a
	 * threshold run: a model's largest minus smallest pass share across the thresholds). Absent in
	 * results saved before it was added, which all compared with the reference.
	 */
	maxSwingBasis: z.enum(['reference', 'acrossVariants']).optional()
};

const SearchShape = {
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
};

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

const SweepShape = {
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
};

/** run@4's perturbation: the recipe with what its kind imitates. */
const PerturbationV4 = z.looseObject({ kind: z.string(), imitates: z.enum(IMITATES) });

/**
 * The fields run@5 adds to every draw type: the noise floor and the run measured against it
 * (null: not measured), and the dataset's shared items (`core/shared-items.ts`: the items every
 * model has a score on; under 30 the headline gives numbers without a verdict).
 */
const V5 = {
	schema: z.literal(RESULTS_SCHEMA),
	dataset: DatasetSchema.extend({ sharedItems: z.number().int() }),
	perturbation: PerturbationV4,
	noise: NoiseSchema.nullable(),
	noiseUnits: NoiseUnitsSchema.nullable()
};

/** run@4: the same fields, its `noiseUnits` read tau-b against two resamples. */
const V4 = {
	schema: z.literal(RESULTS_SCHEMA_V4),
	perturbation: PerturbationV4,
	noise: NoiseSchema.nullable(),
	noiseUnits: NoiseUnitsV4Schema.nullable()
};
const V3 = { schema: z.literal(RESULTS_SCHEMA_V3) };

/**
 * run@5 counts a tie for first among k models as 1/k everywhere (`core/first-share.ts`): the
 * variants' `leaderFirst` is a sum of such shares, a search's the leader's share under its
 * certificate (run@4: a whole count and a boolean, a tie counted as first).
 */
const SampleSchema = z.object({ ...SampleShape, ...V5 });
const VariantsSchema = z.object({ ...VariantsShape, ...V5, leaderFirst: z.number() });
const SearchSchema = z.object({ ...SearchShape, ...V5, leaderFirst: z.number() });
const SweepSchema = z.object({ ...SweepShape, ...V5 });

export const RunResultV5Schema = z.discriminatedUnion('drawType', [
	SampleSchema,
	VariantsSchema,
	SearchSchema,
	SweepSchema
]);

/** run@4 results, as that version wrote them. */
const RunResultV4Schema = z.discriminatedUnion('drawType', [
	z.object({ ...SampleShape, ...V4 }),
	z.object({ ...VariantsShape, ...V4 }),
	z.object({ ...SearchShape, ...V4 }),
	z.object({ ...SweepShape, ...V4 })
]);

/** run@3 results, as that version wrote them (no noise floor, no `imitates`). */
const RunResultV3Schema = z.discriminatedUnion('drawType', [
	z.object({ ...SampleShape, ...V3 }),
	z.object({ ...VariantsShape, ...V3 }),
	z.object({ ...SearchShape, ...V3 }),
	z.object({ ...SweepShape, ...V3 })
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
const RunResultV2Schema = z.object({
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
			seTrials: n().optional(),
			trialsShare: n().optional(),
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
	agreement: SampleShape.agreement,
	clusterColumn: z.string().nullable().optional(),
	clusters: ClustersSchema,
	ciBasis: z.enum(['plain', 'clustered', 'trials']).optional(),
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

export const RunResultSchema = z.union([
	RunResultV5Schema,
	RunResultV4Schema,
	RunResultV3Schema,
	RunResultV2Schema
]);

export type RunResultV5 = z.infer<typeof RunResultV5Schema>;
type RunResultV4 = z.infer<typeof RunResultV4Schema>;
export type RunResultV3 = z.infer<typeof RunResultV3Schema>;
type RunResultV2 = z.infer<typeof RunResultV2Schema>;
export type RunResult = RunResultV5 | RunResultV4 | RunResultV3 | RunResultV2;
export type SampleResult = z.infer<typeof SampleSchema>;
export type NoiseJson = z.infer<typeof NoiseSchema>;
export type NoiseUnitsJson = z.infer<typeof NoiseUnitsSchema>;
export type VariantsResult = z.infer<typeof VariantsSchema>;
export type SearchResult = z.infer<typeof SearchSchema>;
export type SweepResult = z.infer<typeof SweepSchema>;

/** Whether a result was written before draw types (run@2, run@1: summarised as samples). */
function isLegacyResult(r: RunResult): r is RunResultV2 {
	return (
		r.schema !== RESULTS_SCHEMA && r.schema !== RESULTS_SCHEMA_V4 && r.schema !== RESULTS_SCHEMA_V3
	);
}

/**
 * What the note on an older result says: `drawTypes` (run@2, run@1: P(first) counted ties as
 * first, fixed variants carried "95%" intervals), `noise` (run@3: nothing measured against
 * sampling noise), `likeWithLike` (run@4: the score change was the mean over the draws, which
 * cancels for a random shift, and tau-b was read against two resamples); null for a current one.
 */
type OlderNote = 'drawTypes' | 'noise' | 'likeWithLike';

export function olderNote(r: RunResult): OlderNote | null {
	if (r.schema === RESULTS_SCHEMA) return null;
	if (r.schema === RESULTS_SCHEMA_V4) return 'likeWithLike';
	if (r.schema === RESULTS_SCHEMA_V3) return 'noise';
	return 'drawTypes';
}

/**
 * Whether the app words a result's headline again from its fields (run@5 and run@3); run@4 and
 * older results keep the English sentence they were saved with.
 */
export function rewordsHeadline(r: RunResult): r is RunResultV5 | RunResultV3 {
	return r.schema === RESULTS_SCHEMA || r.schema === RESULTS_SCHEMA_V3;
}

/** Whether a result is the current version's (run@5). */
export function isCurrentResult(r: RunResult): r is RunResultV5 {
	return r.schema === RESULTS_SCHEMA;
}

/** The version of an older result ("run@3"), or null for a current one (the app words a note). */
export function legacyVersion(r: RunResult): string | null {
	return isCurrentResult(r) ? null : r.schema.replace('perturbation-sandbox/', '');
}

/** What the app says about a result of an older version (English). */
export function legacyNote(r: RunResult): string | null {
	const version = legacyVersion(r);
	if (version === null) return null;
	if (olderNote(r) === 'noise') {
		return `Saved by an older version (${version}): its score changes are not measured against sampling noise. Run it again to read them beside the noise floor.`;
	}
	if (olderNote(r) === 'likeWithLike') {
		return `Saved by an older version (${version}): its score change is the mean over the draws, which cancels for a random shift, and its tau-b was read against two resamples instead of a resample against the full set. Run it again for how far a typical draw moves the scores and a like-with-like verdict.`;
	}
	return `Saved by an older version (${version}): its P(first) counted every model tied for first as first, and runs of fixed variants carried “95%” intervals. Run it again for figures labelled by what their draws are.`;
}

/** What a result's perturbation imitates (results before run@4: null). */
export function imitatesOfResult(r: RunResult): Imitates | null {
	return r.schema === RESULTS_SCHEMA || r.schema === RESULTS_SCHEMA_V4
		? (r as RunResultV5 | RunResultV4).perturbation.imitates
		: null;
}

/** JSON has no NaN: undefined figures are written as null. */
export function num(v: number): number | null {
	return Number.isFinite(v) ? v : null;
}

/** The draw type of a result (run@2 and run@1 results were all summarised as samples). */
export function drawTypeOfResult(r: RunResult): DrawType {
	return isLegacyResult(r) ? 'sample' : r.drawType;
}

/** The columns of a sweep's rows, in order (`sweep[]`; its CSV export writes them). */
export const SWEEP_COLUMNS = Object.keys(SweepRowSchema.shape) as ReadonlyArray<
	keyof SweepResult['sweep'][number]
>;
