/**
 * One data record of a wide table as the wide readers see it (`RowView`), with the two ways to
 * read it: from papaparse's strings (`FieldsView`) or straight from the bytes (`byte-row.ts`),
 * and the score-cell reader both use (`ScoreCells`). Its own file because the record readers
 * (`wide-rows.ts`, `plain-rows.ts`) and the row views all need it (issue 20: no import circles).
 */
import { parseCell, type DecimalMark } from './cell.ts';
import type { Contribution } from './contribution.ts';
import { importNote } from './notes.ts';

/** What `RowView.scores` writes for a cell that is not a score (the problem is recorded). */
export const NOT_A_SCORE = Number.NEGATIVE_INFINITY;

/**
 * Reads score cells, counting converted spellings; records a problem for anything else. With
 * `tally` (the packed path, which adds no cells one by one) it also counts every score read into
 * the contribution's range statistics (`Contribution.tally`): the plain 0s and 1s in bulk
 * (`flush`), the others as they come.
 */
export class ScoreCells {
	readonly converted = { boolean: 0, percent: 0, comma: 0 };
	/** Cells read as plain `0` and `1` (not yet counted). */
	zeros = 0;
	ones = 0;

	constructor(
		readonly out: Contribution,
		readonly header: readonly string[],
		readonly tally = false,
		readonly decimal: DecimalMark = '.'
	) {}

	/** The score in `text` (NaN = missing), or null after recording why it is not one. */
	parse(text: string, record: number, c: number): number | null {
		const parsed = parseCell(text, this.decimal);
		if (parsed.kind === 'value') {
			if (parsed.converted) this.converted[parsed.converted]++;
			if (this.tally) this.out.tally(parsed.value);
			return parsed.value;
		}
		if (parsed.kind === 'missing') return Number.NaN;
		this.out.issue({
			row: record,
			column: c + 1,
			columnName: this.header[c],
			message: `${parsed.reason}.`,
			hint: 'Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.',
			code: parsed.code,
			params:
				parsed.fixed === undefined
					? { value: parsed.value }
					: { value: parsed.value, fixed: parsed.fixed }
		});
		return null;
	}

	/** Counts the plain 0s and 1s read so far (with `tally`). */
	flush(): void {
		if (this.tally) {
			this.out.tallyRepeated(0, this.zeros);
			this.out.tallyRepeated(1, this.ones);
		}
		this.zeros = 0;
		this.ones = 0;
	}

	/** Notes on cells read from other spellings (true/false, percentages). */
	note(): void {
		const { out, converted } = this;
		if (converted.boolean)
			out.notes.push(importNote('boolean-cells', { file: out.file, count: converted.boolean }));
		if (converted.percent)
			out.notes.push(importNote('percent-cells', { file: out.file, count: converted.percent }));
		if (converted.comma)
			out.notes.push(importNote('comma-cells', { file: out.file, count: converted.comma }));
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
	/** After `scores`: whether every score read was 0, 1 or missing. */
	readonly binary: boolean;
	/**
	 * Instead of `scores`, when the row's scores are plain one-byte 0s and 1s in columns `cols`
	 * (read in one pass from the bytes): them, none missing, packed 32 to a word as in
	 * `ScoreMatrix.bits` and counted in `cells`; else null.
	 */
	plainBits?(cols: Int32Array, cells: ScoreCells): Uint32Array | null;
}

/** What a wide reader does with the records; each returns false to stop reading. */
export interface TableVisitor {
	header(fields: string[]): boolean;
	row(view: RowView): boolean;
	/**
	 * After the header: where the score columns are when they are the last `count` columns, from
	 * column `first` on (a reader of plain rows then takes a row of one-byte scores in one pass).
	 */
	scoreColumns?(): PlainLayout | null;
}

/** The score columns of a table whose scores come last: columns first .. first + count - 1. */
export interface PlainLayout {
	readonly first: number;
	readonly count: number;
}

/** The score cells of one record given as strings (papaparse's records). */
export class FieldsView implements RowView {
	record = 0;
	fields: string[] = [];
	binary = true;

	get length(): number {
		return this.fields.length;
	}

	field(c: number): string {
		return this.fields[c];
	}

	scores(cols: Int32Array, out: Float64Array, cells: ScoreCells): boolean {
		let complete = true;
		let binary = true;
		for (let k = 0; k < cols.length; k++) {
			const text = this.fields[cols[k]];
			let v: number | null;
			if (text === '1') {
				v = 1;
				cells.ones++;
			} else if (text === '0') {
				v = 0;
				cells.zeros++;
			} else if (text === '') v = Number.NaN;
			else {
				v = cells.parse(text, this.record, cols[k]);
				if (v !== null && v === v && v !== 0 && v !== 1) binary = false;
			}
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
		this.binary = binary;
		return complete;
	}
}
