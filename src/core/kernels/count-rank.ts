/**
 * Ranks and Kendall's tau-b for a draw whose scores are integer counts over one common total
 * (0/1 matrix, no missing cells): score order = count order and ties are exact, so both can be
 * computed on integers, in linear-ish time, with results identical to `minRanks` and
 * `kendallTauB` on the scores (same tie groups, same integer pair counts, same final arithmetic).
 *
 * - Order: LSD radix sort (Knuth, TAOCP vol. 3, 5.2.5) on (max - count), which is stable, so
 *   ties keep column order as `rankingOrder` does.
 * - tau-b: discordant pairs counted with a Fenwick tree (Fenwick 1994, "A new data structure for
 *   cumulative frequency tables", Software: Practice and Experience 24(3)) over the draw's tie
 *   groups, taking the reference's tie groups in ascending order; pairs tied in both by counting
 *   reference groups within each draw tie group. Same formula as `kendall.ts` (scipy's variant b).
 *
 * `CountRanker` runs the same algorithms in WebAssembly (`rank-wat.ts`); the JavaScript functions
 * below are its fallback and its test oracle.
 */
import { bitLength } from './bitcount.ts';
import { RANK_WASM } from './rank-wasm.ts';
import { instantiate, type WasmMemory } from './wasm.ts';

/** The reference side of tau-b, fixed for a run. */
export interface TauReference {
	readonly n: number;
	/** Models by ascending reference score (NaN lowest), ties in column order. */
	readonly order: Int32Array;
	/** Start of each tie group in `order`, plus `n` at the end. */
	readonly groupStart: Int32Array;
	/** Tie group (0 = lowest score) of each model. */
	readonly group: Int32Array;
	/** Pairs tied in the reference, and all pairs. */
	readonly xtie: number;
	readonly tot: number;
}

function lowNaN(v: number): number {
	return v === v ? v : Number.NEGATIVE_INFINITY;
}

/** Tie groups of the reference scores, as `kendallTauB` sees them (NaN = -Infinity). */
export function tauReference(x: ArrayLike<number>): TauReference {
	const n = x.length;
	const idx = Array.from({ length: n }, (_, m) => m);
	idx.sort((a, b) => {
		const xa = lowNaN(x[a]);
		const xb = lowNaN(x[b]);
		return xa < xb ? -1 : xa > xb ? 1 : a - b;
	});
	const order = Int32Array.from(idx);
	const group = new Int32Array(n);
	const starts: number[] = [];
	let xtie = 0;
	for (let p = 0; p < n; p++) {
		if (p === 0 || lowNaN(x[order[p]]) !== lowNaN(x[order[p - 1]])) starts.push(p);
		group[order[p]] = starts.length - 1;
	}
	starts.push(n);
	for (let g = 0; g + 1 < starts.length; g++) {
		const run = starts[g + 1] - starts[g];
		xtie += (run * (run - 1)) / 2;
	}
	return {
		n,
		order,
		groupStart: Int32Array.from(starts),
		group,
		xtie,
		tot: (n * (n - 1)) / 2
	};
}

/** Reusable buffers for one model count. */
export interface CountRankScratch {
	/** Models best first after `rankCounts`. */
	readonly order: Int32Array;
	readonly tmp: Int32Array;
	readonly keys: Int32Array;
	readonly hist: Int32Array;
	/** Draw tie group of each model (0 = highest count). */
	readonly ygroup: Int32Array;
	readonly fenwick: Int32Array;
	readonly seen: Int32Array;
	/** Number of draw tie groups and pairs tied in the draw, set by `rankCounts`. */
	groups: number;
	ytie: number;
}

export function countRankScratch(n: number): CountRankScratch {
	return {
		order: new Int32Array(n),
		tmp: new Int32Array(n),
		keys: new Int32Array(n),
		hist: new Int32Array(256),
		ygroup: new Int32Array(n),
		fenwick: new Int32Array(n + 1),
		seen: new Int32Array(n),
		groups: 0,
		ytie: 0
	};
}

/**
 * Min-method ranks of `counts[offset .. offset + n)` (highest count = rank 1) into `ranks`,
 * identical to `minRanks` on counts / total for any positive total. Leaves the order, the tie
 * groups and the pairs tied in the draw in `scratch` for `tauFromCounts`.
 */
