/**
 * A split model by model (src/core/split-change.ts): the change from one part to the other, its
 * noise SE x sqrt(n / n1 + n / n2), the excess over the other models' median change, and who
 * dropped; the noise is exactly the permutation null's (a random split of the same sizes), checked
 * by splitting exchangeable items at random.
 */
import { describe, expect, it } from 'vitest';
import { splitChange } from '../../../src/core/split-change.ts';

/** Two variants (rows) of M models. */
const table = (first: number[], second: number[]) => ({
	nModels: first.length,
	scores: Float64Array.from([...first, ...second])
});

describe('splitChange', () => {
	it('change, its noise, the excess over the others and who dropped, largest drop first', () => {
		// 100 items split 50 / 50: noise = SE x sqrt(2 + 2) = 2 SE
		const se = [0.01, 0.01, 0.01, 0.01, 0.01];
		const s = splitChange(
			table([0.6, 0.6, 0.6, 0.6, 0.6], [0.5, 0.61, 0.62, 0.6, 0.45]),
			[50, 50],
			100,
			se
		);
		const m = (k: number) => s.models.find((r) => r.index === k)!;
		expect(m(0).change).toBeCloseTo(-0.1, 12);
		expect(m(0).changeInNoise).toBeCloseTo(-5, 9);
		// the others' changes: 0.01, 0.02, 0, -0.15 -> median 0.005
		expect(m(0).excess).toBeCloseTo(-0.105, 12);
		expect(m(1).beyondNoise).toBe(false);
		expect(s.dropped).toEqual([4, 0]);
		expect(s.rose).toEqual([]);
		expect(s.othersLow).toBeCloseTo(0, 12);
		expect(s.othersHigh).toBeCloseTo(0.02, 12);
		expect(s.items).toEqual([50, 50]);
	});

	it('a drop every model shares is beyond noise but not beyond the others', () => {
		const s = splitChange(
			table([0.7, 0.6, 0.5], [0.6, 0.5, 0.4]),
			[50, 50],
			100,
			[0.01, 0.01, 0.01]
		);
		for (const r of s.models) {
			expect(r.beyondNoise).toBe(true);
			expect(r.beyondOthers).toBe(false);
		}
		expect(s.dropped).toEqual([]);
	});

	it('on exchangeable items its variance is a random split’s: 1 in noise units, about 5% beyond 1.96', () => {
		let state = 2024;
		const next = () => {
			state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
			return state / 2 ** 32;
		};
		// continuous scores (a 0/1 lattice puts extra mass on the 1.96 boundary itself)
		const n = 120;
		const x = Array.from({ length: n }, () => next());
		const mean = x.reduce((a, b) => a + b, 0) / n;
		const se = Math.sqrt(x.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1) / n);
		const trials = 4000;
		const n1 = 40;
		const order = x.map((_, i) => i);
		let beyond = 0;
		let sumSquares = 0;
		for (let t = 0; t < trials; t++) {
			for (let i = n - 1; i > 0; i--) {
				const j = Math.floor(next() * (i + 1));
				[order[i], order[j]] = [order[j], order[i]];
			}
			const a = order.slice(0, n1).reduce((s, i) => s + x[i], 0) / n1;
			const b = order.slice(n1).reduce((s, i) => s + x[i], 0) / (n - n1);
			const r = splitChange(table([a], [b]), [n1, n - n1], n, [se]).models[0];
			sumSquares += r.changeInNoise ** 2;
			if (r.beyondNoise) beyond++;
		}
		// exact for a random split of a fixed set: Var(b - a) = S^2 (1 / n1 + 1 / n2) = SE^2 (n / n1 + n / n2)
		expect(sumSquares / trials).toBeGreaterThan(0.93);
		expect(sumSquares / trials).toBeLessThan(1.07);
		expect(beyond / trials).toBeGreaterThan(0.035);
		expect(beyond / trials).toBeLessThan(0.065);
	});
});
