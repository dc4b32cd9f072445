/**
 * The exported results of the score-table views (JSON), as plain objects: names instead of
 * indices, `null` instead of `NaN`. Validated by `src/features/score-tables/schemas/score-table.ts`; documented field by
 * field in docs/score-tables.md. `analyzeScoreTable` runs every analysis (meant for a worker);
 * `scoreTableResults` and `twoTestSetResults` only format.
 */
import { aggregateRanking, type AggregateRanking, type TableAggregate } from './aggregate.ts';
import {
	compareConditions,
	type BootstrapSettings,
	type ConditionComparison
} from './conditions.ts';
import { rankDifferencesWithinNoise } from './noise.ts';
import {
	benchmarkScores,
	benchmarkStderr,
	conditionIndex,
	tableShape,
	type ScoreTable
} from './ScoreTable.ts';
import { orientTable } from './orient.ts';
import { defaultTablePerturbation, stabilityContext, type TablePerturbation } from './stability.ts';
import { tableStability, type StabilityResult } from './table-stability.ts';
import { accuracyOnTheLine, type AccuracyOnTheLine } from './two-test-sets.ts';
import {
	pointNoiseJson,
	twoSetNoiseJson,
	unmeasured,
	type TwoSetMeasured
} from './two-set-results.ts';

export const SCORE_TABLE_RESULTS_SCHEMA = 'perturbation-sandbox/score-table@1';
export const TWO_TEST_SETS_RESULTS_SCHEMA = 'perturbation-sandbox/two-test-sets@3';

/** JSON has no NaN or Infinity. */
function num(v: number): number | null {
	return Number.isFinite(v) ? v : null;
}

interface DatasetRef {
	readonly id: string;
	readonly name: string;
}

export interface ScoreTableAnalysisOptions {
	/** Benchmarks to consider (names); default all. */
	readonly benchmarks?: readonly string[] | null;
	/** Bootstrap over models for the mean tau-b; `draws: 0` skips it. Default 1000 draws, seed 1. */
	readonly bootstrap?: BootstrapSettings;
	/** The aggregate ranking: which condition (default the first) and method (default meanScore). */
	readonly aggregate?: { readonly condition?: string; readonly method?: TableAggregate };
	/** Perturbations of the aggregate (default: all five with default settings). */
	readonly perturbations?: readonly TablePerturbation[];
	/** Random draws and seed of the `sample` perturbations (default 1000, seed 1). */
	readonly stability?: { readonly draws: number; readonly seed: number };
	/**
	 * Benchmarks where lower is better: their scores are negated before every statistic
	 * (`orientTable`), and the results' settings list them.
	 */
	readonly lowerIsBetter?: readonly string[];
}

export interface ScoreTableAnalysis {
	readonly comparison: ConditionComparison;
	readonly aggregate: AggregateRanking;
	readonly aggregateCondition: number;
	readonly stability: readonly StabilityResult[];
	readonly settings: {
		readonly benchmarks: readonly string[] | null;
		readonly bootstrap: BootstrapSettings;
		readonly stability: { readonly draws: number; readonly seed: number };
		/** Benchmarks whose scores were negated before the analysis (`orient.ts`). */
		readonly lowerIsBetter: readonly string[];
	};
}

const ALL_PERTURBATIONS: readonly TablePerturbation[] = [
	defaultTablePerturbation('resampleBenchmarks'),
	defaultTablePerturbation('dropBenchmark'),
	defaultTablePerturbation('dirichletWeights'),
	defaultTablePerturbation('worstCaseWeights'),
	defaultTablePerturbation('modelSet')
];

/** Runs every analysis of the agreement view. Unknown benchmark names are ignored. */
export function analyzeScoreTable(
	raw: ScoreTable,
	options: ScoreTableAnalysisOptions = {}
): ScoreTableAnalysis {
	const table = orientTable(raw, options.lowerIsBetter ?? []);
	const selection = options.benchmarks
		? table.benchmarks.flatMap((name, b) => (options.benchmarks!.includes(name) ? [b] : []))
		: null;
	const bootstrap = options.bootstrap ?? { draws: 1000, seed: 1 };
	const stabilitySettings = options.stability ?? { draws: 1000, seed: 1 };
	const comparison = compareConditions(table, { benchmarks: selection, bootstrap });
	const c = options.aggregate?.condition ? conditionIndex(table, options.aggregate.condition) : 0;
	const method = options.aggregate?.method ?? 'meanScore';
	const benchmarks = comparison.conditions[c].benchmarks;
	const aggregate = aggregateRanking(table, table.conditions[c], method, benchmarks);
	const ctx = stabilityContext(table, table.conditions[c], method, benchmarks);
	const stability = (options.perturbations ?? ALL_PERTURBATIONS).map((spec) =>
		tableStability(ctx, spec, stabilitySettings)
	);
	return {
		comparison,
		aggregate,
		aggregateCondition: c,
		stability,
		settings: {
			benchmarks: options.benchmarks ?? null,
			bootstrap,
			stability: stabilitySettings,
			lowerIsBetter: options.lowerIsBetter ?? []
		}
	};
}

