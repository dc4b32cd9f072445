import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount } from '../../../../src/core/stats/popcount.ts';

describe('popcount', () => {
	it("counts set bits (Python bin(w).count('1'), scripts/golden/make_primitives_golden.py)", () => {
		expect(popcount(0)).toBe(0);
		expect(popcount(1)).toBe(1);
		expect(popcount(0xffffffff)).toBe(32);
		expect(popcount(0x80000000)).toBe(1);
		expect(popcount(0xdeadbeef)).toBe(24);
		expect(popcount(0x0f0f0f0f)).toBe(16);
	});

	it('reads a word the same as uint32 or int32 (Uint32Array and `| 0` callers)', () => {
		expect(popcount(-1)).toBe(32);
		expect(popcount(0x80000000 | 0)).toBe(1);
		expect(popcount(new Uint32Array([0xdeadbeef])[0])).toBe(24);
	});

	it('equals a bit-by-bit count (property)', () => {
		fc.assert(
			fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (x) => {
				let c = 0;
				for (let b = 0; b < 32; b++) c += (x >>> b) & 1;
				return popcount(x) === c && popcount(x >>> 0) === c;
			})
		);
	});
});
