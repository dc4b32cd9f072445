/**
 * Pairwise votes, as columns: one entry per vote (a battle in Chatbot Arena's words) that the
 * file gave without a problem, in file order. A vote names two models, sides a and b, and an
 * outcome: a won, b won, a tie, or a tie in which both answers were bad (Arena's
 * `tie (bothbad)`, the preference datasets' `both_bad`). Every later step reads votes through
 * their counts per (pair, outcome) (`aggregate.ts`): the order of the votes never matters.
 */

/** Outcome codes of `Votes.outcome`. */
export const A_WINS = 0;
export const B_WINS = 1;
export const TIE = 2;
export const BOTH_BAD = 3;
export type Outcome = typeof A_WINS | typeof B_WINS | typeof TIE | typeof BOTH_BAD;

/**
 * A column the file gave beside the votes (judge, language, category, anony…), kept as
 * categories: `codes[v]` is vote v's index into `levels`, -1 when the cell was empty.
 */
export interface VoteColumn {
	readonly name: string;
	readonly levels: readonly string[];
	readonly codes: Int32Array;
}

export interface Votes {
	/** Model names in the order they first appear. */
	readonly models: readonly string[];
	/** Side a's and side b's model (index into `models`) of each vote; never the same model. */
	readonly a: Int32Array;
	readonly b: Int32Array;
	/** `A_WINS`, `B_WINS`, `TIE` or `BOTH_BAD`. */
	readonly outcome: Uint8Array;
	/**
	 * Each vote's record in the file, 0-based in file order (a JSON array's index, a CSV's data
	 * row below the header): rows the file gave with a problem leave gaps.
	 */
	readonly row: Int32Array;
	/** Seconds since 1970-01-01T00:00Z (`tstamp`), NaN where missing; null when no vote has one. */
	readonly time: Float64Array | null;
	readonly columns: readonly VoteColumn[];
}

/** The number of votes. */
export function voteCount(votes: Votes): number {
	return votes.a.length;
}

/** The column called `name`, or null. */
export function voteColumn(votes: Votes, name: string): VoteColumn | null {
	return votes.columns.find((c) => c.name === name) ?? null;
}

/**
 * The votes for which `keep[v]` is non-zero, in the same order (rows, times and columns follow;
 * the model list stays whole, so a model may be left without votes).
 */
export function selectVotes(votes: Votes, keep: ArrayLike<number>): Votes {
	const idx: number[] = [];
	for (let v = 0; v < votes.a.length; v++) if (keep[v]) idx.push(v);
	return votesAt(votes, idx);
}

/**
 * The votes at the indices `idx`, in that order (an index may repeat: a vote counted twice);
 * rows, times and columns follow, the model list stays whole.
 */
export function votesAt(votes: Votes, idx: ArrayLike<number>): Votes {
	const pick = <T extends Int32Array | Uint8Array | Float64Array>(x: T, out: T): T => {
		for (let k = 0; k < idx.length; k++) out[k] = x[idx[k]];
		return out;
	};
	const n = idx.length;
	return {
		models: votes.models,
		a: pick(votes.a, new Int32Array(n)),
		b: pick(votes.b, new Int32Array(n)),
		outcome: pick(votes.outcome, new Uint8Array(n)),
		row: pick(votes.row, new Int32Array(n)),
		time: votes.time ? pick(votes.time, new Float64Array(n)) : null,
		columns: votes.columns.map((c) => ({ ...c, codes: pick(c.codes, new Int32Array(n)) }))
	};
}
