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
 * Patterns: planes 0 and 1 (odd weights; weights 2-3 mod 4) are dense, so they are counted in
 * groups of `groupBits` planes (of several draws) at once. Each item gets its pattern in the
 * group (bit j set when plane j lists it) and is listed once, in the list of its pattern; the
 * count of a pattern's list is then added to every plane of the pattern. A subsample at
 * fraction 1/2 lists each item in 1/2 of the single-plane lists but in 15/16 of the 4-plane
 * pattern lists: 0.23 rows per item and draw instead of 0.5. Planes 2 and up (weights of 4 and
 * more, rare) keep a list each.
 *
 * Cache blocking: the matrix is stored in blocks of up to four 128-model columns (one 64-byte
 * cache line per row), and each block is cut into tiles of items. A batch of draws is counted
 * block by block and tile by tile, every list of the batch on the same tile, so a tile is read
 * from memory once per batch and from cache by the other lists. Each list keeps its own counter
 * state across tiles.
 */
import { ACC_BYTES, COLUMN_BYTES, COLUMN_MODELS, STATE_BYTES } from './bitcount-layout.ts';
import { BITCOUNT_WASM } from './bitcount-wasm.ts';
import { instantiate, type WasmMemory } from './wasm.ts';

type TileFn = (jobs: number, n: number, t: number, base: number, from: number, to: number) => void;
type FlushFn = (state: number, ncols: number, groups: number) => void;
type AccumulateFn = (
	state: number,
	acc: number,
	ncols: number,
	shift: number,
	planes: number,
	clear: number
) => void;
type ExtractFn = (acc: number, ncols: number, planes: number, out: number) => void;
type CopyFn = (
	src: number,
	srcStride: number,
	dst: number,
	dstStride: number,
	bytes: number,
	rows: number
) => void;
type NarrowFn = (src: number, n: number, dst: number) => void;
type PrepFn = (w: number, n: number, high: number, res: number) => void;
type PatternFn = (desc: number, k: number, n: number, pat: number) => void;
type ScatterFn = (
	pat: number,
	n: number,
	k: number,
	tile: number,
	lists: number,
	seg: number,
	stride: number,
	pad: number,
	up: number,
	cur: number
) => void;

const PAGE = 65536;
/** Widest block, in columns: 4 x 16 bytes, one cache line per row. */
const BLOCK_COLUMNS = 4;

/** Number of binary digits of a non-negative integer below 2^32 (0 for 0). */
export function bitLength(x: number): number {
	return 32 - Math.clz32(x);
}

