/**
 * Noise units (src/core/noise-units.ts) against numpy on the shipped samples and ImageNetV2
 * (scripts/golden/make_noise_floor_golden.py): a bootstrap run (seed 1, 1,000 draws, the noise
 * floor's first 1,000 resamples) and the drop-one-category variants, per model
 * (mean - reference) / SE and the median of |that|; plus the invariants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changesOfSummary } from '../../../src/core/headline.ts';
import {
	changesOfScores,
	changesOfTable,
	firstBelowFloor,
	medianTau,
	meanScoresOf,
	NOISE_BAND,
	noiseUnits,
	readTau,
	resamplesMovingMore,
	stepNoise,
	tauVerdict,
	variantNoiseUnits,
	type FloorPart
} from '../../../src/core/noise-units.ts';
import type { Recipe } from '../../../src/core/perturbations/catalogue.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { noiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import type { SweepRow } from '../../../src/core/sweep.ts';
import { HAVE_REAL, NO_REAL_MESSAGE } from '../helpers.ts';
import { goldenCaseMatrix, noiseGolden, type GoldenUnits } from './stats/noise-golden.ts';
import { close } from './stats/stats-golden.ts';
import type { RunEngine } from '../../../src/core/run-types.ts';

function table(matrix: ScoreMatrix, recipe: Recipe, draws: number, engine: RunEngine = 'auto') {
	const prepared = prepareRun(matrix, recipe);
	const n = prepared.fixedDraws ?? draws;
	const t = emptyDrawTable(n, matrix.nModels);
	placeChunk(t, runChunk(matrix, prepared, 1, 0, n, engine));
	return { t, reference: prepared.reference };
}

function expectUnits(
	ours: ReturnType<typeof noiseUnits>,
	theirs: GoldenUnits,
	what: string,
	tol = 1e-9
) {
	// the mean over draws is summed in another order than numpy's: equal to ~1e-15, so 1e-9
	ours.shift.forEach((v, m) =>
		expect(close(v, theirs.shift[m], tol), `${what} shift ${m}`).toBe(true)
	);
	ours.shiftInNoiseUnits.forEach((v, m) =>
		expect(close(v, theirs.shiftInNoiseUnits[m], tol * 1e3), `${what} units ${m}`).toBe(true)
	);
	expect(close(ours.typicalShiftInNoiseUnits, theirs.typicalShiftInNoiseUnits, 1e-6), what).toBe(
		true
	);
	expect(close(ours.meanAbsShift, theirs.meanAbsShift, tol), what).toBe(true);
}

async function checkCase(name: string) {
	const c = noiseGolden.cases[name];
	const matrix = await goldenCaseMatrix(name);
	const floor = noiseFloor(matrix, { seed: 1 });
	// a bootstrap run with the floor's seed: its draws are the floor's first resamples
	const boot = table(matrix, { kind: 'bootstrap', strength: 1 }, c.bootstrapRun.draws);
	const summary = summarizeRun(boot.t, boot.reference, matrix.models);
	const u = noiseUnits(changesOfSummary(summary), boot.reference.scores, floor, summary.tau.median);
	expectUnits(u, c.bootstrapRun, `${name} bootstrap`);
	expect(summary.tau.median).toBe(c.bootstrapRun.tauMedian);
	// a bootstrap is sampling noise: its mean shift is a fraction of a standard error
	expect(u.typicalShiftInNoiseUnits).toBeLessThan(0.2);
	if (c.dropCategory) {
		const recipe: Recipe = { kind: 'dropCategory', column: c.dropCategory.column, strength: 1 };
		// 0/1 data: the category kernel is exact; continuous: the plain path sums as numpy does
		const drop = table(matrix, recipe, 0, matrix.valueType === 'binary' ? 'auto' : 'plain');
		const v = noiseUnits(
			changesOfTable(drop.t, drop.reference.scores),
			drop.reference.scores,
			floor,
			medianTau(drop.t.tau)
		);
		expectUnits(v, c.dropCategory, `${name} dropCategory`);
		expect(drop.t.nDraws).toBe(c.dropCategory.variants);
		expect(close(v.tau, c.dropCategory.tauMedian, 1e-12)).toBe(true);
	}
}

describe('noise units: numpy on the shipped samples', () => {
	for (const name of ['irt-leaderboard', 'pass-at-10', 'train-on-test']) {
		it(name, () => checkCase(name), 30_000);
	}
});

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_REAL || !noiseGolden.cases['imagenet-v2'])(
	'noise units on ImageNetV2',
	() => {
		it(
			'a bootstrap and the 1,000 drop-one-class variants',
			() => checkCase('imagenet-v2'),
			120_000
		);
	}
);

/** A floor whose resamples' tau-b with the full set span [q05, q05 + 0.02]. */
const floor = (q05: number, se: number[] = [0.01, 0.02]): FloorPart => ({
	scoreSE: Float64Array.from(se),
	tauFloorVsReference: { q05, median: q05 + 0.01, q95: q05 + 0.02, draws: 10, undefinedDraws: 0 },
	tauVsReferenceSorted: Float64Array.from({ length: 10 }, (_, k) => q05 + (0.02 * k) / 9),
	scoreChange: { q05: 0, median: 0.005, q95: 0.01, draws: 20, undefinedDraws: 0 }
});

