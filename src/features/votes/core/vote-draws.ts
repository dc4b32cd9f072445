/**
 * Draws of a group's ratings, in the shape the score-matrix engine uses for its draws
 * (`ChunkResult`, `Reference` of `core/run-types.ts`): per draw the ratings of the group's
 * models (aligned to the group's level, `alignedRatings`), their min ranks and Kendall's tau-b
 * with the group's own ratings. So the app's headline (ratings moved in noise units, the ranking
 * against its noise floor: `core/noise-units.ts`, `core/stats/noise-floor.ts`) reads vote
 * perturbations exactly as it reads a matrix's.
 *
 * A model without a vote in a draw is absent from it (NaN rating, rank 0, left out of its tau-b,
 * as a model-set change's absent models); a draw whose votes give no finite ratings has every
 * rating NaN and tau-b NaN (its `undefinedDraws`).
 */
import { memberRanksAndTau } from '../../../core/kernels/draw-writer.ts';
import { minRanks, rankingOrder } from '../../../core/rank.ts';
import type { ChunkResult, Reference } from '../../../core/run-types.ts';
import { alignedRatings, refitGroup, type GroupFit } from './group-fit.ts';

/** The group's own ratings as a draw table's reference. */
export function groupReference(group: GroupFit): Reference {
	return {
		scores: group.ratings,
		ranks: minRanks(group.ratings),
		order: rankingOrder(group.ratings)
	};
}

/**
 * Draws [start, start + count) whose cell totals (`pair * 3 + outcome` of the group's counts)
 * `totalsOf(d)` gives: each refitted near the group's fit (`refitGroup`).
 */
export function voteDrawChunk(
	group: GroupFit,
	start: number,
	count: number,
	totalsOf: (d: number) => Float64Array
): ChunkResult {
	const K = group.counts.nModels;
	const scores = new Float64Array(count * K);
	const ranks = new Int32Array(count * K);
	const tau = new Float64Array(count);
	const members = new Uint8Array(K);
	for (let k = 0; k < count; k++) {
		const row = scores.subarray(k * K, (k + 1) * K);
		const rowRanks = ranks.subarray(k * K, (k + 1) * K);
		const theta = refitGroup(group, totalsOf(start + k));
		if (!theta) {
			row.fill(Number.NaN);
			tau[k] = Number.NaN;
			continue;
		}
		alignedRatings(group, theta, row);
		for (let m = 0; m < K; m++) members[m] = theta[m] === theta[m] ? 1 : 0;
		tau[k] = memberRanksAndTau(group.ratings, row, members, rowRanks);
	}
	return { start, count, scores, ranks, tau, replicationTau: null };
}
