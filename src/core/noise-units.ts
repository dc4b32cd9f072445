/**
 * Every run measured against sampling noise (the test set's noise floor, `stats/noise-floor.ts`),
 * each figure beside the same figure for what sampling noise alone gives.
 *
 * How far a draw moves the scores (`draw-change.ts`):
 *
 * - `typicalDrawChange`: per draw (or variant), the mean over models of |score - reference
 *   score|; its median over the draws. `typicalDrawChangeInNoise` = that / the same figure for
 *   full-size resamples of the test set (`floor.scoreChange.median`): how many times what a
 *   test set of this size from the same pool moves the scores. A variant's figure, and a search's,
 *   is its own change (one draw).
 * - per model, `changeInNoiseUnits` = the median over draws of |score - reference score| / its
 *   standard error on the full set (`floor.scoreSE`).
 *
 * The systematic part (the drift), a second figure: per model `shift` = (mean over the draws or
 * variants of its score) - reference score and `shiftInNoiseUnits` = shift / SE;
 * `typicalShiftInNoiseUnits` = the median over models of |shiftInNoiseUnits| and `meanAbsShift`
 * = the mean over models of |shift|. A random shift centred on the reference (Dirichlet weights,
 * a bootstrap) drifts little while each draw moves the scores far: the drift alone would call it
 * "within noise".
 *
 * The ranking, like with like: a perturbed version of this test set compared with the full set
 * is read against a full-size resample compared with the full set (`floor.tauFloorVsReference`,
 * band `vsReference`); two independent test sets against two resamples (`floor.tauFloor`, band
 * `twoSets`). The verdict is where the run's tau-b (a sample's median over its draws, a variant's
 * or a search's own) falls in the band's distribution: `below` its 5% quantile (the perturbation
 * moves the ranking more than all but 5% of resamples), `above` its 95% quantile (it moves the
 * ranking less than a resample does), else `inside`; `resamplesMovingMore` is the share of
 * resamples whose tau-b with the full set is lower than the run's (they move the ranking more).
 *
 * A change within `NOISE_BAND` (1.96) standard errors is one sampling noise alone gives in 95% of
 * test sets (a normal approximation of the mean, Miller 2024, arXiv:2411.00640, section 2).
 */
import { drawChanges, meanAbsScoreChange, spread } from './draw-change.ts';
import { quantile } from './stats/quantile.ts';
import type { FloorSpread, NoiseFloor } from './stats/noise-floor.ts';
import type { SweepRow } from './sweep.ts';
import type { DrawColumns } from './run-types.ts';

/** A shift within this many standard errors is within sampling noise (two-sided 95%, normal). */
export const NOISE_BAND = 1.96;

/** Where a tau-b falls against its noise floor's 5-95% band. */
export type TauVerdict = 'below' | 'inside' | 'above';

/** What noise units read of a floor (null: no floor; changes in score units only). */
export type FloorPart = Pick<
	NoiseFloor,
	'scoreSE' | 'tauFloorVsReference' | 'tauVsReferenceSorted' | 'scoreChange'
>;

/** `below` under the band's 5% quantile, `above` over its 95% quantile, else `inside`. */
export function tauVerdict(tau: number, band: Pick<FloorSpread, 'q05' | 'q95'>): TauVerdict | null {
	if (!(tau === tau) || !(band.q05 === band.q05)) return null;
	if (tau < band.q05) return 'below';
	if (tau > band.q95) return 'above';
	return 'inside';
}

/**
 * The share of the floor's resamples whose tau-b with the full set is lower than `tau`: they move
 * the ranking more than the run does. NaN when the resamples' values are not known.
 */
export function resamplesMovingMore(tau: number, sorted: Float64Array): number {
	if (!(tau === tau) || !sorted.length) return Number.NaN;
	let lo = 0;
	let hi = sorted.length;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (sorted[mid] < tau) lo = mid + 1;
		else hi = mid;
	}
	return lo / sorted.length;
}

