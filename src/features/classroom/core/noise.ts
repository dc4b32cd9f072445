/**
 * Sampling noise in the classroom: the noise floor of a test set (`stats/noise-floor.ts`: each
 * model's standard error, tau-b between two bootstrap resamples) and the few numbers the screens
 * read from it, the same way for steps 2, 3 and 6.
 *
 * - The 95% half-width of a score is 1.96 x its standard error (normal approximation; the
 *   standard error is the plain one of a mean of 0/1 answers, `standard-error.ts`).
 * - A change between two independent test sets is measured in noise units against the combined
 *   standard error sqrt(SE_a^2 + SE_b^2) (E. Miller 2024, "Adding Error Bars to Evals",
 *   arXiv:2411.00640, sec. 4, unpaired difference).
 * - A ranking is "inside the floor" when its tau-b is at or above the floor's 5% quantile
 *   (`tauFloor.q05`), "below" it otherwise (issue 19's rule for every run).
 *
 * The floors use `FLOOR_PAIRS` pairs of resamples seeded by the scenario's `floor` stream, the
 * same for every test set of a scenario (a resample is a function of the test set, the seed and
 * its index alone, `noise-floor.ts`).
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { noiseFloor, type FloorSpread, type NoiseFloor } from '../../../core/stats/noise-floor.ts';
import { STREAM, streamSeed } from './scenario.ts';

/** Pairs of bootstrap resamples per floor (1,000 resamples). */
export const FLOOR_PAIRS = 500;

/** The two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

/** The seed of a scenario's floors. */
function floorSeed(seed: number): number {
	return streamSeed(seed, STREAM.floor);
}

/** The noise floor of a classroom test set (`FLOOR_PAIRS` pairs, the scenario's floor seed). */
export function classroomFloor(matrix: ScoreMatrix, seed: number): NoiseFloor {
	return noiseFloor(matrix, { seed: floorSeed(seed), pairs: FLOOR_PAIRS });
}

/** Per model, sqrt(a_m^2 + b_m^2): the standard error of a difference of two independent scores. */
export function combinedSE(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
	return Float64Array.from({ length: a.length }, (_, m) => Math.hypot(a[m], b[m]));
}

/** Whether a tau-b is inside a tau floor: at or above its 5% quantile. */
export function insideFloor(tau: number, tauFloor: FloorSpread): boolean {
	return tau >= tauFloor.q05;
}
