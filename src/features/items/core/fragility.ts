/**
 * How few items decide the verdict: the fewest items whose removal reverses a pair, dethrones the
 * leader, or changes the top-k set.
 *
 * - 0/1 scores: EXACT, with missing cells and each model's own denominator (`flip-counts.ts`
 *   proves it). "Dethrone the leader" (some model strictly ahead of it) is the minimum over
 *   challengers of the pair flips, and "change the top-k set" (some outside model strictly ahead
 *   of some top-k model) the minimum over (inside, outside) pairs, so both are exact too.
 * - Continuous scores: when neither model of a pair has a missing cell the other has, removing
 *   the items with the largest difference A - B first is exact (with equal denominators the
 *   target is "sum of removed differences >= sum of all differences", and the largest differences
 *   maximise that sum for every count; up to floating-point rounding). Otherwise it is GREEDY: items
 *   ordered by how much their removal alone narrows the gap, removed until the order flips; an
 *   upper bound, marked `method: 'greedy'`.
 *
 * Removals must leave both models of the pair at least one item (a model without items has no
 * score). `tieRemovals` brings the challenger level (at least a tie); `removals` puts it strictly
 * ahead. Items are listed in item order.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { modelColumn } from '../../../core/stats/columns.ts';
import { minimalFlip, type FlipPlan, MW, RM, RR, RW, WW } from './flip-counts.ts';
import { modelTotals, type ModelTotals } from './model-totals.ts';

type FlipMethod = 'exact' | 'greedy';

interface Flip {
	/** Items removed, or `null` when no allowed removal achieves it. */
	readonly removals: number | null;
	/** removals / items in the test set. */
	readonly share: number | null;
	/** The items to remove, in item order (empty when `removals` is 0 or null). */
	readonly items: Uint32Array;
}

interface PairFlip {
	/** The model whose lead is removed (A) and the one brought level or ahead (B). */
	readonly ahead: number;
	readonly challenger: number;
	readonly method: FlipMethod;
	/** Challenger at least level with A. */
	readonly tie: Flip;
	/** Challenger strictly ahead of A. */
	readonly strict: Flip;
}

const NO_FLIP: Flip = { removals: null, share: null, items: new Uint32Array(0) };

function state(matrix: ScoreMatrix, row: number, m: number): number {
	const k = row + (m >>> 5);
	const bit = m & 31;
	if (matrix.present && ((matrix.present[k] >>> bit) & 1) === 0) return 2;
	return (matrix.bits![k] >>> bit) & 1;
}

/**
 * Type counts of model `a` against each model of `others` (0/1 data): `out[9 * j + 3 sA + sB]`,
 * state 0 wrong, 1 right, 2 missing. One pass over the items.
 */
export function typeCountsAgainst(
	matrix: ScoreMatrix,
	a: number,
	others: readonly number[]
): Int32Array {
	if (!matrix.bits) throw new RangeError('typeCountsAgainst: 0/1 scores only');
	const out = new Int32Array(9 * others.length);
	const W = matrix.wordsPerItem;
	for (let i = 0; i < matrix.nItems; i++) {
		const row = i * W;
		const sa = 3 * state(matrix, row, a);
		for (let j = 0; j < others.length; j++) out[9 * j + sa + state(matrix, row, others[j])]++;
	}
	return out;
}

/** The items of a plan for pair (a, b): the first items of each type, in item order. */
function planItems(matrix: ScoreMatrix, a: number, b: number, plan: FlipPlan): Uint32Array {
	const quota = new Int32Array(9);
	quota[RW] = plan.rw;
	quota[RM] = plan.rm;
	quota[RR] = plan.rr;
	quota[MW] = plan.mw;
	quota[WW] = plan.ww;
	const out = new Uint32Array(plan.total);
	let k = 0;
	const W = matrix.wordsPerItem;
	for (let i = 0; i < matrix.nItems && k < plan.total; i++) {
		const row = i * W;
		const t = 3 * state(matrix, row, a) + state(matrix, row, b);
		if (quota[t] > 0) {
			quota[t]--;
			out[k++] = i;
		}
	}
	return out;
}