/** Two draws of two models, the second model ahead in both. */
const twoDraws = (scores: number[], tau: number[]) => ({
	nDraws: 2,
	nModels: 2,
	scores: Float64Array.from(scores),
	ranks: Int32Array.from([2, 1, 2, 1]),
	tau: Float64Array.from(tau)
});

/** The changes of a run whose mean scores are `means` and every draw is its mean (no spread). */
const still = (means: number[], ref: number[]) => changesOfScores(means, ref);

describe('noise units: definitions and invariants', () => {
	it('drift: (mean - reference) / SE per model; typical = median |units|; mean |shift|', () => {
		const u = noiseUnits(still([0.5, 0.9], [0.52, 0.8]), [0.52, 0.8], floor(0.9), 0.905);
		expect(u.shift[0]).toBeCloseTo(-0.02, 15);
		expect(u.shiftInNoiseUnits[0]).toBeCloseTo(-2, 12);
		expect(u.shiftInNoiseUnits[1]).toBeCloseTo(5, 12);
		expect(u.typicalShiftInNoiseUnits).toBeCloseTo(3.5, 12);
		expect(u.meanAbsShift).toBeCloseTo(0.06, 12);
		expect(u.largestShiftModel).toBe(1);
		expect(u.tauVerdict).toBe('inside');
	});

	it('a typical draw: median over draws of the mean |change|; a random shift that cancels on average does not', () => {
		// two draws, each moving every model by 0.1, one up and one down: the mean over the draws
		// is the reference (no drift), but a typical draw moves the scores 0.1
		const t = twoDraws([0.6, 0.9, 0.4, 0.7], [1, 1]);
		const u = noiseUnits(changesOfTable(t, [0.5, 0.8]), [0.5, 0.8], floor(0.9), 1);
		expect(u.meanAbsShift).toBeCloseTo(0, 15);
		expect(u.typicalShiftInNoiseUnits).toBeCloseTo(0, 12);
		expect(u.typicalDrawChange).toBeCloseTo(0.1, 15);
		expect(u.typicalDrawChangeInNoise).toBeCloseTo(20, 12);
		expect(u.changeInNoiseUnits[0]).toBeCloseTo(10, 12);
		expect(u.changeInNoiseUnits[1]).toBeCloseTo(5, 12);
	});

	it('the reference itself is zero change; without a floor no SE figure or verdict', () => {
		fc.assert(
			fc.property(
				fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
				(ref) => {
					const f = floor(
						0.9,
						ref.map(() => 0.01)
					);
					const u = noiseUnits(still(ref, ref), ref, f, 1);
					expect(u.typicalShiftInNoiseUnits).toBe(0);
					expect(u.meanAbsShift).toBe(0);
					expect(u.typicalDrawChange).toBe(0);
					const bare = noiseUnits(still(ref, ref), ref, null, 1);
					expect(bare.typicalShiftInNoiseUnits).toBeNaN();
					expect(bare.typicalDrawChangeInNoise).toBeNaN();
					expect(bare.tauVerdict).toBeNull();
				}
			)
		);
	});

	it('scales with the shift and inversely with the SE (a property of a ratio)', () => {
		fc.assert(
			fc.property(
				fc.double({ min: -0.5, max: 0.5, noNaN: true }),
				fc.double({ min: 0.001, max: 0.1, noNaN: true }),
				(d, se) => {
					const u = noiseUnits(still([0.5 + d], [0.5]), [0.5], floor(0.9, [se]), 1);
					expect(u.shiftInNoiseUnits[0]).toBeCloseTo((0.5 + d - 0.5) / se, 9);
					expect(u.typicalShiftInNoiseUnits).toBeCloseTo(Math.abs(0.5 + d - 0.5) / se, 9);
					expect(u.changeInNoiseUnits[0]).toBeCloseTo(Math.abs(0.5 + d - 0.5) / se, 9);
				}
			)
		);
	});

	it('below the band under its 5% point, above over its 95% point, inside between; undefined: none', () => {
		const band = { q05: 0.95, q95: 0.97 };
		expect(tauVerdict(0.95, band)).toBe('inside');
		expect(tauVerdict(0.9499999, band)).toBe('below');
		expect(tauVerdict(0.97, band)).toBe('inside');
		expect(tauVerdict(0.9700001, band)).toBe('above');
		expect(tauVerdict(Number.NaN, band)).toBeNull();
		expect(NOISE_BAND).toBe(1.96);
	});

	it('the share of resamples that move the ranking more: those with a lower tau-b', () => {
		const sorted = Float64Array.from([0.8, 0.9, 0.9, 0.95, 1]);
		expect(resamplesMovingMore(0.9, sorted)).toBe(0.2);
		expect(resamplesMovingMore(0.91, sorted)).toBe(0.6);
		expect(resamplesMovingMore(0.5, sorted)).toBe(0);
		expect(resamplesMovingMore(1.1, sorted)).toBe(1);
		expect(resamplesMovingMore(0.9, new Float64Array(0))).toBeNaN();
		fc.assert(
			fc.property(
				fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 50 }),
				fc.double({ min: -1, max: 1, noNaN: true }),
				(values, tau) => {
					const s = Float64Array.from(values).sort();
					expect(resamplesMovingMore(tau, s)).toBe(
						values.filter((v) => v < tau).length / values.length
					);
				}
			)
		);
		expect(readTau(0.5, null)).toEqual({
			tau: 0.5,
			verdict: null,
			resamplesMovingMore: Number.NaN
		});
	});

	it('per variant (its own change), and per sweep step beside the floor', () => {
		const t = twoDraws([0.5, 0.8, 0.6, 0.9], [1, 0.9]);
		const per = variantNoiseUnits(t, [0.5, 0.8], floor(0.95));
		expect(per.map((p) => p.tauVerdict)).toEqual(['above', 'below']);
		expect(per[1].shiftInNoiseUnits[0]).toBeCloseTo(10, 9);
		expect(per[1].typicalDrawChange).toBeCloseTo(0.1, 15);
		expect(per[0].typicalDrawChange).toBe(0);
		expect(meanScoresOf(t)[1]).toBeCloseTo(0.85, 15);
		expect(medianTau([1, Number.NaN, 0.9])).toBeCloseTo(0.95, 15);
		const row = (tau: number, change: number) =>
			({ tau: { median: tau }, scoreChange: { median: change } }) as SweepRow;
		const rows = [row(1, 0), row(0.96, 0.01), row(0.9, 0.05)];
		expect(stepNoise(rows, floor(0.95)).map((s) => s.changeOverNoise)).toEqual([0, 2, 10]);
		expect(stepNoise(rows, floor(0.95)).map((s) => s.tauVerdict)).toEqual([
			'above',
			'inside',
			'below'
		]);
		expect(firstBelowFloor(rows, floor(0.95))).toBe(2);
		expect(firstBelowFloor(rows.slice(0, 2), floor(0.95))).toBe(-1);
	});
});

