import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeRun } from '../../../src/core/summary.ts';
import {
	conservativeRanks,
	conservativeRanksFromSummary
} from '../../../src/core/stats/conservative-rank.ts';
import { loadStatsGolden, tableFromScores } from './stats-golden.ts';

const golden = loadStatsGolden();

describe('conservativeRanks (LMSYS Chatbot Arena rule)', () => {
	it('is 1 + the number of models whose interval lies entirely above', () => {
		for (const c of golden.conservative) {
			// 1 + #{j : lower_j > upper_i}, by the double loop in make_stats_golden.py
			expect(Array.from(conservativeRanks(c.lower, c.upper))).toEqual(c.ranks);
		}
	});

	for (const run of golden.runs) {
		it(`${run.case}: from the run summary's 95% intervals equals numpy`, () => {
			const { table, reference } = tableFromScores(run.drawScores, run.reference);
			const summary = summarizeRun(
				table,
				reference,
				run.reference.map((_, m) => `m${m}`)
			);
			// q025 / q975 = numpy.nanquantile(scores, 0.025 / 0.975, axis=0)
			expect(Array.from(conservativeRanksFromSummary(summary.models, table.nModels))).toEqual(
				run.conservativeRanks
			);
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
				return r[top] === 1 && r.every((v) => v >= 1 && v <= xs.length);
			})
		);
	});

	it('ignores models with an undefined interval', () => {
		expect(Array.from(conservativeRanks([0.9, Number.NaN, 0.1], [0.95, Number.NaN, 0.2]))).toEqual([
			1, 1, 2
		]);
	});
});
