import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	benchmarkWeights,
	compareWithReference,
	dropBenchmarkVariants,
	sampleDraws,
	stabilityContext,
	worstCaseWeights,
	type SampleStability
} from '../../../../../src/features/score-tables/core/stability.ts';
import { tableStability } from '../../../../../src/features/score-tables/core/table-stability.ts';
import {
	aggregateValues,
	oriented
} from '../../../../../src/features/score-tables/core/aggregate.ts';
import { golden, tableOf } from '../golden.ts';

const table = tableOf(golden.tables[2].scores);
const METHODS = ['meanScore', 'meanRank', 'borda'] as const;

describe('worst-case benchmark weights (search)', () => {
	it('finds the brute-force minimum over every vertex (numpy/scipy), with a certificate', () => {
		for (const c of golden.worstCase) {
			const t = tableOf(c.scores);
			const ctx = stabilityContext(t, t.conditions[0], c.method);
			const r = worstCaseWeights(ctx, c.bound);
			expect(r.search.method).toBe('exhaustive');
			expect(r.search.evaluated).toBe(2 ** 6);
			// min over vertices of scipy.stats.kendalltau(reference, weighted aggregate)
			expect(r.certificate.tau).toBeCloseTo(c.tau, 12);
			// The certificate recomputes to the reported tau.
			const values = oriented(
				c.method,
				aggregateValues(ctx.contributions, ctx.block.nModels, c.method, r.certificate.weights)
			);
			expect(compareWithReference(ctx.reference, values, ctx.compared).tau).toBe(r.certificate.tau);
			for (const w of r.certificate.weights) expect([1 - c.bound, 1 + c.bound]).toContain(w);
			// Complete data: every pair's worst case is exact, and the bound holds.
			expect(r.pairBound.exact).toBe(true);
			if (r.pairBound.tauLowerBound !== null) {
				expect(r.certificate.tau).toBeGreaterThanOrEqual(r.pairBound.tauLowerBound - 1e-12);
			}
		}
	});

	it('local search is never better than the exhaustive minimum, and recomputes', () => {
		for (const method of METHODS) {
			const ctx = stabilityContext(table, table.conditions[0], method);
			const exhaustive = worstCaseWeights(ctx, 0.6);
			const local = worstCaseWeights(ctx, 0.6, { maxVertices: 4, starts: 6, seed: 3 });
			expect(local.search.method).toBe('local-search');
			expect(local.certificate.tau).toBeGreaterThanOrEqual(exhaustive.certificate.tau);
			const again = worstCaseWeights(ctx, 0.6, { maxVertices: 4, starts: 6, seed: 3 });
			expect(again.certificate.weights).toEqual(local.certificate.weights);
		}
	});

	it('bound 0 is the reference', () => {
		const ctx = stabilityContext(table, table.conditions[0], 'borda');
		const r = worstCaseWeights(ctx, 0);
		expect(r.certificate.tau).toBeCloseTo(1, 14);
		expect(r.certificate.maxRankChange).toBe(0);
	});
});

describe('sample perturbations', () => {
	it('the same seed gives the same draws however they are split', () => {
		const ctx = stabilityContext(table, table.conditions[0], 'borda');
		for (const spec of [
			{ kind: 'resampleBenchmarks' } as const,
			{ kind: 'dirichletWeights', concentration: 0.5 } as const,
			{ kind: 'modelSet', removeShare: 0.3, addWeak: 3, weakQuantile: 0.3 } as const
		]) {
			const whole = sampleDraws(ctx, spec, 9, 0, 30);
			const a = sampleDraws(ctx, spec, 9, 0, 11);
			const b = sampleDraws(ctx, spec, 9, 11, 30);
			expect([...a.tau, ...b.tau]).toEqual([...whole.tau]);
			expect([...a.maxRankChange, ...b.maxRankChange]).toEqual([...whole.maxRankChange]);
		}
	});

	it('resampling draws multinomial counts summing to the number of benchmarks', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), fc.nat(1000), (K, seed, d) => {
				const w = benchmarkWeights({ kind: 'resampleBenchmarks' }, K, seed, d);
				return w.reduce((s, v) => s + v, 0) === K && w.every((v) => Number.isInteger(v) && v >= 0);
			})
		);
		const w = benchmarkWeights({ kind: 'dirichletWeights', concentration: 2 }, 7, 1, 0);
		expect(w.reduce((s, v) => s + v, 0)).toBeCloseTo(7, 12);
		expect([
			...benchmarkWeights({ kind: 'dirichletWeights', concentration: Infinity }, 3, 1, 0)
		]).toEqual([1, 1, 1]);
	});

	it('adding weak models and removing others never reorders the mean score (Zhang & Hardt 2024)', () => {
		const ctx = stabilityContext(table, table.conditions[0], 'meanScore');
		const r = tableStability(
			ctx,
			{ kind: 'modelSet', removeShare: 0.4, addWeak: 8, weakQuantile: 0.5 },
			{ draws: 50, seed: 2 }
		) as SampleStability;
		expect(r.drawType).toBe('sample');
		expect(r.tau.min).toBeCloseTo(1, 14);
		expect(r.maxRankChange.max).toBe(0);
		expect(r.leaderKept).toBe(1);
	});

	it('reports tau-b summaries, rank changes and leader agreement over the draws', () => {
		const ctx = stabilityContext(table, table.conditions[0], 'meanRank');
		const r = tableStability(
			ctx,
			{ kind: 'resampleBenchmarks' },
			{ draws: 40, seed: 5 }
		) as SampleStability;
		expect(r.draws).toBe(40);
		expect(r.tau.q05).toBeLessThanOrEqual(r.tau.median);
		expect(r.tau.median).toBeLessThanOrEqual(r.tau.q95);
		expect(r.maxRankChange.median).toBeLessThanOrEqual(r.maxRankChange.max);
		expect(r.leaderKept).toBeGreaterThanOrEqual(0);
		expect(r.leaderKept).toBeLessThanOrEqual(1);
	});
});

describe('drop one benchmark (variants)', () => {
	it('has one variant per benchmark, each equal to aggregating without it', () => {
		const ctx = stabilityContext(table, table.conditions[0], 'borda');
		const v = dropBenchmarkVariants(ctx);
		expect(v.variants.map((x) => x.dropped)).toEqual(table.benchmarks.map((_, b) => b));
		const without = stabilityContext(table, table.conditions[0], 'borda', [1, 2, 3, 4, 5, 6, 7]);
		const first = v.variants[0];
		const direct = compareWithReference(ctx.reference, without.reference, ctx.compared);
		expect(first.tau).toBe(direct.tau);
		expect(first.maxRankChange).toBe(direct.maxRankChange);
		expect(v.tauMin).toBeLessThanOrEqual(v.tauMax);
	});
});
