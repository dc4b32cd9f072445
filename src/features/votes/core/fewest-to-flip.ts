/**
 * The fewest votes whose removal flips a pair of models (or the leader), found and verified.
 *
 * Upper bound, by influence (the approach of H. Huang, S. Shen, W. Wei & T. Broderick 2025,
 * "Dropping Just a Handful of Preferences Can Change Top Large Language Model Rankings",
 * arXiv:2508.11847; code JennyHuang19/IsRankingRobust): the one-step Newton approximation of
 * what removing one vote does to the rating gap d = theta_i - theta_j,
 *
 *     delta d ~ (p_ab - y) (v_a - v_b) / (1 - w_ab r_ab),   v = H^-1 (e_i - e_j),
 *
 * (Sherman-Morrison: H^-1 of the data without the vote; w = p (1 - p), r_ab = (e_a - e_b)^T H^-1
 * (e_a - e_b)), votes ranked by it, and the smallest number k of the most negative ones whose
 * removal flips the pair found by refits (`refitGroup`, exact): an exponential then a binary
 * search from the k the approximation predicts. Then, as a second try, the same with the
 * influences recomputed at each refit (removing a batch of half the predicted votes at a time);
 * the smaller verified count is kept. Every count returned was verified by a refit: the pair
 * flipped (theta_j >= theta_i) without those votes. `rows` lists them, 0-based in file order.
 *
 * Lower bound: `flip-bound.ts` (proven). The true minimum lies between the two.
 */
import { cellTotals, CELLS_PER_PAIR, countsFromCells, pairTotal } from './aggregate.ts';
import { cholesky, factorInverse, fitData, gradient, hessian } from './bradley-terry.ts';
import { flipLowerBounds } from './flip-bound.ts';
import { alignedRatings, refitGroup, type GroupFit } from './group-fit.ts';

/** A verified flip: removing `rows` lets `pair[1]` reach `pair[0]`. */
interface Flip {
	/** The model above and the one that reaches it (group model indices). */
	readonly pair: readonly [number, number];
	readonly count: number;
	/** The removed votes' file rows, 0-based in file order, ascending. */
	readonly rows: readonly number[];
	readonly verified: true;
	/** The pair's ratings after the removal (the group's level). */
	readonly after: readonly [number, number];
	/** How it was found: one ranking of influences, or influences recomputed at each refit. */
	readonly method: 'influence' | 'adaptive';
}

export interface FlipSearch {
	/** The smallest verified flip found, or null when none within `maxRemove` votes. */
	readonly flip: Flip | null;
	/** Proven: no set of fewer votes flips it (`flip-bound.ts`). */
	readonly lowerBound: number;
	/** The most votes a search removed. */
	readonly maxRemove: number;
}

interface FlipOptions {
	/** The most votes to remove in a search (default: a tenth of the group's votes). */
	readonly maxRemove?: number;
}

/** Per cell (pair * 3 + outcome) of the group's counts, its votes' file rows in file order. */
type CellRows = readonly (readonly number[])[];

/** A removal: how many votes leave each cell. */
type Removal = Float64Array;

/** Per cell, the one-step Newton change of theta_i - theta_j from removing one of its votes. */
function influences(
	group: GroupFit,
	theta: Float64Array,
	totals: Float64Array,
	i: number,
	j: number
) {
	const data = fitData(countsFromCells(group.counts, totals), group.options, group.data.fixed);
	const K = data.nModels;
	const prob = new Float64Array(data.a.length);
	gradient(data, theta, new Float64Array(K), prob);
	const L = cholesky(hessian(data, prob, new Float64Array(K * K)), K);
	const out = new Float64Array(totals.length);
	if (!L) return out;
	const inv = factorInverse(L, K, data.fixed);
	const at = (x: number, y: number) => inv[x * K + y];
	const ys = group.options.tieRule === 'half' ? [1, 0, 0.5] : [1, 0];
	for (let q = 0; q < data.a.length; q++) {
		const a = data.a[q];
		const b = data.b[q];
		const pr = prob[q];
		const r = at(a, a) + at(b, b) - 2 * at(a, b);
		const dv = (at(i, a) - at(i, b) - at(j, a) + at(j, b)) / (1 - pr * (1 - pr) * r);
		ys.forEach((y, c) => (out[data.pair[q] * CELLS_PER_PAIR + c] = (pr - y) * dv));
	}
	return out;
}

