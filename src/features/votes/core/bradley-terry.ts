/**
 * The Bradley-Terry model fitted by maximum likelihood (R. A. Bradley & M. E. Terry 1952, "Rank
 * analysis of incomplete block designs: I. The method of paired comparisons", Biometrika
 * 39:324-345): P(a beats b) = 1 / (1 + e^-(theta_a - theta_b)), with a tie counted as half a win
 * for each side (`half`, Chatbot Arena's rule: W.-L. Chiang et al. 2024, "Chatbot Arena: An Open
 * Platform for Evaluating LLMs by Human Preference", arXiv:2403.04132, section 5) or left out
 * (`drop`). The objective, per pair with score s of its lower-index model out of n votes, x =
 * theta_a - theta_b:
 *
 *     F(theta) = sum_pairs [ n softplus(x) - s x ] + (kappa / 2) sum_m theta_m^2
 *
 * (the negative log-likelihood; `l2` = lambda penalises beta = theta / ln 10, the ratings in
 * units of 400 points, by (lambda / 2) sum beta^2, so kappa = lambda / ln(10)^2). Unpenalised, the
 * likelihood sees only differences: one model is held at 0. GenAI-Arena's published ratings use
 * sklearn's default penalty on every vote entered twice, 0.5 |beta|^2 + sum_rows log-loss, that is
 * lambda = 0.5 here.
 *
 * Solved by Newton's method with a backtracking line search on F from theta = 0 (the objective
 * is convex; strictly so on the free coordinates when the ratings are finite, `groups.ts`), to a
 * last step below 1e-10: the answer is the exact optimum to rounding, which scipy's L-BFGS-B
 * reaches to about 1e-9 (scripts/golden/make_votes_golden.py). D. R. Hunter's MM algorithm (2004,
 * "MM algorithms for generalized Bradley-Terry models", Ann. Statist. 32(1):384-406) converges to
 * the same point linearly; with a few hundred models Newton's dense K x K step is cheaper.
 *
 * Ratings are on Chatbot Arena's scale: 1000 + 400 log10-odds, rating = 1000 + (400 / ln 10)
 * (theta - theta_anchor).
 */
import { choleskyPsd } from '../../../core/rank-sets/normal-draws.ts';
import type { PairCounts, TieRule } from './aggregate.ts';

/** Arena's scale: 400 points per factor of 10 in the odds, the anchor at 1000. */
export const RATING_SCALE = 400;
export const RATING_ORIGIN = 1000;
/** Rating points per natural log-odds unit (400 / ln 10 = 173.7). */
export const POINTS_PER_NAT = RATING_SCALE / Math.LN10;

export interface FitOptions {
	readonly tieRule: TieRule;
	/** The L2 penalty lambda on beta = theta / ln 10 (0: none, the plain maximum likelihood). */
	readonly l2: number;
}

/** What the objective reads of one group's counts: per pair its models, score and total. */
export interface FitData {
	readonly nModels: number;
	/** Each entry's pair in the counts it came from (pairs without a vote are left out). */
	readonly pair: Int32Array;
	readonly a: Int32Array;
	readonly b: Int32Array;
	readonly s: Float64Array;
	readonly n: Float64Array;
	/** kappa: the penalty on theta (0 unpenalised). */
	readonly kappa: number;
	/** The model held at 0 when unpenalised, -1 when penalised (every theta free). */
	readonly fixed: number;
}

/** The objective's data: pairs with a vote under the tie rule. */
export function fitData(counts: PairCounts, options: FitOptions, fixed = 0): FitData {
	const P = counts.pairA.length;
	const pair = new Int32Array(P);
	const a = new Int32Array(P);
	const b = new Int32Array(P);
	const s = new Float64Array(P);
	const n = new Float64Array(P);
	const half = options.tieRule === 'half';
	let q = 0;
	for (let p = 0; p < P; p++) {
		const t = half ? counts.tie[p] : 0;
		const np = counts.winA[p] + counts.winB[p] + t;
		if (!(np > 0)) continue;
		pair[q] = p;
		a[q] = counts.pairA[p];
		b[q] = counts.pairB[p];
		s[q] = counts.winA[p] + t / 2;
		n[q++] = np;
	}
	const kappa = options.l2 / (Math.LN10 * Math.LN10);
	return {
		nModels: counts.nModels,
		pair: pair.subarray(0, q),
		a: a.subarray(0, q),
		b: b.subarray(0, q),
		s: s.subarray(0, q),
		n: n.subarray(0, q),
		kappa,
		fixed: kappa > 0 ? -1 : fixed
	};
}

