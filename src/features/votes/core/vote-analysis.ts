/**
 * A votes file's ratings, group by group: each group of models the votes connect (`groups.ts`)
 * fitted on its own (`group-fit.ts`), with both intervals, each named as what it is: the
 * bootstrap over votes (Chatbot Arena's method, `vote-bootstrap.ts`) and the sandwich estimator
 * (arena-rank's default, `sandwich.ts`), and Chatbot Arena's displayed rank from each.
 * `prepareGroups` aggregates and fits once; `analyzeGroups` rates the groups. Numbers and codes
 * only: the report floor words them, the results JSON's `votes` section carries them
 * (docs/results-schema.md).
 */
import {
	aggregateVotes,
	cellRowsOf,
	CELLS_PER_PAIR,
	localCells,
	modelVotes,
	restrictCounts
} from './aggregate.ts';
import type { FitOptions } from './bradley-terry.ts';
import { RATING_ORIGIN, RATING_SCALE } from './bradley-terry.ts';
import { comparisonGroups } from './groups.ts';
import { fitGroup, type GroupFit, type NoFit } from './group-fit.ts';
import { headToHead, type HeadToHead } from './head-to-head.ts';
import { sandwichCovariance, sandwichIntervals } from './sandwich.ts';
import {
	arenaRanks,
	bootstrapChunk,
	bootstrapIntervals,
	type RatingInterval
} from './vote-bootstrap.ts';
import { VOTE_RANK_SET_DRAWS, voteRankSets } from './vote-rank-sets.ts';
import type { Votes } from './votes.ts';

/** Bootstrap resamples by default (Chatbot Arena's notebooks draw 1,000). */
const BOOTSTRAP_DRAWS = 1000;

export interface VoteAnalysisOptions extends FitOptions {
	/**
	 * Anchors by model name: a group holding one has it at 1000. A group without: unpenalised, its
	 * model with the most votes; penalised, none (the penalty's own origin, as GenAI-Arena).
	 */
	readonly anchors?: readonly string[];
	readonly seed: number;
	/**
	 * A weight per vote (default 1 each): a weighted likelihood, e.g. arena-hard-auto's weight 3
	 * on strong verdicts. Weighted votes get the sandwich interval only (the bootstrap resamples
	 * whole votes of unit weight).
	 */
	readonly weights?: ArrayLike<number> | null;
	/** Bootstrap resamples (0: no bootstrap intervals). */
	readonly bootstrapDraws?: number;
	/** Confidence level of both intervals and the rank sets (default 0.95). */
	readonly level?: number;
	/** Draws of the simultaneous rank sets (`vote-rank-sets.ts`; default 2,000; 0: none). */
	readonly rankSetDraws?: number;
}

/** One group's models with what the analysis and its perturbations need. */
export interface PreparedGroup {
	/** Model indices into `Votes.models`, ascending: the group's model m is `models[m]`. */
	readonly models: readonly number[];
	/** The fit, or why the ratings are not finite. */
	readonly fit: GroupFit | NoFit;
	/** Each vote's cell in the group's counts (-1: not in this group). */
	readonly cells: Int32Array;
	/** Per cell, the file rows of its votes (fewest votes to flip lists them). */
	readonly cellRows: readonly (readonly number[])[];
}

/** The anchor of a group (a group model index) under the options. */
function anchorOf(
	votes: Votes,
	models: readonly number[],
	votesOf: Float64Array,
	options: VoteAnalysisOptions
) {
	const named = models.findIndex((m) => options.anchors?.includes(votes.models[m]));
	if (named >= 0) return named;
	if (options.l2 > 0) return null;
	let best = 0;
	for (let m = 1; m < models.length; m++) if (votesOf[models[m]] > votesOf[models[best]]) best = m;
	return best;
}

/** Aggregates the votes once and fits every group. */
export function prepareGroups(votes: Votes, options: VoteAnalysisOptions): PreparedGroup[] {
	const { counts, cells } = aggregateVotes(votes, { weights: options.weights });
	const votesOf = modelVotes(counts, options.tieRule);
	return comparisonGroups(counts, options.tieRule).map((g) => {
		const local = restrictCounts(counts, g.models);
		const mine = localCells(counts, g.models, cells);
		const anchor = anchorOf(votes, g.models, votesOf, options);
		return {
			models: g.models,
			fit: fitGroup(local, options, anchor),
			cells: mine,
			cellRows: cellRowsOf(mine, votes.row, local.pairA.length * CELLS_PER_PAIR)
		};
	});
}

/** One model's line of a group's leaderboard. */
interface RatedModel {
	/** Index into `Votes.models`. */
	readonly model: number;
	readonly rating: number;
	/** Votes it took part in (under the tie rule). */
	readonly votes: number;
	readonly sandwich: RatingInterval;
	/** Null without bootstrap resamples. */
	readonly bootstrap: RatingInterval | null;
	/** Chatbot Arena's rank from each interval (0: undefined). */
	readonly arenaRank: { readonly sandwich: number; readonly bootstrap: number | null };
	/** The simultaneous rank set [low, high] (`vote-rank-sets.ts`), or null without rank sets. */
	readonly rankSet: { readonly low: number; readonly high: number } | null;
}

