/**
 * The default scenario (seed 1968, default controls) against an independent re-implementation in
 * Python (scripts/golden/make_classroom_golden.py: the app's random streams, the generator, the
 * draws, preparation and planted items re-written from their definitions; figures by numpy and
 * scipy).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTROLS, type ClassroomControls } from '../../../src/core/classroom/controls.ts';
import { figureValue, type Figure } from '../../../src/core/classroom/figures.ts';
import { studiability } from '../../../src/core/classroom/preparation.ts';
import { buildScenario, testSetPair } from '../../../src/core/classroom/scenario.ts';
import { altitude } from '../../../src/core/classroom/step-altitude.ts';
import { brokenItems } from '../../../src/core/classroom/step-broken-items.ts';
import { harderTestSet, HARDER_DRAWS } from '../../../src/core/classroom/step-harder-test-set.ts';
import { newTestSet } from '../../../src/core/classroom/step-new-test-set.ts';
import { oneTestSet } from '../../../src/core/classroom/step-one-test-set.ts';
import { studying } from '../../../src/core/classroom/step-studying.ts';
import { GOLDEN_DIR } from '../helpers.ts';

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

	it('step 2 and its size curve', () => {
		const step = newTestSet(controls);
		expectFigures(step.figures, golden.step2);
		expect(step.curve).toHaveLength(golden.curve.length);
		step.curve.forEach((row, s) => {
			const g = golden.curve[s];
			expect(row.k).toBe(g.k);
			for (const key of [
				'replicationTau',
				'replicationTauQ05',
				'replicationTauQ95',
				'scoreChange',
				'scoreChangeQ05',
				'scoreChangeQ95',
				'tauTrueAbility'
			] as const) {
				expect(row[key], `${key} at k = ${row.k}`).toBeCloseTo(g[key], 10);
			}
		});
	});

	it('step 3: the tilt (scipy brentq) and the mean over harder test sets near its expectation', () => {
		const step = harderTestSet(controls);
		const g = golden.step3;
		expect(figureValue(step.figures, 'shiftReached')).toBeCloseTo(g.shiftReached, 9);
		// The mean of HARDER_DRAWS resamples: each model's score has a Monte Carlo standard error
		// of about 0.3 points here, so 1.5 points is five of them.
		expect(HARDER_DRAWS).toBe(200);
		for (const row of step.rows) {
			expect(Math.abs(row.harder - g.expectedHarder[row.index])).toBeLessThan(0.015);
		}
		expect(Math.abs(figureValue(step.figures, 'meanDrop')! - g.expectedMeanDrop)).toBeLessThan(0.5);
		expect(Math.abs(figureValue(step.figures, 'fitSlope')! - g.expectedFitSlope)).toBeLessThan(
			0.05
		);
		expect(figureValue(step.figures, 'fitR')).toBeGreaterThan(0.98);
	});

	it('steps 4 and 5', () => {
		expectFigures(studying(controls).figures, golden.step4);
		expectFigures(altitude(controls).figures, golden.step5);
	});

	it('step 6: the planted rows, the flagged rows and the leaderboard after dropping them', () => {
		const step = brokenItems(controls);
		const g = golden.step6;
		const planted = step.items
			.filter((r) => r.planted)
			.map((r) => r.row)
			.sort((a, b) => a - b);
		expect(planted).toEqual(g.plantedRows);
		expect(
			step.items
				.filter((r) => r.planted === 'wrongKey')
				.map((r) => r.row)
				.sort((a, b) => a - b)
		).toEqual(g.wrongKeyRows);
		const flagged = step.items
			.filter((r) => r.dropped)
			.map((r) => r.row)
			.sort((a, b) => a - b);
		expect(flagged).toEqual(g.flaggedRows);
		expectFigures(step.figures, {
			plantedFound: g.plantedFound,
			meanScoreRise: g.meanScoreRise,
			tauBeforeAfter: g.tauBeforeAfter,
			tauTrueAbilityWithBroken: g.tauTrueAbilityWithBroken,
			tauTrueAbility: g.tauTrueAbility
		});
	});
});
