/**
 * Builds a ScoreMatrix row by row without ever holding a dense float copy of binary data:
 * rows are bitpacked as they arrive, and only when the first non-0/1 value appears is the
 * matrix switched (once) to a float layout. Importers stream rows into it.
 */
import { wordsFor, type ScoreMatrix } from './ScoreMatrix.ts';

class GrowableU32 {
	data: Uint32Array;
	length = 0;
	constructor(capacity: number) {
		this.data = new Uint32Array(Math.max(16, capacity));
	}
	reserve(extra: number): void {
		const need = this.length + extra;
		if (need <= this.data.length) return;
		let cap = this.data.length;
		while (cap < need) cap *= 2;
		const next = new Uint32Array(cap);
		next.set(this.data.subarray(0, this.length));
		this.data = next;
	}
	view(): Uint32Array {
		return this.data.slice(0, this.length);
	}
}

class GrowableF64 {
	data: Float64Array;
	length = 0;
	constructor(capacity: number) {
		this.data = new Float64Array(Math.max(16, capacity));
	}
	reserve(extra: number): void {
		const need = this.length + extra;
		if (need <= this.data.length) return;
		let cap = this.data.length;
		while (cap < need) cap *= 2;
		const next = new Float64Array(cap);
		next.set(this.data.subarray(0, this.length));
		this.data = next;
	}
	view(): Float64Array {
		return this.data.slice(0, this.length);
	}
}

export class MatrixBuilder {
	readonly models: readonly string[];
	readonly metaFields: readonly string[];
	readonly #W: number;
	readonly #itemIds: string[] = [];
	readonly #meta: string[][];
	#bits: GrowableU32 | null;
	#values: GrowableF64 | null = null;
	readonly #present: GrowableU32;
	#missing = 0;

	constructor(models: readonly string[], metaFields: readonly string[] = [], expectedItems = 64) {
		this.models = [...models];
		this.metaFields = [...metaFields];
		this.#W = wordsFor(models.length);
		this.#meta = metaFields.map(() => []);
		this.#bits = new GrowableU32(expectedItems * this.#W);
		this.#present = new GrowableU32(expectedItems * this.#W);
	}

	get nItems(): number {
		return this.#itemIds.length;
	}

	get missingCells(): number {
		return this.#missing;
	}

	/**
	 * Adds one item. `cells[m]` is the model's value, `NaN` for missing; values must be finite
	 * otherwise (the importer validates them).
	 */
	addRow(itemId: string, cells: ArrayLike<number>, meta: readonly string[] = []): void {
		const M = this.models.length;
		const W = this.#W;
		if (this.#bits) {
			for (let m = 0; m < M; m++) {
				const v = cells[m];
				if (v === v && v !== 0 && v !== 1) {
					this.#switchToValues();
					break;
				}
			}
		}
		const i = this.#itemIds.length;
		this.#itemIds.push(itemId);
		for (let f = 0; f < this.#meta.length; f++) this.#meta[f].push(meta[f] ?? '');
		this.#present.reserve(W);
		const present = this.#present.data;
		const pRow = i * W;
		present.fill(0, pRow, pRow + W);
		this.#present.length += W;
		if (this.#bits) {
			this.#bits.reserve(W);
			const bits = this.#bits.data;
			bits.fill(0, pRow, pRow + W);
			this.#bits.length += W;
			for (let m = 0; m < M; m++) {
				const v = cells[m];
				if (v !== v) {
					this.#missing++;
					continue;
				}
				present[pRow + (m >>> 5)] |= 1 << (m & 31);
				if (v === 1) bits[pRow + (m >>> 5)] |= 1 << (m & 31);
			}
		} else {
			const values = this.#values!;
			values.reserve(M);
			const vRow = i * M;
			for (let m = 0; m < M; m++) {
				const v = cells[m];
				values.data[vRow + m] = v;
				if (v !== v) this.#missing++;
				else present[pRow + (m >>> 5)] |= 1 << (m & 31);
			}
			values.length += M;
		}
	}

	#switchToValues(): void {
		const M = this.models.length;
		const W = this.#W;
		const n = this.#itemIds.length;
		const values = new GrowableF64(Math.max(n, 64) * M * 2);
		const bits = this.#bits!.data;
		const present = this.#present.data;
		for (let i = 0; i < n; i++) {
			for (let m = 0; m < M; m++) {
				const word = i * W + (m >>> 5);
				const bit = 1 << (m & 31);
				values.data[i * M + m] = present[word] & bit ? (bits[word] & bit ? 1 : 0) : Number.NaN;
			}
		}
		values.length = n * M;
		this.#values = values;
		this.#bits = null;
	}

	build(): ScoreMatrix {
		// fromEntries defines own properties, so a field named "__proto__" stays a plain field.
		const meta: Record<string, readonly string[]> = Object.fromEntries(
			this.metaFields.map((f, k) => [f, this.#meta[k]])
		);
		return {
			nItems: this.#itemIds.length,
			nModels: this.models.length,
			models: this.models,
			itemIds: this.#itemIds,
			meta,
			valueType: this.#bits ? 'binary' : 'continuous',
			wordsPerItem: this.#W,
			bits: this.#bits ? this.#bits.view() : null,
			values: this.#values ? this.#values.view() : null,
			present: this.#missing > 0 ? this.#present.view() : null,
			missingCells: this.#missing
		};
	}
}
