/**
 * The standard error of a model's mean score when each cell is the mean of k_i trials: the
 * two-level (items, then trials within an item) formula of E. Miller (2024), "Adding Error Bars
 * to Evals: A Statistical Approach to Language Model Evaluations", arXiv:2411.00640
 * (https://arxiv.org/abs/2411.00640), section 3.1 ("resampling"):
 *
 *     Var(mean) = ( Var(x) + E[ sigma_i^2 / k_i ] ) / n,
 *
 * x_i the item's true success rate, sigma_i^2 = x_i (1 - x_i) the variance of one pass/fail
 * trial on it. Estimated per model over its n present items, cell means p_i:
 *
 * - within: W = (1/n) sum_i p_i (1 - p_i) / (k_i - 1) for k_i >= 2. p_i (1 - p_i) / (k_i - 1) is
 *   the unbiased estimate of Var(p_i | x_i) = x_i (1 - x_i) / k_i: the sample variance (ddof 1)
 *   of the k_i 0/1 trials, k_i / (k_i - 1) p_i (1 - p_i), over k_i. The plug-in p (1 - p) / k is
 *   biased low by the factor (k - 1) / k (E[p(1 - p)] = x(1 - x)(1 - 1/k)): 20% at k = 5. A cell
 *   of one trial, or of unknown trials, gives no estimate and adds 0.
 * - between: B = max(0, S^2 - W), S^2 the sample variance (ddof 1) of the p_i. The cell means'
 *   variance already holds both levels (E[S^2] = Var(x) + E[sigma^2 / k]), so B is what the
 *   items add beyond their trials; it is 0 when S^2 falls below W by chance.
 * - SE = sqrt( (B + W) / n ) = sqrt( max(S^2, W) / n ): the plain SE of the cell means
 *   (`scipy.stats.sem`) whenever S^2 >= W, and never below what the trials alone give.
 * - trials' share of the variance: W / (B + W); the SE with k' trials per cell (each cell's
 *   min(k', k_i)): sqrt( (B + (1/n) sum_i k_i p_i (1 - p_i) / ((k_i - 1) min(k', k_i))) / n ).
 *
 * For scores in [0, 1] (a trial is pass/fail; for a cell averaging other scores in [0, 1],
 * p (1 - p) bounds its variance from above: Bhatia & Davis 2000). Pinned to numpy by
 * scripts/golden/make_trials_golden.py.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { cellTrials } from '../trials.ts';
import { columnReader } from './columns.ts';

/** The two-level figures of one model's cells. */
interface TwoLevel {
	readonly mean: number;
	/** Present items. */
	readonly n: number;
	/** Sample variance (ddof 1) of the cell means. */
	readonly s2: number;
	/** Mean within-item variance of a cell mean, W. */
	readonly within: number;
	/** Between-item variance, B = max(0, S^2 - W). */
	readonly between: number;
	/** sqrt((B + W) / n). */
	readonly se: number;
	/** W / (B + W): the share of the variance the trials make (NaN when both are 0). */
	readonly withinShare: number;
	/** Items with k >= 2 (a within-item variance was estimated). */
	readonly estimated: number;
	/** sum_i sigma_i^2-hat (k_i >= 2 items only): for the SE at other trial counts. */
	readonly sigma2: (kPrime: number) => number;
}

/**
 * The two-level figures of one model: `values[i]` its cell means (NaN = missing), `trials[i]`
 * their trials (0 = unknown).
 */
export function twoLevelColumn(values: ArrayLike<number>, trials: ArrayLike<number>): TwoLevel {
	let n = 0;
	let sum = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v === v) {
			n++;
			sum += v;
		}
	}
	const mean = n ? sum / n : Number.NaN;
	let ss = 0;
	let w = 0;
	let estimated = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		ss += (v - mean) * (v - mean);
		const k = trials[i];
		if (k >= 2) {
			w += (v * (1 - v)) / (k - 1);
			estimated++;
		}
	}
	const s2 = n >= 2 ? ss / (n - 1) : Number.NaN;
	const within = n ? w / n : Number.NaN;
	const between = Math.max(0, s2 - within);
	const se = n >= 2 ? Math.sqrt((between + within) / n) : Number.NaN;
	const total = between + within;
	/** sum over k_i >= 2 items of k_i p (1 - p) / ((k_i - 1) min(k', k_i)). */
	const sigma2 = (kPrime: number) => {
		let s = 0;
		for (let i = 0; i < values.length; i++) {
			const v = values[i];
			const k = trials[i];
			if (v !== v || !(k >= 2)) continue;
			s += (k * v * (1 - v)) / ((k - 1) * Math.min(kPrime, k));
		}
		return s;
	};
	return {
		mean,
		n,
		s2,
		within,
		between,
		se,
		withinShare: total > 0 ? within / total : Number.NaN,
		estimated,
		sigma2
	};
}

/** The SE a model's mean would have with `kPrime` trials per cell (at most each cell's k). */
export function seWithTrials(t: TwoLevel, kPrime: number): number {
	if (!(t.n >= 2)) return Number.NaN;
	return Math.sqrt((t.between + t.sigma2(kPrime) / t.n) / t.n);
}

/** Per model (matrix column order): the two-level figures. */
interface ModelTwoLevel {
	readonly se: Float64Array;
	readonly withinShare: Float64Array;
	/** The SE with one trial per item (what a single attempt each would give). */
	readonly seOneTrial: Float64Array;
	/** Items per model whose within-item variance was estimated (k >= 2). */
	readonly estimated: Int32Array;
}

/**
 * The two-level figures of every model, or null when they cannot be had: trials unknown, no cell
 * of two trials or more, or scores outside [0, 1].
 */
export function modelTwoLevel(matrix: ScoreMatrix): ModelTwoLevel | null {
	const t = matrix.trials;
	if (!t || (t.perCell === null && t.uniform < 2)) return null;
	if (matrix.values) {
		for (const v of matrix.values) if (v < 0 || v > 1) return null;
	}
	const M = matrix.nModels;
	const n = matrix.nItems;
	const read = columnReader(matrix);
	const column = new Float64Array(n);
	const k = new Float64Array(n);
	const out: ModelTwoLevel = {
		se: new Float64Array(M),
		withinShare: new Float64Array(M),
		seOneTrial: new Float64Array(M),
		estimated: new Int32Array(M)
	};
	let any = false;
	for (let m = 0; m < M; m++) {
		read(m, column);
		for (let i = 0; i < n; i++) k[i] = cellTrials(t, i * M + m);
		const r = twoLevelColumn(column, k);
		out.se[m] = r.se;
		out.withinShare[m] = r.withinShare;
		out.seOneTrial[m] = seWithTrials(r, 1);
		out.estimated[m] = r.estimated;
		if (r.estimated > 0) any = true;
	}
	return any ? out : null;
}
