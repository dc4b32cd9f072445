/**
 * The second pass of the merge: the kept items' cells written at the matrix's final size through
 * the one bit-packer (`core/ScoreMatrix.packRow`: bits while every value is 0/1, float64 values
 * otherwise, present bits only when a cell is missing), with what the preview shows on the way:
 * each model's mean, the range of the values and the first rows.
 */
import { packRow, wordsFor, type TrialCounts } from '../core/ScoreMatrix.ts';
import { compactTrials } from '../core/trials.ts';
import { cellMean, type CellRows } from './merge.ts';

/** Rows and models the preview shows. */
const SAMPLE_ROWS = 8;
const SAMPLE_MODELS = 12;

export interface WrittenCells {
	readonly bits: Uint32Array | null;
	readonly values: Float64Array | null;
	readonly present: Uint32Array | null;
	/** Per model: the sum and number of its cells in the matrix (zero-filled ones included). */
	readonly sums: Float64Array;
	readonly ns: Uint32Array;
	/** Smallest and largest value in the matrix (Infinity, -Infinity when none). */
	readonly lo: number;
	readonly hi: number;
	/** Cells filled with 0 by the 'zero' policy. */
	readonly zeroFilled: number;
	/** The first rows of the first models (null = missing). */
	readonly sample: (number | null)[][];
	/** Trials per cell of the matrix (null = unknown); zero-filled cells have none. */
	readonly trials: TrialCounts | null;
}

export function writeMatrix(
	rows: CellRows,
	keep: readonly number[],
	nModels: number,
	layout: { readonly continuous: boolean; readonly missingCells: number },
	zero: boolean
): WrittenCells {
	const M = nModels;
	const n = keep.length;
	const W = wordsFor(M);
	const { count } = rows;
	const perCell = rows.trials ? new Uint32Array(n * M) : null;
	const kept = perCell ? new Uint8Array(n * M) : null;
	const bits = layout.continuous ? null : new Uint32Array(n * W);
	const values = layout.continuous ? new Float64Array(n * M) : null;
	const present = layout.missingCells > 0 ? new Uint32Array(n * W) : null;
	const sums = new Float64Array(M);
	const ns = new Uint32Array(M);
	const cells = new Float64Array(M);
	const sample: (number | null)[][] = [];
	let lo = Infinity;
	let hi = -Infinity;
	let zeroFilled = 0;
	for (let k = 0; k < n; k++) {
		const at = rows.load(keep[k]);
		if (perCell) perCell.set(rows.trials!.subarray(at, at + M), k * M);
		for (let m = 0; m < M; m++) {
			const c = count[at + m];
			if (c) cells[m] = cellMean(rows, at + m);
			else if (zero) {
				cells[m] = 0;
				zeroFilled++;
			} else cells[m] = Number.NaN;
			if (c || zero) {
				if (kept) kept[k * M + m] = 1;
				const mean = c ? cells[m] : 0;
				sums[m] += mean;
				ns[m]++;
				if (mean < lo) lo = mean;
				if (mean > hi) hi = mean;
			}
		}
		if (values) values.set(cells, k * M);
		packRow(cells, M, bits, present, k * W);
		if (k < SAMPLE_ROWS) sample.push(sampleRow(rows, at, M, zero));
	}
	const trials = perCell ? compactTrials(perCell, (cell) => kept![cell] === 1) : null;
	return { bits, values, present, sums, ns, lo, hi, zeroFilled, sample, trials };
}

function sampleRow(rows: CellRows, at: number, M: number, zero: boolean): (number | null)[] {
	return Array.from({ length: Math.min(M, SAMPLE_MODELS) }, (_, m) => {
		if (rows.count[at + m]) return cellMean(rows, at + m);
		return zero ? 0 : null;
	});
}
