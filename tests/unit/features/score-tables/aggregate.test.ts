import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	aggregateRanking,
	aggregateValues,
	contributions,
	scoreBlock
} from '../../../../src/features/score-tables/core/aggregate.ts';
import { benchmarkConsensus } from '../../../../src/features/score-tables/core/consensus.ts';
import { close, golden, tableOf } from './golden.ts';

describe('aggregates', () => {
	it('mean score, mean rank and Borda points equal the numpy/scipy definitions', () => {
		for (const c of golden.tables) {
			const table = tableOf(c.scores);
			for (const method of ['meanScore', 'meanRank', 'borda'] as const) {
				const r = aggregateRanking(table, table.conditions[0], method);
				// meanScore: nanmean; meanRank: mean of rankdata(-x) over present; borda: sum of rankdata(x) - 1
				c[method].forEach((v, m) =>
					expect(close(r.values[m], v, 1e-13), `${c.name} ${method} ${m}`).toBe(true)
				);
				expect(Array.from(r.ranks).every((k) => k >= 1 && k <= table.models.length)).toBe(true);
			}
		}
	});

	it('Borda points on a benchmark sum to n(n-1)/2 over its models, ties counting half', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 20 }),
				(col) => {
					const block = { nModels: col.length, nBenchmarks: 1, scores: Float64Array.from(col) };
					const c = contributions(block, 'borda');
					const n = col.length;
					return Math.abs(c.reduce((a, b) => a + b, 0) - (n * (n - 1)) / 2) < 1e-9;
				}
			)
		);
	});

	it('the mean score of a model does not depend on which other models are in the set', () => {
		const table = tableOf(golden.tables[2].scores);
		const block = scoreBlock(table, table.conditions[0]);
		const all = aggregateValues(contributions(block, 'meanScore'), block.nModels, 'meanScore');
		const members = new Uint8Array(block.nModels).fill(1);
		members[0] = 0;
		members[3] = 0;
		const some = aggregateValues(
			contributions(block, 'meanScore', members),
			block.nModels,
			'meanScore'
		);
		for (let m = 0; m < block.nModels; m++) {
			if (members[m]) expect(Object.is(some[m], all[m])).toBe(true);
			else expect(some[m]).toBeNaN();
		}
	});

	it('a weight of 0 drops a benchmark; equal weights change nothing', () => {
		const table = tableOf(golden.tables[0].scores);
		const block = scoreBlock(table, table.conditions[0]);
		for (const method of ['meanScore', 'meanRank', 'borda'] as const) {
			const c = contributions(block, method);
			const plain = aggregateValues(c, block.nModels, method);
			const twos = aggregateValues(c, block.nModels, method, new Float64Array(5).fill(2));
			plain.forEach((v, m) =>
				expect(method === 'borda' ? twos[m] : twos[m]).toBeCloseTo(
					method === 'borda' ? 2 * v : v,
					12
				)
			);
			const dropped = aggregateValues(c, block.nModels, method, [1, 1, 1, 1, 0]);
			const fewer = aggregateRanking(table, table.conditions[0], method, [0, 1, 2, 3]);
			if (method === 'meanScore')
				dropped.forEach((v, m) =>
					expect(Object.is(v, fewer.values[m]) || Math.abs(v - fewer.values[m]) < 1e-12).toBe(true)
				);
		}
	});
});

describe('benchmarkConsensus', () => {
	it('equals tau-b of each benchmark with the mean-rank consensus (all, and the others)', () => {
		for (const c of golden.tables) {
			const table = tableOf(c.scores);
			const got = benchmarkConsensus(table, table.conditions[0]);
			got.forEach((g, b) => {
				expect(
					close(g.tauWithConsensus, c.consensus[b].tauWithConsensus, 1e-13),
					`${c.name} ${b}`
				).toBe(true);
				expect(
					close(g.tauWithOthers, c.consensus[b].tauWithOthers, 1e-13),
					`${c.name} ${b} loo`
				).toBe(true);
				expect(g.models).toBe(c.consensus[b].models);
			});
		}
	});
});
