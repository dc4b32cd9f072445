/**
 * Standard errors of a model's mean score on the reference set, following
 * E. Miller (2024), "Adding Error Bars to Evals: A Statistical Approach to Language Model
 * Evaluations", arXiv:2411.00640 (https://arxiv.org/abs/2411.00640), section 2:
 *
 * - plain (CLT):  SE = sqrt( (1 / (n - 1)) * sum_i (s_i - mean)^2 / n ),
 *   the sample standard deviation over sqrt(n) — `scipy.stats.sem(s)` (ddof = 1);
 * - clustered:    SE_c = sqrt( SE^2 + (1 / n^2) * sum_c sum_i sum_{j != i} (s_ic - mean)(s_jc - mean) ),
 *   which adds the covariance of items in the same cluster c (e.g. questions about one passage).
 *   Because sum_{i != j in c} e_i e_j = (sum_{i in c} e_i)^2 - sum_{i in c} e_i^2, the sum is
 *   computed per cluster in O(n). With every item in its own cluster SE_c = SE.
 *
 * The same formulas serve 0/1 and continuous scores (for 0/1 scores the plain SE equals
 * sqrt(p (1 - p) / (n - 1))).
 *
 * Missing cells (`NaN`) are left out: n is the number of items the model has a value for, the mean
 * is over those items (as in `weightedScores`), and a cluster's sums use its present items only.
 * Fewer than two present items give `NaN`.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import type { Groups } from '../perturbations/groups.ts';
import { modelColumn } from './columns.ts';

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

/** Plain standard error of the mean (Miller 2024, eq. for SE_CLT), `NaN` cells skipped. */
export function standardError(values: ArrayLike<number>): number {
	const { mean, n } = presentMean(values);
	if (n < 2) return Number.NaN;
	let ss = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v === v) ss += (v - mean) * (v - mean);
	}
	return Math.sqrt(ss / (n - 1) / n);
}

/**
 * Clustered standard error of the mean (Miller 2024, eq. for SE_clustered). `groupOf[i]` is item
 * i's cluster, an integer in [0, nGroups).
 */
export function clusteredStandardError(
	values: ArrayLike<number>,
	groupOf: ArrayLike<number>,
	nGroups: number
): number {
	if (groupOf.length !== values.length) {
		throw new RangeError('clusteredStandardError: values and groupOf differ in length');
	}
	const { mean, n } = presentMean(values);
	if (n < 2) return Number.NaN;
	const sum = new Float64Array(nGroups);
	const sumSq = new Float64Array(nGroups);
	let ss = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		const e = v - mean;
		ss += e * e;
		sum[groupOf[i]] += e;
		sumSq[groupOf[i]] += e * e;
	}
	let cross = 0;
	for (let g = 0; g < nGroups; g++) cross += sum[g] * sum[g] - sumSq[g];
	const variance = ss / (n - 1) / n + cross / (n * n);
	// Algebraically >= 0 (it equals (ss / (n - 1) + sum_c (sum e)^2) / n^2); clamp rounding.
	return Math.sqrt(Math.max(0, variance));
}

export interface ModelStandardErrors {
	/** Plain SE per model (matrix column order). */
	readonly plain: Float64Array;
	/** Clustered SE per model, or `null` when no groups were given. */
	readonly clustered: Float64Array | null;
}

/**
 * Plain and (with `groups`, e.g. `groupsFromMeta(matrix, 'category')`) clustered standard errors
 * of every model's reference score.
 */
export function modelStandardErrors(
	matrix: ScoreMatrix,
	groups: Groups | null = null
): ModelStandardErrors {
	const M = matrix.nModels;
	const plain = new Float64Array(M);
	const clustered = groups ? new Float64Array(M) : null;
	const column = new Float64Array(matrix.nItems);
	for (let m = 0; m < M; m++) {
		modelColumn(matrix, m, column);
		plain[m] = standardError(column);
		if (clustered && groups) {
			clustered[m] = clusteredStandardError(column, groups.groupOf, groups.names.length);
		}
	}
	return { plain, clustered };
}
