/**
 * Noise units (src/core/noise-units.ts) against numpy on the shipped samples and ImageNetV2
 * (scripts/golden/make_noise_floor_golden.py): a bootstrap run (seed 1, 1,000 draws, the noise
 * floor's first 1,000 resamples) and the drop-one-category variants, per model
 * (mean - reference) / SE and the median of |that|; plus the invariants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	firstBelowFloor,
	medianTau,
	meanScoresOf,
	NOISE_BAND,
	noiseUnits,
	stepNoise,
	tauVerdict,
	variantNoiseUnits
} from '../../../src/core/noise-units.ts';
import type { Recipe } from '../../../src/core/perturbations/catalogue.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import type { ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { noiseFloor, type NoiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import type { SweepRow } from '../../../src/core/sweep.ts';
import { meansOfSummary } from '../../../src/schemas/noise-json.ts';
import { HAVE_REAL, NO_REAL_MESSAGE } from '../helpers.ts';
import { goldenCaseMatrix, noiseGolden, type GoldenUnits } from '../stats/noise-golden.ts';
import { close } from '../stats/stats-golden.ts';
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
	const u = noiseUnits(meansOfSummary(summary), boot.reference.scores, floor, summary.tau.median);
	expectUnits(u, c.bootstrapRun, `${name} bootstrap`);
	expect(summary.tau.median).toBe(c.bootstrapRun.tauMedian);
	// a bootstrap is sampling noise: its mean shift is a fraction of a standard error
	expect(u.typicalShiftInNoiseUnits).toBeLessThan(0.2);
	if (c.dropCategory) {
		const recipe: Recipe = { kind: 'dropCategory', column: c.dropCategory.column, strength: 1 };
		// 0/1 data: the category kernel is exact; continuous: the plain path sums as numpy does
		const drop = table(matrix, recipe, 0, matrix.valueType === 'binary' ? 'auto' : 'plain');
		const v = noiseUnits(meanScoresOf(drop.t), drop.reference.scores, floor, medianTau(drop.t.tau));
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

const floor = (q05: number, se: number[] = [0.01, 0.02]): NoiseFloor =>
	({
		scoreSE: Float64Array.from(se),
		tauFloor: { q05, median: q05 + 0.01, q95: q05 + 0.02, draws: 10, undefinedDraws: 0 },
		scoreChange: { q05: 0, median: 0.005, q95: 0.01, draws: 20, undefinedDraws: 0 }
	}) as NoiseFloor;

describe('noise units: definitions and invariants', () => {
	it('(mean - reference) / SE per model; typical = median |units|; mean |shift|', () => {
		const u = noiseUnits([0.5, 0.9], [0.52, 0.8], floor(0.9), 0.95);
		expect(u.shift[0]).toBeCloseTo(-0.02, 15);
		expect(u.shiftInNoiseUnits[0]).toBeCloseTo(-2, 12);
		expect(u.shiftInNoiseUnits[1]).toBeCloseTo(5, 12);
		expect(u.typicalShiftInNoiseUnits).toBeCloseTo(3.5, 12);
		expect(u.meanAbsShift).toBeCloseTo(0.06, 12);
		expect(u.largestShiftModel).toBe(1);
		expect(u.tauVerdict).toBe('inside');
	});

	it('the reference itself is zero shift; without a floor no SE figure or verdict', () => {
		fc.assert(
			fc.property(
				fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
				(ref) => {
					const f = floor(
						0.9,
						ref.map(() => 0.01)
					);
					const u = noiseUnits(ref, ref, f, 1);
					expect(u.typicalShiftInNoiseUnits).toBe(0);
					expect(u.meanAbsShift).toBe(0);
					const bare = noiseUnits(ref, ref, null, 1);
					expect(bare.typicalShiftInNoiseUnits).toBeNaN();
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
					const u = noiseUnits([0.5 + d], [0.5], floor(0.9, [se]), 1);
					expect(u.shiftInNoiseUnits[0]).toBeCloseTo((0.5 + d - 0.5) / se, 9);
					expect(u.typicalShiftInNoiseUnits).toBeCloseTo(Math.abs(0.5 + d - 0.5) / se, 9);
				}
			)
		);
	});

	it('inside the floor at or above its 5% quantile, below otherwise; undefined tau-b: none', () => {
		const f = floor(0.95);
		expect(tauVerdict(0.95, f)).toBe('inside');
		expect(tauVerdict(0.9499999, f)).toBe('below');
		expect(tauVerdict(1, f)).toBe('inside');
		expect(tauVerdict(Number.NaN, f)).toBeNull();
		expect(NOISE_BAND).toBe(1.96);
	});

	it('per variant, and per sweep step beside the floor', () => {
		const t = {
			nDraws: 2,
			nModels: 2,
			scores: Float64Array.from([0.5, 0.8, 0.6, 0.9]),
			ranks: Int32Array.from([2, 1, 2, 1]),
			tau: Float64Array.from([1, 0.9])
		};
		const per = variantNoiseUnits(t, [0.5, 0.8], floor(0.95));
		expect(per.map((p) => p.tauVerdict)).toEqual(['inside', 'below']);
		expect(per[1].shiftInNoiseUnits[0]).toBeCloseTo(10, 9);
		expect(meanScoresOf(t)[1]).toBeCloseTo(0.85, 15);
		expect(medianTau([1, Number.NaN, 0.9])).toBeCloseTo(0.95, 15);
		const row = (tau: number, change: number) =>
			({ tau: { median: tau }, scoreChange: { median: change } }) as SweepRow;
		const rows = [row(1, 0), row(0.96, 0.01), row(0.9, 0.05)];
		expect(stepNoise(rows, floor(0.95)).map((s) => s.changeOverNoise)).toEqual([0, 2, 10]);
		expect(firstBelowFloor(rows, floor(0.95))).toBe(2);
		expect(firstBelowFloor(rows.slice(0, 2), floor(0.95))).toBe(-1);
	});
});
