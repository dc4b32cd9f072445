/**
 * A shift measured against the right noise (issue 30), against numpy/scipy on the same draws
 * (scripts/golden/export-shift-draws.ts exports the app's generator's draws,
 * make_shift_golden.py scores them into tests/fixtures/golden/shift-golden.json): how far a
 * typical Dirichlet draw moves the scores, that over a resample's, each model's typical change in
 * standard errors, and where the run's median tau-b (and the worst case's) falls among the
 * resamples' tau-b with the full set. On a generated sample and, when ../shared/real is present,
 * on LiveCodeBench (400 x 45), where a typical draw moves the scores about 7.3 points, 6 times a
 * resample's, and the worst case at a bound of 0.7 falls below the floor.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesOfSummary } from '../../../../src/core/headline.ts';
import { noiseUnits, readTau } from '../../../../src/core/noise-units.ts';
import { prepareRun } from '../../../../src/core/perturbations/perturbation-chunk.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../../src/core/run.ts';
import { searchWorstCase } from '../../../../src/core/search.ts';
import { noiseFloor } from '../../../../src/core/stats/noise-floor.ts';
import { summarizeRun } from '../../../../src/core/summary.ts';
import { SHIFT_CASES, type ShiftCase } from '../../../../scripts/golden/shift-cases.ts';
import { GOLDEN_DIR, HAVE_REAL, NO_REAL_MESSAGE, REAL, ROOT, importText } from '../../helpers.ts';
import { close } from './stats-golden.ts';

interface GoldenShift {
	typicalDrawChange: number;
	noiseChange: number;
	typicalDrawChangeInNoise: number;
	changeInNoiseUnits: (number | null)[];
	tauMedian: number;
	tauFloorVsReference: [number, number];
	verdict: 'below' | 'inside' | 'above';
	resamplesMovingMore: number;
	worstCase?: {
		bound: number;
		tau: number;
		change: number;
		verdict: 'below' | 'inside' | 'above';
		resamplesMovingMore: number;
	};
}

const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'shift-golden.json'), 'utf8')) as {
	cases: Record<string, GoldenShift>;
};

async function check(c: ShiftCase) {
	const g = golden.cases[c.name];
	const path = c.real ? join(REAL, c.file) : join(ROOT, c.file);
	const matrix = await importText(readFileSync(path, 'utf8'), c.file.split('/').pop());
	const recipe = { kind: 'dirichlet', column: c.column, concentration: c.strength } as const;
	const prepared = prepareRun(matrix, recipe);
	const table = emptyDrawTable(c.draws, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, c.seed, 0, c.draws));
	const summary = summarizeRun(table, prepared.reference, matrix.models);
	const floor = noiseFloor(matrix, { seed: c.seed, pairs: c.pairs });
	const ref = prepared.reference.scores;
	const u = noiseUnits(changesOfSummary(summary), ref, floor, summary.tau.median);
	// the category kernel sums in another order than numpy: equal to ~1e-15
	expect(close(u.typicalDrawChange, g.typicalDrawChange, 1e-9), 'typical change').toBe(true);
	expect(close(floor.scoreChange.median, g.noiseChange, 1e-9), 'noise change').toBe(true);
	expect(close(u.typicalDrawChangeInNoise, g.typicalDrawChangeInNoise, 1e-9), 'ratio').toBe(true);
	u.changeInNoiseUnits.forEach((v, m) =>
		expect(close(v, g.changeInNoiseUnits[m] ?? Number.NaN, 1e-7), `model ${m}`).toBe(true)
	);
	expect(close(summary.tau.median, g.tauMedian, 1e-12), 'run tau-b').toBe(true);
	expect(close(floor.tauFloorVsReference.q05, g.tauFloorVsReference[0], 1e-12)).toBe(true);
	expect(close(floor.tauFloorVsReference.q95, g.tauFloorVsReference[1], 1e-12)).toBe(true);
	expect(u.tauVerdict).toBe(g.verdict);
	expect(u.resamplesMovingMore).toBe(g.resamplesMovingMore);
	if (g.worstCase) {
		const worst = { kind: 'worstCase', column: c.column, bound: g.worstCase.bound } as const;
		const outcome = searchWorstCase(matrix, worst, prepareRun(matrix, worst).reference, {
			seed: c.seed
		});
		expect(close(outcome.tau, g.worstCase.tau, 1e-12), 'worst case tau-b').toBe(true);
		const reading = readTau(outcome.tau, floor);
		expect(reading.verdict).toBe(g.worstCase.verdict);
		expect(reading.resamplesMovingMore).toBe(g.worstCase.resamplesMovingMore);
	}
	return { u, floor };
}

describe('a shift against the right noise: numpy on a generated sample', () => {
	for (const c of SHIFT_CASES.filter((s) => !s.real)) {
		it(`${c.name}: Dirichlet on ${c.column}, strength ${c.strength}`, () => check(c), 60_000);
	}
});

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_REAL)('a shift against the right noise: numpy on real data', () => {
	for (const c of SHIFT_CASES.filter((s) => s.real)) {
		it(`${c.name}: Dirichlet on ${c.column}, strength ${c.strength}, and the worst case`, async () => {
			const { u } = await check(c);
			// issue 30's "done when": 7-8 points, 5-7 times a resample's; the worst case below
			expect(u.typicalDrawChange).toBeGreaterThan(0.07);
			expect(u.typicalDrawChange).toBeLessThan(0.08);
			expect(u.typicalDrawChangeInNoise).toBeGreaterThan(5);
			expect(u.typicalDrawChangeInNoise).toBeLessThan(7);
			expect(golden.cases[c.name].worstCase?.verdict).toBe('below');
		}, 120_000);
	}
});
