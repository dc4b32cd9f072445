/**
 * What reading a wide table does in either orientation: the header's columns, the checks of each
 * row (its length, its id, a repeated id), and what to say at the end. `wide-table.ts` (items as
 * rows) and `flipped-table.ts` (models as rows) add what their rows hold.
 */
import type { Contribution } from './contribution.ts';
import { shown } from './issues.ts';
import type { ItemTable } from './item-table.ts';
import type { ReadContext } from './read-context.ts';
import { wideColumns } from './table-columns.ts';
import { ScoreCells, type PlainLayout, type RowView, type TableVisitor } from './row-view.ts';
import { readRecords } from './wide-rows.ts';

/** The words that change with the orientation. */
interface RowsAre {
	/** What a row is: 'item' or 'model'. */
	readonly what: 'item' | 'model';
	readonly emptyId: string;
	readonly repeated: (id: string, first: number) => string;
	readonly repeatedHint: string;
	readonly noRowsHint: string;
}

export abstract class WideReader implements TableVisitor {
	protected readonly out: Contribution;
	protected readonly items: ItemTable;
	protected names: string[] = [];
	protected idCol = 0;
	protected valueCols = new Int32Array(0);
	protected metaCols: number[] = [];
	protected cells: ScoreCells;
	/** Row of each id seen so far, keyed by the kept copy of the id. */
	protected readonly seen = new Map<string, number>();
	protected rows = 0;

	constructor(
		protected readonly ctx: ReadContext,
		protected readonly words: RowsAre
	) {
		this.out = ctx.out;
		this.items = ctx.items;
		this.cells = new ScoreCells(ctx.out, []);
	}

	/** Whether the scores read are counted here (packed rows) rather than by `Contribution.add`. */
	protected tallies = false;

	/** Sets up the value columns of a header without problems. */
	protected abstract columns(header: readonly string[]): void;
	/** Takes a checked row with id `id`; returns the kept copy of the id. */
	protected abstract take(id: string, view: RowView): string;

	header(fields: string[]): boolean {
		const header = (this.names = fields.map((h) => h.trim()));
		const cols = wideColumns(header, this.ctx.choices);
		this.idCol = cols.idCol;
		this.valueCols = Int32Array.from(cols.valueCols);
		this.metaCols = cols.metaCols;
		for (const p of cols.problems) this.out.issue(p);
		this.out.columnNames = header;
		this.cells = new ScoreCells(this.out, header, this.tallies, this.ctx.choices.decimal);
		this.columns(header);
		return cols.problems.length === 0 && !this.out.full;
	}

	row(view: RowView): boolean {
		const { out, names: header, idCol, words } = this;
		const record = view.record;
		if (view.length !== header.length) {
			out.issue({
				row: record,
				message: `this row has ${view.length} cells, the header has ${header.length}.`,
				hint: 'Check for an unquoted delimiter inside a value, or a missing cell.',
				code: 'row-length',
				params: { cells: view.length, header: header.length }
			});
			return !out.full;
		}
		const id = view.field(idCol).trim();
		const place = { row: record, column: idCol + 1, columnName: header[idCol] };
		if (id === '') {
			out.issue({
				...place,
				message: words.emptyId,
				code: 'empty-id',
				params: { what: words.what }
			});
			return !out.full;
		}
		const first = this.seen.get(id);
		if (first !== undefined) {
			out.issue({
				...place,
				message: words.repeated(shown(id), first),
				hint: words.repeatedHint,
				code: 'repeated-id',
				params: { what: words.what, id: shown(id), first }
			});
			return !out.full;
		}
		this.rows++;
		this.seen.set(this.take(id, view), record);
		return !out.full;
	}

	/** Reads the table's records (whatever happens, the scores read so far are counted). */
	async read(): Promise<void> {
		let header: boolean;
		try {
			header = await readRecords(this.ctx, this);
		} finally {
			this.cells.flush();
		}
		this.finish(header);
	}

	/** The score columns when they are the last columns of the header. */
	scoreColumns(): PlainLayout | null {
		const cols = this.valueCols;
		const count = cols.length;
		const first = this.names.length - count;
		if (count === 0 || cols[0] !== first || cols[count - 1] !== this.names.length - 1) return null;
		return { first, count };
	}

	/** What to say once the records are read (`header`: whether there was one). */
	finish(header: boolean): void {
		const { out } = this;
		if (!header) {
			out.issue({
				message: 'the file is empty.',
				hint: 'Export the results again: a header row, then one row per item.',
				code: 'empty-file'
			});
			return;
		}
		if (!out.issues.length && this.rows === 0) {
			out.issue({
				row: 2,
				message: 'the file has a header but no rows.',
				hint: this.words.noRowsHint,
				code: 'no-rows',
				params: { what: this.words.what }
			});
		}
		this.cells.note();
	}
}
