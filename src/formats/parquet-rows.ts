/**
 * A Parquet table's rows for the table readers, one row group at a time: for wide tables as
 * `RowView`s over the group's columns (scores read straight from the decoded numbers, text parsed
 * as a CSV cell would be), for long tables as records. A row is named by its number in the file
 * (1-based; Parquet has no header row), a column by its name.
 */
import { rowGroups, plainValue, type RowGroup } from './parquet-source.ts';
import type { ReadContext } from './read-context.ts';
import { NOT_A_SCORE, type RowView, type ScoreCells, type TableVisitor } from './row-view.ts';

/** One row of a row group, seen through the table's columns. */
class ParquetRowView implements RowView {
	record = 0;
	binary = true;
	#columns: ArrayLike<unknown>[] = [];
	#i = 0;

	constructor(readonly header: readonly string[]) {}

	get length(): number {
		return this.header.length;
	}

	/** Looks at row `i` of `group` (the file's row `record`). */
	at(group: RowGroup, i: number): void {
		if (i === 0) this.#columns = this.header.map((h) => group.columns.get(h) ?? []);
		this.#i = i;
		this.record = group.rowStart + i + 1;
	}

	#value(c: number): unknown {
		return this.#columns[c][this.#i];
	}

	field(c: number): string {
		const v = plainValue(this.#value(c));
		if (v === null || v === undefined) return '';
		if (typeof v === 'number') return Number.isNaN(v) ? '' : String(v);
		return typeof v === 'string' ? v : typeof v === 'boolean' ? String(v) : JSON.stringify(v);
	}

	scores(cols: Int32Array, out: Float64Array, cells: ScoreCells): boolean {
		let complete = true;
		let binary = true;
		for (let k = 0; k < cols.length; k++) {
			const x = this.#score(cols[k], cells);
			if (x === 1) cells.ones++;
			else if (x === 0) cells.zeros++;
			else if (x !== null && x === x) binary = false;
			if (x !== null) {
				out[k] = x;
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

	/** One cell's score (NaN = missing), or null after `cells` recorded why it is not one. */
	#score(c: number, cells: ScoreCells): number | null {
		const v = this.#value(c);
		let x: number;
		if (typeof v === 'number') x = v;
		else if (typeof v === 'bigint') x = Number(v);
		else if (typeof v === 'boolean') x = v ? 1 : 0;
		else if (v === null || v === undefined) return Number.NaN;
		else return cells.parse(this.field(c), this.record, c);
		if (Number.isNaN(x)) return Number.NaN;
		if (!Number.isFinite(x)) return cells.parse(String(x), this.record, c);
		if (cells.tally && x !== 0 && x !== 1) cells.out.tally(x);
		return x;
	}
}

/**
 * Every row of a Parquet table into a wide reader's `visitor` (its scalar columns are the
 * header); a row group that cannot be read is named. Returns whether there was a header.
 */
export async function readParquetRecords(
	ctx: ReadContext,
	visitor: TableVisitor
): Promise<boolean> {
	const head = ctx.parquet!;
	const header = [...head.scalarColumns];
	if (!visitor.header([...header])) return true;
	const view = new ParquetRowView(header);
	for await (const g of rowGroups(ctx.file, head.metadata, header, ctx.onBytes)) {
		if ('issue' in g) {
			ctx.out.issue(g.issue);
			return true;
		}
		for (let i = 0; i < g.rowCount; i++) {
			view.at(g, i);
			if (!visitor.row(view)) return true;
		}
	}
	return true;
}

/** A record's field as the long-table reader reads JSON: its text and its value. */
type Field = { text: string | null; value: unknown } | undefined;

/**
 * Every row of a Parquet table as a record (`get(column)`) into `sink`, which returns false to
 * stop; only `columns` are read. A row group that cannot be read is named.
 */
export async function readParquetRows(
	ctx: ReadContext,
	columns: readonly string[],
	sink: (row: number, get: (name: string) => Field) => boolean
): Promise<void> {
	const head = ctx.parquet!;
	const wanted = columns.filter((c) => head.columns.includes(c));
	for await (const g of rowGroups(ctx.file, head.metadata, wanted, ctx.onBytes)) {
		if ('issue' in g) {
			ctx.out.issue(g.issue);
			return;
		}
		for (let i = 0; i < g.rowCount; i++) {
			const get = (name: string): Field => {
				const col = g.columns.get(name);
				if (!col) return undefined;
				const value = plainValue(col[i]);
				const text =
					value === null || value === undefined
						? null
						: typeof value === 'object'
							? null
							: String(value);
				return { text, value };
			};
			if (!sink(g.rowStart + i + 1, get)) return;
		}
	}
}
