import { describe, expect, it } from 'vitest';
import { ols } from '../../../../../src/core/stats/ols.ts';
import {
	cutoffTime,
	medianMonth,
	modelTimes
} from '../../../../../src/features/dates/core/model-times.ts';
import {
	newerAtEqualCompute,
	newerFit,
	trainingCompute
} from '../../../../../src/features/dates/core/newer-at-equal-compute.ts';
import {
	epochTable,
	golden,
	HAVE_EPOCH,
	syntheticTable,
	type GoldenFit
} from '../dates-fixtures.ts';

function expectFit(fit: ReturnType<typeof newerFit>, g: GoldenFit) {
	expect([fit.n, fit.newer, fit.leftOut]).toEqual([g.n, g.newer, g.leftOut]);
	if (g.theta === null) expect(fit.theta).toBeNaN();
	else {
		expect(Math.abs(fit.theta - g.theta)).toBeLessThan(1e-9);
		expect(Math.abs(fit.se - g.se!)).toBeLessThan(1e-9);
	}
}

function tableInputs() {
	const { table, models } = syntheticTable();
	const byName = new Map(models.map((r) => [r.model, r]));
	const facts = table.models.map((m) => byName.get(m)!);
	const num = (s: string) => (s ? Number(s) : null);
	return {
		table,
		times: modelTimes(facts.map((f) => f.release_month)),
		compute: Float64Array.from(facts, (f) =>
			trainingCompute({ compute: num(f.compute), params: num(f.params), tokens: num(f.tokens) })
		)
	};
}

describe('ols: coefficients and classic standard errors', () => {
	it('a line through four points (statsmodels: const 1.0, slope 2.0; bse by hand)', () => {
		const fit = ols([1, 0, 1, 1, 1, 2, 1, 3], [1.1, 2.9, 5.1, 6.9], 2);
		if (typeof fit === 'string') throw new Error(fit);
		expect(fit.beta[0]).toBeCloseTo(1.06, 12);
		expect(fit.beta[1]).toBeCloseTo(1.96, 12);
		// residuals 0.04, -0.12, 0.12, -0.04: rss = 0.032, sigma^2 = 0.016, (X'X)^-1 = [[0.7, -0.3], [-0.3, 0.2]]
		expect(fit.rss).toBeCloseTo(0.032, 12);
		expect(fit.se[0]).toBeCloseTo(Math.sqrt(0.016 * 0.7), 12);
		expect(fit.se[1]).toBeCloseTo(Math.sqrt(0.016 * 0.2), 12);
	});

	it('names what it cannot fit', () => {
		expect(ols([1, 2, 1, 2], [1, 2], 2)).toBe('collinear');
		expect(ols([1, 2], [1], 2)).toBe('too-few-rows');
	});
});

describe('newerAtEqualCompute: theta and SE equal numpy OLS', () => {
	it('the synthetic table with its models table, at the default cut-off (median month) and 2024-01', () => {
		const { table, times, compute } = tableInputs();
		expect(medianMonth(times)).toBe(golden.table.defaultCutoff);
		for (const [cutoff, fits] of Object.entries(golden.table.cutoffs)) {
			const got = newerAtEqualCompute(
				table.conditions[0].scores,
				table.benchmarks.length,
				times,
				compute,
				cutoffTime(cutoff)
			);
			table.benchmarks.forEach((b, k) => {
				expect(got[k].controls).toBe('compute');
				expectFit(got[k], fits[b]);
			});
		}
	});

	it('recovers the planted gaps (6, 15 and 0 points at 2024-01) within three standard errors', () => {
		const { table, times, compute } = tableInputs();
		const got = newerAtEqualCompute(
			table.conditions[0].scores,
			table.benchmarks.length,
			times,
			compute,
			cutoffTime('2024-01')
		);
		table.benchmarks.forEach((b, k) => {
			expect(Math.abs(got[k].theta - golden.table.planted[b])).toBeLessThan(3 * got[k].se);
			expect(got[k].computeSlope).toBeGreaterThan(0);
		});
	});

	it('compute: given, else 6 N D; models without one are left out when some model has one', () => {
		expect(trainingCompute({ compute: 1e24, params: 1, tokens: 1 })).toBe(1e24);
		expect(trainingCompute({ params: 7e9, tokens: 2e12 })).toBe(6 * 7e9 * 2e12);
		expect(trainingCompute({ params: 7e9 })).toBeNaN();
		const t = modelTimes(['2023-01', '2023-02', '2024-01', '2024-02', '2024-03']);
		const fit = newerFit(
			[0.1, 0.2, 0.5, 0.6, 0.9],
			t,
			[1e22, 1e23, 1e22, 1e23, NaN],
			cutoffTime('2023-12'),
			'compute'
		);
		expect([fit.n, fit.newer, fit.leftOut, fit.problem]).toEqual([4, 2, 1, null]);
		expect(fit.theta).toBeCloseTo(0.4, 12);
	});

	it('one side only, or too few models: no theta, the reason said', () => {
		const t = modelTimes(['2023-01', '2023-02']);
		expect(newerFit([0.1, 0.2], t, [NaN, NaN], cutoffTime('2022-01'), 'none').problem).toBe(
			'one-side'
		);
		expect(newerFit([NaN, NaN], t, [NaN, NaN], cutoffTime('2022-01'), 'none').problem).toBe(
			'too-few'
		);
	});
});

describe.skipIf(!HAVE_EPOCH)('newerAtEqualCompute on Epoch AI’s benchmark-stitching table', () => {
	it('every benchmark equals numpy (no compute in the table: newer vs older, plain)', () => {
		const { table, dates } = epochTable();
		const g = golden.epoch!;
		expect(table.models).toHaveLength(g.models);
		const times = modelTimes(table.models.map((m) => dates.get(m) ?? null));
		expect(medianMonth(times)).toBe(g.defaultCutoff);
		const compute = new Float64Array(table.models.length).fill(Number.NaN);
		for (const [cutoff, fits] of Object.entries(g.cutoffs)) {
			const got = newerAtEqualCompute(
				table.conditions[0].scores,
				table.benchmarks.length,
				times,
				compute,
				cutoffTime(cutoff)
			);
			expect(table.benchmarks.slice().sort()).toEqual(Object.keys(fits));
			table.benchmarks.forEach((b, k) => {
				expect(got[k].controls).toBe('none');
				expectFit(got[k], fits[b]);
			});
		}
	});
});