export function rankCounts(
	counts: Int32Array,
	offset: number,
	n: number,
	ranks: Int32Array,
	rankOffset: number,
	s: CountRankScratch
): void {
	const { keys, hist } = s;
	let order = s.order;
	let tmp = s.tmp;
	let max = 0;
	for (let m = 0; m < n; m++) if (counts[offset + m] > max) max = counts[offset + m];
	for (let m = 0; m < n; m++) {
		keys[m] = max - counts[offset + m];
		order[m] = m;
	}
	if (n <= 48) {
		// insertion sort: stable, cheapest for a few models
		for (let p = 1; p < n; p++) {
			const m = order[p];
			const k = keys[m];
			let q = p - 1;
			while (q >= 0 && keys[order[q]] > k) {
				order[q + 1] = order[q];
				q--;
			}
			order[q + 1] = m;
		}
	} else {
		for (let shift = 0; shift < 32 && (shift === 0 || max >>> shift !== 0); shift += 8) {
			hist.fill(0);
			for (let p = 0; p < n; p++) hist[(keys[order[p]] >>> shift) & 255]++;
			let sum = 0;
			for (let b = 0; b < 256; b++) {
				const c = hist[b];
				hist[b] = sum;
				sum += c;
			}
			for (let p = 0; p < n; p++) {
				const m = order[p];
				tmp[hist[(keys[m] >>> shift) & 255]++] = m;
			}
			const t = order;
			order = tmp;
			tmp = t;
		}
		if (order !== s.order) s.order.set(order);
	}
	const o = s.order;
	const ygroup = s.ygroup;
	let g = -1;
	let ytie = 0;
	let run = 0;
	let rank = 1;
	for (let p = 0; p < n; p++) {
		const m = o[p];
		if (p === 0 || keys[m] !== keys[o[p - 1]]) {
			ytie += (run * (run - 1)) / 2;
			run = 0;
			rank = p + 1;
			g++;
		}
		run++;
		ygroup[m] = g;
		ranks[rankOffset + m] = rank;
	}
	ytie += (run * (run - 1)) / 2;
	s.groups = g + 1;
	s.ytie = ytie;
}

/**
 * Kendall's tau-b between the reference and the draw last ranked by `rankCounts` into `s`;
 * identical to `kendallTauB(reference.scores, scores)`.
 */
export function tauFromCounts(ref: TauReference, s: CountRankScratch): number {
	const n = ref.n;
	if (n < 2) return Number.NaN;
	const { ygroup, fenwick, seen, order } = s;
	const G = s.groups;
	// Discordant pairs: x_i < x_j and y_i > y_j. Reference groups in ascending order; a model is
	// discordant with every earlier-group model in a higher draw group (smaller ygroup).
	fenwick.fill(0, 0, G + 1);
	let dis = 0;
	const rOrder = ref.order;
	const starts = ref.groupStart;
	for (let g = 0; g + 1 < starts.length; g++) {
		const a = starts[g];
		const b = starts[g + 1];
		for (let p = a; p < b; p++) {
			// models already inserted with ygroup < this one's
			let q = ygroup[rOrder[p]];
			let c = 0;
			while (q > 0) {
				c += fenwick[q];
				q -= q & -q;
			}
			dis += c;
		}
		for (let p = a; p < b; p++) {
			for (let q = ygroup[rOrder[p]] + 1; q <= G; q += q & -q) fenwick[q]++;
		}
	}
	// Pairs tied in both: within each draw tie group, pairs sharing a reference group.
	let ntie = 0;
	const xgroup = ref.group;
	for (let p = 0; p < n;) {
		let q = p;
		const g = ygroup[order[p]];
		while (q < n && ygroup[order[q]] === g) {
			ntie += seen[xgroup[order[q]]]++;
			q++;
		}
		for (let r = p; r < q; r++) seen[xgroup[order[r]]] = 0;
		p = q;
	}
	return tauB(ref, s.ytie, dis, ntie);
}

/** tau-b from the pair counts, with `kendallTauB`'s arithmetic. */
function tauB(ref: TauReference, ytie: number, dis: number, ntie: number): number {
	const { tot, xtie } = ref;
	if (ref.n < 2 || xtie === tot || ytie === tot) return Number.NaN;
	const conMinusDis = tot - xtie - ytie + ntie - 2 * dis;
	const tau = conMinusDis / Math.sqrt(tot - xtie) / Math.sqrt(tot - ytie);
	return Math.min(1, Math.max(-1, tau));
}

