/**
 * The common large import: one wide table with items as rows, read into a packed store
 * (`WideCells`), whose cells need no merge (no other file, no scale, no value out of range, no
 * item left out by the missing-cell policy). Its store already holds the matrix, so the matrix is
 * the store's arrays, and the coverage and model means come from column counts of the packed bits
 * (bit-sliced counters, a few word operations per 32 cells) instead of a pass over every cell.
 * Everything it gives equals what `merge-wide.ts` + `coverage.ts` + `write-matrix.ts` give
 * (the import lock and the wide-table property tests compare them).
 */
import type { PackedArrays } from '../core/MatrixBuilder.ts';
import { wordsFor } from '../core/ScoreMatrix.ts';
import { popcount } from '../core/stats/popcount.ts';
import type { Coverage } from './coverage.ts';
import type { MergeContext } from './merge.ts';
import type { WrittenCells } from './write-matrix.ts';
import type { MissingPolicy } from './merge-types.ts';

/** The coverage without the overlap matrix, which the preview computes for few models only. */
const MIN_MODELS = 201;
const SAMPLE_ROWS = 8;
const SAMPLE_MODELS = 12;

export interface DirectCells {
	readonly coverage: Coverage;
	readonly write: () => WrittenCells;
}

/** The coverage and cells of a table that needs no merge; null when it needs one. */
export function directCells(ctx: MergeContext, missing: MissingPolicy): DirectCells | null {
	const { contributions, fileChoices, items, models } = ctx;
	if (contributions.length !== 1 || models.length < MIN_MODELS) return null;
	const c = contributions[0];
	const store = c.wide;
	const { scale, range } = fileChoices[0];
	if (!store || scale !== 1) return null;
	if (range === 'unit' && c.nFinite > 0 && !(c.min >= 0 && c.max <= 1)) return null;
	if (store.rows !== items.size || (missing !== 'keep' && store.store.missingCells > 0)) {
		return null;
	}
	for (let r = 0; r < store.rows; r++) if (store.itemOf(r) !== r) return null;
	const arrays = store.store.arrays();
	const counts =
		arrays.valueType === 'binary'
			? binaryCounts(arrays.bits!, arrays.present, store.rows, models.length)
			: continuousCounts(arrays.values!, store.rows, models.length);
	// An item no model scored is left out: then the general path decides what stays.
	if (counts.itemsSeen !== store.rows) return null;
	const coverage: Coverage = {
		perModelItems: counts.perModel,
		itemsSeen: counts.itemsSeen,
		itemsInAll: counts.itemsInAll,
		itemsMissingForSome: counts.itemsSeen - counts.itemsInAll,
		itemsShared: counts.itemsShared,
		minOverlap: null,
		keep: Array.from({ length: store.rows }, (_, i) => i),
		continuous: arrays.valueType === 'continuous',
		missingCells: arrays.missingCells
	};
	const write = (): WrittenCells => ({
		bits: arrays.bits,
		values: arrays.values,
		present: arrays.present,
		sums: counts.sums,
		ns: counts.perModel,
		lo: counts.lo,
		hi: counts.hi,
		zeroFilled: 0,
		sample: sampleRows(arrays, store.rows, models.length),
		trials: null
	});
	return { coverage, write };
}

interface Counts {
	/** Cells present per model, and the sum of their values. */
	readonly perModel: Uint32Array;
	readonly sums: Float64Array;
	readonly itemsSeen: number;
	readonly itemsInAll: number;
	/** Items with a score for two models or more. */
	readonly itemsShared: number;
	readonly lo: number;
	readonly hi: number;
}

