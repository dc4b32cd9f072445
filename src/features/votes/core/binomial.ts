/**
 * Exact binomial variates on the app's generator (`core/random.ts`), for thinning votes (fewer
 * votes per pair: each vote kept with probability f, a cell of c votes keeps Binomial(c, f)).
 *
 * Binomial(n, p), with p <= 1/2 by symmetry: for n p < 10 by inversion (the probabilities walked
 * up from 0 by their recurrence, one uniform); above, by W. Hörmann's transformed rejection with
 * squeeze, BTRS (1993, "The generation of binomial random variates", J. Statist. Comput. Simul.
 * 46:101-110), as TensorFlow's and JAX's binomial samplers: about 1.15 pairs of uniforms per
 * variate whatever n. Pinned against the binomial distribution function in the unit tests.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { Rng } from '../../../core/random.ts';

/** Stirling's error, log(k!) - [(k + 1/2) log(k + 1) - (k + 1) + log sqrt(2 pi)] (tabled to 9). */
const STIRLING_TAIL = [
	0.08106146679532733, 0.04134069595540946, 0.027677925684997717, 0.02079067210376584,
	0.016644691189820815, 0.013876128823072431, 0.01189670994589287, 0.010411265261973224,
	0.009255462182709007, 0.008330563433359028
];

function stirlingTail(k: number): number {
	if (k <= 9) return STIRLING_TAIL[k];
	const kp1sq = (k + 1) * (k + 1);
	return (1 / 12 - (1 / 360 - 1 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

/** Binomial(n, p) by inversion; expected cost about n p + 1 steps (used for n p < 10). */
function inversion(rng: Rng, n: number, p: number): number {
	const q = 1 - p;
	const ratio = p / q;
	let f = Math.exp(n * Math.log1p(-p));
	let u = uniformFloat64(rng);
	let k = 0;
	while (u > f && k < n) {
		u -= f;
		f *= (ratio * (n - k)) / (k + 1);
		k++;
		if (f === 0) break;
	}
	return k;
}

/**
 * Binomial(n, p) by BTRS (Hörmann 1993), for n p >= 10 and p <= 1/2. The constants of the slow
 * test (two logarithms and Stirling's error at the mode) are computed only when a candidate
 * misses the squeeze, about one time in seven.
 */
function btrs(rng: Rng, n: number, p: number): number {
	const spq = Math.sqrt(n * p * (1 - p));
	const b = 1.15 + 2.53 * spq;
	const a = -0.0873 + 0.0248 * b + 0.01 * p;
	const c = n * p + 0.5;
	const vr = 0.92 - 4.2 / b;
	let alpha = 0;
	let lpq = 0;
	let h = Number.NaN;
	for (;;) {
		const u = uniformFloat64(rng) - 0.5;
		let v = uniformFloat64(rng);
		const us = 0.5 - Math.abs(u);
		const k = Math.floor(((2 * a) / us + b) * u + c);
		if (k < 0 || k > n) continue;
		if (us >= 0.07 && v <= vr) return k;
		if (h !== h) {
			alpha = (2.83 + 5.1 / b) * spq;
			lpq = Math.log(p / (1 - p));
			h = lgammaRatio(Math.floor((n + 1) * p), n, lpq);
		}
		v = Math.log((v * alpha) / (a / (us * us) + b));
		if (v <= h - lgammaRatio(k, n, lpq)) return k;
	}
}

/** log(k! (n - k)!) - k log(p / q) up to a constant (Stirling with its error), as BTRS compares. */
function lgammaRatio(k: number, n: number, lpq: number): number {
	return (
		(k + 0.5) * Math.log(k + 1) +
		(n - k + 0.5) * Math.log(n - k + 1) -
		k * lpq +
		stirlingTail(k) +
		stirlingTail(n - k)
	);
}

/** A Binomial(n, p) variate (n a whole number, 0 <= p <= 1). */
export function binomialSample(rng: Rng, n: number, p: number): number {
	if (n <= 0 || p <= 0) return 0;
	if (p >= 1) return n;
	if (p > 0.5) return n - binomialSample(rng, n, 1 - p);
	return n * p < 10 ? inversion(rng, n, p) : btrs(rng, n, p);
}
