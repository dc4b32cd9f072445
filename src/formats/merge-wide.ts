/**
 * The merge of packed wide tables: every file's rows of one item are merged when the item is
 * loaded, with the same arithmetic, range check and duplicate rule as `merge-cells.ts`, so the
 * memory stays near the packed size.
 */
import { MAX_ISSUES } from './issues.ts';
import { duplicateIssue, rangeIssue, type CellRows, type MergeContext } from './merge.ts';
import type { WideCells } from './WideCells.ts';
import { importNote } from './notes.ts';

/** A cell of a packed store: file, local row, local column. */
interface StoreCell {
	readonly f: number;
	readonly r: number;
	readonly k: number;
}

/** The first `MAX_ISSUES` cells in file order (the order the per-cell path reports them in). */
class FirstCells<T extends StoreCell> {
	readonly list: T[] = [];
	total = 0;
	offer(cell: T): void {
		this.total++;
		const l = this.list;
		if (l.length === MAX_ISSUES && !before(cell, l[l.length - 1])) return;
		let at = l.length;
		while (at > 0 && before(cell, l[at - 1])) at--;
		l.splice(at, 0, cell);
		if (l.length > MAX_ISSUES) l.pop();
	}
}

function before(a: StoreCell, b: StoreCell): boolean {
	return a.f !== b.f ? a.f < b.f : a.r !== b.r ? a.r < b.r : a.k < b.k;
}

interface RangeCell extends StoreCell {
	readonly raw: number;
}

interface DuplicateCell extends StoreCell {
	readonly i: number;
	readonly g: number;
}

/**
 * The packed path: every file's rows of one item are merged when the item is loaded, with the
 * same arithmetic, range check and duplicate rule as `accumulate`. Range problems and duplicates
 * are found in one extra pass, only when the files' value ranges or shared models allow them.
 */
export function mergeWide(ctx: MergeContext): CellRows {
	const merge = new WideMerge(ctx);
	if (merge.mayHaveProblems()) merge.report();
	return merge;
}

class WideMerge implements CellRows {
	readonly sum: Float64Array;
	readonly count: Uint16Array;
	readonly #ctx: MergeContext;
	readonly #stores: readonly WideCells[];
	/** Each item's rows, in file order: a linked list per item over all files' rows. */
	readonly #head: Int32Array;
	readonly #next: Int32Array;
	readonly #entryFile: Uint32Array;
	readonly #entryRow: Uint32Array;
	readonly #buffers: Float64Array[];
	readonly #toGlobals: Int32Array[];
	readonly #scales: Float64Array;
	readonly #units: boolean[];
	/** Set during the problem pass: where cells out of range and repeated cells are noted. */
	#ranges: FirstCells<RangeCell> | null = null;
	#duplicates: FirstCells<DuplicateCell> | null = null;

