/**
 * One ranking from many benchmarks, as multi-task leaderboards make it. Three aggregates, studied
 * by G. Zhang & M. Hardt (2024), "Inherent trade-offs between diversity and stability in
 * multi-task benchmarks", ICML 2024, arXiv:2405.01719 (https://arxiv.org/abs/2405.01719):
 *
 * - `meanScore` (cardinal): a model's mean score over the benchmarks it has a score on;
 * - `meanRank` (ordinal): its mean rank over those benchmarks, each benchmark ranking the models
 *   in the set (1 = best; tied models share the average of their ranks, as
 *   `scipy.stats.rankdata(-x)`); lower is better;
 * - `borda` (ordinal; J.-C. de Borda 1781): the sum over benchmarks of the number of other models
 *   in the set it beats there, a tie counting half (`rankdata(x) - 1`).
 *
 * Benchmark weights w_b >= 0 (resampling, dropping, reweighting) enter as weighted means
 * sum_b w_b c_mb / sum_b w_b over the benchmarks model m has a score on (mean score, mean rank)
 * and as the weighted sum sum_b w_b c_mb (Borda). A model without a score on any benchmark of
 * positive weight has no aggregate (`NaN`, ranked last).
 *
 * Ordinal aggregates depend on which other models are in the set (`members`): adding a weak,
 * "irrelevant" model can reorder the others (Zhang & Hardt 2024, sec. 4); the mean score cannot.
 */
import { minRanks } from '../../../core/rank.ts';
import { averageRanks } from '../../../core/stats/agreement.ts';
import type { ScoreTable, ScoreTableCondition } from './ScoreTable.ts';

export type TableAggregate = 'meanScore' | 'meanRank' | 'borda';

export const TABLE_AGGREGATES: readonly TableAggregate[] = ['meanScore', 'meanRank', 'borda'];

/** Whether a larger aggregate value is better. */
function higherIsBetter(method: TableAggregate): boolean {
	return method !== 'meanRank';
}

/** A dense models x benchmarks block of scores (row-major, `NaN` = missing). */
export interface ScoreBlock {
	readonly nModels: number;
	readonly nBenchmarks: number;
	readonly scores: Float64Array;
}

/** The scores of `condition` restricted to `benchmarks` (in that order). */
export function scoreBlock(
	table: ScoreTable,
	condition: ScoreTableCondition,
	benchmarks: readonly number[] = table.benchmarks.map((_, b) => b)
): ScoreBlock {
	const M = table.models.length;
	const B = table.benchmarks.length;
	const K = benchmarks.length;
	const scores = new Float64Array(M * K);
	for (let m = 0; m < M; m++) {
		for (let k = 0; k < K; k++) scores[m * K + k] = condition.scores[m * B + benchmarks[k]];
	}
	return { nModels: M, nBenchmarks: K, scores };
}

/**
 * Each model's contribution from each benchmark (`NaN` where it has no score or is not a
 * member): its score, its rank among the members (1 = best, average ranks), or its Borda points
 * among the members. `members[m] = 0` leaves model m out of the set; `null` = every model.
 */
export function contributions(
	block: ScoreBlock,
	method: TableAggregate,
	members: ArrayLike<number> | null = null
): Float64Array {
	const { nModels: M, nBenchmarks: K, scores } = block;
	const out = new Float64Array(M * K);
	const idx: number[] = [];
	const col: number[] = [];
	for (let k = 0; k < K; k++) {
		idx.length = 0;
		col.length = 0;
		for (let m = 0; m < M; m++) {
			const v = scores[m * K + k];
			const member = members === null || members[m] !== 0;
			if (member && v === v) {
				idx.push(m);
				col.push(v);
			} else out[m * K + k] = Number.NaN;
		}
		if (method === 'meanScore') {
			for (let t = 0; t < idx.length; t++) out[idx[t] * K + k] = col[t];
			continue;
		}
		// Ascending average ranks: rank - 1 = models beaten + half the other models tied.
		const asc = averageRanks(col);
		const n = idx.length;
		for (let t = 0; t < n; t++) {
			out[idx[t] * K + k] = method === 'borda' ? asc[t] - 1 : n + 1 - asc[t];
		}
	}
	return out;
}

/**
 * Aggregate values (natural units: mean score, mean rank or Borda points) from contributions
 * `c` (M x K) and benchmark weights `w` (K; `null` = all 1).
 */
export function aggregateValues(
	c: Float64Array,
	nModels: number,
	method: TableAggregate,
	weights: ArrayLike<number> | null = null,
	out: Float64Array = new Float64Array(nModels)
): Float64Array {
	const K = nModels ? c.length / nModels : 0;
	for (let m = 0; m < nModels; m++) out[m] = aggregateOne(c, K, m, method, weights);
	return out;
}

/** Model m's aggregate value from contributions `c` (rows of K) and weights (see above). */
export function aggregateOne(
	c: Float64Array,
	K: number,
	m: number,
	method: TableAggregate,
	weights: ArrayLike<number> | null
): number {
	let num = 0;
	let den = 0;
	for (let k = 0; k < K; k++) {
		const v = c[m * K + k];
		if (v !== v) continue;
		const w = weights ? weights[k] : 1;
		if (w === 0) continue;
		num += w * v;
		den += w;
	}
	return den > 0 ? (method === 'borda' ? num : num / den) : Number.NaN;
}

/** Values turned so that larger is better (the mean rank is negated). */
export function oriented(method: TableAggregate, values: Float64Array): Float64Array {
	return higherIsBetter(method) ? values : values.map((v) => -v);
}

export interface AggregateRanking {
	readonly method: TableAggregate;
	/** Benchmarks aggregated (indices into `table.benchmarks`). */
	readonly benchmarks: readonly number[];
	/** Natural units: mean score, mean rank (lower is better) or Borda points. */
	readonly values: Float64Array;
	/** Min ranks, 1 = best (`rank.ts`); a model without an aggregate ranks last. */
	readonly ranks: Int32Array;
	/** Model indices best first (ties in model order). */
	readonly order: readonly number[];
}

/** The unperturbed aggregate ranking of one condition. */
export function aggregateRanking(
	table: ScoreTable,
	condition: ScoreTableCondition,
	method: TableAggregate,
	benchmarks: readonly number[] = table.benchmarks.map((_, b) => b)
): AggregateRanking {
	const block = scoreBlock(table, condition, benchmarks);
	const values = aggregateValues(contributions(block, method), block.nModels, method);
	const o = oriented(method, values);
	const ranks = minRanks(o);
	const order = Array.from(ranks.keys()).sort((a, b) => ranks[a] - ranks[b] || a - b);
	return { method, benchmarks, values, ranks, order };
}
