/**
 * The simultaneous rank set of each rating in a group: the app's rank confidence sets
 * (`core/rank-sets`, csranks' stepdown: M. Mogstad, J. P. Romano, A. M. Shaikh & D. Wilhelm 2024,
 * Review of Economic Studies 91(1):476-518, https://doi.org/10.1093/restud/rdad006) applied to the
 * Bradley–Terry ratings with their **sandwich covariance** (`sandwich.ts`) as Σ: the parametric
 * draws are Z ~ N(0, Σ_sandwich), the normal approximation the sandwich interval itself rests on.
 * (The bootstrap's refits would serve as draws too, but they are 1,000 against the method's
 * 2,000, weighted votes have none, and the stepdown studentises by σ_jk from a covariance anyway.)
 *
 * What it is: with probability about `level`, every model's true rank lies in its set at once
 * (one family over all ordered pairs). What it is not: Chatbot Arena's displayed rank
 * (`arenaRanks`: 1 + the models whose interval lies wholly above this one's, a count of
 * pairwise non-overlaps of marginal 95% intervals, with no joint coverage). Unpenalised, Σ is
 * that of the ratings centred on their mean (singular); only differences enter the sets.
 */
import { rankSetsFromCovariance, type RankSets } from '../../../core/rank-sets/rank-sets.ts';
import type { GroupFit } from './group-fit.ts';

/** Draws of the parametric bootstrap (the rank sets' default, as a score matrix's). */
export const VOTE_RANK_SET_DRAWS = 2000;

interface VoteRankSetOptions {
	readonly level: number;
	readonly seed: number;
	readonly draws?: number;
	/** Standard normals instead of the seeded ones (tests): draws x models, draw-major. */
	readonly normals?: Float64Array;
}

/** Simultaneous (and marginal) rank sets of a group's ratings from their sandwich covariance. */
export function voteRankSets(
	group: GroupFit,
	cov: Float64Array,
	options: VoteRankSetOptions
): RankSets<'sandwich'> {
	return rankSetsFromCovariance(Float64Array.from(group.ratings), cov, 'sandwich', {
		level: options.level,
		seed: options.seed,
		draws: options.draws ?? VOTE_RANK_SET_DRAWS,
		...(options.normals ? { normals: options.normals } : {})
	});
}
