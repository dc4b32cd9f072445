/**
 * Problems a votes file can have, as values in the import's style (`src/formats/issues.ts`): each
 * names the file and, where it applies, the row and the column, says what to do, and carries a
 * `code` with its `params` for the message catalogs (`votes.issue.<code>`, `votes.hint.<code>`
 * in `../i18n/en.ts`). Rows follow the import's numbering: a JSON entry's 1-based position, a
 * CSV's 1-based record with the header as record 1.
 */
import type { ImportIssue } from '../../../formats/issues.ts';

/** Every problem a votes parser reports (each has its message: tests/unit/features/votes). */
export const VOTE_ISSUE_CODES = [
	'votes-json-invalid',
	'votes-not-list',
	'votes-not-record',
	'votes-empty-model',
	'votes-self-play',
	'votes-winner-invalid',
	'votes-flags-invalid',
	'votes-row-length',
	'votes-csv-invalid',
	'votes-no-votes',
	'votes-verdict-invalid',
	'votes-judgment-invalid',
	'votes-parquet-unreadable'
] as const;

export type VoteIssueCode = (typeof VOTE_ISSUE_CODES)[number];

/** An import issue of a votes file: the import's shape with a votes code. */
export type VoteIssue = Omit<ImportIssue, 'code'> & { readonly code: VoteIssueCode };
