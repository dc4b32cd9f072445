/**
 * The fast paths' last step: each draw's scores become min ranks and Kendall's tau-b against the
 * reference, with the integer ranking kernel (`count-rank.ts`) instead of comparison sorts.
 *
 * - Integer counts over one positive total (0/1 data, integer weights, no missing cell): score
 *   order is count order and ties are exact, so the counts rank as they are.
 * - Any other scores (missing cells, real weights, continuous data): the distinct scores are
 *   sorted once (`Float64Array.prototype.sort`, no comparator) and each model's score is replaced
 *   by its position among them (found by binary search, or for 256 models and more through a
 *   hash table of the distinct scores), NaN lowest as `minRanks` and `kendallTauB` order NaN:
 *   the same order and the same ties; those integer keys rank as counts.
 *
 * Ranks and tau-b depend only on the order and the ties of the scores, so both give exactly
 * `minRanks(scores)` and `kendallTauB(reference.scores, scores)` (property tests in
 * tests/unit/core/kernels).
 */
import { kendallScratch, kendallTauB, type KendallScratch } from '../kendall.ts';
import { minRanks } from '../rank.ts';
import {
	countRankScratch,
	rankCounts,
	tauFromCounts,
	type CountRankScratch
} from './count-rank.ts';
import { rankingFor, type Ranking } from './counters.ts';
import type { ChunkResult } from '../run-types.ts';

/** From this many models on, a model's position among the distinct scores is hashed. */
const HASH_FROM = 256;

interface HashScratch {
	readonly f64: Float64Array;
	readonly u32: Uint32Array;
	/** Open addressing: the bits of each stored score (low, high) and its position + 1 (0 = empty). */
	readonly slots: Uint32Array;
	readonly pos: Int32Array;
	readonly mask: number;
}

function hashScratch(M: number): HashScratch {
	const f64 = new Float64Array(1);
	let size = 1;
	while (size < 2 * M) size *= 2;
	return {
		f64,
		u32: new Uint32Array(f64.buffer),
		slots: new Uint32Array(2 * size),
		pos: new Int32Array(size),
		mask: size - 1
	};
}

export class DrawWriter {
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
	readonly #M: number;
	readonly #reference: { readonly scores: Float64Array };
	readonly #ranking: Ranking;
	readonly #keys: Int32Array;
	readonly #sorted: Float64Array;
	#scratch: CountRankScratch | null = null;
	#kScratch: KendallScratch | null = null;
	#hash: HashScratch | null = null;

	constructor(reference: { readonly scores: Float64Array }, count: number) {
		const M = reference.scores.length;
		this.#M = M;
		this.#reference = reference;
		this.#ranking = rankingFor(reference);
		this.scores = new Float64Array(count * M);
		this.ranks = new Int32Array(count * M);
		this.tau = new Float64Array(count);
		this.#keys = new Int32Array(M);
		this.#sorted = new Float64Array(M);
	}

	/** Draw k's scores (write them, then call `fromScores`). */
	row(k: number): Float64Array {
		return this.scores.subarray(k * this.#M, (k + 1) * this.#M);
	}

	/** Draw k from integer counts `counts[offset + m]` over one total: score = count / total. */
	fromCounts(k: number, counts: Int32Array, offset: number, total: number): void {
		const M = this.#M;
		const s = this.row(k);
		countScores(counts, offset, M, total, s);
		if (total > 0 && total < 2 ** 31) this.#rank(k, counts, offset, total);
		else this.fromScores(k);
	}

	/** Draw k from integer numerators and denominators: score = num / den (NaN for den 0). */
	fromFractions(k: number, num: ArrayLike<number>, den: ArrayLike<number>, offset: number): void {
		const s = this.row(k);
		for (let m = 0; m < this.#M; m++) {
			const d = den[offset + m];
			s[m] = d > 0 ? num[offset + m] / d : Number.NaN;
		}
		this.fromScores(k);
	}

	/** Draw k from the scores already in `row(k)`. */
	fromScores(k: number): void {
		const M = this.#M;
		const s = this.row(k);
		const sorted = this.#sorted;
		sorted.set(s);
		sorted.sort(); // ascending, NaN last
		let distinct = 0;
		for (let p = 0; p < M; p++) {
			const v = sorted[p];
			if (v !== v) break;
			if (distinct === 0 || v !== sorted[distinct - 1]) sorted[distinct++] = v;
		}
		if (distinct === 0) {
			// every score NaN: all tied
			this.#plain(k);
			return;
		}
		if (M >= HASH_FROM) this.#hashKeys(s, distinct);
		else this.#searchKeys(s, distinct);
		this.#rank(k, this.#keys, 0, distinct);
	}

	/** Each model's key (position among the sorted distinct scores + 1; NaN 0) by binary search. */
	#searchKeys(s: Float64Array, distinct: number): void {
		const sorted = this.#sorted;
		const keys = this.#keys;
		for (let m = 0; m < this.#M; m++) {
			const v = s[m];
			if (v !== v) {
				keys[m] = 0;
				continue;
			}
			let lo = 0;
			let hi = distinct - 1;
			while (lo < hi) {
				const mid = (lo + hi) >>> 1;
				if (sorted[mid] < v) lo = mid + 1;
				else hi = mid;
			}
			keys[m] = lo + 1;
		}
	}

