/**
 * The exported results of a run (JSON), versioned by `schema`. Documented field by field in the
 * README ("Results schema"); change the version when a field changes meaning.
 *
 * run@2 (current) adds, to run@1: every perturbation of the catalogue in `settings` (with the
 * resolved recipe in `perturbation`), per-model standard errors and conservative ranks, the
 * agreement of draws with the reference (Spearman, top-k, rank changes), tests of neighbouring
 * pairs, draw labels for fixed-draw recipes and the size sweep's table. run@1 files still validate.
 */
import { z } from 'zod';
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import type { PerturbationSpec } from '../core/perturbations/catalogue.ts';
import type { SizeSweepRow } from '../core/perturbations/size-sweep.ts';
import type { RunExtras } from '../core/run-extras.ts';
import type { RunSummary } from '../core/summary.ts';
import { AnalysisSettingsSchema } from './settings.ts';

export const RESULTS_SCHEMA = 'perturbation-sandbox/run@2';
export const RESULTS_SCHEMA_V1 = 'perturbation-sandbox/run@1';

/** run@1 settings: bootstrap or subsample only. */
const RunSettingsV1Schema = z.object({
	kind: z.enum(['bootstrap', 'subsample']),
	fraction: z.number().gt(0).max(1),
	draws: z.number().int().min(1),
	seed: z.number().int().min(0)
});

const ModelRowSchema = z.object({
	model: z.string(),
	reference: z.number().nullable(),
	referenceRank: z.number().int(),
	mean: z.number().nullable(),
	q025: z.number().nullable(),
	q500: z.number().nullable(),
	q975: z.number().nullable(),
	rankLow: z.number().int(),
	rankHigh: z.number().int(),
	pFirst: z.number(),
	se: z.number().nullable().optional(),
	seClustered: z.number().nullable().optional(),
	ciLow: z.number().nullable().optional(),
	ciHigh: z.number().nullable().optional(),
	conservativeRank: z.number().int().nullable().optional()
});

const DistributionSchema = z.object({
	mean: z.number().nullable(),
	median: z.number().nullable(),
	q05: z.number().nullable(),
	q95: z.number().nullable(),
	min: z.number().nullable(),
	undefinedDraws: z.number().int()
});

export const RunResultSchema = z.object({
	schema: z.enum([RESULTS_SCHEMA, RESULTS_SCHEMA_V1]),
	createdAt: z.string(),
	dataset: z.object({
		id: z.string(),
		name: z.string(),
		items: z.number().int(),
		models: z.number().int(),
		valueType: z.enum(['binary', 'continuous']),
		missingCells: z.number().int()
	}),
	settings: z.union([AnalysisSettingsSchema, RunSettingsV1Schema]),
	perturbation: z.record(z.string(), z.unknown()).optional(),
	draws: z.number().int().optional(),
	reference: z.object({
		scores: z.record(z.string(), z.number().nullable()),
		ranking: z.array(z.string())
	}),
	models: z.array(ModelRowSchema),
	tau: DistributionSchema,
	leader: z.string(),
	leaderKept: z.number(),
	maxSwing: z.number(),
	headline: z.string(),
	tauDraws: z.array(z.number().nullable()),
	agreement: z
		.object({
			k: z.number().int(),
			spearman: DistributionSchema,
			topKMean: z.number().nullable(),
			topKExact: z.number().nullable(),
			maxRankChangeMedian: z.number().nullable(),
			maxRankChangeMax: z.number().nullable()
		})
		.optional(),
	clusterColumn: z.string().nullable().optional(),
	clusters: z
		.object({
			count: z.number().int(),
			labelled: z.number().int(),
			unlabelledItems: z.number().int(),
			fewClusters: z.boolean()
		})
		.nullable()
		.optional(),
	ciBasis: z.enum(['plain', 'clustered']).optional(),
	pairs: z
		.array(
			z.object({
				a: z.string(),
				b: z.string(),
				pAbove: z.number().nullable(),
				test: z.enum(['mcnemar', 'ttest', 'clusteredT']),
				pValue: z.number().nullable(),
				pHolm: z.number().nullable().optional(),
				onlyA: z.number().nullable(),
				onlyB: z.number().nullable(),
				/** run@2 only (t-tests): mean of a - b; run@3 writes `difference` for every test. */
				meanDifference: z.number().nullable().optional(),
				difference: z.number().nullable().optional(),
				differenceSE: z.number().nullable().optional(),
				differenceLow: z.number().nullable().optional(),
				differenceHigh: z.number().nullable().optional(),
				differenceDf: z.number().nullable().optional(),
				n: z.number().int().optional()
			})
		)
		.optional(),
	drawLabels: z.array(z.string()).nullable().optional(),
	sizeSweep: z
		.array(
			z.object({
				k: z.number().int(),
				draws: z.number().int(),
				tauMedian: z.number().nullable(),
				tauQ025: z.number().nullable(),
				tauQ975: z.number().nullable(),
				leaderKept: z.number().nullable()
			})
		)
		.nullable()
		.optional(),
	definitions: z.record(z.string(), z.string())
});

