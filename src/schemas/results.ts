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
	conservativeRank: z.number().int().optional()
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
	pairs: z
		.array(
			z.object({
				a: z.string(),
				b: z.string(),
				pAbove: z.number().nullable(),
				test: z.enum(['mcnemar', 'ttest']),
				pValue: z.number().nullable(),
				onlyA: z.number().nullable(),
				onlyB: z.number().nullable(),
				meanDifference: z.number().nullable()
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
	se: 'standard error of the reference score: sqrt(sum (x - mean)^2 / (n - 1) / n) over the model’s present items (scipy.stats.sem)',
	seClustered:
		'clustered standard error (Miller 2024, arXiv:2411.00640, eq. for clustered SE) with the items of each value of clusterColumn as clusters',
	conservativeRank:
		'1 + the number of models whose [q025, q975] score interval lies entirely above this model’s (LMSYS Chatbot Arena)',
	agreement:
		'per draw: Spearman rho with the reference scores (scipy.stats.spearmanr), top-k overlap |top-k(draw) ∩ top-k(reference)| / max of their sizes (ties at the cut included), and the largest change of any model’s rank',
	pairs:
		'neighbouring models in the reference ranking: pAbove = share of draws where a scores above b (ties count half); pValue = exact McNemar (0/1 data, scipy.stats.binomtest on discordant items) or paired t-test (scipy.stats.ttest_rel) on the reference set',
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
					pairs: extras.pairs.map((p) => ({
						a: name(p.a),
						b: name(p.b),
						pAbove: num(p.pAbove),
						test: p.test,
						pValue: num(p.pValue),
						onlyA: p.onlyA,
						onlyB: p.onlyB,
						meanDifference: p.meanDifference === null ? null : num(p.meanDifference)
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
	'conservativeRank'
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