function softplus(x: number): number {
	return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/** P(a beats b) for every pair into `out` (per-model exponentials when the range allows). */
function pairProbabilities(d: FitData, theta: Float64Array, out: Float64Array): Float64Array {
	let lo = Infinity;
	let hi = -Infinity;
	for (let m = 0; m < d.nModels; m++) {
		if (theta[m] < lo) lo = theta[m];
		if (theta[m] > hi) hi = theta[m];
	}
	const { a, b } = d;
	const P = a.length;
	if (hi - lo < 600) {
		const mid = (hi + lo) / 2;
		const e = new Float64Array(d.nModels);
		for (let m = 0; m < d.nModels; m++) e[m] = Math.exp(theta[m] - mid);
		for (let p = 0; p < P; p++) {
			const ea = e[a[p]];
			out[p] = ea / (ea + e[b[p]]);
		}
	} else {
		for (let p = 0; p < P; p++) out[p] = 1 / (1 + Math.exp(theta[b[p]] - theta[a[p]]));
	}
	return out;
}

/** F(theta), the penalised negative log-likelihood. */
function objective(d: FitData, theta: Float64Array): number {
	let f = 0;
	for (let p = 0; p < d.a.length; p++) {
		const x = theta[d.a[p]] - theta[d.b[p]];
		f += d.n[p] * softplus(x) - d.s[p] * x;
	}
	if (d.kappa > 0) for (let m = 0; m < d.nModels; m++) f += (d.kappa / 2) * theta[m] * theta[m];
	return f;
}

/** The gradient of F into `g` (0 at the fixed model); `prob` is scratch of one per pair. */
export function gradient(d: FitData, theta: Float64Array, g: Float64Array, prob: Float64Array) {
	pairProbabilities(d, theta, prob);
	const { a, b, s, n, kappa } = d;
	for (let m = 0; m < d.nModels; m++) g[m] = kappa * theta[m];
	for (let p = 0; p < a.length; p++) {
		const r = n[p] * prob[p] - s[p];
		g[a[p]] += r;
		g[b[p]] -= r;
	}
	if (d.fixed >= 0) g[d.fixed] = 0;
	return g;
}

/**
 * The Hessian of F (K x K, row-major) into `H`, with the fixed model's row and column replaced
 * by the identity's, so that a solve leaves its theta at 0 and solves the others' system.
 */
export function hessian(d: FitData, prob: Float64Array, H: Float64Array): Float64Array {
	const K = d.nModels;
	H.fill(0);
	for (let m = 0; m < K; m++) H[m * K + m] = d.kappa;
	for (let p = 0; p < d.a.length; p++) {
		addPairTerm(H, K, d.a[p], d.b[p], d.n[p] * prob[p] * (1 - prob[p]));
	}
	return clampFixed(H, K, d.fixed);
}

/** The lower Cholesky factor of a positive definite K x K matrix, or null when it is not. */
export function cholesky(H: Float64Array, K: number): Float64Array | null {
	const L = choleskyPsd(H, K);
	for (let m = 0; m < K; m++) if (!(L[m * K + m] > 0)) return null;
	return L;
}

/**
 * Solves L L^T x = y in place (`y` becomes x). `Lt`, L's transpose (`transposed`), lets the
 * backward pass read rows instead of a column of L (stride K: a cache line per product at a few
 * hundred models); the result is the same to the bit (the same products in the same order).
 */
export function choleskySolve(
	L: Float64Array,
	K: number,
	y: Float64Array,
	Lt: Float64Array | null = null
): Float64Array {
	for (let i = 0; i < K; i++) {
		let s = y[i];
		const row = i * K;
		for (let k = 0; k < i; k++) s -= L[row + k] * y[k];
		y[i] = s / L[row + i];
	}
	if (Lt) {
		for (let i = K - 1; i >= 0; i--) {
			let s = y[i];
			const row = i * K;
			for (let k = i + 1; k < K; k++) s -= Lt[row + k] * y[k];
			y[i] = s / Lt[row + i];
		}
		return y;
	}
	for (let i = K - 1; i >= 0; i--) {
		let s = y[i];
		for (let k = i + 1; k < K; k++) s -= L[k * K + i] * y[k];
		y[i] = s / L[i * K + i];
	}
	return y;
}

/** The transpose of a K x K row-major matrix. */
export function transposed(L: Float64Array, K: number): Float64Array {
	const out = new Float64Array(K * K);
	for (let i = 0; i < K; i++) for (let k = 0; k < K; k++) out[k * K + i] = L[i * K + k];
	return out;
}

/**
 * The inverse of the matrix `L` factors (`cholesky`), K solves; with `fixed` >= 0 (a clamped
 * Hessian, `hessian`) that model's row and column are zeroed: a generalised inverse of the
 * unclamped Laplacian, which gives every difference (e_a - e_b)^T X (e_c - e_d) exactly.
 */
export function factorInverse(L: Float64Array, K: number, fixed: number): Float64Array {
	const inv = new Float64Array(K * K);
	const col = new Float64Array(K);
	for (let j = 0; j < K; j++) {
		col.fill(0);
		col[j] = 1;
		choleskySolve(L, K, col);
		for (let i = 0; i < K; i++) inv[i * K + j] = col[i];
	}
	if (fixed >= 0) for (let m = 0; m < K; m++) inv[fixed * K + m] = inv[m * K + fixed] = 0;
	return inv;
}

/** Adds w (e_a - e_b)(e_a - e_b)^T to the K x K matrix M. */
export function addPairTerm(M: Float64Array, K: number, a: number, b: number, w: number): void {
	M[a * K + a] += w;
	M[b * K + b] += w;
	M[a * K + b] -= w;
	M[b * K + a] -= w;
}

/** Replaces row and column `r` of M by the identity's (r < 0: leaves M as it is). */
export function clampFixed(M: Float64Array, K: number, r: number): Float64Array {
	if (r < 0) return M;
	for (let m = 0; m < K; m++) M[r * K + m] = M[m * K + r] = 0;
	M[r * K + r] = 1;
	return M;
}

/** A fit: natural log-strengths (the fixed model at 0) and how it ended. */
interface Fit {
	readonly theta: Float64Array;
	readonly iterations: number;
	/** The log-likelihood (minus the penalty) at theta: -F. */
	readonly logLikelihood: number;
}

function maxAbs(x: Float64Array): number {
	let m = 0;
	for (let i = 0; i < x.length; i++) m = Math.max(m, Math.abs(x[i]));
	return m;
}

/**
 * Newton's method on F from `start` (default 0), with backtracking (Armijo) while the step is
 * large. Null when the Hessian is singular (the models are not connected). Call it only where
 * the ratings are finite (`hasFiniteRatings`): otherwise it stops after `maxIterations` far out.
 */
export function newtonFit(d: FitData, start?: Float64Array, maxIterations = 200): Fit | null {
	const K = d.nModels;
	const theta = start ? Float64Array.from(start) : new Float64Array(K);
	if (d.fixed >= 0) theta[d.fixed] = 0;
	const prob = new Float64Array(d.a.length);
	const g = new Float64Array(K);
	const H = new Float64Array(K * K);
	const trial = new Float64Array(K);
	let f = objective(d, theta);
	for (let it = 1; it <= maxIterations; it++) {
		gradient(d, theta, g, prob);
		const L = cholesky(hessian(d, prob, H), K);
		if (!L) return null;
		const step = choleskySolve(
			L,
			K,
			Float64Array.from(g, (x) => -x)
		);
		const size = maxAbs(step);
		let t = 1;
		if (size > 1e-6) {
			let slope = 0;
			for (let m = 0; m < K; m++) slope += g[m] * step[m];
			for (;;) {
				for (let m = 0; m < K; m++) trial[m] = theta[m] + t * step[m];
				const ft = objective(d, trial);
				if (ft <= f + 1e-4 * t * slope || t < 1e-12) {
					f = ft;
					break;
				}
				t /= 2;
			}
		}
		for (let m = 0; m < K; m++) theta[m] += t * step[m];
		if (size <= 1e-6) f = objective(d, theta);
		if (t * size <= 1e-10) return { theta, iterations: it, logLikelihood: -objective(d, theta) };
	}
	return { theta, iterations: maxIterations, logLikelihood: -objective(d, theta) };
}

/**
 * Ratings on Arena's scale from log-strengths: 1000 + (400 / ln 10) (theta - theta[anchor]).
 * `anchor` null: unpenalised, the models' mean at 1000; penalised, the penalty's own origin
 * (theta = 0 at 1000, as GenAI-Arena publishes them).
 */
export function ratingsOf(
	theta: ArrayLike<number>,
	anchor: number | null,
	penalised: boolean
): Float64Array {
	const K = theta.length;
	let shift = 0;
	if (anchor !== null) shift = theta[anchor];
	else if (!penalised) {
		for (let m = 0; m < K; m++) shift += theta[m] / K;
	}
	return Float64Array.from(theta, (t) => RATING_ORIGIN + POINTS_PER_NAT * (t - shift));
}
