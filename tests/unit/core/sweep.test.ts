import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import { minRanks, rankingOrder } from '../../../src/core/rank.ts';
import { emptyDrawTable } from '../../../src/core/run.ts';
import { meanAbsScoreChange, spread } from '../../../src/core/draw-change.ts';
import {
	replicationSettlesAt,
	sizeSweepRows,
	stepRow,
	sweepSteps
} from '../../../src/core/sweep.ts';
import { loadGolden } from '../helpers.ts';

const g = loadGolden().sweep;

function goldenTable() {
	const D = g.scores.length;
	const M = g.scores[0].length;
	const table = {
		...emptyDrawTable(D, M),
		replicationTau: Float64Array.from(g.replicationTau, (v) => v ?? Number.NaN)
	};
	g.scores.forEach((row, d) => table.scores.set(row, d * M));
	g.ranks.forEach((row, d) => table.ranks.set(row, d * M));
	table.tau.set(g.tau.map((v) => v ?? Number.NaN));
	return table;
}
const ref = Float64Array.from(g.reference);
const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };

describe('sweep rows against numpy', () => {
	const rows = sizeSweepRows(goldenTable(), reference, [10, 20, 40], g.perStep);

	it('one row per step, each from its own draws: tau-b, replication, leader, score change', () => {
		expect(rows.map((r) => r.size)).toEqual([10, 20, 40]);
		rows.forEach((r, s) => {
			const e = g.rows[s];
			expect([r.tau.median, r.tau.q05, r.tau.q95]).toEqual(e.tau);
			if (e.replication === null) expect(r.replication).toBeNull();
			else
				expect([r.replication!.median, r.replication!.q05, r.replication!.q95]).toEqual(
					e.replication
				);
			expect(r.leaderKept).toBeCloseTo(e.leaderKept, 14); // 1/k summed in draw order
			const change = [r.scoreChange.median, r.scoreChange.q05, r.scoreChange.q95];
			change.forEach((v, k) => expect(v).toBeCloseTo(e.scoreChange[k], 14));
			expect(r.draws).toBe(g.perStep);
		});
	});

	it('rows are never pooled: changing one step’s draws leaves every other row as it was', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 }),
				fc.double({ min: -1, max: 1, noNaN: true }),
				(step, value) => {
					const table = goldenTable();
					for (let d = step * g.perStep; d < (step + 1) * g.perStep; d++) table.tau[d] = value;
					const changed = sizeSweepRows(table, reference, [10, 20, 40], g.perStep);
					return changed.every(
						(r, s) => s === step || JSON.stringify(r) === JSON.stringify(rows[s])
					);
				}
			),
			{ numRuns: 20 }
		);
	});

	it('settles by the replication figure only', () => {
		const settled = replicationSettlesAt(rows, -1);
		expect(settled?.size).toBe(10);
		expect(replicationSettlesAt(rows, 2)).toBeNull();
	});
});

describe('sweep helpers', () => {
	it('mean |score change| skips models without a score', () => {
		const table = emptyDrawTable(1, 3);
		table.scores.set([0.5, Number.NaN, 0.1]);
		expect(meanAbsScoreChange(table, [0.4, 0.4, 0.4], 0)).toBeCloseTo(0.2, 15);
	});
	it('spread ignores undefined values', () => {
		expect(spread([Number.NaN, 1, 2, 3]).median).toBe(2);
	});
	it('a step row of a whole table equals the row of its slice in a longer table', () => {
		const t = goldenTable();
		const row = stepRow(t, reference, 25, 50, { step: 0.5, size: null });
		expect(row.step).toBe(0.5);
		expect(row.tau).toEqual(sizeSweepRows(t, reference, [1, 2, 3], 25)[1].tau);
	});
});

describe('sweepSteps', () => {
	const s = { ...DEFAULT_ANALYSIS_SETTINGS, sweep: true };
	it('uses the catalogue plan from neutral to strong, or the URL steps', () => {
		expect(sweepSteps({ ...s, kind: 'labelNoise' }, 100)).toEqual([
			0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5
		]);
		expect(sweepSteps({ ...s, kind: 'labelNoise', steps: [0.1, 0.3] }, 100)).toEqual([0.1, 0.3]);
	});
	it('keeps subsample shares that keep two items or more, each size once', () => {
		expect(sweepSteps({ ...s, kind: 'subsample' }, 40)).toEqual([1, 0.7, 0.5, 0.3, 0.2, 0.1, 0.05]);
		expect(sweepSteps({ ...s, kind: 'subsample' }, 1000)).toHaveLength(8);
	});
	it('has no steps for kinds without a strength sweep', () => {
		expect(sweepSteps({ ...s, kind: 'dropCategory' }, 100)).toEqual([]);
		expect(sweepSteps({ ...s, kind: 'timeSplit' }, 100)).toEqual([]);
	});
});
