/**
 * Pivotal items: removing the item alone changes the leader, or the order of a pair of models at
 * least one of which is in the reference top k.
 *
 * "The order of a pair" is the sign of their score difference (`compareDesc`: a > b, a = b or
 * a < b, `NaN` lowest, as the rankings of the app), so a removal that breaks a tie, or makes two
 * models tie, changes it too. The top k are the first k models of the reference ranking
 * (`rankingOrder`: ties keep column order). A model that loses its only graded item has no score
 * (`NaN`) and ranks last, as in every ranking of the app.
 *
 * Checking one item costs O(models + k^2): pairs inside the top k are compared directly, as are
 * pairs of a top-k model with an outside model tied with it in the reference; every other outside
 * model is strictly below the whole top k, so its pairs change exactly when the best of them
 * (after the removal) reaches the worst of the top k.
 */
import { compareDesc } from '../../../core/rank.ts';
import type { ModelTotals } from './model-totals.ts';

/** What removing an item changes: 0 nothing, 1 the leader, 2 a top-k pair (not the leader). */
type PivotalKind = 0 | 1 | 2;

interface PivotalChange {
	readonly kind: PivotalKind;
	/** The pair whose order changed: `above` was ahead of (or tied with) `below`; -1 if none. */
	readonly above: number;
	readonly below: number;
}

const NONE: PivotalChange = { kind: 0, above: -1, below: -1 };

/** One group of models to watch: a head (leader, or top k) and the rest. */
interface Watch {
	readonly head: Int32Array;
	/** Outside models tied in the reference with a head model. */
	readonly tied: Int32Array;
	/** Outside models strictly below every head model. */
	readonly below: Int32Array;
}

function watch(totals: ModelTotals, k: number): Watch {
	const { scores, order } = totals;
	const head = Int32Array.from(order.slice(0, k));
	const tied: number[] = [];
	const below: number[] = [];
	for (const m of order.slice(k)) {
		if (head.some((h) => compareDesc(scores[h], scores[m]) === 0)) tied.push(m);
		else below.push(m);
	}
	return { head, tied: Int32Array.from(tied), below: Int32Array.from(below) };
}

/** Checks items against the reference ranking; reusable across items, no allocation per item. */
export class PivotalScanner {
	readonly #scores: Float64Array;
	readonly #leader: Watch;
	readonly #top: Watch | null;

	constructor(totals: ModelTotals, topK: number) {
		this.#scores = totals.scores;
		this.#leader = watch(totals, 1);
		this.#top = topK > 1 ? watch(totals, topK) : null;
	}

	/** `after[m]`: model m's score without the item. */
	check(after: ArrayLike<number>): PivotalChange {
		const lead = this.#changed(this.#leader, after);
		if (lead) return { kind: 1, above: lead[0], below: lead[1] };
		const top = this.#top ? this.#changed(this.#top, after) : null;
		if (top) return { kind: 2, above: top[0], below: top[1] };
		return NONE;
	}

	/** The first pair (reference-above first) whose order changed, or null. */
	#changed(w: Watch, after: ArrayLike<number>): [number, number] | null {
		const ref = this.#scores;
		const { head, tied, below } = w;
		for (let p = 0; p < head.length; p++) {
			const a = head[p];
			for (let q = p + 1; q < head.length; q++) {
				const b = head[q];
				if (compareDesc(ref[a], ref[b]) !== compareDesc(after[a], after[b])) return [a, b];
			}
			for (let q = 0; q < tied.length; q++) {
				const b = tied[q];
				if (compareDesc(ref[a], ref[b]) !== compareDesc(after[a], after[b])) return [a, b];
			}
		}
		if (below.length === 0) return null;
		let best = below[0];
		for (let q = 1; q < below.length; q++) {
			if (compareDesc(after[below[q]], after[best]) < 0) best = below[q];
		}
		let worst = head[0];
		for (let p = 1; p < head.length; p++) {
			if (compareDesc(after[head[p]], after[worst]) >= 0) worst = head[p];
		}
		// Reference: every head model strictly above `best`; changed when that no longer holds.
		return compareDesc(after[worst], after[best]) < 0 ? null : [worst, best];
	}
}
