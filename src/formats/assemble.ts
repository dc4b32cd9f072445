/**
 * The merge: cells from every file become one items x models matrix. Models are matched by name
 * across files (one file per model, or one file per task of the same model), items by id. Then the
 * value checks (scale, range), duplicate cells, the missing-cell policy, and the preview the mapping
 * screen shows.
 *
 * Two ways in, one way out. Per-cell contributions are summed into dense per-cell arrays (sum and
 * count); wide tables read into packed stores (`WideCells`) are merged one item at a time instead,
 * so their memory stays near the packed size. Either way `finish` sees the same per-item sums and
 * counts and writes the packed matrix once, at its final size.
 */
import { wordsFor, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import { Contribution, ItemTable, MAX_ISSUES, shown } from './collect.ts';
import type { ImportIssue } from './ImportResult.ts';
import {
	estimatePerCell,
	FIXED_BYTES,
	ITEM_BYTES,
	limitMessage,
	overLimit,
	packedCellBytes,
	type ValueKind
} from './memory-budget.ts';

/** What to do with cells a model has no score for. */
export type MissingPolicy = 'keep' | 'zero' | 'drop-items';
/** What to do when the same (item, model) cell is given twice. */
export type DuplicatePolicy = 'error' | 'mean';

/** Most models in one matrix. */
export const MAX_MODELS = 20_000;

export interface ContributionChoices {
	/** Multiplies every value (0.01 turns percentages into fractions). */
	readonly scale: number;
	/** 'unit': values must lie in [0, 1] after scaling; 'any': any finite value. */
	readonly range: 'unit' | 'any';
}

/**
 * Item details for the item view, aligned with the matrix (`itemIds[i]` is `matrix.itemIds[i]`,
 * `outputs[i][m]` is model `matrix.models[m]`'s answer). Kept apart from the matrix: the matrix goes
 * to the engine, the details only to the item view. Plain arrays, so structured clone and
 * IndexedDB keep them as they are.
 */
export interface ItemDetails {
	readonly itemIds: readonly string[];
	readonly models: readonly string[];
	/** The item's input (question, instruction, prompt); null when the format has none. */
	readonly text: readonly (string | null)[];
	/** The reference answer; null when the format has none. */
	readonly target: readonly (string | null)[];
	/** Each model's output per item, or null when no file carried outputs. */
	readonly outputs: readonly (readonly (string | null)[])[] | null;
	/** True when long texts were cut (each at 4,000 characters; outputs dropped past 48 M). */
	readonly truncated: boolean;
}

export interface PreviewModel {
	readonly name: string;
	/** Files this model's scores came from. */
	readonly files: readonly string[];
	/** Items the model has a score for (before the missing-cell policy). */
	readonly items: number;
	/** Mean over its present cells in the final matrix; null when none. */
	readonly mean: number | null;
}

/** What the mapping screen shows: the shape found and where models disagree on coverage. */
export interface ImportPreview {
	readonly nItems: number;
	readonly nModels: number;
	readonly valueType: 'binary' | 'continuous' | null;
	readonly models: readonly PreviewModel[];
	/** Distinct items seen in any file (before the policy). */
	readonly itemsSeen: number;
	/** Items every model has a score for. */
	readonly itemsInAll: number;
	/** Items some model has no score for. */
	readonly itemsMissingForSome: number;
	/** Items dropped by the 'drop-items' policy (or because no model scored them). */
	readonly itemsDropped: number;
	/** Cells left missing in the matrix. */
	readonly missingCells: number;
	/** Cells filled with 0 by the 'zero' policy. */
	readonly zeroFilled: number;
	/** Smallest pairwise item overlap between two models, and the pair. */
	readonly minOverlap: { readonly a: string; readonly b: string; readonly items: number } | null;
	readonly metaFields: readonly string[];
	/** Min and max present value. */
	readonly range: readonly [number, number] | null;
	/** The first rows of the matrix (up to 8 items, 12 models) for a glance. */
	readonly sample: {
		readonly itemIds: readonly string[];
		readonly models: readonly string[];
		readonly values: readonly (readonly (number | null)[])[];
	};
}

export interface Assembled {
	readonly matrix: ScoreMatrix | null;
	readonly details: ItemDetails | null;
	readonly preview: ImportPreview;
	readonly issues: ImportIssue[];
	readonly notes: string[];
}

interface Options {
	readonly missing: MissingPolicy;
	readonly duplicates: DuplicatePolicy;
}

function emptyPreview(): ImportPreview {
	return {
		nItems: 0,
		nModels: 0,
		valueType: null,
		models: [],
		itemsSeen: 0,
		itemsInAll: 0,
		itemsMissingForSome: 0,
		itemsDropped: 0,
		missingCells: 0,
		zeroFilled: 0,
		minOverlap: null,
		metaFields: [],
		range: null,
		sample: { itemIds: [], models: [], values: [] }
	};
}

export function assemble(
	contributions: readonly Contribution[],
	fileChoices: readonly ContributionChoices[],
	items: ItemTable,
	options: Options
): Assembled {
	const issues: ImportIssue[] = [];
	const notes: string[] = [];
	const add = (issue: ImportIssue) => {
		if (issues.length < MAX_ISSUES * 2) issues.push(issue);
	};

	// Models by name, in first-seen order.
	const modelIndex = new Map<string, number>();
	const models: string[] = [];
	const modelFiles: string[][] = [];
	const localToGlobal = contributions.map((c) =>
		c.models.map((name) => {
			let g = modelIndex.get(name);
			if (g === undefined) {
				g = models.length;
				models.push(name);
				modelIndex.set(name, g);
				modelFiles.push([]);
			}
			if (!modelFiles[g].includes(c.file)) modelFiles[g].push(c.file);
			return g;
		})
	);
	const M = models.length;
	const N = items.size;
	if (M > MAX_MODELS) {
		add({
			file: contributions.find((c) => c.models.length > 0)?.file ?? '',
			message: `found ${M.toLocaleString('en-US')} models; at most ${MAX_MODELS.toLocaleString('en-US')} can be compared.`,
			hint: 'If models are rows and items are columns, flip the orientation.'
		});
		return { matrix: null, details: null, preview: emptyPreview(), issues, notes };
	}
	const packed = contributions.length > 0 && contributions.every((c) => c.wide !== null);
	if (!packed) {
		const cells = contributions.reduce((s, c) => s + c.size, 0);
		const over = overLimit(
			estimatePerCell({ cells, items: N, matrixCells: N * M, kind: 'continuous' })
		);
		if (over) {
			add({
				file: contributions[0]?.file ?? '',
				message: limitMessage(
					`${N.toLocaleString('en-US')} items x ${M.toLocaleString('en-US')} models`,
					over
				),
				hint: 'Import fewer models or a subset of the items.'
			});
			return { matrix: null, details: null, preview: emptyPreview(), issues, notes };
		}
	}
	const ctx: MergeContext = {
		contributions,
		fileChoices,
		localToGlobal,
		items,
		models,
		options,
		notes,
		add
	};
	const rows = packed ? mergeWide(ctx) : accumulate(ctx);
	const hasCells = (c: Contribution) => (c.wide ? c.wide.rows * c.wide.nModels > 0 : c.size > 0);
	const storeBytes = contributions.reduce((s, c) => s + (c.wide?.byteLength ?? 0), 0);
	return finish(rows, {
		...ctx,
		modelFiles,
		issues,
		someFile: contributions.find(hasCells)?.file ?? contributions[0]?.file ?? '',
		// The per-cell path checked its whole estimate above; the packed path checks the matrix it
		// is about to write against what its stores already hold.
		checkSize: packed
			? (nItems, kind) => {
					const matrixBytes = nItems * M * packedCellBytes(kind);
					return overLimit({
						bytes: FIXED_BYTES + N * ITEM_BYTES + storeBytes + matrixBytes,
						matrixBytes
					});
				}
			: () => null
	});
}

interface MergeContext {
	readonly contributions: readonly Contribution[];
	readonly fileChoices: readonly ContributionChoices[];
	readonly localToGlobal: readonly number[][];
	readonly items: ItemTable;
	readonly models: readonly string[];
	readonly options: Options;
	readonly notes: string[];
	readonly add: (issue: ImportIssue) => void;
}

/**
 * Per-item sums and counts of the scores given (count 0 = no score), one item at a time:
 * `load(i)` returns the offset at which item i's cells can be read in `sum` and `count`.
 */
interface CellRows {
	readonly sum: Float64Array;
	readonly count: Uint16Array;
	load(i: number): number;
}

/** The per-cell path: dense sums and counts over all cells, then SWE-bench's fill. */
function accumulate(ctx: MergeContext): CellRows {
	const { contributions, fileChoices, localToGlobal, items, models, options, notes, add } = ctx;
	const M = models.length;
	const N = items.size;
	const sum = new Float64Array(N * M);
	const count = new Uint16Array(N * M);
	const explicitMissing = new Uint8Array(N * M);
	let rangeProblems = 0;
	let duplicateCount = 0;
	const duplicates: Array<{ c: number; k: number; cell: number }> = [];
	for (let f = 0; f < contributions.length; f++) {
		const c = contributions[f];
		const { scale, range } = fileChoices[f];
		const toGlobal = localToGlobal[f];
		const n = c.size;
		const it = c.item.data;
		const md = c.model.data;
		const vd = c.value.data;
		for (let k = 0; k < n; k++) {
			const cell = it[k] * M + toGlobal[md[k]];
			let v = vd[k];
			if (v !== v) {
				explicitMissing[cell] = 1;
				continue;
			}
			v *= scale;
			if (range === 'unit' && !(v >= 0 && v <= 1)) {
				rangeProblems++;
				if (rangeProblems <= MAX_ISSUES) {
					add({ file: c.file, ...c.locate(k), ...rangeIssue(vd[k], scale) });
				}
				continue;
			}
			if (count[cell] > 0) {
				duplicateCount++;
				if (duplicates.length < MAX_ISSUES) duplicates.push({ c: f, k, cell });
			}
			if (count[cell] < 65535) {
				sum[cell] += v;
				count[cell]++;
			}
		}
	}
	if (rangeProblems > MAX_ISSUES) {
		notes.push(`${rangeProblems} scores in all are outside 0 to 1.`);
	}
	if (duplicateCount && options.duplicates === 'error') {
		for (const d of duplicates) {
			const c = contributions[d.c];
			const item = items.ids[Math.floor(d.cell / M)];
			const model = models[d.cell % M];
			const first = findFirst(contributions, localToGlobal, d.cell, M);
			add({ file: c.file, ...c.locate(d.k), ...duplicateIssue(item, model, first) });
		}
		if (duplicateCount > duplicates.length) {
			notes.push(`${duplicateCount} duplicate cells in all.`);
		}
	} else if (duplicateCount) {
		notes.push(`${duplicateCount} cells were given more than once; their scores were averaged.`);
	}

	// Fill unlisted items of a group (SWE-bench: not listed = not resolved).
	const groupItems = new Map<string, Uint8Array>();
	for (const c of contributions) {
		if (!c.group) continue;
		let mark = groupItems.get(c.group);
		if (!mark) groupItems.set(c.group, (mark = new Uint8Array(N)));
		const it = c.item.data;
		for (let k = 0; k < c.size; k++) mark[it[k]] = 1;
		for (const i of c.universe) mark[i] = 1;
	}
	let filled = 0;
	contributions.forEach((c, f) => {
		if (c.fill === null || !c.group) return;
		const mark = groupItems.get(c.group)!;
		for (const g of new Set(localToGlobal[f])) {
			for (let i = 0; i < N; i++) {
				const cell = i * M + g;
				if (mark[i] && count[cell] === 0 && !explicitMissing[cell]) {
					sum[cell] = c.fill;
					count[cell] = 1;
					filled++;
				}
			}
		}
	});
	if (filled)
		notes.push(`${filled} instances not listed as resolved were counted as unresolved (0).`);
	return { sum, count, load: (i) => i * M };
}

function rangeIssue(raw: number, scale: number): Pick<ImportIssue, 'message' | 'hint'> {
	return {
		message: `the score ${raw} is outside the range 0 to 1${scale !== 1 ? ` (after multiplying by ${scale})` : ''}.`,
		hint: 'Fix the value, or choose “any range” (or “divide by 100” for percentages) for this file.'
	};
}

function duplicateIssue(
	item: string,
	model: string,
	first: string | null
): Pick<ImportIssue, 'message' | 'hint'> {
	const firstAt = first ? ` (first given in ${first})` : '';
	return {
		message: `item “${shown(item)}” has a second score for model “${shown(model)}”${firstAt}.`,
		hint: 'Each item needs one score per model: remove the duplicate, give it its own item id, or choose “average duplicates”.'
	};
}

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

/**
 * The packed path: every file's rows of one item are merged when the item is loaded, with the
 * same arithmetic, range check and duplicate rule as `accumulate`. Range problems and duplicates
 * are found in one extra pass, only when the files' value ranges or shared models allow them.
 */
function mergeWide(ctx: MergeContext): CellRows {
	const { contributions, fileChoices, localToGlobal, items, models, options, notes, add } = ctx;
	const M = models.length;
	const N = items.size;
	const stores = contributions.map((c) => c.wide!);
	const F = stores.length;
	// Each item's rows, in file order: a linked list per item over all files' rows.
	const total = stores.reduce((s, w) => s + w.rows, 0);
	const head = new Int32Array(N).fill(-1);
	const tail = new Int32Array(N).fill(-1);
	const next = new Int32Array(total).fill(-1);
	const entryFile = new Uint32Array(total);
	const entryRow = new Uint32Array(total);
	let e = 0;
	for (let f = 0; f < F; f++) {
		const w = stores[f];
		for (let r = 0; r < w.rows; r++, e++) {
			const i = w.itemOf(r);
			entryFile[e] = f;
			entryRow[e] = r;
			if (head[i] < 0) head[i] = e;
			else next[tail[i]] = e;
			tail[i] = e;
		}
	}
	const buffers = stores.map((w) => new Float64Array(w.nModels));
	const sum = new Float64Array(M);
	const count = new Uint16Array(M);
	interface RangeCell extends StoreCell {
		readonly raw: number;
	}
	interface DuplicateCell extends StoreCell {
		readonly i: number;
		readonly g: number;
	}
	let ranges: FirstCells<RangeCell> | null = null;
	let duplicates: FirstCells<DuplicateCell> | null = null;
	const toGlobals = localToGlobal.map((t) => Int32Array.from(t));
	const scales = Float64Array.from(fileChoices, (c) => c.scale);
	const units = fileChoices.map((c) => c.range === 'unit');
	const load = (i: number): number => {
		sum.fill(0);
		count.fill(0);
		const rangeCells = ranges;
		const duplicateCells = duplicates;
		for (let e = head[i]; e >= 0; e = next[e]) {
			const f = entryFile[e];
			const r = entryRow[e];
			const buf = buffers[f];
			stores[f].read(r, buf);
			const scale = scales[f];
			const unit = units[f];
			const toGlobal = toGlobals[f];
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
	};

	const outOfRange = contributions.some((c, f) => {
		const { scale, range } = fileChoices[f];
		return range === 'unit' && c.nFinite > 0 && !(c.min * scale >= 0 && c.max * scale <= 1);
	});
	const filesOfModel = new Uint32Array(M);
	for (const toGlobal of localToGlobal) for (const g of toGlobal) filesOfModel[g]++;
	const shared = filesOfModel.some((n) => n > 1);
	if (outOfRange || shared) {
		ranges = new FirstCells<RangeCell>();
		duplicates = new FirstCells<DuplicateCell>();
		for (let i = 0; i < N; i++) load(i);
		const locate = (x: StoreCell) => {
			const c = contributions[x.f];
			const column = stores[x.f].columns[x.k];
			return {
				row: stores[x.f].recordOf(x.r) || undefined,
				column,
				columnName: c.columnNames[column - 1]
			};
		};
		for (const x of ranges.list) {
			add({
				file: contributions[x.f].file,
				...locate(x),
				...rangeIssue(x.raw, fileChoices[x.f].scale)
			});
		}
		if (ranges.total > MAX_ISSUES) notes.push(`${ranges.total} scores in all are outside 0 to 1.`);
		const firstGiven = (i: number, g: number): string | null => {
			for (let e = head[i]; e >= 0; e = next[e]) {
				const f = entryFile[e];
				if (localToGlobal[f].includes(g)) {
					const row = stores[f].recordOf(entryRow[e]);
					return row ? `${contributions[f].file}, row ${row}` : contributions[f].file;
				}
			}
			return null;
		};
		const n = duplicates.total;
		if (n && options.duplicates === 'error') {
			for (const x of duplicates.list) {
				add({
					file: contributions[x.f].file,
					...locate(x),
					...duplicateIssue(items.ids[x.i], models[x.g], firstGiven(x.i, x.g))
				});
			}
			if (n > duplicates.list.length) notes.push(`${n} duplicate cells in all.`);
		} else if (n) {
			notes.push(`${n} cells were given more than once; their scores were averaged.`);
		}
		ranges = null;
		duplicates = null;
	}
	return { sum, count, load };
}

interface FinishContext extends MergeContext {
	readonly modelFiles: readonly string[][];
	readonly issues: ImportIssue[];
	/** The file named by issues about the whole matrix. */
	readonly someFile: string;
	/** Whether a matrix of `nItems` x models of this kind can be written (null: it can). */
	readonly checkSize: (nItems: number, kind: ValueKind) => ReturnType<typeof overLimit>;
}

/**
 * Coverage, the missing-cell policy, the preview and the packed matrix, from per-item sums and
 * counts: one pass decides which items stay and what the matrix holds (0/1 or not, missing cells),
 * a second writes it at its final size (the layout `MatrixBuilder` produces: bits while every
 * value is 0/1, float64 values otherwise, present bits only when a cell is missing).
 */
function finish(rows: CellRows, ctx: FinishContext): Assembled {
	const { items, models, modelFiles, options, notes, issues, add, someFile } = ctx;
	const M = models.length;
	const N = items.size;
	const { sum, count } = rows;
	const zero = options.missing === 'zero';

	// Coverage before the policy, which items go into the matrix, and what it will hold.
	const perModelItems = new Uint32Array(M);
	let itemsSeen = 0;
	let itemsInAll = 0;
	let itemsMissingForSome = 0;
	const overlap = M >= 2 && M <= 200 ? new Uint32Array(M * M) : null;
	const presentModels = new Uint32Array(M);
	const keep: number[] = [];
	let continuous = false;
	let missingCells = 0;
	for (let i = 0; i < N; i++) {
		const at = rows.load(i);
		let present = 0;
		// What this item's row would hold: cells that are not a number (a sum of +/-Infinity)
		// become missing, as in `MatrixBuilder`.
		let notNumbers = 0;
		let notBinary = false;
		for (let m = 0; m < M; m++) {
			const c = count[at + m];
			if (c) {
				presentModels[present++] = m;
				perModelItems[m]++;
				const v = c === 1 ? sum[at + m] : sum[at + m] / c;
				if (v !== v) notNumbers++;
				else if (v !== 0 && v !== 1) notBinary = true;
			}
		}
		if (!present) continue;
		itemsSeen++;
		if (present === M) itemsInAll++;
		else itemsMissingForSome++;
		if (overlap) {
			for (let a = 0; a < present; a++) {
				const row = presentModels[a] * M;
				for (let b = a + 1; b < present; b++) overlap[row + presentModels[b]]++;
			}
		}
		if (options.missing === 'drop-items' && present !== M) continue;
		keep.push(i);
		missingCells += notNumbers + (zero ? 0 : M - present);
		if (notBinary) continuous = true;
	}
	let minOverlap: ImportPreview['minOverlap'] = null;
	if (overlap) {
		for (let a = 0; a < M; a++) {
			for (let b = a + 1; b < M; b++) {
				const both = overlap[a * M + b];
				if (!minOverlap || both < minOverlap.items) {
					minOverlap = { a: models[a], b: models[b], items: both };
				}
			}
		}
	}
	const itemsDropped = N - keep.length;
	const unseen = N - itemsSeen;
	if (unseen > 0) notes.push(`${unseen} items with no score from any model were left out.`);
	if (options.missing === 'drop-items' && itemsSeen - keep.length > 0) {
		notes.push(`${itemsSeen - keep.length} items not scored for every model were dropped.`);
	}

	const metaFields = [...items.meta.keys()].filter((f) => {
		const col = items.meta.get(f)!;
		return keep.some((i) => col[i] !== undefined);
	});

	const previewBase = {
		nModels: M,
		models: models.map((name, m) => ({
			name,
			files: modelFiles[m],
			items: perModelItems[m],
			mean: null as number | null
		})),
		itemsSeen,
		itemsInAll,
		itemsMissingForSome,
		itemsDropped,
		minOverlap,
		metaFields
	};

	// Blocking shape problems.
	if (M === 0 || itemsSeen === 0) {
		add({
			file: someFile,
			message: 'no scores were found.',
			hint: 'Check the mapping: which column or field holds the score, and which format the file is.'
		});
	} else if (M === 1) {
		add({
			file: someFile,
			message: `only one model (“${shown(models[0])}”) was found; comparing rankings needs at least two.`,
			hint: 'Drop the other models’ files together with this one (they are merged), or check the model column.'
		});
	} else if (keep.length === 0) {
		add({
			file: someFile,
			message:
				'no item was scored for every model, so “drop items not answered by every model” leaves nothing.',
			hint: 'Choose “keep missing cells” instead, or check that the files cover the same items.'
		});
	} else if (keep.length === 1) {
		add({
			file: someFile,
			message: `only one item (“${shown(items.ids[keep[0]])}”) is left; resampling needs at least two.`,
			hint: 'Check the item column (every row may carry the same id) or drop files covering more items.'
		});
	}
	for (let m = 0; m < M; m++) {
		if (perModelItems[m] === 0 && M > 1) {
			add({
				file: modelFiles[m][0] ?? someFile,
				message: `the model “${shown(models[m])}” has no scores at all (every cell is empty).`,
				hint: 'Remove it or fill in its scores.'
			});
		}
	}
	const failed = () => ({
		matrix: null,
		details: null,
		preview: { ...emptyPreview(), ...previewBase, nItems: keep.length },
		issues,
		notes
	});
	if (issues.length) return failed();
	const kind: ValueKind = continuous ? 'continuous' : 'binary';
	const over = ctx.checkSize(keep.length, kind);
	if (over) {
		add({
			file: someFile,
			message: limitMessage(
				`${keep.length.toLocaleString('en-US')} items x ${M.toLocaleString('en-US')} models${continuous ? ' of scores other than 0/1' : ''}`,
				over
			),
			hint: 'Import fewer models or a subset of the items.'
		});
		return failed();
	}

	// Build, with the model means, the range and the sample rows on the way.
	const n = keep.length;
	const W = wordsFor(M);
	const bits = continuous ? null : new Uint32Array(n * W);
	const values = continuous ? new Float64Array(n * M) : null;
	const present = missingCells > 0 ? new Uint32Array(n * W) : null;
	const sums = new Float64Array(M);
	const ns = new Uint32Array(M);
	let lo = Infinity;
	let hi = -Infinity;
	let zeroFilled = 0;
	const sampleModels = Math.min(M, 12);
	const sampleValues: (number | null)[][] = [];
	for (let k = 0; k < n; k++) {
		const at = rows.load(keep[k]);
		for (let m = 0; m < M; m++) {
			const c = count[at + m];
			let v: number;
			if (c) v = c === 1 ? sum[at + m] : sum[at + m] / c;
			else if (zero) {
				v = 0;
				zeroFilled++;
			} else v = Number.NaN;
			if (values) values[k * M + m] = v;
			if (v === v) {
				const w = k * W + (m >>> 5);
				const bit = 1 << (m & 31);
				if (present) present[w] |= bit;
				if (bits && v === 1) bits[w] |= bit;
			}
			if (c || zero) {
				const mean = c ? sum[at + m] / c : 0;
				sums[m] += mean;
				ns[m]++;
				if (mean < lo) lo = mean;
				if (mean > hi) hi = mean;
			}
		}
		if (k < 8) {
			sampleValues.push(
				Array.from({ length: sampleModels }, (_, m) => {
					const c = count[at + m];
					if (c) return sum[at + m] / c;
					return zero ? 0 : null;
				})
			);
		}
	}
	const metaCols = metaFields.map((f) => items.meta.get(f)!);
	// fromEntries defines own properties, so a field named "__proto__" stays a plain field.
	const meta: Record<string, readonly string[]> = Object.fromEntries(
		metaFields.map((f, k) => [f, keep.map((i) => metaCols[k][i] ?? '')])
	);
	const itemIds = keep.map((i) => items.ids[i]);
	const matrix: ScoreMatrix = {
		nItems: n,
		nModels: M,
		models: [...models],
		itemIds,
		meta,
		valueType: kind,
		wordsPerItem: W,
		bits,
		values,
		present,
		missingCells
	};
	if (zeroFilled) notes.push(`${zeroFilled} missing cells were counted as 0.`);

	const preview: ImportPreview = {
		...previewBase,
		nItems: n,
		valueType: kind,
		models: previewBase.models.map((p, m) => ({ ...p, mean: ns[m] ? sums[m] / ns[m] : null })),
		missingCells,
		zeroFilled,
		range: Number.isFinite(lo) ? [lo, hi] : null,
		sample: {
			itemIds: itemIds.slice(0, 8),
			models: models.slice(0, sampleModels),
			values: sampleValues
		}
	};

	const details = buildDetails(ctx.contributions, ctx.localToGlobal, items, keep, models);
	if (details?.truncated)
		notes.push('Some long item texts or outputs were shortened for the item view.');
	return { matrix, details, preview, issues, notes };
}

function findFirst(
	contributions: readonly Contribution[],
	localToGlobal: readonly number[][],
	cell: number,
	M: number
): string | null {
	const item = Math.floor(cell / M);
	const model = cell % M;
	for (let f = 0; f < contributions.length; f++) {
		const c = contributions[f];
		for (let k = 0; k < c.size; k++) {
			if (c.item.data[k] === item && localToGlobal[f][c.model.data[k]] === model) {
				const loc = c.locate(k);
				return loc.row ? `${c.file}, row ${loc.row}` : c.file;
			}
		}
	}
	return null;
}

function buildDetails(
	contributions: readonly Contribution[],
	localToGlobal: readonly number[][],
	items: ItemTable,
	keep: readonly number[],
	models: readonly string[]
): ItemDetails | null {
	const anyText = keep.some((i) => items.text[i] !== undefined || items.target[i] !== undefined);
	const anyOutputs = contributions.some((c) => c.outputs.some((o) => o.size > 0));
	if (!anyText && !anyOutputs) return null;
	let outputs: (string | null)[][] | null = null;
	if (anyOutputs) {
		const pos = new Map<number, number>();
		keep.forEach((i, k) => pos.set(i, k));
		outputs = keep.map(() => new Array<string | null>(models.length).fill(null));
		contributions.forEach((c, f) => {
			c.outputs.forEach((map, local) => {
				const g = localToGlobal[f][local];
				for (const [item, text] of map) {
					const k = pos.get(item);
					if (k !== undefined && outputs![k][g] === null) outputs![k][g] = text;
				}
			});
		});
	}
	return {
		itemIds: keep.map((i) => items.ids[i]),
		models,
		text: keep.map((i) => items.text[i] ?? null),
		target: keep.map((i) => items.target[i] ?? null),
		outputs,
		truncated: items.detailsTruncated
	};
}

/** The details of one item (for the item view); null when the item has none. */
export function detailsFor(
	details: ItemDetails,
	itemId: string
): { text: string | null; target: string | null; outputs: Map<string, string> } | null {
	const i = details.itemIds.indexOf(itemId);
	if (i < 0) return null;
	const outputs = new Map<string, string>();
	if (details.outputs) {
		details.outputs[i].forEach((o, m) => {
			if (o !== null) outputs.set(details.models[m], o);
		});
	}
	return { text: details.text[i], target: details.target[i], outputs };
}
