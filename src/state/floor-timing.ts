/**
 * When a run measures its noise floor after its main result rather than before it: when the
 * floor's 2 x `NOISE_FLOOR_PAIRS` full-size resamples are slow, i.e. the matrix has at least
 * `FLOOR_AFTER_CELLS` cells. Measured on this project's 2-core machine (bench/browser-import.ts,
 * docs/speed.md): at 4,000 models x 60,000 items (0/1 scores, 2.4e8 cells) the floor's 2,000
 * resamples take 5-11 s in the browser, about twice the 1,000 draws of the run itself; at 1,000
 * x 14,042 (1.4e7 cells) well under a second. Continuous scores cost about 30 times as much per
 * cell (a float64 product instead of the bit kernel). Below the threshold the floor comes first
 * and the result shows complete at once.
 */
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';

/** Cells (items x models) from which a 0/1 matrix's floor is measured after the result. */
export const FLOOR_AFTER_CELLS = { binary: 5e7, continuous: 2e6 } as const;

/** Whether a run on `matrix` measures its floor after its main result. */
export function floorIsSlow(
	matrix: Pick<ScoreMatrix, 'nItems' | 'nModels' | 'valueType'>
): boolean {
	return matrix.nItems * matrix.nModels >= FLOOR_AFTER_CELLS[matrix.valueType];
}
