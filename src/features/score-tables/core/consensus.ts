/**
 * Each benchmark's agreement with the consensus ranking. The consensus is the mean-rank aggregate
 * (`aggregate.ts`) over the benchmarks considered — the ranking whose rank sums Kendall's W
 * measures the spread of (Kendall & Babington Smith 1939). A benchmark is compared with it by
 * Kendall's tau-b over the models it scores (that have a consensus), and, because a benchmark is
 * part of the consensus it is compared with, also with the consensus of the *other* benchmarks
 * (leave-one-out), which is the fairer figure when there are few benchmarks.
 */
import { aggregateValues, contributions, scoreBlock } from './aggregate.ts';
import { pairwiseCompleteTau } from './agreement.ts';
import { benchmarkScores, type ScoreTable, type ScoreTableCondition } from './ScoreTable.ts';

export interface BenchmarkConsensus {
	/** Index into `table.benchmarks`. */
	readonly benchmark: number;
	/** tau-b with the mean-rank consensus of all benchmarks considered. */
	readonly tauWithConsensus: number;
	/** tau-b with the mean-rank consensus of the other benchmarks (leave-one-out). */
	readonly tauWithOthers: number;
	/** Models in the comparison with all benchmarks' consensus. */
	readonly models: number;
}

/** Mean rank (1 = best) of each model over the benchmarks with weight 1 in `weights`. */
function consensusRanks(
	c: Float64Array,
	nModels: number,
	weights: ArrayLike<number> | null
): Float64Array {
	// Negated so that larger is better, as the benchmark scores it is compared with.
	return aggregateValues(c, nModels, 'meanRank', weights).map((v) => -v);
}

export function benchmarkConsensus(
	table: ScoreTable,
	condition: ScoreTableCondition,
	benchmarks: readonly number[] = table.benchmarks.map((_, b) => b)
): BenchmarkConsensus[] {
	const block = scoreBlock(table, condition, benchmarks);
	const c = contributions(block, 'meanRank');
	const all = consensusRanks(c, block.nModels, null);
	return benchmarks.map((b, k) => {
		const scores = benchmarkScores(table, condition, b);
		const withAll = pairwiseCompleteTau(scores, all);
		const w = new Float64Array(benchmarks.length).fill(1);
		w[k] = 0;
		const others = consensusRanks(c, block.nModels, w);
		return {
			benchmark: b,
			tauWithConsensus: withAll.tau,
			tauWithOthers: pairwiseCompleteTau(scores, others).tau,
			models: withAll.n
		};
	});
}
