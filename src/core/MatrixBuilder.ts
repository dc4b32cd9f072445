/**
 * Builds a ScoreMatrix row by row without ever holding a dense float copy of 0/1 data: rows are
 * packed as they arrive (`packRow`, the one bit-packer of `ScoreMatrix.ts`), and only when the
 * first non-0/1 value appears is the store switched (once) to one float64 per cell.
 *
 * `PackedRows` is the store: rows in blocks of about 4 MB, so that growing never copies the whole
 * store, each block asking an optional guard first (the importers' memory budget). The importers
 * keep each wide table in one (`src/formats/WideCells.ts`) and write the merged matrix through
 * `ScoreMatrix.packRow`; `MatrixBuilder` is the small front for building a matrix in one go.
 */
import { packRow, unpackRow, wordsFor, type ScoreMatrix, type ValueType } from './ScoreMatrix.ts';

/** Words per block of the bits store (4 MB per array); floats take half as many. */
const BLOCK_WORDS = 1 << 20;
/** Rows the first block of a store starts with (blocks grow by doubling up to full size). */
const FIRST_ROWS = 64;

/**
 * Called before the store grows to hold `rows` rows of `kind` values; may throw to stop (the
 * importers throw `MemoryLimitError`).
 */
export type GrowGuard = (rows: number, kind: ValueType) => void;

interface PackedRowsOptions {
	readonly guard?: GrowGuard;
	/** Rows expected: the first block is made that large (up to a full block) at once. */
	readonly capacity?: number;
	/** Words per full block; small values are for tests (many blocks from few rows). */
	readonly blockWords?: number;
}

/** The packed payload of a matrix: exactly `rows` long, as `ScoreMatrix` holds it. */
export interface PackedArrays {
	readonly valueType: ValueType;
	readonly bits: Uint32Array | null;
	readonly values: Float64Array | null;
	/** Null when no cell is missing. */
	readonly present: Uint32Array | null;
	readonly missingCells: number;
}

function grow<T extends Uint32Array | Float64Array>(a: T, length: number): T {
	const next = new (a.constructor as new (n: number) => T)(length);
	next.set(a);
	return next;
}

function concat<T extends Uint32Array | Float64Array>(
	blocks: readonly T[],
	perBlock: number,
	length: number,
	make: (n: number) => T
): T {
	const out = make(length);
	blocks.forEach((b, k) => {
		const at = k * perBlock;
		out.set(b.subarray(0, Math.min(b.length, length - at)), at);
	});
	return out;
}

/** Rows of cells (`NaN` = missing), packed: 2 bits per cell while 0/1, then one float64. */
export class PackedRows {
	readonly nModels: number;
	readonly #W: number;
	readonly #guard: GrowGuard;
	readonly #blockWords: number;
	#rows = 0;
	#missing = 0;
	#kind: ValueType = 'binary';
	/** Rows per full block (bits or floats). */
	#perBlock: number;
	#bits: Uint32Array[] = [];
	#present: Uint32Array[] = [];
	#floats: Float64Array[] = [];
	readonly #firstRows: number;

	constructor(nModels: number, options: PackedRowsOptions = {}) {
		this.nModels = nModels;
		this.#W = wordsFor(nModels);
		this.#guard = options.guard ?? (() => {});
		this.#blockWords = options.blockWords ?? BLOCK_WORDS;
		this.#perBlock = Math.max(1, Math.floor(this.#blockWords / Math.max(1, this.#W)));
		this.#firstRows = Math.max(FIRST_ROWS, options.capacity ?? 0);
	}

	get rows(): number {
		return this.#rows;
	}

	get valueType(): ValueType {
		return this.#kind;
	}

	get missingCells(): number {
		return this.#missing;
	}

