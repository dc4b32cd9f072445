/**
 * The noise floor of a group's votes: what resampling the votes alone does to its ratings and
 * its ranking, the same figures as a test set's (`core/stats/noise-floor.ts`) so that every
 * perturbation of the votes is read the same way.
 *
 * - `scoreSE`: each rating's bootstrap standard error over the floor's resamples (the bootstrap
 *   over votes, `vote-bootstrap.ts`; ratings lined up to the group's level in each).
 * - `tauFloor`: Kendall's tau-b between the ratings of resamples 2k and 2k + 1, over `pairs`
 *   pairs: how far apart two crowds of this size from the same pool rank the models.
 * - `tauFloorVsReference`, `leaderFloor`, `scoreChange`: as the matrix's, from the same resamples.
 *
 * Resample d is draw d of a bootstrap with the same seed, so the floor and a bootstrap run share
 * their draws; a resample without finite ratings counts among `undefinedDraws`.
 */
import {
	floorFromParts,
	floorPairs,
	floorParts,
	type NoiseFloor
} from '../../../core/stats/noise-floor.ts';
import { bootstrapChunk, bootstrapIntervals } from './vote-bootstrap.ts';
import type { GroupFit } from './group-fit.ts';
import { groupReference } from './vote-draws.ts';

/** The noise floor of a group's votes from `2 x pairs` bootstrap resamples. */
export function voteNoiseFloor(
	group: GroupFit,
	options: { readonly seed: number; readonly pairs?: number }
): NoiseFloor {
	const pairs = floorPairs(options);
	const chunk = bootstrapChunk(group, options.seed, 0, 2 * pairs);
	const K = group.counts.nModels;
	const se = Float64Array.from(bootstrapIntervals(chunk.scores, K).intervals, (i) => i.se);
	const parts = floorParts(chunk, groupReference(group));
	return floorFromParts(parts, se, { seed: options.seed, pairs, basis: 'plain' });
}