const names = (all: readonly string[], idx: readonly number[]) => idx.map((i) => all[i]);

function square(values: ArrayLike<number>, n: number, f: (v: number) => number | null) {
	return Array.from({ length: n }, (_, i) =>
		Array.from({ length: n }, (_, j) => f(values[i * n + j]))
	);
}

function stabilityJson(table: ScoreTable, benchmarks: readonly number[], s: StabilityResult) {
	const models = table.models;
	switch (s.drawType) {
		case 'sample':
			return {
				drawType: s.drawType,
				perturbation: s.perturbation,
				method: s.method,
				draws: s.draws,
				seed: s.seed,
				tau: {
					mean: num(s.tau.mean),
					median: num(s.tau.median),
					q05: num(s.tau.q05),
					q95: num(s.tau.q95),
					min: num(s.tau.min),
					undefinedDraws: s.tau.undefinedDraws
				},
				maxRankChange: {
					median: num(s.maxRankChange.median),
					q95: num(s.maxRankChange.q95),
					max: num(s.maxRankChange.max)
				},
				leaderKept: num(s.leaderKept)
			};
		case 'variants':
			return {
				drawType: s.drawType,
				perturbation: s.perturbation,
				method: s.method,
				variants: s.variants.map((v) => ({
					dropped: table.benchmarks[v.dropped],
					tau: num(v.tau),
					maxRankChange: v.maxRankChange,
					leaderKept: v.leaderKept,
					ranking: names(models, v.order)
				})),
				tauMin: num(s.tauMin),
				tauMax: num(s.tauMax),
				maxRankChange: s.maxRankChange,
				leaderKeptIn: s.leaderKeptIn
			};
		case 'search':
			return {
				drawType: s.drawType,
				perturbation: s.perturbation,
				method: s.method,
				certificate: {
					weights: Object.fromEntries(
						benchmarks.map((b, k) => [table.benchmarks[b], s.certificate.weights[k]])
					),
					tau: num(s.certificate.tau),
					maxRankChange: s.certificate.maxRankChange,
					leaderKept: s.certificate.leaderKept,
					ranking: names(models, s.certificate.order)
				},
				search: s.search,
				pairBound: { ...s.pairBound, tauLowerBound: s.pairBound.tauLowerBound }
			};
	}
}

function noiseJson(table: ScoreTable, c: number, benchmarks: readonly number[]) {
	const cond = table.conditions[c];
	if (!cond.stderr) return null;
	return benchmarks.map((b) => {
		const n = rankDifferencesWithinNoise(
			benchmarkScores(table, cond, b),
			benchmarkStderr(table, cond, b)!
		);
		return {
			benchmark: table.benchmarks[b],
			z: n.z,
			pairs: n.pairs,
			pairsWithinNoise: n.pairsWithinNoise,
			withoutStderr: n.withoutStderr,
			neighbours: n.neighbours.map((p) => ({
				a: table.models[p.a],
				b: table.models[p.b],
				difference: p.difference,
				seDifference: p.seDifference,
				z: num(p.z),
				withinNoise: p.withinNoise
			}))
		};
	});
}

