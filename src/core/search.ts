/**
 * The summary of a `search` run (worst-case category weights): not a sample of test sets but a
 * search for the weighting within the bound that moves the ranking most. What it may say: the
 * worst case found (its tau-b with the reference), its certificate (the per-category item weights
 * that reach it: anyone can recompute the tau-b from them), how it searched, how many weightings
 * it evaluated, and a bound on the true worst case when the method gives one.
 *
 * `searchFromRestarts` wraps the present worst-case code (local search over the vertices of the
 * weight box, restarted once per draw; `perturbations/worst-case.ts`) as one search: the result is
 * the best restart, and its weights are recomputed here from (seed, draw index), since the draws
 * carry scores only.
 */
import { kendallTauB } from './kendall.ts';
import { collapseByCategory, expandCategoryWeights } from './perturbations/category-weights.ts';
import type { Recipe } from './perturbations/catalogue.ts';
import { groupsFromMeta } from './perturbations/groups.ts';
import { worstCaseDraw } from './perturbations/worst-case.ts';
import { minRanks } from './rank.ts';
import type { RunReference } from './run.ts';
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { weightedScores } from './scores.ts';
import type { DrawColumns } from './summary.ts';

/** How a search went, as a code (worded in `definitions.ts`). */
export type SearchMethod = 'vertexLocalSearch' | (string & {});

export interface SearchOutcome {
	/** Kendall tau-b of the scores under `weights` with the reference scores. */
	readonly tau: number;
	/** Category names, in the order of `weights`. */
	readonly categories: readonly string[];
	/** The certificate: each category's item weight (1 = unchanged). */
	readonly weights: Float64Array;
	/** Model scores under the weights, by column index, and their ranks. */
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly method: SearchMethod;
	/** Weightings evaluated by the search (null when not counted). */
	readonly evaluated: number | null;
	/** Starts of the search (restarts of a local search). */
	readonly restarts: number;
	/** The bound on each item weight: every weight lies in [1 - bound, 1 + bound]. */
	readonly bound: number;
	/** A tau-b no weighting within the bound can go below, when the method gives one. */
	readonly tauLowerBound: number | null;
	/** Whether `tau` is proven to be the worst case over the whole box. */
	readonly exact: boolean;
}

/** Work (restarts x categories^2 x models) below which every restart is re-run to count. */
const COUNT_BUDGET = 5e7;

/**
 * The worst case among the restarts of a worst-case run: the draw with the lowest tau-b (the first
 * on ties), its weights recomputed, and the number of weightings all restarts evaluated when that
 * is cheap to recount.
 */
export function searchFromRestarts(
	matrix: ScoreMatrix,
	recipe: Extract<Recipe, { kind: 'worstCase' }>,
	table: DrawColumns,
	reference: RunReference,
	seed: number
): SearchOutcome {
	const groups = groupsFromMeta(matrix, recipe.column);
	const counts = collapseByCategory(matrix, groups);
	let best = -1;
	for (let d = 0; d < table.nDraws; d++) {
		const t = table.tau[d];
		if (t === t && (best < 0 || t < table.tau[best])) best = d;
	}
	const G = groups.names.length;
	const M = matrix.nModels;
	const found = worstCaseDraw(
		counts,
		reference.scores,
		reference.order,
		recipe.bound,
		seed,
		Math.max(0, best)
	);
	const weights = Float64Array.from(found.weights);
	const scores = weightedScores(
		matrix,
		expandCategoryWeights(groups, weights, new Float64Array(matrix.nItems)),
		new Float64Array(M)
	);
	let evaluated: number | null = null;
	if (table.nDraws * G * G * M <= COUNT_BUDGET) {
		evaluated = 0;
		for (let d = 0; d < table.nDraws; d++) {
			evaluated +=
				d === best
					? found.evaluated
					: worstCaseDraw(counts, reference.scores, reference.order, recipe.bound, seed, d)
							.evaluated;
		}
	}
	return {
		tau: kendallTauB(reference.scores, scores),
		categories: groups.names,
		weights,
		scores,
		ranks: minRanks(scores),
		method: 'vertexLocalSearch',
		evaluated,
		restarts: table.nDraws,
		bound: recipe.bound,
		tauLowerBound: null,
		exact: false
	};
}
