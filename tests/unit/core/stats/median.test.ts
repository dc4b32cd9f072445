import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median } from '../../../../src/core/stats/median.ts';

// Values from scripts/golden/make_primitives_golden.py.
describe('median', () => {
	it('equals numpy.median / numpy.nanmedian', () => {
		// numpy.median([0.7142857142857143, 8.142857142857142]): (a + b) / 2, which is one ulp
		// below numpy.quantile(..., 0.5) = 4.428571428571429 (quantile.test.ts)
		expect(median([8.142857142857142, 0.7142857142857143])).toBe(4.428571428571428);
		// numpy.nanmedian([nan, 5, 1, 2, 4])
		expect(median([Number.NaN, 5, 1, 2, 4])).toBe(3);
		expect(median([3, 1, 2])).toBe(2);
	});

	it('is NaN without a defined value', () => {
		expect(median([])).toBeNaN();
		expect(median([Number.NaN, Number.NaN])).toBeNaN();
	});

	it('leaves its input unchanged (typed or plain)', () => {
		const a = [3, Number.NaN, 1, 2];
		const t = new Float64Array(a);
		expect(median(a)).toBe(2);
		expect(median(t)).toBe(2);
		expect(a).toEqual([3, Number.NaN, 1, 2]);
		expect(Array.from(t)).toEqual([3, Number.NaN, 1, 2]);
	});

	it('has as many defined values at or below it as at or above it (property)', () => {
		fc.assert(
			fc.property(
				fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(NaN)), {
					minLength: 1
				}),
				(x) => {
					const d = x.filter((v) => v === v);
					const m = median(x);
					if (!d.length) return Number.isNaN(m);
					const below = d.filter((v) => v <= m).length;
					const above = d.filter((v) => v >= m).length;
					return below >= d.length / 2 && above >= d.length / 2;
				}
			)
		);
	});
});
