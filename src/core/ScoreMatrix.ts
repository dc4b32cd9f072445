/**
 * The one matrix abstraction of the app: items x models, 0/1 correctness or a continuous score,
 * packed for speed.
 *
 * Layout (items-major, so that a draw — a list of items with multiplicities — touches whole rows):
 * - binary:     `bits[i * wordsPerItem + w]` bit `b` is 1 when model `32w + b` got item `i` right.
 * - continuous: `values[i * nModels + m]`, `NaN` when missing.
 * - `present`:  same layout as `bits`; bit set when the cell is not missing. `null` when no cell is
 *               missing (the common case), so kernels can skip the denominator work.
 * - `trials`:   optional, how many attempts each cell is the mean of (see `trials.ts`).
 *
 * Matrices are plain data (typed arrays + arrays of strings) so they survive structured clone
 * (postMessage to workers, IndexedDB) unchanged.
 */
export type ValueType = 'binary' | 'continuous';

/** How many trials each cell is the mean of (see `trials.ts`). */
export interface TrialCounts {
	/** The k of every present cell, or 0 when cells differ (then `perCell` holds them). */
	readonly uniform: number;
	/** k per cell, `perCell[i * nModels + m]`; 0 = missing or unknown. Null when uniform. */
	readonly perCell: Uint32Array | null;
}

export interface ScoreMatrix {
	readonly nItems: number;
	readonly nModels: number;
	readonly models: readonly string[];
	readonly itemIds: readonly string[];
	/** Per-item metadata columns (`meta:<field>` in the wide CSV), each `nItems` long. */
	readonly meta: Readonly<Record<string, readonly string[]>>;
	readonly valueType: ValueType;
	readonly wordsPerItem: number;
	readonly bits: Uint32Array | null;
	readonly values: Float64Array | null;
	readonly present: Uint32Array | null;
	readonly missingCells: number;
	/**
	 * How many trials each cell is the mean of (`trials.ts`); absent or null when unknown (every
	 * matrix imported before trials were kept reads as unknown).
	 */
	readonly trials?: TrialCounts | null;
}

export function wordsFor(nModels: number): number {
	return (nModels + 31) >>> 5;
}

/**
 * The one bit-packer: writes one item's cells (`NaN` = missing) into the packed layout at word
 * `at` (= item x wordsPerItem): bit m of `bits` when the cell is 1, of `present` when it is not
 * missing. Either array may be null (continuous values keep no bits; a matrix with no missing
 * cell keeps no mask). The words must be zero. Returns the number of missing cells.
 */
export function packRow(
	cells: ArrayLike<number>,
	nModels: number,
	bits: Uint32Array | null,
	present: Uint32Array | null,
	at: number
): number {
	let missing = 0;
	// A word at a time: 32 cells gathered in registers, each word written once.
	for (let base = 0, w = at; base < nModels; base += 32, w++) {
		const end = Math.min(32, nModels - base);
		let p = 0;
		let b = 0;
		for (let j = 0; j < end; j++) {
			const v = cells[base + j];
			if (v !== v) {
				missing++;
				continue;
			}
			p |= 1 << j;
			// Without a branch: 0/1 scores are as likely as each other.
			b |= +(v === 1) << j;
		}
		if (present) present[w] |= p;
		if (bits) bits[w] |= b;
	}
	return missing;
}

/** The inverse of `packRow` for 0/1 rows: the cells of the item at word `at` (`NaN` = missing). */
export function unpackRow(
	bits: Uint32Array,
	present: Uint32Array | null,
	at: number,
	nModels: number,
	out: Float64Array
): void {
	for (let m = 0; m < nModels; m++) {
		const w = at + (m >>> 5);
		const k = m & 31;
		out[m] = present && !((present[w] >>> k) & 1) ? Number.NaN : (bits[w] >>> k) & 1;
	}
}

export interface MatrixParts {
	models: readonly string[];
	itemIds: readonly string[];
	meta?: Record<string, readonly string[]>;
	/** Row-major cells, `cells[i * nModels + m]`; `NaN` = missing. */
	cells: ArrayLike<number>;
}

/**
 * Packs dense cells into a ScoreMatrix (tests, samples and small importers). The value type is
 * binary when every present cell is exactly 0 or 1, continuous otherwise.
 */
export function packMatrix(parts: MatrixParts): ScoreMatrix {
	const M = parts.models.length;
	const n = parts.itemIds.length;
	const cells = parts.cells;
	if (cells.length !== n * M) {
		throw new RangeError(`cells has ${cells.length} entries, expected ${n * M}`);
	}
	let missing = 0;
	let binary = true;
	for (let k = 0; k < cells.length; k++) {
		const v = cells[k];
		if (v !== v) missing++;
		else if (v !== 0 && v !== 1) binary = false;
	}
	const W = wordsFor(M);
	const bits = binary ? new Uint32Array(n * W) : null;
	const present = missing > 0 ? new Uint32Array(n * W) : null;
	const values = binary ? null : Float64Array.from(cells);
	const row = new Float64Array(M);
	for (let i = 0; i < n; i++) {
		for (let m = 0; m < M; m++) row[m] = cells[i * M + m];
		packRow(row, M, bits, present, i * W);
	}
	const fields = Object.keys(parts.meta ?? {});
	return {
		nItems: n,
		nModels: M,
		models: [...parts.models],
		itemIds: [...parts.itemIds],
		// fromEntries defines own properties, so a field named "__proto__" stays a plain field.
		meta: Object.fromEntries(
			fields.map((f) => [f, Array.from({ length: n }, (_, i) => parts.meta![f][i] ?? '')])
		),
		valueType: binary ? 'binary' : 'continuous',
		wordsPerItem: W,
		bits,
		values,
		present,
		missingCells: missing
	};
}

/** Whether cell (item, model) is present (not missing). */
export function isPresent(matrix: ScoreMatrix, item: number, model: number): boolean {
	if (!matrix.present) return true;
	return ((matrix.present[item * matrix.wordsPerItem + (model >>> 5)] >>> (model & 31)) & 1) === 1;
}

/** The value of cell (item, model), or `null` when missing. */
export function cellValue(matrix: ScoreMatrix, item: number, model: number): number | null {
	if (!isPresent(matrix, item, model)) return null;
	if (matrix.bits) {
		return (matrix.bits[item * matrix.wordsPerItem + (model >>> 5)] >>> (model & 31)) & 1;
	}
	return matrix.values![item * matrix.nModels + model];
}

/**
 * Whether every present value lies in [0, 1]: such scores are shown as percentages and score
 * differences as percentage points.
 */
export function isUnitScale(matrix: ScoreMatrix): boolean {
	if (matrix.bits) return true;
	const v = matrix.values!;
	for (let k = 0; k < v.length; k++) {
		const x = v[k];
		if (x < 0 || x > 1) return false;
	}
	return true;
}
