/**
 * The records of a wide table, for the wide readers (`wide-table.ts`): a header, then data rows
 * seen through `RowView`, whose `scores` reads a row's score cells into a Float64Array. Rows come
 * from papaparse (`csv-stream.ts`: quoted fields, any encoding) or, for plain UTF-8 numeric rows,
 * straight from the bytes (`plain-rows.ts`); both give the same records, record numbers and
 * problems.
 */
import { parseCell } from './cell.ts';
import type { Contribution } from './contribution.ts';
import { CsvParser, CsvStopError } from './csv-stream.ts';
import type { ReadContext } from './read-context.ts';
import { textChunks } from './text-stream.ts';

/** What `RowView.scores` writes for a cell that is not a score (the problem is recorded). */
export const NOT_A_SCORE = Number.NEGATIVE_INFINITY;

/** Reads score cells, counting converted spellings; records a problem for anything else. */
export class ScoreCells {
	readonly converted = { boolean: 0, percent: 0 };

	constructor(
		readonly out: Contribution,
		readonly header: readonly string[]
	) {}

	/** The score in `text` (NaN = missing), or null after recording why it is not one. */
	parse(text: string, record: number, c: number): number | null {
		const parsed = parseCell(text);
		if (parsed.kind === 'value') {
			if (parsed.converted) this.converted[parsed.converted]++;
			return parsed.value;
		}
		if (parsed.kind === 'missing') return Number.NaN;
		this.out.issue({
			row: record,
			column: c + 1,
			columnName: this.header[c],
			message: `${parsed.reason}.`,
			hint: 'Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.'
		});
		return null;
	}

	/** Notes on cells read from other spellings (true/false, percentages). */
	note(): void {
		const { out, converted } = this;
		if (converted.boolean)
			out.notes.push(
				`${out.file}: ${converted.boolean} cells written as true/false were read as 1/0.`
			);
		if (converted.percent)
			out.notes.push(
				`${out.file}: ${converted.percent} cells written as percentages were divided by 100.`
			);
	}
}

/** A data record of a wide table. */
export interface RowView {
	/** 1-based record number (the header is 1). */
	readonly record: number;
	/** Fields in the record. */
	readonly length: number;
	/** Field c as written in the file (not trimmed). */
	field(c: number): string;
	/**
	 * The scores of columns `cols` into `out` (NaN = missing; `NOT_A_SCORE` for a cell that is
	 * not one, whose problem `cells` recorded, and for every cell after it once the file has too
	 * many problems). False when some cell is not a score.
	 */
	scores(cols: Int32Array, out: Float64Array, cells: ScoreCells): boolean;
}

/** What a wide reader does with the records; each returns false to stop reading. */
export interface TableVisitor {
	header(fields: string[]): boolean;
	row(view: RowView): boolean;
}

/** The score cells of one record given as strings (papaparse's records). */
export class FieldsView implements RowView {
	record = 0;
	fields: string[] = [];

	get length(): number {
		return this.fields.length;
	}

	field(c: number): string {
		return this.fields[c];
	}

	scores(cols: Int32Array, out: Float64Array, cells: ScoreCells): boolean {
		let complete = true;
		for (let k = 0; k < cols.length; k++) {
			const text = this.fields[cols[k]];
			const v =
				text === '1'
					? 1
					: text === '0'
						? 0
						: text === ''
							? Number.NaN
							: cells.parse(text, this.record, cols[k]);
			if (v !== null) {
				out[k] = v;
				continue;
			}
			complete = false;
			out[k] = NOT_A_SCORE;
			if (cells.out.full) {
				out.fill(NOT_A_SCORE, k + 1);
				break;
			}
		}
		return complete;
	}
}

class Stop extends Error {}

/**
 * Reads every record of a wide table into `visitor`, through papaparse. Problems of the CSV
 * itself (an unclosed quote, a record past the size limits) are recorded on `ctx.out`. Returns
 * whether a header was read.
 */
export async function readRecords(ctx: ReadContext, visitor: TableVisitor): Promise<boolean> {
	const { out } = ctx;
	let header = false;
	const view = new FieldsView();
	const parser = new CsvParser(ctx.choices.delimiter ?? ',', (r) => {
		let go: boolean;
		if (r.record === 1) {
			header = true;
			go = visitor.header(r.fields);
		} else {
			view.record = r.record;
			view.fields = r.fields;
			go = visitor.row(view);
		}
		if (!go) throw new Stop();
	});
	try {
		for await (const t of textChunks(ctx.file, ctx.encoding, ctx.onBytes)) parser.push(t);
		parser.end();
	} catch (e) {
		if (e instanceof CsvStopError) {
			out.issue({
				row: e.problem.record,
				message: `${e.problem.message}.`,
				hint: 'Check the file is a CSV/TSV table.'
			});
		} else if (!(e instanceof Stop)) throw e;
	}
	for (const p of parser.problems) {
		out.issue({
			row: p.record,
			message: `${p.message}.`,
			hint: 'Close the quote (") or remove it.'
		});
	}
	return header;
}
