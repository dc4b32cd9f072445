/**
 * Standard errors of a model's mean score on the reference set, and the 95% intervals built from
 * them.
 *
 * - Plain (CLT): SE = sqrt( sum_i (s_i - mean)^2 / (n - 1) / n ), the sample standard deviation
 *   over sqrt(n), as `scipy.stats.sem(s)` (ddof = 1) and E. Miller (2024), "Adding Error Bars to
 *   Evals: A Statistical Approach to Language Model Evaluations", arXiv:2411.00640
 *   (https://arxiv.org/abs/2411.00640), section 2. Its interval uses t(n - 1), as the
 *   constant-only OLS of `statsmodels` (`OLS(s, 1).fit(use_t=True).conf_int()`).
 * - Clustered (CR1): with e_i = s_i - mean and S_g = sum_{i in cluster g} e_i,
 *       SE_CR1 = sqrt( G / (G - 1) * sum_g S_g^2 / n^2 ),
 *   the cluster-robust sandwich variance of the mean with the small-sample factor G / (G - 1)
 *   (for the mean, statsmodels' further (n - 1) / (n - k) is 1). Its interval uses t(G - 1)
 *   critical values. This is exactly `statsmodels` 0.13.5
 *   `OLS(s, ones).fit(cov_type='cluster', cov_kwds={'groups': g}, use_t=True)`: `.bse` and
 *   `.conf_int()` (default `use_correction=True`, `df_correction=True`). See A. C. Cameron &
 *   D. L. Miller (2015), "A Practitioner's Guide to Cluster-Robust Inference", J. Human Resources
 *   50(2):317-372, section II (the CR1 factor) and section VI ("Few Clusters": T(G - 1) critical
 *   values), and Miller (2024), section 2 (clustered standard errors for evals; the formula there
 *   has no G / (G - 1) factor, and its intervals cover too rarely when clusters are few).
 *   With every item in its own cluster, SE_CR1 equals the plain SE exactly.
 *
 * The intervals themselves are in intervals.ts (kept apart so that importing `presentMean` does
 * not bring the t distribution into the page's bundle).
 *
 * The same formulas serve 0/1 and continuous scores. Missing cells (`NaN`) are left out: n is the
 * number of items the model has a value for, the mean is over those items (as in
 * `weightedScores`), and G counts the clusters that hold at least one of them. Fewer than two
 * present items (or clusters) give `NaN`.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import type { Clusters } from './clusters.ts';
import { plainMeanInferenceOfBits } from './bit-columns.ts';
import type { MeanInference } from './inference.ts';
import { columnReader, completeBitColumns } from './columns.ts';

/** Mean of the non-`NaN` values and how many there are. */
export function presentMean(values: ArrayLike<number>): { mean: number; n: number } {
	let s = 0;
	let n = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v === v) {
			s += v;
			n++;
		}
	}
	return { mean: n ? s / n : Number.NaN, n };
}

/** Plain standard error of the mean with df = n - 1 (`scipy.stats.sem`), `NaN` cells skipped. */
export function plainMeanInference(values: ArrayLike<number>): MeanInference {
	const { mean, n } = presentMean(values);
	if (n < 2) return { mean, n, se: Number.NaN, df: n - 1, clusters: null };
	let ss = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v === v) ss += (v - mean) * (v - mean);
	}
	return { mean, n, se: Math.sqrt(ss / (n - 1) / n), df: n - 1, clusters: null };
}

/** Plain standard error of the mean (Miller 2024, SE_CLT), `NaN` cells skipped. */
export function standardError(values: ArrayLike<number>): number {
	return plainMeanInference(values).se;
}

/**
 * CR1 cluster-robust standard error of the mean with df = G - 1 (see the module comment).
 * `groupOf[i]` is item i's cluster, an integer in [0, nGroups).
 */
export function clusteredMeanInference(
	values: ArrayLike<number>,
	groupOf: ArrayLike<number>,
	nGroups: number
): MeanInference {
	if (groupOf.length !== values.length) {
		throw new RangeError('clusteredStandardError: values and groupOf differ in length');
	}
	const { mean, n } = presentMean(values);
	const sum = new Float64Array(nGroups);
	const seen = new Uint8Array(nGroups);
	let G = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		const g = groupOf[i];
		sum[g] += v - mean;
		if (!seen[g]) {
			seen[g] = 1;
			G++;
		}
	}
	if (n < 2 || G < 2) return { mean, n, se: Number.NaN, df: G - 1, clusters: G };
	let meat = 0;
	for (let g = 0; g < nGroups; g++) meat += sum[g] * sum[g];
	const se = Math.sqrt(((G / (G - 1)) * meat) / (n * n));
	return { mean, n, se, df: G - 1, clusters: G };
}

/** CR1 clustered standard error of the mean (see the module comment). */
export function clusteredStandardError(
	values: ArrayLike<number>,
	groupOf: ArrayLike<number>,
	nGroups: number
): number {
	return clusteredMeanInference(values, groupOf, nGroups).se;
}

interface ModelStandardErrors {
	/** Mean over present items per model (matrix column order): the score the SEs belong to. */
	readonly mean: Float64Array;
	/** Plain SE per model. */
	readonly plain: Float64Array;
	/** Present items per model. */
	readonly n: Int32Array;
	/** CR1 clustered SE per model, or `null` when no clusters were given. */
	readonly clustered: Float64Array | null;
	/** Clusters with at least one present item, per model, or `null` without clusters. */
	readonly clusterCounts: Int32Array | null;
}

/** Plain and (with `clusters`, see `clustersFromMeta`) CR1 standard errors of every model. */
export function modelStandardErrors(
	matrix: ScoreMatrix,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null = null
): ModelStandardErrors {
	const M = matrix.nModels;
	const mean = new Float64Array(M);
	const plain = new Float64Array(M);
	const n = new Int32Array(M);
	const clustered = clusters ? new Float64Array(M) : null;
	const clusterCounts = clusters ? new Int32Array(M) : null;
	const column = new Float64Array(matrix.nItems);
	const read = columnReader(matrix);
	// A complete 0/1 matrix: the plain figures from the model-major bits (the same numbers).
	const fast = clusters ? null : completeBitColumns(matrix);
	for (let m = 0; m < M; m++) {
		const p = fast
			? plainMeanInferenceOfBits(fast.bits, fast.itemWords, m, matrix.nItems)
			: plainMeanInference(read(m, column));
		mean[m] = p.mean;
		plain[m] = p.se;
		n[m] = p.n;
		if (clusters && clustered && clusterCounts) {
			const c = clusteredMeanInference(column, clusters.groupOf, clusters.count);
			clustered[m] = c.se;
			clusterCounts[m] = c.clusters ?? 0;
		}
	}
	return { mean, plain, n, clustered, clusterCounts };
}
