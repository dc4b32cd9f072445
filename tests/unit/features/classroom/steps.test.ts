import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStep } from '../../../../src/features/classroom/core/compute-step.ts';
import {
	DEFAULT_CONTROLS,
	MAX_LEVEL,
	MAX_SPACING,
	READING_ORDERS,
	STUDY_KINDS,
	type ClassroomControls
} from '../../../../src/features/classroom/core/controls.ts';
import { figureValue } from '../../../../src/features/classroom/core/figures.ts';
import { MODELS } from '../../../../src/features/classroom/core/scenario.ts';
import { CITED_FACTS, QUOTES } from '../../../../src/features/classroom/core/sources.ts';
import { CHECKLIST } from '../../../../src/features/classroom/core/step-your-turn.ts';

/** The figure names of each step: part of the screens' and the end-to-end tests' API. */
const NAMES: Record<number, string[]> = {
	1: ['items', 'models', 'leaderScore', 'lastScore', 'tauTrueAbility', 'leaderIsTrueBest'],
	2: [
		'itemsSmall',
		'halfWidthSmall',
		'meanChangeSmall',
		'tauNewSmall',
		'tauFreshLowSmall',
		'tauFreshMedianSmall',
		'tauFreshHighSmall',
		'insideFreshSmall',
		'tauFloorLowSmall',
		'tauFloorMedianSmall',
		'tauFloorHighSmall',
		'insideFloorSmall',
		'leaderKeptSmall',
		'itemsLarge',
		'halfWidthLarge',
		'meanChangeLarge',
		'tauNewLarge',
		'tauFreshLowLarge',
		'tauFreshMedianLarge',
		'tauFreshHighLarge',
		'insideFreshLarge',
		'tauFloorLowLarge',
		'tauFloorMedianLarge',
		'tauFloorHighLarge',
		'insideFloorLarge',
		'leaderKeptLarge',
		'noiseShrink',
		'sqrtSizeRatio'
	],
	3: [
		'items',
		'shift',
		'spacing',
		'meanDrop',
		'smallestDrop',
		'largestDrop',
		'modelsDropped',
		'noise',
		'typicalDropInNoiseUnits',
		'smallestDropInNoiseUnits',
		'fitSlope',
		'fitIntercept',
		'fitR',
		'tauHarderTestSet',
		'tauFreshLow',
		'tauFreshMedian',
		'tauFreshHigh',
		'insideFresh',
		'tauFloorLow',
		'tauFloorMedian',
		'tauFloorHigh',
		'insideFloor',
		'leaderKept'
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
		'leaderStudied',
		'laterItems',
		'laterGapStudied',
		'laterGapOthers',
		'laterUnitsStudied',
		'laterUnitsOthers',
		'tauLaterItems'
	],
	5: [
		'altitude',
		'meanInflation',
		'models',
		'modelsRaised',
		'tauTrueAbility',
		'tauTrueAbilityStep4',
		'tauTrueAbilityStep1',
		'leaderIsTrueBest',
		'edgeKept'
	],
	6: [
		'plantedWrongKeys',
		'plantedImpossible',
		'failingItems',
		'brokenFailing',
		'tracesRead',
		'brokenRead',
		'wrongKeysRead',
		'impossibleRead',
		'firstTraceBroken',
		'flaggedItems',
		'flaggedBroken',
		'droppedItems',
		'meanScoreRise',
		'tauBeforeAfter',
		'swappedPairs',
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
	spacing: fc.double({ min: 0, max: MAX_SPACING, noNaN: true }),
	studied: fc.uniqueArray(fc.integer({ min: 1, max: MODELS }), { maxLength: MODELS }),
	study: fc.double({ min: 0, max: MAX_LEVEL, noNaN: true }),
	studyKind: fc.constantFrom(...STUDY_KINDS),
	altitude: fc.double({ min: 0, max: MAX_LEVEL, noNaN: true }),
	wrongKeys: fc.integer({ min: 0, max: 50 }),
	impossible: fc.integer({ min: 0, max: 50 }),
	read: fc.integer({ min: 0, max: 60 }),
	order: fc.constantFrom(...READING_ORDERS)
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

	it('step 6 drops exactly the broken items among the traces read; reading none drops none', () => {
		const c = { ...DEFAULT_CONTROLS, step: 6 };
		const none = computeStep({ ...c, read: 0 });
		const some = computeStep(c);
		const all = computeStep({ ...c, read: 200 });
		if (none.step !== 6 || some.step !== 6 || all.step !== 6) throw new Error('step 6');
		expect(figureValue(none.figures, 'droppedItems')).toBe(0);
		expect(figureValue(none.figures, 'meanScoreRise')).toBe(0);
		expect(figureValue(none.figures, 'swappedPairs')).toBe(0);
		expect(figureValue(none.figures, 'tauBeforeAfter')).toBeCloseTo(1, 12);
		expect(none.rows.every((r) => r.before === r.after)).toBe(true);
		// Reading order does not depend on how many are read.
		expect(some.traces.map((r) => r.row)).toEqual(none.traces.map((r) => r.row));
		for (const step of [some, all]) {
			const dropped = step.traces.filter((r) => r.dropped);
			expect(dropped.every((r) => r.read && r.planted !== null)).toBe(true);
			expect(figureValue(step.figures, 'droppedItems')).toBe(dropped.length);
			expect(figureValue(step.figures, 'brokenRead')).toBe(dropped.length);
		}
		expect(figureValue(some.figures, 'tracesRead')).toBe(c.read);
		// Reading every failing trace finds every broken item the leader fails.
		expect(figureValue(all.figures, 'tracesRead')).toBe(all.traces.length);
		expect(all.traces.filter((r) => r.planted).every((r) => r.dropped)).toBe(true);
		// The traces are the leader's failures, most-failed first.
		for (let k = 1; k < all.traces.length; k++) {
			expect(all.traces[k].solvedBy).toBeGreaterThanOrEqual(all.traces[k - 1].solvedBy);
		}
	});

	it('a trace grades every answer against its key: a wrong key fails the right answer, a harness failure leaves no answer', () => {
		const step = computeStep({ ...DEFAULT_CONTROLS, step: 6, read: 200 });
		if (step.step !== 6) throw new Error('step 6');
		for (const trace of step.traces) {
			const right = Array.from(trace.answers).filter((a) => a === trace.key).length;
			expect(right, trace.itemId).toBe(trace.solvedBy);
			if (trace.planted === 'wrongKey') expect(trace.key).not.toBe(trace.rightAnswer);
			else expect(trace.key).toBe(trace.rightAnswer);
			if (trace.planted === 'impossible')
				expect(Array.from(trace.answers).every((a) => a === -1)).toBe(true);
			else expect(Array.from(trace.answers).every((a) => a >= 0 && a < 4)).toBe(true);
		}
	});

	it('no broken items: nothing planted; shift 0: the harder source is the usual one', () => {
		const none = computeStep({ ...DEFAULT_CONTROLS, step: 6, wrongKeys: 0, impossible: 0 });
		expect(none.step === 6 && none.traces.every((r) => r.planted === null)).toBe(true);
		expect(figureValue(none.figures, 'brokenRead')).toBe(0);
		const flat = computeStep({ ...DEFAULT_CONTROLS, step: 3, shift: 0 });
		// Another test set from the same source: the drop is sampling noise (within 3 SE each).
		expect(Math.abs(figureValue(flat.figures, 'meanDrop')!)).toBeLessThan(1);
		expect(Math.abs(figureValue(flat.figures, 'smallestDropInNoiseUnits')!)).toBeLessThan(3);
	});
});

describe('what the story quotes and cites', () => {
	// The quotes against ../shared/seeds: sources.test.ts.

	it('keys are unique, and the cited values are the papers’', () => {
		const keys = [
			...Object.values(QUOTES).map((q) => q.key),
			...Object.values(CITED_FACTS).map((f) => f.key),
			...CHECKLIST.map((c) => c.key)
		];
		expect(new Set(keys).size).toBe(keys.length);
		expect(CITED_FACTS.trainBeforeTest.values).toEqual({
			tauDirect: 0.52,
			tauTrainBeforeTest: 0.76,
			benchmarks: 24,
			models: 61
		});
	});
});
