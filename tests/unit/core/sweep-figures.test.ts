import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { probitOf, sweepArgument } from '../../../src/core/chart-series.ts';
import { minRanks, rankingOrder } from '../../../src/core/rank.ts';
import { emptyDrawTable } from '../../../src/core/run.ts';
import type { RunSummary } from '../../../src/core/summary.ts';
import { strengthStepRow, type SweepRow } from '../../../src/core/sweep.ts';
import {
	bumpLines,
	leastSquares,
	ranksByMean,
	sweepArgumentFacts
} from '../../../src/core/sweep-figures.ts';
import { fixture } from '../helpers.ts';

interface GoldenStep {
	scores: (number | null)[][];
	ranks: number[][];
	tau: number[];
	row: { tau: number[]; scoreChange: number[]; leaderKept: number };
}
// python3 scripts/golden/make_sweep_figures_golden.py (numpy / scipy)
const g = JSON.parse(fixture('golden', 'sweep-figures-golden.json')) as {
	reference: number[];
	steps: GoldenStep[];
	fits: { x: number[]; y: number[]; slope: number; intercept: number; r: number }[];
	ranksByMean: { means: number[]; ranks: number[] };
	probit: { p: number[]; value: number[] };
};

const ref = Float64Array.from(g.reference);
const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };

function stepTable(s: GoldenStep) {
	const D = s.scores.length;
	const M = s.scores[0].length;
	const table = emptyDrawTable(D, M);
	s.scores.forEach((row, d) =>
		table.scores.set(
			row.map((v) => v ?? Number.NaN),
			d * M
		)
	);
	s.ranks.forEach((row, d) => table.ranks.set(row, d * M));
	table.tau.set(s.tau);
	return table;
}

const rows: SweepRow[] = g.steps.map((s, k) => strengthStepRow(stepTable(s), reference, k));

describe('strength-sweep rows against numpy', () => {
	it('tau-b, score change (median, 5%, 95%, numpy linear) and leader kept per step', () => {
		rows.forEach((r, k) => {
			const e = g.steps[k].row;
			[r.tau.median, r.tau.q05, r.tau.q95].forEach((v, i) => expect(v).toBeCloseTo(e.tau[i], 12));
			[r.scoreChange.median, r.scoreChange.q05, r.scoreChange.q95].forEach((v, i) =>
				expect(v).toBeCloseTo(e.scoreChange[i], 14)
			);
			expect(r.leaderKept).toBeCloseTo(e.leaderKept, 15);
			expect(r.step).toBe(k);
		});
	});

	it('the sentence: strongest step, the smallest 5% tau-b rounded down, the lowest leader share', () => {
		const f = sweepArgumentFacts(rows)!;
		expect(f.step).toBe(rows.length - 1);
		expect(f.change).toBe(rows.at(-1)!.scoreChange.median);
		const floor = Math.min(...g.steps.map((s) => s.row.tau[1]));
		expect(f.tauFloor).toBe(Math.floor(floor * 100 + 1e-9) / 100);
		expect(f.tauFloor).toBeLessThanOrEqual(floor);
		expect(f.leaderKeptMin).toBe(Math.min(...g.steps.map((s) => s.row.leaderKept)));
		expect(f.banded).toBe(true);
		expect(sweepArgumentFacts([])).toBeNull();
	});

	it('the chart series: change in points on the left, tau-b and leader share on the right', () => {
		const s = sweepArgument(rows, true, ['a', 'b', 'c', 'd', 'e', 'f'], {
			tauFull: 'tau',
			replication: 'rep',
			leaderKept: 'kept',
			change: 'change'
		});
		expect(s.labels).toEqual(['0', '1', '2', '3']);
		expect(s.left[0].median).toEqual(rows.map((r) => r.scoreChange.median * 100));
		expect(s.right[0].low).toEqual(rows.map((r) => r.tau.q05));
		expect(s.right[1].median).toEqual(rows.map((r) => r.leaderKept));
	});
});

describe('least squares against numpy.polyfit / corrcoef', () => {
	it.each(g.fits.map((f, k) => [k, f] as const))('case %i', (_, f) => {
		const fit = leastSquares(f.x, f.y)!;
		expect(fit.slope).toBeCloseTo(f.slope, 10);
		expect(fit.intercept).toBeCloseTo(f.intercept, 10);
		expect(fit.r).toBeCloseTo(f.r, 10);
		expect(fit.n).toBe(f.x.length);
	});

	it('needs two distinct x; skips non-finite pairs', () => {
		expect(leastSquares([1], [2])).toBeNull();
		expect(leastSquares([1, 1, 1], [2, 3, 4])).toBeNull();
		const fit = leastSquares([0, 1, Number.NaN, 2], [1, 3, 7, 5])!;
		expect([fit.slope, fit.intercept, fit.n]).toEqual([2, 1, 3]);
	});

	it('property: a line through exact points is recovered', () => {
		fc.assert(
			fc.property(
				fc.double({ min: -5, max: 5, noNaN: true }),
				fc.double({ min: -5, max: 5, noNaN: true }),
				fc.uniqueArray(fc.integer({ min: -100, max: 100 }), { minLength: 2, maxLength: 20 }),
				(a, b, xs) => {
					const fit = leastSquares(
						xs,
						xs.map((x) => a + b * x)
					)!;
					expect(fit.slope).toBeCloseTo(b, 8);
					expect(fit.intercept).toBeCloseTo(a, 6);
				}
			)
		);
	});
});

function summaryOf(means: number[]): RunSummary {
	return {
		models: means.map((mean, index) => ({ index, mean })),
		nDraws: 1
	} as unknown as RunSummary;
}

describe('ranks by mean score and the bump chart', () => {
	it('competition ranks as scipy.stats.rankdata(-mean, "min")', () => {
		const m = g.ranksByMean.means;
		expect(Array.from(ranksByMean(summaryOf(m), m.length))).toEqual(g.ranksByMean.ranks);
	});

	it('follows the reference top models; a step without a summary has no rank', () => {
		const steps = [
			{ summary: summaryOf([0.9, 0.5, 0.7]) },
			{ summary: null },
			{ summary: summaryOf([0.4, 0.5, 0.7]) }
		];
		const lines = bumpLines(steps, [0, 2, 1], 3, 2);
		expect(lines).toEqual([
			{ index: 0, ranks: [1, null, 3] },
			{ index: 2, ranks: [2, null, 1] }
		]);
	});

	it('property: ranks by mean form competition ranks (1 present, each <= models)', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 12 }),
				(xs) => {
					const r = Array.from(ranksByMean(summaryOf(xs), xs.length));
					expect(r).toContain(1);
					r.forEach((v, i) => {
						expect(v).toBe(1 + xs.filter((o) => o > xs[i]).length);
					});
				}
			)
		);
	});
});

describe('probit axes', () => {
	it('Phi^-1 after clipping to [0.001, 0.999], as scipy.special.ndtri', () => {
		g.probit.p.forEach((p, k) => expect(probitOf(p)).toBeCloseTo(g.probit.value[k], 9));
	});
});
