/**
 * What a sample run says about the ranking beyond rank intervals: each model's rank
 * probabilities, who beats whom (pairwise comparisons with adjusted paired tests) and the tie
 * groups those tests leave. Computed once per run in a worker from the finished draw table
 * (run-extras.ts calls it for samples only: shares of draws mean nothing for fixed variants or a
 * search).
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';
import type { Clusters } from './stats/clusters.ts';
import {
	ALL_PAIRS_MAX_MODELS,
	pairwiseComparisons,
	pairwiseScope,
	tieGroupsOf,
	type PairwiseRow
} from './stats/pairwise.ts';
import { rankProbabilities } from './stats/rank-probabilities.ts';
import { winProbabilityMatrix } from './stats/win-probability.ts';
import type { DrawTable, Reference } from './run-types.ts';

/**
 * Up to this many models every model's rank probabilities are kept (and exported); above it only
 * the top `RANK_PROBABILITIES_TOP` of the reference ranking (a 4,000 × 4,000 table would be 128 MB).
 */
export const RANK_PROBABILITIES_MAX_MODELS = 500;
const RANK_PROBABILITIES_TOP = 50;

export interface RankingDetails {
	/** Models whose rank probabilities are given (column indices, reference order). */
	readonly rankModels: readonly number[];
	/** `rankProbabilities[k][r - 1]`: share of draws in which `rankModels[k]` takes rank r. */
	readonly rankProbabilities: readonly Float64Array[];
	/** `all` pairs (≤ 60 models) or ranking `neighbours`. */
	readonly pairwiseScope: 'all' | 'neighbours';
	readonly pairwise: readonly PairwiseRow[];
	/**
	 * Tie groups (column indices): runs of the ranking whose models the adjusted test does not
	 * separate from the group's top model (all pairs), or from their neighbour (neighbours only).
	 */
	readonly tieGroups: readonly (readonly number[])[];
	/**
	 * P(row ahead of column) across draws among the top `ALL_PAIRS_MAX_MODELS` models of the
	 * ranking: `ahead.p[i * K + j]` for `ahead.models[i]` against `ahead.models[j]` (K models).
	 */
	readonly ahead: { readonly models: readonly number[]; readonly p: Float64Array };
}

export function rankingDetails(
	matrix: ScoreMatrix,
	table: DrawTable,
	reference: Reference,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null,
	nDraws: number = table.nDraws
): RankingDetails {
	const order = reference.order;
	const rankModels =
		order.length <= RANK_PROBABILITIES_MAX_MODELS
			? [...order]
			: order.slice(0, RANK_PROBABILITIES_TOP);
	const scope = pairwiseScope(order.length);
	const pairwise = pairwiseComparisons(matrix, table, { order, clusters, nDraws, scope });
	const top = order.slice(0, ALL_PAIRS_MAX_MODELS);
	return {
		rankModels,
		rankProbabilities: rankProbabilities(table, rankModels, nDraws),
		pairwiseScope: scope,
		pairwise,
		tieGroups: tieGroupsOf(order, pairwise, scope),
		ahead: { models: top, p: winProbabilityMatrix(table, top, nDraws) }
	};
}
