import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AS241, normalQuantile } from '../../../../src/core/stats/normal-quantile.ts';
import {
	accuracyOnTheLine,
	linearFit
} from '../../../../src/features/score-tables/core/two-test-sets.ts';
import { twoTestSets } from '../../../../src/features/score-tables/core/results.ts';
import { parseScoreTable } from '../../../../src/features/score-tables/formats/parse.ts';
import { HAVE_REAL, NO_REAL_MESSAGE, REAL } from '../../helpers.ts';
import { close, golden } from './golden.ts';

describe('normalQuantile (AS 241)', () => {
	it('equals scipy.special.ndtri', () => {
		for (const c of golden.probit) {
			// scipy.special.ndtri(p)
			expect(close(normalQuantile(c.p), c.ndtri, 2e-15), String(c.p)).toBe(true);
		}
		expect(normalQuantile(0)).toBe(-Infinity);
		expect(normalQuantile(1)).toBe(Infinity);
		expect(normalQuantile(1.5)).toBeNaN();
		expect(normalQuantile(Number.NaN)).toBeNaN();
	});

	it('has Wichura’s coefficients (the check sums CPython’s statistics.py prints beside them)', () => {
		// Sum of the significands (scientific notation) of every coefficient but the denominators' 1.
		const significand = (v: number) => v / 10 ** Math.floor(Math.log10(v));
		const sum = (num: readonly number[], den: readonly number[]) =>
			[...num, ...den.slice(1)].reduce((a, v) => a + significand(v), 0);
		expect(sum(AS241.a, AS241.b)).toBeCloseTo(55.8831928806149, 10);
		expect(sum(AS241.c, AS241.d)).toBeCloseTo(49.3320650330161, 10);
		expect(sum(AS241.e, AS241.f)).toBeCloseTo(47.5258331754929, 10);
	});
});

describe('accuracy on the line', () => {
	it('equals scipy.stats.linregress on both axes, tau-b and the mean drop', () => {
		for (const c of golden.line) {
			const r = accuracyOnTheLine(c.x, c.y);
			expect(r.linear.slope).toBeCloseTo(c.slope, 12);
			expect(r.linear.intercept).toBeCloseTo(c.intercept, 12);
			expect(r.linear.r).toBeCloseTo(c.r, 12);
			expect(r.probit!.slope).toBeCloseTo(c.probitSlope, 12);
			expect(r.probit!.intercept).toBeCloseTo(c.probitIntercept, 12);
			expect(r.probit!.n).toBe(c.probitN);
			expect(r.probit!.excluded).toBe(c.x.length - c.probitN);
			expect(r.tau).toBeCloseTo(c.tau, 13);
			expect(r.meanDrop).toBeCloseTo(c.meanDrop, 13);
			expect(r.belowLine).toBe('probit');
			expect(r.furthestBelow).toEqual(c.furthestBelow);
		}
	});

	it('leaves out models missing on either side, and fits nothing without spread', () => {
		const r = accuracyOnTheLine([0.5, Number.NaN, 0.7, 0.9], [0.4, 0.3, Number.NaN, 0.8]);
		expect(r.n).toBe(2);
		expect(r.points.map((p) => p.model)).toEqual([0, 3]);
		expect(linearFit([1, 1], [2, 3]).slope).toBeNaN();
		const pct = accuracyOnTheLine([50, 60, 70], [40, 52, 61]);
		expect(pct.scale).toBe('percent');
		expect(pct.probit!.scale).toBe(0.01);
		expect(pct.meanDropPoints).toBeCloseTo(9, 12);
		expect(accuracyOnTheLine([-3, 2, 5], [1, 2, 3]).probit).toBeNull();
	});

	it.skipIf(!HAVE_REAL)(
		'ImageNet vs ImageNetV2 (../shared/real): tau-b 0.977 over 335 models, mean drop 0.090',
		() => {
			const text = readFileSync(join(REAL, 'imagenet_v2', 'accuracies.csv'), 'utf8');
			const parsed = parseScoreTable(text, 'accuracies.csv');
			if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
			expect(parsed.choices).toMatchObject({ format: 'wide', orientation: 'models-as-rows' });
			expect(parsed.table.benchmarks).toEqual(['orig_acc', 'new_acc']);
			const r = twoTestSets(parsed.table, { original: 'orig_acc', new: 'new_acc' });
			// The figures the dataset's README states.
			expect(r.n).toBe(335);
			expect(r.tau.toFixed(3)).toBe('0.977');
			expect(r.meanDrop.toFixed(3)).toBe('0.090');
			// And the exact values from scipy (make_score_table_golden.py reads the same file).
			const g = golden.imagenet;
			if (g) {
				expect(r.tau).toBeCloseTo(g.tau, 13);
				expect(r.meanDrop).toBeCloseTo(g.meanDrop, 13);
				expect(r.linear.slope).toBeCloseTo(g.slope, 11);
				expect(r.probit!.slope).toBeCloseTo(g.probitSlope, 11);
				expect(r.probit!.intercept).toBeCloseTo(g.probitIntercept, 11);
				expect(r.furthestBelow.map((m) => parsed.table.models[m])).toEqual(g.furthestBelow);
			}
		}
	);
	if (!HAVE_REAL) it.skip(NO_REAL_MESSAGE, () => {});
});
