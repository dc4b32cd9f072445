/**
 * The paper's worked example (tests/fixtures/rank-sets/README.md): PISA 2018 mathematics, 37
 * OECD countries, independent estimates with standard errors (Σ = diag(se²)). The csranks
 * vignette reports: the United Kingdom ranked 13 with a marginal 95% set of [7, 23]; a 95% top-5
 * set of 12 countries; Sweden out of it at 90%. Bounds may differ by 1 (bootstrap noise: csranks
 * draws 1,000 normals afresh at each step, we draw 2,000 once).
 */
import { describe, expect, it } from 'vitest';
import { rankSetsOfScores } from '../../../../src/core/rank-sets/rank-sets.ts';
import { fixture } from '../../helpers.ts';

const rows = fixture('rank-sets', 'pisa2018-math.csv')
	.trim()
	.split(/\r?\n/)
	.slice(1)
	.map((line) => line.split(','));
const countries = rows.map((r) => r[0]);
const score = rows.map((r) => Number(r[1]));
const se = rows.map((r) => Number(r[2]));
const UK = countries.indexOf('United Kingdom');

describe('PISA 2018 mathematics (Mogstad, Romano, Shaikh & Wilhelm 2024; csranks vignette)', () => {
	it('has the 37 OECD countries, the United Kingdom ranked 13', () => {
		expect(countries).toHaveLength(37);
		expect(score.filter((s) => s > score[UK])).toHaveLength(12);
	});

	for (const seed of [1, 2, 3]) {
		it(`seed ${seed}: the UK's marginal 95% set is [7, 23] within ±1`, () => {
			const r = rankSetsOfScores(score, se, { level: 0.95, seed });
			expect(Math.abs(r.marginalLow[UK] - 7)).toBeLessThanOrEqual(1);
			expect(Math.abs(r.marginalHigh[UK] - 23)).toBeLessThanOrEqual(1);
			expect(r.simultaneousLow[UK]).toBeLessThanOrEqual(r.marginalLow[UK]);
			expect(r.simultaneousHigh[UK]).toBeGreaterThanOrEqual(r.marginalHigh[UK]);
		});

		it(`seed ${seed}: the 95% top-5 set has 12 countries (±1); at 90% Sweden is out`, () => {
			const at95 = rankSetsOfScores(score, se, { level: 0.95, seed, topK: 5 });
			expect(Math.abs(at95.topK.models.length - 12)).toBeLessThanOrEqual(1);
			expect(at95.topK.models.map((m) => countries[m])).toContain('Sweden');
			const at90 = rankSetsOfScores(score, se, { level: 0.9, seed, topK: 5 });
			expect(at90.topK.models.map((m) => countries[m])).not.toContain('Sweden');
			expect(at90.topK.models.length).toBeLessThan(at95.topK.models.length);
		});
	}
});
