/**
 * How much memory an import may use, and estimates of what one will use, so that a file that
 * would crash the tab is refused before it is read (with the estimate and the limit) instead.
 *
 * Two paths read scores (see docs/using.md, "Privacy and limits"):
 * - **wide**: wide tables with items as rows (one file or several) stream each row into a packed
 *   store (`WideCells`): 2 bits per 0/1 cell (value + present), 8 bytes once a file has a non-0/1
 *   value. The matrix is then written once, packed.
 * - **per-cell**: every other format records each cell with where it came from (`Contribution`,
 *   24 bytes, in arrays that grow by doubling) and then sums them into dense arrays.
 *
 * The constants were measured in Node (V8, as in Chrome) by importing generated tables and sampling
 * `heapUsed + arrayBuffers` (see `scripts/xl-import.ts`).
 *
 * `ImportBudget` is the one place an import's memory is guarded: before each file is read (from
 * its head), while the stores grow, per cell on the per-cell path, and before the merged matrix is
 * written.
 */
import type { GrowGuard } from '../core/MatrixBuilder.ts';
import type { ImportIssue, ImportIssueCode, IssueParams } from './issues.ts';

const MB = 1024 * 1024;

/** Working memory one import may use: the tab needs the rest of its ~1.5 GB for the page and runs. */
export const IMPORT_BUDGET_BYTES = 1024 * MB;
/** Largest packed matrix an import may produce: the page, the store and each run copy it. */
export const MAX_MATRIX_BYTES = 256 * MB;
/** Fixed cost: file head, decoder and parser buffers, one record, code. */
export const FIXED_BYTES = 32 * MB;
/** Per item (row): the id string, two Map entries, index arrays (measured ~210 with short ids). */
export const ITEM_BYTES = 224;
/** Per-cell path, per cell read: 24 bytes, plus on average half again of slack from doubling. */
const CONTRIBUTION_CELL_BYTES = 36;
/** Per-cell path, per matrix cell: the dense sum (f64), count (u16) and explicit-missing (u8). */
const DENSE_CELL_BYTES = 11;

/** Whether scores are all 0/1 ('binary') or not ('continuous'). */
export type ValueKind = 'binary' | 'continuous';

/** Bytes per cell of the packed matrix: 1 value bit + 1 present bit, or a float64 + present bit. */
function packedCellBytes(kind: ValueKind): number {
	return kind === 'binary' ? 0.25 : 8.125;
}

/** Bytes per cell of the wide path's store while reading: 2 bits while 0/1, then a float64. */
function storeCellBytes(kind: ValueKind): number {
	return kind === 'binary' ? 0.25 : 8;
}

interface MemoryEstimate {
	/** Peak working memory of the import, bytes. */
	readonly bytes: number;
	/** Size of the packed matrix it produces, bytes. */
	readonly matrixBytes: number;
}

/**
 * Wide path: `FIXED + rows x ITEM_BYTES + rows x models x (store + packed)`; store + packed is
 * 0.5 bytes per 0/1 cell and 16.1 bytes per other cell.
 */
export function estimateWide(shape: {
	readonly rows: number;
	readonly models: number;
	readonly kind: ValueKind;
}): MemoryEstimate {
	const cells = shape.rows * shape.models;
	const matrixBytes = cells * packedCellBytes(shape.kind);
	return {
		bytes: FIXED_BYTES + shape.rows * ITEM_BYTES + cells * storeCellBytes(shape.kind) + matrixBytes,
		matrixBytes
	};
}

/**
 * Per-cell path: `FIXED + items x ITEM_BYTES + cells read x 36 + matrix cells x (11 + packed)`
 * (the matrix cells are items x models of the merged matrix, at least the cells read).
 */
export function estimatePerCell(shape: {
	readonly cells: number;
	readonly items: number;
	readonly matrixCells: number;
	readonly kind: ValueKind;
}): MemoryEstimate {
	const matrixBytes = shape.matrixCells * packedCellBytes(shape.kind);
	return {
		bytes:
			FIXED_BYTES +
			shape.items * ITEM_BYTES +
			shape.cells * CONTRIBUTION_CELL_BYTES +
			shape.matrixCells * DENSE_CELL_BYTES +
			matrixBytes,
		matrixBytes
	};
}

/** The sum of two estimates (several files read into one import). */
function addEstimates(a: MemoryEstimate, b: MemoryEstimate): MemoryEstimate {
	return { bytes: a.bytes + b.bytes - FIXED_BYTES, matrixBytes: a.matrixBytes + b.matrixBytes };
}

