/**
 * Do the benchmarks agree on the ranking? Kendall's tau-b between every pair of benchmarks'
 * scores (M. G. Kendall 1945, "The treatment of ties in ranking problems", Biometrika 33(3):239-251;
 * computed by `kendall.ts`, the same arithmetic as `scipy.stats.kendalltau(x, y)`), its mean and
 * median over pairs — the statistic of Zhang, Dominguez-Olmedo & Hardt (2025), "Train-before-test
 * harmonizes language model rankings", arXiv:2507.05195 — and a clustered order for the heatmap.
 *
 * Missing models: a pair of benchmarks is compared over the models scored on both (pairwise
 * complete), and that count is kept beside the tau. A pair with fewer than two such models, or
 * with one side entirely tied, has no tau (`NaN`) and is left out of the mean and median.
 */
import { kendallScratch, kendallTauB } from '../../../core/kendall.ts';
import { quantileSorted } from '../../../core/stats/quantile.ts';
import { averageLinkage } from './cluster.ts';
import { benchmarkScores, type ScoreTable, type ScoreTableCondition } from './ScoreTable.ts';

export interface AgreementMatrix {
	/** Benchmark indices into `table.benchmarks`, in the order of the rows below. */
	readonly benchmarks: readonly number[];
	/** Row-major B x B tau-b; the diagonal is tau-b of a benchmark with itself (1, or NaN). */
	readonly tau: Float64Array;
	/** Row-major B x B: models scored on both benchmarks (the diagonal: on that benchmark). */
	readonly pairModels: Int32Array;
	/** Mean and median of tau-b over the pairs i < j that have one. */
	readonly meanTau: number;
	readonly medianTau: number;
	readonly definedPairs: number;
	readonly pairs: number;
	/** A clustered order of the rows (positions 0..B-1), for the heatmap. See `clusteredOrder`. */
	readonly order: readonly number[];
}

/**
 * tau-b between two score vectors over the positions where both are present, and that count.
 * `weights[m]` (non-negative integers) counts model m that many times, as if its scores were
 * repeated (the bootstrap over models); see `weightedTauB`.
 */
export function pairwiseCompleteTau(
	x: ArrayLike<number>,
	y: ArrayLike<number>,
	weights: ArrayLike<number> | null = null
): { tau: number; n: number } {
	const xs: number[] = [];
	const ys: number[] = [];
	const ws: number[] = [];
	let n = 0;
	for (let m = 0; m < x.length; m++) {
		const a = x[m];
		const b = y[m];
		const w = weights ? weights[m] : 1;
		if (a !== a || b !== b || w === 0) continue;
		xs.push(a);
		ys.push(b);
		ws.push(w);
		n += w;
	}
	if (n < 2) return { tau: Number.NaN, n };
	const tau = weights ? weightedTauB(xs, ys, ws) : kendallTauB(xs, ys, kendallScratch(xs.length));
	return { tau, n };
}

/**
 * Kendall's tau-b of x and y with model i repeated `w[i]` times, without building the repeated
 * arrays: over N = sum w copies, n0 = N (N - 1) / 2 pairs; copies of one model form w (w - 1) / 2
 * pairs tied in both; models i < j form w_i w_j pairs, concordant, discordant or tied as their
 * scores are. tau_b = (C - D) / sqrt((n0 - n1)(n0 - n2)) as `scipy.stats.kendalltau` on the
 * repeated arrays (counts are integers, so the result is the same up to rounding). O(k^2) in the
 * k distinct models; no NaN allowed. NaN when either side is entirely tied or N < 2.
 */
export function weightedTauB(
	x: ArrayLike<number>,
	y: ArrayLike<number>,
	w: ArrayLike<number>
): number {
	const k = x.length;
	let N = 0;
	let self = 0;
	for (let i = 0; i < k; i++) {
		N += w[i];
		self += (w[i] * (w[i] - 1)) / 2;
	}
	const n0 = (N * (N - 1)) / 2;
	let tieX = self;
	let tieY = self;
	let cMinusD = 0;
	for (let i = 0; i < k; i++) {
		const xi = x[i];
		const yi = y[i];
		const wi = w[i];
		for (let j = i + 1; j < k; j++) {
			const p = wi * w[j];
			const dx = xi - x[j];
			const dy = yi - y[j];
			if (dx === 0) tieX += p;
			if (dy === 0) tieY += p;
			if ((dx > 0 && dy > 0) || (dx < 0 && dy < 0)) cMinusD += p;
			else if ((dx > 0 && dy < 0) || (dx < 0 && dy > 0)) cMinusD -= p;
		}
	}
	if (N < 2 || tieX === n0 || tieY === n0) return Number.NaN;
	const tau = cMinusD / Math.sqrt(n0 - tieX) / Math.sqrt(n0 - tieY);
	return Math.min(1, Math.max(-1, tau));
}

/** Mean and median of the finite values; NaN when there is none. */
function meanAndMedian(values: readonly number[]): { mean: number; median: number } {
	const s = values.filter((v) => v === v).sort((a, b) => a - b);
	if (!s.length) return { mean: Number.NaN, median: Number.NaN };
	let sum = 0;
	for (const v of s) sum += v;
	return { mean: sum / s.length, median: quantileSorted(s, 0.5) };
}

/**
 * The agreement matrix of one condition over `benchmarks` (default: every benchmark of the
 * table). `modelWeights[m]` (optional, non-negative integers) repeats model m that many times —
 * the bootstrap over models uses it; 0 leaves the model out.
 */
export function agreementMatrix(
	table: ScoreTable,
	condition: ScoreTableCondition,
	benchmarks: readonly number[] = table.benchmarks.map((_, b) => b),
	modelWeights: ArrayLike<number> | null = null
): AgreementMatrix {
	const B = benchmarks.length;
	const columns = benchmarks.map((b) => benchmarkScores(table, condition, b));
	const tau = new Float64Array(B * B);
	const pairModels = new Int32Array(B * B);
	const offDiagonal: number[] = [];
	for (let i = 0; i < B; i++) {
		for (let j = i; j < B; j++) {
			const r = pairwiseCompleteTau(columns[i], columns[j], modelWeights);
			tau[i * B + j] = tau[j * B + i] = r.tau;
			pairModels[i * B + j] = pairModels[j * B + i] = r.n;
			if (j > i) offDiagonal.push(r.tau);
		}
	}
	const { mean, median } = meanAndMedian(offDiagonal);
	return {
		benchmarks,
		tau,
		pairModels,
		meanTau: mean,
		medianTau: median,
		definedPairs: offDiagonal.filter((v) => v === v).length,
		pairs: offDiagonal.length,
		order: modelWeights ? [] : clusteredOrder(tau, B)
	};
}

/**
 * Rows of a tau matrix in a clustered order: average linkage (`cluster.ts`) on the distance
 * 1 - tau-b, so benchmarks that rank alike sit together. A pair without a tau gets distance 1
 * (no evidence of agreement). Deterministic; equals scipy's `leaves_list(linkage(squareform(1 -
 * tau), 'average'))` when no two merges tie.
 */
function clusteredOrder(tau: ArrayLike<number>, n: number): number[] {
	const d = new Float64Array(n * n);
	for (let k = 0; k < n * n; k++) d[k] = tau[k] === tau[k] ? 1 - tau[k] : 1;
	return [...averageLinkage(d, n).order];
}
