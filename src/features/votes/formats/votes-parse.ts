/**
 * What a votes parser returns: the good rows as `Votes` and every bad row as an issue, so that
 * the import's review can name them and offer to go on without them. Types only, in their own
 * file: the detector and every parser name them.
 */
import type { Votes } from '../core/votes.ts';
import type { VoteIssue } from './vote-issues.ts';

/**
 * The layouts read: Chatbot Arena's `clean_battle` JSON (an array, or JSON lines, of
 * `{model_a, model_b, winner, …}`); the arena-human-preference tables (CSV or Parquet) with 0/1
 * columns `winner_model_a, winner_model_b, winner_tie`; a table with a `winner` column;
 * arena-hard-auto's judgment files (`model_judgment/<judge>/<model>.jsonl`, one or several).
 */
export type VotesLayout = 'clean-battle' | 'preference-flags' | 'winner-column' | 'arena-hard';

/** Where an arena-hard baseline's name came from (`arena-hard-votes.ts`). */
type BaselineSource = 'lines' | 'self-judgment' | 'unknown';

/** What the import says of arena-hard-auto judgments beside the votes. */
export interface ArenaHardFacts {
	/** The model every judged model met. */
	readonly baseline: string;
	readonly baselineSource: BaselineSource;
	/** Lines of the baseline judged against itself, left out. */
	readonly selfJudgments: number;
	/** Games the judge left unsettled (`null`), left out. */
	readonly unsettled: number;
	/** Judgment files read. */
	readonly files: number;
}

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
	/** Read from arena-hard-auto judgments: the baseline and what was left out. */
	readonly arenaHard?: ArenaHardFacts;
	/** Read from a Parquet file (the layout names its columns). */
	readonly parquet?: boolean;
}
