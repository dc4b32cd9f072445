import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import {
	gapVerdict,
	releasedSplit,
	type ModelGap
} from '../../../../../src/features/dates/core/released-split.ts';
import { NO_REAL_MESSAGE } from '../../../helpers.ts';
import { datedSample, golden, HAVE_LCB, liveCodeBench, type GoldenGap } from '../dates-fixtures.ts';

/** A golden number (null = NaN here) to 1e-9. */
function near(actual: number, expected: number | null | undefined) {
	if (expected === null || expected === undefined) expect(actual).toBeNaN();
	else expect(Math.abs(actual - expected)).toBeLessThan(1e-9);
}

function expectGolden(gap: ModelGap, g: GoldenGap) {
	expect(gap.date).toBe(g.date);
	expect([gap.before.n, gap.after.n, gap.others]).toEqual([g.before.n, g.after.n, g.others]);
	near(gap.before.score, g.before.score);
	near(gap.after.score, g.after.score);
	near(gap.gap, g.gap);
	near(gap.gapSE, g.gapSE);
	near(gap.othersGap, g.othersGap);
	near(gap.excessGap, g.excessGap);
	near(gap.excessSE, g.excessSE);
}

describe('releasedSplit: gaps and excess gaps, pinned to numpy', () => {
	it('the generated sample (0/1, missing cells, undated items): every dated model', async () => {
		const { matrix, itemTime, dates } = await datedSample();
		const split = releasedSplit(matrix, itemTime, dates);
		expect(split.datedItems).toBe(238);
		expect(split.undatedModels.map((m) => matrix.models[m])).toEqual(['model-e']);
		expect(split.models.map((g) => g.model).sort()).toEqual(Object.keys(golden.sample.gaps).sort());
		for (const gap of split.models) expectGolden(gap, golden.sample.gaps[gap.model]);
	});

	it('finds the planted contamination (model-d trained on the items before its date) and nothing else', async () => {
		const { matrix, itemTime, dates } = await datedSample();
		const verdicts = Object.fromEntries(
			releasedSplit(matrix, itemTime, dates).models.map((g) => [g.model, g.verdict])
		);
		expect(verdicts).toEqual({
			'model-a': 'inside',
			'model-b': 'inside',
			'model-c': 'inside',
			'model-d': 'drop',
			'model-f': null,
			'model-g': 'inside',
			'model-h': 'inside'
		});
	});

	it('a model dated before every item has no before side, no gap and no verdict', async () => {
		const { matrix, itemTime, dates } = await datedSample();
		const f = releasedSplit(matrix, itemTime, dates).models.find((g) => g.model === 'model-f')!;
		expect([f.before.n, f.after.n]).toEqual([0, 228]);
		expect(f.gap).toBeNaN();
		expect(f.excessSE).toBeNaN();
		expect(f.verdict).toBeNull();
	});

	it('a drift of difficulty over time moves every gap and cancels in the excess gap', () => {
		const n = 60;
		const M = 4;
		const base = Array.from({ length: n * M }, (_, k) => ((k * 7919) % 101) / 100);
		const itemTime = Float64Array.from({ length: n }, (_, i) => Date.UTC(2024, 0, 1 + 3 * i));
		const drift = (i: number) => -0.002 * i;
		const shifted = base.map((v, k) => v + drift(Math.floor(k / M)));
		const parts = { models: ['a', 'b', 'c', 'd'], itemIds: [...Array(n).keys()].map(String) };
		const dates = ['2024-03-01', '2024-05-01', null, '2024-02-10'];
		const plain = releasedSplit(packMatrix({ ...parts, cells: base }), itemTime, dates).models;
		const moved = releasedSplit(packMatrix({ ...parts, cells: shifted }), itemTime, dates).models;
		for (let k = 0; k < plain.length; k++) {
			expect(moved[k].gap - plain[k].gap).toBeGreaterThan(0.01);
			expect(moved[k].excessGap).toBeCloseTo(plain[k].excessGap, 12);
			expect(moved[k].excessSE).toBeCloseTo(plain[k].excessSE, 12);
		}
	});

	it('without missing cells the SE is the two-sample SE of the per-item contrast (brute force)', () => {
		const n = 40;
		const M = 3;
		const cells = Array.from({ length: n * M }, (_, k) => ((k * 31) % 17) / 16);
		const itemTime = Float64Array.from({ length: n }, (_, i) => Date.UTC(2024, 0, 1 + i));
		const matrix = packMatrix({
			models: ['a', 'b', 'c'],
			itemIds: [...Array(n).keys()].map(String),
			cells
		});
		const g = releasedSplit(matrix, itemTime, ['2024-01-15', null, null]).models[0];
		const d = Array.from(
			{ length: n },
			(_, i) => cells[i * M] - (cells[i * M + 1] + cells[i * M + 2]) / 2
		);
		const before = d.slice(0, 14);
		const after = d.slice(14);
		const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
		const var1 = (x: number[]) => x.reduce((s, v) => s + (v - mean(x)) ** 2, 0) / (x.length - 1);
		expect(g.before.n).toBe(14);
		expect(g.excessGap).toBeCloseTo(mean(before) - mean(after), 12);
		expect(g.excessSE).toBeCloseTo(Math.sqrt(var1(before) / 14 + var1(after) / 26), 12);
		expect(g.z).toBeCloseTo(g.excessGap / g.excessSE, 12);
	});

	it('verdicts in noise units: beyond 1.96 either way, undefined without a z', () => {
		expect([gapVerdict(2), gapVerdict(-2), gapVerdict(1.9), gapVerdict(Number.NaN)]).toEqual([
			'drop',
			'rise',
			'inside',
			null
		]);
	});
});

if (!HAVE_LCB) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_LCB)('releasedSplit on the real LiveCodeBench leaderboard JSON', () => {
	it('every model equals numpy; DeepSeek-Coder-33B drops 17 points beyond the others (6 SE)', async () => {
		const { matrix, itemTime, dates } = await liveCodeBench();
		const split = releasedSplit(matrix, itemTime, dates);
		expect(split.models).toHaveLength(45);
		for (const gap of split.models) expectGolden(gap, golden.livecodebench!.gaps[gap.model]);
		const ds = split.models.find((g) => g.model === 'DSCoder-33b-Ins')!;
		expect(ds.excessGap).toBeCloseTo(0.1706, 4);
		expect(ds.z).toBeGreaterThan(6);
		expect(ds.verdict).toBe('drop');
		// Models dated before the first problem (2023-05-08) have nothing before them.
		expect(split.models.filter((g) => g.verdict !== null)).toHaveLength(13);
	});
});
