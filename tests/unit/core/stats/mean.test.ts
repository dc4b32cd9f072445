import { describe, expect, it } from 'vitest';
import { mean } from '../../../../src/core/stats/mean.ts';

describe('mean', () => {
	it('sums in order (Python sum(x) / len(x), scripts/golden/make_primitives_golden.py)', () => {
		// sum([0.1, 0.2, 0.3]) / 3: in-order rounding, not the exact 0.2
		expect(mean([0.1, 0.2, 0.3])).toBe(0.20000000000000004);
		expect(mean(new Float64Array([1, 2, 4]))).toBe(7 / 3);
	});

	it('is NaN for an empty sample and does not skip NaN', () => {
		expect(mean([])).toBeNaN();
		expect(mean([1, Number.NaN])).toBeNaN();
	});
});
