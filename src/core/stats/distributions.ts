/**
 * The few distribution functions the paired tests need, written out so that the core has no
 * numeric dependency. Accuracy is checked against scipy in tests/unit/stats/distributions.test.ts.
 */

// Lanczos approximation, g = 7, n = 9 (Godfrey's coefficients; see Numerical Recipes, 3rd ed.,
// section 6.1, and https://en.wikipedia.org/wiki/Lanczos_approximation). Relative error ~1e-15.
const LANCZOS_G = 7;
const LANCZOS = [
	0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
	-176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
	1.5056327351493116e-7
];
const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);

/** log Gamma(x) for x > 0 (Lanczos), as `scipy.special.gammaln(x)`. */
export function logGamma(x: number): number {
	if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
	const z = x - 1;
	let a = LANCZOS[0];
	const t = z + LANCZOS_G + 0.5;
	for (let i = 1; i < LANCZOS.length; i++) a += LANCZOS[i] / (z + i);
	return HALF_LOG_2PI + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * Continued fraction for the incomplete beta function, evaluated by the modified Lentz method
 * (Numerical Recipes, 3rd ed., section 6.4, `betacf`).
 */
function betaFraction(x: number, a: number, b: number): number {
	const tiny = 1e-300;
	const qab = a + b;
	const qap = a + 1;
	const qam = a - 1;
	let c = 1;
	let d = 1 - (qab * x) / qap;
	if (Math.abs(d) < tiny) d = tiny;
	d = 1 / d;
	let h = d;
	const maxIterations = 1000 + Math.ceil(20 * Math.sqrt(Math.max(a, b)));
	for (let m = 1; m <= maxIterations; m++) {
		const m2 = 2 * m;
		let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
		d = 1 + aa * d;
		if (Math.abs(d) < tiny) d = tiny;
		c = 1 + aa / c;
		if (Math.abs(c) < tiny) c = tiny;
		d = 1 / d;
		h *= d * c;
		aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
		d = 1 + aa * d;
		if (Math.abs(d) < tiny) d = tiny;
		c = 1 + aa / c;
		if (Math.abs(c) < tiny) c = tiny;
		d = 1 / d;
		const del = d * c;
		h *= del;
		if (Math.abs(del - 1) < 1e-16) break;
	}
	return h;
}

/**
 * Regularized incomplete beta function I_x(a, b), as `scipy.special.betainc(a, b, x)`.
 * `xc` is 1 - x; pass it when it is known more precisely than `1 - x` (as in the t test, where
 * it is t^2 / (df + t^2)).
 */
export function regularizedBeta(x: number, a: number, b: number, xc: number = 1 - x): number {
	if (x !== x || xc !== xc) return Number.NaN;
	if (x <= 0) return 0;
	if (xc <= 0) return 1;
	const logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(xc);
	const front = Math.exp(logFront);
	if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
	return 1 - (front * betaFraction(xc, b, a)) / b;
}

/**
 * Two-sided p-value of Student's t statistic with `df` degrees of freedom,
 * P(|T| >= |t|) = I_{df / (df + t^2)}(df / 2, 1 / 2) (Abramowitz & Stegun 26.7.1 with 26.5.27),
 * as `2 * scipy.stats.t.sf(abs(t), df)`.
 */
export function studentTTwoSidedP(t: number, df: number): number {
	if (t !== t || !(df > 0)) return Number.NaN;
	if (!Number.isFinite(t)) return 0;
	const t2 = t * t;
	return regularizedBeta(df / (df + t2), df / 2, 0.5, t2 / (df + t2));
}

/**
 * Stirling's error log(n!) - log(sqrt(2 pi n) (n / e)^n): the series of C. Loader (2000), "Fast
 * and Accurate Computation of Binomial Probabilities", for n > 15, logGamma below.
 */
function stirlingError(n: number): number {
	if (n === 0) return 0;
	if (n <= 15) return logGamma(n + 1) - (n + 0.5) * Math.log(n) + n - HALF_LOG_2PI;
	const n2 = n * n;
	return (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - 1 / 1188 / n2) / n2) / n2) / n2) / n;
}

/** Loader's deviance term x log(x / np) + np - x, by a series when x is close to np. */
function devianceTerm(x: number, np: number): number {
	if (Math.abs(x - np) < 0.1 * (x + np)) {
		const v = (x - np) / (x + np);
		let s = (x - np) * v;
		let ej = 2 * x * v;
		const v2 = v * v;
		for (let j = 1; j < 1000; j++) {
			ej *= v2;
			const s1 = s + ej / (2 * j + 1);
			if (s1 === s) return s1;
			s = s1;
		}
		return s;
	}
	return x * Math.log(x / np) + np - x;
}

/**
 * Binomial pmf P(X = x) for X ~ Binomial(n, p), by Loader's saddle-point expansion (the method of
 * R's `dbinom` and of Boost), accurate to a few ulps even for n in the tens of thousands.
 */
export function binomialPmf(x: number, n: number, p: number): number {
	const q = 1 - p;
	if (x === 0) return n === 0 ? 1 : Math.exp(n * Math.log1p(-p));
	if (x === n) return Math.exp(n * Math.log(p));
	const lc =
		stirlingError(n) -
		stirlingError(x) -
		stirlingError(n - x) -
		devianceTerm(x, n * p) -
		devianceTerm(n - x, n * q);
	const lf = Math.log(2 * Math.PI) + Math.log(x) + Math.log1p(-x / n);
	return Math.exp(lc - 0.5 * lf);
}

/**
 * Exact two-sided p-value of k successes in n trials with success probability 1/2, as
 * `scipy.stats.binomtest(k, n, 0.5).pvalue`: scipy sums every outcome no more likely than k,
 * which for p = 1/2 is min(1, 2 * P(X <= min(k, n - k))). `n = 0` gives 1 (no evidence).
 *
 * P(X <= j) is summed downwards from pmf(j) (`binomialPmf`), pmf(i - 1) = pmf(i) * i / (n - i + 1),
 * so small p-values keep their relative precision.
 */
export function binomialHalfTwoSidedP(k: number, n: number): number {
	if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || k > n) return Number.NaN;
	const j = Math.min(k, n - k);
	if (2 * j === n) return 1;
	let term = 1;
	let sum = 1;
	for (let i = j; i > 0; i--) {
		term *= i / (n - i + 1);
		sum += term;
		if (term < sum * 1e-17) break;
	}
	return Math.min(1, 2 * binomialPmf(j, n, 0.5) * sum);
}
