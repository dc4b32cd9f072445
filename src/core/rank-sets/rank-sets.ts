/**
 * Rank confidence sets: which ranks the data support, for each model and for all at once
 * (M. Mogstad, J. P. Romano, A. M. Shaikh & D. Wilhelm 2024, "Inference for Ranks with
 * Applications to Mobility across Neighborhoods and Academic Achievement across Countries",
 * Review of Economic Studies 91(1):476-518, https://doi.org/10.1093/restud/rdad006; the R
 * package csranks, https://github.com/danielwilhelm/R-CS-ranks).
 *
 * From estimates θ̂ (each model's mean score) and their covariance Σ (`covariance.ts`: the items'
 * covariance / n, clustered with a cluster column; or a diagonal of squared standard errors):
 *
 * 1. a parametric bootstrap: R draws Z ~ N(0, Σ) (`normal-draws.ts`, seeded);
 * 2. the stepdown tests of every ordered pair (`stepdown.ts`): "j is surely better than k" when
 *    (θ̂_j − θ̂_k) / σ_jk exceeds the `level` quantile of the largest studentised Z difference over
 *    the pairs still standing;
 * 3. rank bounds [1 + #{models surely better}, p − #{models surely worse}]: **simultaneous** (one
 *    family of all pairs: every model's set covers its true rank at once with probability
 *    ≈ level) and **marginal** (per model, the pairs with that model: its own set covers its true
 *    rank with probability ≈ level);
 * 4. the **top-k set**: the models whose one-sided lower rank bound is at most k — those that
 *    could be among the best k (the paper's τ-best, section 4.3; csranks `cstaubest`). Its
 *    one-sided family is every ordered pair again, the family of the simultaneous stepdown (csranks
 *    runs the two-sided stepdown as exactly this one-sided family), so its bound is the
 *    simultaneous lower bound of the same draws. The models that "could be first" are the top-1 set.
 *
 * Models without an estimate or variance (no items, a single item) are left out (bounds 0); p
 * counts the others. Ranks: 1 is the highest estimate.
 *
 * What the sets are not: they describe the sampling noise of this test set (another draw of items
 * like these), not a test set that has shifted, nor another benchmark.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import type { Clusters } from '../stats/clusters.ts';
import { diagonalCovariance, meanCovariance } from './covariance.ts';
import { bootstrapDraws, choleskyPsd } from './normal-draws.ts';
import {
	drawOrders,
	firstPass,
	marginalScratch,
	marginalStepdown,
	pairTable,
	rowBounds,
	simultaneousStepdown,
	type DrawSet
} from './stepdown.ts';

export const DEFAULT_LEVEL = 0.95;
export const DEFAULT_DRAWS = 2000;
const RANK_SETS_METHOD = 'csranks-stepdown';

/**
 * What the covariance came from: item scores, clustered item scores, or standard errors (a
 * caller with another source names its own: the votes feature's `'sandwich'`).
 */
type CovarianceBasis = 'items' | 'clustered' | 'standardErrors';

export interface RankSetsOptions {
	/** Coverage of the sets (default 0.95). */
	readonly level?: number;
	/** Bootstrap draws (default 2,000). */
	readonly draws?: number;
	readonly seed?: number;
	/** k of the top-k set (default 3, clamped to the ranked models). */
	readonly topK?: number;
	/**
	 * Standard normals instead of the seeded ones (tests, benchmark): draws x models, draw-major,
	 * in column order (the ranked models' columns are used, best estimate first).
	 */
	readonly normals?: Float64Array;
	/** Work done so far, out of `total` (stages weighted by their cost). */
	readonly onProgress?: (done: number, total: number) => void;
}

export interface RankSets<B extends string = CovarianceBasis> {
	readonly level: number;
	readonly draws: number;
	readonly seed: number;
	readonly method: typeof RANK_SETS_METHOD;
	readonly covariance: B;
	/** Each model's estimate (by column). */
	readonly estimate: Float64Array;
	/** Ranked models (column indices), highest estimate first. */
	readonly ranked: Int32Array;
	/** Bounds by column index (0: the model is not ranked). */
	readonly marginalLow: Int32Array;
	readonly marginalHigh: Int32Array;
	readonly simultaneousLow: Int32Array;
	readonly simultaneousHigh: Int32Array;
	/** The top-k set: columns, highest estimate first. */
	readonly topK: { readonly k: number; readonly models: readonly number[] };
	/** The models that could be first (the top-1 set), highest estimate first. */
	readonly couldBeFirst: readonly number[];
	/**
	 * Simultaneous verdicts by column: `better[a * nModels + b]` = 1 when a is surely better than b
	 * (the stepdown rejected "a is not better than b").
	 */
	readonly better: Uint8Array;
	/** The simultaneous first step's critical value and the stepdown's steps. */
	readonly criticalValue: number;
	readonly steps: number;
}

/** Progress units of each stage (their rough share of the work). */
const STAGES = { covariance: 150, cholesky: 50, draws: 200, pass: 300, simultaneous: 100 };
const TOTAL = 1000;