export type RunResult = z.infer<typeof RunResultSchema>;

export const DEFINITIONS: Record<string, string> = {
	score: 'mean of the model’s non-missing cells, each item counted with its draw weight',
	rank: '1 = highest score; ties share the best rank (min method); a model without items ranks last',
	tau: 'Kendall tau-b (with tie correction) between the draw’s scores and the reference scores, as scipy.stats.kendalltau',
	quantiles:
		'q025/q500/q975 and tau q05/median/q95: numpy.quantile method "linear" (Hyndman-Fan type 7)',
	rankInterval:
		'rankLow = numpy.quantile(ranks, 0.025, method="lower"), rankHigh = numpy.quantile(ranks, 0.975, method="higher")',
	pFirst:
		'share of draws in which the model is ranked 1 (ties at the top count for each tied model)',
	leaderKept:
		'share of draws in which the reference leader (first in the reference ranking; ties broken by column order) is ranked 1',
	maxSwing:
		'largest distance from a reference score to either end of that model’s [q025, q975] interval',
	se: 'standard error of the reference score (the mean over the model’s present items): sqrt(sum (x - mean)^2 / (n - 1) / n) (scipy.stats.sem); it assumes items are independent',
	seClustered:
		'cluster-robust (CR1) standard error of the reference score: sqrt(G / (G - 1) * sum over clusters of (sum of x - mean in the cluster)^2 / n^2), G = clusters among the model’s present items; items sharing a value of clusterColumn form a cluster, items without a value are each their own cluster (Cameron & Miller 2015, “A Practitioner’s Guide to Cluster-Robust Inference”; Miller 2024, arXiv:2411.00640; as statsmodels OLS with cov_type="cluster")',
	clusterColumn:
		'the item column whose values group items that share a source (a passage, a repository, a template), chosen by the user; null = no clustering. Strata such as easy/medium/hard are not clusters',
	clusters:
		'the clusters of clusterColumn: count (distinct values plus one per item without a value), labelled (distinct values), unlabelledItems; fewClusters = count < 20, when clustered figures rest on few clusters and are themselves uncertain',
	ci: 'ciLow/ciHigh: 95% interval of the reference score, reference ± t(0.975, df) × SE, with the SE it sits beside: ciBasis "clustered" = CR1 SE with df = G - 1, "plain" = plain SE with df = n - 1; null when the SE is undefined',
	conservativeRank:
		'1 + the number of models whose 95% interval [ciLow, ciHigh] lies entirely above this model’s (LMSYS Chatbot Arena); null for a model without an interval',
	agreement:
		'per draw: Spearman rho with the reference scores (scipy.stats.spearmanr), top-k overlap |top-k(draw) ∩ top-k(reference)| / max of their sizes (ties at the cut included), and the largest change of any model’s rank',
	pairs:
		'neighbouring models in the reference ranking (at most 200, from the top): pAbove = share of draws where a scores above b (ties count half). On the reference set, over the n items both models have: difference = mean of a − b in score units, with differenceSE and the 95% interval [differenceLow, differenceHigh] = difference ± t(0.975, differenceDf) × differenceSE (plain: df = n − 1, scipy.stats.ttest_rel(a, b).confidence_interval(); with a cluster column: CR1 SE, df = G − 1). pValue (two-sided, unadjusted): test "mcnemar" = mid-p McNemar on the discordant items onlyA/onlyB (exact binomial p minus the probability of the observed split; Fagerland, Lydersen & Laake 2013, BMC Med Res Methodol 13:91), "ttest" = paired t-test (scipy.stats.ttest_rel), "clusteredT" = t = difference / differenceSE with t(G − 1) (used whenever a cluster column is chosen). pHolm = Holm-adjusted p-value, the family being the pairs listed here with a defined p-value (statsmodels multipletests method="holm")',
	draws:
		'draw d uses xoroshiro128+ (pure-rand) seeded with lowbias32(lowbias32(seed) ^ imul(d + 1, 0x9e3779b9)); bootstrap draws n items with replacement, subsample keeps round(fraction * n) items without replacement'
};

