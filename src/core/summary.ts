/**
 * The summary of a `sample` run (random redraws of the test set): per-model score and rank
 * intervals, P(first), the tau-b distribution and leader agreement, each with what it rests on
 * (the number of draws) and, for the shares, their Monte Carlo error. Quantile definitions are in
 * `stats/quantile.ts`; the words for each figure in `definitions.ts`.
 *
 * A model can be absent from a draw (a model-set change removes models): such a draw gives it
 * rank 0 and a NaN score. Its ranks, rank interval and mean then count only the draws it is in,
 * it is never first in a draw it is not in, and the leader's agreement counts only the draws in
 * which the leader takes part.
 */
import { meanAbsScoreChange, medianAbsChangeOf, spread, type Spread } from './draw-change.ts';
import { modelMajor } from './draw-columns.ts';
import { mean } from './stats/mean.ts';
import { quantileSorted } from './stats/quantile.ts';
import type { DrawColumns, Reference } from './run-types.ts';

export interface ModelSummary {
	readonly model: string;
	/** Column index in the matrix. */
	readonly index: number;
	readonly reference: number;
	readonly referenceRank: number;
	/** Mean, 2.5% / 50% / 97.5% quantiles (numpy 'linear') of the model's score over draws. */
	readonly mean: number;
	readonly q025: number;
	readonly q500: number;
	readonly q975: number;
	/** 95% rank interval: 2.5% quantile (numpy 'lower') and 97.5% quantile ('higher') of ranks. */
	readonly rankLow: number;
	readonly rankHigh: number;
	/**
	 * Share of draws in which the model is ranked first; k models tied first each count 1/k, so
	 * the column sums to 1 over models.
	 */
	readonly pFirst: number;
	/** Binomial Monte Carlo standard error of `pFirst`: sqrt(p (1 - p) / draws). */
	readonly pFirstSE: number;
	/** Draws in which the model takes part (every draw, except under a model-set change). */
	readonly present: number;
	/** Median over its draws of |score - reference score| (`draw-change.ts`). */
	readonly medianAbsChange: number;
}

export interface TauSummary {
	readonly mean: number;
	readonly median: number;
	readonly q05: number;
	readonly q95: number;
	readonly min: number;
	/** Draws where tau-b is undefined (every model tied); excluded from the figures above. */
	readonly undefinedDraws: number;
}

export interface RunSummary {
	readonly nDraws: number;
	/** Models in reference order (best first). */
	readonly models: readonly ModelSummary[];
	readonly tau: TauSummary;
	/** Column index of the reference leader (first in reference order). */
	readonly leader: number;
	/**
	 * Share of the draws with the leader in which it is still ranked first, a tie for first
	 * counting 1/k (`first-share.ts`): the leader's P(first) over the draws it takes part in.
	 */
	readonly leaderKept: number;
	/** Binomial Monte Carlo standard error of `leaderKept` over `leaderPresent` draws. */
	readonly leaderKeptSE: number;
	/** Draws in which the reference leader takes part. */
	readonly leaderPresent: number;
	/** Largest distance from a model's reference score to either end of its 95% interval. */
	readonly maxSwing: number;
	/**
	 * Per draw, the mean over models of |score - reference score|: its median (the change of a
	 * typical draw) and 5% / 95% quantiles over the draws (`draw-change.ts`).
	 */
	readonly drawChange: Spread;
}

/** Binomial standard error of a share `p` over `n` trials: sqrt(p (1 - p) / n). */
function binomialSE(p: number, n: number): number {
	return n > 0 ? Math.sqrt((p * (1 - p)) / n) : Number.NaN;
}

function sortedFinite(values: Float64Array): Float64Array {
	let k = 0;
	for (let i = 0; i < values.length; i++) if (values[i] === values[i]) values[k++] = values[i];
	return values.subarray(0, k).sort();
}

/** Number of models ranked first in each draw (the 1/k of P(first)). */
function firstCounts(table: DrawColumns, nDraws: number): Int32Array {
	const M = table.nModels;
	const out = new Int32Array(nDraws);
	for (let d = 0; d < nDraws; d++) {
		let k = 0;
		const row = d * M;
		for (let m = 0; m < M; m++) if (table.ranks[row + m] === 1) k++;
		out[d] = k;
	}
	return out;
}

/**
 * Summarises the first `nDraws` draws of `table` (all of them by default, fewer for a partial
 * result while a run is still going).
 */
