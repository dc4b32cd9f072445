/**
 * zod schemas of the score-table views' exported results (`src/features/score-tables/core/results.ts`):
 * the agreement view (`perturbation-sandbox/score-table@1`) and the two-test-set view
 * (`perturbation-sandbox/two-test-sets@3`: `@1` plus the figures against noise). Numbers that can be undefined (a tau-b over fewer
 * than two models, a fit without spread) are `null`. Also the plain `ScoreTable` value, for
 * checking a stored or received table.
 */
import { z } from 'zod';
import { ModelFactsListSchema } from '../../../schemas/model-facts.ts';
import { SCORE_TABLE_RESULTS_SCHEMA, TWO_TEST_SETS_RESULTS_SCHEMA } from '../core/results.ts';

const N = z.number().nullable();
const Int = z.number().int();

const TablePerturbationSchema = z.discriminatedUnion('kind', [
	z.object({ kind: z.literal('resampleBenchmarks') }),
	z.object({ kind: z.literal('dirichletWeights'), concentration: z.number().gt(0) }),
	z.object({
		kind: z.literal('modelSet'),
		removeShare: z.number().min(0).lt(1),
		addWeak: Int.min(0),
		weakQuantile: z.number().min(0).max(1)
	}),
	z.object({ kind: z.literal('dropBenchmark') }),
	z.object({ kind: z.literal('worstCaseWeights'), bound: z.number().min(0).lt(1) })
]);

const MethodSchema = z.enum(['meanScore', 'meanRank', 'borda']);

const SampleSchema = z.object({
	drawType: z.literal('sample'),
	perturbation: TablePerturbationSchema,
	method: MethodSchema,
	draws: Int,
	seed: Int,
	tau: z.object({ mean: N, median: N, q05: N, q95: N, min: N, undefinedDraws: Int }),
	maxRankChange: z.object({ median: N, q95: N, max: N }),
	leaderKept: N
});

const VariantsSchema = z.object({
	drawType: z.literal('variants'),
	perturbation: TablePerturbationSchema,
	method: MethodSchema,
	variants: z.array(
		z.object({
			dropped: z.string(),
			tau: N,
			maxRankChange: Int,
			leaderKept: z.boolean(),
			ranking: z.array(z.string())
		})
	),
	tauMin: N,
	tauMax: N,
	maxRankChange: Int,
	leaderKeptIn: Int
});

const SearchSchema = z.object({
	drawType: z.literal('search'),
	perturbation: TablePerturbationSchema,
	method: MethodSchema,
	certificate: z.object({
		weights: z.record(z.string(), z.number()),
		tau: N,
		maxRankChange: Int,
		leaderKept: z.boolean(),
		ranking: z.array(z.string())
	}),
	search: z.object({
		method: z.enum(['exhaustive', 'local-search']),
		evaluated: Int,
		starts: Int,
		seed: Int
	}),
	pairBound: z.object({
		exact: z.boolean(),
		flippablePairs: Int,
		orderedPairs: Int,
		tauLowerBound: N
	})
});

const NoiseSchema = z.object({
	benchmark: z.string(),
	z: z.number(),
	pairs: Int,
	pairsWithinNoise: Int,
	withoutStderr: Int,
	neighbours: z.array(
		z.object({
			a: z.string(),
			b: z.string(),
			difference: z.number(),
			seDifference: z.number(),
			z: N,
			withinNoise: z.boolean()
		})
	)
});

const ConditionResultSchema = z.object({
	name: z.string(),
	benchmarks: z.array(z.string()),
	models: z.array(z.string()),
	meanPairwiseTau: N,
	medianPairwiseTau: N,
	definedPairs: Int,
	pairs: Int,
	meanTauInterval: z
		.object({ draws: Int, seed: Int, q025: N, q975: N, undefinedDraws: Int })
		.nullable(),
	kendallW: N,
	kendallWModels: Int,
	kendallWChiSquare: N,
	kendallWPValue: N,
	kendallWTieCorrected: z.literal(true),
	agreement: z.array(z.array(N)),
	pairModels: z.array(z.array(Int)),
	clusteredOrder: z.array(z.string()),
	consensus: z.array(
		z.object({ benchmark: z.string(), tauWithConsensus: N, tauWithOthers: N, models: Int })
	),
	noise: z.array(NoiseSchema).nullable()
});