function flipOf(
	matrix: ScoreMatrix,
	a: number,
	b: number,
	plan: FlipPlan | null,
	withItems: boolean
): Flip {
	if (!plan) return NO_FLIP;
	return {
		removals: plan.total,
		share: plan.total / matrix.nItems,
		items: withItems ? planItems(matrix, a, b, plan) : new Uint32Array(0)
	};
}

/**
 * Continuous scores are sums of floats: score differences within this relative tolerance count as
 * a tie (otherwise 2.8 - 0.9 and 2.0 - 0.1 would not tie).
 */
const TIE_TOLERANCE = 1e-12;

interface ContinuousFlip {
	readonly tie: { readonly removals: number | null; readonly items: Uint32Array };
	readonly strict: { readonly removals: number | null; readonly items: Uint32Array };
	/** True when no item has a value for exactly one of the two models (then the result is exact). */
	readonly exact: boolean;
}

/**
 * Flips of continuous columns A and B (`NaN` = missing): the items are ranked once and removed in
 * that order until B is level with A (`tie`) and then strictly ahead (`strict`). Without one-sided
 * missing cells the rank is by the difference A - B (exact, see the module); otherwise by how much
 * removing the item alone narrows the gap, (meanB - y) / (nB - 1) - (meanA - x) / (nA - 1)
 * (greedy). Only items that narrow the gap are candidates.
 */
export function continuousFlip(colA: ArrayLike<number>, colB: ArrayLike<number>): ContinuousFlip {
	const n = colA.length;
	let sA = 0;
	let nA = 0;
	let sB = 0;
	let nB = 0;
	let oneSided = false;
	for (let i = 0; i < n; i++) {
		const x = colA[i];
		const y = colB[i];
		if (x === x) {
			sA += x;
			nA++;
		}
		if (y === y) {
			sB += y;
			nB++;
		}
		if ((x === x) !== (y === y)) oneSided = true;
	}
	const none = { removals: null, items: new Uint32Array(0) };
	const zero = { removals: 0, items: new Uint32Array(0) };
	/** 1: strictly ahead, 0: level (within the tolerance), -1: behind or no score. */
	const standing = (sa: number, na: number, sb: number, nb: number) => {
		if (na < 1 || nb < 1) return -1;
		const gap = sb / nb - sa / na;
		const eps = TIE_TOLERANCE * Math.max(1, Math.abs(sa / na), Math.abs(sb / nb));
		return gap > eps ? 1 : gap >= -eps ? 0 : -1;
	};
	const start = standing(sA, nA, sB, nB);
	if (start === 1) return { tie: zero, strict: zero, exact: !oneSided };
	const meanA = sA / nA;
	const meanB = sB / nB;
	const gain = new Float64Array(n);
	const candidates: number[] = [];
	for (let i = 0; i < n; i++) {
		const x = colA[i];
		const y = colB[i];
		let g: number;
		if (!oneSided) g = x === x ? x - y : 0;
		else {
			g = 0;
			if (y === y) g += nB > 1 ? (meanB - y) / (nB - 1) : Number.NEGATIVE_INFINITY;
			if (x === x) g -= nA > 1 ? (meanA - x) / (nA - 1) : Number.POSITIVE_INFINITY;
		}
		gain[i] = g;
		if (g > 0) candidates.push(i);
	}
	candidates.sort((p, q) => gain[q] - gain[p] || p - q);
	const take = (r: number) => ({
		removals: r,
		items: Uint32Array.from(candidates.slice(0, r)).sort()
	});
	let tie: { removals: number | null; items: Uint32Array } = start === 0 ? zero : none;
	for (let r = 0; r < candidates.length; r++) {
		const i = candidates[r];
		const x = colA[i];
		const y = colB[i];
		if (x === x) {
			sA -= x;
			nA--;
		}
		if (y === y) {
			sB -= y;
			nB--;
		}
		if (nA < 1 || nB < 1) break;
		const now = standing(sA, nA, sB, nB);
		if (now >= 0 && tie.removals === null) tie = take(r + 1);
		if (now === 1) return { tie, strict: take(r + 1), exact: !oneSided };
	}
	return { tie, strict: none, exact: !oneSided };
}

