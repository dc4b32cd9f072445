import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawScratch, drawWeights } from '../../../src/core/draws.ts';
import {
	preparePerturbation,
	perturbationChunk
} from '../../../src/core/perturbations/perturbation-chunk.ts';
import {
	sizeGrid,
	sizeOfDraw,
	subsampleWeights,
	summarizeSizeSweep
} from '../../../src/core/perturbations/size-sweep.ts';
import { binary } from './fixtures.ts';

describe('sizeGrid', () => {
	it('is ascending, unique, within [1, n] and ends at n', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 100_000 }),
				fc.integer({ min: 1, max: 30 }),
				(n, points) => {
					const g = sizeGrid(n, points);
					return g.at(-1) === n && g.every((k, j) => k >= 1 && k <= n && (j === 0 || k > g[j - 1]));
				}
			)
		);
		expect(sizeGrid(1000, 4, 10)).toEqual([10, 46, 215, 1000]);
	});
});

describe('subsampleWeights', () => {
	it('keeps exactly k items and is the subsample draw of draws.ts with the same k', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), fc.nat(1000), (n, seed, d) => {
				const k = 1 + (seed % n);
				const w = subsampleWeights(n, k, seed, d);
				const same = drawWeights(
					n,
					{ kind: 'subsample', fraction: k / n },
					seed,
					d,
					drawScratch(n)
				);
				return w.reduce((a, b) => a + b, 0) === k && (k === n || w.every((x, i) => x === same[i]));
			})
		);
		expect(Array.from(subsampleWeights(4, 4, 1, 1))).toEqual([1, 1, 1, 1]);
	});

	it('maps draws to sizes in blocks of drawsPerSize', () => {
		expect(sizeOfDraw([5, 10], 3, 4)).toEqual({ index: 1, k: 10 });
		expect(() => sizeOfDraw([5, 10], 3, 6)).toThrow(RangeError);
	});
});

describe('summarizeSizeSweep', () => {
	it('gives tau 1 and leader kept 1 at k = n, and per-size rows for a partial run', () => {
		const sizes = [5, 20, binary.nItems];
		const spec = { kind: 'sizeSweep', sizes, drawsPerSize: 30 } as const;
		const prepared = preparePerturbation(binary, spec);
		const chunk = perturbationChunk(binary, prepared, 8, 0, 90);
		const table = {
			nDraws: 90,
			nModels: binary.nModels,
			scores: chunk.scores,
			ranks: chunk.ranks,
			tau: chunk.tau
		};
		const rows = summarizeSizeSweep(table, prepared.reference, sizes, 30);
		expect(rows.map((r) => r.k)).toEqual(sizes);
		expect(rows[2].tau.min).toBe(1);
		expect(rows[2].leaderKept).toBe(1);
		expect(rows[0].tau.mean).toBeLessThan(rows[1].tau.mean);
		expect(
			summarizeSizeSweep(table, prepared.reference, sizes, 30, 45).map((r) => r.draws)
		).toEqual([30, 15]);
	});
});
