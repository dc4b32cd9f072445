import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	mcnemarDetectable,
	mcnemarItemsFor,
	pairPower,
	pairPowerFromColumns
} from '../../../../../src/features/items/core/power.ts';
import { clustersFromLabels } from '../../../../../src/core/stats/clusters.ts';
import {
	noncentralTCdf,
	tTestEffectFor,
	tTestNobsFor,
	tTestPower
} from '../../../../../src/core/stats/t-power.ts';
import { GOLDEN_DIR } from '../../../helpers.ts';
import { matrixOf, type CellsCase } from '../items-golden.ts';

interface PowerGolden {
	nct: Array<{ x: number; df: number; nc: number; cdf: number }>;
	ttest: Array<{
		effect: number;
		nobs: number;
		alpha: number;
		power: number;
		powerAt: number;
		nobsFor: number;
		effectFor: number;
		nobsForExact: number;
		effectForExact: number;
	}>;
	mcnemar: Array<{
		n: number;
		onlyA: number;
		onlyB: number;
		itemsNeeded: number | null;
		detectable: number | null;
		exactMidPPowerAtNeeded: number | null;
	}>;
	pairs: Array<
		CellsCase & {
			name: string;
			groups: string[] | null;
			a: number;
			b: number;
			n: number;
			test: string;
			meanDifference: number;
			sdDifference: number;
			detectable: number | null;
			itemsNeeded: number;
			itemsNeededStatsmodels?: number;
			discordantShare?: number;
			clusters?: number;
			clusteredSE?: number;
		}
	>;
}

const golden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'power-golden.json'), 'utf8')
) as PowerGolden;
const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('noncentral t and the t test’s power (scipy nct, statsmodels TTestPower)', () => {
	it.each(golden.nct)('nct.cdf($x, $df, $nc)', (c) => {
		expect(Math.abs(noncentralTCdf(c.x, c.df, c.nc) - c.cdf)).toBeLessThan(1e-9);
	});

	it.each(golden.ttest)('TTestPower at effect $effect, nobs $nobs, alpha $alpha', (c) => {
		expect(Math.abs(tTestPower(c.effect, c.nobs, c.alpha) - c.powerAt)).toBeLessThan(1e-9);
		// the roots of statsmodels' own power function, to full precision...
		expect(rel(tTestNobsFor(c.effect, c.power, c.alpha), c.nobsForExact)).toBeLessThan(1e-9);
		expect(rel(tTestEffectFor(c.nobs, c.power, c.alpha), c.effectForExact)).toBeLessThan(1e-9);
		// ...and solve_power's answers to its tolerance
		expect(rel(tTestNobsFor(c.effect, c.power, c.alpha), c.nobsFor)).toBeLessThan(1e-4);
		expect(rel(tTestEffectFor(c.nobs, c.power, c.alpha), c.effectFor)).toBeLessThan(1e-4);
	});

	it('solves its own equation to full precision', () => {
		fc.assert(
			fc.property(fc.double({ min: 0.02, max: 2, noNaN: true }), (e) => {
				const n = tTestNobsFor(e);
				return n === 2 || Math.abs(tTestPower(e, n) - 0.8) < 1e-9;
			}),
			{ numRuns: 40 }
		);
	});
});

describe('McNemar: Connor (1987) normal approximation', () => {
	it.each(golden.mcnemar)('n $n, $onlyA vs $onlyB', (c) => {
		const psi = (c.onlyA + c.onlyB) / c.n;
		const delta = (c.onlyA - c.onlyB) / c.n;
		const needed = mcnemarItemsFor(delta, psi);
		if (c.itemsNeeded === null) expect(needed).toBeNaN();
		else expect(rel(needed, c.itemsNeeded)).toBeLessThan(1e-12);
		const detectable = mcnemarDetectable(c.n, psi);
		if (c.detectable === null) expect(detectable).toBeNaN();
		else expect(rel(detectable, c.detectable)).toBeLessThan(1e-10);
		// the mid-p test the panel uses reaches about the promised power at that n (scipy, exact)
		if (c.exactMidPPowerAtNeeded !== null) {
			expect(Math.abs(c.exactMidPPowerAtNeeded - 0.8)).toBeLessThan(0.03);
		}
	});
});

describe('pairPower: the test of the panel’s own p-value', () => {
	it.each(golden.pairs)('$name ($test)', (c) => {
		const matrix = matrixOf(c);
		const clusters = c.groups ? clustersFromLabels(c.groups) : null;
		const r = pairPower(matrix, c.a, c.b, clusters);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		const p = r.power;
		expect(p.test).toBe(c.test);
		expect(p.n).toBe(c.n);
		expect(rel(p.meanDifference, c.meanDifference)).toBeLessThan(1e-12);
		expect(rel(p.sdDifference, c.sdDifference)).toBeLessThan(1e-12);
		if (c.detectable === null) expect(p.detectableDifference).toBeNaN();
		else expect(rel(p.detectableDifference, c.detectable)).toBeLessThan(1e-6);
		expect(rel(p.itemsNeededExact, c.itemsNeeded)).toBeLessThan(1e-8);
		if (c.itemsNeededStatsmodels !== undefined) {
			expect(rel(p.itemsNeededExact, c.itemsNeededStatsmodels)).toBeLessThan(1e-4);
		}
		expect(p.itemsNeeded).toBe(Math.ceil(c.itemsNeeded));
		if (c.discordantShare !== undefined) {
			expect(rel(p.discordantShare!, c.discordantShare)).toBeLessThan(1e-12);
		}
		if (c.clusters !== undefined) {
			expect(p.clusters).toBe(c.clusters);
			expect(rel(p.clusteredSE!, c.clusteredSE!)).toBeLessThan(1e-12);
		}
		// no "power at the observed difference": post-hoc power is a function of the p-value
		expect(Object.keys(p)).not.toContain('currentPower');
	});

	it('says why when it cannot', () => {
		expect(pairPowerFromColumns([1, 1, 1], [0, 0, 0], true)).toMatchObject({
			ok: false,
			error: { code: 'noVariance' }
		});
		expect(pairPowerFromColumns([1, Number.NaN], [0, 1], true)).toMatchObject({
			ok: false,
			error: { code: 'tooFewItems', n: 1 }
		});
		expect(pairPowerFromColumns([1, 0], [0, 1], true, null, { power: 1 })).toMatchObject({
			ok: false,
			error: { code: 'badLevels' }
		});
	});

	it('gives the detectable difference even when the observed one is zero', () => {
		const a = Array.from({ length: 400 }, (_, i) => (i % 5 === 0 ? 1 : i % 7 === 0 ? 0 : 1));
		const b = a.map((x, i) => (i % 10 === 0 ? 1 - x : x));
		const r = pairPowerFromColumns(a, b, true);
		expect(r.ok).toBe(true);
		if (r.ok) expect(r.power.detectableDifference).toBeGreaterThan(0);
	});
});