/** Three models far apart on two categories (x: 10 items, y: 40 items), 0/1 scores. */
function farApart(): ScoreMatrix {
	const cells: number[][] = [];
	const meta: string[] = [];
	for (let i = 0; i < 50; i++) {
		const x = i < 10;
		meta.push(x ? 'x' : 'y');
		// on y: a always right, b on every second item, c never; on x: the reverse
		const k = i % 2;
		cells.push(x ? [0, k, 1] : [1, k, 0]);
	}
	return packMatrix({
		models: ['a', 'b', 'c'],
		itemIds: cells.map((_, i) => `i${i}`),
		meta: { category: meta },
		cells: cells.flat()
	});
}

describe('noise units at the extremes, through a run', () => {
	it('zero strength is the reference: no change, no drift, and a ranking inside its floor', () => {
		const matrix = farApart();
		const f = noiseFloor(matrix, { seed: 3, pairs: 100 });
		// resamples never reorder models this far apart: the floor's band is [1, 1]
		expect([f.tauFloorVsReference.q05, f.tauFloorVsReference.q95]).toEqual([1, 1]);
		const run = table(matrix, { kind: 'bootstrap', strength: 0 }, 50);
		const summary = summarizeRun(run.t, run.reference, matrix.models);
		const u = noiseUnits(changesOfSummary(summary), run.reference.scores, f, summary.tau.median);
		// the kernel's score and the reference's may differ in the last bit
		expect(u.typicalDrawChange).toBeCloseTo(0, 14);
		expect(u.typicalDrawChangeInNoise).toBeCloseTo(0, 12);
		expect(u.meanAbsShift).toBeCloseTo(0, 14);
		expect(u.tauVerdict).toBe('inside');
		expect(u.resamplesMovingMore).toBe(0);
	});

	it('zero strength where resamples do reorder models reads above: it moves the ranking less than a resample', () => {
		const matrix = closeTogether();
		const f = noiseFloor(matrix, { seed: 3, pairs: 200 });
		expect(f.tauFloorVsReference.q95).toBeLessThan(1);
		const run = table(matrix, { kind: 'bootstrap', strength: 0 }, 20);
		const summary = summarizeRun(run.t, run.reference, matrix.models);
		const u = noiseUnits(changesOfSummary(summary), run.reference.scores, f, summary.tau.median);
		expect(u.typicalDrawChange).toBeCloseTo(0, 14);
		expect(summary.tau.median).toBe(1);
		expect(u.tauVerdict).toBe('above');
		expect(u.resamplesMovingMore).toBeGreaterThan(0.95);
	});

	it('a shift that reverses the ranking is below its floor', () => {
		const matrix = farApart();
		const f = noiseFloor(matrix, { seed: 3, pairs: 100 });
		// dropping category y leaves x, on which the models rank in reverse
		const drop = table(matrix, { kind: 'dropCategory', column: 'category', strength: 1 }, 0);
		const per = variantNoiseUnits(drop.t, drop.reference.scores, f);
		const withoutY = per[1];
		expect(withoutY.tau).toBe(-1);
		expect(withoutY.tauVerdict).toBe('below');
		expect(withoutY.resamplesMovingMore).toBe(0);
		expect(withoutY.typicalDrawChangeInNoise).toBeGreaterThan(1);
	});
});

/** Twenty models of about the same accuracy on 100 items: every resample reorders some pair. */
function closeTogether(): ScoreMatrix {
	const M = 20;
	const n = 100;
	let state = 12345;
	const next = () => {
		state = (Math.imul(state, 1103515245) + 12345) >>> 0;
		return state / 2 ** 32;
	};
	const cells = Array.from({ length: n * M }, () => (next() < 0.5 ? 1 : 0));
	return packMatrix({
		models: Array.from({ length: M }, (_, m) => `m${m}`),
		itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
		cells
	});
}
