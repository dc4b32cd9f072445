import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareStandardError } from '../../../../src/core/stats/monte-carlo.ts';
import { close, loadStatsGolden } from './stats-golden.ts';

const golden = loadStatsGolden();

describe('shareStandardError', () => {
	it('equals scipy.stats.binom.std(draws, share) / draws', () => {
		for (const c of golden.shareSE) {
			// scipy.stats.binom.std(draws, share) / draws
			expect(close(shareStandardError(c.share, c.draws), c.se, 1e-14)).toBe(true);
		}
	});

	it('bounds the standard error of a mean of fractional draws in [0, 1]', () => {
		// P(first) with ties adds 1/k: the per-draw values' SD / sqrt(D) never exceeds the binomial SE
		fc.assert(
			fc.property(
				fc.array(fc.constantFrom(0, 1, 0.5, 1 / 3, 0.25), { minLength: 2, maxLength: 200 }),
				(xs) => {
					const D = xs.length;
					const mean = xs.reduce((a, b) => a + b, 0) / D;
					const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / D;
					return Math.sqrt(variance / D) <= shareStandardError(mean, D) + 1e-12;
				}
			)
		);
	});

	it('is NaN without draws or with a share outside [0, 1]', () => {
		expect(shareStandardError(0.5, 0)).toBeNaN();
		expect(shareStandardError(Number.NaN, 10)).toBeNaN();
		expect(shareStandardError(1.2, 10)).toBeNaN();
		expect(shareStandardError(1, 10)).toBe(0);
	});
});
