import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawScratch, drawWeights } from '../../../../src/core/draws.ts';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../../src/core/run.ts';
import { prepareRun } from '../../../../src/core/perturbations/perturbation-chunk.ts';
import { weightedScores } from '../../../../src/core/scores.ts';
import {
	sizeGrid,
	sizeOfDraw,
	subsamplePair,
	subsampleWeights,
	summarizeSizeSweep
} from '../../../../src/core/perturbations/size-sweep.ts';
import { binary, continuous } from './fixtures.ts';

describe('sizeGrid', () => {
	it('is ascending, unique, within [1, n / 2] and ends at n / 2 (where replication still fits)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 100_000 }),
				fc.integer({ min: 1, max: 30 }),
				(n, points) => {
					const g = sizeGrid(n, points);
					const top = Math.max(1, Math.floor(n / 2));
					return (
						g.at(-1) === top && g.every((k, j) => k >= 1 && k <= top && (j === 0 || k > g[j - 1]))
					);
				}
			)
		);
		expect(sizeGrid(1000, 4, 10)).toEqual([10, 37, 136, 500]);
		expect(sizeGrid(1)).toEqual([1]);
		expect(sizeGrid(3)).toEqual([1]);
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

describe('subsamplePair', () => {
	it('draws two disjoint sets of k items, the first being the subsample draw', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 200 }), fc.nat(), fc.nat(1000), (n, seed, d) => {
				const k = 1 + (seed % Math.floor(n / 2));
				const a = new Uint32Array(n);
				const b = new Uint32Array(n);
				const pair = subsamplePair(n, k, seed, d, a, b);
				const sum = (w: Uint32Array) => w.reduce((x, y) => x + y, 0);
				return (
					pair &&
					sum(a) === k &&
					sum(b) === k &&
					a.every((x, i) => x * b[i] === 0) &&
					a.every((x, i) => x === subsampleWeights(n, k, seed, d)[i])
				);
			})
		);
		const a = new Uint32Array(5);
		expect(subsamplePair(5, 3, 1, 1, a, new Uint32Array(5))).toBe(false);
	});
});

describe('size sweep runs', () => {
	for (const matrix of [binary, continuous]) {
		it(`${matrix.valueType}: replication tau is tau-b between the two disjoint sets (NaN above n / 2)`, () => {
			const n = matrix.nItems;
			const sizes = [5, Math.floor(n / 2), n];
			const prepared = prepareRun(matrix, { kind: 'sizeSweep', sizes, drawsPerSize: 4 });
			for (const engine of ['plain', 'auto'] as const) {
				const chunk = runChunk(matrix, prepared, 8, 0, 12, engine);
				const M = matrix.nModels;
				for (let d = 0; d < 12; d++) {
					const k = sizes[Math.floor(d / 4)];
					const a = new Uint32Array(n);
					const b = new Uint32Array(n);
					const pair = subsamplePair(n, k, 8, d, a, b);
					const sa = weightedScores(matrix, a, new Float64Array(M));
					const sb = weightedScores(matrix, b, new Float64Array(M));
					expect(Array.from(chunk.scores.subarray(d * M, (d + 1) * M))).toEqual(Array.from(sa));
					if (pair) expect(chunk.replicationTau![d]).toBe(kendallTauB(sa, sb));
					else expect(chunk.replicationTau![d]).toBeNaN();
				}
			}
		});
	}
});

describe('summarizeSizeSweep', () => {
	it('gives tau 1 and leader kept 1 at k = n, replication below n / 2, per-size rows of a partial run', () => {
		const sizes = [5, 20, binary.nItems];
		const spec = { kind: 'sizeSweep', sizes, drawsPerSize: 30 } as const;
		const prepared = prepareRun(binary, spec);
		const table = emptyDrawTable(90, binary.nModels, true);
		placeChunk(table, runChunk(binary, prepared, 8, 0, 90));
		const rows = summarizeSizeSweep(table, prepared.reference, sizes, 30);
		expect(rows.map((r) => r.k)).toEqual(sizes);
		expect(rows[2].tau.min).toBe(1);
		expect(rows[2].leaderKept).toBe(1);
		expect(rows[2].replication).toBeNull();
		expect(rows[0].tau.mean).toBeLessThan(rows[1].tau.mean);
		// two disjoint 20-item sets agree less than one 20-item set with the 60 it belongs to
		expect(rows[1].replication!.median).toBeLessThan(rows[1].tau.median);
		expect(
			summarizeSizeSweep(table, prepared.reference, sizes, 30, 45).map((r) => r.draws)
		).toEqual([30, 15]);
	});
});
