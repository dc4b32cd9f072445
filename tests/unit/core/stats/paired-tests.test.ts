import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	clusteredTTestP,
	mcnemarTest,
	pairedBootstrap,
	pairedBootstrapDifferences,
	pairedDifference,
	pairedTTest,
	pairedTest
} from '../../../../src/core/stats/paired-tests.ts';
import { binomialHalfMidP } from '../../../../src/core/stats/distributions.ts';
import { clustersFromLabels, clustersFromMeta } from '../../../../src/core/stats/clusters.ts';
import { modelColumn } from '../../../../src/core/stats/columns.ts';
import { goldenMatrix } from '../../helpers.ts';
import { close, loadClusterGolden, loadStatsGolden, nan } from './stats-golden.ts';

const golden = loadStatsGolden();
const clusterGolden = loadClusterGolden();

describe('mcnemarTest', () => {
	it('counts discordant pairs; pExact equals scipy.stats.binomtest(b, b + c, 0.5).pvalue', () => {
		for (const c of golden.mcnemar) {
			const r = mcnemarTest(nan(c.a), nan(c.b));
			expect([r.onlyA, r.onlyB, r.n]).toEqual([c.onlyA, c.onlyB, c.n]);
			// scipy.stats.binomtest(onlyA, onlyA + onlyB, 0.5).pvalue
			expect(close(r.pExact, c.pValue, 1e-11)).toBe(true);
			// the mid-p value (pinned to scipy.stats.binom in distributions.test.ts)
			expect(r.pValue).toBe(binomialHalfMidP(c.onlyA, c.onlyA + c.onlyB));
			expect(r.pValue).toBeLessThanOrEqual(r.pExact);
		}
	});

	it('gives p = 1 without discordant items and is symmetric in A and B', () => {
		expect(mcnemarTest([1, 0, 1], [1, 0, 1]).pValue).toBe(1);
		expect(mcnemarTest([1, 0, 1], [1, 0, 1]).pExact).toBe(1);
		const bits = fc.array(fc.constantFrom(0, 1, Number.NaN), { minLength: 1, maxLength: 80 });
		fc.assert(
			fc.property(bits, bits, (a, b) => {
				const n = Math.min(a.length, b.length);
				const x = mcnemarTest(a.slice(0, n), b.slice(0, n));
				const y = mcnemarTest(b.slice(0, n), a.slice(0, n));
				return (
					x.pValue === y.pValue &&
					x.pExact === y.pExact &&
					x.pValue >= 0 &&
					x.pValue <= x.pExact &&
					x.pExact <= 1
				);
			})
		);
	});
});

describe('pairedDifference', () => {
	it('equals scipy ttest_rel(a, b).confidence_interval() and statsmodels clustered OLS', () => {
		for (const c of clusterGolden.paired) {
			const a = nan(c.a);
			const b = nan(c.b);
			const plain = pairedDifference(a, b);
			// scipy.stats.ttest_rel(a[both], b[both]).confidence_interval(0.95); scipy.stats.sem(d)
			expect(close(plain.mean, c.plain.mean, 1e-13), c.name).toBe(true);
			expect(close(plain.se, c.plain.se, 1e-12), c.name).toBe(true);
			expect(plain.df).toBe(c.plain.df);
			expect(close(plain.low, c.plain.low, 1e-9), c.name).toBe(true);
			expect(close(plain.high, c.plain.high, 1e-9), c.name).toBe(true);
			// OLS(a - b, 1).fit(cov_type='cluster', groups=..., use_t=True): bse, conf_int, pvalues
			const clustered = pairedDifference(a, b, clustersFromLabels(c.labels));
			expect(close(clustered.mean, c.clustered.mean, 1e-13), c.name).toBe(true);
			expect(close(clustered.se, c.clustered.se, 1e-12), c.name).toBe(true);
			expect(clustered.df).toBe(c.clustered.df);
			expect(close(clustered.low, c.clustered.low, 1e-9), c.name).toBe(true);
			expect(close(clustered.high, c.clustered.high, 1e-9), c.name).toBe(true);
			expect(close(clusteredTTestP(clustered), c.clustered.pValue!, 1e-9), c.name).toBe(true);
		}
	});

	it('is antisymmetric: swapping a and b negates the difference and its interval', () => {
		const xs = fc.array(fc.double({ min: -1, max: 1, noNaN: true }), {
			minLength: 3,
			maxLength: 40
		});
		fc.assert(
			fc.property(xs, xs, (a, b) => {
				const n = Math.min(a.length, b.length);
				const x = pairedDifference(a.slice(0, n), b.slice(0, n));
				const y = pairedDifference(b.slice(0, n), a.slice(0, n));
				const eq = (u: number, v: number) => Object.is(u, v) || Math.abs(u - v) <= 1e-12;
				return eq(x.mean, -y.mean) && eq(x.low, -y.high) && eq(x.high, -y.low) && x.se === y.se;
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
	it('uses mid-p McNemar for 0/1 matrices and the t test otherwise', () => {
		const binary = goldenMatrix('small-binary.csv');
		const continuous = goldenMatrix('small-continuous.csv');
		const b = pairedTest(binary, 0, 1);
		expect(b.test).toBe('mcnemar');
		expect(b.pValue).toBe(mcnemarTest(modelColumn(binary, 0), modelColumn(binary, 1)).pValue);
		expect(b.difference.mean).toBe(
			pairedDifference(modelColumn(binary, 0), modelColumn(binary, 1)).mean
		);
		const c = pairedTest(continuous, 2, 5);
		expect(c.test).toBe('ttest');
		expect(c.pValue).toBe(
			pairedTTest(modelColumn(continuous, 2), modelColumn(continuous, 5)).pValue
		);
		expect(c.mcnemar).toBeNull();
	});

	it('with clusters, tests the clustered difference so that p and interval agree', () => {
		const binary = goldenMatrix('small-binary.csv');
		const clusters = clustersFromMeta(binary, 'category')!;
		const r = pairedTest(binary, 0, 5, clusters);
		expect(r.test).toBe('clusteredT');
		expect(r.difference.clusters).toBe(3);
		expect(r.difference.df).toBe(2);
		expect(r.pValue).toBe(clusteredTTestP(r.difference));
		expect(r.mcnemar).not.toBeNull();
		// p < 0.05 exactly when the 95% interval excludes 0
		expect(r.pValue < 0.05).toBe(r.difference.low > 0 || r.difference.high < 0);
	});

	it('the clustered p-value is below 0.05 exactly when the interval excludes 0', () => {
		const cell = fc.constantFrom(0, 1);
		fc.assert(
			fc.property(
				fc.array(fc.tuple(cell, cell, fc.integer({ min: 0, max: 7 })), {
					minLength: 4,
					maxLength: 60
				}),
				(rows) => {
					const d = pairedDifference(
						rows.map((r) => r[0]),
						rows.map((r) => r[1]),
						clustersFromLabels(rows.map((r) => `c${r[2]}`))
					);
					const p = clusteredTTestP(d);
					if (!(d.se > 0) || p !== p) return true;
					return p < 0.05 === (d.low > 0 || d.high < 0);
				}
			)
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