/** A run's tau-b against the floor of a perturbed test set against the full set. */
interface TauReading {
	readonly tau: number;
	readonly verdict: TauVerdict | null;
	/** Share of resamples that move the ranking more (NaN: not known). */
	readonly resamplesMovingMore: number;
}

/** `tau` (a perturbed test set against the full set) read against `tauFloorVsReference`. */
export function readTau(
	tau: number,
	floor: Pick<NoiseFloor, 'tauFloorVsReference' | 'tauVsReferenceSorted'> | null
): TauReading {
	return {
		tau,
		verdict: floor ? tauVerdict(tau, floor.tauFloorVsReference) : null,
		resamplesMovingMore: floor ? resamplesMovingMore(tau, floor.tauVsReferenceSorted) : Number.NaN
	};
}

/** How far a run's draws moved the scores (see the module comment). */
interface RunChanges {
	/** Per model (matrix column order): mean score over the draws or variants. */
	readonly meanScores: ArrayLike<number>;
	/** Per model: median over the draws of |score - reference score|. */
	readonly medianAbsChange: ArrayLike<number>;
	/** Median over the draws of the mean over models of |score - reference score|. */
	readonly typicalDrawChange: number;
}

export interface NoiseUnits {
	/** Median over draws of the mean over models of |score change| (score units). */
	readonly typicalDrawChange: number;
	/** `typicalDrawChange` / the floor's (`scoreChange.median`); NaN without a floor. */
	readonly typicalDrawChangeInNoise: number;
	/** Per model: median over draws of |score change| / SE (NaN where undefined). */
	readonly changeInNoiseUnits: Float64Array;
	/** Per model (matrix column order): mean score over the draws or variants - reference score. */
	readonly shift: Float64Array;
	/** `shift / scoreSE` per model (NaN where the SE or the mean is undefined). */
	readonly shiftInNoiseUnits: Float64Array;
	/** Median over models of |shiftInNoiseUnits| (models with a defined value). */
	readonly typicalShiftInNoiseUnits: number;
	/** Mean over models of |shift| (score units). */
	readonly meanAbsShift: number;
	/** Model (column index) with the largest |shift|, or -1. */
	readonly largestShiftModel: number;
	/** The run's tau-b (median over draws, or the one value) against `tauFloorVsReference`. */
	readonly tau: number;
	readonly tauVerdict: TauVerdict | null;
	readonly resamplesMovingMore: number;
}

/**
 * Noise units of a run whose changes are `changes`, against `reference` scores, the floor's
 * standard errors, score change and tau-b band, and the run's tau-b `tau`.
 */
export function noiseUnits(
	changes: RunChanges,
	reference: ArrayLike<number>,
	floor: FloorPart | null,
	tau: number
): NoiseUnits {
	const M = reference.length;
	const shift = new Float64Array(M);
	const units = new Float64Array(M);
	const change = new Float64Array(M);
	const abs: number[] = [];
	let sumAbs = 0;
	let k = 0;
	let largest = -1;
	for (let m = 0; m < M; m++) {
		const s = changes.meanScores[m] - reference[m];
		const se = floor ? floor.scoreSE[m] : Number.NaN;
		shift[m] = s;
		units[m] = se > 0 ? s / se : Number.NaN;
		change[m] = se > 0 ? changes.medianAbsChange[m] / se : Number.NaN;
		if (units[m] === units[m]) abs.push(Math.abs(units[m]));
		if (s === s) {
			sumAbs += Math.abs(s);
			k++;
			if (largest < 0 || Math.abs(s) > Math.abs(shift[largest])) largest = m;
		}
	}
	const noise = floor ? floor.scoreChange.median : Number.NaN;
	const reading = readTau(tau, floor);
	return {
		typicalDrawChange: changes.typicalDrawChange,
		typicalDrawChangeInNoise: noise > 0 ? changes.typicalDrawChange / noise : Number.NaN,
		changeInNoiseUnits: change,
		shift,
		shiftInNoiseUnits: units,
		typicalShiftInNoiseUnits: quantile(abs, 0.5),
		meanAbsShift: k ? sumAbs / k : Number.NaN,
		largestShiftModel: largest,
		tau,
		tauVerdict: reading.verdict,
		resamplesMovingMore: reading.resamplesMovingMore
	};
}

