/**
 * Paired tests of two models on the reference set: is A's score different from B's on these
 * items? Items where either model has no value (`NaN`) are left out of every test here, so the
 * tests compare the two models on the items both were graded on.
 *
 * - McNemar's exact test for 0/1 scores (McNemar 1947, "Note on the sampling error of the
 *   difference between correlated proportions", Psychometrika 12:153-157; exact form: the
 *   discordant pairs are Binomial(b + c, 1/2) under the null, Fagerland, Lydersen & Laake 2013,
 *   BMC Med. Res. Methodol. 13:91).
 * - The paired t test for continuous scores (Student 1908), as `scipy.stats.ttest_rel(a, b)`.
 * - A paired bootstrap of the mean difference (Efron & Tibshirani 1993, ch. 13, percentile
 *   interval), seeded per draw like every run, so its numbers do not depend on chunking.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { drawScratch, drawWeights } from '../draws.ts';
import { quantileSorted } from '../quantile.ts';
import { modelColumn } from './columns.ts';
import { binomialHalfTwoSidedP, studentTTwoSidedP } from './distributions.ts';

export interface McNemarResult {
	/** Items A got right and B wrong. */
	readonly onlyA: number;
	/** Items B got right and A wrong. */
	readonly onlyB: number;
	/** Items where both have a value. */
	readonly n: number;
	/** `scipy.stats.binomtest(onlyA, onlyA + onlyB, 0.5).pvalue`; 1 when there is no discordant item. */
	readonly pValue: number;
}

/** McNemar's exact test on two 0/1 columns (`NaN` = missing). */
export function mcnemarExact(a: ArrayLike<number>, b: ArrayLike<number>): McNemarResult {
	if (a.length !== b.length) throw new RangeError('mcnemarExact: a and b differ in length');
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
	return { onlyA, onlyB, n, pValue: binomialHalfTwoSidedP(onlyA, onlyA + onlyB) };
}

export interface TTestResult {
	/** Mean of a - b over the complete pairs. */
	readonly meanDifference: number;
	readonly statistic: number;
	readonly df: number;
	/** Two-sided p-value. */
	readonly pValue: number;
	/** Complete pairs used. */
	readonly n: number;
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

export interface PairedTestResult {
	readonly test: 'mcnemar' | 'ttest';
	readonly pValue: number;
	readonly mcnemar: McNemarResult | null;
	readonly ttest: TTestResult | null;
}

/** The paired test that fits the matrix: McNemar exact for 0/1 scores, paired t otherwise. */
export function pairedTest(matrix: ScoreMatrix, a: number, b: number): PairedTestResult {
	const x = modelColumn(matrix, a);
	const y = modelColumn(matrix, b);
	if (matrix.valueType === 'binary') {
		const mcnemar = mcnemarExact(x, y);
		return { test: 'mcnemar', pValue: mcnemar.pValue, mcnemar, ttest: null };
	}
	const ttest = pairedTTest(x, y);
	return { test: 'ttest', pValue: ttest.pValue, mcnemar: null, ttest };
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

export interface BootstrapInterval {
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
export function percentileInterval(
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
