/**
 * Exact per-model counts of a weighted 0/1 matrix: count[m] = sum_i w_i x_im for non-negative
 * integer weights w (bootstrap multiplicities, subsample 0/1 masks), computed by the WebAssembly
 * kernel of `bitcount-wat.ts`.
 *
 * How a draw becomes kernel work (the items-major "bit-plane" scheme): a weight w_i is split into
 * its binary digits, and item i is listed in plane b when bit b of w_i is set; the kernel counts
 * each plane's rows with carry-save adders into bit-sliced counters and adds plane b's counter,
 * shifted by b, to the draw's total. So count[m] = sum_b 2^b * (rows of plane b with bit m set),
 * with no multiplication and no popcount. Counts are integers, hence identical whatever the
 * order of the work or the number of workers.
 *
 * Cache blocking: the matrix is stored in blocks of up to four 128-model columns (one 64-byte
 * cache line per row), and each block is cut into tiles of items. A batch of draws is counted
 * block by block and tile by tile, every draw of the batch on the same tile, so a tile is read
 * from memory once per batch and from cache by the other draws. Each (draw, plane) keeps its
 * own counter state across tiles.
 */
import { ACC_BYTES, COLUMN_BYTES, COLUMN_MODELS, STATE_BYTES } from './bitcount-layout.ts';
import { BITCOUNT_WASM } from './bitcount-wasm.ts';
import { instantiate, type WasmMemory } from './wasm.ts';

type HsFn = (list: number, groups: number, base: number, state: number, done: number) => void;
type FlushFn = (state: number, ncols: number, groups: number) => void;
type AccumulateFn = (
	state: number,
	acc: number,
	ncols: number,
	shift: number,
	planes: number
) => void;
type ExtractFn = (acc: number, ncols: number, planes: number, out: number) => void;
type ListsFn = (
	w: number,
	n: number,
	tile: number,
	l0: number,
	l1: number,
	high: number,
	seg: number,
	pad: number,
	res: number
) => void;

const PAGE = 65536;
/** Widest block, in columns: 4 x 16 bytes, one cache line per row. */
const BLOCK_COLUMNS = 4;
/** Most planes a weight can have (weights are below 2^31). */
const MAX_PLANES = 31;

/** Number of binary digits of a non-negative integer below 2^32 (0 for 0). */
export function bitLength(x: number): number {
	return 32 - Math.clz32(x);
}

/** Throws unless every weight is a non-negative integer. */
function checkWeights(w: ArrayLike<number>, n: number): void {
	for (let i = 0; i < n; i++) {
		const c = w[i];
		if (!(c >= 0 && c === Math.floor(c))) {
			throw new RangeError(`BitCounter: weight ${c} of item ${i} is not a non-negative integer`);
		}
	}
}

interface Block {
	/** First column and number of columns (1, 2 or 4). */
	readonly col0: number;
	readonly ncols: number;
	/** Byte address of row 0; row n (one past the last item) is all zero. */
	readonly base: number;
}

export interface BitCounterOptions {
	/** Target bytes of a tile (rows of one block); default 256 KiB, well inside a 1 MiB L2. */
	readonly tileBytes?: number;
}

/** Blocks of 4 columns, then the rest as 2 and 1, so every row width is a power of two. */
function splitColumns(columns: number): Array<{ col0: number; ncols: number }> {
	const out: Array<{ col0: number; ncols: number }> = [];
	let c = 0;
	for (const width of [4, 2, 1]) {
		while (columns - c >= width) {
			out.push({ col0: c, ncols: width });
			c += width;
		}
	}
	return out;
}

export class BitCounter {
	readonly nItems: number;
	readonly nModels: number;
	/** 128-model columns. */
	readonly columns: number;
	/** Items per tile. */
	readonly tileItems: number;
	readonly tiles: number;

	readonly #memory: WasmMemory;
	/** The kernel for blocks of 1, 2 and 4 columns. */
	readonly #hs: Readonly<Record<number, HsFn>>;
	readonly #flush: FlushFn;
	readonly #accumulate: AccumulateFn;
	readonly #extract: ExtractFn;
	readonly #touch: (from: number, to: number) => number;
	readonly #blocks: readonly Block[];
	readonly #out: number;
	/** Start of the per-batch region: scratch, lists, states, accumulators. */
	readonly #batch: number;
	readonly #lists8: ListsFn;
	readonly #lists32: ListsFn;
	#u32: Uint32Array;
	#i32: Int32Array;
	/** Batches counted so far (every other one runs backwards). */
	#batches = 0;