	/**
	 * The same keys through a hash table of the distinct scores' bits (open addressing, linear
	 * probing; -0 stored and looked up as +0): O(1) per model instead of a binary search.
	 */
	#hashKeys(s: Float64Array, distinct: number): void {
		const h = (this.#hash ??= hashScratch(this.#M));
		const { f64, u32, slots, pos, mask } = h;
		const sorted = this.#sorted;
		pos.fill(0);
		for (let p = 0; p < distinct; p++) {
			f64[0] = sorted[p] === 0 ? 0 : sorted[p];
			const lo = u32[0];
			const hi = u32[1];
			let at = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) >>> 0;
			for (;;) {
				at &= mask;
				if (pos[at] === 0) {
					slots[2 * at] = lo;
					slots[2 * at + 1] = hi;
					pos[at] = p + 1;
					break;
				}
				at++;
			}
		}
		const keys = this.#keys;
		for (let m = 0; m < this.#M; m++) {
			const v = s[m];
			if (v !== v) {
				keys[m] = 0;
				continue;
			}
			f64[0] = v === 0 ? 0 : v;
			const lo = u32[0];
			const hi = u32[1];
			let at = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) >>> 0;
			for (;;) {
				at &= mask;
				if (slots[2 * at] === lo && slots[2 * at + 1] === hi && pos[at] !== 0) break;
				at++;
			}
			keys[m] = pos[at];
		}
	}

	/**
	 * Draw k from `row(k)` where only `members` take part (a model-set change): the others get
	 * score NaN and rank 0, the members min ranks among themselves, and tau-b is over the members.
	 */
	fromMembers(k: number, members: ArrayLike<number>): void {
		this.tau[k] = memberRanksAndTau(
			this.#reference.scores,
			this.row(k),
			members,
			this.ranks.subarray(k * this.#M, (k + 1) * this.#M)
		);
	}

	result(start: number, replicationTau: Float64Array | null = null): ChunkResult {
		const count = this.tau.length;
		return {
			start,
			count,
			scores: this.scores,
			ranks: this.ranks,
			tau: this.tau,
			replicationTau
		};
	}

	#rank(k: number, counts: Int32Array, offset: number, total: number): void {
		const { ranker, tau } = this.#ranking;
		const M = this.#M;
		if (ranker) this.tau[k] = ranker.rank(counts, offset, total, this.ranks, k * M);
		else {
			this.#scratch ??= countRankScratch(M);
			rankCounts(counts, offset, M, this.ranks, k * M, this.#scratch);
			this.tau[k] = tauFromCounts(tau, this.#scratch);
		}
	}

	#plain(k: number): void {
		const M = this.#M;
		const s = this.row(k);
		minRanks(s, this.ranks.subarray(k * M, (k + 1) * M));
		this.#kScratch ??= kendallScratch(M);
		this.tau[k] = kendallTauB(this.#reference.scores, s, this.#kScratch);
	}
}

/**
 * Scores over one common total: `s[m] = counts[offset + m] / total` (NaN for a zero total, as
 * `weightedScores` gives). A function of its own, so the engine optimises it early.
 */
function countScores(
	counts: Int32Array,
	offset: number,
	n: number,
	total: number,
	s: Float64Array
): void {
	for (let m = 0; m < n; m++) s[m] = total > 0 ? counts[offset + m] / total : Number.NaN;
}

/**
 * For a draw in which only `members` take part: sets `scores[m]` to NaN and `ranks[m]` to 0 for
 * the others, min ranks among the members into `ranks`, and returns tau-b between the reference
 * and the draw over the members.
 */
export function memberRanksAndTau(
	reference: ArrayLike<number>,
	scores: Float64Array,
	members: ArrayLike<number>,
	ranks: Int32Array
): number {
	const x: number[] = [];
	const y: number[] = [];
	const index: number[] = [];
	for (let m = 0; m < members.length; m++) {
		if (members[m]) {
			x.push(reference[m]);
			y.push(scores[m]);
			index.push(m);
		} else {
			scores[m] = Number.NaN;
			ranks[m] = 0;
		}
	}
	const r = minRanks(y);
	for (let j = 0; j < index.length; j++) ranks[index[j]] = r[j];
	return kendallTauB(x, y);
}