/**
 * A lower bound on the removals that bring B level with A, for scores within a range of width
 * `width`: removing one of k items moves a mean by at most width / (k - 1), so r removals close the
 * gap by at most r width (1 / (nA - r) + 1 / (nB - r)) <= 2 r width (1 / nA + 1 / nB) while
 * r <= min(nA, nB) / 2. Hence r >= min(gap / (2 width (1 / nA + 1 / nB)), min(nA, nB) / 2).
 */
export function flipLowerBound(gap: number, nA: number, nB: number, width: number): number {
	if (!(gap > 0)) return 0;
	if (!(width > 0)) return Number.POSITIVE_INFINITY;
	return Math.min(gap / (2 * width * (1 / nA + 1 / nB)), Math.min(nA, nB) / 2);
}

/** Fewest removals bringing model `b` level with / ahead of model `a`. */
export function pairFlip(matrix: ScoreMatrix, a: number, b: number): PairFlip {
	if (matrix.bits) {
		const counts = typeCountsAgainst(matrix, a, [b]);
		return {
			ahead: a,
			challenger: b,
			method: 'exact',
			tie: flipOf(matrix, a, b, minimalFlip(counts, false), true),
			strict: flipOf(matrix, a, b, minimalFlip(counts, true), true)
		};
	}
	const flip = continuousFlip(modelColumn(matrix, a), modelColumn(matrix, b));
	const share = (r: number | null) => (r === null ? null : r / matrix.nItems);
	return {
		ahead: a,
		challenger: b,
		method: flip.exact ? 'exact' : 'greedy',
		tie: { ...flip.tie, share: share(flip.tie.removals) },
		strict: { ...flip.strict, share: share(flip.strict.removals) }
	};
}

/** The best flip over a set of (a, b) pairs: which pair, how many removals, which items. */
export interface SetFlip extends Flip {
	/** The model that loses its place (-1 when none can). */
	readonly ahead: number;
	/** The model that takes it (-1 when none can). */
	readonly challenger: number;
}

export interface GroupFlip {
	readonly method: FlipMethod;
	/** Some challenger at least level with a model it was behind. */
	readonly tie: SetFlip;
	/** Some challenger strictly ahead. */
	readonly strict: SetFlip;
	readonly nItems: number;
}

const NO_SET_FLIP: SetFlip = { ...NO_FLIP, ahead: -1, challenger: -1 };

/** Called with (pairs done, pairs) as a search over pairs goes on. */
export type PairProgress = (done: number, total: number) => void;

/** Minimum over pairs (each inside model x each outside model). */
function bestOverPairs(
	matrix: ScoreMatrix,
	totals: ModelTotals,
	inside: readonly number[],
	outside: readonly number[],
	onProgress?: PairProgress
): GroupFlip {
	if (inside.length === 0 || outside.length === 0) {
		return { method: 'exact', tie: NO_SET_FLIP, strict: NO_SET_FLIP, nItems: matrix.nItems };
	}
	if (matrix.bits) {
		let tie = { total: Number.POSITIVE_INFINITY, a: -1, b: -1, plan: null as FlipPlan | null };
		let strict = { ...tie };
		for (const a of inside) {
			const counts = typeCountsAgainst(matrix, a, outside);
			for (let j = 0; j < outside.length; j++) {
				const c = counts.subarray(9 * j, 9 * j + 9);
				const t = minimalFlip(c, false, tie.total);
				if (t && t.total < tie.total) tie = { total: t.total, a, b: outside[j], plan: t };
				const s = minimalFlip(c, true, strict.total);
				if (s && s.total < strict.total) strict = { total: s.total, a, b: outside[j], plan: s };
			}
			onProgress?.((inside.indexOf(a) + 1) * outside.length, inside.length * outside.length);
		}
		const set = (best: typeof tie): SetFlip =>
			best.plan
				? { ...flipOf(matrix, best.a, best.b, best.plan, true), ahead: best.a, challenger: best.b }
				: NO_SET_FLIP;
		return { method: 'exact', tie: set(tie), strict: set(strict), nItems: matrix.nItems };
	}
	return continuousBestOverPairs(matrix, totals, inside, outside, onProgress);
}

