/**
 * Coverage, from the merged per-item sums and counts: which models scored which items (before
 * the missing-cell policy), which items the policy keeps, what the matrix will hold (0/1 or not,
 * missing cells), and the problems that stop the matrix (no scores, one model, one item, a model
 * without any score, models that share no item).
 */
import { shown, type ImportIssue } from './issues.ts';
import { cellMean, type CellRows } from './merge.ts';
import type { ImportPreview, MissingPolicy } from './merge-types.ts';
import { importNote, type ImportNote } from './notes.ts';

export interface Coverage {
	/** Items each model has a score for. */
	readonly perModelItems: Uint32Array;
	readonly itemsSeen: number;
	readonly itemsInAll: number;
	readonly itemsMissingForSome: number;
	/**
	 * Items scored for two models or more: none means every model was scored on items of its own
	 * (two result files over disjoint item sets), and no two scores compare the same items.
	 */
	readonly itemsShared: number;
	readonly minOverlap: ImportPreview['minOverlap'];
	/** The items that go into the matrix, in order. */
	readonly keep: number[];
	readonly continuous: boolean;
	/** Cells missing in the matrix (after the policy). */
	readonly missingCells: number;
}

/**
 * One pass over the items. A cell whose mean is not a number (a sum of +/-Infinity) becomes
 * missing, as `packRow` writes it.
 */
export function coverage(
	rows: CellRows,
	nItems: number,
	models: readonly string[],
	missing: MissingPolicy
): Coverage {
	const M = models.length;
	const { count } = rows;
	const perModelItems = new Uint32Array(M);
	const overlap = M >= 2 && M <= 200 ? new Uint32Array(M * M) : null;
	const presentModels = new Uint32Array(M);
	const keep: number[] = [];
	let itemsSeen = 0;
	let itemsInAll = 0;
	let itemsShared = 0;
	let continuous = false;
	let missingCells = 0;
	for (let i = 0; i < nItems; i++) {
		const at = rows.load(i);
		let present = 0;
		let notNumbers = 0;
		let notBinary = false;
		for (let m = 0; m < M; m++) {
			const c = count[at + m];
			if (c) {
				presentModels[present++] = m;
				perModelItems[m]++;
				const v = cellMean(rows, at + m);
				if (v !== v) notNumbers++;
				else if (v !== 0 && v !== 1) notBinary = true;
			}
		}
		if (!present) continue;
		itemsSeen++;
		if (present === M) itemsInAll++;
		if (present >= 2) itemsShared++;
		if (overlap) countOverlap(overlap, presentModels, present, M);
		if (missing === 'drop-items' && present !== M) continue;
		keep.push(i);
		missingCells += notNumbers + (missing === 'zero' ? 0 : M - present);
		if (notBinary) continuous = true;
	}
	return {
		perModelItems,
		itemsSeen,
		itemsInAll,
		itemsMissingForSome: itemsSeen - itemsInAll,
		itemsShared,
		minOverlap: overlap ? smallestOverlap(overlap, models) : null,
		keep,
		continuous,
		missingCells
	};
}

function countOverlap(overlap: Uint32Array, present: Uint32Array, n: number, M: number): void {
	for (let a = 0; a < n; a++) {
		const row = present[a] * M;
		for (let b = a + 1; b < n; b++) overlap[row + present[b]]++;
	}
}

/** The pair of models with the fewest items in common, and that number. */
function smallestOverlap(
	overlap: Uint32Array,
	models: readonly string[]
): ImportPreview['minOverlap'] {
	const M = models.length;
	let min: ImportPreview['minOverlap'] = null;
	for (let a = 0; a < M; a++) {
		for (let b = a + 1; b < M; b++) {
			const both = overlap[a * M + b];
			if (!min || both < min.items) min = { a: models[a], b: models[b], items: both };
		}
	}
	return min;
}

/** The files the models came from, each named once, in order ("a.csv, b.csv"; many: "…, +3"). */
function filesOf(modelFiles: readonly string[][], max = 4): string {
	const files = [...new Set(modelFiles.flat())];
	// whole names: a path cut at 40 characters loses the file's own name
	const named = files.slice(0, max).join(', ');
	return files.length > max ? `${named}, +${files.length - max}` : named;
}