/** Which limit an estimate breaks, if any: the working budget first, then the matrix size. */
export function overLimit(
	e: MemoryEstimate
): { readonly need: number; readonly limit: number; readonly what: 'memory' | 'matrix' } | null {
	if (e.bytes > IMPORT_BUDGET_BYTES)
		return { need: e.bytes, limit: IMPORT_BUDGET_BYTES, what: 'memory' };
	if (e.matrixBytes > MAX_MATRIX_BYTES)
		return { need: e.matrixBytes, limit: MAX_MATRIX_BYTES, what: 'matrix' };
	return null;
}

function largest(cellBytes: number, matrixCellBytes: number): number {
	const byBudget = (IMPORT_BUDGET_BYTES - FIXED_BYTES) / cellBytes;
	return Math.floor(Math.min(byBudget, MAX_MATRIX_BYTES / matrixCellBytes));
}

/**
 * Most cells (items x models) each path can hold, counting cell costs only (row costs come on
 * top: `estimateWide`, `estimatePerCell`). For 0/1 wide tables the 1 GB file limit binds first
 * (a 0/1 cell takes 2 bytes of the file: at most ~537 M cells).
 */
export const MAX_CELLS = {
	/** 1,073,741,824: the 256 MB matrix limit at 2 bits per cell. */
	wideBinary: largest(
		storeCellBytes('binary') + packedCellBytes('binary'),
		packedCellBytes('binary')
	),
	/** 33,038,209: the 256 MB matrix limit at 8.125 bytes per cell. */
	wideContinuous: largest(
		storeCellBytes('continuous') + packedCellBytes('continuous'),
		packedCellBytes('continuous')
	),
	/** 18,869,612: the 992 MB left of the budget at 55.1 bytes per cell. */
	perCell: largest(
		CONTRIBUTION_CELL_BYTES + DENSE_CELL_BYTES + packedCellBytes('continuous'),
		packedCellBytes('continuous')
	)
} as const;

/**
 * Data rows of a table estimated from its head: the rows in the head scaled by the file size.
 * Without a complete row in the head, every row holds at least one byte per value column and a
 * line end, which bounds the count from above.
 */
export function estimateRows(head: {
	/** Bytes of the whole file. */
	readonly fileBytes: number;
	/** Bytes of the header record (with its line end). */
	readonly headerBytes: number;
	/** Complete data records in the head, and the bytes they span (after the header). */
	readonly sampleRows: number;
	readonly sampleBytes: number;
	/** The head is the whole file (the sample is exact). */
	readonly complete: boolean;
	/** Value columns per row. */
	readonly columns: number;
}): number {
	if (head.complete) return head.sampleRows;
	const rest = Math.max(0, head.fileBytes - head.headerBytes);
	if (head.sampleRows > 0 && head.sampleBytes > 0) {
		return Math.ceil((head.sampleRows * rest) / head.sampleBytes);
	}
	return Math.ceil(rest / (Math.max(1, head.columns) + 1));
}

/** Megabytes for messages: "1,234 MB". */
export function formatMB(bytes: number): string {
	return `${Math.ceil(bytes / MB).toLocaleString('en-US')} MB`;
}

/** What a limit says to the user: "… would need about X MB; the limit is Y MB." */
export function limitMessage(
	what: string,
	over: NonNullable<ReturnType<typeof overLimit>>
): string {
	return over.what === 'memory'
		? `${what} would need about ${formatMB(over.need)} of memory; the limit is ${formatMB(over.limit)}.`
		: `${what} would make a matrix of about ${formatMB(over.need)}; the limit is ${formatMB(over.limit)}.`;
}

/**
 * An issue about memory: what would break which limit, and what to do; with its code and
 * parameters for the message catalogs (`import.issue.memory-*`, `import.hint.memory-*`): the
 * shape (`items`, `models`, `scores` or `cells`), `before` (yes: counted with the files before
 * it), `kind` (continuous: scores other than 0/1), `limit` (memory or matrix), `need` and `max`
 * in MB (rounded up, as the English says them), and `what` (the hint's variant: packed or
 * per-cell).
 */
export type BudgetRefusal = Required<Pick<ImportIssue, 'message' | 'hint' | 'code' | 'params'>>;

