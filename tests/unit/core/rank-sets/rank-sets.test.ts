/**
 * Rank confidence sets: the properties the paper's construction guarantees (the point rank is
 * in every set, the simultaneous set contains the marginal one, bounds within 1..p, the top-k
 * set is the models whose simultaneous lower bound is at most k), determinism for a seed, the
 * exactness of the pruned scans against brute force, and the coverage of the simultaneous sets
 * in a simulation with known true means.
 */
import fc from 'fast-check';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { normalQuantile } from '../../../../src/core/stats/normal-quantile.ts';
import { minRanks } from '../../../../src/core/rank.ts';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { quantileSorted } from '../../../../src/core/stats/quantile.ts';
import { bootstrapDraws, choleskyPsd } from '../../../../src/core/rank-sets/normal-draws.ts';
import {
	rankSetsFromCovariance,
	rankSetsOfMatrix,
	type RankSets
} from '../../../../src/core/rank-sets/rank-sets.ts';
import {
	criticalValue,
	drawOrders,
	firstPass,
	pairTable,
	rowBounds,
	rowMax,
	type DrawSet
} from '../../../../src/core/rank-sets/stepdown.ts';

/** A seeded 0/1 matrix with latent-normal items: P(model j solves an item) = mean[j] exactly. */
function latentMatrix(means: readonly number[], n: number, seed: number, rho = 0.3) {
	const rng = xoroshiro128plus(seed);
	const u = () => uniformFloat64(rng);
	const normal = () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
	const cut = means.map((m) => normalQuantile(m));
	const cells: number[] = [];
	for (let i = 0; i < n; i++) {
		const a = normal();
		for (const c of cut) cells.push(Math.sqrt(rho) * a + Math.sqrt(1 - rho) * normal() < c ? 1 : 0);
	}
	return packMatrix({
		models: means.map((_, m) => `m${m}`),
		itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
		cells
	});
}

const contains = (r: RankSets, m: number, lo: number, hi: number) =>
	r.simultaneousLow[m] <= lo && hi <= r.simultaneousHigh[m];

