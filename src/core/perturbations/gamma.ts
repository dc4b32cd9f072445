/**
 * Seeded continuous variates for the random reweightings: normal, gamma and Dirichlet. Each takes
 * the draw's generator (`rngForDraw(seed, drawIndex)`), so a draw's weights depend on (seed, draw
 * index) alone.
 *
 * Why not `@stdlib/random-base-gamma` (which the distribution functions come from, see
 * stats/distributions.ts): its factory does accept our generator as `prng`, but its normal
 * variates (improved ziggurat) then seed a Mersenne Twister of their own from that generator, and
 * building one costs 30-50 us (measured on Node 20). To keep draws independent of how a run is
 * split into chunks the factory would have to be built once per draw, which at the benchmark's
 * S size (10,000 draws of 500 items) costs more than the rest of the draw. Its shape < 1 branch
 * also multiplies by U^(1/a), which underflows to 0 for the tiny concentrations Dirichlet weights
 * use, where the log form below does not. The sampler here is pinned against scipy's gamma and
 * Dirichlet distributions in tests/unit/core/perturbations/gamma.test.ts.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { Rng } from '../random.ts';

/** Uniform in (0, 1]: never 0, so its logarithm is finite. */
function uniformOpen(rng: Rng): number {
	return 1 - uniformFloat64(rng);
}

/**
 * Standard normal variate by the Marsaglia polar method (G. Marsaglia & T. A. Bray 1964, "A
 * convenient method for generating normal variables", SIAM Review 6(3):260-264). The second
 * variate of each pair is discarded so that the function keeps no state between calls.
 */
export function normalSample(rng: Rng): number {
	for (;;) {
		const u = 2 * uniformFloat64(rng) - 1;
		const v = 2 * uniformFloat64(rng) - 1;
		const s = u * u + v * v;
		if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s);
	}
}

/**
 * log of a Gamma(shape, 1) variate, by G. Marsaglia & W. W. Tsang (2000), "A Simple Method for
 * Generating Gamma Variables", ACM Trans. Math. Softw. 26(3):363-372. For shape < 1 the paper's
 * boost is used: Gamma(a) = Gamma(a + 1) * U^(1/a), kept in logs because U^(1/a) underflows for
 * small a (Dirichlet weights with a tiny concentration).
 */
function logGammaSample(rng: Rng, shape: number): number {
	if (!(shape > 0)) throw new RangeError(`gamma shape must be positive, got ${shape}`);
	if (shape < 1) return logGammaSample(rng, shape + 1) + Math.log(uniformOpen(rng)) / shape;
	const d = shape - 1 / 3;
	const c = 1 / Math.sqrt(9 * d);
	for (;;) {
		let x: number;
		let v: number;
		do {
			x = normalSample(rng);
			v = 1 + c * x;
		} while (v <= 0);
		v = v * v * v;
		const u = uniformOpen(rng);
		const x2 = x * x;
		if (u < 1 - 0.0331 * x2 * x2 || Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) {
			return Math.log(d) + Math.log(v);
		}
	}
}

/** A Gamma(shape, 1) variate (Marsaglia & Tsang 2000). */
export function gammaSample(rng: Rng, shape: number): number {
	return Math.exp(logGammaSample(rng, shape));
}

/**
 * A Dirichlet(alpha) vector into `out`: independent Gamma(alpha_g) variates divided by their sum
 * (L. Devroye 1986, "Non-Uniform Random Variate Generation", ch. XI.4). Normalised in logs (the
 * largest log-gamma is subtracted first) so the weights sum to 1 even when every variate would
 * underflow.
 */
export function dirichletSample(
	rng: Rng,
	alpha: ArrayLike<number>,
	out: Float64Array = new Float64Array(alpha.length)
): Float64Array {
	const G = alpha.length;
	let max = Number.NEGATIVE_INFINITY;
	for (let g = 0; g < G; g++) {
		out[g] = logGammaSample(rng, alpha[g]);
		if (out[g] > max) max = out[g];
	}
	let sum = 0;
	for (let g = 0; g < G; g++) {
		out[g] = Math.exp(out[g] - max);
		sum += out[g];
	}
	for (let g = 0; g < G; g++) out[g] /= sum;
	return out;
}