/** Rank sets of any estimates and covariance (p x p by column; see the module comment). */
export function rankSetsFromCovariance<B extends string = CovarianceBasis>(
	estimate: Float64Array,
	cov: Float64Array,
	basis: B,
	options: RankSetsOptions = {},
	progressStart = STAGES.covariance
): RankSets<B> {
	const level = options.level ?? DEFAULT_LEVEL;
	const R = options.draws ?? DEFAULT_DRAWS;
	const seed = options.seed ?? 1;
	if (!(level > 0 && level < 1)) throw new RangeError(`level ${level} is not in (0, 1)`);
	if (!(Number.isInteger(R) && R >= 1))
		throw new RangeError(`draws ${R} is not a positive integer`);
	const P = estimate.length;
	const progress = options.onProgress;
	let base = progressStart;
	const report = (stage: number, share: number) => progress?.(base + stage * share, TOTAL);
	// The ranked models: a defined estimate and variance.
	const columns: number[] = [];
	for (let m = 0; m < P; m++) {
		if (Number.isFinite(estimate[m]) && Number.isFinite(cov[m * P + m]) && cov[m * P + m] >= 0) {
			columns.push(m);
		}
	}
	columns.sort((a, b) => estimate[b] - estimate[a] || a - b);
	const p = columns.length;
	const est = Float64Array.from(columns, (m) => estimate[m]);
	const sub = new Float64Array(p * p);
	for (let j = 0; j < p; j++) {
		for (let k = 0; k < p; k++) sub[j * p + k] = cov[columns[j] * P + columns[k]];
	}
	const L = choleskyPsd(sub, p);
	report(STAGES.cholesky, 1);
	base += STAGES.cholesky;
	const normals = options.normals && ranked(options.normals, columns, P, R);
	const Z = bootstrapDraws(L, p, R, seed, normals, (d) => report(STAGES.draws, d / R));
	base += STAGES.draws;
	const pairs = pairTable(est, sub, p);
	const set: DrawSet = { Z, R, orders: drawOrders(Z, R, p), pairs, bounds: rowBounds(pairs) };
	const first = firstPass(set, (d) => report(STAGES.pass, d / R));
	base += STAGES.pass;
	const simultaneous = simultaneousStepdown(set, first, level, (s) =>
		report(STAGES.simultaneous, 1 - 1 / (s + 1))
	);
	base += STAGES.simultaneous;
	const marginal = { lower: new Int32Array(p), upper: new Int32Array(p) };
	const scratch = marginalScratch(R, p);
	const marginalUnits = TOTAL - base;
	for (let i = 0; i < p; i++) {
		[marginal.lower[i], marginal.upper[i]] = marginalStepdown(set, first, i, level, scratch);
		progress?.(base + (marginalUnits * (i + 1)) / p, TOTAL);
	}
	return assemble(estimate, columns, simultaneous, marginal, {
		level,
		draws: R,
		seed,
		basis,
		topK: options.topK ?? 3
	});
}

/** Column-order normals (R x P) to the ranked models' order (R x p). */
function ranked(normals: Float64Array, columns: readonly number[], P: number, R: number) {
	if (normals.length !== R * P) {
		throw new RangeError(`normals has ${normals.length} values, expected ${R} x ${P}`);
	}
	const p = columns.length;
	const out = new Float64Array(R * p);
	for (let b = 0; b < R; b++)
		for (let j = 0; j < p; j++) out[b * p + j] = normals[b * P + columns[j]];
	return out;
}

/** The result by column index, with the top-k set and the `better` matrix. */
function assemble<B extends string>(
	estimate: Float64Array,
	columns: readonly number[],
	simultaneous: ReturnType<typeof simultaneousStepdown>,
	marginal: { lower: Int32Array; upper: Int32Array },
	o: { level: number; draws: number; seed: number; basis: B; topK: number }
): RankSets<B> {
	const P = estimate.length;
	const p = columns.length;
	const byColumn = (values: Int32Array) => {
		const out = new Int32Array(P);
		columns.forEach((m, j) => (out[m] = values[j]));
		return out;
	};
	const better = new Uint8Array(P * P);
	for (let j = 0; j < p; j++) {
		for (let k = 0; k < p; k++) {
			if (simultaneous.better[j * p + k]) better[columns[j] * P + columns[k]] = 1;
		}
	}
	const k = Math.max(1, Math.min(Math.round(o.topK), p));
	const within = (bound: number) => columns.filter((_, j) => simultaneous.lower[j] <= bound);
	return {
		level: o.level,
		draws: o.draws,
		seed: o.seed,
		method: RANK_SETS_METHOD,
		covariance: o.basis,
		estimate: Float64Array.from(estimate),
		ranked: Int32Array.from(columns),
		marginalLow: byColumn(marginal.lower),
		marginalHigh: byColumn(marginal.upper),
		simultaneousLow: byColumn(simultaneous.lower),
		simultaneousHigh: byColumn(simultaneous.upper),
		topK: { k, models: p ? within(k) : [] },
		couldBeFirst: p ? within(1) : [],
		better,
		criticalValue: simultaneous.firstCritical,
		steps: simultaneous.steps
	};
}

/**
 * Rank sets of a score matrix's models from their paired item scores (`meanCovariance`), with
 * the CR1 clustered covariance when `clusters` are given.
 */
export function rankSetsOfMatrix(
	matrix: ScoreMatrix,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null,
	options: RankSetsOptions = {}
): RankSets {
	const progress = options.onProgress;
	const { estimate, cov, basis } = meanCovariance(matrix, clusters, (done, total) =>
		progress?.((STAGES.covariance * done) / total, TOTAL)
	);
	progress?.(STAGES.covariance, TOTAL);
	return rankSetsFromCovariance(estimate, cov, basis, options);
}

/**
 * Rank sets of independent estimates with standard errors (a score table's benchmark column):
 * Σ = diag(se²). A model without a score or standard error is not ranked.
 */
export function rankSetsOfScores(
	scores: ArrayLike<number>,
	se: ArrayLike<number>,
	options: RankSetsOptions = {}
): RankSets {
	const estimate = Float64Array.from(scores);
	const cov = diagonalCovariance(Float64Array.from(se, (s) => (s >= 0 ? s : Number.NaN)));
	return rankSetsFromCovariance(estimate, cov, 'standardErrors', options);
}
