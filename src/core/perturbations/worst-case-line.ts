/**
 * Local search for the worst-case category weights by exact line searches: along a line
 * v(t) = v + t u through the box, each pair's order changes only where s_a(v(t)) = s_b(v(t)),
 * i.e. at the roots of
 *
 *     f(t) = N_a(t) D_b(t) - N_b(t) D_a(t),   N_m(t) = N_m + t u . num_m,  D_m(t) = D_m + t u . den_m
 *
 * (a linear function of t when a and b have the same items, a quadratic otherwise). Sorting the
 * roots inside the box gives the number of reversed pairs on every stretch of the line, so each
 * line search finds the lowest tau-b on the whole line, not just at sampled points. Directions:
 * each coordinate (one category's weight over its whole range), and Frank-Wolfe directions
 * towards the vertex that most lowers a smoothed tau (tanh of the score gaps; M. Frank &
 * P. Wolfe 1956, "An algorithm for quadratic programming", Naval Research Logistics Quarterly
 * 3:95-110). Restarts from the reference weights and from seeded random points of the box.
 * Every accepted point is re-scored with `categoryScores` and `kendallTauB`: the tau that drives
 * the search is recomputed, never tracked incrementally.
 */
import { kendallScratch, kendallTauB, type KendallScratch } from '../kendall.ts';
import { rngForDraw, type Rng } from '../random.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { certifiedWeights } from './worst-case-certificate.ts';
import type { WorstCaseProblem } from './worst-case-problem.ts';

/** A point of the box with its per-model sums, scores and recomputed tau-b. */
interface BoxPoint {
	readonly v: Float64Array;
	readonly N: Float64Array;
	readonly D: Float64Array;
	readonly scores: Float64Array;
	tau: number;
}

export interface SearchControl {
	/** Points whose tau-b the search has determined (each stretch of a searched line counts one). */
	evaluated: number;
	readonly budget: number;
	stopped: boolean;
	readonly shouldStop?: () => boolean;
	readonly onProgress?: (done: number, total: number) => void;
	/** Line searches since the last check of `shouldStop` / report of progress. */
	sinceCheck: number;
}

/**
 * A search as steps: a generator that yields at each check of its control (every few line
 * searches or linear programs) and returns its result. The caller decides what a pause is: run
 * it to the end at once (`finishSteps`), or give the event loop a turn between steps so that a
 * cancel message can arrive (the engine worker does).
 */
export type SearchSteps<T> = Generator<void, T, void>;

/** Runs a search's steps to the end, without pausing, and returns its result. */
export function finishSteps<T>(steps: SearchSteps<T>): T {
	for (;;) {
		const r = steps.next();
		if (r.done) return r.value;
	}
}

/** Whether the last `checkControl` call checked `shouldStop` (a search yields there). */
function atCheck(control: SearchControl): boolean {
	return control.sinceCheck === 0;
}

/** Calls `shouldStop` and `onProgress` every few line searches; true when the search must end. */
function checkControl(control: SearchControl, force = false): boolean {
	if (control.stopped) return true;
	if (++control.sinceCheck < 16 && !force) return control.evaluated >= control.budget;
	control.sinceCheck = 0;
	if (control.shouldStop?.()) control.stopped = true;
	control.onProgress?.(Math.min(control.evaluated, control.budget), control.budget);
	return control.stopped || control.evaluated >= control.budget;
}

/** tau-b as a number to minimise: an undefined tau (everything tied) is never preferred. */
function orderable(tau: number): number {
	return tau === tau ? tau : Number.POSITIVE_INFINITY;
}

class LineSearch {
	readonly #p: WorstCaseProblem;
	readonly #G: number;
	readonly #M: number;
	readonly #kScratch: KendallScratch;
	// Per-model slopes along the current direction.
	readonly #n: Float64Array;
	readonly #e: Float64Array;
	readonly #u: Float64Array;
	// Events of one line search.
	readonly #times: Float64Array;
	readonly #deltas: Int8Array;
	readonly #order: Uint32Array;
	readonly #gamma: Float64Array;
	readonly #gaps: Float64Array;
	readonly #trialScores: Float64Array;

