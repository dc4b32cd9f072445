/**
 * The reference a run compares its draws with: each model's mean over its present cells, its
 * ranks and its order. One definition for `run.ts` (`computeReference`) and the plain path
 * (`perturbations/perturbation-chunk.ts`, which `run.ts` imports: hence this small file).
 */
import { kernelReferenceScores } from './kernels/counters.ts';
import { minRanks, rankingOrder } from './rank.ts';
import type { Reference } from './run-types.ts';
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { weightedScores } from './scores.ts';

/** The reference of given scores: the scores, their ranks and the ranking order. */
export function referenceOf(scores: Float64Array): Reference {
	return { scores, ranks: minRanks(scores), order: rankingOrder(scores) };
}

/** The matrix's reference scores (the bit kernel when it applies: the same quotients). */
export function meanScores(matrix: ScoreMatrix): Float64Array {
	return (
		kernelReferenceScores(matrix) ?? weightedScores(matrix, null, new Float64Array(matrix.nModels))
	);
}
