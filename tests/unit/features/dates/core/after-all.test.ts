import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { afterAllRanking, subsetFloor } from '../../../../../src/features/dates/core/after-all.ts';
import { datedSample, golden, HAVE_LCB, liveCodeBench } from '../dates-fixtures.ts';

describe('afterAllRanking: the ranking on the items after every model date', () => {
	it('the generated sample: late items, both rankings and tau-b equal numpy/scipy', async () => {
		const { matrix, itemTime, dates } = await datedSample();
		const r = afterAllRanking(matrix, itemTime, dates, { seed: 1, draws: 200 });
		const g = golden.sample.afterAll;
		expect(r.cutoff).toBe('2024-10-20');
		expect(r.items).toBe(g.items);
		expect(r.models.map((m) => matrix.models[m])).toEqual(g.models);
		g.full.forEach((v, j) => expect(r.full[j]).toBeCloseTo(v, 12));
		g.after.forEach((v, j) => expect(r.after[j]).toBeCloseTo(v, 12));
		expect(r.tau).toBeCloseTo(g.tau, 12);
		expect(r.floor!.draws).toBe(200);
		expect(r.floor!.q05).toBeLessThanOrEqual(r.floor!.median);
		expect(r.verdict).toBe(r.tau < r.floor!.q05 ? 'below' : 'inside');
	});

	it('the floor is the same for the same seed, and a subset of every item gives tau-b 1', async () => {
		const { matrix } = await datedSample();
		const late = new Float64Array(matrix.nItems).fill(Date.UTC(2030, 0, 1));
		const dates = ['2020', '2020', '2020', '2020', null, null, null, null];
		const r = afterAllRanking(matrix, late, dates, { seed: 3, draws: 5 });
		expect(r.items).toBe(matrix.nItems);
		expect(r.tau).toBe(1);
		expect(r.floor!.median).toBe(1);
		const floor = () => subsetFloor(matrix, r.models, r.full, 50, { seed: 9, draws: 30 });
		expect(floor()).toEqual(floor());
		expect(floor().q05).toBeLessThan(1);
	});

	it('no dated model, or no item after the latest date: no tau-b, no verdict', () => {
		const matrix = packMatrix({ models: ['a', 'b'], itemIds: ['x', 'y'], cells: [1, 0, 0, 1] });
		const times = Float64Array.from([Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1)]);
		const none = afterAllRanking(matrix, times, [null, null], { seed: 1, draws: 10 });
		expect([none.cutoff, none.items, none.verdict]).toEqual([null, 0, null]);
		const late = afterAllRanking(matrix, times, ['2025-01', '2023-01'], { seed: 1, draws: 10 });
		expect([late.cutoff, late.items, late.floor, late.verdict]).toEqual(['2025-01', 0, null, null]);
		expect(late.tau).toBeNaN();
	});
});

describe.skipIf(!HAVE_LCB)('afterAllRanking on the real LiveCodeBench JSON', () => {
	it('238 problems from 2023-08-30 on; tau-b with the full ranking equals scipy', async () => {
		const { matrix, itemTime, dates } = await liveCodeBench();
		const r = afterAllRanking(matrix, itemTime, dates, { seed: 1, draws: 200 });
		const g = golden.livecodebench!.afterAll;
		expect(r.cutoff).toBe('2023-08-30');
		expect(r.items).toBe(238);
		expect(r.tau).toBeCloseTo(g.tau, 12);
		expect(r.verdict).toBe('below');
	});
});
