/**
 * Model-set change: add or remove models — including weak, "irrelevant" ones — without touching a
 * single item, and see which rankings move.
 *
 * - `mean`: each model's mean score. It depends on that model's cells only, so removing or adding
 *   other models never changes the order of the models that remain (invariant).
 * - `winRate`: each model's average, over the other models in the set, of its head-to-head win
 *   share on the items both have a value for.
 * - `bradleyTerry`: log-strengths of the Bradley-Terry model (R. A. Bradley & M. E. Terry 1952,
 *   Biometrika 39:324-345) fitted to the same head-to-head counts by the MM algorithm
 *   (D. R. Hunter 2004, "MM algorithms for generalized Bradley-Terry models", Ann. Stat. 32(1)),
 *   as the Chatbot Arena leaderboard does for human votes.
 *
 * Both pairwise aggregates depend on who else is in the set, so a new weak model can reorder the
 * others. Head-to-head counts per item: a beats b when a's value is higher. Ties: `drop` (default)
 * counts only decisive items; `half` counts a tie as half a win each. Note that with `half` and
 * complete 0/1 data both aggregates are monotone in accuracy (a's tie-inclusive win share against
 * b is (1 + acc_a - acc_b) / 2), so they cannot reorder anything; the effect needs `drop`, missing
 * cells, or continuous scores.
 *
 * This is the plain (correct, O(n K^2)) path; it is meant for leaderboards of up to a few hundred
 * models.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { randomInt, rngForDraw, type Rng } from '../random.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { modelColumn } from '../stats/columns.ts';
import { presentMean } from '../stats/standard-error.ts';

export type AggregateMethod = 'mean' | 'winRate' | 'bradleyTerry';
type TieRule = 'drop' | 'half';

/** Head-to-head counts between K models, row-major K x K. */
export interface PairwiseCounts {
	readonly nModels: number;
	/** `wins[a * K + b]`: items where a beats b (+ half the ties under `half`). */
	readonly wins: Float64Array;
	/** `total[a * K + b]` (= `total[b * K + a]`): items counted for the pair. */
	readonly total: Float64Array;
}

/** Every model's column (0/1 or score, `NaN` = missing). */
export function matrixColumns(matrix: ScoreMatrix): Float64Array[] {
	return Array.from({ length: matrix.nModels }, (_, m) => modelColumn(matrix, m));
}

function countPair(x: Float64Array, y: Float64Array, ties: TieRule): [number, number, number] {
	let xWins = 0;
	let yWins = 0;
	let tied = 0;
	for (let i = 0; i < x.length; i++) {
		const a = x[i];
		const b = y[i];
		if (a !== a || b !== b) continue;
		if (a > b) xWins++;
		else if (b > a) yWins++;
		else tied++;
	}
	if (ties === 'half') return [xWins + tied / 2, yWins + tied / 2, xWins + yWins + tied];
	return [xWins, yWins, xWins + yWins];
}

/**
 * Head-to-head counts for `columns`; pairs among the first `base.nModels` columns are copied from
 * `base` (already counted), so adding k models to M costs O(n k (M + k)).
 */
export function pairwiseCounts(
	columns: readonly Float64Array[],
	ties: TieRule = 'drop',
	base: PairwiseCounts | null = null
): PairwiseCounts {
	const K = columns.length;
	const B = base ? base.nModels : 0;
	const wins = new Float64Array(K * K);
	const total = new Float64Array(K * K);
	for (let a = 0; a < K; a++) {
		for (let b = a + 1; b < K; b++) {
			let counts: [number, number, number];
			if (b < B) {
				counts = [base!.wins[a * B + b], base!.wins[b * B + a], base!.total[a * B + b]];
			} else counts = countPair(columns[a], columns[b], ties);
			wins[a * K + b] = counts[0];
			wins[b * K + a] = counts[1];
			total[a * K + b] = total[b * K + a] = counts[2];
		}
	}
	return { nModels: K, wins, total };
}

