/**
 * The certificate of a worst-case search (`worst-case.ts`): weights that anyone can recompute to
 * the reported tau-b, bit for bit, whatever the order of their sums.
 *
 * Rule: the weights are multiples of `WEIGHT_GRID` (2^-30). With 0/1 scores each category sum is
 * an integer, so every weighted sum (over categories or over items, in any order) is exact in
 * double precision for up to 2^22 items, and a score is the correctly rounded quotient of two
 * exact numbers: numpy and the app get the same bits. Ties are then exact: two models tie exactly
 * when their weighted scores are equal as fractions (so x / 3x and 1 / 3 tie, which off the grid
 * can differ in the last bit). Beyond that, the weights keep every two models that do not tie for
 * every weighting (`tiedForEveryWeighting`: the same or proportional category sums, or the same
 * constant score) at least `TIE_TOLERANCE` of the largest score apart, so that a recomputation
 * that rounds differently (category means first, or continuous scores) cannot turn an order into
 * a tie or back; models that tie for every weighting tie under the certificate too.
 */
import { kendallTauB } from '../kendall.ts';
import { categoryScores } from './category-weights.ts';
import { tiedForEveryWeighting, type WorstCaseProblem } from './worst-case-problem.ts';

/** The certificate's weights are multiples of this (see the module comment). */
const WEIGHT_GRID = 2 ** -30;
/**
 * Two scores closer than this share of the largest |score| count as a near tie, which the
 * certificate avoids unless the two models tie for every weighting.
 */
const TIE_TOLERANCE = 1e-13;

/** x rounded to the nearest multiple of `WEIGHT_GRID` inside [lo, hi]. */
export function onWeightGrid(x: number, lo: number, hi: number): number {
	const top = Math.floor(hi / WEIGHT_GRID) * WEIGHT_GRID;
	const bottom = Math.ceil(lo / WEIGHT_GRID) * WEIGHT_GRID;
	return Math.min(top, Math.max(bottom, Math.round(x / WEIGHT_GRID) * WEIGHT_GRID));
}

/** v rounded to the nearest multiples of `WEIGHT_GRID` inside [lo, hi]. */
function snapped(v: ArrayLike<number>, lo: number, hi: number): Float64Array {
	return Float64Array.from(v, (x) => onWeightGrid(x, lo, hi));
}

/**
 * Whether two models that do not tie for every weighting score within `TIE_TOLERANCE` of each
 * other under `scores` (those that do tie exactly on the grid).
 */
function hasNearTie(problem: WorstCaseProblem, scores: Float64Array): boolean {
	const M = problem.counts.nModels;
	let scale = 0;
	for (const x of scores) if (x === x) scale = Math.max(scale, Math.abs(x));
	const tol = TIE_TOLERANCE * Math.max(scale, Number.MIN_VALUE);
	const order = Array.from({ length: M }, (_, m) => m)
		.filter((m) => scores[m] === scores[m])
		.sort((a, b) => scores[a] - scores[b]);
	// Near ties are between neighbours in score order, or chains of them.
	for (let i = 0; i < order.length; i++) {
		for (let j = i + 1; j < order.length && scores[order[j]] - scores[order[i]] <= tol; j++) {
			if (!tiedForEveryWeighting(problem.counts, order[i], order[j])) return true;
		}
	}
	return false;
}

/**
 * A fixed direction with no two components alike (the fractional parts of (g + 1) times the golden
 * ratio, centred), so that moving along it separates two models whose category sums differ but
 * whose weighted scores tie because some weights are equal (at the reference weights, or at a
 * corner of the box): moving towards the reference weights alone keeps equal weights equal.
 */
function jitter(g: number): number {
	const x = (g + 1) * 0.6180339887498949;
	return x - Math.floor(x) - 0.5;
}

/**
 * The certificate's weights (see the module comment): `v` on the grid; if that leaves a near tie,
 * the first of a few points a little towards the reference weights (1) that leaves none and whose
 * tau-b is not higher; then the same with a little of `jitter` added (which also separates
 * models tied because weights are equal); else the first that leaves none, else `v` on the grid.
 * Every move points into the box (a weight at a bound moves towards 1), so it stays in the box.
 */
export function certifiedWeights(problem: WorstCaseProblem, v: ArrayLike<number>): Float64Array {
	const { lo, hi } = problem;
	const first = snapped(v, lo, hi);
	const scores = categoryScores(problem.counts, first);
	if (!hasNearTie(problem, scores)) return first;
	const tau = kendallTauB(problem.reference, scores);
	let fallback: Float64Array | null = null;
	const half = 0.5 * (hi - lo);
	for (const spread of [0, half]) {
		for (let k = 26; k >= 6; k -= 2) {
			const step = 2 ** -k;
			const moved = snapped(
				Array.from(v, (x, g) => x + step * (1 - x + spread * jitter(g))),
				lo,
				hi
			);
			categoryScores(problem.counts, moved, scores);
			if (hasNearTie(problem, scores)) continue;
			const t = kendallTauB(problem.reference, scores);
			// Not higher (an undefined tau-b counts as the highest).
			if (t === t ? !(tau === tau) || t <= tau : !(tau === tau)) return moved;
			fallback ??= moved;
		}
	}
	return fallback ?? first;
}
