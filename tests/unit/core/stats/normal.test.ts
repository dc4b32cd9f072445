import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { erfc, normalCdf } from '../../../../src/core/stats/normal.ts';
import { normalQuantile } from '../../../../src/core/stats/normal-quantile.ts';
import { loadItemsGolden } from '../../features/items/items-golden.ts';

const golden = loadItemsGolden();

describe('normalCdf and normalQuantile', () => {
	it('equal scipy.special.ndtr / ndtri', () => {
		golden.normal.x.forEach((x, k) => {
			const want = golden.normal.cdf[k]; // scipy.special.ndtr(x)
			// 5e-13: scipy's own ndtr is 1.1e-13 (relative) off at x = -37 (checked with mpmath)
			expect(Math.abs(normalCdf(x) - want) / want, `x = ${x}`).toBeLessThan(5e-13);
		});
		golden.normal.p.forEach((p, k) => {
			const want = golden.normal.quantile[k]; // scipy.special.ndtri(p)
			expect(Math.abs(normalQuantile(p) - want), `p = ${p}`).toBeLessThan(
				1e-14 * Math.max(1, Math.abs(want))
			);
		});
	});

	it('handles the ends and NaN', () => {
		expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
		expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
		expect(normalQuantile(0.5)).toBe(0);
		expect(normalQuantile(1.5)).toBeNaN();
		expect(normalCdf(Number.NaN)).toBeNaN();
		expect(erfc(40)).toBe(0);
		expect(erfc(-40)).toBe(2);
	});

	it('quantile inverts the cdf and the cdf is symmetric', () => {
		fc.assert(
			fc.property(fc.double({ min: -30, max: 30, noNaN: true }), (x) => {
				// invert in the lower tail, where p carries full relative precision
				const low = normalCdf(-Math.abs(x));
				return (
					Math.abs(normalQuantile(low) + Math.abs(x)) < 1e-12 * Math.max(1, Math.abs(x)) &&
					Math.abs(normalCdf(x) + normalCdf(-x) - 1) < 1e-15
				);
			})
		);
	});
});
