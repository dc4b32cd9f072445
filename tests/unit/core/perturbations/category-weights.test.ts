import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightedScores } from '../../../../src/core/scores.ts';
import {
	categoryScores,
	clusterBootstrapWeights,
	collapseByCategory,
	dirichletCategoryWeights,
	dropCategoryWeights,
	expandCategoryWeights
} from '../../../../src/core/perturbations/category-weights.ts';
import { groupItems, groupsFromMeta } from '../../../../src/core/perturbations/groups.ts';
import { close, loadStatsGolden } from '../stats/stats-golden.ts';
import { binary, continuousWithCategory } from './fixtures.ts';

const golden = loadStatsGolden().category;
const groups = groupsFromMeta(binary, 'category');
const counts = collapseByCategory(binary, groups);

describe('groups', () => {
	it('sorts labels, counts sizes and names a missing column in the error', () => {
		const g = groupItems(['b', 'a', 'b', '', 'a']);
		expect(g.names).toEqual(['', 'a', 'b']);
		expect(Array.from(g.groupOf)).toEqual([2, 1, 2, 0, 1]);
		expect(Array.from(g.sizes)).toEqual([1, 2, 2]);
		expect(() => groupsFromMeta(binary, 'topic')).toThrow(/no meta column "topic".*category/);
		expect(groups.names).toEqual(golden.categories);
	});
});

describe('collapseByCategory / categoryScores', () => {
	it('equal the numpy per-model per-category sums and sum_g v num / sum_g v den', () => {
		const G = counts.nGroups;
		for (let m = 0; m < counts.nModels; m++) {
			// x[g == c, m].sum() and present[g == c, m].sum()
			expect(Array.from(counts.num.subarray(m * G, (m + 1) * G))).toEqual(golden.num[m]);
			expect(Array.from(counts.den.subarray(m * G, (m + 1) * G))).toEqual(golden.den[m]);
		}
		const s = categoryScores(counts, golden.weights);
		s.forEach((v, m) => expect(close(v, golden.scores[m], 1e-15)).toBe(true));
	});

	it('equal weightedScores with expanded item weights, bit for bit on 0/1 data with integer weights', () => {
		const G = counts.nGroups;
		fc.assert(
			fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: G, maxLength: G }), (v) => {
				const fast = categoryScores(counts, v);
				const plain = weightedScores(
					binary,
					expandCategoryWeights(groups, v),
					new Float64Array(binary.nModels)
				);
				return fast.every((x, m) => Object.is(x, plain[m]));
			})
		);
	});

	it('agree with the item path to rounding on continuous data with real weights', () => {
		const g = groupsFromMeta(continuousWithCategory, 'category');
		const c = collapseByCategory(continuousWithCategory, g);
		const v = [0.3, 1.7, 1, 2.25];
		const fast = categoryScores(c, v);
		const plain = weightedScores(
			continuousWithCategory,
			expandCategoryWeights(g, v),
			new Float64Array(c.nModels)
		);
		fast.forEach((x, m) => expect(x).toBeCloseTo(plain[m], 14));
	});
});

describe('dirichletCategoryWeights', () => {
	const sizes = [5, 20, 35];
	it('gives shares that sum to 1 (mean item weight 1) for any seed and concentration', () => {
		fc.assert(
			fc.property(
				fc.nat(),
				fc.nat(10_000),
				fc.double({ min: 0.001, max: 1e4, noNaN: true }),
				(seed, d, c) => {
					const v = dirichletCategoryWeights(sizes, c, seed, d);
					const n = sizes.reduce((a, b) => a + b, 0);
					const shareSum = sizes.reduce((s, size, g) => s + (v[g] * size) / n, 0);
					return Math.abs(shareSum - 1) < 1e-12 && v.every((x) => x >= 0 && Number.isFinite(x));
				}
			)
		);
	});

	it('is exactly the reference at infinite concentration and depends on (seed, draw) only', () => {
		expect(Array.from(dirichletCategoryWeights(sizes, Number.POSITIVE_INFINITY, 1, 2))).toEqual([
			1, 1, 1
		]);
		expect(dirichletCategoryWeights(sizes, 3, 9, 4)).toEqual(
			dirichletCategoryWeights(sizes, 3, 9, 4)
		);
		expect(dirichletCategoryWeights(sizes, 3, 9, 4)).not.toEqual(
			dirichletCategoryWeights(sizes, 3, 9, 5)
		);
	});

	it('centres the shares on the reference shares (mean over draws)', () => {
		const n = 60;
		const mean = [0, 0, 0];
		const draws = 4000;
		for (let d = 0; d < draws; d++) {
			const v = dirichletCategoryWeights(sizes, 5, 123, d);
			for (let g = 0; g < 3; g++) mean[g] += (v[g] * sizes[g]) / n / draws;
		}
		// E[w_g] = alpha_g / sum(alpha) = n_g / n; SD of the mean < 0.003 here
		mean.forEach((m, g) => expect(Math.abs(m - sizes[g] / n)).toBeLessThan(0.01));
	});
});

describe('dropCategoryWeights', () => {
	it('zeroes one category per draw, scales by strength, and has G draws', () => {
		expect(Array.from(dropCategoryWeights(3, 1, 1))).toEqual([1, 0, 1]);
		expect(Array.from(dropCategoryWeights(3, 0.25, 2))).toEqual([1, 1, 0.75]);
		expect(Array.from(dropCategoryWeights(3, 0, 0))).toEqual([1, 1, 1]);
		expect(() => dropCategoryWeights(3, 1, 3)).toThrow(RangeError);
	});
});

describe('clusterBootstrapWeights', () => {
	it('draws G whole clusters with replacement: integer multiplicities summing to G', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 40 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				fc.nat(),
				fc.nat(5000),
				(G, s, seed, d) => {
					const c = clusterBootstrapWeights(G, s, seed, d);
					return (
						c.every((x) => Number.isInteger(x) && x >= 0) && c.reduce((a, b) => a + b, 0) === G
					);
				}
			)
		);
	});

	it('keeps whole clusters: every item of a cluster gets the same weight', () => {
		fc.assert(
			fc.property(fc.nat(), fc.nat(5000), (seed, d) => {
				const c = clusterBootstrapWeights(groups.names.length, 1, seed, d);
				const w = expandCategoryWeights(groups, c);
				return Array.from(w).every((x, i) => x === c[groups.groupOf[i]]);
			})
		);
	});

	it('is the reference at strength 0', () => {
		expect(Array.from(clusterBootstrapWeights(5, 0, 77, 3))).toEqual([1, 1, 1, 1, 1]);
	});
});