function isMember(members: ArrayLike<number> | null, m: number): boolean {
	return members === null || members[m] !== 0;
}

/**
 * Average head-to-head win share of each member against the other members it has comparisons
 * with; `NaN` for non-members and for members without any comparison.
 */
export function winRateScores(
	counts: PairwiseCounts,
	members: ArrayLike<number> | null = null,
	out: Float64Array = new Float64Array(counts.nModels)
): Float64Array {
	const K = counts.nModels;
	for (let a = 0; a < K; a++) {
		if (!isMember(members, a)) {
			out[a] = Number.NaN;
			continue;
		}
		let s = 0;
		let k = 0;
		for (let b = 0; b < K; b++) {
			if (b === a || !isMember(members, b)) continue;
			const t = counts.total[a * K + b];
			if (t > 0) {
				s += counts.wins[a * K + b] / t;
				k++;
			}
		}
		out[a] = k ? s / k : Number.NaN;
	}
	return out;
}

interface BradleyTerryOptions {
	/**
	 * Pseudo-comparisons added to every pair of members, split evenly as wins (a weak prior towards
	 * equal strengths). Keeps the estimate finite when a model wins or loses every comparison.
	 */
	readonly prior?: number;
	/** Stop when no log-strength moves by more than this. */
	readonly tolerance?: number;
	readonly maxIterations?: number;
}

/**
 * Bradley-Terry log-strengths theta (mean 0 over members; P(a beats b) = 1 / (1 + e^(theta_b -
 * theta_a))) by Hunter's MM update p_a <- W_a / sum_b N_ab / (p_a + p_b). `NaN` for non-members.
 */
export function bradleyTerryScores(
	counts: PairwiseCounts,
	members: ArrayLike<number> | null = null,
	options: BradleyTerryOptions = {},
	out: Float64Array = new Float64Array(counts.nModels)
): Float64Array {
	const { prior = 1, tolerance = 1e-12, maxIterations = 100_000 } = options;
	const K = counts.nModels;
	const idx: number[] = [];
	for (let m = 0; m < K; m++) if (isMember(members, m)) idx.push(m);
	const k = idx.length;
	const W = new Float64Array(k);
	const N = new Float64Array(k * k);
	for (let i = 0; i < k; i++) {
		for (let j = 0; j < k; j++) {
			if (i === j) continue;
			const a = idx[i];
			const b = idx[j];
			W[i] += counts.wins[a * K + b] + prior / 2;
			N[i * k + j] = counts.total[a * K + b] + prior;
		}
	}
	let p = new Float64Array(k).fill(1);
	let next = new Float64Array(k);
	for (let it = 0; it < maxIterations; it++) {
		let logMean = 0;
		for (let i = 0; i < k; i++) {
			let den = 0;
			for (let j = 0; j < k; j++) if (j !== i) den += N[i * k + j] / (p[i] + p[j]);
			next[i] = den > 0 ? W[i] / den : p[i];
			logMean += Math.log(next[i]);
		}
		const scale = Math.exp(-logMean / k);
		let delta = 0;
		for (let i = 0; i < k; i++) {
			next[i] *= scale;
			delta = Math.max(delta, Math.abs(Math.log(next[i]) - Math.log(p[i])));
		}
		const t = p;
		p = next;
		next = t;
		if (delta < tolerance) break;
	}
	out.fill(Number.NaN, 0, K);
	for (let i = 0; i < k; i++) out[idx[i]] = Math.log(p[i]);
	return out;
}

/** One draw of a model-set change: which original models stay, and the weak models added. */
interface ModelSetDraw {
	/** 1 for each original model kept in this draw, 0 for a removed one. */
	readonly members: Uint8Array;
	/** Columns of the added weak models. */
	readonly weak: Float64Array[];
}

