import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mean } from '../../../../src/core/stats/mean.ts';
import { quantile, quantileSorted } from '../../../../src/core/stats/quantile.ts';
import { loadGolden } from '../../helpers.ts';

const golden = loadGolden();

describe('quantileSorted', () => {
	it('equals numpy.quantile(a, q) (method "linear") exactly', () => {
		for (const c of golden.quantile) {
			c.q.forEach((q, k) => expect(quantileSorted(c.sorted, q)).toBe(c.linear[k]));
		}
	});

	it('equals numpy.quantile(a, q, method="lower"/"higher")', () => {
		for (const c of golden.quantile) {
			c.q.forEach((q, k) => {
				expect(quantileSorted(c.sorted, q, 'lower')).toBe(c.lower[k]);
				expect(quantileSorted(c.sorted, q, 'higher')).toBe(c.higher[k]);
			});
		}
	});

	it('is NaN for an empty sample', () => {
		expect(quantileSorted([], 0.5)).toBeNaN();
		expect(mean([])).toBeNaN();
	});

	it('returns the ends at q = 0 and q = 1', () => {
		expect(quantileSorted([1, 2, 9], 0)).toBe(1);
		expect(quantileSorted([1, 2, 9], 1)).toBe(9);
	});
});

describe('quantile', () => {
	// Values from scripts/golden/make_primitives_golden.py.
	it('equals numpy.nanquantile: NaN left out, any order', () => {
		const x = [Number.NaN, 9, 1, 2];
		expect(quantile(x, 0.25)).toBe(1.5); // numpy.nanquantile([nan, 9, 1, 2], 0.25)
		expect(quantile(x, 0.25, 'lower')).toBe(1); // ... method='lower'
		expect(quantile(x, 0.25, 'higher')).toBe(2); // ... method='higher'
	});

	it('at 0.5 interpolates as numpy.quantile, not as numpy.median', () => {
		// numpy.quantile([0.7142857142857143, 8.142857142857142], 0.5)
		expect(quantile([8.142857142857142, 0.7142857142857143], 0.5)).toBe(4.428571428571429);
	});

	it('leaves its input unchanged and is NaN without a defined value', () => {
		const x = new Float64Array([3, Number.NaN, 1, 2]);
		expect(quantile(x, 0.5)).toBe(2);
		expect(Array.from(x)).toEqual([3, Number.NaN, 1, 2]);
		expect(quantile([], 0.5)).toBeNaN();
		expect(quantile([Number.NaN], 0.5)).toBeNaN();
	});

	it('equals quantileSorted of the sorted defined values (property)', () => {
		fc.assert(
			fc.property(
				fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(NaN))),
				fc.double({ min: 0, max: 1, noNaN: true }),
				(x, q) => {
					const sorted = x.filter((v) => v === v).sort((a, b) => a - b);
					return (
						Object.is(quantile(x, q), quantileSorted(sorted, q)) ||
						(sorted.length === 0 && Number.isNaN(quantile(x, q)))
					);
				}
			)
		);
	});
});
