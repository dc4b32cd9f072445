/**
 * Scores of category-weight draws on the collapsed counts, in WebAssembly (`category-wat.ts`):
 * for a batch of draws with category weights v (D x G), `sum_g v[d, g] * n[m, g]` for every model
 * and draw, summed in the order `categoryScores` sums (g ascending, multiply then add), so the
 * results are bit for bit those of `categoryScores`. A draw costs O(models x categories).
 */
import { CATEGORY_LANES, CATEGORY_LANES_I32 } from './category-wat.ts';
import { CATEGORY_WASM } from './category-wasm.ts';
import { instantiate, type WasmMemory } from './wasm.ts';

type ProductFn = (n: number, M: number, G: number, vt: number, Dpad: number, out: number) => void;

/** Draws scored per kernel call. */
export const PRODUCT_BATCH = 32;

class CategoryProduct {
	readonly nModels: number;
	readonly nGroups: number;
	/** Integer cells and weights (i32 lanes), or f64. */
	readonly integer: boolean;
	readonly #product: ProductFn;
	readonly #f64: Float64Array;
	readonly #i32: Int32Array;
	readonly #n: number;
	readonly #vt: number;
	readonly #out: number;

	private constructor(
		instance: { exports: Record<string, unknown> },
		values: Float64Array,
		M: number,
		G: number,
		integer: boolean
	) {
		this.nModels = M;
		this.nGroups = G;
		this.integer = integer;
		const e = instance.exports;
		this.#product = (integer ? e.producti : e.product) as ProductFn;
		const cell = integer ? 4 : 8;
		const align = (x: number) => Math.ceil(x / 64) * 64;
		this.#n = 64;
		this.#vt = align(this.#n + cell * M * G);
		this.#out = align(this.#vt + cell * G * PRODUCT_BATCH);
		const top = align(this.#out + cell * M * PRODUCT_BATCH);
		const memory = e.memory as WasmMemory;
		const have = memory.buffer.byteLength;
		if (top > have) memory.grow(Math.ceil((top - have) / 65536));
		this.#f64 = new Float64Array(memory.buffer);
		this.#i32 = new Int32Array(memory.buffer);
		if (integer) this.#i32.set(values, this.#n >>> 2);
		else this.#f64.set(values, this.#n >>> 3);
	}

	/**
	 * A product over `values` (`values[m * G + g]`, model-major as `CategoryCounts`), or null when
	 * WebAssembly is unavailable here or the counts do not fit in one memory. `integer`: the
	 * values are integers below 2^31 and will only be multiplied by integer weights whose sums
	 * stay below 2^31 (then the i32 kernel gives the f64 sums exactly, twice as fast).
	 */
	static create(
		values: Float64Array,
		M: number,
		G: number,
		integer = false
	): CategoryProduct | null {
		const cell = integer ? 4 : 8;
		if (M < 1 || G < 1 || cell * (M * G + (M + G) * PRODUCT_BATCH) > 2 ** 31) return null;
		const instance = instantiate(CATEGORY_WASM);
		return instance ? new CategoryProduct(instance, values, M, G, integer) : null;
	}

	/**
	 * `out[d * M + m] = sum_g weights[d * G + g] * values[m * G + g]` for draws d < D (at most
	 * `PRODUCT_BATCH`).
	 */
	products(weights: Float64Array, D: number, out: Float64Array): void {
		const M = this.nModels;
		const G = this.nGroups;
		if (D > PRODUCT_BATCH) throw new RangeError(`at most ${PRODUCT_BATCH} draws per call`);
		const lanes = this.integer ? CATEGORY_LANES_I32 : CATEGORY_LANES;
		const Dpad = Math.ceil(D / lanes) * lanes;
		const f = this.integer ? this.#i32 : this.#f64;
		const shift = this.integer ? 2 : 3;
		const vt = this.#vt >>> shift;
		for (let g = 0; g < G; g++) {
			const row = vt + g * Dpad;
			for (let d = 0; d < D; d++) f[row + d] = weights[d * G + g];
			for (let d = D; d < Dpad; d++) f[row + d] = 0;
		}
		this.#product(this.#n, M, G, this.#vt, Dpad, this.#out);
		const o = this.#out >>> shift;
		for (let m = 0; m < M; m++) {
			const row = o + m * Dpad;
			for (let d = 0; d < D; d++) out[d * M + m] = f[row + d];
		}
	}
}

/** `out[d * M + m] = sum_g weights[d * G + g] * values[m * G + g]` for D draws. */
type ProductOf = (weights: Float64Array, D: number, out: Float64Array) => void;

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

/** The product over `values`, its kernel built on first use (so unused variants cost nothing). */
function productOf(values: Float64Array, M: number, G: number, integer = false): ProductOf {
	let run: ProductOf | null = null;
	return (weights, D, out) => {
		if (!run) {
			const kernel = CategoryProduct.create(values, M, G, integer);
			run = kernel
				? (w, n, o) => {
						for (let d0 = 0; d0 < n; d0 += PRODUCT_BATCH) {
							const nb = Math.min(PRODUCT_BATCH, n - d0);
							kernel.products(w.subarray(d0 * G), nb, o.subarray(d0 * M));
						}
					}
				: plainProduct(values, M, G);
		}
		run(weights, D, out);
	};
}

interface Products {
	readonly num: ProductOf;
	readonly den: ProductOf | null;
	/**
	 * The numerators' product in i32 for integer counts (0/1 data): use it only with integer
	 * weights w >= 0 with max(w) x nItems < 2^31 (every sum exact); the same sums as `num`.
	 */
	readonly numInt: ProductOf | null;
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
	withDen: boolean,
	integer = false
): Products {
	let p = productsCache.get(counts);
	if (!p || (withDen && !p.den) || (integer && !p.numInt)) {
		const { nModels: M, nGroups: G } = counts;
		const intNum = integer && counts.num.every((x) => x >= 0 && x < 2 ** 31 && x === Math.floor(x));
		p = {
			// the integer product stands in for the f64 one where both are kept
			num: p?.num ?? productOf(counts.num, M, G),
			den: withDen ? (p?.den ?? productOf(counts.den, M, G)) : (p?.den ?? null),
			numInt: intNum ? (p?.numInt ?? productOf(counts.num, M, G, true)) : null
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
