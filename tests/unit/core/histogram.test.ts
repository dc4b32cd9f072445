import { describe, expect, it } from 'vitest';
import { tauHistogram } from '../../../src/core/histogram.ts';

describe('tauHistogram', () => {
	it('counts every finite value once, including tau = 1', () => {
		const values = [1, 1, 0.9, 0.8, Number.NaN, 0.95];
		const h = tauHistogram(values, 5);
		expect(h.counts.reduce((a, b) => a + b, 0)).toBe(5);
		expect(h.edges.length).toBe(h.counts.length + 1);
		expect(h.edges[h.edges.length - 1]).toBeGreaterThan(1);
	});

	it('puts each grid value of tau-b (steps of 2 / pairs) strictly inside a bin: no aliasing', () => {
		const M = 20;
		const step = 2 / ((M * (M - 1)) / 2);
		const values = Array.from({ length: 12 }, (_, j) => 1 - j * step);
		const h = tauHistogram(values, M, 100);
		// One bin per grid value when bins are one step wide.
		expect(h.counts.filter((c) => c > 0).length).toBe(12);
		expect(Math.max(...h.counts)).toBe(1);
	});

	it('is empty when there are no finite values', () => {
		expect(tauHistogram([Number.NaN], 4)).toEqual({ edges: [], counts: [] });
	});
});
