/**
 * The statistics of a run beyond the first slice's (summary.ts): agreement of each draw with the
 * reference (Spearman, top-k overlap, maximum rank change); each model's standard error on the
 * reference set (plain, and CR1 clustered when a cluster column is chosen), the 95% interval it
 * gives and the conservative rank read from those intervals; and for neighbouring models in the
 * reference ranking the probability that one beats the other across draws, a paired test with its
 * Holm-adjusted p-value, and the paired difference with its 95% interval. Computed once per run,
 * in a worker, from the finished draw table.
 *
 * The standard errors, intervals, conservative ranks and paired tests describe the reference set
 * (the unperturbed matrix) and do not depend on the perturbation; only `agreement` and `pAbove`
 * come from the draws.
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { agreementSeries, summarizeAgreement, type AgreementSummary } from './stats/agreement.ts';
import { FEW_CLUSTERS, clustersFromMeta, type Clusters } from './stats/clusters.ts';
import { conservativeRanks } from './stats/conservative-rank.ts';
import { holmAdjust } from './stats/multiple-testing.ts';
import { pairedTestOfBits } from './stats/bit-columns.ts';
import { columnReader, completeBitColumns } from './stats/columns.ts';
import { pairedTestOfColumns } from './stats/paired-tests.ts';
import { meanInterval } from './stats/intervals.ts';
import { modelStandardErrors } from './stats/standard-error.ts';
import { modelTwoLevel } from './stats/two-level-se.ts';
import { trialsSummary } from './trials.ts';
import { modelMajor } from './draw-columns.ts';
import { winProbabilityOfColumns } from './stats/win-probability.ts';
import type { RunSummary } from './summary.ts';
import { rankingDetails, type RankingDetails } from './ranking-details.ts';
import type { RankSetsRequest } from './rank-sets/run-rank-sets.ts';
import type { PairedTestKind } from './stats/inference.ts';
import type { DrawTable, Reference } from './run-types.ts';

/** Level of every interval of the extras. */
const EXTRAS_LEVEL = 0.95;

export interface RunExtrasOptions {
	/** k of the top-k overlap (clamped to the number of models). */
	readonly topK: number;
	/**
	 * The `meta` column whose values cluster items, as the user chose it; `null` for no clustering.
	 * Start the choice from `defaultClusterColumn(matrix)` (stats/cluster-columns.ts), which is
	 * `null` unless a column looks like clusters. An unknown column counts as `null`.
	 */
	readonly clusterColumn: string | null;
	/** Most neighbouring pairs to test (the top of the ranking first): the Holm family. */
	readonly maxPairs: number;
	/** Rank probabilities, all pairwise comparisons and tie groups (sample runs only). */
	readonly ranking?: boolean;
	/**
	 * Rank confidence sets (`core/rank-sets`, sample runs): computed by the engine beside these
	 * extras, in a call of their own with progress (not by `runExtras`); null or absent = none.
	 */
	readonly rankSets?: RankSetsRequest | null;
}

export interface PairRow {
	/** Column indices; `a` is ranked above `b` in the reference. */
	readonly a: number;
	readonly b: number;
	/** Share of draws in which `a` scores above `b` (a tie counts half). */
	readonly pAbove: number;
	/** `mcnemar` (mid-p), `ttest` (paired t) or `clusteredT` (CR1 Wald t, with a cluster column). */
	readonly test: PairedTestKind;
	/** Two-sided p-value of the test on the reference set, unadjusted. */
	readonly pValue: number;
	/** Holm-adjusted p-value across the pairs of this list with a defined p-value. */
	readonly pHolm: number;
	/** 0/1 scores: items only `a` / only `b` got right (both graded); `null` for continuous. */
	readonly onlyA: number | null;
	readonly onlyB: number | null;
	/** mean(a - b) over the items both have, in score units. */
	readonly difference: number;
	/** Its standard error (plain, or CR1 with a cluster column) and 95% interval. */
	readonly differenceSE: number;
	readonly differenceLow: number;
	readonly differenceHigh: number;
	/** Degrees of freedom of the interval's t: n - 1, or G - 1 with a cluster column. */
	readonly differenceDf: number;
	/** Items both models have. */
	readonly n: number;
}

/**
 * Trials per cell and what they give: each model's two-level standard error (items, then the
 * trials within an item; `stats/two-level-se.ts`), the trials' share of its variance and the SE
 * one trial per item would give; null figures when they cannot be had (`missing` says why).
 */
interface TrialsExtras {
	readonly known: 'none' | 'all' | 'some';
	/** Smallest and largest known trials per cell (0 when none). */
	readonly min: number;
	readonly max: number;
	/**
	 * Why the two-level figures are missing: trials unknown, one trial per cell (no within-item
	 * variance to estimate), or scores outside [0, 1]; null when they are there.
	 */
	readonly missing: 'unknown' | 'oneTrial' | 'notUnit' | null;
	readonly se: Float64Array | null;
	readonly withinShare: Float64Array | null;
	readonly seOneTrial: Float64Array | null;
}

/** The cluster column in use, for the caution and the "what is a cluster" text. */
interface ClusterSummary {
	readonly column: string;
	/** Clusters: distinct non-blank values plus one per unlabelled item. */
	readonly count: number;
	/** Distinct non-blank values. */
	readonly labelled: number;
	/** Items without a value, each its own cluster. */
	readonly unlabelledItems: number;
	/** `count < FEW_CLUSTERS` (20): show a caution beside every clustered figure. */
	readonly fewClusters: boolean;
}

