/**
 * The probit: the standard normal quantile function Phi^-1(p), defined once for the app, by
 * M. J. Wichura (1988), "Algorithm AS 241: The Percentage Points of the Normal Distribution",
 * Applied Statistics 37(3): 477-484 (PPND16, relative accuracy about 1e-16) — the algorithm of R's
 * `qnorm` and Python's `statistics.NormalDist.inv_cdf`. Pinned to `scipy.special.ndtri` in the
 * tests.
 *
 * Written out here rather than taken from a package: it is one function, and the npm packages
 * that provide it exactly bring a dozen transitive packages with them.
 */

/**
 * Coefficients of the three rational approximations (AS 241, PPND16), lowest power first, written
 * as the shortest spelling of the double each published 20-digit value rounds to.
 */
export const AS241 = {
	a: [
		3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946,
		45921.95393154987, 67265.7709270087, 33430.57558358813, 2509.0809287301227
	],
	b: [
		1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597,
		39307.89580009271, 28729.085735721943, 5226.495278852854
	],
	c: [
		1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045,
		1.2704582524523684, 0.2417807251774506, 0.022723844989269184, 0.0007745450142783414
	],
	d: [
		1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008,
		0.015198666563616457, 0.0005475938084995345, 1.0507500716444169e-9
	],
	e: [
		6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487,
		0.026532189526576124, 0.0012426609473880784, 0.000027115555687434876, 2.0103343992922881e-7
	],
	f: [
		1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
		0.000018463183175100548, 1.421511758316446e-7, 2.0442631033899397e-15
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
