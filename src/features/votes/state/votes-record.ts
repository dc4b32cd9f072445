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

/**
 * A dataset name for judgment files: the folder they share (`model_judgment/<judge>/` gives the
 * judge's name), else the first file's name and how many more.
 */
export function judgmentsName(paths: readonly string[]): string {
	const folders = new Set(paths.map((p) => p.split('/').slice(-2, -1)[0] ?? ''));
	const [folder] = folders;
	if (folders.size === 1 && folder) return folder.slice(0, 200);
	const first = [...paths].sort()[0] ?? 'judgments';
	return `${nameFromFile(first)} +${paths.length - 1}`;
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
		...(parse.arenaHard ? { arenaHard: parse.arenaHard } : {}),
		...(parse.parquet ? { parquet: true } : {}),
		votes
	};
}
