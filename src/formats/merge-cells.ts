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
	/** Per cell, whether a row had no count (`ONE_IF_AVERAGED`, `UNKNOWN`); null without trials. */
	readonly unknown: Uint8Array | null;
	/** Cells given more than once under the averaging policy. */
	readonly averaged: number;
}

/**
 * The per-cell path: dense sums and counts over all cells, then SWE-bench's fill, then the trials
 * per cell (`cellTrials`).
 */
export function accumulate(ctx: MergeContext): CellRows {
	const dense = sumCells(ctx);
	fillGroups(ctx, dense);
	const trials = cellTrials(dense);
	return { sum: dense.sum, count: dense.count, load: dense.load, weight: dense.weight, trials };
}

/**
 * Trials per cell: a cell of rows of known trials has their sum. A row without a count is one
 * trial when its file's rows are attempts (a long table) and rows were averaged somewhere in the
 * import (duplicates averaged); otherwise its cell's trials are unknown (0). Null when no cell's
 * trials are known.
 */
function cellTrials(dense: Dense): Uint32Array | null {
	const { count, weight, unknown, averaged } = dense;
	if (!weight) return null;
	const out = new Uint32Array(count.length);
	let known = false;
	for (let c = 0; c < count.length; c++) {
		const u = unknown![c];
		if (count[c] === 0 || u === UNKNOWN || (u === ONE_IF_AVERAGED && averaged === 0)) continue;
		out[c] = Math.min(weight[c], 0xffffffff);
		known = true;
	}
	return known ? out : null;
}

/** `Dense.unknown`: a row of the cell had no count, and its file's rows are attempts / are not. */
const ONE_IF_AVERAGED = 1;
const UNKNOWN = 2;

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
	// Rows weigh their trials once any file gives trials, or rows that are attempts may be
	// averaged (a row without a count weighs one).
	const withTrials = contributions.some(
		(c) => c.trials !== null || (ctx.duplicates === 'mean' && c.rowsAreTrials)
	);
	const weight = withTrials ? new Float64Array(N * M) : null;
	const unknown = withTrials ? new Uint8Array(N * M) : null;
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
		const td = c.trials?.data ?? null;
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
				if (weight) {
					// A cell of one row keeps its value as it is; from the second row on, the sum
					// weighs each row by its trials.
					const t = td ? td[k] : 0;
					if (t === 0) {
						const u = c.rowsAreTrials ? ONE_IF_AVERAGED : UNKNOWN;
						if (unknown![cell] < u) unknown![cell] = u;
					}
					if (count[cell] === 0) sum[cell] = v;
					else {
						if (count[cell] === 1) sum[cell] *= weight[cell];
						sum[cell] += (t || 1) * v;
					}
					weight[cell] += t || 1;
				} else sum[cell] += v;
				count[cell]++;
			}
		}
	}
	if (rangeProblems > MAX_ISSUES) notes.push(importNote('range-total', { count: rangeProblems }));
	reportDuplicates(ctx, duplicates, duplicateCount);
	const averaged = ctx.duplicates === 'mean' ? duplicateCount : 0;
	return { sum, count, explicitMissing, weight, unknown, averaged, load: (i) => i * M };
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
	const { sum, count, explicitMissing, weight, unknown } = dense;
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
					if (weight) weight[cell] = 1;
					if (unknown) unknown[cell] = UNKNOWN;
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
