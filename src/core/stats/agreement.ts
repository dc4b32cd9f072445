/**
 * How much each draw's ranking agrees with the reference ranking, one number per draw:
 *
 * - Spearman's rho (Spearman 1904): Pearson correlation of average ranks, as
 *   `scipy.stats.spearmanr(x, y).statistic` (ties get the mean of the ranks they span);
 * - top-k overlap: share of the reference top k still in the draw's top k (ties: see
 *   `topKOverlap`);
 * - maximum rank change: max over models of |rank in draw - rank in reference| (min ranks);
 * - leader agreement: whether the reference leader is still ranked first (as `leaderKept` in
 *   `summary.ts`).
 *
 * `NaN` scores (a model with no items in a draw) count as lower than every number, as in
 * `rank.ts` and `kendall.ts`. A model ABSENT from a draw (rank 0: a model-set change removed it)
 * is left out of that draw's figures altogether: Spearman's rho, the top k and the rank changes
 * are computed over the models present, against the reference ranking of those same models; the
 * leader agreement counts only the draws in which the leader is present. Every value depends on
 * its draw alone, so a run may compute them in its worker chunks or afterwards from the DrawTable
 * and get the same numbers.
 */
import { firstShare } from '../first-share.ts';
import { quantileSorted } from './quantile.ts';
import { pearson } from './pearson.ts';
import { minRanks } from '../rank.ts';
import { summarizeTau, type TauSummary } from '../summary.ts';
import type { DrawTable, Reference } from '../run-types.ts';

function lowNaN(v: number): number {
	return v === v ? v : Number.NEGATIVE_INFINITY;
}

/**
 * Average ranks in ascending order (1 = smallest), as `scipy.stats.rankdata(x)`; `NaN` is the
 * smallest value.
 */
export function averageRanks(
	values: ArrayLike<number>,
	out: Float64Array = new Float64Array(values.length)
): Float64Array {
	// Each value's tie group is [p, q) in the sorted values: p values below it, q - p equal to it,
	// found by binary search in a typed (native) sort; the group shares the mean (p + 1 + q) / 2.
	const n = values.length;
	const sorted = new Float64Array(n);
	for (let i = 0; i < n; i++) sorted[i] = lowNaN(values[i]);
	sorted.sort();
	for (let i = 0; i < n; i++) {
		const v = lowNaN(values[i]);
		let lo = 0;
		let hi = n;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (sorted[mid] < v) lo = mid + 1;
			else hi = mid;
		}
		const p = lo;
		hi = n;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (sorted[mid] <= v) lo = mid + 1;
			else hi = mid;
		}
		out[i] = (p + 1 + lo) / 2;
	}
	return out;
}

/**
 * `averageRanks(scores)` of a draw whose min ranks (descending, 1 = best: the draw table's
 * `ranks`, which are `minRanks` of its scores, NaN last) are known, in O(M) instead of a sort: a
 * model with min rank r shares it with c models, has r - 1 models above it and M - (r - 1) - c
 * below, so its ascending average rank is (2 below + c + 1) / 2, the same whole numbers and halves
 * `averageRanks` gives (NaN scores rank last in both).
 */
export function averageRanksOfMinRanks(
	ranks: ArrayLike<number>,
	out: Float64Array = new Float64Array(ranks.length),
	counts: Int32Array = new Int32Array(ranks.length + 1)
): Float64Array {
	const M = ranks.length;
	counts.fill(0);
	for (let m = 0; m < M; m++) counts[ranks[m]]++;
	for (let m = 0; m < M; m++) {
		const r = ranks[m];
		const c = counts[r];
		const below = M - (r - 1) - c;
		out[m] = (below + 1 + below + c) / 2;
	}
	return out;
}

/** Spearman's rho between two score vectors (`scipy.stats.spearmanr(x, y).statistic`). */
export function spearmanRho(x: ArrayLike<number>, y: ArrayLike<number>): number {
	return pearson(averageRanks(x), averageRanks(y));
}

/**
 * Top-k overlap of two rankings given as min ranks (1 = best, as `minRanks`).
 *
 * Ties at the cut: a model is in the top k when its min rank is <= k, so every model tied at the
 * cut is in (a top set can hold more than k models). The overlap is |A ∩ B| / max(|A|, |B|): the
 * usual |A ∩ B| / k when neither ranking has a tie at the cut, 1 exactly when the two top sets are
 * equal (so the reference against itself gives 1), and always in [0, 1]. A tie at the cut in one
 * ranking only lowers the overlap: "which k models lead" is then not settled by that ranking.
 * k >= number of models gives 1.
 */
export function topKOverlap(
	referenceRanks: ArrayLike<number>,
	drawRanks: ArrayLike<number>,
	k: number
): number {
	const M = referenceRanks.length;
	if (!(k >= 1)) throw new RangeError('topKOverlap: k must be at least 1');
	let a = 0;
	let b = 0;
	let both = 0;
	for (let m = 0; m < M; m++) {
		const inA = referenceRanks[m] <= k;
		const inB = drawRanks[m] <= k;
		if (inA) a++;
		if (inB) b++;
		if (inA && inB) both++;
	}
	return both / Math.max(a, b);
}