/** Throws unless every weight is a non-negative integer below 2^31 (so a 32-bit word holds it). */
function checkWeights(w: ArrayLike<number>, n: number): void {
	for (let i = 0; i < n; i++) {
		const c = w[i];
		if (!(c >= 0 && c < 2 ** 31 && c === Math.floor(c))) {
			throw new RangeError(
				`BitCounter: weight ${c} of item ${i} is not a non-negative integer below 2^31`
			);
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

interface BitCounterOptions {
	/** Target bytes of a tile (rows of one block); default 256 KiB, well inside a 1 MiB L2. */
	readonly tileBytes?: number;
	/**
	 * Draw planes grouped by pattern (1-8): each item is listed once per group of this many
	 * planes, in the list of its pattern. Default: `defaultGroupBits(nItems)`.
	 */
	readonly groupBits?: number;
}

/**
 * Planes per pattern group by default: 4 (16 lists per group; 5 and 6 were no faster at XL, 8
 * slower), 2 for a few thousand items or fewer, where each list's fixed costs outweigh the rows
 * saved.
 */
function defaultGroupBits(nItems: number): number {
	return nItems < 4096 ? 2 : 4;
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
	/** Planes counted together by pattern (see `BitCounterOptions.groupBits`). */
	readonly groupBits: number;

	readonly #memory: WasmMemory;
	/** A whole tile of every list, for blocks of 1, 2 and 4 columns. */
	readonly #tile: Readonly<Record<number, TileFn>>;
	readonly #flush: FlushFn;
	readonly #accumulate: AccumulateFn;
	readonly #extract: ExtractFn;
	readonly #blocks: readonly Block[];
	readonly #out: number;
	/** Start of the per-batch region: scratch, lists, states, accumulators. */
	readonly #batch: number;
	readonly #narrow: NarrowFn;
	readonly #prep: PrepFn;
	readonly #pattern: PatternFn;
	readonly #scatter: ScatterFn;
	#u8: Uint8Array;
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
		this.#tile = { 1: e.tile1 as TileFn, 2: e.tile2 as TileFn, 4: e.tile4 as TileFn };
		this.#flush = e.flush as FlushFn;
		this.#accumulate = e.accumulate as AccumulateFn;
		this.#extract = e.extract as ExtractFn;
		this.#narrow = e.narrow as NarrowFn;
		this.#prep = e.prep as PrepFn;
		this.#pattern = e.pattern as PatternFn;
		this.#scatter = e.scatter as ScatterFn;
		this.groupBits = Math.max(1, Math.min(8, options.groupBits ?? defaultGroupBits(nItems)));

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
		this.#u8 = new Uint8Array(0);
		this.#u32 = new Uint32Array(0);
		this.#i32 = new Int32Array(0);
		this.#ensure(this.#batch);

		// Copy the matrix into the blocks (row i of a block: words [4 col0, 4 (col0 + ncols)) of
		// item i), a slab of items at a time through the batch region: one bulk copy in, then the
		// kernel spreads the rows over the blocks.
		const copy = e.copy as CopyFn;
		const rowBytes = 4 * wordsPerItem;
		const slab = Math.max(1, Math.floor((1 << 20) / rowBytes));
		this.#ensure(this.#batch + slab * rowBytes);
		for (let i0 = 0; i0 < nItems; i0 += slab) {
			const rows = Math.min(slab, nItems - i0);
			this.#u32.set(
				bits.subarray(i0 * wordsPerItem, (i0 + rows) * wordsPerItem),
				this.#batch >>> 2
			);
			for (const b of blocks) {
				const bytes = Math.min(rowBytes - b.col0 * COLUMN_BYTES, b.ncols * COLUMN_BYTES);
				if (bytes <= 0) continue;
				const blockRow = b.ncols * COLUMN_BYTES;
				const from = this.#batch + b.col0 * COLUMN_BYTES;
				copy(from, rowBytes, b.base + i0 * blockRow, blockRow, bytes, rows);
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

	/** Grows the memory to at least `bytes` (only this class grows it, so the views stay valid). */
	#ensure(bytes: number): void {
		if (bytes <= this.#u8.length) return;
		const have = this.#memory.buffer.byteLength;
		if (bytes > have) this.#memory.grow(Math.ceil((bytes - have) / PAGE));
		const buffer = this.#memory.buffer;
		this.#u8 = new Uint8Array(buffer);
		this.#u32 = new Uint32Array(buffer);
		this.#i32 = new Int32Array(buffer);
	}

	/**
	 * Counts for each draw: `out[d * nModels + m] = sum_i draws[d][i] * x_im`, and each draw's
	 * total weight in `totals[d]` when given. Weights must be non-negative integers whose sum is
	 * below 2^31 (checked).
	 */
	countBatch(draws: readonly ArrayLike<number>[], out: Int32Array, totals?: Float64Array): void {
		this.countDraws(draws.length, (d) => draws[d], out, totals);
	}

	/**
	 * `countBatch` on `D` draws given one at a time: `weightsOf(d)` is called once per draw, in
	 * order, and its weights are copied before the next call, so it may reuse one buffer.
	 */
	countDraws(
		D: number,
		weightsOf: (d: number) => ArrayLike<number>,
		out: Int32Array,
		totals?: Float64Array
	): void {
		const n = this.nItems;
		const M = this.nModels;
		const T = this.tiles;
		const tileItems = this.tileItems;
		const S = T + 1; // segment bounds per list
		const n16 = Math.ceil(n / 16) * 16;
		const backwards = (this.#batches++ & 1) === 1;
		const align = (x: number) => Math.ceil(x / 64) * 64;

		// Region: weights of one draw (as i32), each draw's weights as bytes, the high items of one
		// draw, results; then lists, segment bounds, states and accumulators as they come.
		const wBuf = this.#batch;
		const bytes = wBuf + 4 * n16;
		const highBuf = align(bytes + D * n16);
		const res = highBuf + 4 * n16;
		let top = align(res + 64);
		this.#ensure(top);

		const jobs = new JobList();
		// the draws whose plane 0 (weight odd) and plane 1 lists any item: dense planes, grouped by
		// pattern below (plane 0 of several draws together, then plane 1: denser groups)
		const dense: [number[], number[]] = [[], []];
		const totalBits = new Int32Array(D);
		for (let d = 0; d < D; d++) {
			const w = weightsOf(d);
			const at = bytes + d * n16;
			const wide = !(w instanceof Uint8Array);
			if (!wide) {
				this.#u8.set(w, at);
				this.#u8.fill(0, at + n, at + n16);
			} else {
				if (!(w instanceof Uint16Array || w instanceof Uint32Array)) checkWeights(w, n);
				this.#u32.set(w, wBuf >>> 2);
				this.#u32.fill(0, (wBuf >>> 2) + n, (wBuf >>> 2) + n16);
				this.#narrow(wBuf, n16, at);
			}
			this.#prep(at, n16, highBuf, res);
			const mem = this.#u32;
			const r = res >>> 2;
			const or = mem[r];
			const nHigh = mem[r + 1];
			let total = mem[r + 2] + mem[r + 3] * 2 ** 32;
			// Planes 2 and up, from the items whose weight is 4 or more (in item order).
			const high = highBuf >>> 2;
			let maxHigh = 0;
			if (wide) {
				// bytes were saturated at 255: restore each large weight's low bits and the total
				for (let j = 0; j < nHigh; j++) {
					const i = mem[high + j];
					const c = w[i];
					if (c > 255) {
						total += c - 255;
						this.#u8[at + i] = 252 | (c & 3);
					}
				}
			}
			if (!(total < 2 ** 31)) throw new RangeError('BitCounter: weights sum to 2^31 or more');
			totalBits[d] = bitLength(total);
			if (totals) totals[d] = total;
			for (let j = 0; j < nHigh; j++) maxHigh = Math.max(maxHigh, w[mem[high + j]]);
			if (or & 1) dense[0].push(d);
			if (or & 2) dense[1].push(d);
			for (let b = 2; b < bitLength(maxHigh); b++) {
				// a sparse plane: its own list, padded per tile
				const segAt = top;
				const start = align(segAt + 4 * S) >>> 2;
				this.#ensure(4 * (start + nHigh + 16 * T));
				const m2 = this.#u32;
				let k = start;
				let j = 0;
				for (let t = 0; t < T; t++) {
					m2[(segAt >>> 2) + t] = 4 * k;
					const end = Math.min(n, (t + 1) * tileItems);
					for (; j < nHigh && m2[high + j] < end; j++) {
						const i = m2[high + j];
						m2[k] = i * 64;
						k += (w[i] >>> b) & 1;
					}
					while (((k - start) & 15) !== 0) m2[k++] = n * 64;
				}
				m2[(segAt >>> 2) + T] = 4 * k;
				if (k > start)
					jobs
						.add(segAt, (k - start) >>> 4)
						.target(d, b)
						.end();
				top = align(4 * k);
			}
		}

		// Dense planes in groups of up to `groupBits`: one list per pattern of the group (which of
		// its planes list the item), so an item is listed once per group, not once per plane.
		const planeDraw = [...dense[0], ...dense[1]];
		const planeBit = planeDraw.map((_, j) => (j < dense[0].length ? 0 : 1));
		const G = this.groupBits;
		const desc = top;
		const cur = desc + 48 * G;
		const pat = align(cur + 16 * (1 << G));
		top = align(pat + n16);
		for (let g0 = 0; g0 < planeDraw.length; g0 += G) {
			const k = Math.min(G, planeDraw.length - g0);
			const P = 1 << k;
			const segAt = top;
			const lists = align(segAt + 4 * P * S);
			top = align(lists + 4 * (n + 16 * P));
			this.#ensure(top);
			const mem = this.#u32;
			const u8 = this.#u8;
			for (let j = 0; j < k; j++) {
				mem[(desc >>> 2) + 12 * j] = bytes + planeDraw[g0 + j] * n16;
				u8.fill(1 << planeBit[g0 + j], desc + 48 * j + 16, desc + 48 * j + 32);
				u8.fill(1 << j, desc + 48 * j + 32, desc + 48 * j + 48);
			}
			this.#pattern(desc, k, n16, pat);
			this.#scatter(pat, n, k, tileItems, lists, segAt, S, n * 64, backwards ? 1 : 0, cur);
			const m2 = this.#u32;
			for (let p = 1; p < P; p++) {
				const seg = (segAt >>> 2) + p * S;
				const groups = (m2[seg + T] - m2[seg]) >>> 6;
				if (groups === 0) continue;
				jobs.add(segAt + 4 * p * S, groups);
				for (let j = 0; j < k; j++) {
					if ((p >>> j) & 1) jobs.target(planeDraw[g0 + j], planeBit[g0 + j]);
				}
				jobs.end();
			}
		}

		// States (one per list, for the widest block), the lists' table for the kernel, and the
		// accumulators (per draw).
		const J = jobs.length;
		const stateBytes = this.#blocks[0].ncols * STATE_BYTES; // the widest block's columns
		const accBytes = this.columns * ACC_BYTES;
		const statesStart = top;
		const jobTable = statesStart + J * stateBytes;
		const accBase = jobTable + 16 * J;
		top = accBase + D * accBytes;
		this.#ensure(top);
		const mem = this.#u32;
		mem.fill(0, statesStart >>> 2, top >>> 2);
		const planesOf = new Int32Array(J);
		for (let j = 0; j < J; j++) {
			mem[(jobTable >>> 2) + 4 * j] = jobs.seg[j];
			mem[(jobTable >>> 2) + 4 * j + 1] = statesStart + j * stateBytes;
			planesOf[j] = bitLength(jobs.groups[j] * 16);
		}

		// Tiles that some list has rows in (sparse batches, such as one category's items per
		// draw, leave most tiles empty: those are not streamed at all).
		const used = new Uint8Array(T);
		for (let j = 0; j < J; j++) {
			const seg = jobs.seg[j] >>> 2;
			for (let t = 0; t < T; t++) if (mem[seg + t + 1] > mem[seg + t]) used[t] = 1;
		}

		// Kernel: block by block, tile by tile, every list of the batch. Every other batch goes
		// backwards, so that it starts on the blocks the previous batch left in cache.
		const B = this.#blocks.length;
		for (let kb = 0; kb < B; kb++) {
			const blk = this.#blocks[backwards ? B - 1 - kb : kb];
			const tileFn = this.#tile[blk.ncols];
			const rowBytes = blk.ncols * COLUMN_BYTES;
			for (let j = 0; j < J; j++) this.#u32[(jobTable >>> 2) + 4 * j + 2] = 0;
			for (let kt = 0; kt < T; kt++) {
				const t = backwards ? T - 1 - kt : kt;
				if (!used[t]) continue;
				// a dense sequential pass over the tile first (the hardware prefetchers follow it),
				// then every list's segment finds its rows in cache
				const from = blk.base + t * tileItems * rowBytes;
				const to = from + Math.min(tileItems, n - t * tileItems) * rowBytes;
				tileFn(jobTable, J, t, blk.base, from, to);
			}
			for (let j = 0; j < J; j++) {
				const state = statesStart + j * stateBytes;
				this.#flush(state, blk.ncols, jobs.groups[j]);
				const t1 = jobs.targetEnd[j];
				for (let q = j > 0 ? jobs.targetEnd[j - 1] : 0; q < t1; q++) {
					const acc = accBase + jobs.draw[q] * accBytes + blk.col0 * ACC_BYTES;
					this.#accumulate(state, acc, blk.ncols, jobs.bit[q], planesOf[j], q === t1 - 1 ? 1 : 0);
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

/**
 * The lists of a batch: where each list's segment bounds are, its length in groups of 16, and
 * the (draw, plane) pairs it counts for (`add`, then `target` for each pair, then `end`).
 */
class JobList {
	readonly seg: number[] = [];
	readonly groups: number[] = [];
	/** End of each list's targets in `draw` and `bit` (each starts where the previous ends). */
	readonly targetEnd: number[] = [];
	readonly draw: number[] = [];
	readonly bit: number[] = [];

	get length(): number {
		return this.seg.length;
	}

	add(seg: number, groups: number): this {
		this.seg.push(seg);
		this.groups.push(groups);
		return this;
	}

	target(draw: number, bit: number): this {
		this.draw.push(draw);
		this.bit.push(bit);
		return this;
	}

	end(): void {
		this.targetEnd.push(this.draw.length);
	}
}
