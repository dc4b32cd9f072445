import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minRanks, rankingOrder } from '../../../src/core/rank.ts';
import { loadGolden } from '../helpers.ts';

describe('minRanks', () => {
	it("equals scipy.stats.rankdata(-scores, method='min')", () => {
		for (const c of loadGolden().rank) expect(Array.from(minRanks(c.scores))).toEqual(c.ranks);
	});

	it('ranks NaN last', () => {
		expect(Array.from(minRanks([0.5, Number.NaN, 0.9, Number.NaN]))).toEqual([2, 3, 1, 3]);
	});

	it('gives a permutation of 1..n when there are no ties', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(fc.double({ noNaN: true, noDefaultInfinity: true }), {
					minLength: 1,
					maxLength: 50,
					// 0 and -0 are the same score (a tie); fast-check's default SameValue keeps both.
					comparator: 'SameValueZero'
				}),
				(xs) => {
					const r = Array.from(minRanks(xs)).sort((a, b) => a - b);
					return r.every((v, k) => v === k + 1);
				}
			)
		);
	});

	it('gives tied scores the same rank and keeps column order in the ranking', () => {
		expect(rankingOrder([0.2, 0.8, 0.8, 0.1])).toEqual([1, 2, 0, 3]);
		expect(Array.from(minRanks([0.2, 0.8, 0.8, 0.1]))).toEqual([3, 1, 1, 4]);
	});
});
