/**
 * The probit: the standard normal quantile function Phi^-1(p), by M. J. Wichura (1988),
 * "Algorithm AS 241: The Percentage Points of the Normal Distribution", Applied Statistics 37(3):
 * 477-484 (PPND16, relative accuracy about 1e-16) — the algorithm of R's `qnorm` and Python's
 * `statistics.NormalDist.inv_cdf`. Pinned to `scipy.special.ndtri` in the tests.
 *
 * Written out here rather than taken from a package: it is one function, and the npm packages
 * that provide it exactly bring a dozen transitive packages with them.
 */

/** Coefficients of the three rational approximations (AS 241, PPND16). */
export const AS241 = {
	a: [
		3.387132872796366608, 133.14166789178437745, 1971.5909503065514427, 13731.693765509461125,
		45921.953931549871457, 67265.770927008700853, 33430.575583588128105, 2509.0809287301226727
	],
	b: [
		1, 42.313330701600911252, 687.1870074920579083, 5394.1960214247511077, 21213.794301586595867,
		39307.89580009271061, 28729.085735721942674, 5226.495278852854561
	],
	c: [
		1.42343711074968357734, 4.6303378461565452959, 5.7694972214606914055, 3.64784832476320460504,
		1.27045825245236838258, 0.24178072517745061177, 0.0227238449892691845833,
		7.7454501427834140764e-4
	],
	d: [
		1, 2.05319162663775882187, 1.6763848301838038494, 0.68976733498510000455,
		0.14810397642748007459, 0.0151986665636164571966, 5.475938084995344946e-4,
		1.05075007164441684324e-9
	],
	e: [
		6.6579046435011037772, 5.4637849111641143699, 1.7848265399172913358, 0.29656057182850489123,
		0.026532189526576123093, 0.0012426609473880784386, 2.71155556874348757815e-5,
		2.01033439929228813265e-7
	],
	f: [
		1, 0.59983220655588793769, 0.13692988092273580531, 0.0148753612908506148525,
		7.868691311456132591e-4, 1.8463183175100546818e-5, 1.4215117583164458887e-7,
		2.04426310338993978564e-15
	]
} as const;

function poly(coef: readonly number[], x: number): number {
	let s = coef[coef.length - 1];
	for (let k = coef.length - 2; k >= 0; k--) s = s * x + coef[k];
	return s;
}

/** Phi^-1(p): -Infinity at 0, +Infinity at 1, NaN outside [0, 1]. */
export function normalQuantile(p: number): number {
	if (!(p >= 0 && p <= 1)) return Number.NaN;
	if (p === 0) return Number.NEGATIVE_INFINITY;
	if (p === 1) return Number.POSITIVE_INFINITY;
	const q = p - 0.5;
	if (Math.abs(q) <= 0.425) {
		const r = 0.180625 - q * q;
		return (q * poly(AS241.a, r)) / poly(AS241.b, r);
	}
	let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
	let x: number;
	if (r <= 5) {
		r -= 1.6;
		x = poly(AS241.c, r) / poly(AS241.d, r);
	} else {
		r -= 5;
		x = poly(AS241.e, r) / poly(AS241.f, r);
	}
	return q < 0 ? -x : x;
}
