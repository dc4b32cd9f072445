/**
 * Threshold sweep for continuous scores (e.g. an LLM judge's 1-10 scale): binarise every cell at a
 * threshold t (x >= t counts as a success) and rank on the share of successes. Moving t shows
 * whether the ranking depends on where "good enough" is drawn. Missing cells stay missing.
 *
 * There is no zero strength: a binarised matrix measures a different quantity from the mean score,
 * so no threshold reproduces the reference in general (for 0/1 input any t in (0, 1] does).
 */
import { wordsFor, type ScoreMatrix } from '../ScoreMatrix.ts';
import { quantileSorted } from '../stats/quantile.ts';

/** The matrix binarised at `threshold`: a binary ScoreMatrix with the same items, models and meta. */
export function binarize(matrix: ScoreMatrix, threshold: number): ScoreMatrix {
	const { nItems, nModels: M } = matrix;
	const W = wordsFor(M);
	const bits = new Uint32Array(nItems * W);
	for (let i = 0; i < nItems; i++) {
		for (let m = 0; m < M; m++) {
			let v: number;
			if (matrix.bits) {
				const k = i * W + (m >>> 5);
				v = (matrix.bits[k] >>> (m & 31)) & 1;
				if (matrix.present && ((matrix.present[k] >>> (m & 31)) & 1) === 0) v = Number.NaN;
			} else v = matrix.values![i * M + m];
			if (v >= threshold) bits[i * W + (m >>> 5)] |= 1 << (m & 31);
		}
	}
	return { ...matrix, valueType: 'binary', wordsPerItem: W, bits, values: null };
}

/**
 * Thresholds worth offering: the distinct present values above the smallest one (at the smallest
 * every present cell would count as a success), or, when there are more than `maxPoints`, that
 * many of them spread evenly by rank (numpy 'lower' quantiles, so each is a value that occurs).
 */
export function thresholdCandidates(matrix: ScoreMatrix, maxPoints = 20): number[] {
	let distinct: number[];
	if (matrix.bits) distinct = [0, 1];
	else {
		const set = new Set<number>();
		for (const v of matrix.values!) if (v === v) set.add(v);
		distinct = [...set].sort((a, b) => a - b);
	}
	const above = distinct.slice(1);
	if (above.length <= maxPoints) return above;
	const out = new Set<number>();
	for (let p = 0; p < maxPoints; p++) {
		out.add(quantileSorted(above, maxPoints === 1 ? 0.5 : p / (maxPoints - 1), 'lower'));
	}
	return [...out];
}
