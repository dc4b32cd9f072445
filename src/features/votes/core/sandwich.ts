/**
 * The sandwich estimator of the ratings' covariance (P. J. Huber 1967, "The behavior of maximum
 * likelihood estimates under nonstandard conditions", Proc. 5th Berkeley Symp. 1:221-233; H. White
 * 1982, "Maximum likelihood estimation of misspecified models", Econometrica 50(1):1-25):
 * Cov = H^-1 G H^-1, H the Hessian of the negative log-likelihood at the fit and G the sum over
 * votes of the outer products of each vote's score (gradient), G = sum_votes (y - p)^2 x x^T with
 * x = e_a - e_b and y = 1, 0 or 1/2 (a tie under `half`); weighted votes count w^2 in G and w in
 * H. It is arena-rank's default (`lmarena/arena-rank`, `BradleyTerry.compute_ratings_and_cis`,
 * `ci_method="sandwich"`), the confidence intervals Chatbot Arena shows today.
 *
 * Unpenalised, only differences are identified: H and G are Laplacians with the constant vector
 * in their null space, and the covariance is that of the ratings centred on their mean,
 * H^+ G H^+ (arena-rank adds 1e-5 N to H's diagonal instead, the same limit). Penalised, H is
 * invertible and Cov = H^-1 G H^-1. Intervals: rating +- z_{(1+level)/2} SE, normal.
 */
import { normalQuantile } from '../../../core/stats/normal-quantile.ts';
import { addPairTerm, factorInverse, gradient, POINTS_PER_NAT } from './bradley-terry.ts';
import type { GroupFit } from './group-fit.ts';
import type { RatingInterval } from './vote-bootstrap.ts';

/** G: per pair sum over outcomes of (squared) weight x (y - p)^2, as a dense K x K Laplacian. */
function scoreCovariance(group: GroupFit, prob: Float64Array): Float64Array {
	const { counts, options, data } = group;
	const K = counts.nModels;
	const G = new Float64Array(K * K);
	const sq = counts.squares ?? counts;
	const half = options.tieRule === 'half';
	for (let q = 0; q < data.a.length; q++) {
		const p = data.pair[q];
		const pr = prob[q];
		let g = sq.winA[p] * (1 - pr) ** 2 + sq.winB[p] * pr ** 2;
		if (half) g += sq.tie[p] * (0.5 - pr) ** 2;
		addPairTerm(G, K, data.a[q], data.b[q], g);
	}
	return G;
}

/** The inverse of H from its factor (unpenalised: the generalised inverse, centred: H^+). */
function hessianInverse(group: GroupFit): Float64Array {
	const K = group.counts.nModels;
	const r = group.data.fixed;
	const inv = factorInverse(group.factor, K, r);
	if (r < 0) return inv;
	// P X P with P = I - 1 1^T / K: the Moore-Penrose inverse of a connected Laplacian.
	const rowMean = new Float64Array(K);
	let all = 0;
	for (let i = 0; i < K; i++) {
		for (let j = 0; j < K; j++) rowMean[i] += inv[i * K + j] / K;
		all += rowMean[i] / K;
	}
	for (let i = 0; i < K; i++) {
		for (let j = 0; j < K; j++) inv[i * K + j] += all - rowMean[i] - rowMean[j];
	}
	return inv;
}

function multiply(A: Float64Array, B: Float64Array, K: number): Float64Array {
	const C = new Float64Array(K * K);
	for (let i = 0; i < K; i++) {
		for (let k = 0; k < K; k++) {
			const aik = A[i * K + k];
			if (aik === 0) continue;
			for (let j = 0; j < K; j++) C[i * K + j] += aik * B[k * K + j];
		}
	}
	return C;
}

/** The sandwich covariance of the group's ratings, in rating points squared (K x K). */
export function sandwichCovariance(group: GroupFit): Float64Array {
	const K = group.counts.nModels;
	const prob = new Float64Array(group.data.a.length);
	gradient(group.data, group.theta, new Float64Array(K), prob);
	const inv = hessianInverse(group);
	const cov = multiply(multiply(inv, scoreCovariance(group, prob), K), inv, K);
	// symmetric up to the solves' rounding (1e-12 relative): made exactly so
	const s2 = POINTS_PER_NAT * POINTS_PER_NAT;
	for (let i = 0; i < K; i++) {
		for (let j = 0; j <= i; j++)
			cov[i * K + j] = cov[j * K + i] = ((cov[i * K + j] + cov[j * K + i]) / 2) * s2;
	}
	return cov;
}

/**
 * Each rating's sandwich standard error and normal interval at `level` (`cov`: the group's
 * `sandwichCovariance`, when the caller has it already).
 */
export function sandwichIntervals(
	group: GroupFit,
	level = 0.95,
	cov: Float64Array = sandwichCovariance(group)
): RatingInterval[] {
	const K = group.counts.nModels;
	const z = normalQuantile((1 + level) / 2);
	return Array.from({ length: K }, (_, m) => {
		const se = Math.sqrt(Math.max(0, cov[m * K + m]));
		return { se, low: group.ratings[m] - z * se, high: group.ratings[m] + z * se };
	});
}