/** Thrown by the stores when reading on would break a limit; becomes an ImportIssue. */
export class MemoryLimitError extends Error {
	readonly hint: string;
	readonly code: ImportIssueCode;
	readonly params: IssueParams;
	constructor(refusal: BudgetRefusal) {
		super(refusal.message);
		this.hint = refusal.hint;
		this.code = refusal.code;
		this.params = refusal.params;
	}

	/** The refusal as an issue's fields. */
	get refusal(): BudgetRefusal {
		return { message: this.message, hint: this.hint, code: this.code, params: this.params };
	}
}

/** A refusal: the English sentences and the same as code + parameters. */
function refusal(
	code: ImportIssueCode,
	english: { readonly what: string; readonly hint: string },
	over: NonNullable<ReturnType<typeof overLimit>>,
	params: IssueParams
): BudgetRefusal {
	return {
		message: limitMessage(english.what, over),
		hint: english.hint,
		code,
		params: {
			...params,
			limit: over.what,
			need: Math.ceil(over.need / MB),
			max: Math.ceil(over.limit / MB)
		}
	};
}

/** What the head of a table says about the whole file (see `table-shape.ts`). */
interface PlannedShape {
	/** Data rows, estimated. */
	readonly rows: number;
	/** Wide tables: score columns per row. Long tables: 1. */
	readonly columns: number;
	readonly kind: ValueKind;
}

const PER_CELL_HINT =
	'Import fewer files, models or items at once; a wide CSV (one row per item, one column per model) is read with far less memory.';
const MATRIX_HINT = 'Import fewer models or a subset of the items.';

function packedHint(kind: ValueKind): string {
	return `Import fewer models or items at once: split the table (by columns or by rows) and drop only the part you need.${kind === 'continuous' ? ' Scores of 0 and 1 take 32 times less memory than other values.' : ''}`;
}

const count = (v: number) => v.toLocaleString('en-US');
const ofKind = (kind: ValueKind) => (kind === 'continuous' ? ' of scores other than 0/1' : '');

/**
 * The memory one import may use, checked at every step: the estimate of each file before it is
 * read (`plan`), each growth of a packed store (`wideGuard`), each cell read one by one
 * (`countCell`), and the merged matrix before it is written (`matrixRefusal`).
 */
export class ImportBudget {
	/** Whether wide tables are packed as they are read (every file read is such a table). */
	readonly packed: boolean;
	/** Most cells read one by one (per-cell path). */
	readonly maxCells: number;
	#cells = 0;
	/** Estimate of the files planned so far. */
	#planned: MemoryEstimate | null = null;
	/** Rows estimated for the file being read (0 when not known). */
	#rows = 0;
	/** What the packed stores of the files read so far hold. */
	#held = { bytes: 0, matrixBytes: 0, storeBytes: 0 };

	constructor(options: { readonly packed?: boolean; readonly maxCells?: number } = {}) {
		this.packed = options.packed ?? false;
		this.maxCells = options.maxCells ?? MAX_CELLS.perCell;
	}

	/** Cells read one by one so far. */
	get cells(): number {
		return this.#cells;
	}