describe('rank sets: properties', () => {
	const arb = fc.record({
		p: fc.integer({ min: 2, max: 9 }),
		n: fc.integer({ min: 8, max: 120 }),
		seed: fc.integer({ min: 1, max: 1e6 }),
		spread: fc.double({ min: 0, max: 0.4, noNaN: true }),
		level: fc.constantFrom(0.5, 0.8, 0.9, 0.95, 0.99),
		k: fc.integer({ min: 1, max: 9 })
	});

	it('contain the point rank; simultaneous ⊇ marginal; bounds in 1..p; top-k = lower ≤ k', () => {
		fc.assert(
			fc.property(arb, ({ p, n, seed, spread, level, k }) => {
				const means = Array.from({ length: p }, (_, m) => 0.5 + spread * (0.5 - m / p));
				const matrix = latentMatrix(means, n, seed);
				const r = rankSetsOfMatrix(matrix, null, { level, draws: 200, seed, topK: k });
				const ranked = Array.from(r.ranked);
				const est = Float64Array.from(ranked, (m) => r.estimate[m]);
				const low = minRanks(est);
				const high = minRanks(est.map((v) => -v)).map((x) => ranked.length + 1 - x);
				ranked.forEach((m, j) => {
					expect(r.marginalLow[m]).toBeLessThanOrEqual(low[j]);
					expect(r.marginalHigh[m]).toBeGreaterThanOrEqual(high[j]);
					expect(contains(r, m, r.marginalLow[m], r.marginalHigh[m])).toBe(true);
					expect(r.simultaneousLow[m]).toBeGreaterThanOrEqual(1);
					expect(r.simultaneousHigh[m]).toBeLessThanOrEqual(ranked.length);
				});
				const kk = Math.min(k, ranked.length);
				expect(r.topK.models).toEqual(ranked.filter((m) => r.simultaneousLow[m] <= kk));
				expect(r.couldBeFirst).toEqual(ranked.filter((m) => r.simultaneousLow[m] === 1));
				expect(r.couldBeFirst.length).toBeGreaterThanOrEqual(1);
			}),
			{ numRuns: 60 }
		);
	});

	it('are the same numbers for the same seed, and come from the seed', () => {
		const matrix = latentMatrix([0.7, 0.68, 0.6, 0.55, 0.5, 0.45], 150, 7);
		const a = rankSetsOfMatrix(matrix, null, { seed: 42, draws: 500 });
		const b = rankSetsOfMatrix(matrix, null, { seed: 42, draws: 500 });
		expect(b).toEqual(a);
		const c = rankSetsOfMatrix(matrix, null, { seed: 43, draws: 500 });
		expect(c.criticalValue).not.toBe(a.criticalValue);
		expect(a.seed).toBe(42);
		expect(a.draws).toBe(500);
		expect(a.method).toBe('csranks-stepdown');
	});

	it('leave out models without an estimate or variance, and rank the rest 1..p', () => {
		const estimate = Float64Array.of(0.9, Number.NaN, 0.5, 0.1);
		const cov = new Float64Array(16);
		for (const [m, v] of [
			[0, 1e-4],
			[2, 1e-4],
			[3, Number.NaN]
		])
			cov[m * 4 + m] = v;
		const r = rankSetsFromCovariance(estimate, cov, 'standardErrors', { draws: 300 });
		expect(Array.from(r.ranked)).toEqual([0, 2]);
		expect(Array.from(r.simultaneousLow)).toEqual([1, 0, 2, 0]);
		expect(Array.from(r.simultaneousHigh)).toEqual([1, 0, 2, 0]);
	});

	it('criticalValue is numpy.quantile(·, level) (linear), found by selection', () => {
		fc.assert(
			fc.property(
				fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 1, maxLength: 300 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				(xs, q) => {
					const values = Float64Array.from(xs);
					const sorted = Float64Array.from(xs).sort();
					// + 0 reads -0 as 0: the two may pick either zero of an input holding both.
					expect(criticalValue(values, q) + 0).toBe(quantileSorted(sorted, q) + 0);
				}
			)
		);
	});
});

/** A random covariance whose variances differ by up to 100x (pruning has to work for it). */
function randomSet(p: number, R: number, seed: number): DrawSet {
	const rng = xoroshiro128plus(seed);
	const u = () => uniformFloat64(rng);
	const F = Float64Array.from({ length: p * p }, () => u() - 0.5);
	const scale = Float64Array.from({ length: p }, () => 0.1 + 10 * u() * u());
	const cov = new Float64Array(p * p);
	for (let j = 0; j < p; j++) {
		for (let k = 0; k < p; k++) {
			let s = 0;
			for (let x = 0; x < p; x++) s += F[j * p + x] * F[k * p + x];
			cov[j * p + k] = s * scale[j] * scale[k] + (j === k ? 0.01 : 0);
		}
	}
	const estimate = Float64Array.from({ length: p }, () => u());
	const Z = bootstrapDraws(choleskyPsd(cov, p), p, R, seed);
	const pairs = pairTable(estimate, cov, p);
	return { Z, R, orders: drawOrders(Z, R, p), pairs, bounds: rowBounds(pairs) };
}

