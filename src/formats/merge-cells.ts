/**
 * The merge of cells read one by one (every format but packed wide tables): dense sums and
 * counts over all items x models, the range check and the duplicate rule, then SWE-bench's fill
 * (an instance a results.json does not list counts as unresolved).
 */
import type { Contribution } from './contribution.ts';
import { MAX_ISSUES } from './issues.ts';
import { duplicateIssue, rangeIssue, type CellRows, type MergeContext } from './merge.ts';
import { importNote } from './notes.ts';

/** Dense sums and counts of every matrix cell, and which cells a file left explicitly empty. */
interface Dense extends CellRows {
	readonly explicitMissing: Uint8Array;
}

/** The per-cell path: dense sums and counts over all cells, then SWE-bench's fill. */
export function accumulate(ctx: MergeContext): CellRows {
	const dense = sumCells(ctx);
	fillGroups(ctx, dense);
	return { sum: dense.sum, count: dense.count, load: dense.load };
}

/** A cell given a second time: its file, its index in that file, its matrix cell. */
interface Duplicate {
	readonly c: number;
	readonly k: number;
	readonly cell: number;
}

function sumCells(ctx: MergeContext): Dense {
	const { contributions, fileChoices, localToGlobal, items, models, notes, add } = ctx;
	const M = models.length;
	const N = items.size;
	const sum = new Float64Array(N * M);
	const count = new Uint16Array(N * M);
	const explicitMissing = new Uint8Array(N * M);
	let rangeProblems = 0;
	let duplicateCount = 0;
	const duplicates: Duplicate[] = [];
	for (let f = 0; f < contributions.length; f++) {
		const c = contributions[f];
		const { scale, range } = fileChoices[f];
		const toGlobal = localToGlobal[f];
		const it = c.item.data;
		const md = c.model.data;
		const vd = c.value.data;
		for (let k = 0; k < c.size; k++) {
			const cell = it[k] * M + toGlobal[md[k]];
			let v = vd[k];
			if (v !== v) {
				explicitMissing[cell] = 1;
				continue;
			}
			v *= scale;
			if (range === 'unit' && !(v >= 0 && v <= 1)) {
				if (++rangeProblems <= MAX_ISSUES) {
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
	if (rangeProblems > MAX_ISSUES) notes.push(importNote('range-total', { count: rangeProblems }));
	reportDuplicates(ctx, duplicates, duplicateCount);
	return { sum, count, explicitMissing, load: (i) => i * M };
}

function reportDuplicates(
	ctx: MergeContext,
	duplicates: readonly Duplicate[],
	total: number
): void {
	const { contributions, localToGlobal, items, models, notes, add } = ctx;
	const M = models.length;
	if (total && ctx.duplicates === 'error') {
		for (const d of duplicates) {
			const c = contributions[d.c];
			const item = items.ids[Math.floor(d.cell / M)];
			const model = models[d.cell % M];
			const first = findFirst(contributions, localToGlobal, d.cell, M);
			add({ file: c.file, ...c.locate(d.k), ...duplicateIssue(item, model, first) });
		}
		if (total > duplicates.length) notes.push(importNote('duplicates-total', { count: total }));
	} else if (total) {
		notes.push(importNote('duplicates-averaged', { count: total }));
	}
}

/** Fills the unlisted items of a group (SWE-bench: not listed = not resolved). */
function fillGroups(ctx: MergeContext, dense: Dense): void {
	const { contributions, localToGlobal, items, models, notes } = ctx;
	const { sum, count, explicitMissing } = dense;
	const M = models.length;
	const N = items.size;
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
	if (filled) notes.push(importNote('unresolved-filled', { count: filled }));
}

/** Where a cell was first given ("file, row r"), for the duplicate's message. */
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