	/**
	 * Before a table is read: adds its estimate (from its head, or null when its size in cells is
	 * small for its bytes) to the files before it; the refusal when the sum breaks a limit.
	 */
	plan(
		shape: PlannedShape | null,
		format: 'wide-table' | 'long-table' | string,
		flipped: boolean
	): BudgetRefusal | null {
		this.#rows = shape?.rows ?? 0;
		if (!shape) return null;
		const { rows, columns, kind } = shape;
		const before = this.#planned ? 'yes' : 'no';
		const lead = this.#planned ? 'With the files before it, this file' : 'This file';
		let estimate: MemoryEstimate;
		let what: string;
		let hint = PER_CELL_HINT;
		let coded: { code: ImportIssueCode; params: IssueParams };
		if (format === 'wide-table') {
			const nItems = flipped ? columns : rows;
			const nModels = flipped ? rows : columns;
			what = `${lead} (about ${count(nItems)} items x ${count(nModels)} models${ofKind(kind)})`;
			const variant = this.packed ? 'packed' : 'per-cell';
			coded = {
				code: 'memory-file',
				params: { before, items: nItems, models: nModels, kind, what: variant }
			};
			estimate = this.packed
				? estimateWide({ rows, models: columns, kind })
				: estimatePerCell({
						cells: rows * columns,
						items: nItems,
						matrixCells: rows * columns,
						kind
					});
			if (this.packed) hint = packedHint(kind);
		} else {
			// A long table: the items and models are not known before reading; count the cells only.
			what = `${lead} (about ${count(rows)} scores, one per row)`;
			estimate = estimatePerCell({ cells: rows, items: 0, matrixCells: rows, kind });
			coded = { code: 'memory-long', params: { before, scores: rows } };
		}
		this.#planned = this.#planned ? addEstimates(this.#planned, estimate) : estimate;
		const over = overLimit(this.#planned);
		return over ? refusal(coded.code, { what, hint }, over, coded.params) : null;
	}

	/**
	 * The guard of a packed store of `models` columns for the file being read: throws
	 * `MemoryLimitError` when the store, grown to `rows` rows (at least the rows planned), would
	 * break a limit together with the files before it.
	 */
	wideGuard(models: number): GrowGuard {
		const held = { ...this.#held };
		const planned = this.#rows;
		return (rows, kind) => {
			const n = Math.max(rows, planned);
			const e = estimateWide({ rows: n, models, kind });
			const over = overLimit({
				bytes: held.bytes + e.bytes,
				matrixBytes: held.matrixBytes + e.matrixBytes
			});
			if (!over) return;
			const shape = `about ${count(n)} items x ${count(models)} models${ofKind(kind)}`;
			const lead = held.bytes ? 'With the files before it, this' : 'This';
			throw new MemoryLimitError(
				refusal('memory-file', { what: `${lead} file (${shape})`, hint: packedHint(kind) }, over, {
					before: held.bytes ? 'yes' : 'no',
					items: n,
					models,
					kind,
					what: 'packed'
				})
			);
		};
	}

	/** A file was read into a packed store of `rows` x `models`: the next files count it. */
	held(store: {
		readonly rows: number;
		readonly nModels: number;
		readonly kind: ValueKind;
		readonly byteLength: number;
	}): void {
		this.#held.bytes += store.byteLength + store.rows * ITEM_BYTES;
		this.#held.matrixBytes += store.rows * store.nModels * packedCellBytes(store.kind);
		this.#held.storeBytes += store.byteLength;
	}

	/** One more cell read one by one; throws `MemoryLimitError` past `maxCells`. */
	countCell(items: number): void {
		if (++this.#cells > this.maxCells) throw this.#tooMany(items);
	}

	/** Forgets cells of a read that is started again (another encoding). */
	uncount(cells: number): void {
		this.#cells -= cells;
	}

	#tooMany(items: number): MemoryLimitError {
		const n = this.#cells;
		const e = estimatePerCell({ cells: n, items, matrixCells: n, kind: 'continuous' });
		const over = overLimit(e) ?? { need: e.bytes, limit: e.bytes, what: 'memory' as const };
		return new MemoryLimitError(
			refusal(
				'memory-cells',
				{
					what: `more than ${count(this.maxCells)} scores read one by one`,
					hint: 'Import fewer files or models at once, or save the scores as a wide CSV (one row per item, one column per model): it is read with far less memory.'
				},
				over,
				{ cells: this.maxCells }
			)
		);
	}

	/**
	 * Whether the merged matrix, `nItems` (of `allItems` seen) x `nModels` of `kind`, can be
	 * written: from packed stores, next to what they hold; per cell, with the `cells` read.
	 */
	matrixRefusal(shape: {
		readonly packed: boolean;
		readonly nItems: number;
		readonly allItems: number;
		readonly nModels: number;
		readonly kind: ValueKind;
		readonly cells: number;
	}): BudgetRefusal | null {
		const { nItems, allItems, nModels, kind } = shape;
		let over: ReturnType<typeof overLimit>;
		let what = `${count(nItems)} items x ${count(nModels)} models`;
		if (shape.packed) {
			const matrixBytes = nItems * nModels * packedCellBytes(kind);
			over = overLimit({
				bytes: FIXED_BYTES + allItems * ITEM_BYTES + this.#held.storeBytes + matrixBytes,
				matrixBytes
			});
			what += ofKind(kind);
		} else {
			over = overLimit(
				estimatePerCell({
					cells: shape.cells,
					items: allItems,
					matrixCells: allItems * nModels,
					kind
				})
			);
		}
		const params = { items: nItems, models: nModels, kind: shape.packed ? kind : 'any' };
		return over ? refusal('memory-matrix', { what, hint: MATRIX_HINT }, over, params) : null;
	}
}
