/**
 * A proven lower bound on the fewest votes whose removal lets model j reach model i's rating
 * (theta_j >= theta_i), for a Bradley-Terry fit by maximum likelihood. No search: a bound on how
 * far any k votes can move the fit.
 *
 * Let F be the negative log-likelihood (plus the penalty), theta^ its minimiser, S the k votes
 * removed, F_S = F - sum_{v in S} l_v and theta_S a minimiser of F_S, D = theta_S - theta^. A
 * vote v on pair (a, b) with outcome y_v has gradient g_v = (p_ab - y_v)(e_a - e_b).
 *
 * 1. Region. C_R = {D : |D_a - D_b| <= R for every pair that voted}. On theta^ + C_R every pair's
 *    p(1 - p) is at least sigma'(|x^_ab| + R) (x^ = theta^_a - theta^_b), so the Hessian is at
 *    least M_R = sum_pairs n_ab sigma'(|x^_ab| + R) (e_a - e_b)(e_a - e_b)^T (+ kappa I), and a
 *    vote's |p - y| is at most c_v = the largest |sigma(x^_ab + t) - y_v| over |t| <= R.
 * 2. theta_S stays in C_R while sum_S c_v < R / r_max, r_ab = (e_a - e_b)^T M_R^+ (e_a - e_b)
 *    the effective resistance and r_max its largest value over the pairs that voted. Were a
 *    minimiser outside, the segment to it would leave C_R at some D' with |D'_a - D'_b| = R for
 *    some pair, where convexity along the segment makes grad F_S(theta^ + D') . D' <= 0; but
 *    grad F(theta^ + D') . D' >= D'^T M_R D' >= R^2 / r_max (Cauchy-Schwarz in M_R's metric) and
 *    the removed votes take at most sum_S c_v |D'_a - D'_b| <= R sum_S c_v off it. The same
 *    inequality on the whole boundary puts F_S's minimum over C_R inside: a minimiser exists.
 * 3. Inside C_R, grad F(theta_S) = sum_S g_v(theta_S), and by the mean value theorem D = H-bar^+
 *    sum_S g_v with H-bar >= M_R, so |D_i - D_j| <= sqrt(r_ij) sum_S c_v sqrt(r_{a_v b_v}).
 *
 * For a given k the worst votes are the k with the largest c_v (for 2) and c_v sqrt(r_v) (for
 * 3), each cell (pair, outcome) holding as many as it has votes. So j cannot reach i while both
 * sums over those k stay below R / r_max and (theta^_i - theta^_j) / sqrt(r_ij): the bound is
 * one more than the largest such k, maximised over a grid of R. It is the kind of bound H. Huang,
 * S. Shen, W. Wei & T. Broderick leave open (2025, "Dropping Just a Handful of Preferences Can
 * Change Top Large Language Model Rankings", arXiv:2508.11847): their counts, like
 * `fewest-to-flip.ts`'s, are achievable (verified) upper bounds; the true minimum lies between.
 * Resistances are enlarged by 1e-9 relative against rounding.
 */
import { addPairTerm, cholesky, clampFixed, factorInverse, type FitData } from './bradley-terry.ts';
import type { GroupFit } from './group-fit.ts';

/** The R grid: log-spaced from 1e-4 to 30 log-odds. */
const GRID = Array.from({ length: 64 }, (_, k) => 1e-4 * Math.pow(3e5, k / 63));
const SAFETY = 1 + 1e-9;

function sigmaPrime(x: number): number {
	const e = Math.exp(-Math.abs(x));
	return e / ((1 + e) * (1 + e));
}

/** M_R's generalised inverse (the fixed model's row and column zero when unpenalised). */
function boundInverse(data: FitData, theta: Float64Array, R: number): Float64Array | null {
	const K = data.nModels;
	const M = new Float64Array(K * K);
	for (let m = 0; m < K; m++) M[m * K + m] = data.kappa;
	for (let p = 0; p < data.a.length; p++) {
		const w = data.n[p] * sigmaPrime(Math.abs(theta[data.a[p]] - theta[data.b[p]]) + R);
		addPairTerm(M, K, data.a[p], data.b[p], w);
	}
	const L = cholesky(clampFixed(M, K, data.fixed), K);
	return L ? factorInverse(L, K, data.fixed) : null;
}

/** The largest |sigma(x + t) - y| over |t| <= R. */
function worstResidual(x: number, y: number, R: number): number {
	const lo = 1 / (1 + Math.exp(-(x - R)));
	const hi = 1 / (1 + Math.exp(-(x + R)));
	return Math.max(Math.abs(lo - y), Math.abs(hi - y));
}

/** Vote cells as (value, count), largest value first. */
type Cells = { value: number; count: number }[];

/** The most votes k whose k largest values (cells repeat by count) sum strictly below `limit`. */
function mostBelow(cells: Cells, limit: number): number {
	let sum = 0;
	let k = 0;
	for (const { value, count } of cells) {
		if (value <= 0) return Number.POSITIVE_INFINITY;
		if (sum + count * value < limit) {
			sum += count * value;
			k += count;
			continue;
		}
		return k + Math.max(0, Math.ceil((limit - sum) / value) - 1);
	}
	return k;
}

/** Each voting cell's worst residual c_v and its count (`group`'s counts at `data`'s pairs). */
function residualCells(group: GroupFit, R: number, resistance: (q: number) => number) {
	const { data, theta, counts } = group;
	const contain: Cells = [];
	const flip: Cells = [];
	for (let q = 0; q < data.a.length; q++) {
		const p = data.pair[q];
		const x = theta[data.a[q]] - theta[data.b[q]];
		const ties = group.options.tieRule === 'half' ? counts.tie[p] : 0;
		for (const [y, count] of [
			[1, counts.winA[p]],
			[0, counts.winB[p]],
			[0.5, ties]
		]) {
			if (!(count > 0)) continue;
			const c = worstResidual(x, y, R);
			contain.push({ value: c, count });
			flip.push({ value: c * Math.sqrt(resistance(q)), count });
		}
	}
	contain.sort((u, v) => v.value - u.value);
	flip.sort((u, v) => v.value - u.value);
	return { contain, flip };
}

/**
 * For each challenger j, a proven lower bound on the votes to remove before theta_j >= theta_i
 * (`i` = the model above; every challenger rated below it). Unit-weight votes only.
 */
export function flipLowerBounds(
	group: GroupFit,
	i: number,
	challengers: readonly number[]
): Int32Array {
	const { data, theta } = group;
	const K = data.nModels;
	let total = 0;
	for (const n of data.n) total += n;
	const best = new Float64Array(challengers.length);
	for (const R of GRID) {
		const inv = boundInverse(data, theta, R);
		if (!inv) continue;
		const res = (a: number, b: number) =>
			SAFETY * Math.max(0, inv[a * K + a] + inv[b * K + b] - 2 * inv[a * K + b]);
		let rMax = 0;
		for (let q = 0; q < data.a.length; q++) rMax = Math.max(rMax, res(data.a[q], data.b[q]));
		if (!(rMax > 0)) continue;
		const cells = residualCells(group, R, (q) => res(data.a[q], data.b[q]));
		const contain = mostBelow(cells.contain, R / rMax);
		challengers.forEach((j, k) => {
			const flip = mostBelow(cells.flip, (theta[i] - theta[j]) / Math.sqrt(res(i, j)));
			best[k] = Math.max(best[k], Math.min(contain, flip, total));
		});
	}
	return Int32Array.from(best, (b) => b + 1);
}
