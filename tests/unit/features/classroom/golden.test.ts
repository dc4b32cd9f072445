/**
 * The default scenario (seed 1968, default controls) against an independent re-implementation in
 * Python (scripts/golden/make_classroom_golden.py: the app's random streams, the generator, the
 * pool's fresh items, the bootstrap resamples of the noise floor, the draws, preparation, planted
 * items and answers re-written from their definitions; figures by numpy and scipy).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_CONTROLS,
	type ClassroomControls
} from '../../../../src/features/classroom/core/controls.ts';
import { figureValue, type Figure } from '../../../../src/features/classroom/core/figures.ts';
import { studiability } from '../../../../src/features/classroom/core/preparation.ts';
import { buildScenario, testSetPair } from '../../../../src/features/classroom/core/scenario.ts';
import { altitude } from '../../../../src/features/classroom/core/step-altitude.ts';
import { brokenItems } from '../../../../src/features/classroom/core/step-broken-items.ts';
import { harderTestSet } from '../../../../src/features/classroom/core/step-harder-test-set.ts';
import { newTestSet } from '../../../../src/features/classroom/core/step-new-test-set.ts';
import { oneTestSet } from '../../../../src/features/classroom/core/step-one-test-set.ts';
import { studying } from '../../../../src/features/classroom/core/step-studying.ts';
import { GOLDEN_DIR } from '../../helpers.ts';

const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'classroom-golden.json'), 'utf8'));
const controls: ClassroomControls = { ...DEFAULT_CONTROLS, ...golden.controls };

function expectFigures(figures: readonly Figure[], expected: Record<string, number>) {
	for (const [name, value] of Object.entries(expected)) {
		expect(figureValue(figures, name), name).toBeCloseTo(value, 10);
	}
}

describe('the default classroom scenario, pinned to numpy/scipy', () => {
	it('uses the default controls', () => {
		expect(controls).toEqual(DEFAULT_CONTROLS);
	});

	it('the source: models, latent abilities, every cell (row and column sums) and true ability', () => {
		const s = buildScenario(controls.seed);
		const g = golden.scenario;
		expect(s.models).toEqual(g.models);
		s.theta.forEach((t, m) => expect(t).toBeCloseTo(g.theta[m], 12));
		s.trueAbility.forEach((t, m) => expect(t).toBe(g.trueAbility[m]));
		const rows = new Array(s.source.nItems).fill(0);
		const cols = new Array(s.source.nModels).fill(0);
		const bits = s.source.bits!;
		for (let i = 0; i < s.source.nItems; i++) {
			for (let m = 0; m < s.source.nModels; m++) {
				const v = (bits[i * s.source.wordsPerItem + (m >>> 5)] >>> (m & 31)) & 1;
				rows[i] += v;
				cols[m] += v;
			}
		}
		expect(rows).toEqual(g.sourceRowSums);
		expect(cols).toEqual(g.sourceColumnSums);
	});

	it('the two test sets and the items’ studiability', () => {
		const s = buildScenario(controls.seed);
		const { first, second } = testSetPair(s, controls.items, controls.draw);
		expect(Array.from(first.items)).toEqual(golden.scenario.firstItems);
		expect(Array.from(second.items)).toEqual(golden.scenario.secondItems);
		expect(Array.from(studiability(s).subarray(0, 10))).toEqual(golden.scenario.studiabilityHead);
	});

	it('step 1', () => {
		expectFigures(oneTestSet(controls).figures, golden.step1);
	});

	it('step 2: fresh test sets of 200 and 2,000 items, their standard errors and tau floors (bootstrap resamples re-drawn in numpy)', () => {
		const step = newTestSet(controls);
		expectFigures(step.figures, golden.step2);
		for (const size of ['small', 'large'] as const) {
			const g = golden.step2Rows[size];
			for (const row of step[size].rows) {
				expect(row.score, `${size} ${row.model}`).toBeCloseTo(g.scores[row.index], 12);
				expect(row.newScore).toBeCloseTo(g.newScores[row.index], 12);
				expect(row.se).toBeCloseTo(g.se[row.index], 12);
			}
		}
	});

	it('step 3: 2,000 fresh items from the harder source against step 2’s first 2,000', () => {
		expectFigures(harderTestSet(controls).figures, golden.step3);
	});

	it('steps 4 and 5 (step 5 as it opens, at step 4’s leaderboard, and with the common preparation raised)', () => {
		expectFigures(studying(controls).figures, golden.step4);
		expectFigures(altitude(controls).figures, golden.step5);
		const { altitude: raised, ...figures } = golden.step5Raised;
		expect(raised).toBeGreaterThan(controls.altitude);
		expectFigures(altitude({ ...controls, altitude: raised }).figures, figures);
	});

	it('step 6: the planted rows, the answers’ keys, the reading order and the leaderboard after dropping what the traces read show', () => {
		const step = brokenItems(controls);
		const g = golden.step6;
		const planted = step.traces.filter((r) => r.planted).map((r) => r.row);
		for (const row of planted) expect(g.plantedRows).toContain(row);
		expect(
			step.traces
				.filter((r) => r.planted === 'wrongKey')
				.map((r) => r.row)
				.every((r) => g.wrongKeyRows.includes(r))
		).toBe(true);
		expect(step.traces.map((r) => r.row)).toEqual(g.readingOrder);
		for (const r of step.traces) expect(r.key, `row ${r.row}`).toBe(g.keys[r.row]);
		// every number of the golden step is a figure of the same name
		const figures = Object.entries(g).filter(([, v]) => typeof v === 'number');
		expect(figures.length).toBe(16);
		expectFigures(step.figures, Object.fromEntries(figures) as Record<string, number>);
	});
});