/** The results JSON of the agreement view (`{ schema, dataset, conditions, aggregate, ... }`). */
export function scoreTableResults(
	table: ScoreTable,
	dataset: DatasetRef,
	analysis: ScoreTableAnalysis,
	createdAt: string | null = null
) {
	const shape = tableShape(table);
	const { comparison, aggregate } = analysis;
	return {
		schema: SCORE_TABLE_RESULTS_SCHEMA,
		createdAt,
		dataset: {
			id: dataset.id,
			name: dataset.name,
			models: shape.models,
			benchmarks: shape.benchmarks,
			conditions: shape.conditions
		},
		settings: {
			benchmarks: analysis.settings.benchmarks ? [...analysis.settings.benchmarks] : null,
			bootstrap: analysis.settings.bootstrap,
			stability: analysis.settings.stability,
			lowerIsBetter: [...analysis.settings.lowerIsBetter]
		},
		conditions: comparison.conditions.map((c) => {
			const B = c.benchmarks.length;
			return {
				name: c.name,
				benchmarks: names(table.benchmarks, c.benchmarks),
				models: names(table.models, c.models),
				meanPairwiseTau: num(c.agreement.meanTau),
				medianPairwiseTau: num(c.agreement.medianTau),
				definedPairs: c.agreement.definedPairs,
				pairs: c.agreement.pairs,
				meanTauInterval: c.meanTauInterval
					? {
							draws: c.meanTauInterval.draws,
							seed: c.meanTauInterval.seed,
							q025: num(c.meanTauInterval.q025),
							q975: num(c.meanTauInterval.q975),
							undefinedDraws: c.meanTauInterval.undefinedDraws
						}
					: null,
				kendallW: num(c.kendallW.w),
				kendallWModels: c.kendallW.models.length,
				kendallWChiSquare: num(c.kendallW.chiSquare),
				kendallWPValue: num(c.kendallW.pValue),
				kendallWTieCorrected: true as const,
				agreement: square(c.agreement.tau, B, num),
				pairModels: square(c.agreement.pairModels, B, (v) => v),
				clusteredOrder: c.agreement.order.map((k) => table.benchmarks[c.benchmarks[k]]),
				consensus: c.consensus.map((x) => ({
					benchmark: table.benchmarks[x.benchmark],
					tauWithConsensus: num(x.tauWithConsensus),
					tauWithOthers: num(x.tauWithOthers),
					models: x.models
				})),
				noise: noiseJson(table, c.condition, c.benchmarks)
			};
		}),
		differences: comparison.differences.map((d) => ({
			from: table.conditions[d.from].name,
			to: table.conditions[d.to].name,
			meanTauDifference: num(d.meanTauDifference),
			q025: d.interval ? num(d.interval.q025) : null,
			q975: d.interval ? num(d.interval.q975) : null
		})),
		aggregate: {
			condition: table.conditions[analysis.aggregateCondition].name,
			method: aggregate.method,
			benchmarks: names(table.benchmarks, aggregate.benchmarks),
			ranking: aggregate.order.map((m) => ({
				model: table.models[m],
				value: num(aggregate.values[m]),
				rank: aggregate.ranks[m]
			})),
			stability: analysis.stability.map((s) => stabilityJson(table, aggregate.benchmarks, s))
		}
	};
}

export type ScoreTableResults = ReturnType<typeof scoreTableResults>;

interface TwoTestSetChoice {
	/** Condition holding both columns (default the first). */
	readonly condition?: string;
	readonly original: string;
	readonly new: string;
	/** Models listed below the line (default 10). */
	readonly furthest?: number;
}

/** Accuracy on the line for two benchmarks (columns) of one condition. */
export function twoTestSets(table: ScoreTable, choice: TwoTestSetChoice): AccuracyOnTheLine {
	const c = choice.condition ? conditionIndex(table, choice.condition) : 0;
	const cond = table.conditions[c];
	const a = table.benchmarks.indexOf(choice.original);
	const b = table.benchmarks.indexOf(choice.new);
	if (a < 0 || b < 0) {
		throw new RangeError(`no benchmark "${a < 0 ? choice.original : choice.new}"`);
	}
	return accuracyOnTheLine(
		benchmarkScores(table, cond, a),
		benchmarkScores(table, cond, b),
		choice.furthest ?? 10
	);
}

/**
 * The results JSON of the two-test-set view (`{ original, new, tau, meanDrop, slope, intercept,
 * noise }`). `measured`: the figures against noise (`two-set-measure.ts`); without it every
 * noise figure is null (no standard errors).
 */
export function twoTestSetResults(
	table: ScoreTable,
	dataset: DatasetRef,
	choice: TwoTestSetChoice,
	line: AccuracyOnTheLine,
	createdAt: string | null = null,
	measured: TwoSetMeasured = unmeasured(line, table.models.length)
) {
	const byModel = new Map(line.points.map((p, k) => [p.model, k]));
	return {
		schema: TWO_TEST_SETS_RESULTS_SCHEMA,
		createdAt,
		dataset: { id: dataset.id, name: dataset.name },
		condition: choice.condition ?? table.conditions[0].name,
		original: choice.original,
		new: choice.new,
		n: line.n,
		tau: num(line.tau),
		meanDrop: num(line.meanDrop),
		meanDropPoints: line.meanDropPoints === null ? null : num(line.meanDropPoints),
		slope: num(line.linear.slope),
		intercept: num(line.linear.intercept),
		r: num(line.linear.r),
		probit: line.probit
			? {
					slope: num(line.probit.slope),
					intercept: num(line.probit.intercept),
					r: num(line.probit.r),
					n: line.probit.n,
					scale: line.probit.scale,
					excluded: line.probit.excluded
				}
			: null,
		belowLine: line.belowLine,
		noise: twoSetNoiseJson(line, measured),
		furthestBelow: line.furthestBelow.map((m) => {
			const k = byModel.get(m)!;
			const p = line.points[k];
			const q = measured.noise.points[k];
			return {
				model: table.models[m],
				original: p.original,
				new: p.new,
				drop: p.drop,
				residual: num(line.belowLine === 'probit' ? p.probitResidual : p.linearResidual),
				residualInNoiseUnits: num(q.residualInNoiseUnits),
				onLine: q.onLine
			};
		}),
		points: line.points.map((p, k) => ({
			model: table.models[p.model],
			original: p.original,
			new: p.new,
			drop: p.drop,
			...pointNoiseJson(line, measured, k)
		}))
	};
}
