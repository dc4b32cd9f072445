import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import {
	AUTO_RUN_SECONDS,
	COSTS,
	estimateRunSeconds,
	runWork
} from '../../../src/core/estimate.ts';
import { PERTURBATION_KINDS } from '../../../src/core/perturbations/catalogue.ts';
import { SEARCH_LIMIT_SECONDS } from '../../../src/core/search.ts';
import { goldenMatrix } from '../helpers.ts';

const matrix = goldenMatrix('small-binary.csv');

describe('run-time estimate', () => {
	it('covers every kind, and grows with draws, items and models', () => {
		for (const kind of PERTURBATION_KINDS) {
			expect(COSTS.binary[kind] ?? COSTS.continuous[kind], kind).toBeTruthy();
		}
		const work = {
			kind: 'bootstrap' as const,
			valueType: 'binary' as const,
			nItems: 1000,
			nModels: 20,
			nCategories: 0,
			draws: 1000,
			runs: 1,
			workers: 2
		};
		const base = estimateRunSeconds(work);
		expect(estimateRunSeconds({ ...work, draws: 100_000 })).toBeGreaterThan(base);
		expect(estimateRunSeconds({ ...work, kind: 'modelSet', nModels: 1000 })).toBeGreaterThan(
			estimateRunSeconds({ ...work, kind: 'modelSet' })
		);
	});

	it('the first-visit run is short; a slow model-set change is not', () => {
		const short = runWork(DEFAULT_ANALYSIS_SETTINGS, matrix, 2);
		expect(estimateRunSeconds(short)).toBeLessThan(AUTO_RUN_SECONDS);
		const slow = runWork(
			{ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'modelSet', draws: 100_000 },
			matrix,
			2
		);
		expect(estimateRunSeconds(slow)).toBeGreaterThan(AUTO_RUN_SECONDS);
	});

	it('counts the draws a recipe fixes, a sweep’s steps, and a search’s time limit', () => {
		const s = { ...DEFAULT_ANALYSIS_SETTINGS, draws: 50 };
		expect(runWork({ ...s, kind: 'dropCategory' }, matrix, 2).draws).toBe(
			new Set(matrix.meta.category).size
		);
		expect(runWork({ ...s, kind: 'labelNoise', sweep: true }, matrix, 2)).toMatchObject({
			draws: 400,
			runs: 8
		});
		const search = runWork({ ...s, kind: 'worstCase' }, matrix, 8);
		expect(search.workers).toBe(1);
		expect(estimateRunSeconds({ ...search, nCategories: 1e6 })).toBeLessThanOrEqual(
			SEARCH_LIMIT_SECONDS
		);
	});
});
