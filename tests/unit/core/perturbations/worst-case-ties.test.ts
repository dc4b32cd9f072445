/**
 * The worst-case search with models tied in the reference. At the reference weights (and at any
 * weights that are all equal, such as a corner of the box on the diagonal) two models tied in the
 * reference stay tied; almost any other weighting breaks the tie, and a broken tie lowers a
 * positive tau-b (its pair leaves the tie correction's n2, so the denominator grows). The search
 * has to find those cells too, and what it proves has to hold against them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import {
	categoryScores,
	type CategoryCounts
} from '../../../../src/core/perturbations/category-weights.ts';
import {
	randomInteriorSearch,
	worstCaseSearch
} from '../../../../src/core/perturbations/worst-case.ts';
import { tiedForEveryWeighting } from '../../../../src/core/perturbations/worst-case-problem.ts';

function referenceOf(counts: CategoryCounts): Float64Array {
	return categoryScores(counts, new Float64Array(counts.nGroups).fill(1));
}

/** NaN (undefined tau-b) last, as the searches order it. */
function orderable(tau: number): number {
	return tau === tau ? tau : Number.POSITIVE_INFINITY;
}

describe('tiedForEveryWeighting', () => {
	const rows = (num: number[][], den: number[][]): CategoryCounts => ({
		nModels: num.length,
		nGroups: num[0].length,
		num: Float64Array.from(num.flat()),
		den: Float64Array.from(den.flat())
	});

	it('holds for the same, proportional or constant scores, and for two models without items', () => {
		const c = rows(
			[
				[1, 2, 0],
				[2, 4, 0],
				[1, 0, 0],
				[0, 1, 0],
				[2, 1, 0],
				[0, 0, 0],
				[0, 0, 0]
			],
			[
				[3, 3, 0],
				[6, 6, 0],
				[3, 0, 0],
				[0, 3, 0],
				[3, 3, 0],
				[0, 0, 0],
				[0, 0, 1]
			]
		);
		expect(tiedForEveryWeighting(c, 0, 1)).toBe(true); // twice the counts
		expect(tiedForEveryWeighting(c, 2, 3)).toBe(true); // 1/3 in one category each
		expect(tiedForEveryWeighting(c, 0, 4)).toBe(false); // tied at v = 1 only
		expect(tiedForEveryWeighting(c, 5, 5)).toBe(true);
		expect(tiedForEveryWeighting(c, 5, 2)).toBe(false); // no items against items
		expect(tiedForEveryWeighting(c, 5, 6)).toBe(false); // no items against 0 of 1
		expect(tiedForEveryWeighting(rows([[0], [0]], [[0], [0]]), 0, 1)).toBe(true);
	});

	it('agrees with scores at random weights on the certificate grid', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
				fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
				fc.integer({ min: 1, max: 3 }),
				(num, den, k) => {
					// Model 2 is model 0 times k: always tied with it.
					const n = [num.slice(0, 3), num.slice(3), num.slice(0, 3).map((x) => k * x)];
					const d = [den.slice(0, 3), den.slice(3), den.slice(0, 3).map((x) => k * x)];
					const c = rows(
						n.map((r, i) => r.map((x, g) => Math.min(x, d[i][g]))),
						d
					);
					expect(tiedForEveryWeighting(c, 0, 2)).toBe(true);
					const tied = tiedForEveryWeighting(c, 0, 1);
					const grid = 2 ** -30;
					let alwaysEqual = true;
					for (const v of [
						[1, 1, 1],
						[0.5, 1.5, 1],
						[1.25, 0.75 + grid, 1.5 - 7 * grid]
					]) {
						const s = categoryScores(c, v);
						expect(s[0]).toBe(s[2]);
						if (!Object.is(s[0], s[1])) alwaysEqual = false;
					}
					if (tied) expect(alwaysEqual).toBe(true);
				}
			),
			{ numRuns: 300 }
		);
	});
});

