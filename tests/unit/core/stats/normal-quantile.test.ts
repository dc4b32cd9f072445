import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../../../src/core/stats/normal.ts';
import { normalQuantile } from '../../../../src/core/stats/normal-quantile.ts';

// scipy.special.ndtri(p), from scripts/golden/make_primitives_golden.py.
const NDTRI: readonly (readonly [number, number])[] = [
	[0.975, 1.959963984540054],
	[0.3, -0.5244005127080409],
	[1e-10, -6.361340902404056],
	[1e-300, -37.0470962993612],
	[1 - 1e-6, 4.753424308817087]
];

describe('normalQuantile', () => {
	it('equals scipy.special.ndtri to a few ulps (relative 1e-15)', () => {
		for (const [p, want] of NDTRI) {
			expect(Math.abs(normalQuantile(p) - want), `p = ${p}`).toBeLessThanOrEqual(
				1e-15 * Math.abs(want)
			);
		}
	});

	it('is 0 at 1/2, infinite at 0 and 1, NaN outside [0, 1]', () => {
		expect(normalQuantile(0.5)).toBe(0);
		expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
		expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
		expect(normalQuantile(-0.1)).toBeNaN();
		expect(normalQuantile(Number.NaN)).toBeNaN();
	});

	it('inverts the normal cdf (property)', () => {
		fc.assert(
			fc.property(fc.double({ min: -30, max: 30, noNaN: true }), (x) => {
				const low = normalCdf(-Math.abs(x)); // full relative precision in the lower tail
				return Math.abs(normalQuantile(low) + Math.abs(x)) < 1e-12 * Math.max(1, Math.abs(x));
			})
		);
	});
});
