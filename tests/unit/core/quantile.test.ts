import { describe, expect, it } from 'vitest';
import { mean, quantileSorted } from '../../../src/core/quantile.ts';
import { loadGolden } from '../helpers.ts';

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