type RankFn = (
	n: number,
	kbits: number,
	counts: number,
	keys: number,
	order: number,
	tmp: number,
	hist: number,
	ranks: number,
	ygroup: number,
	res: number
) => number;
type PairsFn = (
	n: number,
	groups: number,
	order: number,
	ygroup: number,
	refOrder: number,
	refStarts: number,
	refGroups: number,
	refGroup: number,
	fenwick: number,
	seen: number,
	res: number
) => void;

/**
 * Ranks and tau-b of draws against one reference, in WebAssembly: `rankCounts` and
 * `tauFromCounts` in one call, with identical results.
 */
export class CountRanker {
	readonly #ref: TauReference;
	readonly #rank: RankFn;
	readonly #pairs: PairsFn;
	readonly #i32: Int32Array;
	readonly #f64: Float64Array;
	readonly #at: Record<
		| 'counts'
		| 'keys'
		| 'order'
		| 'tmp'
		| 'ranks'
		| 'ygroup'
		| 'hist'
		| 'refOrder'
		| 'refGroup'
		| 'refStarts'
		| 'fenwick'
		| 'seen'
		| 'res',
		number
	>;

	private constructor(instance: { exports: Record<string, unknown> }, ref: TauReference) {
		this.#ref = ref;
		const e = instance.exports;
		this.#rank = e.rank as RankFn;
		this.#pairs = e.pairs as PairsFn;
		const n = ref.n;
		const sizes = {
			counts: n,
			keys: n,
			order: n,
			tmp: n,
			ranks: n,
			ygroup: n,
			hist: 256,
			refOrder: n,
			refGroup: n,
			refStarts: ref.groupStart.length,
			fenwick: n + 1,
			seen: n,
			res: 6
		};
		let top = 64;
		const at = {} as Record<keyof typeof sizes, number>;
		for (const [name, words] of Object.entries(sizes) as Array<[keyof typeof sizes, number]>) {
			at[name] = top;
			top += Math.ceil((4 * words) / 16) * 16;
		}
		this.#at = at;
		const memory = e.memory as WasmMemory;
		const have = memory.buffer.byteLength;
		if (top > have) memory.grow(Math.ceil((top - have) / 65536));
		this.#i32 = new Int32Array(memory.buffer);
		this.#f64 = new Float64Array(memory.buffer);
		this.#i32.set(ref.order, at.refOrder >>> 2);
		this.#i32.set(ref.group, at.refGroup >>> 2);
		this.#i32.set(ref.groupStart, at.refStarts >>> 2);
	}

	/** A ranker for draws against `ref`, or `null` when WebAssembly is unavailable here. */
	static create(ref: TauReference): CountRanker | null {
		const instance = instantiate(RANK_WASM);
		return instance ? new CountRanker(instance, ref) : null;
	}

	/**
	 * Min ranks of `counts[offset .. offset + n)` into `ranks` from `rankOffset` (as `rankCounts`)
	 * and tau-b against the reference (as `tauFromCounts`). `total` bounds the counts.
	 */
	rank(
		counts: Int32Array,
		offset: number,
		total: number,
		ranks: Int32Array,
		rankOffset: number
	): number {
		const n = this.#ref.n;
		const at = this.#at;
		const i32 = this.#i32;
		i32.set(counts.subarray(offset, offset + n), at.counts >>> 2);
		const groups = this.#rank(
			n,
			bitLength(total),
			at.counts,
			at.keys,
			at.order,
			at.tmp,
			at.hist,
			at.ranks,
			at.ygroup,
			at.res
		);
		ranks.set(i32.subarray(at.ranks >>> 2, (at.ranks >>> 2) + n), rankOffset);
		this.#pairs(
			n,
			groups,
			at.order,
			at.ygroup,
			at.refOrder,
			at.refStarts,
			this.#ref.groupStart.length - 1,
			at.refGroup,
			at.fenwick,
			at.seen,
			at.res
		);
		const r = at.res >>> 3;
		return tauB(this.#ref, this.#f64[r], this.#f64[r + 1], this.#f64[r + 2]);
	}
}