/** How a group's rank sets were made (null in `GroupRatings` when none were asked for). */
interface GroupRankSets {
	readonly level: number;
	readonly draws: number;
	readonly seed: number;
	readonly method: 'csranks-stepdown';
	readonly covariance: 'sandwich';
	/** The simultaneous stepdown's first critical value and its steps. */
	readonly criticalValue: number;
	readonly steps: number;
}

interface GroupRatings {
	readonly models: readonly number[];
	readonly votes: number;
	/** The model at 1000 (index into `Votes.models`), or null. */
	readonly anchor: number | null;
	/** Best first; empty when the ratings are not finite (`status`). */
	readonly ratings: readonly RatedModel[];
	readonly status: 'fitted' | NoFit;
	readonly bootstrap: { readonly draws: number; readonly undefinedDraws: number } | null;
	readonly rankSets: GroupRankSets | null;
	/** Win fractions and battle counts, models in the order of `ratings` (null: not fitted). */
	readonly headToHead: HeadToHead | null;
}

export interface VoteAnalysis {
	readonly scale: { readonly points: number; readonly base: number; readonly origin: number };
	readonly tieRule: FitOptions['tieRule'];
	readonly l2: number;
	readonly level: number;
	readonly seed: number;
	readonly groups: readonly GroupRatings[];
	/** Models without a vote under the tie rule (indices into `Votes.models`). */
	readonly unrated: readonly number[];
}

function groupRatings(group: PreparedGroup, options: VoteAnalysisOptions): GroupRatings {
	const { models, fit } = group;
	if (typeof fit === 'string') {
		return {
			models,
			votes: 0,
			anchor: null,
			ratings: [],
			status: fit,
			bootstrap: null,
			rankSets: null,
			headToHead: null
		};
	}
	const level = options.level ?? 0.95;
	const K = models.length;
	const draws = fit.counts.squares ? 0 : (options.bootstrapDraws ?? BOOTSTRAP_DRAWS);
	const cov = sandwichCovariance(fit);
	const sandwich = sandwichIntervals(fit, level, cov);
	const setDraws = K > 1 ? (options.rankSetDraws ?? VOTE_RANK_SET_DRAWS) : 0;
	const sets =
		setDraws > 0 ? voteRankSets(fit, cov, { level, seed: options.seed, draws: setDraws }) : null;
	const boot = draws > 0 ? bootstrapChunk(fit, options.seed, 0, draws) : null;
	const bootIntervals = boot ? bootstrapIntervals(boot.scores, K, level).intervals : null;
	const rankS = arenaRanks(sandwich);
	const rankB = bootIntervals ? arenaRanks(bootIntervals) : null;
	const votesOf = modelVotes(fit.counts, options.tieRule);
	const ratings = models
		.map((model, m) => ({
			model,
			rating: fit.ratings[m],
			votes: votesOf[m],
			sandwich: sandwich[m],
			bootstrap: bootIntervals ? bootIntervals[m] : null,
			arenaRank: { sandwich: rankS[m], bootstrap: rankB ? rankB[m] : null },
			rankSet:
				sets && sets.simultaneousLow[m] > 0
					? { low: sets.simultaneousLow[m], high: sets.simultaneousHigh[m] }
					: null
		}))
		.sort((x, y) => y.rating - x.rating || x.model - y.model);
	let total = 0;
	for (const v of votesOf) total += v / 2;
	const undefinedDraws = boot ? boot.tau.filter((t) => t !== t).length : 0;
	return {
		models,
		votes: total,
		anchor: fit.anchor === null ? null : models[fit.anchor],
		ratings,
		status: 'fitted',
		bootstrap: boot ? { draws, undefinedDraws } : null,
		rankSets: sets
			? {
					level,
					draws: sets.draws,
					seed: sets.seed,
					method: sets.method,
					covariance: 'sandwich',
					criticalValue: sets.criticalValue,
					steps: sets.steps
				}
			: null,
		headToHead: headToHead(
			fit.counts,
			options.tieRule,
			ratings.map((r) => models.indexOf(r.model))
		)
	};
}

/** Every group's ratings with both intervals, from groups already prepared (`prepareGroups`). */
export function analyzeGroups(
	votes: Votes,
	groups: readonly PreparedGroup[],
	options: VoteAnalysisOptions
): VoteAnalysis {
	const grouped = new Set(groups.flatMap((g) => g.models));
	return {
		scale: { points: RATING_SCALE, base: 10, origin: RATING_ORIGIN },
		tieRule: options.tieRule,
		l2: options.l2,
		level: options.level ?? 0.95,
		seed: options.seed,
		groups: groups.map((g) => groupRatings(g, options)),
		unrated: votes.models.map((_, m) => m).filter((m) => !grouped.has(m))
	};
}
