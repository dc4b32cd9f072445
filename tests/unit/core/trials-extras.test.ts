/**
 * A run's extras with trials per cell: the two-level standard errors beside the plain ones, the
 * intervals that use them, and what is said when they cannot be had.
 */
import { describe, expect, it } from 'vitest';
import { runExtras } from '../../../src/core/run-extras.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { meanInterval } from '../../../src/core/stats/intervals.ts';
import { modelTwoLevel } from '../../../src/core/stats/two-level-se.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import { sweepSteps } from '../../../src/core/sweep.ts';

/** 30 items x 4 models of k = 4 trials, cells s / 4. */
function trialMatrix(trials: ScoreMatrix['trials'], scale = 1): ScoreMatrix {
	const n = 30;
	const M = 4;
	const cells = Array.from({ length: n * M }, (_, c) => (((c * 7 + (c >> 2)) % 5) / 4) * scale);
	const m = packMatrix({
		models: ['a', 'b', 'c', 'd'],
		itemIds: Array.from({ length: n }, (_, i) => `q${i}`),
		meta: { category: Array.from({ length: n }, (_, i) => `g${i % 6}`) },
		cells: cells.map((v) => Math.min(v, scale))
	});
	return { ...m, trials };
}

function extrasOf(matrix: ScoreMatrix, clusterColumn: string | null = null) {
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const table = emptyDrawTable(40, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, 1, 0, 40));
	const summary = summarizeRun(table, prepared.reference, matrix.models);
	return runExtras(matrix, table, prepared.reference, summary, {
		topK: 2,
		clusterColumn,
		maxPairs: 10
	});
}

describe('run extras with trials per cell', () => {
	it('k known: two-level SEs, the trials’ share, the SE with one trial, intervals from them', () => {
		const matrix = trialMatrix({ uniform: 4, perCell: null });
		const x = extrasOf(matrix);
		const two = modelTwoLevel(matrix)!;
		expect(x.ciBasis).toBe('trials');
		expect(x.trials).toMatchObject({ known: 'all', min: 4, max: 4, missing: null });
		expect(Array.from(x.trials!.se!)).toEqual(Array.from(two.se));
		for (let m = 0; m < matrix.nModels; m++) {
			expect(x.trials!.withinShare![m]).toBeGreaterThan(0);
			expect(x.trials!.seOneTrial![m]).toBeGreaterThan(two.se[m]);
			expect(x.trials!.se![m]).toBeGreaterThanOrEqual(x.se[m] - 1e-15);
			const i = meanInterval({ mean: 0, se: two.se[m], df: x.ciDf[m] }, 0.95);
			expect(x.ciHigh[m] - x.ciLow[m]).toBeCloseTo(i.high - i.low, 12);
		}
	});

	it('with a cluster column the intervals stay clustered; the figures are still there', () => {
		const x = extrasOf(trialMatrix({ uniform: 4, perCell: null }), 'category');
		expect(x.ciBasis).toBe('clustered');
		expect(x.trials?.se).not.toBeNull();
	});

	it('says why the two-level figures are missing: unknown, one trial, not 0–1', () => {
		expect(extrasOf(trialMatrix(null)).trials).toMatchObject({ known: 'none', missing: 'unknown' });
		expect(extrasOf(trialMatrix(null)).ciBasis).toBe('plain');
		expect(extrasOf(trialMatrix({ uniform: 1, perCell: null })).trials?.missing).toBe('oneTrial');
		expect(extrasOf(trialMatrix({ uniform: 4, perCell: null }, 10)).trials?.missing).toBe(
			'notUnit'
		);
	});
});

describe('the fewer-trials sweep', () => {
	it('visits the data’s own trials per cell among its steps, from many attempts to one', () => {
		const s = { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'trials' as const, sweep: true, steps: null };
		expect(sweepSteps(s, 30, 8)).toEqual([100, 50, 20, 10, 8, 5, 4, 3, 2, 1]);
		expect(sweepSteps(s, 30, 5)).toEqual([100, 50, 20, 10, 5, 4, 3, 2, 1]);
		expect(sweepSteps({ ...s, steps: [3, 1] }, 30, 8)).toEqual([3, 1]);
	});
});