describe('rank sets: pruned scans against brute force', () => {
	it('firstPass gives every model its largest |Z_i − Z_k| / σ_ik and the pair', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 1e6 }), (p, seed) => {
				const s = randomSet(p, 20, seed);
				const { T, A } = firstPass(s);
				for (let b = 0; b < s.R; b++) {
					for (let i = 0; i < p; i++) {
						let best = -Infinity;
						for (let k = 0; k < p; k++) {
							if (k === i) continue;
							const v = Math.abs(s.Z[b * p + i] - s.Z[b * p + k]) * s.pairs.inv[i * p + k];
							best = Math.max(best, v);
						}
						expect(T[b * p + i]).toBe(best);
						const k = A[b * p + i] >> 1;
						const sign = A[b * p + i] & 1 ? -1 : 1;
						const v = sign * (s.Z[b * p + i] - s.Z[b * p + k]) * s.pairs.inv[i * p + k];
						expect(v).toBe(best);
					}
				}
			}),
			{ numRuns: 40 }
		);
	});

	it('rowMax over any standing directions is the brute-force maximum', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 30 }),
				fc.integer({ min: 1, max: 1e6 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				(p, seed, share) => {
					const s = randomSet(p, 10, seed);
					const rng = xoroshiro128plus(seed + 1);
					const closed = () => (uniformFloat64(rng) < share ? -Infinity : 0);
					const pen1 = Float64Array.from({ length: p }, closed);
					const pen2 = Float64Array.from({ length: p }, closed);
					const out = new Int32Array(1);
					for (let b = 0; b < s.R; b++) {
						for (let i = 0; i < p; i++) {
							const on1 = { pen: pen1, base: 0, stride: 1 };
							const on2 = { pen: pen2, base: 0, stride: 1 };
							let best = -Infinity;
							for (let k = 0; k < p; k++) {
								if (k === i) continue;
								const a = (s.Z[b * p + i] - s.Z[b * p + k]) * s.pairs.inv[i * p + k];
								if (pen1[k] === 0) best = Math.max(best, a);
								if (pen2[k] === 0) best = Math.max(best, -a);
							}
							expect(rowMax(s, b, i, on1, on2, out, 0)).toBe(best);
						}
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});

describe('rank sets: coverage (known true means)', () => {
	it('the simultaneous 95% sets cover all 10 true ranks in at least 95% of 500 replications', () => {
		// Ten models, some of them close (a 0.01 gap is about 0.7 SE at 1,000 items), 0/1 items
		// correlated through a shared latent difficulty; the true ranks are those of `means`.
		const means = [0.8, 0.79, 0.78, 0.72, 0.71, 0.65, 0.6, 0.59, 0.5, 0.4];
		const truth = minRanks(Float64Array.from(means));
		let covered = 0;
		let marginalTop = 0;
		const reps = 500;
		for (let rep = 0; rep < reps; rep++) {
			const matrix = latentMatrix(means, 1000, 1000 + rep);
			const r = rankSetsOfMatrix(matrix, null, { seed: rep, draws: 1000 });
			if (means.every((_, m) => contains(r, m, truth[m], truth[m]))) covered++;
			if (r.marginalLow[1] <= truth[1] && truth[1] <= r.marginalHigh[1]) marginalTop++;
		}
		// 500 of 500 here: sets built from pairwise tests are conservative when means differ
		expect(covered / reps).toBeGreaterThanOrEqual(0.95);
		expect(marginalTop / reps).toBeGreaterThanOrEqual(0.93);
	}, 120_000);

	it('with tied true means, a false "surely better" in at most about 5% of 500 replications', () => {
		// Two groups of five models with equal means: any "surely better" inside a group is false.
		// The stepdown's promise is a family-wise error of at most 5% (0.046 with these seeds); the
		// bound allows 2.5 Monte Carlo standard errors (sqrt(0.05 0.95 / 500) = 0.0097).
		const means = [0.7, 0.7, 0.7, 0.7, 0.7, 0.6, 0.6, 0.6, 0.6, 0.6];
		let falseClaims = 0;
		const reps = 500;
		for (let rep = 0; rep < reps; rep++) {
			const r = rankSetsOfMatrix(latentMatrix(means, 1000, 5000 + rep), null, {
				seed: rep,
				draws: 1000
			});
			let any = false;
			for (let a = 0; a < 10; a++)
				for (let b = 0; b < 10; b++) if (r.better[a * 10 + b] && means[a] <= means[b]) any = true;
			if (any) falseClaims++;
		}
		expect(falseClaims / reps).toBeLessThanOrEqual(0.05 + 2.5 * 0.0097);
	}, 120_000);
});
