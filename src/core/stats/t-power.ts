/**
 * Power of the two-sided one-sample (paired) t test, from the noncentral t distribution.
 *
 * - `noncentralTCdf(t, df, delta)`: P(T <= t) for T noncentral t with `df` degrees of freedom and
 *   noncentrality `delta`, by R. V. Lenth (1989), "Algorithm AS 243: Cumulative Distribution
 *   Function of the Non-central t Distribution", Applied Statistics 38(1):185-189, with the
 *   refinements of R's `pnt` (R Core Team, src/nmath/pnt.c): a series in regularized incomplete
 *   beta functions weighted by Poisson terms, summed until its error bound is below 1e-12. Above
 *   |delta| = 37.62 the Poisson weights underflow, and the normal approximation of Abramowitz &
 *   Stegun (1964) 26.7.10 is used instead (power there is 1 or 0 to many digits).
 * - `tTestPower(effect, nobs, alpha)`: the power of the two-sided level-`alpha` t test of a mean
 *   with `nobs` observations when the true mean is `effect` standard deviations from 0,
 *   P(T > t_{1-alpha/2}) + P(T < -t_{1-alpha/2}) for T noncentral t(nobs - 1, effect sqrt(nobs)),
 *   exactly `statsmodels.stats.power.TTestPower().power(effect, nobs, alpha)` (its `ttest_power`).
 * - `tTestEffectFor` / `tTestNobsFor`: the effect size reached with `nobs` observations, and the
 *   (real-valued) number of observations needed for an effect, at the given power: the roots of the
 *   same equation, as `TTestPower().solve_power(...)` finds them (here by bisection to full
 *   precision).
 * Pinned to scipy's `nct` and statsmodels' `TTestPower` by scripts/golden/make_power_golden.py.
 */
import { normalCdf } from './normal.ts';
import { logGamma, regularizedBeta, studentTCdf, studentTQuantile } from './distributions.ts';

const ERRMAX = 1e-12;
const ITRMAX = 1000;

/** Lenth's series for P(T <= t) with t >= 0 (see the module comment). */
function lenthSeries(t: number, df: number, del: number): number {
	const x = (t * t) / (t * t + df);
	let tnc = 0;
	if (x > 0) {
		const lambda = del * del;
		let p = 0.5 * Math.exp(-0.5 * lambda);
		let q = Math.sqrt(2 / Math.PI) * p * del;
		let s = 0.5 - p;
		if (s < 1e-7) s = -0.5 * Math.expm1(-0.5 * lambda);
		let a = 0.5;
		const b = 0.5 * df;
		const rxb = Math.pow(1 - x, b);
		const albeta = logGamma(0.5) + logGamma(b) - logGamma(0.5 + b);
		let xodd = regularizedBeta(x, a, b);
		let godd = 2 * rxb * Math.exp(a * Math.log(x) - albeta);
		const bx = b * x;
		let xeven = bx < Number.EPSILON ? bx : 1 - rxb;
		let geven = bx * rxb;
		tnc = p * xodd + q * xeven;
		for (let it = 1; it <= ITRMAX; it++) {
			a += 1;
			xodd -= godd;
			xeven -= geven;
			godd *= (x * (a + b - 1)) / a;
			geven *= (x * (a + b - 0.5)) / (a + 0.5);
			p *= lambda / (2 * it);
			q *= lambda / (2 * it + 1);
			tnc += p * xodd + q * xeven;
			s -= p;
			if (s < -1e-10) break;
			if (s <= 0 && it > 1) break;
			if (Math.abs(2 * s * (xodd - godd)) < ERRMAX && it > 1) break;
		}
	}
	return tnc + normalCdf(-del);
}

/** P(T <= t) for T noncentral t(df, delta), as `scipy.stats.nct.cdf(t, df, delta)`. */
export function noncentralTCdf(t: number, df: number, delta: number): number {
	if (t !== t || !(df > 0) || delta !== delta) return Number.NaN;
	if (delta === 0) return studentTCdf(t, df);
	if (!Number.isFinite(t)) return t > 0 ? 1 : 0;
	if (Math.abs(delta) > 37.62) {
		// Abramowitz & Stegun 26.7.10
		const z = (t * (1 - 1 / (4 * df)) - delta) / Math.sqrt(1 + (t * t) / (2 * df));
		return normalCdf(z);
	}
	const negative = t < 0;
	const value = negative ? lenthSeries(-t, df, -delta) : lenthSeries(t, df, delta);
	const clamped = Math.min(1, Math.max(0, value));
	return negative ? 1 - clamped : clamped;
}

/**
 * Power of the two-sided t test with `nobs` observations at effect size `effect` (mean / sd),
 * level `alpha`: `statsmodels.stats.power.TTestPower().power(effect, nobs, alpha)`.
 */
export function tTestPower(effect: number, nobs: number, alpha = 0.05): number {
	const df = nobs - 1;
	if (!(df > 0) || effect !== effect) return Number.NaN;
	const crit = studentTQuantile(1 - alpha / 2, df);
	const nc = effect * Math.sqrt(nobs);
	return 1 - noncentralTCdf(crit, df, nc) + noncentralTCdf(-crit, df, nc);
}

/** Root of an increasing function on [lo, hi] by bisection to full precision. */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
	for (let k = 0; k < 200; k++) {
		const mid = (lo + hi) / 2;
		if (mid === lo || mid === hi) break;
		if (f(mid) < 0) lo = mid;
		else hi = mid;
	}
	return (lo + hi) / 2;
}

/**
 * The effect size (>= 0) at which the two-sided t test with `nobs` observations reaches `power`,
 * as `TTestPower().solve_power(effect_size=None, nobs=nobs, alpha=alpha, power=power)`; `NaN` for
 * fewer than 2 observations or levels outside (0, 1) with power > alpha.
 */
export function tTestEffectFor(nobs: number, power = 0.8, alpha = 0.05): number {
	if (!(nobs > 1) || !(alpha > 0 && alpha < 1 && power > alpha && power < 1)) return Number.NaN;
	const f = (e: number) => tTestPower(e, nobs, alpha) - power;
	let hi = 1;
	while (f(hi) < 0 && hi < 1e6) hi *= 2;
	return bisect(f, 0, hi);
}

/**
 * The number of observations (real-valued, at least 2) at which the two-sided t test reaches `power` for
 * effect size `effect`, as `TTestPower().solve_power(effect_size=effect, nobs=None, ...)`; `NaN`
 * for a zero effect or invalid levels.
 */
export function tTestNobsFor(effect: number, power = 0.8, alpha = 0.05): number {
	const e = Math.abs(effect);
	if (!(e > 0) || !(alpha > 0 && alpha < 1 && power > alpha && power < 1)) return Number.NaN;
	const f = (n: number) => tTestPower(e, n, alpha) - power;
	// at least two observations (one degree of freedom); large effects need no more
	let lo = 2;
	if (f(lo) >= 0) return lo;
	let hi = 4;
	while (f(hi) < 0 && hi < 1e15) {
		lo = hi;
		hi *= 2;
	}
	return bisect(f, lo, hi);
}
