import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { weightedScores } from '../../../../src/core/scores.ts';
import { drawScratch, drawWeights } from '../../../../src/core/draws.ts';
import {
	chunkRanges,
	computeReference,
	runChunk,
	runChunkOnWeights
} from '../../../../src/core/run.ts';
import { prepareRun } from '../../../../src/core/perturbations/perturbation-chunk.ts';
import { usesBitKernel } from '../../../../src/core/kernels/counters.ts';
import { goldenRecipe } from '../../../../scripts/golden/cases.ts';
import type { ChunkResult } from '../../../../src/core/run-types.ts';

/** A random matrix: 0/1 with ties galore, optionally with missing cells, or continuous. */
const matrices = fc
	.record({
		nItems: fc.integer({ min: 1, max: 400 }),
		nModels: fc.integer({ min: 1, max: 160 }),
		seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
		missing: fc.constantFrom(0, 0, 0.05, 0.6, 1),
		continuous: fc.boolean(),
		// a few distinct per-model accuracies: many exactly tied models
		levels: fc.constantFrom(1, 2, 5, 50)
	})
	.map((c) => {
		let s = c.seed;
		const u = () => {
			s = (Math.imul(s, 1103515245) + 12345) >>> 0;
			return s / 2 ** 32;
		};
		const p = Array.from({ length: c.nModels }, () => Math.floor(u() * c.levels) / c.levels);
		const cells = new Float64Array(c.nItems * c.nModels);
		for (let i = 0; i < c.nItems; i++) {
			for (let m = 0; m < c.nModels; m++) {
				let v: number = u() < p[m] ? 1 : 0;
				if (c.continuous) v = Math.round(u() * 4) / 4;
				if (u() < c.missing) v = Number.NaN;
				cells[i * c.nModels + m] = v;
			}
		}
		return packMatrix({
			models: Array.from({ length: c.nModels }, (_, m) => `m${m}`),
			itemIds: Array.from({ length: c.nItems }, (_, i) => `i${i}`),
			cells
		});
	});

const settings = fc.record({
	kind: fc.constantFrom('bootstrap' as const, 'subsample' as const),
	fraction: fc.constantFrom(0.01, 0.3, 0.5, 0.9, 1),
	draws: fc.integer({ min: 1, max: 40 }),
	seed: fc.nat()
});

function expectSame(a: ChunkResult, b: ChunkResult) {
	expect(a.start).toBe(b.start);
	expect(a.count).toBe(b.count);
	// bit-identical scores and tau (NaN included), equal ranks
	expect(Buffer.from(a.scores.buffer).equals(Buffer.from(b.scores.buffer))).toBe(true);
	expect(Array.from(a.ranks)).toEqual(Array.from(b.ranks));
	expect(Buffer.from(a.tau.buffer).equals(Buffer.from(b.tau.buffer))).toBe(true);
}

describe('the fast path of runChunk', () => {
	it('loads here for 0/1 matrices (so the property below compares two paths)', () => {
		const m = packMatrix({ models: ['a', 'b'], itemIds: ['x', 'y'], cells: [1, 0, 0, 1] });
		expect(usesBitKernel(m)).toBe(true);
		const c = packMatrix({ models: ['a', 'b'], itemIds: ['x', 'y'], cells: [0.5, 0, 0, 1] });
		expect(usesBitKernel(c)).toBe(false);
	});

	it('gives exactly the plain path results: scores, ranks, tau-b (missing cells, ties)', () => {
		fc.assert(
			fc.property(matrices, settings, (matrix, s) => {
				const prepared = prepareRun(matrix, goldenRecipe(s));
				const fast = runChunk(matrix, prepared, s.seed, 3, s.draws);
				const plain = runChunk(matrix, prepared, s.seed, 3, s.draws, 'plain');
				expectSame(fast, plain);
			}),
			{ numRuns: 150 }
		);
	});

	it('does not depend on how draws are split into chunks', () => {
		fc.assert(
			fc.property(matrices, settings, fc.integer({ min: 1, max: 17 }), (matrix, s, size) => {
				const prepared = prepareRun(matrix, goldenRecipe(s));
				const whole = runChunk(matrix, prepared, s.seed, 0, s.draws);
				for (const c of chunkRanges(s.draws, size)) {
					const part = runChunk(matrix, prepared, s.seed, c.start, c.count);
					const M = matrix.nModels;
					expect(Array.from(part.ranks)).toEqual(
						Array.from(whole.ranks.subarray(c.start * M, (c.start + c.count) * M))
					);
					expect(Array.from(part.tau)).toEqual(
						Array.from(whole.tau.subarray(c.start, c.start + c.count))
					);
				}
			}),
			{ numRuns: 40 }
		);
	});

	it('on given weights equals the run that draws them', () => {
		fc.assert(
			fc.property(matrices, settings, (matrix, s) => {
				const prepared = prepareRun(matrix, goldenRecipe(s));
				const reference = prepared.reference;
				const scratch = drawScratch(matrix.nItems);
				const weights = Array.from({ length: s.draws }, (_, d) =>
					Uint8Array.from(drawWeights(matrix.nItems, s, s.seed, 5 + d, scratch))
				);
				expectSame(
					runChunkOnWeights(matrix, reference, 5, weights),
					runChunk(matrix, prepared, s.seed, 5, s.draws, 'plain')
				);
			}),
			{ numRuns: 40 }
		);
	});
});

describe('computeReference with the kernel', () => {
	it('equals weightedScores on the whole test set, missing cells and ties included', () => {
		fc.assert(
			fc.property(matrices, (matrix) => {
				const fast = computeReference(matrix).scores;
				const plain = weightedScores(matrix, null, new Float64Array(matrix.nModels));
				expect(Buffer.from(fast.buffer).equals(Buffer.from(plain.buffer))).toBe(true);
			}),
			{ numRuns: 100 }
		);
	});
});
