/**
 * What a votes parser returns: the good rows as `Votes` and every bad row as an issue, so that
 * the import's review can name them and offer to go on without them. Types only, in their own
 * file: the detector and every parser name them.
 */
import type { Votes } from '../core/votes.ts';
import type { VoteIssue } from './vote-issues.ts';

/**
 * The layouts read: Chatbot Arena's `clean_battle` JSON (an array, or JSON lines, of
 * `{model_a, model_b, winner, …}`); the arena-human-preference CSV with 0/1 columns
 * `winner_model_a, winner_model_b, winner_tie`; a CSV with a `winner` column.
 */
export type VotesLayout = 'clean-battle' | 'preference-flags' | 'winner-column';

export interface VotesParse {
	readonly layout: VotesLayout;
	/** True when every row was read and there is at least one vote. */
	readonly ok: boolean;
	/** The rows read without a problem (null when the file itself could not be read). */
	readonly votes: Votes | null;
	/** The first problems (at most `MAX_ISSUES`), each with its row and column. */
	readonly issues: readonly VoteIssue[];
	/** Rows left out for a problem, all of them. */
	readonly badRows: number;
	/** Fields not kept as category columns (free text, ids, nested values). */
	readonly ignoredColumns: readonly string[];
}
