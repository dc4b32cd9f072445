import { describe, expect, it } from 'vitest';
import { modelTimes } from '../../../../../src/features/dates/core/model-times.ts';
import {
	additiveResiduals,
	residualGaps
} from '../../../../../src/features/dates/core/residual-gap.ts';
import { readFileSync } from 'node:fs';
import { analyzeTableDates } from '../../../../../src/features/dates/core/dates-analysis.ts';
import { parseScoreTable } from '../../../../../src/features/score-tables/formats/parse.ts';
import { join } from 'node:path';
import { DATES, EPOCH, golden, HAVE_EPOCH } from '../dates-fixtures.ts';

const near = (a: number, b: number | null, tol = 1e-9) => {
	if (b === null) expect(a).toBeNaN();
	else expect(Math.abs(a - b)).toBeLessThan(tol);
};

function residualInputs() {
	const r = golden.residual;
	const B = r.benchmarkMonths.length;
	const scores = Float64Array.from(r.scores.flat(), (v) => (v === null ? Number.NaN : v));
	return {
		scores,
		B,
		models: modelTimes(r.modelMonths),
		benchmarks: modelTimes(r.benchmarkMonths)
	};
}

describe('residual gaps: a model on benchmarks released before it minus after it', () => {
	it('equal numpy (lstsq on the dummy design) on a synthetic table with missing cells', () => {
		const { scores, B, models, benchmarks } = residualInputs();
		const got = residualGaps(scores, B, models, benchmarks);
		const g = golden.residual;
		expect(got.converged).toBe(true);
		expect([got.cells, got.rank]).toEqual([g.cells, g.rank]);
		near(got.sigma, g.sigma);
		expect(got.models.map((m) => m.model)).toEqual(g.models.map((m) => m.model));
		got.models.forEach((m, i) => {
			const w = g.models[i];
			expect([m.before.n, m.after.n]).toEqual([w.nBefore, w.nAfter]);
			near(m.before.mean, w.before);
			near(m.after.mean, w.after);
			near(m.gap, w.gap);
			near(m.se, w.se);
		});
	});

	it('the same table as a long CSV with both dates, through the importer, gives the same', () => {
		const parsed = parseScoreTable(
			readFileSync(join(DATES, 'residual-long.csv'), 'utf8'),
			'residual-long.csv'
		);
		if (!parsed.ok) throw new Error('did not parse');
		const { table, modelFacts, benchmarkDates } = parsed;
		const a = analyzeTableDates(
			table,
			table.models.map((m) => modelFacts?.get(m) ?? null),
			null,
			table.benchmarks.map((b) => benchmarkDates?.get(b) ?? null)
		);
		const got = a.conditions[0].residual!;
		const byName = new Map(got.models.map((m) => [table.models[m.model], m]));
		expect(byName.size).toBe(golden.residual.models.length);
		for (const w of golden.residual.models) {
			const m = byName.get(`m-${String(w.model).padStart(2, '0')}`)!;
			near(m.gap, w.gap);
			near(m.se, w.se);
		}
	});

	it('recovers the planted gap: the five trained models drop, on average near it', () => {
		const { scores, B, models, benchmarks } = residualInputs();
		const got = residualGaps(scores, B, models, benchmarks);
		const trained = got.models.filter((m) => m.model < 5 && m.gap === m.gap);
		const mean = trained.reduce((s, m) => s + m.gap, 0) / trained.length;
		expect(Math.abs(mean - golden.residual.planted)).toBeLessThan(0.03);
		const others = got.models.filter((m) => m.model >= 5 && m.gap === m.gap);
		const othersMean = others.reduce((s, m) => s + m.gap, 0) / others.length;
		expect(Math.abs(othersMean)).toBeLessThan(0.02);
	});

	it('an exactly additive table leaves no residual and no gap', () => {
		const M = 4;
		const B = 3;
		const scores = Float64Array.from(
			{ length: M * B },
			(_, k) => 0.1 * ((k / B) | 0) + 0.2 * (k % B)
		);
		scores[1] = Number.NaN;
		const fit = additiveResiduals(scores, M, B);
		expect(fit.rank).toBe(M + B - 1);
		for (const r of fit.residuals) if (r === r) expect(Math.abs(r)).toBeLessThan(1e-12);
		expect(Number.isNaN(fit.residuals[1])).toBe(true);
	});

	it('counts one rank less per unconnected group of models and benchmarks', () => {
		// Models 0-1 on benchmarks 0-1, model 2 on benchmark 2 only: two groups.
		const N = Number.NaN;
		const scores = [0.5, 0.6, N, 0.7, 0.9, N, N, N, 0.4];
		expect(additiveResiduals(scores, 3, 3).rank).toBe(3 + 3 - 2);
	});

	it('a model with benchmarks on one side only has no gap and no verdict', () => {
		const scores = [0.5, 0.6, 0.7, 0.9, 0.4, 0.3];
		const got = residualGaps(scores, 2, [1, 10], [5, 6]);
		expect(got.models[0].before.n).toBe(0);
		expect(got.models[0].gap).toBeNaN();
		expect(got.models[0].verdict).toBeNull();
	});

	it.skipIf(!HAVE_EPOCH)(
		'equal numpy on Epoch AI’s benchmark-stitching table, read by the importer',
		() => {
			const parsed = parseScoreTable(readFileSync(EPOCH, 'utf8'), 'epoch_stitching.long.csv');
			if (!parsed.ok) throw new Error('Epoch did not parse');
			const { table, modelFacts, benchmarkDates } = parsed;
			// FrontierMath-Tier-4-2025-07-01-Private has no release date.
			expect(benchmarkDates?.size).toBe(table.benchmarks.length - 1);
			const a = analyzeTableDates(
				table,
				table.models.map((m) => modelFacts?.get(m) ?? null),
				null,
				table.benchmarks.map((b) => benchmarkDates?.get(b) ?? null)
			);
			const got = a.conditions[0].residual!;
			const g = golden.epoch!.residualGaps;
			expect(got.converged).toBe(true);
			expect([got.cells, got.rank]).toEqual([g.cells, g.rank]);
			near(got.sigma, g.sigma);
			const byName = new Map(got.models.map((m) => [table.models[m.model], m]));
			expect(byName.size).toBe(g.models.length);
			for (const w of g.models) {
				const m = byName.get(w.model as string)!;
				expect([m.before.n, m.after.n]).toEqual([w.nBefore, w.nAfter]);
				near(m.gap, w.gap, 1e-8);
				near(m.se, w.se, 1e-8);
			}
		}
	);
});
