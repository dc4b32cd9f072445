/**
 * "Fewer trials" (perturbations/trials.ts, kernels/trials-chunk.ts): the binomial distribution
 * function against scipy, the fast path against the plain one (the oracle), what a redraw keeps,
 * and the spread it makes: a model's score varies across draws as the trials' part of the
 * noise at k', sum_i p_i (1 - p_i) / k' / n^2.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runChunk } from '../../../../src/core/run.ts';
import { prepareRun } from '../../../../src/core/perturbations/perturbation-chunk.ts';
import { minRanks } from '../../../../src/core/rank.ts';
import { packMatrix, type ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import {
	applyTrials,
	binomialCdf,
	invertCdf,
	trialsPlan,
	validTrialsKept
} from '../../../../src/core/perturbations/trials.ts';
import { drawCounts } from '../../../../src/core/kernels/trials-chunk.ts';
import { FIXTURES } from '../../helpers.ts';
import { binary, withTrials, withTrialsMissing } from '../perturbations/fixtures.ts';

const golden = JSON.parse(readFileSync(join(FIXTURES, 'golden/trials-golden.json'), 'utf8')) as {
	binomialCdf: { k: number; p: number; cdf: number[] }[];
};

/** A matrix of n items x M models, cells s / k with s from a seed, k trials each. */
function trialMatrix(n: number, M: number, k: number, seed: number, missing = 0): ScoreMatrix {
	let x = seed * 2654435761 || 1;
	const next = () => ((x = (x * 1103515245 + 12345) >>> 0), x / 2 ** 32);
	const cells = Array.from({ length: n * M }, () =>
		next() < missing ? Number.NaN : Math.floor(next() * (k + 1)) / k
	);
	const m = packMatrix({
		models: Array.from({ length: M }, (_, j) => `m${j}`),
		itemIds: Array.from({ length: n }, (_, i) => `q${i}`),
		cells
	});
	return { ...m, trials: { uniform: k, perCell: null } };
}

describe('fewer trials', () => {
	it('the binomial distribution function is scipy’s', () => {
		for (const { k, p, cdf } of golden.binomialCdf) {
			const out = new Float64Array(k + 1);
			binomialCdf(k, p, out);
			cdf.forEach((v, x) => expect(Math.abs(out[x] - v), `${k} ${p} ${x}`).toBeLessThan(1e-13));
			// inversion: the smallest x with u <= F(x)
			for (const u of [1e-9, 0.2, 0.5, 0.9, 1]) {
				const x = invertCdf(out, 0, k, u);
				expect(u <= out[x]).toBe(true);
				if (x > 0) expect(u > out[x - 1]).toBe(true);
			}
		}
	});

	it('a redraw keeps missing cells and cells at 0 or 1, and gives multiples of 1 / k′', () => {
		const m = withTrialsMissing;
		for (const k of [1, 3, 50]) {
			const r = applyTrials(m, k, 9, 4);
			r.values!.forEach((v, c) => {
				const p = m.values![c];
				if (p !== p || p === 0 || p === 1) expect(Object.is(v, p)).toBe(true);
				else expect(Math.abs(v * k - Math.round(v * k))).toBeLessThan(1e-9);
			});
		}
		expect(applyTrials(binary, 2, 1, 0)).toBe(binary);
		expect(applyTrials(m, Number.POSITIVE_INFINITY, 1, 0)).toBe(m);
		expect(validTrialsKept(0)).toBe(false);
		expect(validTrialsKept(2.5)).toBe(false);
		expect(() => applyTrials(m, 0, 1, 0)).toThrow(RangeError);
	});

	it('fast path = plain path: the same redraws, scores within 1e-12, exact ranks', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 40 }),
				fc.integer({ min: 2, max: 9 }),
				fc.integer({ min: 2, max: 8 }),
				fc.constantFrom(1, 2, 3, 7, 40),
				fc.boolean(),
				fc.integer({ min: 0, max: 1000 }),
				(n, M, k, kPrime, holes, seed) => {
					const matrix = trialMatrix(n, M, k, seed, holes ? 0.15 : 0);
					const prepared = prepareRun(matrix, { kind: 'trials', trials: kPrime });
					const fast = runChunk(matrix, prepared, seed, 0, 6, 'auto');
					const plain = runChunk(matrix, prepared, seed, 0, 6, 'plain');
					const plan = trialsPlan(matrix, kPrime);
					const counts = new Int32Array(M);
					for (let d = 0; d < 6; d++) {
						drawCounts(plan, seed, d, counts);
						const exact = Float64Array.from(counts, (c, m) =>
							plan.present[m] ? c / (kPrime * plan.present[m]) : Number.NaN
						);
						for (let m = 0; m < M; m++) {
							const a = fast.scores[d * M + m];
							const b = plain.scores[d * M + m];
							if (b !== b) expect(a).toBeNaN();
							else
								expect(Math.abs(a - b)).toBeLessThanOrEqual(
									1e-12 * Math.max(1e-300, Math.abs(b)) + 1e-15
								);
							expect(Object.is(a, exact[m])).toBe(true);
						}
						expect(Array.from(fast.ranks.subarray(d * M, (d + 1) * M))).toEqual(
							Array.from(minRanks(exact))
						);
					}
				}
			),
			{ numRuns: 120 }
		);
	});

	it('∞ trials (the neutral strength) is the reference', () => {
		const prepared = prepareRun(withTrials, { kind: 'trials', trials: Number.POSITIVE_INFINITY });
		const chunk = runChunk(withTrials, prepared, 5, 0, 3);
		const M = withTrials.nModels;
		for (let d = 0; d < 3; d++) {
			expect(chunk.scores.subarray(d * M, (d + 1) * M)).toEqual(prepared.reference.scores);
		}
	});

	it('a model’s score varies across draws as sum p (1 − p) / k′ / n² (the trials’ part of the noise)', () => {
		const matrix = trialMatrix(60, 3, 5, 11);
		const n = matrix.nItems;
		const M = matrix.nModels;
		const D = 4000;
		for (const kPrime of [1, 2, 5]) {
			const prepared = prepareRun(matrix, { kind: 'trials', trials: kPrime });
			const chunk = runChunk(matrix, prepared, 2026, 0, D);
			for (let m = 0; m < M; m++) {
				let expected = 0;
				for (let i = 0; i < n; i++) {
					const p = matrix.values![i * M + m];
					expected += (p * (1 - p)) / kPrime;
				}
				expected /= n * n;
				let s = 0;
				let ss = 0;
				for (let d = 0; d < D; d++) {
					const v = chunk.scores[d * M + m];
					s += v;
					ss += v * v;
				}
				const mean = s / D;
				const variance = (ss - D * mean * mean) / (D - 1);
				// the draws centre on the reference score, and spread as the binomial says (±10%
				// is about 4.5 standard errors of a variance over 4,000 draws)
				expect(Math.abs(mean - prepared.reference.scores[m])).toBeLessThan(
					5 * Math.sqrt(expected / D)
				);
				expect(variance / expected).toBeGreaterThan(0.9);
				expect(variance / expected).toBeLessThan(1.1);
			}
		}
	});
});
