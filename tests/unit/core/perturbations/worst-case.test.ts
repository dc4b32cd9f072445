import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import { rankingOrder } from '../../../../src/core/rank.ts';
import { weightedScores } from '../../../../src/core/scores.ts';
import {
	categoryScores,
	collapseByCategory
} from '../../../../src/core/perturbations/category-weights.ts';
import { groupItems } from '../../../../src/core/perturbations/groups.ts';
import {
	pairWorstCase,
	worstCaseDraw,
	worstCaseExhaustive,
	worstCaseSearch
} from '../../../../src/core/perturbations/worst-case.ts';
import { close, loadStatsGolden, matrixFromRows } from '../stats/stats-golden.ts';

const synthetic = loadStatsGolden().category.synthetic;
const matrix = matrixFromRows(synthetic.cells);
const groups = groupItems(synthetic.groupOf.map(String).map((g) => g.padStart(2, '0')));
const counts = collapseByCategory(matrix, groups);
const reference = weightedScores(matrix, null, new Float64Array(matrix.nModels));
const order = rankingOrder(reference);
const bound = synthetic.bound;

describe('pairWorstCase', () => {
	it('finds the brute-force minimum of score_a - score_b over all 2^G vertices', () => {
		for (const c of synthetic.pairWorst) {
			const r = pairWorstCase(counts, c.a, c.b, bound);
			expect(r.exact).toBe(true);
			// min over itertools.product([1 - bound, 1 + bound], repeat=G) of the gap (numpy)
			expect(close(r.gap, c.gap, 1e-13)).toBe(true);
			expect(r.weights.every((v) => v === 1 - bound || v === 1 + bound)).toBe(true);
		}
	});
});

describe('worstCaseExhaustive / worstCaseDraw (vertex search, kept for the per-draw path)', () => {
	it('exhaustive search reaches the brute-force minimum tau-b over the vertices', () => {
		const r = worstCaseExhaustive(counts, reference, bound)!;
		// min over vertices of scipy.stats.kendalltau(reference, scores).statistic
		expect(close(r.tau, synthetic.minTau, 1e-12)).toBe(true);
		expect(r.evaluated).toBe(2 ** counts.nGroups);
		expect(worstCaseExhaustive(counts, reference, bound, 100)).toBeNull();
	});

	it('local search draws return vertices whose tau is reported correctly and >= the minimum', () => {
		fc.assert(
			fc.property(fc.nat(40), fc.nat(), (d, seed) => {
				const r = worstCaseDraw(counts, reference, order, bound, seed, d);
				const tau = kendallTauB(reference, categoryScores(counts, r.weights));
				return (
					r.weights.every((v) => v === 1 - bound || v === 1 + bound) &&
					Object.is(tau, r.tau) &&
					r.tau >= synthetic.minTau - 1e-12
				);
			}),
			{ numRuns: 25 }
		);
	});

	it('the leader-vs-runner-up start moves the ranking at least as far as its exact pair flip', () => {
		const r = worstCaseDraw(counts, reference, order, bound, 1, 0);
		const start = pairWorstCase(counts, order[0], order[1], bound);
		expect(r.tau).toBeLessThanOrEqual(
			kendallTauB(reference, categoryScores(counts, start.weights))
		);
	});

	it('bound 0 is the reference', () => {
		const r = worstCaseDraw(counts, reference, order, 0, 1, 3);
		expect(Array.from(r.weights)).toEqual(new Array(counts.nGroups).fill(1));
		expect(r.tau).toBe(1);
		expect(() => worstCaseDraw(counts, reference, order, 1, 1, 0)).toThrow(RangeError);
	});
});

describe('worstCaseSearch on the 8-category synthetic benchmark', () => {
	it('reaches at least the vertex minimum, exactly, and its certificate recomputes', () => {
		const r = worstCaseSearch(counts, reference, bound, { seed: 3 });
		expect(r.exact).toBe(true);
		expect(r.method.name).toBe('line-search+branch-and-bound');
		// min over vertices of scipy.stats.kendalltau(reference, scores).statistic: the interior
		// can only do as well or better
		expect(r.tau).toBeLessThanOrEqual(synthetic.minTau + 1e-12);
		expect(Object.is(r.tau, kendallTauB(reference, categoryScores(counts, r.weights)))).toBe(true);
		expect(r.tauBound).toBe(r.tau);
	});
});