	constructor(ctx: MergeContext) {
		this.#ctx = ctx;
		const M = ctx.models.length;
		const N = ctx.items.size;
		const stores = (this.#stores = ctx.contributions.map((c) => c.wide!));
		const total = stores.reduce((s, w) => s + w.rows, 0);
		this.#head = new Int32Array(N).fill(-1);
		const tail = new Int32Array(N).fill(-1);
		this.#next = new Int32Array(total).fill(-1);
		this.#entryFile = new Uint32Array(total);
		this.#entryRow = new Uint32Array(total);
		let e = 0;
		for (let f = 0; f < stores.length; f++) {
			const w = stores[f];
			for (let r = 0; r < w.rows; r++, e++) {
				const i = w.itemOf(r);
				this.#entryFile[e] = f;
				this.#entryRow[e] = r;
				if (this.#head[i] < 0) this.#head[i] = e;
				else this.#next[tail[i]] = e;
				tail[i] = e;
			}
		}
		this.#buffers = stores.map((w) => new Float64Array(w.nModels));
		this.sum = new Float64Array(M);
		this.count = new Uint16Array(M);
		this.#toGlobals = ctx.localToGlobal.map((t) => Int32Array.from(t));
		this.#scales = Float64Array.from(ctx.fileChoices, (c) => c.scale);
		this.#units = ctx.fileChoices.map((c) => c.range === 'unit');
	}

	load(i: number): number {
		const { sum, count } = this;
		sum.fill(0);
		count.fill(0);
		const rangeCells = this.#ranges;
		const duplicateCells = this.#duplicates;
		for (let e = this.#head[i]; e >= 0; e = this.#next[e]) {
			const f = this.#entryFile[e];
			const r = this.#entryRow[e];
			const buf = this.#buffers[f];
			this.#stores[f].read(r, buf);
			const scale = this.#scales[f];
			const unit = this.#units[f];
			const toGlobal = this.#toGlobals[f];
			for (let k = 0; k < buf.length; k++) {
				const raw = buf[k];
				if (raw !== raw) continue;
				const v = raw * scale;
				if (unit && !(v >= 0 && v <= 1)) {
					if (rangeCells) rangeCells.offer({ f, r, k, raw });
					continue;
				}
				const g = toGlobal[k];
				const c = count[g];
				if (c > 0 && duplicateCells) duplicateCells.offer({ f, r, k, i, g });
				if (c < 65535) {
					sum[g] += v;
					count[g] = c + 1;
				}
			}
		}
		return 0;
	}

	/** Whether a value may be out of range (by the files' ranges) or a model in two files. */
	mayHaveProblems(): boolean {
		const { contributions, fileChoices, localToGlobal, models } = this.#ctx;
		const outOfRange = contributions.some((c, f) => {
			const { scale, range } = fileChoices[f];
			return range === 'unit' && c.nFinite > 0 && !(c.min * scale >= 0 && c.max * scale <= 1);
		});
		const filesOfModel = new Uint32Array(models.length);
		for (const toGlobal of localToGlobal) for (const g of toGlobal) filesOfModel[g]++;
		return outOfRange || filesOfModel.some((n) => n > 1);
	}

	/** One pass over every item that reports the first cells out of range and given twice. */
	report(): void {
		const { contributions, fileChoices, items, models, notes, add } = this.#ctx;
		const ranges = (this.#ranges = new FirstCells<RangeCell>());
		const duplicates = (this.#duplicates = new FirstCells<DuplicateCell>());
		for (let i = 0; i < items.size; i++) this.load(i);
		this.#ranges = null;
		this.#duplicates = null;
		for (const x of ranges.list) {
			add({
				file: contributions[x.f].file,
				...this.#locate(x),
				...rangeIssue(x.raw, fileChoices[x.f].scale)
			});
		}
		if (ranges.total > MAX_ISSUES) notes.push(importNote('range-total', { count: ranges.total }));
		const n = duplicates.total;
		if (n && this.#ctx.duplicates === 'error') {
			for (const x of duplicates.list) {
				add({
					file: contributions[x.f].file,
					...this.#locate(x),
					...duplicateIssue(items.ids[x.i], models[x.g], this.#firstGiven(x.i, x.g))
				});
			}
			if (n > duplicates.list.length) notes.push(importNote('duplicates-total', { count: n }));
		} else if (n) {
			notes.push(importNote('duplicates-averaged', { count: n }));
		}
	}

	#locate(x: StoreCell) {
		const store = this.#stores[x.f];
		const column = store.columns[x.k];
		return {
			row: store.recordOf(x.r) || undefined,
			column,
			columnName: this.#ctx.contributions[x.f].columnNames[column - 1]
		};
	}

	/** Where item i's score for model g was first given ("file, row r"). */
	#firstGiven(i: number, g: number): string | null {
		const { contributions, localToGlobal } = this.#ctx;
		for (let e = this.#head[i]; e >= 0; e = this.#next[e]) {
			const f = this.#entryFile[e];
			if (localToGlobal[f].includes(g)) {
				const row = this.#stores[f].recordOf(this.#entryRow[e]);
				return row ? `${contributions[f].file}, row ${row}` : contributions[f].file;
			}
		}
		return null;
	}
}