/**
 * The continuous case of `bestOverPairs`: pairs in order of their reference gap, each skipped when
 * its lower bound (`flipLowerBound`) cannot beat the best found so far (the bound holds for any
 * removal set, so also for the greedy's).
 */
function continuousBestOverPairs(
	matrix: ScoreMatrix,
	totals: ModelTotals,
	inside: readonly number[],
	outside: readonly number[],
	onProgress?: PairProgress
): GroupFlip {
	const values = matrix.values!;
	let lo = Number.POSITIVE_INFINITY;
	let hi = Number.NEGATIVE_INFINITY;
	for (let k = 0; k < values.length; k++) {
		const v = values[k];
		if (v < lo) lo = v;
		if (v > hi) hi = v;
	}
	const { count, scores } = totals;
	const pairs: Array<[number, number, number]> = [];
	for (const a of inside) for (const b of outside) pairs.push([a, b, scores[a] - scores[b]]);
	pairs.sort((p, q) => p[2] - q[2] || p[0] - q[0] || p[1] - q[1]);
	let exact = true;
	let tie: SetFlip = NO_SET_FLIP;
	let strict: SetFlip = NO_SET_FLIP;
	const colA = new Float64Array(matrix.nItems);
	const colB = new Float64Array(matrix.nItems);
	const best = (f: SetFlip) => (f.removals === null ? Number.POSITIVE_INFINITY : f.removals);
	for (let p = 0; p < pairs.length; p++) {
		const [a, b, gap] = pairs[p];
		onProgress?.(p, pairs.length);
		const bound = flipLowerBound(gap, count[a], count[b], hi - lo);
		if (bound >= best(tie) && bound >= best(strict)) continue;
		const f = continuousFlip(modelColumn(matrix, a, colA), modelColumn(matrix, b, colB));
		exact &&= f.exact;
		if (f.tie.removals !== null && f.tie.removals < best(tie)) {
			tie = { ...f.tie, share: f.tie.removals / matrix.nItems, ahead: a, challenger: b };
		}
		if (f.strict.removals !== null && f.strict.removals < best(strict)) {
			strict = { ...f.strict, share: f.strict.removals / matrix.nItems, ahead: a, challenger: b };
		}
	}
	onProgress?.(pairs.length, pairs.length);
	return { method: exact ? 'exact' : 'greedy', tie, strict, nItems: matrix.nItems };
}

/**
 * Fewest items to remove to dethrone the leader (`order[0]` of the reference ranking): `strict`,
 * some model strictly ahead of it; `tie`, some model at least level. `challenger` is the model
 * that gets there.
 */
export function leaderFlip(
	matrix: ScoreMatrix,
	totals: ModelTotals = modelTotals(matrix),
	onProgress?: PairProgress
): GroupFlip {
	return bestOverPairs(matrix, totals, totals.order.slice(0, 1), totals.order.slice(1), onProgress);
}

/**
 * Fewest items to remove to change the top-k set (the first k of the reference ranking): some
 * outside model strictly ahead of (`strict`) or level with (`tie`) some top-k model. `ahead` is
 * the top-k model overtaken, `challenger` the outside model.
 */
