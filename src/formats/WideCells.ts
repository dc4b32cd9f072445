/**
 * The cells of one wide table (items as rows), packed as they are read: 2 bits per cell (value,
 * present) while every value is 0/1, one float64 per cell (NaN = missing) from the first other
 * value on. Rows are kept in blocks of about 4 MB so that growing never copies the whole store,
 * and every block asks the import's memory guard first. Values are kept raw (before the file's
 * scale); `assemble.ts` merges the files row by row.
 */
import type { ValueKind } from './memory-budget.ts';

/** Words per block of the bits store (4 MB per array); floats take half as many. */
const BLOCK_WORDS = 1 << 20;
/** Rows the first block of a store starts with (blocks grow by doubling up to full size). */
const FIRST_ROWS = 64;

/** Called before the store grows: may throw `MemoryLimitError` to stop the import. */
export type StoreGuard = (rows: number, kind: ValueKind) => void;

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
	#rows = 0;
	readonly #item = new RowIndex();
	readonly #record = new RowIndex();
	readonly #W: number;
	#kind: ValueKind = 'binary';
	/** Rows per full block (bits or floats). */
	#perBlock: number;
	#bits: Uint32Array[] = [];
	#present: Uint32Array[] = [];
	#floats: Float64Array[] = [];
	readonly #guard: StoreGuard;
	readonly #blockWords: number;

	/** `blockWords` is for tests (many blocks from few rows). */
	constructor(columns: readonly number[], guard: StoreGuard = () => {}, blockWords = BLOCK_WORDS) {
		this.nModels = columns.length;
		this.columns = Uint32Array.from(columns);
		this.row = new Float64Array(this.nModels);
		this.#W = (this.nModels + 31) >>> 5;
		this.#blockWords = blockWords;
		this.#perBlock = Math.max(1, Math.floor(blockWords / Math.max(1, this.#W)));
		this.#guard = guard;
	}

	get rows(): number {
		return this.#rows;
	}

	get kind(): ValueKind {
		return this.#kind;
	}

	/** The item (index into the import's ItemTable) of local row r. */
	itemOf(r: number): number {
		return this.#item.data[r];
	}

	/** The record number (1-based, the header is 1) of local row r. */
	recordOf(r: number): number {
		return this.#record.data[r];
	}

	/** Bytes held by the store. */
	get byteLength(): number {
		let n = this.#item.data.byteLength + this.#record.data.byteLength;
		for (const b of this.#bits) n += b.byteLength;
		for (const b of this.#present) n += b.byteLength;
		for (const b of this.#floats) n += b.byteLength;
		return n;
	}

	/** Adds `row` as the next row, for `item` read from `record`. */
	commit(item: number, record: number): void {
		const M = this.nModels;
		const row = this.row;
		const r = this.#rows;
		if (M > 0) {
			if (this.#kind === 'binary') {
				for (let m = 0; m < M; m++) {
					const v = row[m];
					if (v === v && v !== 0 && v !== 1) {
						this.#toFloats();
						break;
					}
				}
			}
			if (this.#kind === 'binary') {
				const W = this.#W;
				const at = this.#slot(r) * W;
				const bits = this.#bits[this.#bits.length - 1];
				const present = this.#present[this.#present.length - 1];
				for (let m = 0; m < M; m++) {
					const v = row[m];
					if (v !== v) continue;
					const w = at + (m >>> 5);
					const bit = 1 << (m & 31);
					present[w] |= bit;
					if (v === 1) bits[w] |= bit;
				}
			} else {
				const at = this.#slot(r) * M;
				this.#floats[this.#floats.length - 1].set(row, at);
			}
		}
		this.#item.push(r, item);
		this.#record.push(r, record);
		this.#rows = r + 1;
	}

	/** Reads local row r's raw values into `out` (NaN = missing). */
	read(r: number, out: Float64Array): void {
		const M = this.nModels;
		if (M === 0) return;
		const b = Math.floor(r / this.#perBlock);
		const off = r - b * this.#perBlock;
		if (this.#kind === 'continuous') {
			const block = this.#floats[b];
			for (let m = 0, at = off * M; m < M; m++) out[m] = block[at + m];
			return;
		}
		const bits = this.#bits[b];
		const present = this.#present[b];
		const at = off * this.#W;
		for (let m = 0; m < M; m++) {
			const w = at + (m >>> 5);
			const k = m & 31;
			out[m] = (present[w] >>> k) & 1 ? (bits[w] >>> k) & 1 : Number.NaN;
		}
	}

	/** The offset (in rows) of row r in the last block, growing or adding a block as needed. */
	#slot(r: number): number {
		const per = this.#perBlock;
		const b = Math.floor(r / per);
		const off = r - b * per;
		const floats = this.#kind === 'continuous';
		const blocks = floats ? this.#floats : this.#bits;
		const unit = floats ? this.nModels : this.#W;
		if (b === blocks.length) {
			const rows = Math.min(per, FIRST_ROWS);
			this.#guard(r + rows, this.#kind);
			if (floats) this.#floats.push(new Float64Array(rows * unit));
			else {
				this.#bits.push(new Uint32Array(rows * unit));
				this.#present.push(new Uint32Array(rows * unit));
			}
		} else if (off * unit >= blocks[b].length) {
			const rows = Math.min(per, (blocks[b].length / unit) * 2);
			this.#guard(b * per + rows, this.#kind);
			if (floats) this.#floats[b] = grow(this.#floats[b], rows * unit);
			else {
				this.#bits[b] = grow(this.#bits[b], rows * unit);
				this.#present[b] = grow(this.#present[b], rows * unit);
			}
		}
		return off;
	}

	/** The first non-0/1 value: the rows so far become floats (once). */
	#toFloats(): void {
		const M = this.nModels;
		const n = this.#rows;
		this.#guard(n, 'continuous');
		const floatsPer = Math.max(1, Math.floor(this.#blockWords / 2 / M));
		const floats: Float64Array[] = [];
		const buf = new Float64Array(M);
		// Decode with the bits layout, then switch the layout.
		for (let r = 0; r < n; r++) {
			this.read(r, buf);
			const b = Math.floor(r / floatsPer);
			if (b === floats.length) floats.push(new Float64Array(Math.min(floatsPer, n - r) * M));
			floats[b].set(buf, (r - b * floatsPer) * M);
		}
		this.#bits = [];
		this.#present = [];
		this.#floats = floats;
		this.#perBlock = floatsPer;
		this.#kind = 'continuous';
	}
}

function grow<T extends Uint32Array | Float64Array>(a: T, length: number): T {
	const next = new (a.constructor as new (n: number) => T)(length);
	next.set(a);
	return next;
}
