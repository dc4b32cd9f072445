import { describe, expect, it } from 'vitest';
import { tauHistogram, tauHistogramBesideFloor } from '../../../src/core/histogram.ts';

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

describe('tauHistogramBesideFloor', () => {
	it('bins the run and its floor on the same edges, covering both, with equal areas', () => {
		const run = [0.6, 0.62, 0.7, 0.71, 0.8];
		const floor = [0.9, 0.92, 0.95, 0.97, 0.99, 1, 0.93, 0.94, 0.96, 0.98];
		const { bins, floor: f } = tauHistogramBesideFloor(run, floor, 10);
		expect(bins.edges[0]).toBeLessThanOrEqual(0.6);
		expect(bins.edges.at(-1)).toBeGreaterThan(1);
		expect(f.length).toBe(bins.counts.length);
		expect(bins.counts.reduce((a, b) => a + b, 0)).toBe(5);
		expect(f.reduce((a, b) => a + b, 0)).toBeCloseTo(5, 12);
		// the run sits below the floor: no bin holds both
		bins.counts.forEach((c, k) => expect(c > 0 && f[k] > 0, `bin ${k}`).toBe(false));
	});

	it('without floor values, the floor counts are zero', () => {
		const { bins, floor } = tauHistogramBesideFloor([0.5, 0.9], [], 5);
		expect(floor.every((c) => c === 0)).toBe(true);
		expect(bins.counts.reduce((a, b) => a + b, 0)).toBe(2);
	});
});
