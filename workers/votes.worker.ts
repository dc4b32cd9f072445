/**
 * The votes worker (issue 34, first wave): thin functions over `src/features/votes` (its
 * parsers and core). A votes file is parsed here, analysed once (`analyze`: aggregated, every
 * group fitted, both intervals) and kept under a key, so that the draws of a perturbation, the
 * noise floor and the fewest votes to flip run on it without sending the votes again. The page
 * reaches it through `src/engine/VotesClient.ts` (a fresh worker per job); tests call it directly.
 */
import * as Comlink from 'comlink';
import type { NoiseFloor } from '../src/core/stats/noise-floor.ts';
import {
	fewestToFlipLeader,
	fewestToFlipPair,
	type FlipSearch
} from '../src/features/votes/core/fewest-to-flip.ts';
import type { GroupFit } from '../src/features/votes/core/group-fit.ts';
import {
	analyzeGroups,
	prepareGroups,
	type PreparedGroup,
	type VoteAnalysis,
	type VoteAnalysisOptions
} from '../src/features/votes/core/vote-analysis.ts';
import {
	voteDraws,
	voteRecipeIssues,
	type VoteDraws,
	type VoteRecipe,
	type VoteRecipeIssue
} from '../src/features/votes/core/vote-kinds.ts';
import { voteNoiseFloor } from '../src/features/votes/core/vote-noise-floor.ts';
import type { Votes } from '../src/features/votes/core/votes.ts';
import { fromBlob } from '../src/formats/source.ts';
import {
	parseArenaHardVotes,
	type NamedText
} from '../src/features/votes/formats/arena-hard-votes.ts';
import { parseCleanBattle } from '../src/features/votes/formats/clean-battle.ts';
import { parseVotesParquet } from '../src/features/votes/formats/votes-parquet.ts';
import { detectVotes } from '../src/features/votes/formats/detect-votes.ts';
import { parseVotesCsv } from '../src/features/votes/formats/votes-csv.ts';
import type { VotesLayout, VotesParse } from '../src/features/votes/formats/votes-parse.ts';

/** What `analyze` keeps per key. */
const kept = new Map<string, { votes: Votes; groups: PreparedGroup[] }>();

function fittedGroup(key: string, group: number) {
	const entry = kept.get(key);
	if (!entry) throw new Error(`votes ${key} are not loaded: analyze them first`);
	const g = entry.groups[group];
	if (!g || typeof g.fit === 'string') throw new Error(`group ${group} has no finite ratings`);
	return { votes: entry.votes, group: g as PreparedGroup & { fit: GroupFit } };
}

export const api = {
	/** The votes layout of a file from its first bytes (never its name), or null. */
	detect(head: string): VotesLayout | null {
		return detectVotes(head);
	},

	/** A votes file's text read in its layout: the good votes and the bad rows as issues. */
	parse(text: string, file: string, layout: VotesLayout): VotesParse {
		if (layout === 'arena-hard') return parseArenaHardVotes([{ name: file, text }]);
		return layout === 'clean-battle' ? parseCleanBattle(text, file) : parseVotesCsv(text, file);
	},

	/** arena-hard-auto judgment files (one or several) read together as one set of votes. */
	parseJudgments(files: NamedText[]): VotesParse {
		return parseArenaHardVotes(files);
	},

	/** A Parquet file as votes, or null when its columns are not a votes table. */
	parseParquet(file: Blob, name: string): Promise<VotesParse | null> {
		return parseVotesParquet(fromBlob(file, name));
	},

	/** Aggregates the votes once, fits every group with both intervals, keeps them as `key`. */
	analyze(key: string, votes: Votes, options: VoteAnalysisOptions): VoteAnalysis {
		const groups = prepareGroups(votes, options);
		kept.set(key, { votes, groups });
		return analyzeGroups(votes, groups, options);
	},

	/** What stops a recipe on the kept votes (an empty list: it can run). */
	recipeIssues(key: string, recipe: VoteRecipe): VoteRecipeIssue[] {
		const entry = kept.get(key);
		return entry ? voteRecipeIssues(entry.votes, recipe) : [];
	},

	/** A recipe's draws of one group: random draws [start, start + count), or its variants. */
	draws(
		key: string,
		group: number,
		recipe: VoteRecipe,
		seed: number,
		start: number,
		count: number
	): VoteDraws {
		return voteDraws(fittedGroup(key, group), recipe, seed, start, count);
	},

	/** The noise floor of one group's votes. */
	noiseFloor(key: string, group: number, options: { seed: number; pairs?: number }): NoiseFloor {
		return voteNoiseFloor(fittedGroup(key, group).group.fit, options);
	},

	/** The fewest votes that take the leader's place (or let `pair[1]` reach `pair[0]`). */
	fewestToFlip(
		key: string,
		group: number,
		pair: readonly [number, number] | null,
		options: { maxRemove?: number } = {}
	): FlipSearch {
		const { group: g } = fittedGroup(key, group);
		return pair
			? fewestToFlipPair(g.fit, g.cellRows, pair[0], pair[1], options)
			: fewestToFlipLeader(g.fit, g.cellRows, options);
	},

	/** Forgets the votes kept as `key`. */
	release(key: string): void {
		kept.delete(key);
	}
};

export type VotesWorkerApi = typeof api;

declare const WorkerGlobalScope: { new (): unknown } | undefined;
// Guarded so that vitest can import this module (there is no worker scope there).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}
