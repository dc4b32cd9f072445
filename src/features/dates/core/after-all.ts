/**
 * The ranking a contamination-free test set gives: the dated models ranked on the items dated on
 * or after every one of their dates (none of them can have trained on those), beside their
 * ranking on the whole test set. LiveCodeBench's leaderboard restricts each comparison to the
 * problems published after the models' cut-offs for the same reason (Jain et al. 2024,
 * arXiv:2403.07974).
 *
 * Tau-b between the two rankings is read against its floor: those items are a subset of the test
 * set, so the floor is tau-b between the full ranking and the ranking on `draws` random subsets
 * of the same size (drawn without replacement, `subsampleWeights`, draw d seeded by (seed, d) as
 * every draw of the app). `below` when tau-b falls under the floor's 5% quantile: the late items
 * reorder the models more than any set of that size usually does; `inside` otherwise.
 */
import { kendallScratch, kendallTauB } from '../../../core/kendall.ts';
import { subsampleWeights } from '../../../core/perturbations/size-sweep.ts';
import { scoreScratch, weightedScores } from '../../../core/scores.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { summarizeTau, type TauSummary } from '../../../core/summary.ts';
import { modelTimes } from './model-times.ts';

/** Random subsets in the floor, by default. */
const AFTER_ALL_DRAWS = 1000;

interface AfterAllFloor extends TauSummary {
	readonly seed: number;
	readonly draws: number;
}

export interface AfterAllRanking {
	/** The latest model date (as given), or null when no model has one. */
	readonly cutoff: string | null;
	/** Columns of the models with that date. */
	readonly latest: readonly number[];
	/** Items dated on or after it. */
	readonly items: number;
	/** Columns of the models ranked: those with a date. */
	readonly models: readonly number[];
	/** Their scores on every item and on the late items (aligned with `models`). */
	readonly full: Float64Array;
	readonly after: Float64Array;
	/** Tau-b between the two (NaN with fewer than two models or no late item). */
	readonly tau: number;
	readonly floor: AfterAllFloor | null;
	readonly verdict: 'below' | 'inside' | null;
}

function pick(scores: Float64Array, models: readonly number[]): Float64Array {
	return Float64Array.from(models, (m) => scores[m]);
}

export function afterAllRanking(
	matrix: ScoreMatrix,
	itemTime: ArrayLike<number>,
	dates: readonly (string | null)[],
	options: { readonly seed: number; readonly draws?: number }
): AfterAllRanking {
	const times = modelTimes(dates);
	const models: number[] = [];
	let latest = Number.NEGATIVE_INFINITY;
	for (let m = 0; m < times.length; m++) {
		if (times[m] !== times[m]) continue;
		models.push(m);
		latest = Math.max(latest, times[m]);
	}
	const n = matrix.nItems;
	const all = weightedScores(matrix, null, new Float64Array(matrix.nModels));
	const full = pick(all, models);
	if (!models.length) {
		const none = new Float64Array(0);
		return {
			cutoff: null,
			latest: [],
			items: 0,
			models,
			full,
			after: none,
			tau: NaN,
			floor: null,
			verdict: null
		};
	}
	const weights = new Uint32Array(n);
	let items = 0;
	for (let i = 0; i < n; i++) {
		if (itemTime[i] >= latest) {
			weights[i] = 1;
			items++;
		}
	}
	const latestModels = models.filter((m) => times[m] === latest);
	const after = items
		? pick(weightedScores(matrix, weights, new Float64Array(matrix.nModels)), models)
		: Float64Array.from(models, () => Number.NaN);
	const tau = items && models.length > 1 ? kendallTauB(full, after) : Number.NaN;
	const floor = tau === tau ? subsetFloor(matrix, models, full, items, options) : null;
	const verdict = floor && floor.q05 === floor.q05 ? (tau < floor.q05 ? 'below' : 'inside') : null;
	return {
		cutoff: dates[latestModels[0]] ?? null,
		latest: latestModels,
		items,
		models,
		full,
		after,
		tau,
		floor,
		verdict
	};
}

/** Tau-b between `full` and the scores on `draws` random subsets of `k` items. */
export function subsetFloor(
	matrix: ScoreMatrix,
	models: readonly number[],
	full: Float64Array,
	k: number,
	options: { readonly seed: number; readonly draws?: number }
): AfterAllFloor {
	const draws = options.draws ?? AFTER_ALL_DRAWS;
	const n = matrix.nItems;
	const weights = new Uint32Array(n);
	const perm = new Uint32Array(n);
	const scores = new Float64Array(matrix.nModels);
	const scratch = scoreScratch(matrix.nModels);
	const tauScratch = kendallScratch(models.length);
	const sub = new Float64Array(models.length);
	const tau = new Float64Array(draws);
	for (let d = 0; d < draws; d++) {
		subsampleWeights(n, k, options.seed, d, weights, perm);
		weightedScores(matrix, weights, scores, scratch);
		for (let j = 0; j < models.length; j++) sub[j] = scores[models[j]];
		tau[d] = kendallTauB(full, sub, tauScratch);
	}
	return { ...summarizeTau(tau), seed: options.seed, draws };
}
