/**
 * A run's figures as the verdict sentence reads them against sampling noise (`noise-units.ts`):
 * the floor's bands, how far a typical draw moved the scores beside a resample and the drift of
 * the mean, where tau-b falls, how many variants fall below, inside and above, and whether too few
 * items are shared to give a verdict at all. Plain data, shared by every draw type's facts
 * (`headline.ts`) and by a saved result's read back (`schemas/result-headline.ts`).
 */
import { NOISE_BAND, type NoiseUnits, type TauVerdict } from './noise-units.ts';
import { MIN_SHARED_ITEMS } from './shared-items.ts';
import type { NoiseFloor } from './stats/noise-floor.ts';

/** The noise floor as a sentence reads it. */
export interface FloorFacts {
	/**
	 * tau-b of a full-size resample against the full set: 5% and 95% quantiles. A perturbed
	 * version of this test set compared with the full set is read against this band.
	 */
	readonly tauLow: number;
	readonly tauHigh: number;
	/** tau-b between two resamples (two independent test sets of this size): 5% and 95%. */
	readonly pairLow: number;
	readonly pairHigh: number;
	/** Share of resamples in which the reference leader is first (a tie: 1/k). */
	readonly leaderFloor: number;
	/** Per resample, mean over models of |score change|: median and 95% quantile. */
	readonly noiseChange: number;
	readonly noiseChangeHigh: number;
}

/** How a change reads against sampling noise: within it, or beyond. */
export type ShiftBand = 'within' | 'beyond';

/**
 * How far a run moved the scores: first how far a typical draw moves them, beside a resample's
 * (`noise-units.ts`), then the systematic part, the drift of the mean over the draws.
 */
export interface ChangeFacts {
	/** Median over draws of the mean over models of |score change| (a variant's: its own). */
	readonly typical: number;
	/** `typical` / the floor's median per-resample change (NaN without a floor). */
	readonly inNoise: number;
	/** `within` when `typical` is at most the floor's 95% quantile of a resample's change. */
	readonly band: ShiftBand | null;
	/** Mean over models of |mean score over the draws - reference score| (score units). */
	readonly drift: number;
	/** Median over models of |that| / SE; NaN without a floor. */
	readonly driftUnits: number;
	/** `within` below 1.96 standard errors. */
	readonly driftBand: ShiftBand | null;
}

/** A run's tau-b beside the band it is read against (a resample against the full set). */
export interface TauFacts {
	readonly verdict: TauVerdict | null;
	/** Share of resamples that move the ranking more (NaN: not known). */
	readonly resamplesMovingMore: number;
}

/** Too few items shared by every model to rank them: the numbers, but no verdict. */
export interface FewItems {
	readonly shared: number;
	readonly minimum: number;
}

/** Variants below, inside and above a resample's band against the full set. */
export interface VerdictCounts {
	readonly below: number;
	readonly inside: number;
	readonly above: number;
}

/** What the sentence reads of a floor. */
export type FloorFigures = Pick<
	NoiseFloor,
	'tauFloorVsReference' | 'tauFloor' | 'leaderFloor' | 'scoreChange'
>;

/** The floor as a sentence reads it (null: no floor). */
export function floorFacts(floor: FloorFigures | null | undefined): FloorFacts | null {
	if (!floor) return null;
	return {
		tauLow: floor.tauFloorVsReference.q05,
		tauHigh: floor.tauFloorVsReference.q95,
		pairLow: floor.tauFloor.q05,
		pairHigh: floor.tauFloor.q95,
		leaderFloor: floor.leaderFloor,
		noiseChange: floor.scoreChange.median,
		noiseChangeHigh: floor.scoreChange.q95
	};
}

/** Whether a typical shift of `units` standard errors is within sampling noise or beyond it. */
function shiftBand(units: number): ShiftBand | null {
	if (!(units === units)) return null;
	return units < NOISE_BAND ? 'within' : 'beyond';
}

/**
 * Whether a typical change `typical` is within what a resample gives (at most its 95% quantile of
 * change) or beyond it; null without a floor.
 */
export function changeBand(typical: number, floor: FloorFacts | null): ShiftBand | null {
	if (!floor || !(typical === typical) || !(floor.noiseChangeHigh === floor.noiseChangeHigh)) {
		return null;
	}
	return typical <= floor.noiseChangeHigh ? 'within' : 'beyond';
}

/** Change facts from a run's noise units and the floor they were measured against. */
export function changeFacts(
	u: Pick<
		NoiseUnits,
		'typicalDrawChange' | 'typicalDrawChangeInNoise' | 'meanAbsShift' | 'typicalShiftInNoiseUnits'
	>,
	floor: FloorFacts | null
): ChangeFacts {
	return {
		typical: u.typicalDrawChange,
		inNoise: u.typicalDrawChangeInNoise,
		band: changeBand(u.typicalDrawChange, floor),
		drift: u.meanAbsShift,
		driftUnits: u.typicalShiftInNoiseUnits,
		driftBand: shiftBand(u.typicalShiftInNoiseUnits)
	};
}

/** Too few shared items (`shared-items.ts`): the warning's numbers, else null. */
export function fewItemsOf(shared: number): FewItems | null {
	return shared < MIN_SHARED_ITEMS ? { shared, minimum: MIN_SHARED_ITEMS } : null;
}

/** Below, inside and above counts of the verdicts (null without a floor). */
export function verdictCounts(
	verdicts: readonly (TauVerdict | null)[],
	floor: unknown
): VerdictCounts | null {
	if (!floor) return null;
	return {
		below: verdicts.filter((v) => v === 'below').length,
		inside: verdicts.filter((v) => v === 'inside').length,
		above: verdicts.filter((v) => v === 'above').length
	};
}
