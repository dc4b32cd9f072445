import { describe, expect, it } from 'vitest';
import { minRanks, rankingOrder } from '../../../src/core/rank.ts';
import { emptyDrawTable } from '../../../src/core/run.ts';
import { summarizeVariants, variantRanking } from '../../../src/core/variants.ts';

describe('summarizeVariants', () => {
	const ref = Float64Array.from([0.8, 0.6, 0.5]);
	const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };
	const table = emptyDrawTable(3, 3);
	table.scores.set([0.7, 0.75, 0.5, 0.9, 0.6, Number.NaN, 0.8, 0.6, 0.6]);
	table.ranks.set([2, 1, 3, 1, 2, 0, 1, 2, 2]);
	table.tau.set([1 / 3, 1, Number.NaN]);
	const v = summarizeVariants(table, reference, ['a', 'b', 'c'], ['x', 'y', 'z']);

	it('reports each variant and the min-max across them, nothing else', () => {
		expect(v.nVariants).toBe(3);
		expect(v.variants.map((r) => r.name)).toEqual(['x', 'y', 'z']);
		expect(v.variants[0].first).toEqual([1]);
		expect(v.models.map((m) => [m.model, m.min, m.max, m.rankMin, m.rankMax])).toEqual([
			['a', 0.7, 0.9, 1, 2],
			['b', 0.6, 0.75, 1, 2],
			['c', 0.5, 0.6, 2, 3]
		]);
		expect([v.tauMin, v.tauMax, v.undefinedVariants]).toEqual([1 / 3, 1, 1]);
		expect(v.leaderFirst).toBe(2);
		expect(v.maxChange).toBeCloseTo(0.15, 15);
		expect(Object.keys(v.models[0])).not.toContain('q025');
	});

	it('ranks a variant over the models present in it', () => {
		expect(variantRanking(table, 1)).toEqual([0, 1]);
		expect(variantRanking(table, 2)).toEqual([0, 1, 2]);
	});
});