export const ScoreTableResultsSchema = z.object({
	schema: z.literal(SCORE_TABLE_RESULTS_SCHEMA),
	createdAt: z.string().nullable(),
	dataset: z.object({
		id: z.string(),
		name: z.string(),
		models: Int,
		benchmarks: Int,
		conditions: Int
	}),
	settings: z.object({
		benchmarks: z.array(z.string()).nullable(),
		bootstrap: z.object({ draws: Int.min(0), seed: Int.min(0) }),
		stability: z.object({ draws: Int.min(0), seed: Int.min(0) }),
		lowerIsBetter: z.array(z.string())
	}),
	conditions: z.array(ConditionResultSchema).min(1),
	differences: z.array(
		z.object({ from: z.string(), to: z.string(), meanTauDifference: N, q025: N, q975: N })
	),
	aggregate: z.object({
		condition: z.string(),
		method: MethodSchema,
		benchmarks: z.array(z.string()),
		ranking: z.array(z.object({ model: z.string(), value: N, rank: Int.min(1) })),
		stability: z.array(
			z.discriminatedUnion('drawType', [SampleSchema, VariantsSchema, SearchSchema])
		)
	})
});

const SeSourceSchema = z.enum(['items', 'table', 'binomial', 'none']);
const SpreadSchema = z.object({ q05: N, median: N, q95: N, draws: Int, undefinedDraws: Int });
const SideSchema = z.enum(['original', 'new']);

/** The two-test-set view's figures against noise (`two-set-results.ts`). */
const TwoSetNoiseSchema = z.object({
	z: z.number(),
	original: z.object({ source: SeSourceSchema, items: Int.nullable() }),
	new: z.object({ source: SeSourceSchema, items: Int.nullable() }),
	models: Int,
	dropInNoiseUnits: z.object({ min: N, median: N, max: N }),
	dropped: Int,
	rose: Int,
	within: Int,
	line: z.object({
		axes: z.enum(['probit', 'linear']),
		models: Int,
		residualSD: N,
		samplingSE: N,
		chiSquare: N,
		df: Int,
		pValue: N,
		offLine: Int
	}),
	floor: z
		.object({
			basis: z.enum(['items', 'independent']),
			side: SideSchema,
			items: Int.nullable(),
			models: Int,
			seed: Int,
			pairs: Int,
			tauFloor: SpreadSchema,
			tauFloorVsReference: SpreadSchema,
			itemsDataset: z.object({ id: z.string(), name: z.string() }).nullable()
		})
		.nullable(),
	tauAgainstFloor: z.enum(['below', 'inside', 'above']).nullable()
});

export const TwoTestSetResultsSchema = z.object({
	schema: z.literal(TWO_TEST_SETS_RESULTS_SCHEMA),
	createdAt: z.string().nullable(),
	dataset: z.object({ id: z.string(), name: z.string() }),
	condition: z.string(),
	original: z.string(),
	new: z.string(),
	n: Int,
	tau: N,
	meanDrop: N,
	meanDropPoints: N,
	slope: N,
	intercept: N,
	r: N,
	probit: z
		.object({
			slope: N,
			intercept: N,
			r: N,
			n: Int,
			scale: z.number(),
			excluded: Int
		})
		.nullable(),
	belowLine: z.enum(['probit', 'linear']),
	noise: TwoSetNoiseSchema,
	furthestBelow: z.array(
		z.object({
			model: z.string(),
			original: z.number(),
			new: z.number(),
			drop: z.number(),
			residual: N,
			residualInNoiseUnits: N,
			onLine: z.boolean().nullable()
		})
	),
	points: z.array(
		z.object({
			model: z.string(),
			original: z.number(),
			new: z.number(),
			drop: z.number(),
			seOriginal: N,
			seNew: N,
			dropInNoiseUnits: N,
			residual: N,
			residualSE: N,
			residualInNoiseUnits: N,
			onLine: z.boolean().nullable()
		})
	)
});

