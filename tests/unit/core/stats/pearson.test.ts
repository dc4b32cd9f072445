import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centredSums, pearson } from '../../../../src/core/stats/pearson.ts';

const px = [1, 2, 3.5, 4, 7.25];
const py = [2, 1.5, 4, 6, 6.5];

describe('pearson', () => {
	it('equals scipy.stats.pearsonr (scripts/golden/make_primitives_golden.py)', () => {
		// scipy.stats.pearsonr(px, py).statistic
		expect(pearson(px, py)).toBeCloseTo(0.8846206841431326, 15);
		expect(pearson(px, px)).toBe(1);
		expect(
			pearson(
				px,
				px.map((v) => -2 * v)
			)
		).toBe(-1);
	});

	it('is NaN for a constant side or fewer than two pairs, and throws on unequal lengths', () => {
		expect(pearson([1, 2, 3], [5, 5, 5])).toBeNaN();
		expect(pearson([1], [2])).toBeNaN();
		expect(pearson([1, Number.NaN, 3], [1, 2, 3])).toBeNaN();
		expect(() => pearson([1, 2], [1])).toThrow(RangeError);
	});

	it('stays in [-1, 1] and is symmetric (property)', () => {
		const xs = fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), {
			minLength: 2,
			maxLength: 30
		});
		fc.assert(
			fc.property(xs, xs, (a, b) => {
				const n = Math.min(a.length, b.length);
				const x = a.slice(0, n);
				const y = b.slice(0, n);
				const r = pearson(x, y);
				return Number.isNaN(r) || (r >= -1 && r <= 1 && Object.is(r, pearson(y, x)));
			})
		);
	});
});

describe('centredSums', () => {
	it('gives the means and the sums of products of deviations', () => {
		const s = centredSums([1, 2, 3], [2, 4, 9]);
		expect(s).toEqual({ n: 3, mx: 2, my: 5, sxx: 2, sxy: 7, syy: 26 });
	});
});
