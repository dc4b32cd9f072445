/** Dense views of one model's cells, for statistics that need the per-item values. */
import type { ScoreMatrix } from '../ScoreMatrix.ts';

/**
 * Model `m`'s value on every item: 0/1 for binary matrices, the score for continuous ones, and
 * `NaN` for a missing cell (the one missing-value marker every statistic here understands).
 */
export function modelColumn(
	matrix: ScoreMatrix,
	m: number,
	out: Float64Array = new Float64Array(matrix.nItems)
): Float64Array {
	const { nItems, nModels, wordsPerItem: W, present } = matrix;
	const word = m >>> 5;
	const bit = 1 << (m & 31);
	if (matrix.bits) {
		const bits = matrix.bits;
		for (let i = 0; i < nItems; i++) {
			const k = i * W + word;
			out[i] = present && (present[k] & bit) === 0 ? Number.NaN : (bits[k] & bit) !== 0 ? 1 : 0;
		}
	} else {
		const values = matrix.values!;
		for (let i = 0; i < nItems; i++) out[i] = values[i * nModels + m];
	}
	return out;
}

/**
 * Reads model columns in any order, many of them: `(m, out?) => modelColumn(matrix, m, out)`,
 * the same values. A packed matrix stores items as rows, so one model's column is a strided walk
 * over all of it (a cache miss per item: seconds for 4,000 columns of 60,000 items); with more
 * than `TRANSPOSE_MIN_MODELS` models the reader first transposes the bits (and the presence
 * bits) to models as rows once, 32 x 32 blocks at a time, and keeps the transpose with the
 * matrix (`WeakMap`), so the statistics of one run and of later runs share it. Continuous
 * matrices read their values directly.
 */
type ColumnReader = (m: number, out?: Float64Array) => Float64Array;

/** Below this many models a column is a short strided walk: no transpose. */
export const TRANSPOSE_MIN_MODELS = 64;

interface Transposed {
	/** Model m's item bits: words [m * itemWords, (m + 1) * itemWords), item i at bit i % 32. */
	readonly bits: Uint32Array;
	readonly present: Uint32Array | null;
	readonly itemWords: number;
}

const transposes = new WeakMap<ScoreMatrix, Transposed>();

/**
 * Transposes the 32 x 32 bit block `a` in place: bit c of a[r] goes to bit r of a[c]. The
 * recursive block swap of H. S. Warren, "Hacker's Delight" (2nd ed. 2013), section 7-3, written
 * for bit 0 as the first column.
 */
export function transpose32(a: Int32Array | Uint32Array): void {
	let m = 0x0000ffff;
	for (let j = 16; j !== 0; j >>>= 1, m ^= m << j) {
		for (let k = 0; k < 32; k = (k + j + 1) & ~j) {
			const t = ((a[k] >>> j) ^ a[k + j]) & m;
			a[k] ^= t << j;
			a[k + j] ^= t;
		}
	}
}

/** Item-major packed words (nItems rows of W words) to model-major (nModels rows). */
export function transposeBits(
	src: Uint32Array,
	nItems: number,
	wordsPerItem: number,
	nModels: number
): { bits: Uint32Array; itemWords: number } {
	const IW = Math.ceil(nItems / 32);
	const out = new Uint32Array(nModels * IW);
	const block = new Int32Array(32);
	for (let ib = 0; ib < IW; ib++) {
		const i0 = ib * 32;
		const rows = Math.min(32, nItems - i0);
		for (let w = 0; w < wordsPerItem; w++) {
			for (let r = 0; r < rows; r++) block[r] = src[(i0 + r) * wordsPerItem + w];
			for (let r = rows; r < 32; r++) block[r] = 0;
			transpose32(block);
			const end = Math.min(32, nModels - w * 32);
			for (let b = 0; b < end; b++) out[(w * 32 + b) * IW + ib] = block[b];
		}
	}
	return { bits: out, itemWords: IW };
}

function transposedOf(matrix: ScoreMatrix): Transposed {
	let t = transposes.get(matrix);
	if (!t) {
		const { nItems, wordsPerItem: W, nModels } = matrix;
		const bits = transposeBits(matrix.bits!, nItems, W, nModels);
		const present = matrix.present ? transposeBits(matrix.present, nItems, W, nModels).bits : null;
		t = { bits: bits.bits, present, itemWords: bits.itemWords };
		transposes.set(matrix, t);
	}
	return t;
}

/**
 * The model-major bits of a 0/1 matrix without missing cells (built once, see `columnReader`):
 * model m's items are bits [m * itemWords * 32, ...) of `bits`, item i at bit i % 32 of word
 * m * itemWords + floor(i / 32), the unused high bits of the last word 0. `null` for continuous
 * matrices, matrices with missing cells, and fewer than `TRANSPOSE_MIN_MODELS` models.
 */
export function completeBitColumns(
	matrix: ScoreMatrix
): { readonly bits: Uint32Array; readonly itemWords: number } | null {
	if (!matrix.bits || matrix.present || matrix.nModels < TRANSPOSE_MIN_MODELS) return null;
	return transposedOf(matrix);
}

export function columnReader(matrix: ScoreMatrix): ColumnReader {
	if (!matrix.bits || matrix.nModels < TRANSPOSE_MIN_MODELS) {
		return (m, out) => modelColumn(matrix, m, out);
	}
	const { bits, present, itemWords: IW } = transposedOf(matrix);
	const nItems = matrix.nItems;
	return (m, out = new Float64Array(nItems)) => {
		const base = m * IW;
		for (let i = 0; i < nItems; i++) {
			const k = base + (i >>> 5);
			const s = i & 31;
			out[i] = present && ((present[k] >>> s) & 1) === 0 ? Number.NaN : (bits[k] >>> s) & 1;
		}
		return out;
	};
}
