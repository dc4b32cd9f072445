/**
 * The summary of a `search` run (worst-case category weights): not a sample of test sets but a
 * search for the weighting within the bound that moves the ranking most. What it may say: the
 * worst case found (its tau-b with the reference), its certificate (the per-category item weights
 * that reach it: anyone can recompute the tau-b from them), how it searched, how many weightings
 * it evaluated, a bound on the true worst case when the method gives one, and whether the result
 * is proven to be the worst.
 *
 * `searchWorstCase` runs the optimiser of `perturbations/worst-case.ts` (`worstCaseSearch`: exact
 * line searches over the whole box, then, with complete data and up to 12 categories, a branch and
 * bound that proves the minimum when it finishes in time) once, and reports its result: what it
 * showed (`outcome`: proven, found with a bound, or stopped), the certificate and the scores under
 * it. A score under the weights is sum_g w_g (sum of the model's scores on category g) /
 * sum_g w_g (its items in g); the weights are multiples of 2^-30, so with 0/1 scores the sums are
 * exact and numpy (or any other order of summation) recomputes the same scores and the same tau-b
 * (see `certifiedWeights`).
 */
import { kendallTauB } from './kendall.ts';
import { categoryScores, collapseByCategory } from './perturbations/category-weights.ts';
import type { Recipe } from './perturbations/catalogue.ts';
import { groupsFromMeta } from './perturbations/groups.ts';
import {
	DEFAULT_WORST_CASE_BUDGET,
	worstCaseSearchSteps,
	type WorstCaseMethodName,
	type WorstCaseOutcome
} from './perturbations/worst-case.ts';
import { finishSteps, type SearchSteps } from './perturbations/worst-case-line.ts';
import { minRanks } from './rank.ts';
import { runExtras, type RunExtras, type RunExtrasOptions } from './run-extras.ts';
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { summarizeRun } from './summary.ts';
import type { DrawTable, Reference } from './run-types.ts';

/** The longest a search runs; it then reports the best weighting found so far (`stopped`). */
export const SEARCH_LIMIT_SECONDS = 8;

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
	/** How it searched (the view words it with the `searchMethod.<name>` message). */
	readonly method: WorstCaseMethodName;
	/** Weightings evaluated by the search. */
	readonly evaluated: number;
	/** The bound on each item weight: every weight lies in [1 - bound, 1 + bound]. */
	readonly bound: number;
	/** A tau-b no weighting within the bound can go below, when the method gives one. */
	readonly tauLowerBound: number | null;
	/** Whether `tau` is proven to be the lowest tau-b attainable within the bound. */
	readonly exact: boolean;
	/** Whether the search was stopped (time limit or cancel) before it finished. */
	readonly stopped: boolean;
	/**
	 * What the search showed: `proven` (the minimum), `found` (the best found, with
	 * `tauLowerBound` when known), `stopped` (the best found before the time limit or a cancel).
	 */
	readonly outcome: WorstCaseOutcome;
	/** Linear programs the branch and bound solved (0 when it did not run). */
	readonly linearPrograms: number;
}

interface SearchOptions {
	readonly seed: number;
	/** Most weightings to evaluate (default: the optimiser's). */
	readonly budget?: number;
	readonly shouldStop?: () => boolean;
	readonly onProgress?: (done: number, total: number) => void;
}

/** The worst case of a worst-case recipe on `matrix` (one search; see the module comment). */
export function searchWorstCase(
	matrix: ScoreMatrix,
	recipe: Extract<Recipe, { kind: 'worstCase' }>,
	reference: Reference,
	options: SearchOptions
): SearchOutcome {
	return finishSteps(searchWorstCaseSteps(matrix, recipe, reference, options));
}

/**
 * `searchWorstCase` as steps (see `worstCaseSearchSteps`): the engine worker drives it, giving its
 * event loop a turn between steps so that a cancel can reach the search.
 */
export function* searchWorstCaseSteps(
	matrix: ScoreMatrix,
	recipe: Extract<Recipe, { kind: 'worstCase' }>,
	reference: Reference,
	options: SearchOptions
): SearchSteps<SearchOutcome> {
	const groups = groupsFromMeta(matrix, recipe.column);
	const counts = collapseByCategory(matrix, groups);
	yield;
	const found = yield* worstCaseSearchSteps(counts, reference.scores, recipe.bound, {
		seed: options.seed,
		budget: options.budget ?? DEFAULT_WORST_CASE_BUDGET,
		shouldStop: options.shouldStop,
		onProgress: options.onProgress
	});
	yield;
	const weights = Float64Array.from(found.weights);
	const scores = categoryScores(counts, weights);
	return {
		tau: kendallTauB(reference.scores, scores),
		categories: groups.names,
		weights,
		scores,
		ranks: minRanks(scores),
		method: found.method.name,
		evaluated: found.evaluated,
		bound: recipe.bound,
		tauLowerBound: found.tauBound,
		exact: found.exact,
		stopped: found.stopped,
		outcome: found.outcome,
		linearPrograms: found.linearPrograms
	};
}

/** The largest |score under the worst case - reference score| of any model. */
export function searchMaxChange(outcome: SearchOutcome, reference: Reference): number {
	let max = 0;
	for (let m = 0; m < outcome.scores.length; m++) {
		const change = Math.abs(outcome.scores[m] - reference.scores[m]);
		if (change > max) max = change;
	}
	return max;
}

/**
 * The reference-set statistics (standard errors, intervals, neighbouring pairs) of a search run,
 * computed beside its one result (agreement across draws and `pAbove` are a sample's, not shown
 * for a search).
 */
export function searchExtras(
	matrix: ScoreMatrix,
	reference: Reference,
	outcome: SearchOutcome,
	options: RunExtrasOptions
): RunExtras {
	const table: DrawTable = {
		nDraws: 1,
		nModels: matrix.nModels,
		scores: Float64Array.from(outcome.scores),
		ranks: Int32Array.from(outcome.ranks),
		tau: Float64Array.of(outcome.tau)
	};
	return runExtras(
		matrix,
		table,
		reference,
		summarizeRun(table, reference, matrix.models),
		options
	);
}
