/**
 * Worst-case category reweighting: within a bound, which category weights change the ranking
 * most? Every category's item weight may move within [1 - bound, 1 + bound] (bound in [0, 1);
 * 0 is the reference). Works on the collapsed M x G counts, so each candidate costs O(M G) plus a
 * tau-b.
 *
 * Method and its limits:
 * 1. One pair, exactly (`pairWorstCase`): the gap score_a - score_b is a ratio of two linear
 *    functions of v when a and b have the same items present (den_a = den_b), and a
 *    linear-fractional function over a box is minimised at a vertex where the categories with the
 *    smallest per-item gap (num_a,g - num_b,g) / n_g get the upper weight and the rest the lower
 *    one (Dinkelbach 1967, "On nonlinear fractional programming", Management Science 13(7)). So the
 *    G + 1 prefixes of that order contain the optimum: exact, O(G log G + G M). With missing cells
 *    the denominators differ and the same scan is only a heuristic (`exact: false`).
 * 2. The whole ranking (`worstCaseDraw`): minimise Kendall's tau-b against the reference by local
 *    search over the vertices of the box (best single-category flip until none lowers tau).
 *    Draw d starts from the exact worst case for (reference leader, d-th runner-up) while there are
 *    runners-up, then from random vertices seeded by (seed, d). `worstCaseExhaustive` checks every
 *    vertex when 2^G is small. Limits: tau is piecewise constant on cells cut by the pairwise
 *    hyperplanes sum_g v_g (num_a,g - num_b,g) = 0, and the cell with the lowest tau need not touch
 *    a vertex of the box, so even the exhaustive search is exact over vertices only; the result is
 *    a lower bound on how far the ranking can move, not the true minimum.
 */
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { randomInt, rngForDraw } from '../random.ts';
import { categoryScores, type CategoryCounts } from './category-weights.ts';

export interface PairWorstCase {
	/** Per-category item weights, each 1 - bound or 1 + bound. */
	readonly weights: Float64Array;
	/** score_a - score_b under those weights (negative: b overtakes a). */
	readonly gap: number;
	/** Whether the scan is provably optimal (a and b have the same cells present). */
	readonly exact: boolean;
}

function pairGap(counts: CategoryCounts, a: number, b: number, v: ArrayLike<number>): number {
	const G = counts.nGroups;
	let na = 0;
	let da = 0;
	let nb = 0;
	let db = 0;
	for (let g = 0; g < G; g++) {
		na += v[g] * counts.num[a * G + g];
		da += v[g] * counts.den[a * G + g];
		nb += v[g] * counts.num[b * G + g];
		db += v[g] * counts.den[b * G + g];
	}
	return na / da - nb / db;
}

/** Category weights within the bound that minimise score_a - score_b (see method 1 above). */
export function pairWorstCase(
	counts: CategoryCounts,
	a: number,
	b: number,
	bound: number
): PairWorstCase {
	checkBound(bound);
	const G = counts.nGroups;
	let exact = true;
	const slope = new Float64Array(G);
	for (let g = 0; g < G; g++) {
		const da = counts.den[a * G + g];
		const db = counts.den[b * G + g];
		if (da !== db) exact = false;
		const ra = da > 0 ? counts.num[a * G + g] / da : 0;
		const rb = db > 0 ? counts.num[b * G + g] / db : 0;
		slope[g] = ra - rb;
	}
	const order = Array.from({ length: G }, (_, g) => g).sort((x, y) => slope[x] - slope[y] || x - y);
	const v = new Float64Array(G).fill(1 - bound);
	let best = v.slice();
	let bestGap = pairGap(counts, a, b, v);
	for (let j = 0; j < G; j++) {
		v[order[j]] = 1 + bound;
		const gap = pairGap(counts, a, b, v);
		if (gap < bestGap) {
			bestGap = gap;
			best = v.slice();
		}
	}
	return { weights: best, gap: bestGap, exact };
}

export interface WorstCaseResult {
	/** Per-category item weights, each 1 - bound or 1 + bound (all 1 when bound is 0). */
	readonly weights: Float64Array;
	/** Scores under `weights` (collapsed path). */
	readonly scores: Float64Array;
	/** Kendall's tau-b of those scores against the reference scores. */
	readonly tau: number;
	/** Candidate weight vectors evaluated. */
	readonly evaluated: number;
}

