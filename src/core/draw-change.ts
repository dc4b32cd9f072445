/**
 * How far a draw moves the scores: the one measure of score change every figure of a run reads
 * (a sample's typical draw change, a variant's own change, a sweep step's, the noise floor's).
 *
 * - per draw, the mean over models of |draw score − reference score| (`meanAbsScoreChange`);
 * - over a run, its median over the draws (`drawChanges(...).perDraw` through `spread`): the
 *   change of a typical draw. A mean over the draws of each model's signed change would cancel
 *   for any random shift centred on the reference (draws that raise a score and draws that lower
 *   it); the absolute change per draw does not;
 * - per model, the median over the draws of |draw score − reference score|
 *   (`drawChanges(...).medianAbsChange`): what a typical draw does to that model.
 *
 * Medians and quantiles are numpy's `linear` (`quantile.ts`) over the draws with a defined value.
 */
import { quantileSorted } from './stats/quantile.ts';
import type { DrawColumns } from './run-types.ts';

/** Median and 5% / 95% quantiles of a figure over draws. */
export interface Spread {
	readonly median: number;
	readonly q05: number;
	readonly q95: number;
}

/** Median and 5% / 95% quantiles (numpy 'linear') of the finite values. */
export function spread(values: ArrayLike<number>): Spread {
	const s = Float64Array.from(values)
		.filter((v) => v === v)
		.sort();
	return {
		median: quantileSorted(s, 0.5),
		q05: quantileSorted(s, 0.05),
		q95: quantileSorted(s, 0.95)
	};
}

/**
 * Mean over models of |score - reference score| in draw `d`, over the models with a score in both
 * (NaN when there are none).
 */
export function meanAbsScoreChange(
	table: { readonly nModels: number; readonly scores: ArrayLike<number> },
	referenceScores: ArrayLike<number>,
	d: number
): number {
	const M = table.nModels;
	let sum = 0;
	let k = 0;
	for (let m = 0; m < M; m++) {
		const diff = table.scores[d * M + m] - referenceScores[m];
		if (diff === diff) {
			sum += Math.abs(diff);
			k++;
		}
	}
	return k ? sum / k : Number.NaN;
}

/** The score change of each draw, and of each model over the draws. */
interface DrawChanges {
	/** Per draw: the mean over models of |score - reference score| (NaN: no model scored). */
	readonly perDraw: Float64Array;
	/** Per model (column order): the median over draws of |score - reference score|. */
	readonly medianAbsChange: Float64Array;
}

/**
 * The changes of the first `nDraws` draws of `table` against `referenceScores`: per draw the
 * mean over models of |change|, per model the median over draws of |change| (draws without the
 * model left out; NaN when it has none).
 */
export function drawChanges(
	table: Pick<DrawColumns, 'nModels' | 'scores'>,
	referenceScores: ArrayLike<number>,
	nDraws: number
): DrawChanges {
	const M = table.nModels;
	const perDraw = new Float64Array(nDraws);
	for (let d = 0; d < nDraws; d++) perDraw[d] = meanAbsScoreChange(table, referenceScores, d);
	const medianAbsChange = new Float64Array(M);
	const column = new Float64Array(nDraws);
	const scratch = new Float64Array(nDraws);
	for (let m = 0; m < M; m++) {
		for (let d = 0; d < nDraws; d++) column[d] = table.scores[d * M + m];
		medianAbsChange[m] = medianAbsChangeOf(column, referenceScores[m], scratch);
	}
	return { perDraw, medianAbsChange };
}

/**
 * The median of |value - reference| over the defined `values` (one model's scores over the
 * draws), sorted in `scratch` (at least as long); NaN when none is defined.
 */
export function medianAbsChangeOf(
	values: ArrayLike<number>,
	reference: number,
	scratch: Float64Array
): number {
	let k = 0;
	for (let d = 0; d < values.length; d++) {
		const diff = values[d] - reference;
		if (diff === diff) scratch[k++] = Math.abs(diff);
	}
	return quantileSorted(scratch.subarray(0, k).sort(), 0.5);
}