/** The problems that leave no matrix to analyse. */
export function blockingIssues(
	cov: Coverage,
	models: readonly string[],
	modelFiles: readonly string[][],
	itemIds: readonly string[],
	someFile: string
): ImportIssue[] {
	const issues: ImportIssue[] = [];
	const M = models.length;
	const { keep } = cov;
	if (M === 0 || cov.itemsSeen === 0) {
		issues.push({
			file: someFile,
			message: 'no scores were found.',
			hint: 'Check the mapping: which column or field holds the score, and which format the file is.',
			code: 'no-scores'
		});
	} else if (M === 1) {
		issues.push({
			file: someFile,
			message: `only one model (“${shown(models[0])}”) was found; comparing rankings needs at least two.`,
			hint: 'Drop the other models’ files together with this one (they are merged), or check the model column.',
			code: 'one-model',
			params: { model: shown(models[0]) }
		});
	} else if (cov.itemsShared === 0) {
		issues.push({
			// every file that holds a model: the problem is between them, not in one of them
			file: filesOf(modelFiles) || someFile,
			message: `the ${M} models share no item: each item was scored for one model only, so every model would be ranked on items of its own and no score would compare like with like.`,
			hint: 'Check which column holds the item (a run or row id is not an item) and that the files score the same items (their item ids must match), or import each file as a dataset of its own.',
			code: 'no-shared-item',
			params: { models: M }
		});
	} else if (keep.length === 0) {
		issues.push({
			file: someFile,
			message:
				'no item was scored for every model, so “drop items not answered by every model” leaves nothing.',
			hint: 'Choose “keep missing cells” instead, or check that the files cover the same items.',
			code: 'no-complete-item'
		});
	} else if (keep.length === 1) {
		issues.push({
			file: someFile,
			message: `only one item (“${shown(itemIds[keep[0]])}”) is left; resampling needs at least two.`,
			hint: 'Check the item column (every row may carry the same id) or drop files covering more items.',
			code: 'one-item',
			params: { item: shown(itemIds[keep[0]]) }
		});
	}
	for (let m = 0; m < M; m++) {
		if (cov.perModelItems[m] === 0 && M > 1) {
			issues.push({
				file: modelFiles[m][0] ?? someFile,
				message: `the model “${shown(models[m])}” has no scores at all (every cell is empty).`,
				hint: 'Remove it or fill in its scores.',
				code: 'model-no-scores',
				params: { model: shown(models[m]) }
			});
		}
	}
	return issues;
}

/** Models named by the notes on mismatched item sets (the ones missing the most items first). */
const MISMATCH_MODELS = 5;
/** Item ids each such note shows. */
const MISMATCH_EXAMPLES = 3;

/**
 * Files of one run joined on item ids whose item sets differ: which models (and from which
 * files) lack which items, the models missing the most first, with a few of the missing ids.
 */
export function mismatchNotes(
	rows: CellRows,
	nItems: number,
	cov: Coverage,
	models: readonly string[],
	modelFiles: readonly string[][],
	itemIds: readonly string[]
): ImportNote[] {
	const M = models.length;
	const short = [...Array(M).keys()]
		.filter((m) => cov.perModelItems[m] < cov.itemsSeen)
		.sort((a, b) => cov.perModelItems[a] - cov.perModelItems[b]);
	if (!short.length) return [];
	const named = short.slice(0, MISMATCH_MODELS);
	const examples = named.map(() => [] as string[]);
	for (let i = 0; i < nItems && examples.some((e) => e.length < MISMATCH_EXAMPLES); i++) {
		const at = rows.load(i);
		let seen = false;
		for (let m = 0; m < M && !seen; m++) seen = rows.count[at + m] > 0;
		if (!seen) continue;
		named.forEach((m, k) => {
			if (!rows.count[at + m] && examples[k].length < MISMATCH_EXAMPLES)
				examples[k].push(shown(itemIds[i]));
		});
	}
	const notes = named.map((m, k) =>
		importNote('items-mismatch', {
			model: models[m],
			files: modelFiles[m].join(', '),
			count: cov.itemsSeen - cov.perModelItems[m],
			total: cov.itemsSeen,
			examples: examples[k].join(', ')
		})
	);
	if (short.length > named.length) {
		notes.push(importNote('items-mismatch-more', { count: short.length - named.length }));
	}
	return notes;
}
