import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conservativeRanks } from '../../../../src/core/stats/conservative-rank.ts';
import { loadStatsGolden, nan } from './stats-golden.ts';

const golden = loadStatsGolden();

describe('conservativeRanks (LMSYS Chatbot Arena rule)', () => {
	it('is 1 + the number of models whose interval lies entirely above', () => {
		for (const c of golden.conservative) {
			// 1 + #{j : lower_j > upper_i}, by the double loop in make_stats_golden.py
			expect(conservativeRanks(c.lower, c.upper)).toEqual(c.ranks);
		}
	});

	for (const run of golden.runs) {
		it(`${run.case}: equals the double loop on per-model intervals`, () => {
			// any per-model intervals serve: here numpy.nanquantile(scores, 0.025 / 0.975, axis=0)
			expect(conservativeRanks(nan(run.q025), nan(run.q975))).toEqual(run.conservativeRanks);
		});
	}

	it('is 1 for the model with the highest upper bound and stays within 1..M', () => {
		const interval = fc.tuple(
			fc.double({ min: 0, max: 1, noNaN: true }),
			fc.double({ min: 0, max: 0.5, noNaN: true })
		);
		fc.assert(
			fc.property(fc.array(interval, { minLength: 1, maxLength: 25 }), (xs) => {
				const lower = xs.map(([l]) => l);
				const upper = xs.map(([l, w]) => l + w);
				const r = conservativeRanks(lower, upper);
				const top = upper.indexOf(Math.max(...upper));
				return r[top] === 1 && r.every((v) => v !== null && v >= 1 && v <= xs.length);
			})
		);
	});

	it('gives no rank (null, never 1) to a model without an interval, and never counts it', () => {
		expect(conservativeRanks([0.9, Number.NaN, 0.1], [0.95, Number.NaN, 0.2])).toEqual([
			1,
			null,
			2
		]);
		// a half-defined interval is no interval
		expect(conservativeRanks([0.9, 0.95, 0.1], [0.92, Number.NaN, 0.2])).toEqual([1, null, 2]);
		expect(conservativeRanks([], [])).toEqual([]);
	});
});
