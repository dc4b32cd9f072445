/**
 * Votes to counts per (pair, outcome), once: every fit, interval and perturbation afterwards
 * works on these counts (arena-rank's `PairDataset` aggregates unique rows the same way), so its
 * cost grows with the number of pairs that met, not with the number of votes.
 *
 * A pair is stored with its lower model index first (`pairA < pairB`); a vote with its sides the
 * other way round counts for the same pair with the outcome mirrored. A tie and a tie in which
 * both were bad are one outcome here: every tie rule (`TieRule`) treats them alike.
 */
import { A_WINS, B_WINS, type Votes } from './votes.ts';

/** Ties count as half a win for each side (`half`, the default) or are left out (`drop`). */
export type TieRule = 'half' | 'drop';

/** Vote counts (or weight sums) per pair of models and outcome. */
export interface PairCounts {
	readonly nModels: number;
	/** The pair's models (`pairA[p] < pairB[p]`). */
	readonly pairA: Int32Array;
	readonly pairB: Int32Array;
	/** Votes the lower-index model won, the higher-index model won, and ties. */
	readonly winA: Float64Array;
	readonly winB: Float64Array;
	readonly tie: Float64Array;
	/** With weighted votes: the sums of squared weights per cell (the sandwich needs them). */
	readonly squares: {
		readonly winA: Float64Array;
		readonly winB: Float64Array;
		readonly tie: Float64Array;
	} | null;
}

/** Outcome cells per pair: lower index won, higher index won, tie. */
export const CELLS_PER_PAIR = 3;

/** Finds a pair's index from its two models; a dense table up to 1,024 models, else a Map. */
interface PairLookup {
	get(lo: number, hi: number): number;
	set(lo: number, hi: number, p: number): void;
}

function pairLookup(K: number): PairLookup {
	if (K <= 1024) {
		const table = new Int32Array(K * K).fill(-1);
		return {
			get: (lo, hi) => table[lo * K + hi],
			set: (lo, hi, p) => void (table[lo * K + hi] = p)
		};
	}
	const map = new Map<number, number>();
	return {
		get: (lo, hi) => map.get(lo * K + hi) ?? -1,
		set: (lo, hi, p) => void map.set(lo * K + hi, p)
	};
}

/** The cell (pair * 3 + outcome) of one vote, given its pair's index. */
function cellOfVote(votes: Votes, v: number, p: number): number {
	const o = votes.outcome[v];
	const swapped = votes.a[v] > votes.b[v];
	const c = o === A_WINS ? (swapped ? 1 : 0) : o === B_WINS ? (swapped ? 0 : 1) : 2;
	return p * CELLS_PER_PAIR + c;
}

interface AggregateOptions {
	/** A weight per vote (default 1 each); 0 leaves a vote out. */
	readonly weights?: ArrayLike<number> | null;
}

/**
 * Counts per (pair, outcome) of `votes`, with each vote's cell (`pair * 3 + outcome`) in
 * `cells`. Pairs are listed in the order they first meet.
 */
export function aggregateVotes(
	votes: Votes,
	options: AggregateOptions = {}
): { counts: PairCounts; cells: Int32Array } {
	const K = votes.models.length;
	const n = votes.a.length;
	const lookup = pairLookup(K);
	const cells = new Int32Array(n);
	const lo: number[] = [];
	const hi: number[] = [];
	for (let v = 0; v < n; v++) {
		const a = votes.a[v];
		const b = votes.b[v];
		const x = a < b ? a : b;
		const y = a < b ? b : a;
		let p = lookup.get(x, y);
		if (p < 0) {
			p = lo.length;
			lookup.set(x, y, p);
			lo.push(x);
			hi.push(y);
		}
		cells[v] = cellOfVote(votes, v, p);
	}
	const P = lo.length;
	const sums = new Float64Array(P * CELLS_PER_PAIR);
	const weights = options.weights ?? null;
	const squares = weights ? new Float64Array(P * CELLS_PER_PAIR) : null;
	for (let v = 0; v < n; v++) {
		const w = weights ? weights[v] : 1;
		sums[cells[v]] += w;
		if (squares) squares[cells[v]] += w * w;
	}
	const split = (s: Float64Array) => {
		const out = [new Float64Array(P), new Float64Array(P), new Float64Array(P)] as const;
		for (let p = 0; p < P; p++) for (let c = 0; c < 3; c++) out[c][p] = s[p * CELLS_PER_PAIR + c];
		return out;
	};
	const [winA, winB, tie] = split(sums);
	const sq = squares ? split(squares) : null;
	return {
		counts: {
			nModels: K,
			pairA: Int32Array.from(lo),
			pairB: Int32Array.from(hi),
			winA,
			winB,
			tie,
			squares: sq ? { winA: sq[0], winB: sq[1], tie: sq[2] } : null
		},
		cells
	};
}

