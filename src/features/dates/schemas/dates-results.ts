/**
 * zod schema of the dates view's export (`perturbation-sandbox/dates@1`,
 * `../core/dates-json.ts`; docs/results-schema.md, "Released before or after").
 */
import { z } from 'zod';
import { DATES_RESULTS_SCHEMA } from '../core/dates-json.ts';

const N = z.number().nullable();
const Int = z.number().int().min(0);
const Side = z.object({ n: Int, score: N });

const ModelGapSchema = z.object({
	date: z.string(),
	dateKind: z.enum(['cutoff', 'release']).nullable(),
	before: Side,
	after: Side,
	gap: N,
	gapSE: N,
	othersGap: N,
	others: Int,
	excessGap: N,
	excessSE: N,
	z: N,
	verdict: z.enum(['drop', 'rise', 'inside']).nullable()
});

const ItemDatesSchema = z.object({
	dateColumn: z.string(),
	datedItems: Int,
	models: z.record(z.string(), ModelGapSchema),
	undatedModels: z.array(z.string()),
	afterAll: z.object({
		cutoff: z.string().nullable(),
		latest: z.array(z.string()),
		items: Int,
		tau: N,
		floor: z
			.object({ seed: Int, draws: Int, q05: N, median: N, q95: N, undefinedDraws: Int })
			.nullable(),
		verdict: z.enum(['below', 'inside']).nullable(),
		ranking: z.object({ full: z.array(z.string()), after: z.array(z.string()) }),
		scores: z.record(z.string(), z.object({ full: N, after: N }))
	})
});

const FitsSchema = z.record(
	z.string(),
	z.object({
		theta: N,
		se: N,
		n: Int,
		newer: Int,
		leftOut: Int,
		computeSlope: N,
		problem: z.enum(['one-side', 'too-few', 'collinear']).nullable()
	})
);

const ResidualSide = z.object({ n: Int, mean: N });

/** Optional (added within dates@1): only when the table's benchmarks have release dates. */
const ResidualGapsSchema = z.object({
	cells: Int,
	rank: Int,
	sigma: N,
	datedBenchmarks: Int,
	models: z.record(
		z.string(),
		z.object({
			before: ResidualSide,
			after: ResidualSide,
			gap: N,
			se: N,
			z: N,
			verdict: z.enum(['drop', 'rise', 'inside']).nullable()
		})
	)
});

const TableDatesSchema = z.object({
	cutoff: z.string().nullable(),
	defaultCutoff: z.string().nullable(),
	controls: z.enum(['compute', 'none']),
	dated: Int,
	withCompute: Int,
	newerAtEqualCompute: FitsSchema,
	residualGaps: ResidualGapsSchema.optional(),
	conditions: z.array(
		z.object({
			name: z.string(),
			newerAtEqualCompute: FitsSchema,
			residualGaps: ResidualGapsSchema.optional()
		})
	)
});

export const DatesResultsSchema = z.object({
	schema: z.literal(DATES_RESULTS_SCHEMA),
	createdAt: z.string().nullable(),
	dataset: z.object({ id: z.string(), name: z.string(), kind: z.enum(['items', 'score-table']) }),
	dates: z.union([ItemDatesSchema, TableDatesSchema])
});
