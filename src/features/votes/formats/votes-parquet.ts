/**
 * Votes in Parquet (the arena-human-preference releases on Hugging Face): the same columns as
 * the CSV layouts (`votes-csv.ts`: `model_a, model_b` with `winner`, or with the flags
 * `winner_model_a, winner_model_b, winner_tie`), read with the importer's Parquet reader
 * (`src/formats/parquet-source.ts`: hyparquet, the footer and page headers checked first, one row
 * group at a time). The layout is told by the footer's columns, never the file name. Only scalar
 * columns are read (conversations, lists and structs are named among the fields not kept).
 * Rows: a problem's row is the 1-based data row (Parquet has no header row), `Votes.row` the
 * 0-based one. Values are read as text: `true`/`1` flags, numbers as written.
 */
import { readParquetHead, rowGroups, type ParquetHead } from '../../../formats/parquet-source.ts';
import type { SourceFile } from '../../../formats/source.ts';
import { VotesBuilder } from './votes-builder.ts';
import { layoutOfHeader, readVoteRecords, type VoteRecord } from './votes-csv.ts';
import type { VotesLayout, VotesParse } from './votes-parse.ts';

/** The votes layout of a Parquet file's head, or null. */
function parquetVotesLayout(head: ParquetHead): VotesLayout | null {
	return layoutOfHeader(head.scalarColumns);
}

/** A Parquet value as the CSV reader's text. */
function text(v: unknown): string {
	if (v === null || v === undefined) return '';
	if (typeof v === 'bigint') return v.toString();
	if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString();
	return typeof v === 'object' ? '' : String(v);
}

/**
 * Reads a Parquet file as votes: null when it is Parquet but not a votes table, else the parse
 * (an unreadable file or row group is a file-level issue, with the votes read before it).
 */
export async function parseVotesParquet(file: SourceFile): Promise<VotesParse | null> {
	const head = await readParquetHead(file);
	const out = new VotesBuilder(file.name);
	if (!head.ok) return null; // not readable here: the usual import names the problem
	const layout = parquetVotesLayout(head.head);
	if (!layout) return null;
	const header = head.head.scalarColumns;
	const nested = head.head.columns.filter((c) => !header.includes(c));
	for await (const group of rowGroups(file, head.head.metadata, [...header], () => {})) {
		if ('issue' in group) {
			const detail = String(group.issue.params?.detail ?? '');
			out.issue(
				'votes-parquet-unreadable',
				group.issue.message,
				'The file may be damaged; export it again, or save it as CSV.',
				{ row: group.issue.row },
				{ detail }
			);
			break;
		}
		const columns = header.map((c) => group.columns.get(c));
		const records = function* (): Generator<VoteRecord> {
			for (let r = 0; r < group.rowCount; r++) {
				const index = group.rowStart + r;
				yield { record: index + 1, index, fields: columns.map((c) => text(c?.[r])) };
			}
		};
		readVoteRecords(header, layout, records(), out);
	}
	const result = out.result(layout);
	return {
		...result,
		ignoredColumns: [...nested, ...result.ignoredColumns],
		parquet: true,
		...(out.issues.some((i) => i.code === 'votes-parquet-unreadable') ? { ok: false } : {})
	};
}
