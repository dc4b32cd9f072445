import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	pairPower,
	pairPowerFromColumns,
	requiredShift,
	zTestPower
} from '../../../src/core/items/power.ts';
import { loadItemsGolden, matrixOf } from './items-golden.ts';

const golden = loadItemsGolden();
const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('zTestPower and requiredShift', () => {
	it('equal statsmodels NormalIndPower (ratio=0) power and solve_power', () => {
		for (const c of golden.power.cases) {
			// NormalIndPower().power(effect, n, alpha, ratio=0)
			expect(rel(zTestPower(c.effect, c.n, c.alpha), c.power), JSON.stringify(c)).toBeLessThan(
				1e-13
			);
			// solve_power(effect, None, 0.05, 0.8, ratio=0): statsmodels solves for n to ~4e-8 and
			// for the effect size only to ~4e-5 (relative); the brentq root of the same equation is
			// matched to 1e-14 below.
			expect(rel((requiredShift(0.8, 0.05) / c.effect) ** 2, c.nFor80)).toBeLessThan(1e-7);
			expect(rel((requiredShift(0.9, 0.01) / c.effect) ** 2, c.nFor90at01)).toBeLessThan(1e-7);
			expect(rel(requiredShift(0.8, 0.05) / Math.sqrt(c.n), c.effectFor80)).toBeLessThan(1e-4);
		}
	});

	it('finds the root of the power equation to double precision (scipy brentq)', () => {
		expect(rel(requiredShift(0.8, 0.05), golden.power.shift80)).toBeLessThan(1e-14);
		expect(zTestPower(1, requiredShift(0.8, 0.05) ** 2)).toBeCloseTo(0.8, 14);
	});

	it("is close to Miller's closed form (z_{alpha/2} + z_beta)^2 / e^2", () => {
		// z_0.975 + z_0.8 = 1.959963984540054 + 0.8416212335729143 = 2.801585218112968; the
		// opposite tail Phi(-4.76) ~ 1e-6 adds power, so the exact root is slightly smaller
		const shift = requiredShift();
		expect(shift).toBeLessThan(2.801585218112968);
		expect(rel(shift, 2.801585218112968)).toBeLessThan(1e-5);
	});

	it('rejects impossible levels as a value', () => {
		expect(requiredShift(0.03, 0.05)).toBeNaN();
		expect(pairPowerFromColumns([1, 0], [0, 1], { power: 1 })).toMatchObject({
			ok: false,
			error: { code: 'badLevels' }
		});
	});

	it('needs more items for smaller effects and reaches the target power', () => {
		fc.assert(
			fc.property(fc.double({ min: 0.01, max: 2, noNaN: true }), (e) => {
				const n = (requiredShift() / e) ** 2;
				return Math.abs(zTestPower(e, n) - 0.8) < 1e-12 && (requiredShift() / (e * 1.1)) ** 2 < n;
			})
		);
	});
});

describe('pairPower', () => {
	for (const c of golden.power.pairs) {
		it(`${c.name}: paired variance, items needed and detectable difference`, () => {
			const r = pairPower(matrixOf(c), c.a, c.b);
			if (!r.ok) throw new Error(JSON.stringify(r.error));
			const p = r.power;
			expect(p.n).toBe(c.n);
			expect(rel(p.meanDifference, c.meanDifference)).toBeLessThan(1e-12);
			expect(rel(p.sdDifference, c.sdDifference)).toBeLessThan(1e-12); // numpy std(ddof=1)
			expect(rel(p.currentPower, c.currentPower)).toBeLessThan(1e-12);
			expect(rel(p.itemsNeededExact, c.itemsNeededExact)).toBeLessThan(1e-12);
			expect(rel(p.itemsNeededExact, c.itemsNeededStatsmodels)).toBeLessThan(1e-7);
			expect(p.itemsNeeded).toBe(Math.ceil(c.itemsNeededExact));
			expect(rel(p.detectableDifference, c.detectableDifference)).toBeLessThan(1e-12);
		});
	}

	it('reports no variance and no difference as values', () => {
		expect(pairPowerFromColumns([1, 1, 1], [0, 0, 0])).toMatchObject({
			ok: false,
			error: { code: 'noVariance', n: 3, meanDifference: 1 }
		});
		expect(pairPowerFromColumns([1, 0, 1, 0], [0, 1, 1, 0])).toMatchObject({
			ok: false,
			error: { code: 'noDifference', n: 4 }
		});
		expect(pairPowerFromColumns([1, Number.NaN], [0, 1])).toMatchObject({
			ok: false,
			error: { code: 'tooFewItems', n: 1 }
		});
	});
});