	private constructor(
		instance: { exports: Record<string, unknown> },
		bits: Uint32Array,
		nItems: number,
		nModels: number,
		wordsPerItem: number,
		options: BitCounterOptions
	) {
		this.nItems = nItems;
		this.nModels = nModels;
		this.columns = Math.max(1, Math.ceil(nModels / COLUMN_MODELS));
		const e = instance.exports;
		this.#memory = e.memory as WasmMemory;
		this.#hs = { 1: e.hs1 as HsFn, 2: e.hs2 as HsFn, 4: e.hs4 as HsFn };
		this.#flush = e.flush as FlushFn;
		this.#accumulate = e.accumulate as AccumulateFn;
		this.#extract = e.extract as ExtractFn;
		this.#touch = e.touch as (from: number, to: number) => number;
		this.#lists8 = e.lists8 as ListsFn;
		this.#lists32 = e.lists32 as ListsFn;

		const align = (x: number) => Math.ceil(x / 64) * 64;
		let top = 64;
		const blocks: Block[] = [];
		for (const { col0, ncols } of splitColumns(this.columns)) {
			const rowBytes = ncols * COLUMN_BYTES;
			blocks.push({ col0, ncols, base: top });
			top = align(top + (nItems + 1) * rowBytes);
		}
		this.#blocks = blocks;
		const tileBytes = options.tileBytes ?? 256 << 10;
		this.tileItems = Math.max(
			1024,
			Math.min(nItems, Math.floor(tileBytes / (BLOCK_COLUMNS * COLUMN_BYTES)))
		);
		this.tiles = Math.max(1, Math.ceil(nItems / this.tileItems));
		this.#out = top;
		top += this.columns * COLUMN_MODELS * 4;
		this.#batch = align(top);
		this.#u32 = new Uint32Array(0);
		this.#i32 = new Int32Array(0);
		this.#ensure(this.#batch);

		// Copy the matrix into the blocks: row i of block k holds words [4 col0, 4 (col0 + ncols)).
		const mem = this.#u32;
		for (const b of blocks) {
			const w0 = b.col0 * 4;
			const w1 = Math.min(wordsPerItem, (b.col0 + b.ncols) * 4);
			if (w1 <= w0) continue;
			const rowWords = b.ncols * 4;
			let dst = b.base >>> 2;
			for (let i = 0; i < nItems; i++, dst += rowWords) {
				const src = i * wordsPerItem;
				mem.set(bits.subarray(src + w0, src + w1), dst);
			}
		}
	}

	/**
	 * A counter over a packed bit matrix (`bits[i * wordsPerItem + w]`, bit b = model 32w + b), or
	 * `null` when WebAssembly is unavailable here or the matrix is empty.
	 */
	static create(
		bits: Uint32Array,
		nItems: number,
		nModels: number,
		wordsPerItem: number,
		options: BitCounterOptions = {}
	): BitCounter | null {
		// lists hold item * 64 as 32-bit words
		if (nItems < 1 || nModels < 1 || nItems >= 2 ** 26) return null;
		const instance = instantiate(BITCOUNT_WASM);
		if (!instance) return null;
		return new BitCounter(instance, bits, nItems, nModels, wordsPerItem, options);
	}

	/** Bytes of WebAssembly memory this counter holds. */
	get memoryBytes(): number {
		return this.#memory.buffer.byteLength;
	}