/** Median of the defined tau-b values (NaN when none is). */
export function medianTau(tau: ArrayLike<number>): number {
	return spread(tau).median;
}

/** Mean over the first `nDraws` draws of each model's score (draws without it left out). */
export function meanScoresOf(table: DrawColumns, nDraws: number = table.nDraws): Float64Array {
	const M = table.nModels;
	const sum = new Float64Array(M);
	const count = new Int32Array(M);
	for (let d = 0; d < nDraws; d++) {
		for (let m = 0; m < M; m++) {
			const v = table.scores[d * M + m];
			if (v === v) {
				sum[m] += v;
				count[m]++;
			}
		}
	}
	return sum.map((s, m) => (count[m] ? s / count[m] : Number.NaN));
}

/** The changes of the first `nDraws` draws (or variants) of `table`. */
export function changesOfTable(
	table: DrawColumns,
	reference: ArrayLike<number>,
	nDraws: number = table.nDraws
): RunChanges {
	const c = drawChanges(table, reference, nDraws);
	return {
		meanScores: meanScoresOf(table, nDraws),
		medianAbsChange: c.medianAbsChange,
		typicalDrawChange: spread(c.perDraw).median
	};
}

/** The changes of one set of scores (a variant, a search's worst case): its own change. */
export function changesOfScores(
	scores: ArrayLike<number>,
	reference: ArrayLike<number>
): RunChanges {
	const M = reference.length;
	const medianAbsChange = new Float64Array(M);
	for (let m = 0; m < M; m++) medianAbsChange[m] = Math.abs(scores[m] - reference[m]);
	return {
		meanScores: scores,
		medianAbsChange,
		typicalDrawChange: meanAbsScoreChange({ nModels: M, scores }, reference, 0)
	};
}

/** Noise units of each fixed variant (row `d` of `table` is variant d): its own change. */
export function variantNoiseUnits(
	table: DrawColumns,
	reference: ArrayLike<number>,
	floor: FloorPart | null
): NoiseUnits[] {
	const M = table.nModels;
	const out: NoiseUnits[] = [];
	for (let d = 0; d < table.nDraws; d++) {
		const scores = table.scores.subarray(d * M, (d + 1) * M);
		out.push(noiseUnits(changesOfScores(scores, reference), reference, floor, table.tau[d]));
	}
	return out;
}

/** A sweep step against the floor: its typical change beside noise's, and its tau-b verdict. */
interface StepNoise {
	/** The step's median per-draw mean |score change| over the floor's (`scoreChange.median`). */
	readonly changeOverNoise: number;
	readonly tauVerdict: TauVerdict | null;
	readonly resamplesMovingMore: number;
}

/** Each sweep row beside the floor (the rows' own figures are `sweep.ts`'s). */
export function stepNoise(rows: readonly SweepRow[], floor: FloorPart): StepNoise[] {
	const noise = floor.scoreChange.median;
	return rows.map((r) => {
		const reading = readTau(r.tau.median, floor);
		return {
			changeOverNoise: noise > 0 ? r.scoreChange.median / noise : Number.NaN,
			tauVerdict: reading.verdict,
			resamplesMovingMore: reading.resamplesMovingMore
		};
	});
}

/** The first step whose median tau-b falls below the floor (index into `rows`), or -1. */
export function firstBelowFloor(
	rows: readonly SweepRow[],
	floor: Pick<NoiseFloor, 'tauFloorVsReference'>
): number {
	return rows.findIndex((r) => tauVerdict(r.tau.median, floor.tauFloorVsReference) === 'below');
}
