import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../../src/core/kendall.ts';
import { loadGolden } from '../helpers.ts';

const golden = loadGolden();

describe('kendallTauB', () => {
	it('equals scipy.stats.kendalltau(x, y).statistic on every golden case', () => {
		expect(golden.kendall.length).toBeGreaterThan(20);
		for (const c of golden.kendall) {
			const tau = kendallTauB(c.x, c.y);
			if (c.tau === null) expect(tau).toBeNaN();
			// scipy.stats.kendalltau(x, y).statistic, scipy version in golden.json
			else expect(tau).toBeCloseTo(c.tau, 14);
		}
	});

	it('is 1 for identical orderings and -1 for reversed ones (no ties)', () => {
		expect(kendallTauB([1, 2, 3, 4], [10, 20, 30, 40])).toBe(1);
		expect(kendallTauB([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
	});

	it('treats NaN as lower than every number', () => {
		expect(kendallTauB([3, 2, 1], [5, 4, Number.NaN])).toBe(1);
		expect(kendallTauB([3, 2, 1], [Number.NaN, 4, 5])).toBe(-1);
	});

	it('returns NaN when one side is entirely tied or there are fewer than two values', () => {
		expect(kendallTauB([1, 1, 1], [1, 2, 3])).toBeNaN();
		expect(kendallTauB([1], [1])).toBeNaN();
	});

	const pairs = fc
		.integer({ min: 2, max: 60 })
		.chain((n) =>
			fc.tuple(
				fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
				fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n })
			)
		);

	it('lies in [-1, 1] and is symmetric in x and y', () => {
		fc.assert(
			fc.property(pairs, ([x, y]) => {
				const t = kendallTauB(x, y);
				if (Number.isNaN(t)) return true;
				return t >= -1 && t <= 1 && Math.abs(t - kendallTauB(y, x)) < 1e-12;
			})
		);
	});

	it('agrees with the O(n^2) definition', () => {
		fc.assert(
			fc.property(pairs, ([x, y]) => {
				const t = kendallTauB(x, y);
				const brute = bruteTauB(x, y);
				return Number.isNaN(t) ? Number.isNaN(brute) : Math.abs(t - brute) < 1e-12;
			})
		);
	});
});

/** tau-b by counting every pair (Kendall 1945). */
function bruteTauB(x: number[], y: number[]): number {
	let c = 0;
	let d = 0;
	let tx = 0;
	let ty = 0;
	for (let i = 0; i < x.length; i++) {
		for (let j = i + 1; j < x.length; j++) {
			const a = Math.sign(x[i] - x[j]);
			const b = Math.sign(y[i] - y[j]);
			if (a === 0 && b === 0) continue;
			if (a === 0) tx++;
			else if (b === 0) ty++;
			else if (a === b) c++;
			else d++;
		}
	}
	const den = Math.sqrt((c + d + tx) * (c + d + ty));
	return den === 0 ? Number.NaN : (c - d) / den;
}
