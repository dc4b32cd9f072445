/**
 * The perturbations of votes, registered once: for each kind what it imitates (the catalogue's
 * `Imitates`), whether its draws are random (a sample of `draws` from the seed) or fixed
 * variants, and its draws. The worker and, after issue 33's registry, the run look a kind up
 * here; nothing switches on its id.
 */
import type { Imitates } from '../../../core/perturbations/imitates.ts';
import type { ChunkResult } from '../../../core/run-types.ts';
import type { PreparedGroup } from './vote-analysis.ts';
import { bootstrapChunk } from './vote-bootstrap.ts';
import type { GroupFit } from './group-fit.ts';
import {
	dropLevelDraws,
	dropModelDraws,
	fewerVotesChunk,
	levelWeightsDraw,
	medianTime,
	reweightChunk,
	timeSplitDraws,
	type VoteVariant
} from './vote-perturbations.ts';
import { voteColumn, type Votes } from './votes.ts';

/** A perturbation of votes and its settings. */
export type VoteRecipe =
	| { readonly kind: 'bootstrap' }
	| { readonly kind: 'fewerVotes'; readonly fraction: number }
	| { readonly kind: 'reweight'; readonly column: string; readonly concentration: number }
	| {
			readonly kind: 'levelWeights';
			readonly column: string;
			readonly weights: Readonly<Record<string, number>>;
	  }
	| { readonly kind: 'timeSplit'; readonly cutoff: number | null }
	| { readonly kind: 'dropLevel'; readonly column: string }
	| { readonly kind: 'dropModel' };

type VoteKind = VoteRecipe['kind'];

/** What a prepared group's draws need: its fit, its votes' cells and the votes. */
interface VoteDrawInput {
	readonly group: PreparedGroup & { readonly fit: GroupFit };
	readonly votes: Votes;
}

/** A kind's draws: random draws [start, start + count), or all its fixed variants. */
export interface VoteDraws {
	readonly variants: readonly VoteVariant[] | null;
	readonly draws: ChunkResult;
}

/** Why a recipe cannot run on these votes (the report words it). */
export type VoteRecipeIssue =
	{ readonly code: 'no-column'; readonly column: string } | { readonly code: 'no-time' };

interface KindEntry<R extends VoteRecipe> {
	readonly imitates: Imitates;
	readonly random: boolean;
	/** What the votes lack for it (default: nothing). */
	readonly check?: (votes: Votes, recipe: R) => VoteRecipeIssue[];
	readonly draws: (
		input: VoteDrawInput,
		recipe: R,
		seed: number,
		start: number,
		count: number
	) => VoteDraws;
}

type Registry = { readonly [K in VoteKind]: KindEntry<Extract<VoteRecipe, { kind: K }>> };

/** The issue of a recipe naming a column the votes lack. */
function needsColumn(votes: Votes, recipe: { readonly column: string }): VoteRecipeIssue[] {
	return voteColumn(votes, recipe.column) ? [] : [{ code: 'no-column', column: recipe.column }];
}

function columnOf(votes: Votes, name: string) {
	const column = voteColumn(votes, name);
	if (!column) throw new RangeError(`no column ${name}`);
	return column;
}

export const VOTE_KINDS: Registry = {
	bootstrap: {
		imitates: 'noise',
		random: true,
		draws: ({ group }, _r, seed, start, count) => ({
			variants: null,
			draws: bootstrapChunk(group.fit, seed, start, count)
		})
	},
	fewerVotes: {
		imitates: 'noise',
		random: true,
		draws: ({ group }, r, seed, start, count) => ({
			variants: null,
			draws: fewerVotesChunk(group.fit, r.fraction, seed, start, count)
		})
	},
	reweight: {
		imitates: 'shift',
		random: true,
		check: needsColumn,
		draws: ({ group, votes }, r, seed, start, count) => ({
			variants: null,
			draws: reweightChunk(
				group.fit,
				group.cells,
				columnOf(votes, r.column),
				r.concentration,
				seed,
				start,
				count
			)
		})
	},
	levelWeights: {
		imitates: 'shift',
		random: false,
		check: needsColumn,
		draws: ({ group, votes }, r) =>
			levelWeightsDraw(group.fit, group.cells, columnOf(votes, r.column), r.weights)
	},
	timeSplit: {
		imitates: 'shift',
		random: false,
		check: (votes) => (votes.time ? [] : [{ code: 'no-time' }]),
		draws: ({ group, votes }, r) => {
			const time = votes.time!;
			const cutoff = r.cutoff ?? medianTime(group.cells, time);
			return timeSplitDraws(group.fit, group.cells, time, cutoff);
		}
	},
	dropLevel: {
		imitates: 'shift',
		random: false,
		check: needsColumn,
		draws: ({ group, votes }, r) =>
			dropLevelDraws(group.fit, group.cells, columnOf(votes, r.column))
	},
	dropModel: {
		imitates: 'entrants',
		random: false,
		draws: ({ group }) => dropModelDraws(group.fit)
	}
};

/** What stops a recipe on these votes: a column it names that the file lacks, or no times. */
export function voteRecipeIssues(votes: Votes, recipe: VoteRecipe): VoteRecipeIssue[] {
	const entry = VOTE_KINDS[recipe.kind] as KindEntry<VoteRecipe>;
	return entry.check?.(votes, recipe) ?? [];
}

/** The draws of a recipe (random: [start, start + count); fixed: every variant). */
export function voteDraws(
	input: VoteDrawInput,
	recipe: VoteRecipe,
	seed: number,
	start: number,
	count: number
): VoteDraws {
	const entry = VOTE_KINDS[recipe.kind] as KindEntry<VoteRecipe>;
	return entry.draws(input, recipe, seed, start, count);
}
