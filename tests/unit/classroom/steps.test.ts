import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStep } from '../../../src/core/classroom/compute-step.ts';
import {
	DEFAULT_CONTROLS,
	DROPPABLE_FLAGS,
	MAX_LEVEL,
	type ClassroomControls
} from '../../../src/core/classroom/controls.ts';
import { figureValue } from '../../../src/core/classroom/figures.ts';
import { MODELS } from '../../../src/core/classroom/scenario.ts';
import { CITED_FACTS, DRAFT_EN, QUOTES } from '../../../src/core/classroom/sources.ts';
import { CHECKLIST } from '../../../src/core/classroom/step-your-turn.ts';

/** The figure names of each step: part of the screens' and the end-to-end tests' API. */
const NAMES: Record<number, string[]> = {
	1: ['items', 'models', 'leaderScore', 'lastScore', 'tauTrueAbility', 'leaderIsTrueBest'],
	2: [
		'items',
		'meanScoreChange',
		'largestScoreChange',
		'tauNewTestSet',
		'leaderKept',
		'rankingSettledAt',
		'scoreChangeWhenRankingSettled',
		'scoresSettledAt',
		'largestSize',
		'scoreChangeAtLargestSize'
	],
	3: [
		'shift',
		'shiftReached',
		'meanDrop',
		'smallestDrop',
		'largestDrop',
		'modelsDropped',
		'fitSlope',
		'fitIntercept',
		'fitR',
		'tauHarderTestSet',
		'leaderKeptShare'
	],
	4: [
		'studiedModels',
		'study',
		'meanJumpStudied',
		'meanJumpOthers',
		'tauTrueAbility',
		'tauTrueAbilityStep1',
		'leaderIsTrueBest',
		'leaderChanged',
		'leaderStudied'
	],
	5: [
		'altitude',
		'meanInflation',
		'tauTrueAbility',
		'tauTrueAbilityStep4',
		'tauTrueAbilityStep1',
		'leaderIsTrueBest',
		'edgeKept'
	],
	6: [
		'plantedWrongKeys',
		'plantedImpossible',
		'flaggedItems',
		'plantedFound',
		'extraFlagged',
		'droppedItems',
		'meanScoreRise',
		'tauBeforeAfter',
		'tauTrueAbilityWithBroken',
		'tauTrueAbility',
		'leaderChanged'
	],
	7: []
};

const controlsArb: fc.Arbitrary<ClassroomControls> = fc.record({
	step: fc.integer({ min: 1, max: 7 }),
	seed: fc.integer({ min: 0, max: 0xffffffff }),
	items: fc.integer({ min: 10, max: 400 }),
	draw: fc.integer({ min: 0, max: 50 }),
	shift: fc.double({ min: 0, max: 2, noNaN: true }),
	studied: fc.uniqueArray(fc.integer({ min: 1, max: MODELS }), { maxLength: MODELS }),
	study: fc.double({ min: 0, max: MAX_LEVEL, noNaN: true }),
	altitude: fc.double({ min: 0, max: MAX_LEVEL, noNaN: true }),
	wrongKeys: fc.integer({ min: 0, max: 50 }),
	impossible: fc.integer({ min: 0, max: 50 }),
	drop: fc.subarray([...DROPPABLE_FLAGS])
});

