/**
 * Released before or after, on a score table with benchmark release dates: each model's residual
 * from an additive fit on benchmarks released before its date minus on those released on or after
 * it.
 *
 * The fit is the two-way additive model of every present cell of a models x benchmarks grid,
 *
 *     score[m, b] = model_m + benchmark_b + residual[m, b],
 *
 * by least squares, solved by alternating projections (backfitting: each model's effect the mean
 * of its cells less their benchmarks' effects, then each benchmark's the same way, until nothing
 * moves; Gaure 2013, "OLS with multiple high dimensional category variables", Computational
 * Statistics & Data Analysis 66, 8-18). The residuals are the projection's, unique even where the
 * effects are not (a table whose models and benchmarks fall into unconnected groups): numpy's
 * `lstsq` on the dummy design gives the same.
 *
 * A model's effect takes out its overall level and a benchmark's its difficulty, so what is left
 * of a model on one benchmark is how much better or worse it does there than the two predict. Its
 * residuals on the benchmarks released before its date minus after it is the sign Hardt describes
 * ("fantastic" on benchmarks released before a model, "way lower" on those released shortly after)
 * with each benchmark's difficulty for all models taken out. Its standard error treats the
 * model's residuals as independent with the fit's residual variance, sigma^2 = RSS / (cells -
 * rank), rank = models + benchmarks - connected groups: SE = sigma sqrt(1/n_before + 1/n_after).
 */
import { gapVerdict, type GapVerdict } from './released-split.ts';

/** Sweeps of the backfitting at most, and the change of an effect under which it stops. */
const MAX_SWEEPS = 20_000;
const TOLERANCE = 1e-12;

interface ResidualGap {
	/** The model's column. */
	readonly model: number;
	/** Its dated benchmarks released before its date / on or after it: how many, mean residual. */
	readonly before: { readonly n: number; readonly mean: number };
	readonly after: { readonly n: number; readonly mean: number };
	/** before.mean - after.mean (score units); NaN when a side is empty. */
	readonly gap: number;
	readonly se: number;
	/** gap / se, in noise units, and its verdict (`drop`: worse after its date). */
	readonly z: number;
	readonly verdict: GapVerdict | null;
}

export interface ResidualGaps {
	/** Every model with a date and a score on a dated benchmark, in column order. */
	readonly models: readonly ResidualGap[];
	/** Cells in the fit, its rank and the residual standard deviation. */
	readonly cells: number;
	readonly rank: number;
	readonly sigma: number;
	/** Benchmarks with a release date. */
	readonly datedBenchmarks: number;
	/** Whether the backfitting settled (it always does on real tables; false would be a bug). */
	readonly converged: boolean;
}

/** The residuals of the two-way additive fit (NaN where no score), and the fit's rank. */
export function additiveResiduals(
	scores: ArrayLike<number>,
	nModels: number,
	nBenchmarks: number
): { residuals: Float64Array; rank: number; cells: number; converged: boolean } {
	const M = nModels;
	const B = nBenchmarks;
	const present: number[] = [];
	for (let k = 0; k < M * B; k++) if (scores[k] === scores[k]) present.push(k);
	const modelEffect = new Float64Array(M);
	const benchEffect = new Float64Array(B);
	const sum = new Float64Array(Math.max(M, B));
	const count = new Float64Array(Math.max(M, B));
	let converged = false;
	for (let sweep = 0; sweep < MAX_SWEEPS && !converged; sweep++) {
		let moved = 0;
		sum.fill(0);
		count.fill(0);
		for (const k of present) {
			const m = (k / B) | 0;
			sum[m] += scores[k] - benchEffect[k % B];
			count[m]++;
		}
		for (let m = 0; m < M; m++) {
			if (!count[m]) continue;
			const v = sum[m] / count[m];
			moved = Math.max(moved, Math.abs(v - modelEffect[m]));
			modelEffect[m] = v;
		}
		sum.fill(0);
		count.fill(0);
		for (const k of present) {
			const b = k % B;
			sum[b] += scores[k] - modelEffect[(k / B) | 0];
			count[b]++;
		}
		for (let b = 0; b < B; b++) {
			if (!count[b]) continue;
			const v = sum[b] / count[b];
			moved = Math.max(moved, Math.abs(v - benchEffect[b]));
			benchEffect[b] = v;
		}
		converged = moved <= TOLERANCE * (1 + Math.abs(modelEffect[0]) + Math.abs(benchEffect[0]));
	}
	const residuals = new Float64Array(M * B).fill(Number.NaN);
	for (const k of present) {
		residuals[k] = scores[k] - modelEffect[(k / B) | 0] - benchEffect[k % B];
	}
	return { residuals, rank: additiveRank(present, M, B), cells: present.length, converged };
}