export interface RunExtras {
	readonly agreement: AgreementSummary;
	/** Plain standard error of each model's reference score, by column index. */
	readonly se: Float64Array;
	/** CR1 clustered standard error by column index; `null` without a cluster column. */
	readonly seClustered: Float64Array | null;
	/** The cluster column used (a known `meta` column), or `null`. */
	readonly clusterColumn: string | null;
	readonly clusters: ClusterSummary | null;
	/**
	 * 95% interval of each model's reference score from the standard error it sits beside:
	 * `clustered` (CR1, t(G - 1)) with a cluster column, else `trials` (the two-level SE,
	 * t(n - 1)) when cells are means of known trials, else `plain` (t(n - 1)). `NaN` bounds where
	 * the standard error is undefined. By column index.
	 */
	readonly ciBasis: 'plain' | 'clustered' | 'trials';
	readonly ciLow: Float64Array;
	readonly ciHigh: Float64Array;
	/** Degrees of freedom of each interval's t. */
	readonly ciDf: Float64Array;
	/** Arena-style conservative rank from those intervals; `null` where a model has none. */
	readonly conservativeRank: ReadonlyArray<number | null>;
	readonly pairs: readonly PairRow[];
	/** Trials per cell and the two-level standard errors; absent in runs saved before them. */
	readonly trials?: TrialsExtras;
	/** Sample runs (`options.ranking`): rank probabilities, who beats whom, tie groups. */
	readonly ranking?: RankingDetails | null;
}

function clusterSummary(column: string, clusters: Clusters): ClusterSummary {
	return {
		column,
		count: clusters.count,
		labelled: clusters.labelled,
		unlabelledItems: clusters.unlabelledItems,
		fewClusters: clusters.count < FEW_CLUSTERS
	};
}

export function runExtras(
	matrix: ScoreMatrix,
	table: DrawTable,
	reference: Reference,
	summary: Pick<RunSummary, 'nDraws'>,
	options: RunExtrasOptions
): RunExtras {
	const M = table.nModels;
	const k = Math.max(1, Math.min(options.topK, M));
	const agreement = summarizeAgreement(agreementSeries(table, reference, k, summary.nDraws));
	const clusters = options.clusterColumn ? clustersFromMeta(matrix, options.clusterColumn) : null;
	const column = clusters ? options.clusterColumn : null;
	const se = modelStandardErrors(matrix, clusters);
	const trials = trialsExtras(matrix);
	const twoLevel = !clusters && trials.se ? trials.se : null;

	const ciLow = new Float64Array(M);
	const ciHigh = new Float64Array(M);
	const ciDf = new Float64Array(M);
	for (let m = 0; m < M; m++) {
		const df = se.clusterCounts ? se.clusterCounts[m] - 1 : se.n[m] - 1;
		const interval = meanInterval(
			{
				mean: se.mean[m],
				se: se.clustered ? se.clustered[m] : twoLevel ? twoLevel[m] : se.plain[m],
				df
			},
			EXTRAS_LEVEL
		);
		ciLow[m] = interval.low;
		ciHigh[m] = interval.high;
		ciDf[m] = df;
	}

	const tests = [];
	const order = reference.order;
	const read = columnReader(matrix);
	const binary = matrix.valueType === 'binary';
	const fast = clusters ? null : completeBitColumns(matrix);
	for (let p = 0; p + 1 < order.length && tests.length < options.maxPairs; p++) {
		const a = order[p];
		const b = order[p + 1];
		const result = fast
			? pairedTestOfBits(fast.bits, fast.itemWords, a, b, matrix.nItems)
			: pairedTestOfColumns(read(a), read(b), binary, clusters);
		tests.push({ a, b, result });
	}
	const holm = holmAdjust(tests.map((t) => t.result.pValue));
	const byModel = modelMajor(table, summary.nDraws);
	const pairs: PairRow[] = tests.map(({ a, b, result }, i) => ({
		a,
		b,
		pAbove: winProbabilityOfColumns(byModel, a, b),
		test: result.test,
		pValue: result.pValue,
		pHolm: holm[i],
		onlyA: result.mcnemar?.onlyA ?? null,
		onlyB: result.mcnemar?.onlyB ?? null,
		difference: result.difference.mean,
		differenceSE: result.difference.se,
		differenceLow: result.difference.low,
		differenceHigh: result.difference.high,
		differenceDf: result.difference.df,
		n: result.difference.n
	}));

	return {
		agreement,
		se: se.plain,
		seClustered: se.clustered,
		clusterColumn: column,
		clusters: clusters && column ? clusterSummary(column, clusters) : null,
		ciBasis: clusters ? 'clustered' : twoLevel ? 'trials' : 'plain',
		ciLow,
		ciHigh,
		ciDf,
		conservativeRank: conservativeRanks(ciLow, ciHigh),
		pairs,
		trials,
		ranking: options.ranking
			? rankingDetails(matrix, table, reference, clusters, summary.nDraws)
			: null
	};
}

/** The matrix's trials and, where they can be had, the two-level figures. */
function trialsExtras(matrix: ScoreMatrix): TrialsExtras {
	const t = trialsSummary(matrix);
	const two = modelTwoLevel(matrix);
	const base = { known: t.known, min: t.min, max: t.max };
	if (two) {
		const { se, withinShare, seOneTrial } = two;
		return { ...base, missing: null, se, withinShare, seOneTrial };
	}
	const missing = t.known === 'none' ? 'unknown' : t.repeatedCells === 0 ? 'oneTrial' : 'notUnit';
	return { ...base, missing, se: null, withinShare: null, seOneTrial: null };
}