/** Largest |draw rank - reference rank| over models (min ranks). */
export function maxRankChange(referenceRanks: ArrayLike<number>, drawRanks: ArrayLike<number>) {
	let max = 0;
	for (let m = 0; m < referenceRanks.length; m++) {
		const change = Math.abs(drawRanks[m] - referenceRanks[m]);
		if (change > max) max = change;
	}
	return max;
}

/** Per-draw agreement with the reference for draws [0, nDraws) of a run. */
interface AgreementSeries {
	readonly k: number;
	readonly rho: Float64Array;
	readonly topK: Float64Array;
	readonly maxRankChange: Int32Array;
	/**
	 * The reference leader's (`reference.order[0]`) share of first place in the draw: 1 alone, 1/k
	 * in a k-way tie, 0 when it is not first (`first-share.ts`, the rule of P(first)); NaN when it
	 * is absent from the draw (left out of `leaderAgreement`).
	 */
	readonly leaderAgrees: Float64Array;
}

/**
 * The draw's figures over the models present in it (rank > 0), against the reference ranking of
 * those models: min ranks of the reference scores among them.
 */
function presentAgreement(
	referenceScores: ArrayLike<number>,
	scores: ArrayLike<number>,
	ranks: ArrayLike<number>,
	k: number
): { rho: number; topK: number; maxRankChange: number } {
	const present: number[] = [];
	for (let m = 0; m < ranks.length; m++) if (ranks[m] > 0) present.push(m);
	const ref = Float64Array.from(present, (m) => referenceScores[m]);
	const draw = Float64Array.from(present, (m) => scores[m]);
	const drawRanks = Int32Array.from(present, (m) => ranks[m]);
	const refRanks = minRanks(ref);
	return {
		rho: spearmanRho(ref, draw),
		topK: present.length ? topKOverlap(refRanks, drawRanks, k) : Number.NaN,
		maxRankChange: maxRankChange(refRanks, drawRanks)
	};
}

/** Agreement of each of the first `nDraws` draws of `table` with the reference. */
export function agreementSeries(
	table: DrawTable,
	reference: Reference,
	k: number,
	nDraws: number = table.nDraws
): AgreementSeries {
	const M = table.nModels;
	const rho = new Float64Array(nDraws);
	const topK = new Float64Array(nDraws);
	const maxChange = new Int32Array(nDraws);
	const leaderAgrees = new Float64Array(nDraws);
	const refAverage = averageRanks(reference.scores);
	const drawAverage = new Float64Array(M);
	const tied = new Int32Array(M + 1);
	const leader = reference.order[0];
	for (let d = 0; d < nDraws; d++) {
		const scores = table.scores.subarray(d * M, (d + 1) * M);
		const ranks = table.ranks.subarray(d * M, (d + 1) * M);
		if (ranks.includes(0)) {
			const p = presentAgreement(reference.scores, scores, ranks, k);
			rho[d] = p.rho;
			topK[d] = p.topK;
			maxChange[d] = p.maxRankChange;
			leaderAgrees[d] = ranks[leader] === 0 ? Number.NaN : firstShare(ranks, 0, M, leader);
			continue;
		}
		rho[d] = pearson(refAverage, averageRanksOfMinRanks(ranks, drawAverage, tied));
		topK[d] = topKOverlap(reference.ranks, ranks, k);
		maxChange[d] = maxRankChange(reference.ranks, ranks);
		leaderAgrees[d] = firstShare(ranks, 0, M, leader);
	}
	return { k, rho, topK, maxRankChange: maxChange, leaderAgrees };
}

export interface AgreementSummary {
	readonly k: number;
	/** Distribution of Spearman's rho (same fields as the tau-b summary). */
	readonly rho: TauSummary;
	readonly topKMean: number;
	/** Share of draws whose top k is exactly the reference top k. */
	readonly topKExact: number;
	/** Median (numpy 'linear') and maximum of the per-draw maximum rank change. */
	readonly maxRankChangeMedian: number;
	readonly maxRankChangeMax: number;
	/** Share of the draws with the reference leader present that keep it first. */
	readonly leaderAgreement: number;
}

export function summarizeAgreement(series: AgreementSeries): AgreementSummary {
	const n = series.topK.length;
	let topSum = 0;
	let topDraws = 0;
	let exact = 0;
	let agree = 0;
	let leaderDraws = 0;
	for (let d = 0; d < n; d++) {
		const t = series.topK[d];
		if (t === t) {
			topSum += t;
			topDraws++;
			if (t === 1) exact++;
		}
		const a = series.leaderAgrees[d];
		if (a === a) {
			agree += a;
			leaderDraws++;
		}
	}
	const changes = Float64Array.from(series.maxRankChange).sort();
	return {
		k: series.k,
		rho: summarizeTau(series.rho),
		topKMean: topDraws ? topSum / topDraws : Number.NaN,
		topKExact: topDraws ? exact / topDraws : Number.NaN,
		maxRankChangeMedian: quantileSorted(changes, 0.5),
		maxRankChangeMax: n ? changes[n - 1] : Number.NaN,
		leaderAgreement: leaderDraws ? agree / leaderDraws : Number.NaN
	};
}
