import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	mcnemarExact,
	pairedBootstrap,
	pairedBootstrapDifferences,
	pairedTTest,
	pairedTest
} from '../../../src/core/stats/paired-tests.ts';
import { modelColumn } from '../../../src/core/stats/columns.ts';
import { goldenMatrix } from '../helpers.ts';
import { close, loadStatsGolden, nan } from './stats-golden.ts';

const golden = loadStatsGolden();

describe('mcnemarExact', () => {
	it('counts discordant pairs and equals scipy.stats.binomtest(b, b + c, 0.5).pvalue', () => {
		for (const c of golden.mcnemar) {
			const r = mcnemarExact(nan(c.a), nan(c.b));
			expect([r.onlyA, r.onlyB, r.n]).toEqual([c.onlyA, c.onlyB, c.n]);
			// scipy.stats.binomtest(onlyA, onlyA + onlyB, 0.5).pvalue
			expect(close(r.pValue, c.pValue, 1e-11)).toBe(true);
		}
	});

	it('gives p = 1 without discordant items and is symmetric in A and B', () => {
		expect(mcnemarExact([1, 0, 1], [1, 0, 1]).pValue).toBe(1);
		const bits = fc.array(fc.constantFrom(0, 1, Number.NaN), { minLength: 1, maxLength: 80 });
		fc.assert(
			fc.property(bits, bits, (a, b) => {
				const n = Math.min(a.length, b.length);
				const x = mcnemarExact(a.slice(0, n), b.slice(0, n));
				const y = mcnemarExact(b.slice(0, n), a.slice(0, n));
				return x.pValue === y.pValue && x.pValue >= 0 && x.pValue <= 1;
			})
		);
	});
});

describe('pairedTTest', () => {
	it('equals scipy.stats.ttest_rel(a, b) on the complete pairs', () => {
		for (const c of golden.ttest) {
			const r = pairedTTest(nan(c.a), nan(c.b));
			// scipy.stats.ttest_rel(a[both], b[both]): statistic, df, pvalue
			expect(close(r.meanDifference, c.meanDifference, 1e-12)).toBe(true);
			expect(close(r.statistic, c.statistic, 1e-10)).toBe(true);
			expect(r.df).toBe(c.df);
			expect(close(r.pValue, c.pValue, 1e-9)).toBe(true);
		}
	});

	it('follows scipy on degenerate input: equal columns give NaN, fewer than 2 pairs NaN', () => {
		expect(pairedTTest([1, 2, 3], [1, 2, 3]).pValue).toBeNaN();
		const shifted = pairedTTest([1, 2, 3], [0, 1, 2]);
		expect(shifted.statistic).toBe(Number.POSITIVE_INFINITY);
		expect(shifted.pValue).toBe(0);
		expect(pairedTTest([1, Number.NaN], [0, 1]).pValue).toBeNaN();
	});

	it('p-values lie in [0, 1]', () => {
		const xs = fc.array(fc.double({ min: -10, max: 10, noNaN: true }), {
			minLength: 2,
			maxLength: 50
		});
		fc.assert(
			fc.property(xs, xs, (a, b) => {
				const n = Math.min(a.length, b.length);
				const p = pairedTTest(a.slice(0, n), b.slice(0, n)).pValue;
				return Number.isNaN(p) || (p >= 0 && p <= 1);
			})
		);
	});
});

describe('pairedTest', () => {
	it('uses McNemar for 0/1 matrices and the t test otherwise', () => {
		const binary = goldenMatrix('small-binary.csv');
		const continuous = goldenMatrix('small-continuous.csv');
		const b = pairedTest(binary, 0, 1);
		expect(b.test).toBe('mcnemar');
		expect(b.pValue).toBe(mcnemarExact(modelColumn(binary, 0), modelColumn(binary, 1)).pValue);
		const c = pairedTest(continuous, 2, 5);
		expect(c.test).toBe('ttest');
		expect(c.pValue).toBe(
			pairedTTest(modelColumn(continuous, 2), modelColumn(continuous, 5)).pValue
		);
	});
});

describe('pairedBootstrap', () => {
	it('uses the bootstrap run draws and equals numpy on them (percentile interval)', () => {
		for (const c of golden.pairedBootstrap) {
			const matrix = goldenMatrix(c.file);
			const a = modelColumn(matrix, c.a);
			const b = modelColumn(matrix, c.b);
			const diffs = pairedBootstrapDifferences(a, b, c.seed, 0, c.draws);
			// sum_i w_i (a_i - b_i) / sum_i w_i over complete pairs, w = the committed draws.json weights
			diffs.forEach((d, k) => expect(close(d, c.differences[k], 1e-12)).toBe(true));
			const r = pairedBootstrap(a, b, { draws: c.draws, seed: c.seed });
			expect(close(r.meanDifference, c.meanDifference)).toBe(true);
			// numpy.quantile(differences, [0.025, 0.975])
			expect(close(r.low, c.low, 1e-12)).toBe(true);
			expect(close(r.high, c.high, 1e-12)).toBe(true);
			expect(r.pAhead).toBe(c.pAhead);
		}
	});

	it('gives the same differences however the draws are split into chunks', () => {
		const matrix = goldenMatrix('small-continuous.csv');
		const a = modelColumn(matrix, 0);
		const b = modelColumn(matrix, 3);
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), (chunk, seed) => {
				const whole = pairedBootstrapDifferences(a, b, seed, 0, 60);
				const parts = new Float64Array(60);
				for (let s = 0; s < 60; s += chunk) {
					parts.set(pairedBootstrapDifferences(a, b, seed, s, Math.min(chunk, 60 - s)), s);
				}
				return whole.every((v, k) => Object.is(v, parts[k]));
			}),
			{ numRuns: 20 }
		);
	});
});
