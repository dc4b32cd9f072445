import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	CountRanker,
	countRankScratch,
	rankCounts,
	tauFromCounts,
	tauReference
} from '../../../../src/core/kernels/count-rank.ts';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import { minRanks } from '../../../../src/core/rank.ts';

/** Counts with many ties (small range) or few (large range), and reference scores with NaNs. */
const vectors = fc.integer({ min: 1, max: 300 }).chain((n) =>
	fc.record({
		counts: fc.array(
			fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 2 ** 30 })),
			{ minLength: n, maxLength: n }
		),
		reference: fc.array(
			fc.oneof(
				fc.constantFrom(0, 0.25, 0.5, 1, Number.NaN, Number.NEGATIVE_INFINITY),
				fc.double({ min: -1, max: 1, noNaN: true })
			),
			{ minLength: n, maxLength: n }
		),
		total: fc.integer({ min: 1, max: 2 ** 31 - 1 })
	})
);

describe('integer ranks and tau-b', () => {
	it('equal minRanks and kendallTauB on counts / total', () => {
		fc.assert(
			fc.property(vectors, ({ counts, reference, total: t }) => {
				const n = counts.length;
				const total = Math.max(t, ...counts); // counts never exceed the total weight
				const c = Int32Array.from(counts);
				const scores = counts.map((x) => x / total);
				const scratch = countRankScratch(n);
				const ranks = new Int32Array(n + 3);
				rankCounts(c, 0, n, ranks, 3, scratch);
				expect(Array.from(ranks.subarray(3))).toEqual(Array.from(minRanks(scores)));
				const ref = tauReference(reference);
				const tau = tauFromCounts(ref, scratch);
				expect(Object.is(tau, kendallTauB(reference, scores))).toBe(true);
				// the WebAssembly version: same ranks, same tau
				const ranker = CountRanker.create(ref)!;
				const wasmRanks = new Int32Array(n + 1);
				const padded = Int32Array.from([7, ...counts]);
				expect(Object.is(ranker.rank(padded, 1, total, wasmRanks, 1), tau)).toBe(true);
				expect(Array.from(wasmRanks.subarray(1))).toEqual(Array.from(ranks.subarray(3)));
			}),
			{ numRuns: 300 }
		);
	});

	it('reads counts at an offset and reuses its scratch', () => {
		const scratch = countRankScratch(4);
		const ranks = new Int32Array(4);
		const ref = tauReference([0.1, 0.2, 0.3, 0.4]);
		rankCounts(Int32Array.from([9, 9, 1, 2, 3, 4]), 2, 4, ranks, 0, scratch);
		expect(Array.from(ranks)).toEqual([4, 3, 2, 1]);
		expect(tauFromCounts(ref, scratch)).toBe(1);
		rankCounts(Int32Array.from([5, 5, 5, 5]), 0, 4, ranks, 0, scratch);
		expect(Array.from(ranks)).toEqual([1, 1, 1, 1]);
		expect(tauFromCounts(ref, scratch)).toBeNaN();
	});
});
