/**
 * What one file contributes to an import: cells (item, model, value) with the row and column
 * they came from, or, for wide tables with items as rows, a packed store (`WideCells`); plus the
 * file's models, outputs, issues and notes. Models are per file until the merge (`assemble.ts`)
 * matches them by name; items are shared (`ItemTable`).
 */
import type { ImportNote } from './notes.ts';
import { MAX_ISSUES, type ImportIssue } from './issues.ts';
import { ImportBudget } from './memory-budget.ts';
import { NameIndex, type ItemTable } from './item-table.ts';
import type { WideCells } from './WideCells.ts';
import type { ModelFacts } from './model-facts.ts';

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

interface CellLocation {
	readonly row?: number;
	readonly column?: number;
	readonly columnName?: string;
}

/** The cells one file contributes, with where each came from. */
export class Contribution {
	readonly #models = new NameIndex();
	readonly models: string[] = this.#models.list;
	readonly item = new Growable((n) => new Uint32Array(n));
	readonly model = new Growable((n) => new Uint32Array(n));
	readonly value = new Growable((n) => new Float64Array(n));
	readonly row = new Growable((n) => new Uint32Array(n));
	/** Per-cell column (1-based; 0 = the file's `scoreColumn`). */
	readonly col = new Growable((n) => new Uint32Array(n));
	/**
	 * Per-cell trials the value is the mean of (0 = unknown); null until a cell comes with a
	 * count (a long table's trials column, Inspect epochs), so files without trials pay nothing.
	 */
	trials: Growable<Uint32Array> | null = null;
	/**
	 * Whether each row is one attempt (long tables): rows of the same cell averaged under the
	 * duplicates policy then count one trial each.
	 */
	rowsAreTrials = false;
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
	readonly notes: ImportNote[] = [];
	/** Run configuration per local model (`run-config.ts`: Inspect, lm-eval, HELM logs). */
	readonly configs = new Map<number, Map<string, string>>();
	/** What the file says about each local model besides its scores (`model-facts.ts`). */
	readonly modelFacts = new Map<number, ModelFacts>();
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

	readonly #budget: ImportBudget;

	constructor(
		readonly file: string,
		readonly items: ItemTable,
		budget: ImportBudget = new ImportBudget()
	) {
		this.#budget = budget;
	}

	get size(): number {
		return this.value.length;
	}

	modelIndex(name: string): number {
		const k = this.#models.intern(name);
		if (k === this.outputs.length) this.outputs.push(new Map());
		return k;
	}

	/**
	 * Adds a cell; `value` must be finite (NaN = an explicit missing cell), `trials` the number of
	 * attempts it is the mean of (0 = unknown).
	 */
	add(item: number, model: number, value: number, row = 0, column = 0, trials = 0): void {
		this.#budget.countCell(this.items.size);
		if (trials > 0 && !this.trials) {
			// the cells before this one: unknown (0)
			const t = new Growable((n) => new Uint32Array(n), Math.max(1024, this.value.length * 2));
			t.length = this.value.length;
			this.trials = t;
		}
		this.item.push(item);
		this.model.push(model);
		this.value.push(value);
		this.row.push(row);
		this.col.push(column);
		this.trials?.push(trials);
		this.tally(value);
	}

	/** Counts `value` (finite) read `n` times, as `n` calls of `tally` would. */
	tallyRepeated(value: number, n: number): void {
		if (n <= 0) return;
		this.nFinite += n;
		if (value < this.min) this.min = value;
		if (value > this.max) this.max = value;
		if (value >= 0 && value <= 1) this.nUnit += n;
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

	output(item: number, model: number, text: string): void {
		if (!text) return;
		const clipped = this.items.clip(text);
		if (clipped !== undefined) this.outputs[model].set(item, clipped);
	}

	/** Whether MAX_ISSUES problems were recorded: the reader should stop. */
	get full(): boolean {
		return this.issues.length >= MAX_ISSUES;
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
