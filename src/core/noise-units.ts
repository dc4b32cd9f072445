/**
 * Every run measured against sampling noise (the test set's noise floor, `stats/noise-floor.ts`):
 *
 * - per model, `shiftInNoiseUnits` = (mean over the run's draws or variants of its score - its
 *   reference score) / its standard error on the full set (`floor.scoreSE`): how many standard
 *   errors the perturbation moved it, on average;
 * - per run, `typicalShiftInNoiseUnits` = the median over models of |shiftInNoiseUnits|, and
 *   `meanAbsShift` = the mean over models of |shift| (score units);
 * - the run's tau-b beside the floor: `inside` when its median (a variant's or a search's own
 *   tau-b) is at or above `floor.tauFloor.q05`, the 5% quantile of tau-b between two test sets of
 *   this size from the same pool; `below` otherwise; null when tau-b is undefined.
 *
 * A change within `NOISE_BAND` (1.96) standard errors is one sampling noise alone gives in 95% of
 * test sets (a normal approximation of the mean, Miller 2024, arXiv:2411.00640, section 2).
 */
import type { NoiseFloor } from './stats/noise-floor.ts';
import type { SweepRow } from './sweep.ts';
import type { DrawColumns } from './run-types.ts';

/** A shift within this many standard errors is within sampling noise (two-sided 95%, normal). */
export const NOISE_BAND = 1.96;

export type TauVerdict = 'inside' | 'below';

/** What noise units read of a floor (null: no floor; shifts in score units only). */
type FloorPart = Pick<NoiseFloor, 'scoreSE' | 'tauFloor'>;

export interface NoiseUnits {
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
	/** The run's tau-b the verdict reads (median over draws, or the one value). */
	readonly tau: number;
	readonly tauVerdict: TauVerdict | null;
}

/** Whether tau-b `tau` lies inside the noise floor (at or above `tauFloor.q05`). */
export function tauVerdict(tau: number, floor: Pick<NoiseFloor, 'tauFloor'>): TauVerdict | null {
	const q05 = floor.tauFloor.q05;
	if (!(tau === tau) || !(q05 === q05)) return null;
	return tau >= q05 ? 'inside' : 'below';
}

function median(values: number[]): number {
	if (!values.length) return Number.NaN;
	const s = values.sort((a, b) => a - b);
	const h = (s.length - 1) / 2;
	const lo = Math.floor(h);
	return lo === h ? s[lo] : (s[lo] + s[lo + 1]) / 2;
}

/**
 * Noise units of a run whose mean score per model (matrix column order) is `meanScores`, against
 * `reference` scores, the floor's standard errors, and the run's tau-b `tau`.
 */
export function noiseUnits(
	meanScores: ArrayLike<number>,
	reference: ArrayLike<number>,
	floor: FloorPart | null,
	tau: number
): NoiseUnits {
	const M = reference.length;
	const shift = new Float64Array(M);
	const units = new Float64Array(M);
	const abs: number[] = [];
	let sumAbs = 0;
	let k = 0;
	let largest = -1;
	for (let m = 0; m < M; m++) {
		const s = meanScores[m] - reference[m];
		const se = floor ? floor.scoreSE[m] : Number.NaN;
		shift[m] = s;
		units[m] = se > 0 ? s / se : Number.NaN;
		if (units[m] === units[m]) abs.push(Math.abs(units[m]));
		if (s === s) {
			sumAbs += Math.abs(s);
			k++;
			if (largest < 0 || Math.abs(s) > Math.abs(shift[largest])) largest = m;
		}
	}
	return {
		shift,
		shiftInNoiseUnits: units,
		typicalShiftInNoiseUnits: median(abs),
		meanAbsShift: k ? sumAbs / k : Number.NaN,
		largestShiftModel: largest,
		tau,
		tauVerdict: floor ? tauVerdict(tau, floor) : null
	};
}

/** Median of the defined tau-b values (NaN when none is). */
export function medianTau(tau: ArrayLike<number>): number {
	const ok: number[] = [];
	for (let i = 0; i < tau.length; i++) if (tau[i] === tau[i]) ok.push(tau[i]);
	return median(ok);
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

/** Noise units of each fixed variant (row `d` of `table` is variant d). */
export function variantNoiseUnits(
	table: DrawColumns,
	reference: ArrayLike<number>,
	floor: FloorPart | null
): NoiseUnits[] {
	const M = table.nModels;
	const out: NoiseUnits[] = [];
	for (let d = 0; d < table.nDraws; d++) {
		const scores = table.scores.subarray(d * M, (d + 1) * M);
		out.push(noiseUnits(scores, reference, floor, table.tau[d]));
	}
	return out;
}

/** A sweep step against the floor: its typical change beside noise's, and its tau-b verdict. */
interface StepNoise {
	/** The step's median per-draw mean |score change| over the floor's (`scoreChange.median`). */
	readonly changeOverNoise: number;
	readonly tauVerdict: TauVerdict | null;
}

/** Each sweep row beside the floor (the rows' own figures are `sweep.ts`'s). */
export function stepNoise(rows: readonly SweepRow[], floor: NoiseFloor): StepNoise[] {
	const noise = floor.scoreChange.median;
	return rows.map((r) => ({
		changeOverNoise: noise > 0 ? r.scoreChange.median / noise : Number.NaN,
		tauVerdict: tauVerdict(r.tau.median, floor)
	}));
}

/** The first step whose median tau-b falls below the floor (index into `rows`), or -1. */
export function firstBelowFloor(rows: readonly SweepRow[], floor: NoiseFloor): number {
	return rows.findIndex((r) => tauVerdict(r.tau.median, floor) === 'below');
}
