import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngForDraw } from '../../../../src/core/random.ts';
import {
	dirichletSample,
	gammaSample,
	normalSample
} from '../../../../src/core/perturbations/gamma.ts';
import { loadStatsGolden } from '../stats/stats-golden.ts';

const golden = loadStatsGolden();
const N = 20_000;

describe('gammaSample (Marsaglia & Tsang 2000)', () => {
	for (const c of golden.gamma) {
		it(`shape ${c.shape}: the share of samples below scipy.stats.gamma.ppf(q) is q`, () => {
			const xs = new Float64Array(N);
			for (let k = 0; k < N; k++) xs[k] = gammaSample(rngForDraw(2024, k), c.shape);
			c.q.forEach((q, j) => {
				const below = xs.filter((x) => x < c.ppf[j]).length / N;
				// 5 binomial SDs: a fixed seed, so this is deterministic, not flaky
				expect(Math.abs(below - q)).toBeLessThan(5 * Math.sqrt((q * (1 - q)) / N));
			});
			const mean = xs.reduce((a, b) => a + b, 0) / N;
			// scipy.stats.gamma.mean(shape), 6 SDs of the sample mean
			expect(Math.abs(mean - c.mean)).toBeLessThan(6 * Math.sqrt(c.var / N));
		});
	}

	it('normalSample has mean 0 and variance 1', () => {
		let s = 0;
		let ss = 0;
		for (let k = 0; k < N; k++) {
			const x = normalSample(rngForDraw(5, k));
			s += x;
			ss += x * x;
		}
		expect(Math.abs(s / N)).toBeLessThan(5 / Math.sqrt(N));
		expect(Math.abs(ss / N - 1)).toBeLessThan(5 * Math.sqrt(2 / N));
	});
});

describe('dirichletSample', () => {
	it('sums to 1 and stays finite even for tiny concentrations', () => {
		const alpha = fc.array(fc.double({ min: 1e-4, max: 100, noNaN: true }), {
			minLength: 1,
			maxLength: 12
		});
		fc.assert(
			fc.property(alpha, fc.nat(), (a, seed) => {
				const w = dirichletSample(rngForDraw(seed, 0), a);
				const sum = w.reduce((x, y) => x + y, 0);
				return Math.abs(sum - 1) < 1e-12 && w.every((x) => x >= 0 && x <= 1);
			})
		);
	});

	for (const c of golden.dirichlet) {
		it(`alpha ${c.alpha.join(', ')}: mean and variance match scipy.stats.dirichlet`, () => {
			const K = c.alpha.length;
			const mean = new Float64Array(K);
			const sq = new Float64Array(K);
			for (let d = 0; d < N; d++) {
				const w = dirichletSample(rngForDraw(99, d), c.alpha);
				for (let g = 0; g < K; g++) {
					mean[g] += w[g] / N;
					sq[g] += (w[g] * w[g]) / N;
				}
			}
			for (let g = 0; g < K; g++) {
				// scipy.stats.dirichlet.mean(alpha) / .var(alpha)
				expect(Math.abs(mean[g] - c.mean[g])).toBeLessThan(6 * Math.sqrt(c.var[g] / N));
				expect(Math.abs(sq[g] - mean[g] ** 2 - c.var[g])).toBeLessThan(0.1 * c.var[g] + 1e-4);
			}
		});
	}
});
