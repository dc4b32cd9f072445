import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kendallW, kendallWOf } from '../../../../../src/features/score-tables/core/kendall-w.ts';
import { spearmanRho } from '../../../../../src/core/stats/agreement.ts';
import { close, golden, tableOf } from '../golden.ts';

describe("Kendall's W (tie-corrected)", () => {
	it('equals the tie-corrected formula in numpy and scipy.stats.friedmanchisquare / (m (n - 1))', () => {
		for (const c of golden.kendallW) {
			// numpy: 12 S / (m^2 (n^3 - n) - m sum T)
			expect(close(kendallWOf(c.rankings), c.w, 1e-13)).toBe(true);
			if (c.friedmanW !== null)
				expect(close(kendallWOf(c.rankings), c.friedmanW, 1e-12)).toBe(true);
		}
	});

	it('uses the models scored on every benchmark (complete cases) and says how many', () => {
		for (const c of golden.tables) {
			const table = tableOf(c.scores);
			const w = kendallW(table, table.conditions[0]);
			expect(close(w.w, c.kendallW, 1e-13), c.name).toBe(true);
			expect(w.models.length).toBe(c.kendallWModels);
			expect(w.tieCorrected).toBe(true);
		}
		const table = tableOf([
			[1, 2],
			[2, null],
			[3, 1]
		]);
		const w = kendallW(table, table.conditions[0]);
		expect(w.models).toEqual([0, 2]);
		expect(w.modelsLeftOut).toBe(1);
	});

	it('without ties equals ((m - 1) mean Spearman rho + 1) / m (Kendall 1948)', () => {
		const perm = (n: number) =>
			fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n });
		const arb = fc
			.tuple(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 2, max: 6 }))
			.chain(([n, m]) => fc.array(perm(n), { minLength: m, maxLength: m }));
		fc.assert(
			fc.property(arb, (rankings) => {
				const m = rankings.length;
				let rho = 0;
				let pairs = 0;
				for (let i = 0; i < m; i++) {
					for (let j = i + 1; j < m; j++) {
						rho += spearmanRho(rankings[i], rankings[j]);
						pairs++;
					}
				}
				const expected = ((m - 1) * (rho / pairs) + 1) / m;
				return Math.abs(kendallWOf(rankings) - expected) < 1e-12;
			})
		);
	});

	it('is 1 for identical rankings, in [0, 1], and NaN when every benchmark ties everything', () => {
		expect(
			kendallWOf([
				[1, 2, 3],
				[10, 20, 30],
				[5, 6, 7]
			])
		).toBeCloseTo(1, 14);
		expect(
			kendallWOf([
				[1, 1, 1],
				[2, 2, 2]
			])
		).toBeNaN();
		expect(kendallWOf([[1, 2, 3]])).toBeNaN();
		fc.assert(
			fc.property(
				fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }), {
					minLength: 2,
					maxLength: 6
				}),
				(r) => {
					const w = kendallWOf(r);
					return Number.isNaN(w) || (w >= 0 && w <= 1);
				}
			)
		);
	});
});
