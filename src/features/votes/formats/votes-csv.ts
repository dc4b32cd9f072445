/**
 * Votes as a CSV (or TSV) table, one vote per record, in either of two layouts:
 *
 * - `winner-column`: `model_a, model_b, winner` (the plain layout, also arena-human-preference-100k
 *   and later exported to CSV: `winner` in `model_a | model_b | tie | both_bad`);
 * - `preference-flags`: `model_a, model_b, winner_model_a, winner_model_b, winner_tie` with 0/1
 *   (or true/false) values, exactly one of them 1 (arena-human-preference-55k).
 *
 * Column names are matched without regard to letter case or surrounding spaces; when both a
 * `winner` column and the flags are there, `winner` is read. Rows are 1-based records with the
 * header as record 1 (the import's numbering); `Votes.row` is the 0-based record below the header.
 */
import { guessDelimiter, parseCsv } from '../../score-tables/formats/csv.ts';
import { A_WINS, B_WINS, TIE, type Outcome } from '../core/votes.ts';
import { outcomeOfWinner, timeOf, VOTE_FIELDS, VotesBuilder, type Where } from './votes-builder.ts';
import type { VotesLayout, VotesParse } from './votes-parse.ts';

const FLAGS = ['winner_model_a', 'winner_model_b', 'winner_tie'] as const;

/** Column index by lower-cased name. */
function columnIndex(header: readonly string[]): Map<string, number> {
	const out = new Map<string, number>();
	header.forEach((h, i) => {
		const key = h.trim().toLowerCase();
		if (!out.has(key)) out.set(key, i);
	});
	return out;
}

/** The layout a header names, or null when it is not a votes table. */
export function layoutOfHeader(header: readonly string[]): VotesLayout | null {
	const at = columnIndex(header);
	if (!at.has('model_a') || !at.has('model_b')) return null;
	if (at.has('winner')) return 'winner-column';
	if (at.has('winner_model_a') && at.has('winner_model_b')) return 'preference-flags';
	return null;
}

function flag(value: string | undefined): 0 | 1 | null {
	const v = (value ?? '').trim().toLowerCase();
	if (v === '1' || v === 'true' || v === '1.0') return 1;
	if (v === '0' || v === 'false' || v === '0.0' || v === '') return 0;
	return null;
}

/** The outcome of a record's three flags, or null after naming the problem. */
function outcomeOfFlags(
	fields: readonly string[],
	at: Map<string, number>,
	where: Where,
	out: VotesBuilder
): Outcome | null {
	const values = FLAGS.map((f) => (at.has(f) ? flag(fields[at.get(f)!]) : 0));
	const set = values.filter((v) => v === 1).length;
	if (values.every((v) => v !== null) && set === 1) {
		return values[0] === 1 ? A_WINS : values[1] === 1 ? B_WINS : TIE;
	}
	const shownValues = FLAGS.map((f) => fields[at.get(f) ?? -1] ?? '').join(', ');
	out.issue(
		'votes-flags-invalid',
		`winner_model_a, winner_model_b, winner_tie are ${shownValues}: exactly one must be 1.`,
		'Mark each vote with a single 1: side a won, side b won, or a tie.',
		{ row: where.row, columnName: 'winner_model_a' },
		{ values: shownValues }
	);
	return null;
}

/** Parses a votes CSV/TSV text (`layoutOfHeader` says whether it is one). */
export function parseVotesCsv(text: string, file: string): VotesParse {
	const out = new VotesBuilder(file);
	const table = parseCsv(text, guessDelimiter(text));
	const header = table.records[0]?.fields ?? [];
	const layout = layoutOfHeader(header) ?? 'winner-column';
	if (table.error) {
		const detail = table.error.message;
		out.issue(
			'votes-csv-invalid',
			`the table cannot be read (${detail}).`,
			'Check the quoting of this record.',
			{ row: table.error.record },
			{ detail }
		);
		return { ...out.result(layout), votes: null };
	}
	readVoteRecords(header, layout, table.records.slice(1), out);
	return out.result(layout);
}

/**
 * A table's record: its row as issues name it (1-based; a CSV's header is row 1), its 0-based
 * data row when that is not `record - 2` (Parquet has no header row), and its fields as text.
 */
export interface VoteRecord {
	readonly record: number;
	readonly index?: number;
	readonly fields: readonly string[];
}

/**
 * The votes of a table's records under `header` in `layout` (`layoutOfHeader`), into `out`: the
 * CSV reader's and the Parquet reader's one loop. `Votes.row` is the record's 0-based data row.
 */
export function readVoteRecords(
	header: readonly string[],
	layout: VotesLayout,
	records: Iterable<VoteRecord>,
	out: VotesBuilder
): void {
	const at = columnIndex(header);
	const time = at.get('tstamp') ?? at.get('timestamp');
	const winner = at.get('winner') ?? -1;
	const extraColumns = header
		.map((h, i) => [h.trim(), i] as const)
		.filter(([h, i]) => !VOTE_FIELDS.has(h.toLowerCase()) && at.get(h.toLowerCase()) === i);
	for (const { record, index, fields } of records) {
		const where = { row: record, record: index ?? record - 2 };
		if (fields.length !== header.length) {
			out.issue(
				'votes-row-length',
				`this record has ${fields.length} fields, the header ${header.length}.`,
				'Give every record one value per column.',
				{ row: record },
				{ fields: fields.length, columns: header.length }
			);
			continue;
		}
		const names = out.names(record, fields[at.get('model_a')!], fields[at.get('model_b')!]);
		if (!names) continue;
		let outcome: Outcome | null;
		if (layout === 'preference-flags') outcome = outcomeOfFlags(fields, at, where, out);
		else {
			outcome = outcomeOfWinner(fields[winner], ...names);
			if (outcome === null) out.badWinner(where, header[winner], fields[winner]);
		}
		if (outcome === null) continue;
		out.push(where, names, outcome, time === undefined ? Number.NaN : timeOf(fields[time]));
		for (const [h, i] of extraColumns) out.cell(h, fields[i]);
	}
}