function binaryCounts(
	bits: Uint32Array,
	present: Uint32Array | null,
	n: number,
	M: number
): Counts {
	const W = wordsFor(M);
	const ones = columnCounts(bits, n, W, M);
	const perModel = present ? columnCounts(present, n, W, M) : new Uint32Array(M).fill(n);
	let itemsSeen = n;
	let itemsInAll = n;
	let itemsShared = M >= 2 ? n : 0;
	if (present) {
		itemsSeen = 0;
		itemsInAll = 0;
		itemsShared = 0;
		for (let i = 0; i < n; i++) {
			let k = 0;
			for (let w = i * W, end = w + W; w < end; w++) k += popcount(present[w]);
			if (k) itemsSeen++;
			if (k === M) itemsInAll++;
			if (k >= 2) itemsShared++;
		}
	}
	let anyOne = false;
	let anyZero = false;
	for (let m = 0; m < M; m++) {
		if (ones[m]) anyOne = true;
		if (ones[m] < perModel[m]) anyZero = true;
	}
	const sums = Float64Array.from(ones);
	const lo = anyZero ? 0 : anyOne ? 1 : Infinity;
	const hi = anyOne ? 1 : anyZero ? 0 : -Infinity;
	return { perModel, sums, itemsSeen, itemsInAll, itemsShared, lo, hi };
}

/**
 * How many of the n rows have bit m set, for each column m: the words of each column are added
 * into 16 bit planes (a binary counter per bit, flushed every 65,535 rows).
 */
export function columnCounts(words: Uint32Array, n: number, W: number, M: number): Uint32Array {
	const PLANES = 16;
	const counts = new Uint32Array(W * 32);
	const planes = new Uint32Array(W * PLANES);
	const flush = () => {
		for (let w = 0; w < W; w++) {
			for (let j = 0; j < PLANES; j++) {
				let plane = planes[w * PLANES + j];
				while (plane) {
					const b = 31 - Math.clz32(plane);
					counts[w * 32 + b] += 1 << j;
					plane ^= 1 << b;
				}
			}
		}
		planes.fill(0);
	};
	let batch = 0;
	for (let i = 0; i < n; i++) {
		for (let w = 0, at = i * W; w < W; w++) {
			let carry = words[at + w];
			for (let p = w * PLANES; carry; p++) {
				const t = planes[p] & carry;
				planes[p] ^= carry;
				carry = t;
			}
		}
		if (++batch === 65535) {
			flush();
			batch = 0;
		}
	}
	flush();
	return counts.subarray(0, M);
}

/**
 * Per-model counts and sums of a continuous table, item by item (the order the general path adds
 * in); a -0 becomes 0, as adding it to a sum of 0 makes it there.
 */
function continuousCounts(values: Float64Array, n: number, M: number): Counts {
	const perModel = new Uint32Array(M);
	const sums = new Float64Array(M);
	let itemsSeen = 0;
	let itemsInAll = 0;
	let itemsShared = 0;
	let lo = Infinity;
	let hi = -Infinity;
	for (let i = 0; i < n; i++) {
		let k = 0;
		for (let m = 0, at = i * M; m < M; m++) {
			const v = values[at + m];
			if (v !== v) continue;
			if (v === 0) values[at + m] = 0;
			k++;
			perModel[m]++;
			sums[m] += v + 0;
			if (v < lo) lo = v + 0;
			if (v > hi) hi = v + 0;
		}
		if (k) itemsSeen++;
		if (k === M) itemsInAll++;
		if (k >= 2) itemsShared++;
	}
	return { perModel, sums, itemsSeen, itemsInAll, itemsShared, lo, hi };
}

/** The first rows of the first models, as the preview shows them (null = missing). */
function sampleRows(arrays: PackedArrays, n: number, M: number): (number | null)[][] {
	const W = wordsFor(M);
	const rows: (number | null)[][] = [];
	for (let i = 0; i < Math.min(n, SAMPLE_ROWS); i++) {
		rows.push(
			Array.from({ length: Math.min(M, SAMPLE_MODELS) }, (_, m) => {
				const w = i * W + (m >>> 5);
				const bit = 1 << (m & 31);
				if (arrays.values) {
					const v = arrays.values[i * M + m];
					return v === v ? v : null;
				}
				if (arrays.present && !(arrays.present[w] & bit)) return null;
				return arrays.bits![w] & bit ? 1 : 0;
			})
		);
	}
	return rows;
}
