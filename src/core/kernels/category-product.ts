/**
 * Scores of category-weight draws on the collapsed counts, in WebAssembly (`category-wat.ts`):
 * for a batch of draws with category weights v (D x G), `sum_g v[d, g] * n[m, g]` for every model
 * and draw, summed in the order `categoryScores` sums (g ascending, multiply then add), so the
 * results are bit for bit those of `categoryScores`. A draw costs O(models x categories).
 */
import { CATEGORY_LANES } from './category-wat.ts';
import { CATEGORY_WASM } from './category-wasm.ts';
import { instantiate, type WasmMemory } from './wasm.ts';

type ProductFn = (n: number, M: number, G: number, vt: number, Dpad: number, out: number) => void;

/** Draws scored per kernel call. */
export const PRODUCT_BATCH = 32;

export class CategoryProduct {
	readonly nModels: number;
	readonly nGroups: number;
	readonly #product: ProductFn;
	readonly #f64: Float64Array;
	readonly #n: number;
	readonly #vt: number;
	readonly #out: number;

	private constructor(
		instance: { exports: Record<string, unknown> },
		values: Float64Array,
		M: number,
		G: number
	) {
		this.nModels = M;
		this.nGroups = G;
		const e = instance.exports;
		this.#product = e.product as ProductFn;
		const align = (x: number) => Math.ceil(x / 64) * 64;
		this.#n = 64;
		this.#vt = align(this.#n + 8 * M * G);
		this.#out = align(this.#vt + 8 * G * PRODUCT_BATCH);
		const top = align(this.#out + 8 * M * PRODUCT_BATCH);
		const memory = e.memory as WasmMemory;
		const have = memory.buffer.byteLength;
		if (top > have) memory.grow(Math.ceil((top - have) / 65536));
		this.#f64 = new Float64Array(memory.buffer);
		this.#f64.set(values, this.#n >>> 3);
	}

	/**
	 * A product over `values` (`values[m * G + g]`, model-major as `CategoryCounts`), or null when
	 * WebAssembly is unavailable here or the counts do not fit in one memory.
	 */
	static create(values: Float64Array, M: number, G: number): CategoryProduct | null {
		if (M < 1 || G < 1 || 8 * (M * G + (M + G) * PRODUCT_BATCH) > 2 ** 31) return null;
		const instance = instantiate(CATEGORY_WASM);
		return instance ? new CategoryProduct(instance, values, M, G) : null;
	}

	/**
	 * `out[d * M + m] = sum_g weights[d * G + g] * values[m * G + g]` for draws d < D (at most
	 * `PRODUCT_BATCH`).
	 */
	products(weights: Float64Array, D: number, out: Float64Array): void {
		const M = this.nModels;
		const G = this.nGroups;
		if (D > PRODUCT_BATCH) throw new RangeError(`at most ${PRODUCT_BATCH} draws per call`);
		const Dpad = Math.ceil(D / CATEGORY_LANES) * CATEGORY_LANES;
		const f = this.#f64;
		const vt = this.#vt >>> 3;
		for (let g = 0; g < G; g++) {
			const row = vt + g * Dpad;
			for (let d = 0; d < D; d++) f[row + d] = weights[d * G + g];
			for (let d = D; d < Dpad; d++) f[row + d] = 0;
		}
		this.#product(this.#n, M, G, this.#vt, Dpad, this.#out);
		const o = this.#out >>> 3;
		for (let m = 0; m < M; m++) {
			const row = o + m * Dpad;
			for (let d = 0; d < D; d++) out[d * M + m] = f[row + d];
		}
	}
}

/** `out[d * M + m] = sum_g weights[d * G + g] * values[m * G + g]` for D draws. */
export type ProductOf = (weights: Float64Array, D: number, out: Float64Array) => void;

/** The same sums in JavaScript (where WebAssembly is unavailable), in the same order. */
function plainProduct(values: Float64Array, M: number, G: number): ProductOf {
	return (weights, D, out) => {
		for (let d = 0; d < D; d++) {
			for (let m = 0; m < M; m++) {
				let a = 0;
				const row = m * G;
				for (let g = 0; g < G; g++) {
					const v = weights[d * G + g];
					if (v !== 0) a += v * values[row + g];
				}
				out[d * M + m] = a;
			}
		}
	};
}

function productOf(values: Float64Array, M: number, G: number): ProductOf {
	const kernel = CategoryProduct.create(values, M, G);
	if (!kernel) return plainProduct(values, M, G);
	return (weights, D, out) => {
		for (let d0 = 0; d0 < D; d0 += PRODUCT_BATCH) {
			const nb = Math.min(PRODUCT_BATCH, D - d0);
			kernel.products(weights.subarray(d0 * G), nb, out.subarray(d0 * M));
		}
	};
}

interface Products {
	readonly num: ProductOf;
	readonly den: ProductOf | null;
}

const productsCache = new WeakMap<object, Products>();

/**
 * Batch scorers over collapsed counts (kept per counts object): the numerators' product and,
 * when `withDen` (cells are missing), the denominators'. Each gives, for every draw and model,
 * exactly the sum `categoryScores` forms.
 */
export function productsFor(
	counts: {
		readonly nModels: number;
		readonly nGroups: number;
		readonly num: Float64Array;
		readonly den: Float64Array;
	},
	withDen: boolean
): Products {
	let p = productsCache.get(counts);
	if (!p || (withDen && !p.den)) {
		const { nModels: M, nGroups: G } = counts;
		p = {
			num: p?.num ?? productOf(counts.num, M, G),
			den: withDen ? productOf(counts.den, M, G) : null
		};
		productsCache.set(counts, p);
	}
	return p;
}

/**
 * Scores of D category-weight draws (`weights[d * G + g]`) into `out[d * M + m]`: bit for bit
 * `categoryScores(counts, weights of draw d)`, by the WebAssembly product where it loads. For the
 * worst-case search, which scores many candidate weights on the same counts.
 */
export function categoryScoresBatch(
	counts: {
		readonly nModels: number;
		readonly nGroups: number;
		readonly num: Float64Array;
		readonly den: Float64Array;
	},
	weights: Float64Array,
	D: number,
	out: Float64Array
): Float64Array {
	const { nModels: M } = counts;
	const { num, den } = productsFor(counts, true);
	const b = new Float64Array(D * M);
	num(weights, D, out);
	den!(weights, D, b);
	for (let k = 0; k < D * M; k++) out[k] = b[k] > 0 ? out[k] / b[k] : Number.NaN;
	return out;
}
