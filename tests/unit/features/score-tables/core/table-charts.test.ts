import { describe, expect, it } from 'vitest';
import { textOn } from '../../../../../src/core/heatmap-series.ts';
import { normalQuantile } from '../../../../../src/core/stats/normal-quantile.ts';
import {
	agreementGrid,
	lineScatter,
	tauColor
} from '../../../../../src/features/score-tables/core/table-charts.ts';
import { accuracyOnTheLine } from '../../../../../src/features/score-tables/core/two-test-sets.ts';

const LABELS = { identity: 'y = x', linearFit: 'linear', probitFit: 'probit' };

describe('agreementGrid', () => {
	const condition = {
		benchmarks: ['A', 'B', 'C'],
		clusteredOrder: ['C', 'A', 'B'],
		agreement: [
			[1, 0.2, -0.5],
			[0.2, 1, null],
			[-0.5, null, 1]
		],
		pairModels: [
			[9, 8, 7],
			[8, 9, null],
			[7, null, 9]
		]
	};

	it('puts rows and columns in the clustered order, undefined tau-b as NaN', () => {
		const g = agreementGrid(condition);
		expect(g.labels).toEqual(['C', 'A', 'B']);
		expect([g.rows, g.cols]).toEqual([3, 3]);
		expect(g.tau).toEqual([
			[1, -0.5, null],
			[-0.5, 1, 0.2],
			[null, 0.2, 1]
		]);
		expect(g.models).toEqual([
			[9, 7, 0],
			[7, 9, 8],
			[0, 8, 9]
		]);
		expect([...g.values]).toEqual([1, -0.5, Number.NaN, -0.5, 1, 0.2, Number.NaN, 0.2, 1]);
	});
});

describe('tauColor', () => {
	it('runs white at 0 to blue at 1 and red at -1; none for an undefined tau-b', () => {
		expect(tauColor(0)).toBe('rgb(255, 255, 255)');
		expect(tauColor(1)).toBe('rgb(33, 102, 172)');
		expect(tauColor(-1)).toBe('rgb(178, 24, 43)');
		expect(tauColor(2)).toBe(tauColor(1));
		expect(tauColor(null)).toBeNull();
		expect(tauColor(Number.NaN)).toBeNull();
	});

	it('gives dark cell text near 0 and light text at strong agreement or disagreement', () => {
		expect(textOn(tauColor(0.1)!)).toBe('#000000');
		expect(textOn(tauColor(0.95)!)).toBe('#ffffff');
		expect(textOn(tauColor(-0.95)!)).toBe('#ffffff');
	});
});

describe('lineScatter', () => {
	// Model 2 has no new score; model 4 scores exactly 1 (off probit axes).
	const original = [0.5, 0.6, 0.7, Number.NaN, 0.8, 1];
	const updated = [0.45, 0.5, 0.66, 0.4, 0.6, 1];
	const names = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'];
	const line = accuracyOnTheLine(original, updated, 2);

	it('draws each model with both scores, marks the furthest below, y = x and the fit across the extent', () => {
		const s = lineScatter(line, names, false, LABELS);
		expect(s.usingProbit).toBe(false);
		expect(s.points.map((p) => p.label)).toEqual(['m0', 'm1', 'm2', 'm4', 'm5']);
		expect(s.points.map((p) => [p.x, p.y])).toEqual([
			[0.5, 0.45],
			[0.6, 0.5],
			[0.7, 0.66],
			[0.8, 0.6],
			[1, 1]
		]);
		const marked = s.points.filter((p) => p.marked).map((p) => p.label);
		expect(marked.sort()).toEqual(line.furthestBelow.map((m) => names[m]).sort());
		expect(marked).toHaveLength(2);
		expect(new Set(s.points.filter((p) => p.marked).map((p) => p.color)).size).toBe(1);
		expect(s.points.find((p) => p.marked)!.color).not.toBe(s.points.find((p) => !p.marked)!.color);
		const [identity, fit] = s.lines;
		expect(identity).toMatchObject({ label: 'y = x', dashed: true });
		expect([identity.from, identity.to]).toEqual([
			{ x: 0.45, y: 0.45 },
			{ x: 1, y: 1 }
		]);
		expect(fit.label).toBe('linear');
		expect(fit.from.x).toBe(0.45);
		expect(fit.to.y).toBeCloseTo(line.linear.intercept + line.linear.slope, 12);
	});

	it('on probit axes takes Phi^-1 of each score, leaves off 0 and 1, and draws the probit fit', () => {
		const s = lineScatter(line, names, true, LABELS);
		expect(s.usingProbit).toBe(true);
		expect(s.points.map((p) => p.label)).toEqual(['m0', 'm1', 'm2', 'm4']);
		expect(s.points[1].x).toBeCloseTo(normalQuantile(0.6), 14);
		expect(s.points[1].y).toBeCloseTo(normalQuantile(0.5), 14);
		expect(s.lines.map((l) => l.label)).toEqual(['y = x', 'probit']);
		const fit = s.lines[1];
		const p = line.probit!;
		expect(fit.to.y).toBeCloseTo(p.intercept + p.slope * fit.to.x, 12);
	});

	it('stays on the scores’ axes without a probit fit, and draws no fit without spread', () => {
		const raw = accuracyOnTheLine([300, 300, 300], [200, 400, 500]);
		expect(raw.probit).toBeNull();
		const s = lineScatter(raw, ['a', 'b', 'c'], true, LABELS);
		expect(s.usingProbit).toBe(false);
		expect(s.lines.map((l) => l.label)).toEqual(['y = x']);
		expect(lineScatter(accuracyOnTheLine([], []), [], false, LABELS)).toEqual({
			points: [],
			lines: [],
			usingProbit: false
		});
	});
});
