/**
 * A votes dataset's library record from a parse (`formats/votes-parse.ts`): the votes kept, what
 * the import said of the file, and its id from the votes' content (`core/votes-id.ts`).
 */
import { votesId } from '../core/votes-id.ts';
import type { VotesParse } from '../formats/votes-parse.ts';
import type { VotesRecord } from '../schemas/votes-record.ts';

/** A dataset name from a file name: its base, without the extension, at most 200 characters. */
export function nameFromFile(fileName: string): string {
	const base = fileName.split('/').pop() ?? fileName;
	return (
		base
			.replace(/\.[^.]+$/, '')
			.trim()
			.slice(0, 200) || 'votes'
	);
}

/** The record of parsed votes (null when the file gave no votes). */
export function votesRecord(
	parse: VotesParse,
	fileName: string,
	name: string,
	addedAt: string = new Date().toISOString()
): VotesRecord | null {
	const votes = parse.votes;
	if (!votes || votes.a.length === 0) return null;
	return {
		id: votesId(votes),
		name,
		fileName,
		addedAt,
		layout: parse.layout,
		nVotes: votes.a.length,
		nModels: votes.models.length,
		badRows: parse.badRows,
		ignoredColumns: [...parse.ignoredColumns],
		votes
	};
}
