/**
 * Repeated multinomial draws of N over fixed cells (the bootstrap over votes: N votes drawn with
 * replacement from the (pair, outcome) cells), exact and cheap per draw.
 *
 * Poissonisation: cell c gets X_c ~ Poisson(mu p_c) independently, mu = N - 5 sqrt(N); given their
 * total T, the X_c are Multinomial(T, p). When T <= N the remaining N - T votes are drawn one by
 * one from p (Walker's alias table: A. J. Walker 1977, "An efficient method for generating
 * discrete random variables with general distributions", ACM TOMS 3(3):253-256, as M. D. Vose
 * 1991 builds it), and the sum is Multinomial(N, p) exactly, whatever T was; T > N (probability
 * about 3e-7) draws the Poisson part again. The Poisson variates take per-cell constants computed
 * once: up to a mean of 400, inversion searched from the mode (L. Devroye 1986, "Non-Uniform
 * Random Variate Generation", X.3: the probability and distribution function at the mode cached,
 * about 0.8 sqrt(mean) steps of one multiplication each); above, W. Hörmann's transformed
 * rejection with squeeze (PTRS: 1993, "The transformed rejection method for generating Poisson
 * random variables", Insurance: Mathematics and Economics 12:39-45, as numpy's
 * `random_poisson_ptrs`). So a draw costs about one uniform and a few products per cell plus
 * 5 sqrt(N) categorical draws, against one binomial with its setup per cell by the conditional
 * method (`binomial.ts`).
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { logGamma } from '../../../core/stats/distributions.ts';
import type { Rng } from '../../../core/random.ts';

/** Mean up to which a Poisson variate is drawn by inversion from the mode. */
const INVERSION = 400;

/** log(k!) for k < 1024 (the mode's probability, PTRS's slow test); above, `logGamma`. */
const LOG_FACTORIAL = (() => {
	const t = new Float64Array(1024);
	for (let k = 2; k < t.length; k++) t[k] = t[k - 1] + Math.log(k);
	return t;
})();

/** 1 / k for the upward search (k < 1024 covers a mean of 400 to beyond 30 SDs). */
const INVERSE = Float64Array.from({ length: 1024 }, (_, k) => (k ? 1 / k : 0));

function logFactorial(k: number): number {
	return k < LOG_FACTORIAL.length ? LOG_FACTORIAL[k] : logGamma(k + 1);
}

export class MultinomialSampler {
	readonly #total: number;
	readonly #lambda: Float64Array;
	/** Per cell: its mode m, P(K = m) and P(K <= m) (inversion), or PTRS's constants. */
	readonly #mode: Int32Array;
	readonly #atMode: Float64Array;
	readonly #toMode: Float64Array;
	readonly #ptrs: Float64Array;
	readonly #aliasProb: Float64Array;
	readonly #alias: Int32Array;

	/** Draws of `total` over cells weighted `weights` (any non-negative numbers). */
	constructor(weights: ArrayLike<number>, total: number) {
		const C = weights.length;
		let sum = 0;
		for (let c = 0; c < C; c++) sum += weights[c];
		this.#total = total;
		const mu = Math.max(0, total - 5 * Math.sqrt(total));
		const lambda = Float64Array.from({ length: C }, (_, c) =>
			sum > 0 ? (mu * weights[c]) / sum : 0
		);
		this.#lambda = lambda;
		this.#mode = new Int32Array(C);
		this.#atMode = new Float64Array(C);
		this.#toMode = new Float64Array(C);
		this.#ptrs = new Float64Array(4 * C);
		for (let c = 0; c < C; c++) {
			const lam = lambda[c];
			if (lam <= INVERSION) {
				const m = Math.floor(lam);
				let p = Math.exp(-lam);
				let F = p;
				for (let k = 1; k <= m; k++) F += p *= lam / k;
				this.#mode[c] = m;
				this.#atMode[c] = p;
				this.#toMode[c] = F;
				continue;
			}
			const b = 0.931 + 2.53 * Math.sqrt(lam);
			const a = -0.059 + 0.02483 * b;
			const logInvAlpha = Math.log(1.1239 + 1.1328 / (b - 3.4));
			this.#ptrs.set([b, a, logInvAlpha, 0.9277 - 3.6224 / (b - 2)], 4 * c);
		}
		[this.#aliasProb, this.#alias] = aliasTable(weights, sum);
	}

	/** Poisson by inversion from the mode: down while u is below F(k - 1), else up. */
	#invert(rng: Rng, c: number): number {
		const lam = this.#lambda[c];
		let k = this.#mode[c];
		let p = this.#atMode[c];
		let F = this.#toMode[c];
		const u = uniformFloat64(rng);
		if (u < F) {
			const inv = 1 / lam;
			while (k > 0 && u < F - p) {
				F -= p;
				p *= k * inv;
				k--;
			}
			return k;
		}
		while (u >= F && p > 0) {
			k++;
			p *= lam * INVERSE[k];
			F += p;
		}
		return k;
	}

	#poisson(rng: Rng, c: number): number {
		const lam = this.#lambda[c];
		if (lam <= INVERSION) return this.#invert(rng, c);
		const o = 4 * c;
		const b = this.#ptrs[o];
		const a = this.#ptrs[o + 1];
		const logLam = Math.log(lam);
		for (;;) {
			const u = uniformFloat64(rng) - 0.5;
			const v = uniformFloat64(rng);
			const us = 0.5 - Math.abs(u);
			const k = Math.floor(((2 * a) / us + b) * u + lam + 0.43);
			if (us >= 0.07 && v <= this.#ptrs[o + 3]) return k;
			if (k < 0 || (us < 0.013 && v > us)) continue;
			const lhs = Math.log(v) + this.#ptrs[o + 2] - Math.log(a / (us * us) + b);
			if (lhs <= -lam + k * logLam - logFactorial(k)) return k;
		}
	}

	/** One Multinomial(total, p) draw into `out`. */
	sample(rng: Rng, out: Float64Array): Float64Array {
		const C = this.#lambda.length;
		let t: number;
		do {
			t = 0;
			for (let c = 0; c < C; c++) t += out[c] = this.#poisson(rng, c);
		} while (t > this.#total);
		for (; t < this.#total; t++) {
			const u = uniformFloat64(rng) * C;
			const c = Math.floor(u);
			out[u - c < this.#aliasProb[c] ? c : this.#alias[c]]++;
		}
		return out;
	}
}

/** Vose's alias table of `weights` (their sum `sum`): keep cell c with prob[c], else alias[c]. */
function aliasTable(weights: ArrayLike<number>, sum: number): [Float64Array, Int32Array] {
	const C = weights.length;
	const prob = new Float64Array(C);
	const alias = Int32Array.from({ length: C }, (_, c) => c);
	const scaled = Float64Array.from({ length: C }, (_, c) => (sum > 0 ? (weights[c] * C) / sum : 0));
	const small: number[] = [];
	const large: number[] = [];
	scaled.forEach((s, c) => (s < 1 ? small : large).push(c));
	while (small.length && large.length) {
		const s = small.pop()!;
		const l = large[large.length - 1];
		prob[s] = scaled[s];
		alias[s] = l;
		scaled[l] -= 1 - scaled[s];
		if (scaled[l] < 1) small.push(large.pop()!);
	}
	for (const c of large) prob[c] = 1;
	for (const c of small) prob[c] = 1;
	return [prob, alias];
}