export function topKFlip(
	matrix: ScoreMatrix,
	k: number,
	totals: ModelTotals = modelTotals(matrix),
	onProgress?: PairProgress
): GroupFlip {
	return bestOverPairs(matrix, totals, totals.order.slice(0, k), totals.order.slice(k), onProgress);
}

/** The fragility of the verdict: the leader flip and (when `k` < models) the top-k flip. */
export interface VerdictFragility {
	readonly leader: GroupFlip;
	readonly topK: GroupFlip | null;
	/** k of the top-k set (the run's `topK`, at most models - 1). */
	readonly k: number;
}

/**
 * `leaderFlip` and `topKFlip` together; the top-k flip only when 1 <= k < models (a top-k set of
 * every model cannot change), as `fragilityJson`. Progress counts the pairs of both searches
 * (leader first).
 */
export function verdictFragility(
	matrix: ScoreMatrix,
	k: number,
	totals: ModelTotals = modelTotals(matrix),
	onProgress?: PairProgress
): VerdictFragility {
	const M = matrix.nModels;
	const withTop = k >= 1 && k < M;
	const leaderPairs = Math.max(0, M - 1);
	const total = leaderPairs + (withTop ? k * (M - k) : 0);
	const leader = leaderFlip(matrix, totals, (done) => onProgress?.(done, total));
	const top = withTop
		? topKFlip(matrix, k, totals, (done) => onProgress?.(leaderPairs + done, total))
		: null;
	onProgress?.(total, total);
	return { leader, topK: top, k };
}

/** The results JSON's `fragility` block. */
export interface FragilityJson {
	readonly leaderFlip: {
		readonly method: FlipMethod;
		readonly leader: string;
		readonly removals: number | null;
		readonly share: number | null;
		readonly challenger: string | null;
		readonly items: readonly string[];
	};
	/** Removals that bring some challenger level with the leader (at least a tie). */
	readonly tieRemovals: number | null;
	readonly tieShare: number | null;
	readonly tieChallenger: string | null;
	readonly tieItems: readonly string[];
	readonly topK: {
		readonly k: number;
		readonly method: FlipMethod;
		readonly removals: number | null;
		readonly share: number | null;
		readonly overtaken: string | null;
		readonly challenger: string | null;
		readonly items: readonly string[];
		readonly tieRemovals: number | null;
	} | null;
}

/** `fragility` for the results JSON: leader flip (and top-k when `k` < models). */
export function fragilityJson(
	matrix: ScoreMatrix,
	k: number,
	totals: ModelTotals = modelTotals(matrix)
): FragilityJson {
	const lead = leaderFlip(matrix, totals);
	const top = k >= 1 && k < matrix.nModels ? topKFlip(matrix, k, totals) : null;
	return fragilityJsonOf(matrix, totals, { leader: lead, topK: top, k });
}

/** The results JSON's `fragility` block of flips already found (`verdictFragility`). */
export function fragilityJsonOf(
	matrix: ScoreMatrix,
	totals: Pick<ModelTotals, 'order'>,
	f: VerdictFragility
): FragilityJson {
	const { leader: lead, topK: top, k } = f;
	const name = (m: number) => (m < 0 ? null : matrix.models[m]);
	const ids = (items: Uint32Array) => Array.from(items, (i) => matrix.itemIds[i]);
	return {
		leaderFlip: {
			method: lead.method,
			leader: matrix.models[totals.order[0]],
			removals: lead.strict.removals,
			share: lead.strict.share,
			challenger: name(lead.strict.challenger),
			items: ids(lead.strict.items)
		},
		tieRemovals: lead.tie.removals,
		tieShare: lead.tie.share,
		tieChallenger: name(lead.tie.challenger),
		tieItems: ids(lead.tie.items),
		topK: top
			? {
					k,
					method: top.method,
					removals: top.strict.removals,
					share: top.strict.share,
					overtaken: name(top.strict.ahead),
					challenger: name(top.strict.challenger),
					items: ids(top.strict.items),
					tieRemovals: top.tie.removals
				}
			: null
	};
}
