/**
 * The exported results of a run (JSON), versioned by `schema`. Documented field by field in the
 * README ("Results schema"); change the version when a field changes meaning.
 */
import { z } from 'zod';
import type { RunSettings } from '../core/run.ts';
import type { RunSummary } from '../core/summary.ts';
import { RunSettingsSchema } from './settings.ts';

export const RESULTS_SCHEMA = 'perturbation-sandbox/run@1';

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
	pFirst: z.number()
});

export const RunResultSchema = z.object({
	schema: z.literal(RESULTS_SCHEMA),
	createdAt: z.string(),
	dataset: z.object({
		id: z.string(),
		name: z.string(),
		items: z.number().int(),
		models: z.number().int(),
		valueType: z.enum(['binary', 'continuous']),
		missingCells: z.number().int()
	}),
	settings: RunSettingsSchema,
	reference: z.object({
		scores: z.record(z.string(), z.number().nullable()),
		ranking: z.array(z.string())
	}),
	models: z.array(ModelRowSchema),
	tau: z.object({
		mean: z.number().nullable(),
		median: z.number().nullable(),
		q05: z.number().nullable(),
		q95: z.number().nullable(),
		min: z.number().nullable(),
		undefinedDraws: z.number().int()
	}),
	leader: z.string(),
	leaderKept: z.number(),
	maxSwing: z.number(),
	headline: z.string(),
	tauDraws: z.array(z.number().nullable()),
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
	draws:
		'draw d uses xoroshiro128+ (pure-rand) seeded with lowbias32(lowbias32(seed) ^ imul(d + 1, 0x9e3779b9)); bootstrap draws n items with replacement, subsample keeps round(fraction * n) items without replacement'
};

/** JSON has no NaN: undefined figures are written as null. */
function num(v: number): number | null {
	return Number.isFinite(v) ? v : null;
}

export interface ResultInput {
	readonly dataset: RunResult['dataset'];
	readonly settings: RunSettings;
	readonly models: readonly string[];
	readonly referenceScores: ArrayLike<number>;
	readonly summary: RunSummary;
	readonly tauDraws: ArrayLike<number>;
	readonly headline: string;
	readonly createdAt?: Date;
}

export function buildRunResult(input: ResultInput): RunResult {
	const { summary } = input;
	return {
		schema: RESULTS_SCHEMA,
		createdAt: (input.createdAt ?? new Date()).toISOString(),
		dataset: input.dataset,
		settings: { ...input.settings },
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
			pFirst: m.pFirst
		})),
		tau: {
			mean: num(summary.tau.mean),
			median: num(summary.tau.median),
			q05: num(summary.tau.q05),
			q95: num(summary.tau.q95),
			min: num(summary.tau.min),
			undefinedDraws: summary.tau.undefinedDraws
		},
		leader: summary.models[0]?.model ?? '',
		leaderKept: summary.leaderKept,
		maxSwing: summary.maxSwing,
		headline: input.headline,
		tauDraws: Array.from(input.tauDraws, num),
		definitions: DEFINITIONS
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
	'pFirst'
] as const;

/** The per-model table of a result as CSV (RFC 4180 quoting). */
export function modelsCsv(result: RunResult): string {
	const lines = [MODEL_COLUMNS.join(',')];
	for (const row of result.models) {
		lines.push(MODEL_COLUMNS.map((c) => csvField(row[c])).join(','));
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