/** A `ScoreTable` value (typed arrays as they are stored and sent to workers). */
export const ScoreTableSchema = z
	.object({
		models: z.array(z.string()).min(1),
		benchmarks: z.array(z.string()).min(1),
		conditions: z
			.array(
				z.object({
					name: z.string(),
					scores: z.instanceof(Float64Array),
					stderr: z.instanceof(Float64Array).nullable()
				})
			)
			.min(1)
	})
	.superRefine((t, ctx) => {
		const size = t.models.length * t.benchmarks.length;
		if (new Set(t.models).size !== t.models.length) {
			ctx.addIssue({ code: 'custom', message: 'model names are not distinct' });
		}
		if (new Set(t.benchmarks).size !== t.benchmarks.length) {
			ctx.addIssue({ code: 'custom', message: 'benchmark names are not distinct' });
		}
		if (new Set(t.conditions.map((c) => c.name)).size !== t.conditions.length) {
			ctx.addIssue({ code: 'custom', message: 'condition names are not distinct' });
		}
		for (const c of t.conditions) {
			if (c.scores.length !== size || (c.stderr && c.stderr.length !== size)) {
				ctx.addIssue({ code: 'custom', message: `condition ${c.name}: not models x benchmarks` });
			}
		}
	});

/**
 * A stored score table (IndexedDB store `scoreTables`, migration step 4): its description, shape
 * and the table itself (small: tens of models x tens of benchmarks). `lowerIsBetter` names the
 * benchmarks whose scores are negated before ranking (`src/features/score-tables/core/orient.ts`).
 */
export const ScoreTableRecordSchema = z.object({
	id: z.string().regex(/^st-[0-9a-f]{16}$/),
	name: z.string().min(1).max(200),
	fileName: z.string(),
	source: z.enum(['file', 'derived']),
	addedAt: z.string(),
	shape: z.object({
		models: Int.min(1),
		benchmarks: Int.min(1),
		conditions: Int.min(1),
		cells: Int.min(0),
		missing: Int.min(0),
		hasStderr: z.boolean()
	}),
	lowerIsBetter: z.array(z.string()),
	/** How the file was read (the parser's choices), for the record; null when derived. */
	choices: z.record(z.string(), z.unknown()).nullable(),
	/** What was read in a way the person may not expect: note codes and their parameters. */
	notes: z.array(
		z.object({
			code: z.string(),
			params: z.record(z.string(), z.union([z.string(), z.number()]))
		})
	),
	table: ScoreTableSchema,
	/**
	 * What the table's fact columns and a models table dropped with it say about the models
	 * (`schemas/model-facts.ts`); absent in tables stored before issue 35 and when nothing did.
	 */
	modelFacts: ModelFactsListSchema.optional(),
	/**
	 * Each benchmark's release date (`YYYY-MM-DD` or `YYYY-MM`) as a long table's
	 * `benchmark_release_date` column gives it (issue 35); absent when the file has none.
	 */
	benchmarkDates: z
		.array(z.object({ benchmark: z.string(), date: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/) }))
		.optional()
});

export type ScoreTableRecord = z.infer<typeof ScoreTableRecordSchema>;

/** The same record as plain JSON (no typed arrays; `null` for a missing score), for the backup. */
export const ScoreTableRecordJsonSchema = ScoreTableRecordSchema.extend({
	table: z.object({
		models: z.array(z.string()).min(1),
		benchmarks: z.array(z.string()).min(1),
		conditions: z
			.array(
				z.object({
					name: z.string(),
					scores: z.array(z.number().nullable()),
					stderr: z.array(z.number().nullable()).nullable()
				})
			)
			.min(1)
	})
});

export type ScoreTableRecordJson = z.infer<typeof ScoreTableRecordJsonSchema>;
