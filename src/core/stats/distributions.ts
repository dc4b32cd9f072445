/**
 * The distribution functions the per-run statistics need, from stdlib (https://stdlib.io), the
 * modular, typed numerical library for JavaScript: each function is its own small package
 * (`@stdlib/stats-base-dists-*`, `@stdlib/math-base-special-*`), so only these reach the bundle.
 * The wrappers below fix the edge cases our callers rely on (NaN in, NaN out; infinite t) and
 * add the two binomial p-values of the paired tests. Every function is pinned against scipy in
 * tests/unit/core/stats/distributions.test.ts (golden values from scripts/golden/make_stats_golden.py).
 */
import binomialCdfStdlib from '@stdlib/stats-base-dists-binomial-cdf';
import binomialPmfStdlib from '@stdlib/stats-base-dists-binomial-pmf';
import tCdfStdlib from '@stdlib/stats-base-dists-t-cdf';
import tQuantileStdlib from '@stdlib/stats-base-dists-t-quantile';
import betaincStdlib from '@stdlib/math-base-special-betainc';
import gammalnStdlib from '@stdlib/math-base-special-gammaln';

/** log Gamma(x) for x > 0, as `scipy.special.gammaln(x)` (stdlib `gammaln`). */
export function logGamma(x: number): number {
	return gammalnStdlib(x);
}

/**
 * Regularized incomplete beta function I_x(a, b), as `scipy.special.betainc(a, b, x)`
 * (stdlib `betainc`, after Boost's `ibeta`).
 */
export function regularizedBeta(x: number, a: number, b: number): number {
	if (x !== x) return Number.NaN;
	if (x <= 0) return 0;
	if (x >= 1) return 1;
	return betaincStdlib(x, a, b, true, false);
}

/** P(T <= t) for Student's t with `df` degrees of freedom, as `scipy.stats.t.cdf(t, df)`. */
export function studentTCdf(t: number, df: number): number {
	if (t !== t || !(df > 0)) return Number.NaN;
	return tCdfStdlib(t, df);
}

/**
 * The p-quantile of Student's t with `df` degrees of freedom, as `scipy.stats.t.ppf(p, df)`,
 * e.g. `studentTQuantile(0.975, G - 1)` is the critical value of a 95% interval.
 */
export function studentTQuantile(p: number, df: number): number {
	if (!(p >= 0 && p <= 1) || !(df > 0)) return Number.NaN;
	return tQuantileStdlib(p, df);
}

/**
 * Two-sided p-value of Student's t statistic with `df` degrees of freedom, P(|T| >= |t|), as
 * `2 * scipy.stats.t.sf(abs(t), df)`. Computed as 2 P(T <= -|t|), the lower tail, so small
 * p-values keep their relative precision. An infinite t gives 0.
 */
export function studentTTwoSidedP(t: number, df: number): number {
	if (t !== t || !(df > 0)) return Number.NaN;
	if (!Number.isFinite(t)) return 0;
	return Math.min(1, 2 * tCdfStdlib(-Math.abs(t), df));
}

/** Binomial pmf P(X = x) for X ~ Binomial(n, p), as `scipy.stats.binom.pmf(x, n, p)`. */
export function binomialPmf(x: number, n: number, p: number): number {
	return binomialPmfStdlib(x, n, p);
}

/** Binomial cdf P(X <= x) for X ~ Binomial(n, p), as `scipy.stats.binom.cdf(x, n, p)`. */
export function binomialCdf(x: number, n: number, p: number): number {
	return binomialCdfStdlib(x, n, p);
}

function validCount(k: number, n: number): boolean {
	return Number.isInteger(k) && Number.isInteger(n) && k >= 0 && k <= n;
}

/**
 * Exact two-sided p-value of k successes in n trials with success probability 1/2, as
 * `scipy.stats.binomtest(k, n, 0.5).pvalue`: scipy sums every outcome no more likely than k,
 * which for p = 1/2 is min(1, 2 P(X <= min(k, n - k))). `n = 0` gives 1 (no evidence).
 */
export function binomialHalfTwoSidedP(k: number, n: number): number {
	if (!validCount(k, n)) return Number.NaN;
	const j = Math.min(k, n - k);
	if (2 * j === n) return 1;
	return Math.min(1, 2 * binomialCdfStdlib(j, n, 0.5));
}

/**
 * Two-sided mid-p value of k successes in n trials with success probability 1/2:
 * 2 [P(X <= j) - P(X = j) / 2] with j = min(k, n - k), that is the exact two-sided p-value
 * (`binomialHalfTwoSidedP`) less the probability of the observed outcome, counted once in each
 * tail. This is the mid-p McNemar test of M. W. Fagerland, S. Lydersen & P. Laake (2013), "The
 * McNemar test for binary matched-pairs data: mid-p and asymptotic are better than exact
 * conditional", BMC Medical Research Methodology 13:91 (https://doi.org/10.1186/1471-2288-13-91),
 * section "The McNemar mid-p test". Equals 1 when k = n / 2 and when n = 0.
 */
export function binomialHalfMidP(k: number, n: number): number {
	if (!validCount(k, n)) return Number.NaN;
	if (n === 0) return 1;
	const j = Math.min(k, n - k);
	const midP = 2 * binomialCdfStdlib(j, n, 0.5) - binomialPmfStdlib(j, n, 0.5);
	// Far in the tail both terms are subnormal and the cdf can underflow to 0 before the pmf does
	// (k = 1 of n = 1,075: 0 - 2.7e-321), so the difference is held to [0, 1].
	return Math.min(1, Math.max(0, midP));
}