/** Removes the first `k` votes of `order` (cells with repeats by their counts) into a removal. */
function removalOf(order: readonly number[], k: number, cells: number): Removal {
	const out = new Float64Array(cells);
	for (let t = 0; t < k; t++) out[order[t]]++;
	return out;
}

/** The cells ranked by influence (most negative first), each repeated by its count. */
function rankedVotes(infl: Float64Array, totals: Float64Array, limit: number): number[] {
	const cells = [...infl.keys()].filter((c) => infl[c] < 0 && totals[c] > 0);
	cells.sort((x, y) => infl[x] - infl[y] || x - y);
	const out: number[] = [];
	for (const c of cells) {
		for (let t = 0; t < totals[c] && out.length < limit; t++) out.push(c);
	}
	return out;
}

/** The refit without `removal`: the pair's ratings when both are there, else null. */
function refitWithout(group: GroupFit, removal: Removal, i: number, j: number) {
	const totals = cellTotals(group.counts).map((x, c) => x - removal[c]);
	const theta = refitGroup(group, totals);
	if (!theta || theta[i] !== theta[i] || theta[j] !== theta[j]) return null;
	return { theta, flipped: theta[j] >= theta[i] };
}

/** Predicted votes to flip: the shortest prefix of `order` whose influences close the gap. */
function predicted(order: readonly number[], infl: Float64Array, gap: number): number {
	let d = gap;
	for (let t = 0; t < order.length; t++) {
		d += infl[order[t]];
		if (d <= 0) return t + 1;
	}
	return order.length;
}

/** The smallest k (within `order`) whose removal flips, searched from `start`; null if none. */
function smallestFlip(
	group: GroupFit,
	order: readonly number[],
	start: number,
	i: number,
	j: number
) {
	const cells = group.counts.pairA.length * CELLS_PER_PAIR;
	const flips = (k: number) =>
		refitWithout(group, removalOf(order, k, cells), i, j)?.flipped ?? false;
	let hi = Math.max(1, Math.min(start, order.length));
	let lo = 0;
	if (!flips(hi)) {
		lo = hi;
		for (let step = Math.max(1, Math.ceil(hi / 4)); ; step *= 2) {
			if (lo >= order.length) return null;
			hi = Math.min(order.length, lo + step);
			if (flips(hi)) break;
			lo = hi;
		}
	}
	while (hi - lo > 1) {
		const mid = (lo + hi) >> 1;
		if (flips(mid)) hi = mid;
		else lo = mid;
	}
	return removalOf(order, hi, cells);
}

/** Influences recomputed at each refit: batches of half the predicted votes until it flips. */
function adaptiveFlip(group: GroupFit, i: number, j: number, maxRemove: number): Removal | null {
	const totals0 = cellTotals(group.counts);
	const removal = new Float64Array(totals0.length);
	let theta = group.theta;
	for (let removed = 0; removed < maxRemove;) {
		const totals = totals0.map((x, c) => x - removal[c]);
		const infl = influences(group, theta, totals, i, j);
		const order = rankedVotes(infl, totals, maxRemove - removed);
		if (!order.length) return null;
		const batch = Math.max(1, Math.floor(predicted(order, infl, theta[i] - theta[j]) / 2));
		for (let t = 0; t < batch && t < order.length; t++) removal[order[t]]++;
		removed += Math.min(batch, order.length);
		const after = refitWithout(group, removal, i, j);
		if (!after) return null;
		if (after.flipped) return removal;
		theta = after.theta;
	}
	return null;
}