describe('worstCaseSearch with models tied in the reference', () => {
	it('breaks a reference tie that equal weights keep (fast-check counterexample)', () => {
		// Models 2 and 3 tie at 7/9 in the reference and whenever v_1 = v_2 (their difference is
		// (0, -1, 1)); models 0 and 4 are the same row. Every generic point keeps the 13 counted
		// pairs' order (none can reverse at bound 0.05), so the minimum is 13 / sqrt(13 * 14):
		// the tie between 2 and 3 broken. The search used to end at v_1 = v_2 (tau-b 1, "found").
		const counts: CategoryCounts = {
			nModels: 6,
			nGroups: 3,
			num: Float64Array.from([0, 0, 1, 0, 3, 1, 3, 2, 2, 3, 3, 1, 0, 0, 1, 3, 1, 1]),
			den: new Float64Array(18).fill(3)
		};
		const reference = referenceOf(counts);
		expect(reference[2]).toBe(reference[3]);
		const r = worstCaseSearch(counts, reference, 0.05, { seed: 0, budget: 2_000 });
		expect(r.tau).toBeCloseTo(13 / Math.sqrt(13 * 14), 14);
		expect(r.weights[1]).not.toBe(r.weights[2]);
		expect(r.outcome).toBe('proven');
		expect(r.tauBound).toBe(r.tau);
		const random = randomInteriorSearch(counts, reference, 0.05, r.evaluated, 0);
		expect(random.tau).toBeCloseTo(r.tau, 14);
	});

	it('proves the minimum over weightings that tie no two different models, not over ties at a corner', () => {
		// d = num_a - num_b = (3, -1): at bound 0.5 the pair can only touch its tie, at the corner
		// (0.5, 1.5), never reverse. Every weighting that leaves a and b apart keeps all three pairs
		// in order (tau-b 1, proven); the corner itself ties a and b, tau-b 2 / sqrt(3 * 2). The
		// worst case is over weightings that newly tie no two models with different results
		// (the certificate's own rule; docs/definitions.md), and a knife-edge tie is not one.
		const counts: CategoryCounts = {
			nModels: 3,
			nGroups: 2,
			num: Float64Array.from([5, 2, 2, 3, 0, 0]),
			den: new Float64Array(6).fill(6)
		};
		const reference = referenceOf(counts);
		const r = worstCaseSearch(counts, reference, 0.5, { seed: 0 });
		expect(r.tau).toBe(1);
		expect(r.outcome).toBe('proven');
		const corner = categoryScores(counts, [0.5, 1.5]);
		expect(corner[0]).toBe(corner[1]);
		expect(kendallTauB(reference, corner)).toBeCloseTo(2 / Math.sqrt(6), 14);
	});
});

/**
 * Counts with reference ties built in: model m > 0 may be model m - 1 with two categories' cells
 * (items and correct answers together) swapped, which keeps its totals and so its reference score;
 * model 1 always is. Complete data (every cell `size` items) or with missing cells.
 */
function countsWithTies(missing: boolean) {
	return fc
		.record({
			M: fc.integer({ min: 3, max: 7 }),
			G: fc.integer({ min: 2, max: 4 }),
			size: fc.integer({ min: 1, max: 12 })
		})
		.chain(({ M, G, size }) =>
			fc.record({
				M: fc.constant(M),
				G: fc.constant(G),
				bound: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
				num: fc.array(fc.integer({ min: 0, max: size }), { minLength: M * G, maxLength: M * G }),
				den: missing
					? fc.array(fc.integer({ min: 0, max: size }), { minLength: M * G, maxLength: M * G })
					: fc.constant(new Array<number>(M * G).fill(size)),
				swaps: fc.array(fc.option(fc.tuple(fc.nat(G - 1), fc.nat(G - 1)), { freq: 2 }), {
					minLength: M,
					maxLength: M
				}),
				seed: fc.nat()
			})
		)
		.map(({ M, G, bound, num, den, swaps, seed }) => {
			const n = Float64Array.from(num, (x, i) => Math.min(x, den[i]));
			const d = Float64Array.from(den);
			for (let m = 1; m < M; m++) {
				const swap = m === 1 ? [0, 1] : swaps[m];
				if (!swap) continue;
				const [i, j] = swap;
				for (let g = 0; g < G; g++) {
					const from = (m - 1) * G + (g === i ? j : g === j ? i : g);
					n[m * G + g] = n[from];
					d[m * G + g] = d[from];
				}
			}
			const counts: CategoryCounts = { nModels: M, nGroups: G, num: n, den: d };
			return { counts, bound, seed };
		});
}

describe('worstCaseSearch with reference ties (fast-check)', () => {
	for (const missing of [false, true]) {
		const label = missing ? 'with missing cells' : 'complete';
		const what = missing
			? 'its bound never above what random sampling finds'
			: 'at least as bad as random sampling, and its bound never above what it finds';
		it(`${label}: ${what}`, () => {
			fc.assert(
				fc.property(countsWithTies(missing), fc.nat(), ({ counts, bound, seed }, seed2) => {
					const reference = referenceOf(counts);
					const r = worstCaseSearch(counts, reference, bound, { seed, budget: 2_000 });
					expect(Object.is(kendallTauB(reference, categoryScores(counts, r.weights)), r.tau)).toBe(
						true
					);
					const random = randomInteriorSearch(counts, reference, bound, r.evaluated, seed2);
					// With complete data the branch and bound searches every cell (wider than its
					// 1e-6 margin). With missing cells only the line search runs, a heuristic that
					// says so ("found"): it can miss a sliver of a cell that a lucky random draw
					// hits (FC_SEED=823093085 drew one that 0.05% of the box reaches: random 0.316,
					// the line search 0.527), so there only its bound is held to random sampling.
					if (!missing) expect(orderable(r.tau)).toBeLessThanOrEqual(orderable(random.tau));
					if (r.tauBound !== null) {
						// A proven bound holds at every point random sampling reaches (its best one
						// included), and under the search's own result.
						if (random.tau === random.tau) {
							expect(r.tauBound).toBeLessThanOrEqual(random.tau + 1e-12);
						}
						if (r.tau === r.tau) expect(r.tauBound).toBeLessThanOrEqual(r.tau + 1e-12);
					}
				}),
				{ numRuns: 60 }
			);
		});
	}
});
