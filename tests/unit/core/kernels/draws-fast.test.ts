import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawScratch, drawWeights } from '../../../../src/core/draws.ts';
import { drawWeightsFast } from '../../../../src/core/kernels/draws-fast.ts';

describe('drawWeightsFast', () => {
	it('gives exactly the draws of drawWeights (any size, kind, fraction, seed, draw)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 3000 }),
				fc.constantFrom('bootstrap' as const, 'subsample' as const),
				fc.double({ min: 0.0001, max: 1, noNaN: true }),
				fc.nat(),
				fc.nat(100_000),
				(n, kind, fraction, seed, d) => {
					const a = drawWeights(n, { kind, fraction }, seed, d, drawScratch(n));
					const b = drawWeightsFast(n, { kind, fraction }, seed, d, drawScratch(n));
					expect(Array.from(b)).toEqual(Array.from(a));
				}
			),
			{ numRuns: 300 }
		);
	});

	it('matches on large item counts and the extreme seeds', () => {
		for (const n of [1, 2, 3, 65_537, 200_003]) {
			for (const seed of [0, 1, 0xffffffff, 0x80000000]) {
				for (const kind of ['bootstrap', 'subsample'] as const) {
					const s = { kind, fraction: 0.37 };
					const a = drawWeights(n, s, seed, 7, drawScratch(n));
					const b = drawWeightsFast(n, s, seed, 7, drawScratch(n));
					expect(Buffer.from(b.buffer).equals(Buffer.from(a.buffer))).toBe(true);
				}
			}
		}
	});
});