/** JSON has no NaN: undefined figures are written as null. */
function num(v: number): number | null {
	return Number.isFinite(v) ? v : null;
}

export interface ResultInput {
	readonly dataset: RunResult['dataset'];
	readonly settings: AnalysisSettings;
	readonly perturbation: PerturbationSpec;
	readonly models: readonly string[];
	readonly referenceScores: ArrayLike<number>;
	readonly summary: RunSummary;
	readonly extras: RunExtras | null;
	readonly tauDraws: ArrayLike<number>;
	readonly drawLabels: readonly string[] | null;
	readonly sizeSweep: readonly SizeSweepRow[] | null;
	readonly headline: string;
	readonly createdAt?: Date;
}

export function buildRunResult(input: ResultInput): RunResult {
	const { summary, extras } = input;
	const name = (m: number) => input.models[m];
	return {
		schema: RESULTS_SCHEMA,
		createdAt: (input.createdAt ?? new Date()).toISOString(),
		dataset: input.dataset,
		settings: {
			...input.settings,
			thresholds: input.settings.thresholds ? [...input.settings.thresholds] : null
		},
		perturbation: JSON.parse(JSON.stringify(input.perturbation)) as Record<string, unknown>,
		draws: summary.nDraws,
		reference: {
			// fromEntries defines own properties: a model called "__proto__" is kept as data.
			scores: Object.fromEntries(input.models.map((m, k) => [m, num(input.referenceScores[k])])),
			ranking: summary.models.map((m) => m.model)
		},
		models: summary.models.map((m) => ({
			model: m.model,
			reference: num(m.reference),
			referenceRank: m.referenceRank,
			mean: num(m.mean),
			q025: num(m.q025),
			q500: num(m.q500),
			q975: num(m.q975),
			rankLow: m.rankLow,
			rankHigh: m.rankHigh,
			pFirst: m.pFirst,
			...(extras
				? {
						se: num(extras.se[m.index]),
						seClustered: extras.seClustered ? num(extras.seClustered[m.index]) : null,
						ciLow: num(extras.ciLow[m.index]),
						ciHigh: num(extras.ciHigh[m.index]),
						conservativeRank: extras.conservativeRank[m.index]
					}
				: {})
		})),
		tau: distribution(summary.tau),
		leader: summary.models[0]?.model ?? '',
		leaderKept: summary.leaderKept,
		maxSwing: summary.maxSwing,
		headline: input.headline,
		tauDraws: Array.from(input.tauDraws, num),
		...(extras
			? {
					agreement: {
						k: extras.agreement.k,
						spearman: distribution(extras.agreement.rho),
						topKMean: num(extras.agreement.topKMean),
						topKExact: num(extras.agreement.topKExact),
						maxRankChangeMedian: num(extras.agreement.maxRankChangeMedian),
						maxRankChangeMax: num(extras.agreement.maxRankChangeMax)
					},
					clusterColumn: extras.clusterColumn,
					clusters: extras.clusters
						? {
								count: extras.clusters.count,
								labelled: extras.clusters.labelled,
								unlabelledItems: extras.clusters.unlabelledItems,
								fewClusters: extras.clusters.fewClusters
							}
						: null,
					ciBasis: extras.ciBasis,
					pairs: extras.pairs.map((p) => ({
						a: name(p.a),
						b: name(p.b),
						pAbove: num(p.pAbove),
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
					}))
				}
			: {}),
		drawLabels: input.drawLabels ? [...input.drawLabels] : null,
		sizeSweep: input.sizeSweep
			? input.sizeSweep.map((r) => ({
					k: r.k,
					draws: r.draws,
					tauMedian: num(r.tau.median),
					tauQ025: num(r.tauQ025),
					tauQ975: num(r.tauQ975),
					leaderKept: num(r.leaderKept)
				}))
			: null,
		definitions: DEFINITIONS
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

const MODEL_COLUMNS = [
	'model',
	'reference',
	'referenceRank',
	'mean',
	'q025',
	'q500',
	'q975',
	'rankLow',
	'rankHigh',
	'pFirst',
	'se',
	'seClustered',
	'conservativeRank',
	'ciLow',
	'ciHigh'
] as const;

/** The per-model table of a result as CSV (RFC 4180 quoting). */
export function modelsCsv(result: RunResult): string {
	const lines = [MODEL_COLUMNS.join(',')];
	for (const row of result.models) {
		lines.push(MODEL_COLUMNS.map((c) => csvField(row[c] ?? null)).join(','));
	}
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
