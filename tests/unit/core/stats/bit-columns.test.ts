import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import {
	pairedTestOfBits,
	plainMeanInferenceOfBits
} from '../../../../src/core/stats/bit-columns.ts';
import {
	columnReader,
	completeBitColumns,
	modelColumn,
	transpose32,
	TRANSPOSE_MIN_MODELS
} from '../../../../src/core/stats/columns.ts';
import { pairedTestOfColumns } from '../../../../src/core/stats/paired-tests.ts';
import { plainMeanInference } from '../../../../src/core/stats/standard-error.ts';

/** A 0/1 matrix (items x models) from a seed, with a share of missing cells. */
function matrixOf(nItems: number, nModels: number, seed: number, missing = 0) {
	let x = seed >>> 0 || 1;
	const next = () => {
		x ^= x << 13;
		x ^= x >>> 17;
		x ^= x << 5;
		return (x >>> 0) / 2 ** 32;
	};
	// Model m solves an item with probability (m + 1) / (M + 1): columns of different means.
	const cells = Array.from({ length: nItems * nModels }, (_, k) =>
		next() < missing ? Number.NaN : next() < ((k % nModels) + 1) / (nModels + 1) ? 1 : 0
	);
	return packMatrix({
		models: Array.from({ length: nModels }, (_, m) => `m${m}`),
		itemIds: Array.from({ length: nItems }, (_, i) => `i${i}`),
		cells
	});
}

describe('transpose32', () => {
	it('moves bit c of row r to bit r of row c (against a bit-by-bit transpose)', () => {
		fc.assert(
			fc.property(fc.array(fc.integer(), { minLength: 32, maxLength: 32 }), (rows) => {
				const a = Int32Array.from(rows);
				transpose32(a);
				const expected = new Int32Array(32);
				for (let r = 0; r < 32; r++)
					for (let c = 0; c < 32; c++) expected[c] |= ((rows[r] >>> c) & 1) << r;
				expect(a).toEqual(expected);
			}),
			{ numRuns: 30 }
		);
	});
});

describe('columnReader', () => {
	it('reads every column as modelColumn does, missing cells included', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 140 }),
				fc.integer({ min: TRANSPOSE_MIN_MODELS, max: 130 }),
				fc.integer({ min: 1, max: 2 ** 31 - 1 }),
				fc.constantFrom(0, 0.1),
				(nItems, nModels, seed, missing) => {
					const matrix = matrixOf(nItems, nModels, seed, missing);
					const read = columnReader(matrix);
					for (let m = 0; m < nModels; m++) expect(read(m)).toEqual(modelColumn(matrix, m));
				}
			),
			{ numRuns: 20 }
		);
	});
});

describe('bit-column statistics', () => {
	it('give the column statistics bit for bit on complete 0/1 matrices', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 300 }),
				fc.integer({ min: 1, max: 2 ** 31 - 1 }),
				(nItems, seed) => {
					const nModels = TRANSPOSE_MIN_MODELS + 3;
					const matrix = matrixOf(nItems, nModels, seed);
					const bits = completeBitColumns(matrix)!;
					expect(bits).not.toBeNull();
					for (let m = 0; m < nModels; m += 7) {
						const a = m;
						const b = (m * 5 + 1) % nModels;
						const x = modelColumn(matrix, a);
						const y = modelColumn(matrix, b);
						expect(plainMeanInferenceOfBits(bits.bits, bits.itemWords, a, nItems)).toStrictEqual(
							plainMeanInference(x)
						);
						expect(pairedTestOfBits(bits.bits, bits.itemWords, a, b, nItems)).toStrictEqual(
							pairedTestOfColumns(x, y, true, null)
						);
					}
				}
			),
			{ numRuns: 25 }
		);
	});

	it('are not offered for matrices with missing cells or few models', () => {
		expect(completeBitColumns(matrixOf(50, TRANSPOSE_MIN_MODELS, 3, 0.1))).toBeNull();
		expect(completeBitColumns(matrixOf(50, TRANSPOSE_MIN_MODELS - 1, 3))).toBeNull();
	});
});