/** Which of M models stay when round(removeShare * M) of them (at most M - 2) are removed at random. */
function drawMembers(rng: Rng, M: number, removeShare: number): Uint8Array {
	const members = new Uint8Array(M).fill(1);
	const remove = Math.max(0, Math.min(M - 2, Math.round(removeShare * M)));
	const perm = Array.from({ length: M }, (_, m) => m);
	for (let j = 0; j < remove; j++) {
		const r = randomInt(rng, j, M - 1);
		const t = perm[r];
		perm[r] = perm[j];
		perm[j] = t;
		members[t] = 0;
	}
	return members;
}

/**
 * The models kept in draw `drawIndex` of a model-set change: `modelSetDraw(...).members` without
 * drawing the weak models (which come after them in the draw's random stream).
 */
export function modelSetMembers(
	nModels: number,
	removeShare: number,
	seed: number,
	drawIndex: number
): Uint8Array {
	return drawMembers(rngForDraw(seed, drawIndex), nModels, removeShare);
}

/**
 * Draw `drawIndex` of a model-set change: remove round(removeShare * M) randomly chosen models
 * (at most M - 2), then add `addWeak` weak models that are right on each item with probability
 * `weakAccuracy`, independently ("irrelevant" guessers). For continuous scores a weak model's
 * success is the item's highest present value and its failure the lowest. removeShare 0 with
 * addWeak 0 is the reference set.
 */
export function modelSetDraw(
	columns: readonly Float64Array[],
	removeShare: number,
	addWeak: number,
	weakAccuracy: number,
	seed: number,
	drawIndex: number
): ModelSetDraw {
	const M = columns.length;
	const n = M ? columns[0].length : 0;
	const rng = rngForDraw(seed, drawIndex);
	const members = drawMembers(rng, M, removeShare);
	const lo = new Float64Array(n).fill(Number.NaN);
	const hi = new Float64Array(n).fill(Number.NaN);
	for (const column of columns) {
		for (let i = 0; i < n; i++) {
			const v = column[i];
			if (v !== v) continue;
			if (!(v >= lo[i])) lo[i] = v;
			if (!(v <= hi[i])) hi[i] = v;
		}
	}
	const weak: Float64Array[] = [];
	for (let w = 0; w < addWeak; w++) {
		const column = new Float64Array(n);
		for (let i = 0; i < n; i++) column[i] = uniformFloat64(rng) < weakAccuracy ? hi[i] : lo[i];
		weak.push(column);
	}
	return { members, weak };
}

/**
 * Scores of the original models (`NaN` for removed ones) when the model set is changed by `draw`,
 * under `method`. `base` are the head-to-head counts of the original models (`pairwiseCounts`
 * of `columns`, computed once per run).
 */
export function aggregateScores(
	columns: readonly Float64Array[],
	base: PairwiseCounts,
	method: AggregateMethod,
	draw: ModelSetDraw,
	ties: TieRule = 'drop',
	out: Float64Array = new Float64Array(columns.length)
): Float64Array {
	const M = columns.length;
	if (method === 'mean') {
		for (let m = 0; m < M; m++)
			out[m] = draw.members[m] ? presentMean(columns[m]).mean : Number.NaN;
		return out;
	}
	const counts = draw.weak.length ? pairwiseCounts([...columns, ...draw.weak], ties, base) : base;
	const members = new Uint8Array(counts.nModels).fill(1);
	members.set(draw.members);
	const all =
		method === 'winRate' ? winRateScores(counts, members) : bradleyTerryScores(counts, members);
	out.set(all.subarray(0, M));
	return out;
}

/** The three rankings side by side for one model-set change (original models, `NaN` = removed). */
export function compareAggregates(
	columns: readonly Float64Array[],
	base: PairwiseCounts,
	draw: ModelSetDraw,
	ties: TieRule = 'drop'
): Record<AggregateMethod, Float64Array> {
	return {
		mean: aggregateScores(columns, base, 'mean', draw, ties),
		winRate: aggregateScores(columns, base, 'winRate', draw, ties),
		bradleyTerry: aggregateScores(columns, base, 'bradleyTerry', draw, ties)
	};
}
