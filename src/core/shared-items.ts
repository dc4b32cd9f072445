/**
 * Whether the models of a matrix were scored on the same items, and on enough of them to be
 * ranked at all.
 *
 * - `sharedItems`: the items every model has a score on (all of them when no cell is missing).
 * - A matrix whose models share no item at all (two result files over disjoint item sets merged
 *   into one) compares each model on other items: it is refused at import (`formats/coverage.ts`).
 * - `MIN_SHARED_ITEMS` (30): below it a run shows its numbers under a warning instead of a
 *   verdict. With n items one item moves a 0/1 score by 1/n (over 3 points at 30), and the
 *   standard error of a score near 50% is sqrt(0.25 / n) (9 points at 30): two models must lie
 *   about 25 points apart before 1.96 standard errors of their difference separate them, and the
 *   normal approximation behind every "within / beyond noise" reading rests on the central limit
 *   theorem, which the usual rule of thumb trusts from about 30 observations on (a rule of
 *   thumb, not a theorem: the threshold says where the app stops giving a verdict, nothing more).
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';

/** Fewer shared items than this: the numbers, under a warning, and no verdict. */
export const MIN_SHARED_ITEMS = 30;

/** A full present word for models [32w, 32w + 32) of a row, given the number of models. */
function fullWord(w: number, nModels: number): number {
	const left = nModels - 32 * w;
	return left >= 32 ? -1 : (1 << left) - 1;
}

/** Items on which every model of `matrix` has a score. */
export function sharedItems(
	matrix: Pick<ScoreMatrix, 'nItems' | 'nModels' | 'wordsPerItem' | 'present' | 'missingCells'>
): number {
	const { nItems, nModels, wordsPerItem: W, present } = matrix;
	if (!present || matrix.missingCells === 0) return nItems;
	let shared = 0;
	for (let i = 0; i < nItems; i++) {
		let all = true;
		for (let w = 0; w < W && all; w++) all = (present[i * W + w] | 0) === fullWord(w, nModels);
		if (all) shared++;
	}
	return shared;
}