/** The file rows of a removal: the first rows of each cell it takes votes from. */
function rowsOf(removal: Removal, cellRows: CellRows): number[] {
	const rows: number[] = [];
	removal.forEach((k, c) => {
		for (let t = 0; t < k; t++) rows.push(cellRows[c][t]);
	});
	return rows.sort((x, y) => x - y);
}

function countOf(removal: Removal): number {
	return removal.reduce((s, x) => s + x, 0);
}

/** The fewest votes found (and verified) that let j reach i, or null within `maxRemove`. */
function flipPair(
	group: GroupFit,
	cellRows: CellRows,
	i: number,
	j: number,
	maxRemove: number
): Flip | null {
	const totals = cellTotals(group.counts);
	const infl = influences(group, group.theta, totals, i, j);
	const order = rankedVotes(infl, totals, maxRemove);
	const oneShot = order.length
		? smallestFlip(group, order, predicted(order, infl, group.theta[i] - group.theta[j]), i, j)
		: null;
	const adaptive = adaptiveFlip(
		group,
		i,
		j,
		oneShot ? Math.min(maxRemove, countOf(oneShot) - 1) : maxRemove
	);
	const removal = adaptive ?? oneShot;
	if (!removal) return null;
	const after = refitWithout(group, removal, i, j);
	if (!after?.flipped) return null;
	const ratings = alignedRatings(group, after.theta);
	return {
		pair: [i, j],
		count: countOf(removal),
		rows: rowsOf(removal, cellRows),
		verified: true,
		after: [ratings[i], ratings[j]],
		method: adaptive ? 'adaptive' : 'influence'
	};
}

function defaultMax(group: GroupFit, options: FlipOptions): number {
	let n = 0;
	for (let p = 0; p < group.counts.pairA.length; p++) n += pairTotal(group.counts, p, 'half');
	return options.maxRemove ?? Math.max(1, Math.floor(n / 10));
}

/** The fewest votes that let `challenger` reach `above` (group indices; `above` rated higher). */
export function fewestToFlipPair(
	group: GroupFit,
	cellRows: CellRows,
	above: number,
	challenger: number,
	options: FlipOptions = {}
): FlipSearch {
	if (!(group.theta[above] > group.theta[challenger])) {
		throw new RangeError('fewestToFlipPair: the first model must be rated above the second');
	}
	const maxRemove = defaultMax(group, options);
	const lowerBound = flipLowerBounds(group, above, [challenger])[0];
	return { flip: flipPair(group, cellRows, above, challenger, maxRemove), lowerBound, maxRemove };
}

/**
 * The fewest votes that take the leader's first place (a challenger reaches its rating), over
 * every challenger, nearest first; a challenger whose proven lower bound is not below the best
 * count found is skipped. The lower bound is the smallest over all challengers.
 */
export function fewestToFlipLeader(
	group: GroupFit,
	cellRows: CellRows,
	options: FlipOptions = {}
): FlipSearch {
	const K = group.counts.nModels;
	const order = [...Array(K).keys()].sort((x, y) => group.theta[y] - group.theta[x] || x - y);
	const leader = order[0];
	const challengers = order.slice(1).filter((j) => group.theta[j] < group.theta[leader]);
	const maxRemove = defaultMax(group, options);
	if (challengers.length < K - 1) {
		return { flip: null, lowerBound: 0, maxRemove };
	}
	const bounds = flipLowerBounds(group, leader, challengers);
	let best: Flip | null = null;
	challengers.forEach((j, k) => {
		if (best && bounds[k] >= best.count) return;
		const f = flipPair(
			group,
			cellRows,
			leader,
			j,
			best ? Math.min(maxRemove, best.count - 1) : maxRemove
		);
		if (f && (!best || f.count < best.count)) best = f;
	});
	return { flip: best, lowerBound: Math.min(...bounds), maxRemove };
}