describe('classroom steps', () => {
	it('every step gives its named figures, each a finite number in its unit or null (fast-check)', () => {
		fc.assert(
			fc.property(controlsArb, (c) => {
				const result = computeStep(c);
				expect(result.step).toBe(c.step);
				expect(result.figures.map((f) => f.name)).toEqual(NAMES[c.step]);
				for (const f of result.figures) {
					if (f.value === null) continue;
					expect(Number.isFinite(f.value)).toBe(true);
					if (f.unit === 'tau' || f.unit === 'correlation') {
						expect(Math.abs(f.value)).toBeLessThanOrEqual(1);
					}
					if (f.unit === 'flag') expect([0, 1]).toContain(f.value);
					if (f.unit === 'count') expect(Number.isInteger(f.value)).toBe(true);
					if (f.unit === 'percent') expect(f.value >= 0 && f.value <= 100).toBe(true);
				}
			}),
			{ numRuns: 40 }
		);
	}, 60_000);

	it('the same controls give the same numbers (and a changed control other numbers)', () => {
		for (let step = 1; step <= 6; step++) {
			const c = { ...DEFAULT_CONTROLS, step, seed: 99 };
			const a = computeStep(c);
			computeStep({ ...c, seed: 100 }); // another scenario in between
			expect(computeStep(c)).toEqual(a);
		}
		const one = computeStep({ ...DEFAULT_CONTROLS, step: 1, seed: 99 });
		const other = computeStep({ ...DEFAULT_CONTROLS, step: 1, seed: 99, draw: 1 });
		expect(other).not.toEqual(one);
	});

	it('nobody studying and no common preparation leaves step 1’s leaderboard', () => {
		const c = { ...DEFAULT_CONTROLS, seed: 5, studied: [], altitude: 0 };
		const tau1 = figureValue(computeStep({ ...c, step: 1 }).figures, 'tauTrueAbility');
		expect(figureValue(computeStep({ ...c, step: 4 }).figures, 'tauTrueAbility')).toBe(tau1);
		expect(figureValue(computeStep({ ...c, step: 5 }).figures, 'tauTrueAbility')).toBe(tau1);
		expect(figureValue(computeStep({ ...c, step: 5 }).figures, 'meanInflation')).toBe(0);
	});

	it('a common preparation below the studied level leaves the studied models their edge', () => {
		const c = { ...DEFAULT_CONTROLS, seed: 5, step: 5, study: 0.6, altitude: 0.3 };
		expect(figureValue(computeStep(c).figures, 'edgeKept')).toBe(c.studied.length);
	});

	it('step 6 drops the items of the chosen flags only; dropping nothing changes nothing', () => {
		const c = { ...DEFAULT_CONTROLS, step: 6 };
		const both = computeStep(c);
		const none = computeStep({ ...c, drop: [] });
		const inverted = computeStep({ ...c, drop: ['inverted'] });
		if (both.step !== 6 || none.step !== 6 || inverted.step !== 6) throw new Error('step 6');
		// Finding does not depend on dropping.
		for (const name of ['flaggedItems', 'plantedFound', 'extraFlagged'] as const) {
			expect(figureValue(none.figures, name), name).toBe(figureValue(both.figures, name));
		}
		expect(figureValue(none.figures, 'droppedItems')).toBe(0);
		expect(figureValue(none.figures, 'meanScoreRise')).toBe(0);
		expect(figureValue(none.figures, 'tauBeforeAfter')).toBeCloseTo(1, 12);
		expect(none.rows.every((r) => r.before === r.after)).toBe(true);
		expect(figureValue(none.figures, 'tauTrueAbility')).toBe(
			figureValue(none.figures, 'tauTrueAbilityWithBroken')
		);
		// Only the inverted items: every wrong key planted goes, the impossible ones stay.
		const droppedKinds = inverted.items.filter((r) => r.dropped).map((r) => r.flags);
		expect(droppedKinds.every((f) => f.includes('inverted'))).toBe(true);
		expect(inverted.items.filter((r) => r.planted === 'impossible').some((r) => r.dropped)).toBe(
			false
		);
		expect(figureValue(inverted.figures, 'droppedItems')!).toBeLessThan(
			figureValue(both.figures, 'droppedItems')!
		);
		expect(both.items.filter((r) => r.planted !== null).every((r) => r.dropped)).toBe(true);
	});

	it('no broken items: nothing planted; shift 0: the harder test sets are bootstraps', () => {
		const none = computeStep({ ...DEFAULT_CONTROLS, step: 6, wrongKeys: 0, impossible: 0 });
		expect(none.step === 6 && none.items.every((r) => r.planted === null)).toBe(true);
		expect(figureValue(none.figures, 'plantedFound')).toBe(0);
		const flat = computeStep({ ...DEFAULT_CONTROLS, step: 3, shift: 0 });
		expect(figureValue(flat.figures, 'shiftReached')).toBe(0);
		expect(Math.abs(figureValue(flat.figures, 'meanDrop')!)).toBeLessThan(1);
	});
});

describe('what the story quotes and cites', () => {
	// The quotes against ../shared/seeds: sources.test.ts.

	it('keys are unique and every checklist point and fact has an English draft', () => {
		const keys = [
			...Object.values(QUOTES).map((q) => q.key),
			...Object.values(CITED_FACTS).map((f) => f.key),
			...CHECKLIST.map((c) => c.key)
		];
		expect(new Set(keys).size).toBe(keys.length);
		for (const k of [
			...CHECKLIST.map((c) => c.key),
			...Object.values(CITED_FACTS).map((f) => f.key)
		]) {
			expect(DRAFT_EN[k], k).toBeTruthy();
		}
		expect(CITED_FACTS.trainBeforeTest.values).toEqual({
			tauDirect: 0.52,
			tauTrainBeforeTest: 0.76,
			benchmarks: 24,
			models: 61
		});
	});
});
