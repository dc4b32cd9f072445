import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	winProbability,
	winProbabilityMatrix
} from '../../../../src/core/stats/win-probability.ts';
import { close, loadStatsGolden, tableFromScores } from './stats-golden.ts';

const golden = loadStatsGolden();

describe('winProbability', () => {
	for (const run of golden.runs) {
		it(`${run.case}: equals the numpy share of draws (ties half, NaN lowest)`, () => {
			const { table } = tableFromScores(run.drawScores, run.reference);
			const M = table.nModels;
			const all = winProbabilityMatrix(table);
			for (let a = 0; a < M; a++) {
				for (let b = 0; b < M; b++) {
					// mean over draws of [s_a > s_b] + 0.5 [s_a == s_b]
					expect(close(winProbability(table, a, b), run.winProbability[a][b], 1e-14)).toBe(true);
					expect(close(all[a * M + b], run.winProbability[a][b], 1e-14)).toBe(true);
				}
			}
		});
	}

	it('P(A beats B) + P(B beats A) = 1, values in [0, 1], subset rows match the full matrix', () => {
		const run = golden.runs[1];
		const { table } = tableFromScores(run.drawScores, run.reference);
		const M = table.nModels;
		fc.assert(
			fc.property(
				fc.nat(M - 1),
				fc.nat(M - 1),
				fc.integer({ min: 1, max: table.nDraws }),
				(a, b, n) => {
					const p = winProbability(table, a, b, n);
					const q = winProbability(table, b, a, n);
					const sub = winProbabilityMatrix(table, [a, b], n);
					return p >= 0 && p <= 1 && Math.abs(p + q - 1) < 1e-12 && sub[1] === p;
				}
			)
		);
	});
});