/**
 * The rank of the additive design: models and benchmarks with a cell, less one per connected
 * group (models and benchmarks joined by their cells; union-find).
 */
function additiveRank(present: readonly number[], M: number, B: number): number {
	const parent = Int32Array.from({ length: M + B }, (_, i) => i);
	const root = (i: number): number => {
		while (parent[i] !== i) i = parent[i] = parent[parent[i]];
		return i;
	};
	const used = new Uint8Array(M + B);
	for (const k of present) {
		const m = (k / B) | 0;
		const b = M + (k % B);
		used[m] = used[b] = 1;
		parent[root(m)] = root(b);
	}
	let nodes = 0;
	let groups = 0;
	for (let i = 0; i < M + B; i++) {
		if (!used[i]) continue;
		nodes++;
		if (root(i) === i) groups++;
	}
	return nodes - groups;
}

/**
 * Every dated model's residual gap. `scores[m * nBenchmarks + b]` (NaN: none), `modelTimes[m]`
 * and `benchmarkTimes[b]` in ms (NaN: no date). A benchmark counts as before a model when it was
 * released strictly before the model's date.
 */
export function residualGaps(
	scores: ArrayLike<number>,
	nBenchmarks: number,
	modelTimes: ArrayLike<number>,
	benchmarkTimes: ArrayLike<number>
): ResidualGaps {
	const M = modelTimes.length;
	const B = nBenchmarks;
	const fit = additiveResiduals(scores, M, B);
	let rss = 0;
	for (let k = 0; k < M * B; k++) {
		const r = fit.residuals[k];
		if (r === r) rss += r * r;
	}
	const df = fit.cells - fit.rank;
	const sigma = df > 0 ? Math.sqrt(rss / df) : Number.NaN;
	let datedBenchmarks = 0;
	for (let b = 0; b < B; b++) if (benchmarkTimes[b] === benchmarkTimes[b]) datedBenchmarks++;
	const models: ResidualGap[] = [];
	for (let m = 0; m < M; m++) {
		const t = modelTimes[m];
		if (t !== t) continue;
		let nB = 0;
		let sB = 0;
		let nA = 0;
		let sA = 0;
		for (let b = 0; b < B; b++) {
			const r = fit.residuals[m * B + b];
			const tb = benchmarkTimes[b];
			if (r !== r || tb !== tb) continue;
			if (tb < t) {
				nB++;
				sB += r;
			} else {
				nA++;
				sA += r;
			}
		}
		if (!nB && !nA) continue;
		const before = { n: nB, mean: nB ? sB / nB : Number.NaN };
		const after = { n: nA, mean: nA ? sA / nA : Number.NaN };
		const gap = before.mean - after.mean;
		const se = nB && nA ? sigma * Math.sqrt(1 / nB + 1 / nA) : Number.NaN;
		const z = se > 0 ? gap / se : Number.NaN;
		models.push({ model: m, before, after, gap, se, z, verdict: gapVerdict(z) });
	}
	return {
		models,
		cells: fit.cells,
		rank: fit.rank,
		sigma,
		datedBenchmarks,
		converged: fit.converged
	};
}
