/**
 * What readers produce: cells (item, model, value) with the row/column they came from, per file,
 * plus item metadata and item details. Items are shared by all files of one import (interned by
 * id), models are per file until the merge (`assemble.ts`) matches them by name. Everything is kept
 * in typed arrays and Maps so that input keys such as `__proto__` are plain data.
 */
import type { ImportIssue } from './ImportResult.ts';
import {
	estimatePerCell,
	limitMessage,
	MAX_CELLS,
	MemoryLimitError,
	overLimit
} from './memory-budget.ts';
import type { WideCells } from './WideCells.ts';

/** Stop collecting problems after this many per file: the first ones say enough. */
export const MAX_ISSUES = 20;
/** Longest item text, target or model output kept for the item view (characters). */
export const MAX_DETAIL_CHARS = 4000;
/** Total characters of item details kept per import; past it, model outputs are dropped. */
export const MAX_DETAIL_TOTAL = 48 * 1024 * 1024;

/**
 * A copy of a string that is kept (ids, names, metadata). V8 cuts substrings of 13+ characters as
 * views into their parent, so one kept id would pin its whole 1 MB chunk of file text.
 */
export function ownString(s: string): string {
	return s.length < 13 ? s : (' ' + s).slice(1);
}

/** Cells read in one import through Contributions; reading stops past `max`. */
export class CellBudget {
	cells = 0;
	constructor(readonly max: number = MAX_CELLS.perCell) {}
}

class Growable<T extends Float64Array | Uint32Array> {
	data: T;
	length = 0;
	readonly #make: (n: number) => T;
	constructor(make: (n: number) => T, capacity = 1024) {
		this.#make = make;
		this.data = make(capacity);
	}
	push(v: number): void {
		if (this.length === this.data.length) {
			const next = this.#make(this.data.length * 2);
			next.set(this.data);
			this.data = next;
		}
		this.data[this.length++] = v;
	}
}

/** Items of one import: ids in first-seen order, metadata and details. */
export class ItemTable {
	readonly ids: string[] = [];
	readonly #index = new Map<string, number>();
	/** field -> values by item index (sparse: undefined when not set). */
	readonly meta = new Map<string, string[]>();
	readonly text: (string | undefined)[] = [];
	readonly target: (string | undefined)[] = [];
	detailChars = 0;
	detailsTruncated = false;

	get size(): number {
		return this.ids.length;
	}

	intern(id: string): number {
		let k = this.#index.get(id);
		if (k === undefined) {
			k = this.ids.length;
			const own = ownString(id);
			this.ids.push(own);
			this.#index.set(own, k);
		}
		return k;
	}

	find(id: string): number | undefined {
		return this.#index.get(id);
	}

	setMeta(item: number, field: string, value: string): void {
		let col = this.meta.get(field);
		if (!col) {
			col = [];
			this.meta.set(field, col);
		}
		if (col[item] === undefined) col[item] = ownString(value);
	}

	clip(s: string): string | undefined {
		if (this.detailChars >= MAX_DETAIL_TOTAL) {
			this.detailsTruncated = true;
			return undefined;
		}
		const out = s.length > MAX_DETAIL_CHARS ? `${s.slice(0, MAX_DETAIL_CHARS)}…` : s;
		this.detailChars += out.length;
		return out;
	}

	setText(item: number, text: string): void {
		if (this.text[item] === undefined && text) this.text[item] = this.clip(text);
	}

	setTarget(item: number, target: string): void {
		if (this.target[item] === undefined && target) this.target[item] = this.clip(target);
	}
}

export interface CellLocation {
	readonly row?: number;
	readonly column?: number;
	readonly columnName?: string;
}

