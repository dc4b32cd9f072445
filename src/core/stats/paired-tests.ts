/**
 * Paired tests of two models on the reference set: is A's score different from B's on these
 * items, and by how much? Items where either model has no value (`NaN`) are left out of every
 * test here, so the tests compare the two models on the items both were graded on.
 *
 * - McNemar's test for 0/1 scores in its mid-p form (McNemar 1947, "Note on the sampling error of
 *   the difference between correlated proportions", Psychometrika 12:153-157; mid-p version as
 *   recommended by Fagerland, Lydersen & Laake 2013, BMC Med. Res. Methodol. 13:91): the
 *   discordant items are Binomial(b + c, 1/2) under the null.
 * - The paired t test for continuous scores (Student 1908), as `scipy.stats.ttest_rel(a, b)`.
 * - The paired difference mean(a - b) with its 95% interval: t(n - 1) with the plain standard
 *   error (`scipy.stats.ttest_rel(a, b).confidence_interval()`), or, when items are clustered,
 *   the CR1 cluster-robust standard error with t(G - 1) (`statsmodels` OLS of a - b on a constant,
 *   `cov_type='cluster'`, `use_t=True`; Cameron & Miller 2015, see standard-error.ts). With
 *   clusters the test is the matching Wald t test of mean(a - b) = 0, so that the p-value and the
 *   interval beside it agree (McNemar and the plain t test assume independent items).
 * - A paired bootstrap of the mean difference (Efron & Tibshirani 1993, ch. 13, percentile
 *   interval), seeded per draw like every run, so its numbers do not depend on chunking.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { drawScratch, drawWeights } from '../draws.ts';
import { quantileSorted } from './quantile.ts';
import type { Clusters } from './clusters.ts';
import { modelColumn } from './columns.ts';
import { binomialHalfMidP, binomialHalfTwoSidedP, studentTTwoSidedP } from './distributions.ts';
import { meanInterval } from './intervals.ts';
import { clusteredMeanInference, plainMeanInference } from './standard-error.ts';
import type {
	McNemarResult,
	MeanInference,
	PairedDifference,
	PairedTestResult,
	TTestResult
} from './inference.ts';

/** McNemar's test (mid-p, with the exact p beside it) on two 0/1 columns (`NaN` = missing). */
export function mcnemarTest(a: ArrayLike<number>, b: ArrayLike<number>): McNemarResult {
	if (a.length !== b.length) throw new RangeError('mcnemarTest: a and b differ in length');
	let onlyA = 0;
	let onlyB = 0;
	let n = 0;
	for (let i = 0; i < a.length; i++) {
		const x = a[i];
		const y = b[i];
		if (x !== x || y !== y) continue;
		n++;
		if (x > y) onlyA++;
		else if (y > x) onlyB++;
	}
	return {
		onlyA,
		onlyB,
		n,
		pValue: binomialHalfMidP(onlyA, onlyA + onlyB),
		pExact: binomialHalfTwoSidedP(onlyA, onlyA + onlyB)
	};
}

/**
 * Paired t test: t = mean(d) / (sd(d) / sqrt(n)) with d = a - b, sd with ddof 1, df = n - 1,
 * two-sided p — `scipy.stats.ttest_rel(a, b)` on the complete pairs. As in scipy, all-equal
 * differences give t = NaN (d = 0) or +-Infinity (d != 0, p = 0); fewer than 2 pairs give NaN.
 */
export function pairedTTest(a: ArrayLike<number>, b: ArrayLike<number>): TTestResult {
	if (a.length !== b.length) throw new RangeError('pairedTTest: a and b differ in length');
	let n = 0;
	let s = 0;
	for (let i = 0; i < a.length; i++) {
		const d = a[i] - b[i];
		if (d === d) {
			s += d;
			n++;
		}
	}
	const mean = n ? s / n : Number.NaN;
	if (n < 2) {
		return { meanDifference: mean, statistic: Number.NaN, df: n - 1, pValue: Number.NaN, n };
	}
	let ss = 0;
	for (let i = 0; i < a.length; i++) {
		const d = a[i] - b[i];
		if (d === d) ss += (d - mean) * (d - mean);
	}
	const t = mean / Math.sqrt(ss / (n - 1) / n);
	return { meanDifference: mean, statistic: t, df: n - 1, pValue: studentTTwoSidedP(t, n - 1), n };
}

/** Differences a - b over the complete pairs (`NaN` where either is missing). */
function differences(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
	if (a.length !== b.length) throw new RangeError('pairedDifference: a and b differ in length');
	const d = new Float64Array(a.length);
	for (let i = 0; i < a.length; i++) d[i] = a[i] - b[i];
	return d;
}

/**
 * mean(a - b) over the complete pairs with its standard error and `level` interval: plain
 * (t(n - 1)) without clusters, CR1 (t(G - 1)) with them; see the module comment.
 */
export function pairedDifference(
	a: ArrayLike<number>,
	b: ArrayLike<number>,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null = null,
	level = 0.95
): PairedDifference {
	const d = differences(a, b);
	const inference = clusters
		? clusteredMeanInference(d, clusters.groupOf, clusters.count)
		: plainMeanInference(d);
	return { ...inference, level, ...meanInterval(inference, level) };
}

