/**
 * The fast paths' last step: each draw's scores become min ranks and Kendall's tau-b against the
 * reference, with the integer ranking kernel (`count-rank.ts`) instead of comparison sorts.
 *
 * - Integer counts over one positive total (0/1 data, integer weights, no missing cell): score
 *   order is count order and ties are exact, so the counts rank as they are.
 * - Any other scores (missing cells, real weights, continuous data): the distinct scores are
 *   sorted once (`Float64Array.prototype.sort`, no comparator) and each model's score is replaced
 *   by its position among them (NaN lowest, as `minRanks` and `kendallTauB` order NaN), which has
 *   the same order and the same ties; those integer keys rank as counts.
 *
 * Ranks and tau-b depend only on the order and the ties of the scores, so both give exactly
 * `minRanks(scores)` and `kendallTauB(reference.scores, scores)` (property tests in
 * tests/unit/kernels).
 */
import { kendallScratch, kendallTauB, type KendallScratch } from '../kendall.ts';
import { minRanks } from '../rank.ts';
import type { ChunkResult } from '../run.ts';
import {
	countRankScratch,
	rankCounts,
	tauFromCounts,
	type CountRankScratch
} from './count-rank.ts';
import { rankingFor, type Ranking } from './counters.ts';

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
		const keys = this.#keys;
		for (let m = 0; m < M; m++) {
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
		this.#rank(k, keys, 0, distinct);
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
export function countScores(
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