/** Counts from cell totals (`pair * 3 + outcome`), on the pairs of `like`. */
export function countsFromCells(like: PairCounts, cellTotals: ArrayLike<number>): PairCounts {
	const P = like.pairA.length;
	const winA = new Float64Array(P);
	const winB = new Float64Array(P);
	const tie = new Float64Array(P);
	for (let p = 0; p < P; p++) {
		winA[p] = cellTotals[p * CELLS_PER_PAIR];
		winB[p] = cellTotals[p * CELLS_PER_PAIR + 1];
		tie[p] = cellTotals[p * CELLS_PER_PAIR + 2];
	}
	return { ...like, winA, winB, tie, squares: null };
}

/** The cell totals (`pair * 3 + outcome`) of `counts`. */
export function cellTotals(counts: PairCounts): Float64Array {
	const P = counts.pairA.length;
	const out = new Float64Array(P * CELLS_PER_PAIR);
	for (let p = 0; p < P; p++) {
		out[p * CELLS_PER_PAIR] = counts.winA[p];
		out[p * CELLS_PER_PAIR + 1] = counts.winB[p];
		out[p * CELLS_PER_PAIR + 2] = counts.tie[p];
	}
	return out;
}

/** Pair p's votes (or weight) under a tie rule: with `drop`, its ties do not count. */
export function pairTotal(counts: PairCounts, p: number, rule: TieRule): number {
	return counts.winA[p] + counts.winB[p] + (rule === 'half' ? counts.tie[p] : 0);
}

/** The lower-index model's score on pair p: its wins, plus half the ties under `half`. */
export function pairScore(counts: PairCounts, p: number, rule: TieRule): number {
	return counts.winA[p] + (rule === 'half' ? counts.tie[p] / 2 : 0);
}

/** Per pair of `counts`, its index among the pairs of `models` (-1 when a model is outside). */
function localPairs(
	counts: PairCounts,
	models: readonly number[]
): { local: Int32Array; pairs: Int32Array } {
	const local = new Int32Array(counts.nModels).fill(-1);
	models.forEach((m, i) => (local[m] = i));
	const pairs = new Int32Array(counts.pairA.length).fill(-1);
	let k = 0;
	for (let p = 0; p < counts.pairA.length; p++) {
		if (local[counts.pairA[p]] >= 0 && local[counts.pairB[p]] >= 0) pairs[p] = k++;
	}
	return { local, pairs };
}

/**
 * The counts among `models` only (ascending model indices), re-indexed 0..k-1 in that order;
 * pairs with a model outside are left out.
 */
export function restrictCounts(counts: PairCounts, models: readonly number[]): PairCounts {
	const { local, pairs } = localPairs(counts, models);
	const keep: number[] = [];
	pairs.forEach((k, p) => k >= 0 && keep.push(p));
	const pick = (x: Float64Array) => Float64Array.from(keep, (p) => x[p]);
	const sq = counts.squares;
	return {
		nModels: models.length,
		pairA: Int32Array.from(keep, (p) => local[counts.pairA[p]]),
		pairB: Int32Array.from(keep, (p) => local[counts.pairB[p]]),
		winA: pick(counts.winA),
		winB: pick(counts.winB),
		tie: pick(counts.tie),
		squares: sq ? { winA: pick(sq.winA), winB: pick(sq.winB), tie: pick(sq.tie) } : null
	};
}

/**
 * Each vote's cell among `restrictCounts(counts, models)` (-1 for a vote with a model outside),
 * from every vote's cell in `counts` (`aggregateVotes`).
 */
export function localCells(
	counts: PairCounts,
	models: readonly number[],
	cells: Int32Array
): Int32Array {
	const { pairs } = localPairs(counts, models);
	return cells.map((c) => {
		const k = pairs[Math.floor(c / CELLS_PER_PAIR)];
		return k >= 0 ? k * CELLS_PER_PAIR + (c % CELLS_PER_PAIR) : -1;
	});
}

/** Per cell (`nCells` of them), the file rows of its votes in file order. */
export function cellRowsOf(local: Int32Array, rows: Int32Array, nCells: number): number[][] {
	const out: number[][] = Array.from({ length: nCells }, () => []);
	const order = [...rows.keys()].sort((x, y) => rows[x] - rows[y]);
	for (const v of order) if (local[v] >= 0) out[local[v]].push(rows[v]);
	return out;
}

/** Each model's votes (or weight) under a tie rule: the sum of its pairs' totals. */
export function modelVotes(counts: PairCounts, rule: TieRule): Float64Array {
	const out = new Float64Array(counts.nModels);
	for (let p = 0; p < counts.pairA.length; p++) {
		const n = pairTotal(counts, p, rule);
		out[counts.pairA[p]] += n;
		out[counts.pairB[p]] += n;
	}
	return out;
}
