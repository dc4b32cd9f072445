/**
 * Strata are not clusters: the standard error of a mean over a stratified design, and what
 * clustering on the strata would do instead.
 *
 * A benchmark that takes a fixed number of items from each of a fixed set of groups (10 images of
 * each of ImageNet's 1,000 classes) is a stratified sample: the groups were not sampled, only the
 * items within them. The variance of the stratified mean with weights W_h = n_h / n (proportional
 * allocation, so it equals the plain mean) is, without the finite-population correction,
 *
 *     Var(ybar_st) = sum_h W_h^2 s_h^2 / n_h,   s_h^2 = the within-stratum variance (ddof 1),
 *
 * W. G. Cochran (1977), "Sampling Techniques", 3rd ed., Wiley, ch. 5 (eq. 5.6 with f_h = 0; 5.3
 * for proportional allocation). It leaves out the between-strata variance, so it is at most the
 * plain standard error up to the ddof terms. Clustering on the strata does the opposite: CR1
 * (standard-error.ts) treats the groups as sampled units and adds the between-group variance, the
 * wrong model for fixed strata (A. Abadie, S. Athey, G. W. Imbens & J. M. Wooldridge 2023, "When
 * Should You Adjust Standard Errors for Clustering?", QJE 138(1):1-35). `strataEffect` measures
 * both against the plain standard error on a dataset, for the note beside the cluster choice.
 *
 * Blank labels form one stratum of their own (the items of no known group). A stratum with a
 * single present value has no within-stratum variance: the standard error is then `NaN` (Cochran's
 * collapsed strata, section 5A.12, would be a modelling choice this note does not make).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { isUnlabelled, clustersFromLabels } from './clusters.ts';
import { modelColumn } from './columns.ts';
import { clusteredMeanInference, plainMeanInference, presentMean } from './standard-error.ts';
import type { MeanInference } from './inference.ts';
import { median } from './median.ts';

/** Strata from per-item labels: one per distinct label, blank labels together as one more. */
export function strataFromLabels(labels: readonly string[]): {
	groupOf: Int32Array;
	count: number;
} {
	const index = new Map<string, number>();
	const groupOf = new Int32Array(labels.length);
	for (let i = 0; i < labels.length; i++) {
		const key = isUnlabelled(labels[i]) ? '\u0000blank' : labels[i];
		let g = index.get(key);
		if (g === undefined) {
			g = index.size;
			index.set(key, g);
		}
		groupOf[i] = g;
	}
	return { groupOf, count: index.size };
}

/**
 * The stratified mean (= the plain mean under proportional weights) with its standard error
 * sqrt(sum_h (n_h / n)^2 s_h^2 / n_h) and df = n - H (H: strata holding a present value);
 * `NaN` cells skipped; `NaN` standard error when a stratum holds a single present value.
 * `clusters` in the result counts the strata.
 */
export function stratifiedMeanInference(
	values: ArrayLike<number>,
	groupOf: ArrayLike<number>,
	nStrata: number
): MeanInference {
	if (groupOf.length !== values.length) {
		throw new RangeError('stratifiedMeanInference: values and groupOf differ in length');
	}
	const { mean, n } = presentMean(values);
	const count = new Float64Array(nStrata);
	const sum = new Float64Array(nStrata);
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		count[groupOf[i]]++;
		sum[groupOf[i]] += v;
	}
	const ss = new Float64Array(nStrata);
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		const g = groupOf[i];
		const d = v - sum[g] / count[g];
		ss[g] += d * d;
	}
	let H = 0;
	let variance = 0;
	let single = false;
	for (let g = 0; g < nStrata; g++) {
		const nh = count[g];
		if (nh === 0) continue;
		H++;
		if (nh < 2) {
			single = true;
			continue;
		}
		const w = nh / n;
		variance += (w * w * (ss[g] / (nh - 1))) / nh;
	}
	const se = n < 2 || single ? Number.NaN : Math.sqrt(variance);
	return { mean, n, se, df: n - H, clusters: H };
}

/** What clustering on a strata column does to the standard errors, against a stratified SE. */
interface StrataEffect {
	readonly column: string;
	/**
	 * Models measured: the first ones in column order (at most `maxCells` cells in all) whose plain
	 * standard error is positive.
	 */
	readonly models: number;
	readonly totalModels: number;
	/** Median over those models of CR1-clustered SE / plain SE, and of stratified SE / plain SE. */
	readonly clusteredOverPlain: number;
	readonly stratifiedOverPlain: number;
}

/**
 * For `meta` column `column`: the median ratio of the clustered (CR1, clusters as
 * `clustersFromLabels`) and of the stratified standard error to the plain one, over the models
 * (the first `floor(maxCells / nItems)` of them, at least one, so that the page stays quick on
 * very large matrices). `null` when the column does not exist.
 */
export function strataEffect(
	matrix: ScoreMatrix,
	column: string,
	maxCells = 2_000_000
): StrataEffect | null {
	if (!Object.hasOwn(matrix.meta, column)) return null;
	const labels = matrix.meta[column];
	const clusters = clustersFromLabels(labels);
	const strata = strataFromLabels(labels);
	const readModels = Math.min(matrix.nModels, Math.max(1, Math.floor(maxCells / matrix.nItems)));
	const out = new Float64Array(matrix.nItems);
	const clustered: number[] = [];
	const stratified: number[] = [];
	for (let m = 0; m < readModels; m++) {
		const x = modelColumn(matrix, m, out);
		const plain = plainMeanInference(x).se;
		if (!(plain > 0)) continue;
		clustered.push(clusteredMeanInference(x, clusters.groupOf, clusters.count).se / plain);
		stratified.push(stratifiedMeanInference(x, strata.groupOf, strata.count).se / plain);
	}
	return {
		column,
		models: clustered.length,
		totalModels: matrix.nModels,
		clusteredOverPlain: median(clustered),
		stratifiedOverPlain: median(stratified)
	};
}
