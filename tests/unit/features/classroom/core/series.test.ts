import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStep } from '../../../../../src/features/classroom/core/compute-step.ts';
import { DEFAULT_CONTROLS } from '../../../../../src/features/classroom/core/controls.ts';
import {
	CLASSROOM_COLORS,
	harderScatter,
	moveIntervals,
	noiseExtent,
	noiseIntervals,
	STUDIED_MARK
} from '../../../../../src/features/classroom/core/series.ts';
import type { HarderTestSetStep } from '../../../../../src/features/classroom/core/step-harder-test-set.ts';
import type { NewTestSetStep } from '../../../../../src/features/classroom/core/step-new-test-set.ts';
import { Z95 } from '../../../../../src/features/classroom/core/noise.ts';
import { lineEnds, seriesChart, squareExtent } from '../../../../../src/core/scatter-series.ts';

describe('squareExtent', () => {
	it('covers every x and y, rounded out to the step', () => {
		const points = [
			{ x: 26.5, y: 15.2 },
			{ x: 79.5, y: 70.1 }
		];
		expect(squareExtent(points, { step: 5, pad: 0 })).toEqual({ min: 15, max: 80 });
		expect(squareExtent([], { minWidth: 2 })).toEqual({ min: 0, max: 2 });
		expect(squareExtent([{ x: 50, y: 50 }], { minWidth: 10, pad: 0 })).toEqual({
			min: 45,
			max: 55
		});
	});

	it('always contains the points (property)', () => {
		const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true });
		fc.assert(
			fc.property(
				fc.array(fc.record({ x: finite, y: finite }), { minLength: 1, maxLength: 20 }),
				fc.constantFrom(0.5, 1, 5, 10),
				(points, step) => {
					const { min, max } = squareExtent(points, { step });
					return (
						min < max && points.every((p) => min <= Math.min(p.x, p.y) && Math.max(p.x, p.y) <= max)
					);
				}
			)
		);
	});

	it('draws a line between the extent’s ends', () => {
		expect(lineEnds({ slope: 0.5, intercept: 2 }, 0, 10)).toEqual([
			{ x: 0, y: 2 },
			{ x: 10, y: 7 }
		]);
	});
});

describe('classroom chart series', () => {
	it('a move spans from one score to the other, in percent, ending at the new score', () => {
		const s = moveIntervals([
			{ model: 'a', from: 0.5, to: 0.7, marked: true },
			{ model: 'b', from: 0.4, to: 0.3 }
		]);
		expect(s.labels).toEqual([`${STUDIED_MARK}a`, 'b']);
		expect(s.low).toEqual([50, 30]);
		expect(s.high).toEqual([70, 40]);
		expect(s.point).toEqual([70, 30]);
		expect(s.colors).toEqual([CLASSROOM_COLORS.studied, CLASSROOM_COLORS.model]);
	});

	it('step 2’s bands: each score ±1.96 SE on the first test set, the dot on the second, one x range for both sizes', () => {
		const step = computeStep({ ...DEFAULT_CONTROLS, step: 2 }) as NewTestSetStep;
		for (const size of [step.small, step.large]) {
			const s = noiseIntervals(size);
			expect(s.labels).toEqual(size.rows.map((r) => r.model));
			size.rows.forEach((r, k) => {
				expect(s.high[k] - s.low[k]).toBeCloseTo(2 * Z95 * r.se * 100, 10);
				expect((s.high[k] + s.low[k]) / 2).toBeCloseTo(r.score * 100, 10);
				expect(s.point[k]).toBeCloseTo(r.newScore * 100, 12);
			});
		}
		// Ten times the items: bands about sqrt(10) times narrower.
		const width = (at: typeof step.small) => {
			const s = noiseIntervals(at);
			return s.high.reduce((sum, h, k) => sum + h - s.low[k], 0);
		};
		expect(width(step.small) / width(step.large)).toBeGreaterThan(2.5);
		const { min, max } = noiseExtent([step.small, step.large]);
		for (const at of [step.small, step.large]) {
			const s = noiseIntervals(at);
			expect(Math.min(...s.low, ...s.point)).toBeGreaterThanOrEqual(min);
			expect(Math.max(...s.high, ...s.point)).toBeLessThanOrEqual(max);
		}
		expect(min % 10).toBe(0);
		expect(max % 10).toBe(0);
	});

	it('step 3’s scatter puts each model at (usual score, harder score) with the fitted line', () => {
		const step = computeStep({ ...DEFAULT_CONTROLS, step: 3 }) as HarderTestSetStep;
		const s = harderScatter(step);
		expect(s.points).toHaveLength(step.rows.length);
		expect(s.identity).toBe(true);
		step.rows.forEach((r, k) => {
			expect(s.points[k].x).toBeCloseTo(r.score * 100, 12);
			expect(s.points[k].y).toBeCloseTo(r.harder * 100, 12);
		});
		// The line in percent is the step's line in fractions, scaled.
		expect(s.fit!.slope).toBe(step.fit.slope);
		expect(s.fit!.intercept).toBeCloseTo(step.fit.intercept * 100, 12);
	});

	it('step 3’s chart: one square extent for both axes, y = x dashed corner to corner, the fit solid', () => {
		const step = computeStep({ ...DEFAULT_CONTROLS, step: 3 }) as HarderTestSetStep;
		const style = {
			identity: { label: 'y = x', color: '#111' },
			fit: { label: 'fit', color: '#222' }
		};
		const chart = seriesChart(harderScatter(step), style, { step: 5 });
		const { min, max } = chart.extent;
		for (const p of chart.points) {
			expect(p.x).toBeGreaterThanOrEqual(min);
			expect(p.x).toBeLessThanOrEqual(max);
			expect(p.y).toBeGreaterThanOrEqual(min);
			expect(p.y).toBeLessThanOrEqual(max);
			expect(p.low).toBeNull();
		}
		expect(min % 5).toBe(0);
		expect(max % 5).toBe(0);
		const [identity, fit] = chart.lines;
		expect(identity).toMatchObject({
			dashed: true,
			from: { x: min, y: min },
			to: { x: max, y: max }
		});
		expect(fit.dashed).toBe(false);
		const [from, to] = lineEnds(harderScatter(step).fit!, min, max);
		expect(fit.from).toEqual(from);
		expect(fit.to).toEqual(to);
		// Every model sits below y = x (the harder test set) and near the fitted line: within four
		// standard errors of its drop (one harder test set, so sampling noise stays in it).
		chart.points.forEach((p, k) => {
			expect(p.y).toBeLessThan(p.x);
			const onLine = from.y + ((to.y - from.y) * (p.x - min)) / (max - min);
			expect(Math.abs(p.y - onLine)).toBeLessThan(4 * 100 * step.rows[k].se);
		});
	});
});
