/**
 * The cells of one wide table (items as rows), packed as they are read (a `PackedRows` store of
 * `core/MatrixBuilder.ts`: 2 bits per cell while every value is 0/1, one float64 per cell from the
 * first other value on), with the item and the record each row came from. Every block the store
 * adds asks the import's memory budget first. Values are kept raw (before the file's scale);
 * `merge-wide.ts` merges the files row by row.
 */
import { PackedRows, type GrowGuard } from '../core/MatrixBuilder.ts';
import type { ValueType } from '../core/ScoreMatrix.ts';

/** Rows the index arrays start with (they grow by doubling). */
const FIRST_ROWS = 64;

/** Called before the store grows: may throw `MemoryLimitError` to stop the import. */
type StoreGuard = GrowGuard;

class RowIndex {
	data = new Uint32Array(FIRST_ROWS);
	push(k: number, v: number): void {
		if (k === this.data.length) {
			const next = new Uint32Array(this.data.length * 2);
			next.set(this.data);
			this.data = next;
		}
		this.data[k] = v;
	}
}

export class WideCells {
	readonly nModels: number;
	/** 1-based column number of each value column (for issues). */
	readonly columns: Uint32Array;
	/** The row being read: the reader writes each cell (NaN = missing), then `commit`s. */
	readonly row: Float64Array;
	readonly store: PackedRows;
	readonly #item = new RowIndex();
	readonly #record = new RowIndex();

	/** `blockWords` is for tests (many blocks from few rows). */
	constructor(columns: readonly number[], guard: StoreGuard = () => {}, blockWords?: number) {
		this.nModels = columns.length;
		this.columns = Uint32Array.from(columns);
		this.row = new Float64Array(this.nModels);
		this.store = new PackedRows(this.nModels, { guard, blockWords });
	}

	get rows(): number {
		return this.store.rows;
	}

	get kind(): ValueType {
		return this.store.valueType;
	}

	/** The item (index into the import's ItemTable) of local row r. */
	itemOf(r: number): number {
		return this.#item.data[r];
	}

	/** The record number (1-based, the header is 1) of local row r. */
	recordOf(r: number): number {
		return this.#record.data[r];
	}

	/** Bytes held by the store and its indexes. */
	get byteLength(): number {
		return this.#item.data.byteLength + this.#record.data.byteLength + this.store.byteLength;
	}

	/**
	 * Adds `row` (or `cells`, the row's scores given some other way) as the next row, for `item`
	 * read from `record`. `binary`: the reader saw only 0, 1 and missing cells in it.
	 */
	commit(item: number, record: number, binary = false, cells: ArrayLike<number> = this.row): void {
		const r = this.store.rows;
		this.store.push(cells, binary);
		this.#item.push(r, item);
		this.#record.push(r, record);
	}

	/** Adds a row of 0/1 scores, none missing, packed 32 to a word (`ScoreMatrix.bits`). */
	commitBits(item: number, record: number, bits: Uint32Array): void {
		const r = this.store.rows;
		this.store.pushBits(bits);
		this.#item.push(r, item);
		this.#record.push(r, record);
	}

	/** Reads local row r's raw values into `out` (NaN = missing). */
	read(r: number, out: Float64Array): void {
		this.store.read(r, out);
	}
}
