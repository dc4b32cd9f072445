/**
 * The standard normal distribution's cdf and density (the items' power calculator, t-power.ts, the
 * two-set noise of score tables), in core/stats so no product imports another's. Its quantile is
 * `normalQuantile` in `./normal-quantile.ts` (one definition for the app).
 * Accuracy is checked against `scipy.special.ndtr` in tests/unit/core/stats/normal.test.ts.
 */

const SQRT_PI = Math.sqrt(Math.PI);

/**
 * erf(z) for 0 <= z < 1 by the series of positive terms
 * erf z = (2 / sqrt(pi)) e^{-z^2} sum_n 2^n z^{2n+1} / (1 * 3 * ... * (2n + 1))
 * (Abramowitz & Stegun 1964, 7.1.6): no cancellation, so full relative precision.
 */
function erfSeries(z: number): number {
	const z2 = z * z;
	let term = z;
	let sum = z;
	for (let n = 1; n < 200; n++) {
		term *= (2 * z2) / (2 * n + 1);
		sum += term;
		if (term < sum * 1e-17) break;
	}
	return (2 / SQRT_PI) * Math.exp(-z2) * sum;
}

/**
 * e^{-t^2 / 2} without the rounding of t^2: t is split as t_h + (t - t_h) with t_h a multiple of
 * 1/16, whose square is exact (the device of W. J. Cody's erfc and R's `pnorm`).
 */
function expHalfSquare(t: number): number {
	const th = Math.trunc(t * 16) / 16;
	return Math.exp((-th * th) / 2) * Math.exp((-(t - th) * (t + th)) / 2);
}

/**
 * e^{z^2} erfc(z) for z >= 1 by the continued fraction
 * erfc z = (e^{-z^2} / sqrt(pi)) / (z + (1/2) / (z + 1 / (z + (3/2) / (z + 2 / (z + ...)))))
 * (Abramowitz & Stegun 1964, 7.1.14), evaluated by the modified Lentz method
 * (Numerical Recipes, 3rd ed., section 5.2); about 190 terms at z = 1, 60 at z = 2.
 */
function erfcFraction(z: number): number {
	const tiny = 1e-300;
	let f = z;
	let c = z;
	let d = 0;
	for (let k = 1; k < 1000; k++) {
		const a = k / 2;
		d = z + a * d;
		d = Math.abs(d) < tiny ? 1 / tiny : 1 / d;
		c = z + a / c;
		if (Math.abs(c) < tiny) c = tiny;
		const delta = c * d;
		f *= delta;
		if (Math.abs(delta - 1) < 1e-16) break;
	}
	return 1 / SQRT_PI / f;
}

/** Complementary error function erfc(z) = 1 - erf(z), as `scipy.special.erfc`. */
export function erfc(z: number): number {
	if (z !== z) return Number.NaN;
	if (z < 0) return 2 - erfc(-z);
	if (z < 1) return 1 - erfSeries(z);
	if (z > 27.3) return 0; // below the smallest double
	return expHalfSquare(z * Math.SQRT2) * erfcFraction(z);
}

/** Standard normal cdf Phi(x), as `scipy.special.ndtr(x)` / `scipy.stats.norm.cdf(x)`. */
export function normalCdf(x: number): number {
	if (x !== x) return Number.NaN;
	const z = Math.abs(x) / Math.SQRT2;
	if (z < 1) return 0.5 * erfc(-x / Math.SQRT2);
	// Lower tail from x itself, so e^{-x^2 / 2} carries no rounding of x / sqrt(2).
	const tail = z > 27.3 ? 0 : 0.5 * expHalfSquare(x) * erfcFraction(z);
	return x < 0 ? tail : 1 - tail;
}

/** Standard normal density. */
export function normalPdf(x: number): number {
	return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}