	constructor(problem: WorstCaseProblem) {
		this.#p = problem;
		this.#G = problem.counts.nGroups;
		this.#M = problem.counts.nModels;
		const P = problem.pairHi.length;
		this.#kScratch = kendallScratch(this.#M);
		this.#n = new Float64Array(this.#M);
		this.#e = new Float64Array(this.#M);
		this.#u = new Float64Array(this.#G);
		this.#times = new Float64Array(2 * P);
		this.#deltas = new Int8Array(2 * P);
		this.#order = new Uint32Array(2 * P);
		this.#gamma = new Float64Array(this.#M);
		this.#gaps = new Float64Array(P);
		this.#trialScores = new Float64Array(this.#M);
	}

	/** A point at weights `v` (copied), scored like `categoryScores` (same summation order). */
	point(v: ArrayLike<number>): BoxPoint {
		const pt: BoxPoint = {
			v: Float64Array.from(v),
			N: new Float64Array(this.#M),
			D: new Float64Array(this.#M),
			scores: new Float64Array(this.#M),
			tau: Number.NaN
		};
		this.#rescore(pt);
		return pt;
	}

	#rescore(pt: BoxPoint): void {
		const { num, den } = this.#p.counts;
		const G = this.#G;
		const v = pt.v;
		// Complete data: every den row is the same, so D is summed once (the same value, in the
		// same order, as categoryScores gets for each model).
		let shared = Number.NaN;
		if (this.#p.complete) {
			shared = 0;
			for (let g = 0; g < G; g++) if (v[g] !== 0) shared += v[g] * den[g];
		}
		for (let m = 0; m < this.#M; m++) {
			let a = 0;
			let b = 0;
			const row = m * G;
			if (shared === shared) {
				for (let g = 0; g < G; g++) if (v[g] !== 0) a += v[g] * num[row + g];
				b = shared;
			} else {
				for (let g = 0; g < G; g++) {
					const w = v[g];
					if (w === 0) continue;
					a += w * num[row + g];
					b += w * den[row + g];
				}
			}
			pt.N[m] = a;
			pt.D[m] = b;
			pt.scores[m] = b > 0 ? a / b : Number.NaN;
		}
		pt.tau = kendallTauB(this.#p.reference, pt.scores, this.#kScratch);
	}

	/**
	 * Searches the line through `pt` along the direction whose per-model slopes are in #n / #e,
	 * for t in [t0, t1] (t = 0 is `pt`). Returns the t of the best stretch (its midpoint, or the
	 * box end for an end stretch) and whether it reverses more pairs than the stretch at t = 0.
	 */
	#searchLine(pt: BoxPoint, t0: number, t1: number, control: SearchControl): number | null {
		const { pairHi, pairLo, complete } = this.#p;
		const n = this.#n;
		const e = this.#e;
		const { N, D } = pt;
		const times = this.#times;
		const deltas = this.#deltas;
		let k = 0;
		const push = (t: number, slope: number) => {
			if (t > t0 && t < t1 && slope !== 0) {
				times[k] = t;
				// f falls through 0: the pair becomes reversed.
				deltas[k++] = slope < 0 ? 1 : -1;
			}
		};
		for (let p = 0; p < pairHi.length; p++) {
			const a = pairHi[p];
			const b = pairLo[p];
			if (complete) {
				// Same denominators: the order is the sign of N_a(t) - N_b(t).
				const beta = n[a] - n[b];
				if (beta !== 0) push(-(N[a] - N[b]) / beta, beta);
				continue;
			}
			const A = N[a] * D[b] - N[b] * D[a];
			const B = N[a] * e[b] + n[a] * D[b] - N[b] * e[a] - n[b] * D[a];
			const C = n[a] * e[b] - n[b] * e[a];
			if (C === 0) {
				if (B !== 0) push(-A / B, B);
				continue;
			}
			const disc = B * B - 4 * A * C;
			if (!(disc > 0)) continue; // no root, or a double root where the sign does not change
			const q = -0.5 * (B + (B >= 0 ? 1 : -1) * Math.sqrt(disc));
			const r1 = q / C;
			const r2 = q !== 0 ? A / q : -r1;
			push(r1, B + 2 * C * r1);
			push(r2, B + 2 * C * r2);
		}
		// Every stretch between distinct roots is one evaluated point.
		const order = this.#order.subarray(0, k);
		for (let i = 0; i < k; i++) order[i] = i;
		order.sort((x, y) => times[x] - times[y]);
		let stretches = 1;
		let gain = 0;
		let best = 0;
		let bestLo = t0;
		let bestHi = k ? times[order[0]] : t1;
		let current = 0;
		let currentKnown = true;
		for (let i = 0; i < k;) {
			const t = times[order[i]];
			while (i < k && times[order[i]] === t) gain += deltas[order[i++]];
			stretches++;
			const next = i < k ? times[order[i]] : t1;
			if (t < 0 && next > 0) current = gain;
			if (t === 0) currentKnown = false;
			if (gain > best || (gain === best && Math.abs(bestLo + bestHi) > Math.abs(t + next))) {
				best = gain;
				bestLo = t;
				bestHi = next;
			}
		}
		control.evaluated += stretches;
		if (k === 0 || (currentKnown && best <= current)) return null;
		if (bestLo === t0) return t0;
		if (bestHi === t1) return t1;
		return 0.5 * (bestLo + bestHi);
	}

	/**
	 * Moves `pt` to v + t u if that lowers tau-b, recomputed from the moved point's scores;
	 * returns whether it did. The sums N, D move by t times the slopes (O(M)); `refresh` recomputes
	 * them from the weights once per round, so rounding cannot build up.
	 */
	#tryMove(pt: BoxPoint, t: number, coordinate: number): boolean {
		const { lo, hi } = this.#p;
		const n = this.#n;
		const e = this.#e;
		let step = t;
		if (coordinate >= 0) {
			const moved = Math.min(hi, Math.max(lo, pt.v[coordinate] + t));
			step = moved - pt.v[coordinate];
		}
		const scores = this.#trialScores;
		for (let m = 0; m < this.#M; m++) {
			const d = pt.D[m] + step * e[m];
			scores[m] = d > 0 ? (pt.N[m] + step * n[m]) / d : Number.NaN;
		}
		const tau = kendallTauB(this.#p.reference, scores, this.#kScratch);
		if (!(orderable(tau) < orderable(pt.tau))) return false;
		for (let m = 0; m < this.#M; m++) {
			pt.N[m] += step * n[m];
			pt.D[m] += step * e[m];
		}
		pt.scores.set(scores);
		pt.tau = tau;
		if (coordinate >= 0) pt.v[coordinate] = Math.min(hi, Math.max(lo, pt.v[coordinate] + step));
		else {
			const u = this.#u;
			for (let g = 0; g < this.#G; g++) pt.v[g] = Math.min(hi, Math.max(lo, pt.v[g] + t * u[g]));
		}
		return true;
	}

	/** Recomputes the point's sums, scores and tau-b from its weights. */
	refresh(pt: BoxPoint): void {
		this.#rescore(pt);
	}

	/** Line search along category g's weight over its whole range [1 - b, 1 + b]. */
	coordinate(pt: BoxPoint, g: number, control: SearchControl): boolean {
		const { num, den } = this.#p.counts;
		const G = this.#G;
		for (let m = 0; m < this.#M; m++) {
			this.#n[m] = num[m * G + g];
			this.#e[m] = den[m * G + g];
		}
		const t0 = this.#p.lo - pt.v[g];
		const t1 = this.#p.hi - pt.v[g];
		const t = this.#searchLine(pt, t0, t1, control);
		if (t === null) return false;
		if (this.#tryMove(pt, t, g)) return true;
		// An end of the range may sit on a tie; try inside the stretch instead.
		return t === t0 || t === t1 ? this.#tryMove(pt, 0.5 * t, g) : false;
	}

	/** Line search along u = target - v over the whole chord of the box through v. */
	towards(pt: BoxPoint, target: ArrayLike<number>, control: SearchControl): boolean {
		const { num, den } = this.#p.counts;
		const { lo, hi } = this.#p;
		const G = this.#G;
		const u = this.#u;
		let t0 = Number.NEGATIVE_INFINITY;
		let t1 = Number.POSITIVE_INFINITY;
		for (let g = 0; g < G; g++) {
			u[g] = target[g] - pt.v[g];
			if (u[g] > 0) {
				t1 = Math.min(t1, (hi - pt.v[g]) / u[g]);
				t0 = Math.max(t0, (lo - pt.v[g]) / u[g]);
			} else if (u[g] < 0) {
				t1 = Math.min(t1, (lo - pt.v[g]) / u[g]);
				t0 = Math.max(t0, (hi - pt.v[g]) / u[g]);
			}
		}
		if (!(t1 > t0)) return false;
		for (let m = 0; m < this.#M; m++) {
			let a = 0;
			let b = 0;
			const row = m * G;
			for (let g = 0; g < G; g++) {
				if (u[g] === 0) continue;
				a += u[g] * num[row + g];
				b += u[g] * den[row + g];
			}
			this.#n[m] = a;
			this.#e[m] = b;
		}
		const t = this.#searchLine(pt, t0, t1, control);
		if (t === null) return false;
		if (this.#tryMove(pt, t, -1)) return true;
		return t === t0 || t === t1 ? this.#tryMove(pt, 0.5 * t, -1) : false;
	}

	/** The given quantile of the point's |score gaps| over the counted pairs (a smoothing width). */
	gapQuantile(pt: BoxPoint, quantile: number): number {
		const { pairHi, pairLo } = this.#p;
		const gaps = this.#gaps;
		const P = pairHi.length;
		if (P === 0) return 1;
		for (let p = 0; p < P; p++) gaps[p] = Math.abs(pt.scores[pairHi[p]] - pt.scores[pairLo[p]]);
		const sorted = gaps.slice().sort();
		return Math.max(sorted[Math.min(P - 1, Math.floor(quantile * P))], 1e-12);
	}

	/** Gradient of the smoothed tau sum_p tanh((s_hi - s_lo) / sigma) at the point. */
	smoothedGradient(pt: BoxPoint, sigma: number, out: Float64Array): Float64Array {
		const { pairHi, pairLo, counts } = this.#p;
		const { num, den } = counts;
		const G = this.#G;
		const P = pairHi.length;
		const gamma = this.#gamma.fill(0);
		for (let p = 0; p < P; p++) {
			const a = pairHi[p];
			const b = pairLo[p];
			const c = Math.cosh((pt.scores[a] - pt.scores[b]) / sigma);
			const w = c < 1e150 ? 1 / (c * c) : 0;
			gamma[a] += w;
			gamma[b] -= w;
		}
		out.fill(0);
		// d s_m / d v_g = (num[m, g] - s_m den[m, g]) / D_m
		let denWeight = 0;
		for (let m = 0; m < this.#M; m++) {
			if (!(pt.D[m] > 0) || gamma[m] === 0) continue;
			const f = gamma[m] / pt.D[m];
			const s = pt.scores[m];
			const row = m * G;
			for (let g = 0; g < G; g++) out[g] += f * num[row + g];
			if (this.#p.complete) denWeight += f * s;
			else for (let g = 0; g < G; g++) out[g] -= f * s * den[row + g];
		}
		if (denWeight !== 0) for (let g = 0; g < G; g++) out[g] -= denWeight * den[g];
		return out;
	}

	/**
	 * Continuation on the smoothed tau: projected Adam steps (D. P. Kingma & J. Ba 2015, "Adam: A
	 * Method for Stochastic Optimization", ICLR, https://arxiv.org/abs/1412.6980) on
	 * sum_p tanh((s_hi - s_lo) / sigma) for each sigma in turn (widest first). Every iterate is
	 * scored (tau-b recomputed) and `pt` ends at the best one. Yields at each check.
	 */
	*smoothedDescent(
		pt: BoxPoint,
		sigmas: readonly number[],
		iterations: number,
		control: SearchControl
	): SearchSteps<void> {
		const { lo, hi } = this.#p;
		const G = this.#G;
		const best = pt.v.slice();
		let bestTau = pt.tau;
		const m1 = new Float64Array(G);
		const m2 = new Float64Array(G);
		const grad = new Float64Array(G);
		const step = 0.0125 * (hi - lo);
		for (let k = 0; k < sigmas.length && !control.stopped; k++) {
			m1.fill(0);
			m2.fill(0);
			for (let it = 1; it <= iterations; it++) {
				if (checkControl(control)) break;
				if (atCheck(control)) yield;
				this.smoothedGradient(pt, sigmas[k], grad);
				adamStep(pt.v, grad, m1, m2, it, step, lo, hi);
				this.#rescore(pt);
				control.evaluated++;
				if (orderable(pt.tau) < orderable(bestTau)) {
					bestTau = pt.tau;
					best.set(pt.v);
				}
			}
		}
		pt.v.set(best);
		this.#rescore(pt);
	}

	/** Frank-Wolfe target: the vertex that most lowers the smoothed tau to first order. */
	vertexTarget(pt: BoxPoint, gradient: Float64Array, out: Float64Array): Float64Array {
		const { lo, hi } = this.#p;
		for (let g = 0; g < this.#G; g++) {
			out[g] = gradient[g] > 0 ? lo : gradient[g] < 0 ? hi : pt.v[g];
		}
		return out;
	}

	/** Projected steepest descent: v - gradient, with components that would leave the box at 0. */
	gradientTarget(pt: BoxPoint, gradient: Float64Array, out: Float64Array): Float64Array {
		const { lo, hi } = this.#p;
		let scale = 0;
		for (let g = 0; g < this.#G; g++) scale = Math.max(scale, Math.abs(gradient[g]));
		for (let g = 0; g < this.#G; g++) {
			let d = scale > 0 ? -gradient[g] / scale : 0;
			if ((pt.v[g] <= lo && d < 0) || (pt.v[g] >= hi && d > 0)) d = 0;
			out[g] = pt.v[g] + d;
		}
		return out;
	}
}

/** One projected Adam step on v (moments m1, m2 updated in place; `it` counts from 1). */
function adamStep(
	v: Float64Array,
	grad: Float64Array,
	m1: Float64Array,
	m2: Float64Array,
	it: number,
	step: number,
	lo: number,
	hi: number
): void {
	const c1 = 1 / (1 - 0.9 ** it);
	const c2 = 1 / (1 - 0.999 ** it);
	for (let g = 0; g < v.length; g++) {
		const gr = grad[g];
		const a = 0.9 * m1[g] + 0.1 * gr;
		const b = 0.999 * m2[g] + 0.001 * gr * gr;
		m1[g] = a;
		m2[g] = b;
		const x = v[g] - (step * a * c1) / (Math.sqrt(b * c2) + 1e-300);
		v[g] = x < lo ? lo : x > hi ? hi : x;
	}
}

/** Fisher-Yates shuffle of 0..n-1 with the given generator. */
function shuffled(n: number, rng: Rng): Uint32Array {
	const a = new Uint32Array(n);
	for (let i = 0; i < n; i++) a[i] = i;
	for (let i = n - 1; i > 0; i--) {
		const j = Math.floor(uniformFloat64(rng) * (i + 1));
		const t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
	return a;
}

const SMOOTHING_QUANTILES = [0.5, 0.1, 0.02];
/** Continuation widths, as shares of the reference scores' range. */
const CONTINUATION = [0.07, 0.03, 0.015, 0.007, 0.003, 0.0015];
/** Categories searched one at a time per round (all of them up to this many). */
const COORDINATES_PER_ROUND = 64;

/**
 * Local search from `pt` until no step lowers tau-b, or the control says stop: line searches
 * towards the projected gradient and the Frank-Wolfe vertex of the smoothed tau, then along
 * single categories (a random subset of them when there are many). `pt` is updated in place.
 * Yields at each check.
 */
function* descend(
	search: LineSearch,
	pt: BoxPoint,
	rng: Rng,
	control: SearchControl
): SearchSteps<void> {
	const G = pt.v.length;
	const target = new Float64Array(G);
	const gradient = new Float64Array(G);
	for (;;) {
		search.refresh(pt);
		let improved = false;
		for (const q of SMOOTHING_QUANTILES) {
			if (checkControl(control)) return;
			if (atCheck(control)) yield;
			search.smoothedGradient(pt, search.gapQuantile(pt, q), gradient);
			if (search.towards(pt, search.gradientTarget(pt, gradient, target), control)) improved = true;
			search.smoothedGradient(pt, search.gapQuantile(pt, q), gradient);
			if (search.towards(pt, search.vertexTarget(pt, gradient, target), control)) improved = true;
		}
		for (const g of shuffled(G, rng).subarray(0, COORDINATES_PER_ROUND)) {
			if (checkControl(control)) return;
			if (atCheck(control)) yield;
			if (search.coordinate(pt, g, control)) improved = true;
		}
		if (!improved) return;
	}
}

/** Start r of the multi-start search: the reference weights first, then seeded random points. */
function startPoint(
	problem: WorstCaseProblem,
	rng: Rng,
	restart: number,
	out: Float64Array
): Float64Array {
	const { lo, hi } = problem;
	if (restart === 0) return out.fill(1);
	// Alternate random vertices and random interior points.
	for (let g = 0; g < out.length; g++) {
		const u = uniformFloat64(rng);
		out[g] = restart % 2 ? (u < 0.5 ? lo : hi) : lo + (hi - lo) * u;
	}
	return out;
}

/** The multi-start local search, as steps; returns the best point found. */
export function* multiStart(
	problem: WorstCaseProblem,
	seed: number,
	control: SearchControl,
	onBest?: (pt: BoxPoint) => void
): SearchSteps<BoxPoint> {
	const search = new LineSearch(problem);
	const G = problem.counts.nGroups;
	const v = new Float64Array(G);
	let spread = 0;
	let low = Number.POSITIVE_INFINITY;
	for (const x of problem.reference) {
		if (!Number.isFinite(x)) continue;
		low = Math.min(low, x);
		spread = Math.max(spread, x - low);
	}
	for (const x of problem.reference) if (Number.isFinite(x)) spread = Math.max(spread, x - low);
	const sigmas = CONTINUATION.map((share) => share * (spread > 0 ? spread : 1));
	const iterations = Math.min(300, 25 + G);
	let best: BoxPoint | null = null;
	for (let r = 0; ; r++) {
		const rng = rngForDraw(seed, r);
		let pt = search.point(startPoint(problem, rng, r, v));
		control.evaluated++;
		yield* search.smoothedDescent(pt, sigmas, iterations, control);
		yield* descend(search, pt, rng, control);
		// The descent counts reversed pairs only, so it can end on weights that tie two models
		// tied in the reference (at the start, or at a corner); untied, tau-b is lower.
		const untied = search.point(certifiedWeights(problem, pt.v));
		if (orderable(untied.tau) < orderable(pt.tau)) pt = untied;
		if (!best || orderable(pt.tau) < orderable(best.tau)) {
			best = pt;
			onBest?.(pt);
		}
		if (checkControl(control, true)) return best;
		yield;
	}
}
