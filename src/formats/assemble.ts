/**
 * The merge: cells from every file become one items x models matrix. Models are matched by name
 * across files (one file per model, or one file per task of the same model), items by id. Then the
 * value checks (scale, range), duplicate cells, the missing-cell policy, and the preview the mapping
 * screen shows.
 */
import { MatrixBuilder } from '../core/MatrixBuilder.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { Contribution, ItemTable, MAX_ISSUES, shown } from './collect.ts';
import type { ImportIssue } from './ImportResult.ts';

/** What to do with cells a model has no score for. */
export type MissingPolicy = 'keep' | 'zero' | 'drop-items';
/** What to do when the same (item, model) cell is given twice. */
export type DuplicatePolicy = 'error' | 'mean';

/** Most cells the merge will allocate (items x models). */
export const MAX_CELLS = 80_000_000;
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
	if (N * M > MAX_CELLS) {
		add({
			file: contributions[0]?.file ?? '',
			message: `${N.toLocaleString('en-US')} items x ${M.toLocaleString('en-US')} models is more cells than this app can hold.`,
			hint: 'Import fewer models or a subset of the items.'
		});
		return { matrix: null, details: null, preview: emptyPreview(), issues, notes };
	}

	// Accumulate: sum and count per cell.
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
					add({
						file: c.file,
						...c.locate(k),
						message: `the score ${vd[k]} is outside the range 0 to 1${scale !== 1 ? ` (after multiplying by ${scale})` : ''}.`,
						hint: 'Fix the value, or choose “any range” (or “divide by 100” for percentages) for this file.'
					});
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
			const firstAt = first ? ` (first given in ${first})` : '';
			add({
				file: c.file,
				...c.locate(d.k),
				message: `item “${shown(item)}” has a second score for model “${shown(model)}”${firstAt}.`,
				hint: 'Each item needs one score per model: remove the duplicate, give it its own item id, or choose “average duplicates”.'
			});
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

	// Coverage before the policy.
	const perModelItems = new Uint32Array(M);
	let itemsSeen = 0;
	let itemsInAll = 0;
	let itemsMissingForSome = 0;
	const rowHas = new Uint8Array(N);
	for (let i = 0; i < N; i++) {
		let present = 0;
		for (let m = 0; m < M; m++) {
			if (count[i * M + m]) {
				present++;
				perModelItems[m]++;
			}
		}
		if (present) {
			itemsSeen++;
			rowHas[i] = 1;
			if (present === M) itemsInAll++;
			else itemsMissingForSome++;
		}
	}
	let minOverlap: ImportPreview['minOverlap'] = null;
	if (M >= 2 && M <= 200) {
		for (let a = 0; a < M; a++) {
			for (let b = a + 1; b < M; b++) {
				let both = 0;
				for (let i = 0; i < N; i++) if (count[i * M + a] && count[i * M + b]) both++;
				if (!minOverlap || both < minOverlap.items) {
					minOverlap = { a: models[a], b: models[b], items: both };
				}
			}
		}
	}

	// Which items go into the matrix.
	const keep: number[] = [];
	for (let i = 0; i < N; i++) {
		if (!rowHas[i]) continue;
		if (options.missing === 'drop-items') {
			let all = true;
			for (let m = 0; m < M && all; m++) if (!count[i * M + m]) all = false;
			if (!all) continue;
		}
		keep.push(i);
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
	const someFile = contributions.find((c) => c.size > 0)?.file ?? contributions[0]?.file ?? '';
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
	if (issues.length) {
		return {
			matrix: null,
			details: null,
			preview: { ...emptyPreview(), ...previewBase, nItems: keep.length },
			issues,
			notes
		};
	}

	// Build.
	const builder = new MatrixBuilder(models, metaFields, keep.length);
	const metaCols = metaFields.map((f) => items.meta.get(f)!);
	const row = new Float64Array(M);
	const metaRow: string[] = new Array(metaFields.length);
	let zeroFilled = 0;
	for (const i of keep) {
		for (let m = 0; m < M; m++) {
			const cell = i * M + m;
			if (count[cell]) row[m] = count[cell] === 1 ? sum[cell] : sum[cell] / count[cell];
			else if (options.missing === 'zero') {
				row[m] = 0;
				zeroFilled++;
			} else row[m] = Number.NaN;
		}
		for (let f = 0; f < metaCols.length; f++) metaRow[f] = metaCols[f][i] ?? '';
		builder.addRow(items.ids[i], row, metaRow);
	}
	const matrix = builder.build();
	if (zeroFilled) notes.push(`${zeroFilled} missing cells were counted as 0.`);

	// Model means and range.
	const sums = new Float64Array(M);
	const ns = new Uint32Array(M);
	let lo = Infinity;
	let hi = -Infinity;
	for (const i of keep) {
		for (let m = 0; m < M; m++) {
			const cell = i * M + m;
			if (!count[cell] && options.missing !== 'zero') continue;
			const v = count[cell] ? sum[cell] / count[cell] : 0;
			sums[m] += v;
			ns[m]++;
			if (v < lo) lo = v;
			if (v > hi) hi = v;
		}
	}
	const sampleItems = keep.slice(0, 8);
	const sampleModels = Math.min(M, 12);
	const preview: ImportPreview = {
		...previewBase,
		nItems: matrix.nItems,
		valueType: matrix.valueType,
		models: previewBase.models.map((p, m) => ({ ...p, mean: ns[m] ? sums[m] / ns[m] : null })),
		missingCells: matrix.missingCells,
		zeroFilled,
		range: Number.isFinite(lo) ? [lo, hi] : null,
		sample: {
			itemIds: sampleItems.map((i) => items.ids[i]),
			models: models.slice(0, sampleModels),
			values: sampleItems.map((i) =>
				Array.from({ length: sampleModels }, (_, m) => {
					const cell = i * M + m;
					if (count[cell]) return sum[cell] / count[cell];
					return options.missing === 'zero' ? 0 : null;
				})
			)
		}
	};

	const details = buildDetails(contributions, localToGlobal, items, keep, models);
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