export function summarizeRun(
	table: DrawColumns,
	reference: Reference,
	models: readonly string[],
	nDraws: number = table.nDraws
): RunSummary {
	const M = table.nModels;
	const column = new Float64Array(nDraws);
	const rankColumn = new Float64Array(nDraws);
	const counts = new Int32Array(M + 2);
	const tiedFirst = firstCounts(table, nDraws);
	const summaries: ModelSummary[] = [];
	let maxSwing = 0;
	const byModel = modelMajor(table, nDraws);
	const scratch = new Float64Array(nDraws);
	for (const m of reference.order) {
		let first = 0;
		let present = 0;
		const at = m * nDraws;
		for (let d = 0; d < nDraws; d++) {
			column[d] = byModel.scores[at + d];
			const r = byModel.ranks[at + d];
			if (r > 0) rankColumn[present++] = r;
			if (r === 1) first += 1 / tiedFirst[d];
		}
		const s = sortedFinite(column);
		const r = sortRanks(rankColumn.subarray(0, present), counts);
		const ref = reference.scores[m];
		const q025 = quantileSorted(s, 0.025);
		const q975 = quantileSorted(s, 0.975);
		const swing = Math.max(ref - q025, q975 - ref);
		if (swing > maxSwing) maxSwing = swing;
		const pFirst = nDraws ? first / nDraws : Number.NaN;
		summaries.push({
			model: models[m],
			index: m,
			reference: ref,
			referenceRank: reference.ranks[m],
			mean: meanInDrawOrder(byModel.scores, at, nDraws),
			q025,
			q500: quantileSorted(s, 0.5),
			q975,
			rankLow: present ? quantileSorted(r, 0.025, 'lower') : Number.NaN,
			rankHigh: present ? quantileSorted(r, 0.975, 'higher') : Number.NaN,
			pFirst,
			pFirstSE: binomialSE(pFirst, nDraws),
			present,
			medianAbsChange: medianAbsChangeOf(byModel.scores.subarray(at, at + nDraws), ref, scratch)
		});
	}
	const leader = reference.order[0];
	let kept = 0;
	let leaderPresent = 0;
	for (let d = 0; d < nDraws; d++) {
		const r = table.ranks[d * M + leader];
		if (r > 0) leaderPresent++;
		if (r === 1) kept += 1 / tiedFirst[d];
	}
	const leaderKept = leaderPresent ? kept / leaderPresent : Number.NaN;
	const change = new Float64Array(nDraws);
	for (let d = 0; d < nDraws; d++) change[d] = meanAbsScoreChange(table, reference.scores, d);
	return {
		nDraws,
		models: summaries,
		tau: summarizeTau(table.tau.subarray(0, nDraws)),
		leader,
		leaderKept,
		leaderKeptSE: binomialSE(leaderKept, leaderPresent),
		leaderPresent,
		maxSwing,
		drawChange: spread(change)
	};
}

/**
 * Sorts whole ranks in place by counting (O(n + M) instead of a comparison sort, which was half of
 * a summary's time with many draws); with fewer draws than models, or anything outside 1..M (which
 * a rank never is), the typed sort.
 */
function sortRanks(r: Float64Array, counts: Int32Array): Float64Array {
	const top = counts.length - 1;
	// Counting costs O(M) per model: worth it only with more draws than models.
	if (r.length < top) return r.sort();
	counts.fill(0);
	for (let d = 0; d < r.length; d++) {
		const v = r[d];
		if (!(v >= 1 && v < top && v === Math.floor(v))) return r.sort();
		counts[v]++;
	}
	let d = 0;
	for (let v = 1; v < top; v++) for (let c = counts[v]; c > 0; c--) r[d++] = v;
	return r;
}

function meanInDrawOrder(scores: Float64Array, at: number, nDraws: number): number {
	let s = 0;
	let k = 0;
	for (let d = 0; d < nDraws; d++) {
		const v = scores[at + d];
		if (v === v) {
			s += v;
			k++;
		}
	}
	return k ? s / k : Number.NaN;
}

export function summarizeTau(tau: ArrayLike<number>): TauSummary {
	const s = sortedFinite(Float64Array.from(tau));
	return {
		mean: mean(s.length === tau.length ? tau : s),
		median: quantileSorted(s, 0.5),
		q05: quantileSorted(s, 0.05),
		q95: quantileSorted(s, 0.95),
		min: s.length ? s[0] : Number.NaN,
		undefinedDraws: tau.length - s.length
	};
}
