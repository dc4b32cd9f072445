/**
 * Two models, item by item: for 0/1 scores the 2 x 2 table (both right / only A / only B / both
 * wrong) with the items behind each cell; for continuous scores the items sorted by the
 * difference A - B. Items where either model has no value are listed apart. The paired test
 * (McNemar exact / paired t, `stats/paired-tests.ts`) is attached so the screen needs one call.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { modelColumn } from '../../../core/stats/columns.ts';
import { pairedTest } from '../../../core/stats/paired-tests.ts';
import type { PairedTestResult } from '../../../core/stats/inference.ts';

interface PairCells {
	readonly bothRight: Uint32Array;
	readonly onlyA: Uint32Array;
	readonly onlyB: Uint32Array;
	readonly bothWrong: Uint32Array;
}

export type PairComparison =
	| {
			readonly kind: 'binary';
			readonly a: number;
			readonly b: number;
			readonly cells: PairCells;
			/** Items where A, B or both have no value. */
			readonly missing: Uint32Array;
			readonly test: PairedTestResult;
	  }
	| {
			readonly kind: 'continuous';
			readonly a: number;
			readonly b: number;
			/** Items both models have, largest A - B first (ties in item order). */
			readonly items: Uint32Array;
			/** A - B for each entry of `items`. */
			readonly differences: Float64Array;
			readonly missing: Uint32Array;
			readonly test: PairedTestResult;
	  };

/** The item-by-item comparison of models `a` and `b`. */
export function comparePair(matrix: ScoreMatrix, a: number, b: number): PairComparison {
	const x = modelColumn(matrix, a);
	const y = modelColumn(matrix, b);
	const test = pairedTest(matrix, a, b);
	const missing: number[] = [];
	if (matrix.valueType === 'binary') {
		const lists: [number[], number[], number[], number[]] = [[], [], [], []];
		for (let i = 0; i < x.length; i++) {
			if (x[i] !== x[i] || y[i] !== y[i]) missing.push(i);
			else lists[(x[i] ? 0 : 2) + (y[i] ? 0 : 1)].push(i);
		}
		return {
			kind: 'binary',
			a,
			b,
			cells: {
				bothRight: Uint32Array.from(lists[0]),
				onlyA: Uint32Array.from(lists[1]),
				onlyB: Uint32Array.from(lists[2]),
				bothWrong: Uint32Array.from(lists[3])
			},
			missing: Uint32Array.from(missing),
			test
		};
	}
	const both: number[] = [];
	const diff = new Float64Array(x.length);
	for (let i = 0; i < x.length; i++) {
		diff[i] = x[i] - y[i];
		if (diff[i] === diff[i]) both.push(i);
		else missing.push(i);
	}
	both.sort((p, q) => diff[q] - diff[p] || p - q);
	return {
		kind: 'continuous',
		a,
		b,
		items: Uint32Array.from(both),
		differences: Float64Array.from(both, (i) => diff[i]),
		missing: Uint32Array.from(missing),
		test
	};
}