function checkBound(bound: number): void {
	if (!(bound >= 0 && bound < 1)) throw new RangeError('bound must be in [0, 1)');
}

/** tau-b of the reference against the scores under `v`; undefined tau (all tied) is never chosen. */
function tauOf(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	v: ArrayLike<number>,
	scores: Float64Array,
	scratch: ReturnType<typeof kendallScratch>
): number {
	categoryScores(counts, v, scores);
	const t = kendallTauB(referenceScores, scores, scratch);
	return t === t ? t : Number.POSITIVE_INFINITY;
}

/**
 * Draw `drawIndex` of the worst-case perturbation: the local optimum of the vertex search from
 * that draw's start (see method 2 above). `referenceOrder` is the reference ranking, best first.
 */
export function worstCaseDraw(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	referenceOrder: readonly number[],
	bound: number,
	seed: number,
	drawIndex: number
): WorstCaseResult {
	checkBound(bound);
	const G = counts.nGroups;
	const M = counts.nModels;
	const scores = new Float64Array(M);
	const scratch = kendallScratch(M);
	if (bound === 0) {
		const ones = new Float64Array(G).fill(1);
		categoryScores(counts, ones, scores);
		return {
			weights: ones,
			scores,
			tau: kendallTauB(referenceScores, scores, scratch),
			evaluated: 1
		};
	}
	let v: Float64Array;
	if (drawIndex + 1 < referenceOrder.length) {
		v = pairWorstCase(counts, referenceOrder[0], referenceOrder[drawIndex + 1], bound).weights;
	} else {
		const rng = rngForDraw(seed, drawIndex);
		v = new Float64Array(G);
		for (let g = 0; g < G; g++) v[g] = randomInt(rng, 0, 1) ? 1 + bound : 1 - bound;
	}
	let tau = tauOf(counts, referenceScores, v, scores, scratch);
	let evaluated = 1;
	for (let step = 0; step < 10 * G + 10; step++) {
		let bestG = -1;
		let bestTau = tau;
		for (let g = 0; g < G; g++) {
			const old = v[g];
			v[g] = old === 1 + bound ? 1 - bound : 1 + bound;
			const t = tauOf(counts, referenceScores, v, scores, scratch);
			evaluated++;
			v[g] = old;
			if (t < bestTau) {
				bestTau = t;
				bestG = g;
			}
		}
		if (bestG < 0) break;
		v[bestG] = v[bestG] === 1 + bound ? 1 - bound : 1 + bound;
		tau = bestTau;
	}
	categoryScores(counts, v, scores);
	return { weights: v, scores, tau: kendallTauB(referenceScores, scores, scratch), evaluated };
}

/**
 * Every vertex of the box (2^G of them, in Gray-code order), or `null` when 2^G exceeds
 * `maxVertices`. Returns the vertex with the lowest tau-b (the first one found on ties).
 */
export function worstCaseExhaustive(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	bound: number,
	maxVertices = 4096
): WorstCaseResult | null {
	checkBound(bound);
	const G = counts.nGroups;
	if (G > 30 || 2 ** G > maxVertices) return null;
	const M = counts.nModels;
	const scores = new Float64Array(M);
	const scratch = kendallScratch(M);
	const v = new Float64Array(G).fill(1 - bound);
	let best = v.slice();
	let bestTau = tauOf(counts, referenceScores, v, scores, scratch);
	const total = 2 ** G;
	for (let k = 1; k < total; k++) {
		// Gray code: step k flips the bit of k's lowest set bit.
		const g = 31 - Math.clz32(k & -k);
		v[g] = v[g] === 1 + bound ? 1 - bound : 1 + bound;
		const t = tauOf(counts, referenceScores, v, scores, scratch);
		if (t < bestTau) {
			bestTau = t;
			best = v.slice();
		}
	}
	categoryScores(counts, best, scores);
	return {
		weights: best,
		scores,
		tau: kendallTauB(referenceScores, scores, scratch),
		evaluated: total
	};
}