/**
 * The paired test that fits the matrix: with `clusters`, the clustered Wald t test; otherwise
 * mid-p McNemar for 0/1 scores and the paired t test for continuous ones. The McNemar counts are
 * reported for 0/1 scores in every case.
 */
export function pairedTest(
	matrix: ScoreMatrix,
	a: number,
	b: number,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null = null
): PairedTestResult {
	return pairedTestOfColumns(
		modelColumn(matrix, a),
		modelColumn(matrix, b),
		matrix.valueType === 'binary',
		clusters
	);
}

/**
 * `pairedTest` on two model columns already read (`modelColumn`), for callers that test one
 * model against many and keep its column: `binary` says the matrix holds 0/1 scores.
 */
export function pairedTestOfColumns(
	x: ArrayLike<number>,
	y: ArrayLike<number>,
	binary: boolean,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null = null
): PairedTestResult {
	const difference = pairedDifference(x, y, clusters);
	const mcnemar = binary ? mcnemarTest(x, y) : null;
	const ttest = binary ? null : pairedTTest(x, y);
	if (clusters) {
		return {
			test: 'clusteredT',
			pValue: clusteredTTestP(difference),
			mcnemar,
			ttest,
			difference
		};
	}
	if (mcnemar) return { test: 'mcnemar', pValue: mcnemar.pValue, mcnemar, ttest, difference };
	return { test: 'ttest', pValue: ttest!.pValue, mcnemar, ttest, difference };
}

/**
 * Two-sided p of the Wald t test mean / se with df = G - 1, as `statsmodels`
 * `OLS(d, 1).fit(cov_type='cluster', use_t=True).pvalues`. A zero standard error gives `NaN` for a
 * zero mean and 0 otherwise (as the paired t test in scipy).
 */
export function clusteredTTestP(d: Pick<MeanInference, 'mean' | 'se' | 'df'>): number {
	if (!(d.se >= 0) || !(d.df > 0) || d.mean !== d.mean) return Number.NaN;
	if (d.se === 0) return d.mean === 0 ? Number.NaN : 0;
	return studentTTwoSidedP(d.mean / d.se, d.df);
}

/**
 * Mean differences mean(a - b) of bootstrap draws [start, start + count) into `out`.
 *
 * Draw d resamples the n items with replacement using exactly the item weights of a bootstrap run
 * with the same seed (`drawWeights(n, {kind: 'bootstrap'}, seed, d)`), so a paired bootstrap and a
 * bootstrap run share their draws. The difference of draw d is sum_i w_i (a_i - b_i) / sum_i w_i
 * over the complete pairs; a draw that picked no complete pair gives `NaN`.
 */
export function pairedBootstrapDifferences(
	a: ArrayLike<number>,
	b: ArrayLike<number>,
	seed: number,
	start: number,
	count: number,
	out: Float64Array = new Float64Array(count)
): Float64Array {
	if (a.length !== b.length) throw new RangeError('pairedBootstrap: a and b differ in length');
	const n = a.length;
	const scratch = drawScratch(n);
	for (let k = 0; k < count; k++) {
		const w = drawWeights(n, { kind: 'bootstrap', fraction: 1 }, seed, start + k, scratch);
		let num = 0;
		let den = 0;
		for (let i = 0; i < n; i++) {
			const c = w[i];
			if (c === 0) continue;
			const d = a[i] - b[i];
			if (d === d) {
				num += c * d;
				den += c;
			}
		}
		out[k] = den > 0 ? num / den : Number.NaN;
	}
	return out;
}

interface BootstrapInterval {
	/** Mean of a - b over the complete pairs of the reference set. */
	readonly meanDifference: number;
	/** Percentile interval: quantiles (1 - level) / 2 and (1 + level) / 2 (numpy 'linear'). */
	readonly low: number;
	readonly high: number;
	readonly level: number;
	/** Share of draws whose difference is > 0 (A ahead), ties counted as half. */
	readonly pAhead: number;
	/** Draws whose difference is undefined (no complete pair drawn); excluded above. */
	readonly undefinedDraws: number;
}

/** Percentile interval of bootstrap differences (any draw order; `NaN` draws excluded). */
function percentileInterval(
	meanDifference: number,
	differences: ArrayLike<number>,
	level = 0.95
): BootstrapInterval {
	const finite = Float64Array.from(differences)
		.filter((v) => v === v)
		.sort();
	let ahead = 0;
	for (const v of finite) ahead += v > 0 ? 1 : v === 0 ? 0.5 : 0;
	return {
		meanDifference,
		low: quantileSorted(finite, (1 - level) / 2),
		high: quantileSorted(finite, (1 + level) / 2),
		level,
		pAhead: finite.length ? ahead / finite.length : Number.NaN,
		undefinedDraws: differences.length - finite.length
	};
}

/** Paired bootstrap of mean(a - b) with `draws` draws: the reference difference and its interval. */
export function pairedBootstrap(
	a: ArrayLike<number>,
	b: ArrayLike<number>,
	options: { readonly draws: number; readonly seed: number; readonly level?: number }
): BootstrapInterval {
	const differences = pairedBootstrapDifferences(a, b, options.seed, 0, options.draws);
	let s = 0;
	let n = 0;
	for (let i = 0; i < a.length; i++) {
		const d = a[i] - b[i];
		if (d === d) {
			s += d;
			n++;
		}
	}
	return percentileInterval(n ? s / n : Number.NaN, differences, options.level);
}
