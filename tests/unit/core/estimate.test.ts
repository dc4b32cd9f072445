import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import {
	AUTO_RUN_SECONDS,
	COSTS,
	estimateRunSeconds,
	floorSeconds,
	runWork,
	type RunWork
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

	it('the first-visit run is short, its noise floor too; a model-set change of 1,000 models is not', () => {
		const short = runWork(DEFAULT_ANALYSIS_SETTINGS, matrix, 2);
		const first = estimateRunSeconds(short) + floorSeconds(matrix.nItems, matrix.nModels);
		expect(first).toBeLessThan(AUTO_RUN_SECONDS);
		const slow = {
			...short,
			kind: 'modelSet' as const,
			nItems: 10_000,
			nModels: 1000
		};
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
		// stopped at its time limit, with its result shown
		expect(estimateRunSeconds({ ...search, nCategories: 1e6 })).toBeLessThanOrEqual(
			SEARCH_LIMIT_SECONDS + 1
		);
	});
});

/**
 * Whole runs timed in the app (bench/estimate.ts: the built app in Chromium, two workers; its
 * module comment says what was measured and how), every kind on datasets of several shapes.
 */
const timed = JSON.parse(
	readFileSync(
		join(import.meta.dirname, '..', '..', '..', 'bench', 'results.estimate.json'),
		'utf8'
	)
) as {
	records: {
		shape: string;
		case: string;
		floor: boolean;
		nItems: number;
		nModels: number;
		work: RunWork;
		seconds: number;
	}[];
};

describe('the estimate against runs timed in the app', () => {
	it('every kind was timed', () => {
		const kinds = new Set(timed.records.map((r) => r.work.kind));
		for (const kind of PERTURBATION_KINDS) expect(kinds.has(kind), kind).toBe(true);
	});

	it('is within a factor of 2 of every timed run (the noise floor too)', () => {
		const off: string[] = [];
		for (const r of timed.records) {
			const estimate =
				estimateRunSeconds(r.work) + (r.floor ? floorSeconds(r.nItems, r.nModels) : 0);
			const ratio = estimate / r.seconds;
			if (!(ratio >= 0.5 && ratio <= 2)) {
				off.push(
					`${r.shape} ${r.floor ? 'floor' : r.case}: ${estimate.toFixed(2)} s for ${r.seconds} s`
				);
			}
		}
		expect(off).toEqual([]);
	});
});