/** The cells one file contributes, with where each came from. */
export class Contribution {
	readonly models: string[] = [];
	readonly #modelIndex = new Map<string, number>();
	readonly item = new Growable((n) => new Uint32Array(n));
	readonly model = new Growable((n) => new Uint32Array(n));
	readonly value = new Growable((n) => new Float64Array(n));
	readonly row = new Growable((n) => new Uint32Array(n));
	/** Per-cell column (1-based; 0 = the file's `scoreColumn`). */
	readonly col = new Growable((n) => new Uint32Array(n));
	/** Column names by 1-based column number (wide tables). */
	columnNames: readonly string[] = [];
	/** The column every cell comes from (long tables). */
	scoreColumn: { column?: number; columnName?: string } = {};
	/** Model outputs: per local model, item index -> text. */
	readonly outputs: Map<number, string>[] = [];
	/**
	 * Items of this file's group that the file does not list get this value (SWE-bench
	 * results.json: an unlisted instance was not resolved).
	 */
	fill: number | null = null;
	/** Items that make up the group's universe (SWE-bench instance lists). */
	universe: number[] = [];
	group: string | null = null;
	readonly issues: ImportIssue[] = [];
	readonly notes: string[] = [];
	/** Options found while reading the whole file (lm-eval filters and metrics past the head). */
	discovered: { filters?: string[]; metrics?: string[] } | null = null;
	/**
	 * Wide tables with items as rows keep their cells here, packed (see `WideCells`), instead of in
	 * the per-cell arrays above; `assemble` then merges the files row by row.
	 */
	wide: WideCells | null = null;
	/** Range of the finite values read, and how many lie in 0..1 (for the scale proposal). */
	min = Infinity;
	max = -Infinity;
	nUnit = 0;
	nFinite = 0;

	readonly #budget: CellBudget;

	constructor(
		readonly file: string,
		readonly items: ItemTable,
		budget: CellBudget = new CellBudget()
	) {
		this.#budget = budget;
	}

	get size(): number {
		return this.value.length;
	}

	modelIndex(name: string): number {
		let k = this.#modelIndex.get(name);
		if (k === undefined) {
			k = this.models.length;
			const own = ownString(name);
			this.models.push(own);
			this.#modelIndex.set(own, k);
			this.outputs.push(new Map());
		}
		return k;
	}

	/** Adds a cell; `value` must be finite (NaN = an explicit missing cell). */
	add(item: number, model: number, value: number, row = 0, column = 0): void {
		if (++this.#budget.cells > this.#budget.max) throw this.#tooMany();
		this.item.push(item);
		this.model.push(model);
		this.value.push(value);
		this.row.push(row);
		this.col.push(column);
		this.tally(value);
	}

	/** Counts a value read into the statistics behind the scale proposal (NaN = missing). */
	tally(value: number): void {
		if (value === value) {
			this.nFinite++;
			if (value < this.min) this.min = value;
			if (value > this.max) this.max = value;
			if (value >= 0 && value <= 1) this.nUnit++;
		}
	}

	#tooMany(): MemoryLimitError {
		const n = this.#budget.cells;
		const e = estimatePerCell({
			cells: n,
			items: this.items.size,
			matrixCells: n,
			kind: 'continuous'
		});
		const over = overLimit(e) ?? { need: e.bytes, limit: e.bytes, what: 'memory' as const };
		return new MemoryLimitError(
			limitMessage(
				`more than ${this.#budget.max.toLocaleString('en-US')} scores read one by one`,
				over
			),
			'Import fewer files or models at once, or save the scores as a wide CSV (one row per item, one column per model): it is read with far less memory.'
		);
	}

	output(item: number, model: number, text: string): void {
		if (!text) return;
		const clipped = this.items.clip(text);
		if (clipped !== undefined) this.outputs[model].set(item, clipped);
	}

	/** Records a problem; false once MAX_ISSUES were recorded (the reader should stop). */
	issue(issue: Omit<ImportIssue, 'file'>): boolean {
		if (this.issues.length < MAX_ISSUES) this.issues.push({ file: this.file, ...issue });
		return this.issues.length < MAX_ISSUES;
	}

	locate(k: number): CellLocation {
		const row = this.row.data[k] || undefined;
		const c = this.col.data[k];
		if (c) return { row, column: c, columnName: this.columnNames[c - 1] };
		return { row, ...this.scoreColumn };
	}
}

/** Truncates a value for messages. */
export function shown(s: string, max = 40): string {
	return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** A plain string for a JSON scalar (ids, metadata); null for objects/arrays/null. */
export function scalarText(v: unknown): string | null {
	if (typeof v === 'string') return v;
	if (typeof v === 'number' && Number.isFinite(v)) return String(v);
	if (typeof v === 'boolean') return v ? 'true' : 'false';
	return null;
}