	#ensure(bytes: number): void {
		const have = this.#memory.buffer.byteLength;
		if (bytes > have) this.#memory.grow(Math.ceil((bytes - have) / PAGE));
		if (this.#u32.buffer !== this.#memory.buffer) {
			this.#u32 = new Uint32Array(this.#memory.buffer);
			this.#i32 = new Int32Array(this.#memory.buffer);
		}
	}

	/**
	 * Counts for each draw: `out[d * nModels + m] = sum_i draws[d][i] * x_im`, and each draw's
	 * total weight in `totals[d]` when given. Weights must be non-negative integers whose sum is
	 * below 2^31 (checked).
	 */
	countBatch(draws: readonly ArrayLike<number>[], out: Int32Array, totals?: Float64Array): void {
		const n = this.nItems;
		const M = this.nModels;
		const D = draws.length;
		const T = this.tiles;
		const tileItems = this.tileItems;
		const cap = n + 16 * T; // words per (draw, plane) list
		const S = T + 1; // segment bounds per list

		const planes = new Int32Array(D);
		const totalBits = new Int32Array(D);
		const seg = new Int32Array(D * MAX_PLANES * S); // byte address where tile t starts
		const groupsOf = new Int32Array(D * MAX_PLANES);
		// Region: one draw's weights, its high items, results, tile bounds; then the lists of
		// planes 0 and 1 of every draw; then the (rare) lists of planes 2 and up.
		const wBuf = this.#batch;
		const highBuf = wBuf + 4 * n;
		const res = highBuf + 4 * n;
		const segBuf = res + 32;
		const listBase = segBuf + 8 * S;
		let top = listBase + 4 * 2 * D * cap;
		this.#ensure(top);
		for (let d = 0; d < D; d++) {
			const w = draws[d];
			let lists = this.#lists32;
			if (w instanceof Uint8Array) {
				new Uint8Array(this.#memory.buffer, wBuf, n).set(w);
				lists = this.#lists8;
			} else {
				if (!(w instanceof Uint16Array || w instanceof Uint32Array)) checkWeights(w, n);
				this.#u32.set(w, wBuf >>> 2);
			}
			const l0 = listBase + 4 * 2 * d * cap;
			const l1 = l0 + 4 * cap;
			lists(wBuf, n, tileItems, l0, l1, highBuf, segBuf, n * 64, res);
			const mem = this.#u32;
			const id0 = d * MAX_PLANES;
			const id1 = id0 + 1;
			for (let t = 0; t <= T; t++) {
				seg[id0 * S + t] = mem[(segBuf >>> 2) + t];
				seg[id1 * S + t] = mem[(segBuf >>> 2) + S + t];
			}
			const r = res >>> 2;
			const total = mem[r + 4] + mem[r + 5] * 2 ** 32;
			if (!(total < 2 ** 31)) throw new RangeError('BitCounter: weights sum to 2^31 or more');
			totalBits[d] = bitLength(total);
			if (totals) totals[d] = total;
			groupsOf[id0] = (mem[r] - l0) >>> 6;
			groupsOf[id1] = (mem[r + 1] - l1) >>> 6;
			// Planes 2 and up, from the items whose weight is 4 or more (in item order).
			const nHigh = mem[r + 2];
			const high = highBuf >>> 2;
			let maxHigh = 0;
			for (let j = 0; j < nHigh; j++) maxHigh = Math.max(maxHigh, w[mem[high + j]]);
			const P = Math.max(bitLength(maxHigh), groupsOf[id1] ? 2 : groupsOf[id0] ? 1 : 0);
			planes[d] = P;
			for (let b = 2; b < P; b++) {
				const id = d * MAX_PLANES + b;
				const start = top >>> 2;
				this.#ensure(4 * (start + nHigh + 16 * T));
				const m2 = this.#u32;
				let k = start;
				let j = 0;
				for (let t = 0; t < T; t++) {
					seg[id * S + t] = 4 * k;
					const end = Math.min(n, (t + 1) * tileItems);
					for (; j < nHigh && m2[high + j] < end; j++) {
						const i = m2[high + j];
						m2[k] = i * 64;
						k += (w[i] >>> b) & 1;
					}
					while (((k - start) & 15) !== 0) m2[k++] = n * 64;
				}
				seg[id * S + T] = 4 * k;
				groupsOf[id] = (k - start) >>> 4;
				top = 4 * k;
			}
		}

		// States (one per draw and plane, for the widest block) and accumulators (per draw).
		const stateBytes = BLOCK_COLUMNS * STATE_BYTES;
		const accBytes = this.columns * ACC_BYTES;
		const stateOf = new Int32Array(D * MAX_PLANES);
		top = Math.ceil(top / 64) * 64;
		const statesStart = top;
		for (let d = 0; d < D; d++) {
			for (let b = 0; b < planes[d]; b++) {
				stateOf[d * MAX_PLANES + b] = top;
				top += stateBytes;
			}
		}
		const accBase = top;
		top += D * accBytes;
		this.#ensure(top);
		this.#u32.fill(0, statesStart >>> 2, top >>> 2);

		// Kernel: block by block, tile by tile, every (draw, plane) of the batch. Every other batch
		// goes backwards, so that it starts on the blocks the previous batch left in cache.
		const done = new Int32Array(D * MAX_PLANES); // groups counted so far per (draw, plane)
		const B = this.#blocks.length;
		const backwards = (this.#batches++ & 1) === 1;
		for (let kb = 0; kb < B; kb++) {
			const blk = this.#blocks[backwards ? B - 1 - kb : kb];
			const hs = this.#hs[blk.ncols];
			const rowBytes = blk.ncols * COLUMN_BYTES;
			done.fill(0);
			for (let kt = 0; kt < T; kt++) {
				const t = backwards ? T - 1 - kt : kt;
				// one dense sequential pass first: the sparse passes then find the tile in cache
				const from = blk.base + t * tileItems * rowBytes;
				this.#touch(from, from + Math.min(tileItems, n - t * tileItems) * rowBytes);
				for (let d = 0; d < D; d++) {
					for (let b = 0; b < planes[d]; b++) {
						const id = d * MAX_PLANES + b;
						const s0 = seg[id * S + t];
						const groups = (seg[id * S + t + 1] - s0) >>> 6;
						if (groups === 0) continue;
						hs(s0, groups, blk.base, stateOf[id], done[id]);
						done[id] += groups;
					}
				}
			}
			for (let d = 0; d < D; d++) {
				const acc = accBase + d * accBytes + blk.col0 * ACC_BYTES;
				for (let b = 0; b < planes[d]; b++) {
					const id = d * MAX_PLANES + b;
					const groups = groupsOf[id];
					if (groups === 0) continue;
					this.#flush(stateOf[id], blk.ncols, groups);
					this.#accumulate(stateOf[id], acc, blk.ncols, b, bitLength(groups * 16));
				}
			}
		}
		const i32 = this.#i32;
		const outWord = this.#out >>> 2;
		for (let d = 0; d < D; d++) {
			this.#extract(accBase + d * accBytes, this.columns, totalBits[d], this.#out);
			out.set(i32.subarray(outWord, outWord + M), d * M);
		}
	}
}
