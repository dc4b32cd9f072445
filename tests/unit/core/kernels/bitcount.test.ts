import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BitCounter, bitLength } from '../../../../src/core/kernels/bitcount.ts';

/** A seeded packed 0/1 matrix with bits only for real models. */
function packed(nItems: number, nModels: number, seed: number, density = 0.5) {
	const W = Math.max(1, (nModels + 31) >>> 5);
	const bits = new Uint32Array(nItems * W);
	let s = seed >>> 0 || 1;
	const next = () => {
		s ^= s << 13;
		s ^= s >>> 17;
		s ^= s << 5;
		return (s >>> 0) / 2 ** 32;
	};
	for (let i = 0; i < nItems; i++) {
		for (let m = 0; m < nModels; m++) {
			if (next() < density) bits[i * W + (m >>> 5)] |= 1 << (m & 31);
		}
	}
	return { bits, W };
}

function bruteCounts(bits: Uint32Array, W: number, M: number, w: ArrayLike<number>): number[] {
	const out = new Array<number>(M).fill(0);
	for (let i = 0; i < w.length; i++) {
		for (let m = 0; m < M; m++) out[m] += w[i] * ((bits[i * W + (m >>> 5)] >>> (m & 31)) & 1);
	}
	return out;
}

const cases = fc.record({
	nItems: fc.integer({ min: 1, max: 2500 }),
	nModels: fc.integer({ min: 1, max: 700 }),
	seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
	draws: fc.integer({ min: 1, max: 12 }),
	maxWeight: fc.constantFrom(1, 3, 7, 40, 255, 256, 100_000),
	density: fc.constantFrom(0, 0.03, 0.5, 1),
	tileBytes: fc.constantFrom(1, 100_000, 1 << 22),
	groupBits: fc.constantFrom(1, 2, 3, 4, 5, 8),
	bytes: fc.boolean()
});

describe('BitCounter', () => {
	it('gives the exact weighted counts of every model (random matrices, weights and tiles)', () => {
		fc.assert(
			fc.property(cases, (c) => {
				const { bits, W } = packed(c.nItems, c.nModels, c.seed, c.density);
				const counter = BitCounter.create(bits, c.nItems, c.nModels, W, {
					tileBytes: c.tileBytes,
					groupBits: c.groupBits
				});
				expect(counter).not.toBeNull();
				let s = c.seed;
				const draws = Array.from({ length: c.draws }, () => {
					const w = Uint32Array.from({ length: c.nItems }, () => {
						s = (Math.imul(s, 1103515245) + 12345) >>> 0;
						// mostly small weights, some zero, a few large ones
						const u = s / 2 ** 32;
						return u < 0.4 ? 0 : u < 0.97 ? 1 + (s % 3) : s % (c.maxWeight + 1);
					});
					// bytes (as the benchmark feeds them) when every weight fits in one
					return c.bytes && c.maxWeight <= 255 ? Uint8Array.from(w) : w;
				});
				const out = new Int32Array(c.draws * c.nModels);
				const totals = new Float64Array(c.draws);
				counter!.countBatch(draws, out, totals);
				draws.forEach((w, d) => {
					const got = Array.from(out.subarray(d * c.nModels, (d + 1) * c.nModels));
					expect(got).toEqual(bruteCounts(bits, W, c.nModels, w));
					expect(totals[d]).toBe(Array.from(w).reduce((a, b) => a + b, 0));
				});
				// the next batch runs blocks and tiles backwards: same counts
				const again = new Int32Array(out.length);
				counter!.countBatch(draws, again);
				expect(Array.from(again)).toEqual(Array.from(out));
			}),
			{ numRuns: 60 }
		);
	});

	it('counts subsample masks by pattern exactly, in groups of any size (1-8 planes)', () => {
		const { bits, W } = packed(2100, 600, 11);
		let s = 5;
		const draws = Array.from({ length: 33 }, (_, d) =>
			Uint8Array.from({ length: 2100 }, () => {
				s = (Math.imul(s, 1103515245) + 12345) >>> 0;
				return s / 2 ** 32 < [0.5, 0.02, 0.98][d % 3] ? 1 : 0;
			})
		);
		const want = draws.flatMap((w) => bruteCounts(bits, W, 600, w));
		for (const groupBits of [1, 3, 4, 6, 8]) {
			const counter = BitCounter.create(bits, 2100, 600, W, { groupBits, tileBytes: 70_000 })!;
			const out = new Int32Array(33 * 600);
			counter.countBatch(draws, out);
			expect(Array.from(out)).toEqual(want);
		}
	});

	it('keeps the low bits of weights above 255 (bytes saturate inside the kernel)', () => {
		const { bits, W } = packed(300, 130, 13);
		const w = Uint32Array.from(
			{ length: 300 },
			(_, i) => [0, 1, 255, 256, 257, 258, 259, 1023][i % 8]
		);
		const counter = BitCounter.create(bits, 300, 130, W)!;
		const out = new Int32Array(130);
		const totals = new Float64Array(1);
		counter.countBatch([w], out, totals);
		expect(Array.from(out)).toEqual(bruteCounts(bits, W, 130, w));
		expect(totals[0]).toBe(w.reduce((a, b) => a + b, 0));
	});

	it('is reusable: a second batch gives the same counts as a fresh counter', () => {
		const { bits, W } = packed(3000, 300, 7);
		const counter = BitCounter.create(bits, 3000, 300, W, { tileBytes: 20_000 })!;
		const w1 = Uint32Array.from({ length: 3000 }, (_, i) => (i * 7) % 5);
		const w2 = Uint32Array.from({ length: 3000 }, (_, i) => (i % 3 === 0 ? 1 : 0));
		const a = new Int32Array(600);
		counter.countBatch([w1, w2], a);
		const b = new Int32Array(300);
		counter.countBatch([w2], b);
		expect(Array.from(b)).toEqual(Array.from(a.subarray(300)));
		expect(Array.from(a.subarray(0, 300))).toEqual(bruteCounts(bits, W, 300, w1));
	});

	it('accepts plain arrays and rejects weights that are not non-negative integers', () => {
		const { bits, W } = packed(10, 5, 3);
		const counter = BitCounter.create(bits, 10, 5, W)!;
		const w = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
		const out = new Int32Array(5);
		counter.countBatch([w], out);
		expect(Array.from(out)).toEqual(bruteCounts(bits, W, 5, w));
		expect(() => counter.countBatch([[...w.slice(0, 9), 1.5]], out)).toThrow(RangeError);
		expect(() => counter.countBatch([[...w.slice(0, 9), -1]], out)).toThrow(RangeError);
	});

	it('bitLength counts binary digits', () => {
		expect([0, 1, 2, 3, 4, 255, 256, 2 ** 31 - 1].map(bitLength)).toEqual([
			0, 1, 2, 2, 3, 8, 9, 31
		]);
	});
});
