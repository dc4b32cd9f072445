/**
 * The rank sets of a run (issue 22): what a sample run asks the engine for, and the call the
 * engine's worker makes. They describe the reference set (the analysed matrix), so they do not
 * depend on the perturbation; the run's seed seeds their bootstrap, and its cluster column (when
 * one is chosen) clusters their covariance as it clusters the standard errors.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { clustersFromMeta } from '../stats/clusters.ts';
import { DEFAULT_DRAWS, DEFAULT_LEVEL, rankSetsOfMatrix, type RankSets } from './rank-sets.ts';

/**
 * Above this many models a run has no rank sets: their memory (several p x p tables of doubles)
 * and time (about (p / 1,000)² times the few seconds of 1,000 models) outgrow a browser tab.
 */
export const MAX_RANK_SET_MODELS = 2000;

export interface RankSetsRequest {
	readonly level: number;
	readonly draws: number;
	readonly seed: number;
	/** k of the top-k set. */
	readonly topK: number;
	/** The `meta` column clustering the covariance, or null (every item its own cluster). */
	readonly clusterColumn: string | null;
}

/** The request of a run with these settings (95%, 2,000 draws, the run's seed and k). */
export function rankSetsRequest(
	settings: { readonly seed: number; readonly topK: number },
	clusterColumn: string | null
): RankSetsRequest {
	return {
		level: DEFAULT_LEVEL,
		draws: DEFAULT_DRAWS,
		seed: settings.seed,
		topK: settings.topK,
		clusterColumn
	};
}

/** Whether a matrix of this many models gets rank sets. */
export function hasRankSets(nModels: number): boolean {
	return nModels >= 1 && nModels <= MAX_RANK_SET_MODELS;
}

/** The rank sets of the analysed matrix (null above `MAX_RANK_SET_MODELS` models). */
export function rankSetsOfRun(
	matrix: ScoreMatrix,
	request: RankSetsRequest,
	onProgress?: (done: number, total: number) => void
): RankSets | null {
	if (!hasRankSets(matrix.nModels)) return null;
	const clusters = request.clusterColumn ? clustersFromMeta(matrix, request.clusterColumn) : null;
	return rankSetsOfMatrix(matrix, clusters, {
		level: request.level,
		draws: request.draws,
		seed: request.seed,
		topK: request.topK,
		onProgress
	});
}
