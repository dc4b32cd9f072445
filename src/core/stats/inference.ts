/**
 * What an inference on means returns: a mean with its standard error and degrees of freedom, and
 * a paired test between two models. Types only, in their own file because the estimators
 * (`standard-error.ts`, `bit-columns.ts`), the interval (`intervals.ts`) and the tests
 * (`paired-tests.ts`) all name them (issue 20: no import circles).
 */

/** The mean of the present values with its standard error and the degrees of freedom of its t. */
export interface MeanInference {
	readonly mean: number;
	/** Present (non-`NaN`) values. */
	readonly n: number;
	readonly se: number;
	/** n - 1 (plain) or G - 1 (clustered). */
	readonly df: number;
	/** Clusters holding at least one present value; `null` for the plain SE. */
	readonly clusters: number | null;
}

export interface McNemarResult {
	/** Items A got right and B wrong. */
	readonly onlyA: number;
	/** Items B got right and A wrong. */
	readonly onlyB: number;
	/** Items where both have a value. */
	readonly n: number;
	/**
	 * Two-sided mid-p value: exact p less the probability of the observed split (Fagerland et al.
	 * 2013), `2 * (binom.cdf(j, b + c, 0.5) - binom.pmf(j, b + c, 0.5) / 2)` with j = min(b, c);
	 * 1 when there is no discordant item.
	 */
	readonly pValue: number;
	/** Exact two-sided p, `scipy.stats.binomtest(onlyA, onlyA + onlyB, 0.5).pvalue`. */
	readonly pExact: number;
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

export interface PairedDifference extends MeanInference {
	/** The interval's level (0.95) and bounds: mean +- t_{0.975}(df) * se. */
	readonly level: number;
	readonly low: number;
	readonly high: number;
}

export type PairedTestKind = 'mcnemar' | 'ttest' | 'clusteredT';

export interface PairedTestResult {
	/**
	 * `mcnemar` (mid-p, 0/1 scores), `ttest` (paired t, continuous scores) or `clusteredT` (Wald t
	 * test of the difference with the CR1 standard error and t(G - 1), whenever clusters are given).
	 */
	readonly test: PairedTestKind;
	/** Two-sided p-value of that test. */
	readonly pValue: number;
	readonly mcnemar: McNemarResult | null;
	readonly ttest: TTestResult | null;
	/** The paired difference a - b with its 95% interval (clustered when clusters are given). */
	readonly difference: PairedDifference;
}