	/** Bytes held by the blocks. */
	get byteLength(): number {
		let n = 0;
		for (const b of this.#bits) n += b.byteLength;
		for (const b of this.#present) n += b.byteLength;
		for (const b of this.#floats) n += b.byteLength;
		return n;
	}

	/**
	 * Adds a row. `binary` may say that every cell is 0, 1 or missing (the caller checked), which
	 * skips the check here.
	 */
	push(cells: ArrayLike<number>, binary = false): void {
		const M = this.nModels;
		const r = this.#rows;
		if (M > 0) {
			if (this.#kind === 'binary' && !binary) {
				for (let m = 0; m < M; m++) {
					const v = cells[m];
					if (v === v && v !== 0 && v !== 1) {
						this.#toFloats();
						break;
					}
				}
			}
			if (this.#kind === 'binary') {
				const at = this.#slot(r) * this.#W;
				this.#missing += packRow(
					cells,
					M,
					this.#bits[this.#bits.length - 1],
					this.#present[this.#present.length - 1],
					at
				);
			} else {
				const at = this.#slot(r) * M;
				const block = this.#floats[this.#floats.length - 1];
				for (let m = 0; m < M; m++) {
					const v = cells[m];
					block[at + m] = v;
					if (v !== v) this.#missing++;
				}
			}
		}
		this.#rows = r + 1;
	}

	/**
	 * Adds a row of 0/1 cells, none missing, already packed 32 to a word (the layout of
	 * `ScoreMatrix.bits`, unused high bits 0).
	 */
	pushBits(bits: Uint32Array): void {
		const M = this.nModels;
		const W = this.#W;
		if (M > 0 && this.#kind === 'binary') {
			const at = this.#slot(this.#rows) * W;
			this.#bits[this.#bits.length - 1].set(bits, at);
			this.#present[this.#present.length - 1].set(this.#fullRow(), at);
		} else if (M > 0) {
			const row = new Float64Array(M);
			for (let m = 0; m < M; m++) row[m] = (bits[m >>> 5] >>> (m & 31)) & 1;
			this.push(row, true);
			return;
		}
		this.#rows++;
	}

	/** The present words of a row with every cell present. */
	#full: Uint32Array | null = null;
	#fullRow(): Uint32Array {
		if (!this.#full) {
			this.#full = new Uint32Array(this.#W).fill(0xffffffff);
			const tail = this.nModels & 31;
			if (tail) this.#full[this.#W - 1] = (1 << tail) - 1;
		}
		return this.#full;
	}

	/** Reads row r's cells into `out` (`NaN` = missing). */
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
		unpackRow(this.#bits[b], this.#present[b], off * this.#W, M, out);
	}

	/** Every row, exactly sized, in the ScoreMatrix layout (the blocks are copied once). */
	arrays(): PackedArrays {
		const n = this.#rows;
		const M = this.nModels;
		const W = this.#W;
		const missingCells = this.#missing;
		if (this.#kind === 'binary') {
			const u32 = (k: number) => new Uint32Array(k);
			return {
				valueType: 'binary',
				bits: concat(this.#bits, this.#perBlock * W, n * W, u32),
				values: null,
				present: missingCells ? concat(this.#present, this.#perBlock * W, n * W, u32) : null,
				missingCells
			};
		}
		const values = concat(this.#floats, this.#perBlock * M, n * M, (k) => new Float64Array(k));
		let present: Uint32Array | null = null;
		if (missingCells) {
			present = new Uint32Array(n * W);
			for (let i = 0; i < n; i++) packRow(values.subarray(i * M), M, null, present, i * W);
		}
		return { valueType: 'continuous', bits: null, values, present, missingCells };
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
			const rows = Math.min(per, b === 0 ? this.#firstRows : FIRST_ROWS);
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

/** A matrix built item by item (tests, samples): ids and metadata beside a `PackedRows`. */
export class MatrixBuilder {
	readonly models: readonly string[];
	readonly metaFields: readonly string[];
	readonly #rows: PackedRows;
	readonly #itemIds: string[] = [];
	readonly #meta: string[][];

	/** `expectedItems`: how many rows to make room for at once (they grow as needed). */
	constructor(models: readonly string[], metaFields: readonly string[] = [], expectedItems = 64) {
		this.models = [...models];
		this.metaFields = [...metaFields];
		this.#meta = metaFields.map(() => []);
		this.#rows = new PackedRows(models.length, { capacity: expectedItems });
	}

	get nItems(): number {
		return this.#itemIds.length;
	}

	get missingCells(): number {
		return this.#rows.missingCells;
	}

	/**
	 * Adds one item. `cells[m]` is the model's value, `NaN` for missing; values must be finite
	 * otherwise (the importer validates them).
	 */
	addRow(itemId: string, cells: ArrayLike<number>, meta: readonly string[] = []): void {
		this.#itemIds.push(itemId);
		for (let f = 0; f < this.#meta.length; f++) this.#meta[f].push(meta[f] ?? '');
		this.#rows.push(cells);
	}

	build(): ScoreMatrix {
		const arrays = this.#rows.arrays();
		return {
			nItems: this.#itemIds.length,
			nModels: this.models.length,
			models: this.models,
			itemIds: this.#itemIds,
			// fromEntries defines own properties, so a field named "__proto__" stays a plain field.
			meta: Object.fromEntries(this.metaFields.map((f, k) => [f, this.#meta[k]])),
			valueType: arrays.valueType,
			wordsPerItem: wordsFor(this.models.length),
			bits: arrays.bits,
			values: arrays.values,
			present: arrays.present,
			missingCells: arrays.missingCells
		};
	}
}
