/**
 * A run of two variants that split the items (issue 30), through the run's view and its results
 * JSON: the "Trained on the test" sample's time split names the five models trained on the public
 * items, which drop beyond noise and beyond the other models after the cut-off; dropping each of
 * two categories is read the same way; a run of three variants has no split.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	type AnalysisSettings
} from '../../../src/core/analysis-settings.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { emptyDrawTable, placeChunk, planOf, runChunk } from '../../../src/core/run.ts';
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { sharedItems } from '../../../src/core/shared-items.ts';
import { noiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { finishRun } from '../../../src/core/run-finish.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { RunResultSchema } from '../../../src/schemas/results.ts';
import { runView } from '../../../src/state/run-view.ts';
import { importText, ROOT } from '../helpers.ts';

function view(matrix: ScoreMatrix, settings: AnalysisSettings) {
	const recipe = resolveRecipe(settings, matrix);
	const prepared = prepareRun(matrix, recipe);
	const n = prepared.fixedDraws ?? settings.draws;
	const table = emptyDrawTable(n, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, settings.seed, 0, n));
	const output = {
		reference: prepared.reference,
		plan: planOf(prepared),
		table,
		...finishRun(planOf(prepared), table, matrix.models, n),
		extras: null,
		workers: 1,
		elapsedMs: 1
	};
	const dataset = {
		id: '0123456789abcdef',
		name: 't',
		items: matrix.nItems,
		models: matrix.nModels,
		valueType: matrix.valueType,
		missingCells: matrix.missingCells,
		sharedItems: sharedItems(matrix)
	};
	const floor = noiseFloor(matrix, { seed: settings.seed, pairs: 200 });
	return runView(
		{ dataset, matrix, settings, recipe, unitScale: true, floor, floorCluster: null },
		output
	);
}

const S = { ...DEFAULT_ANALYSIS_SETTINGS, seed: 1 };

describe('a split, model by model', () => {
	it('the time split of "Trained on the test" names the five models trained on the public items', async () => {
		const file = join(ROOT, 'samples', 'train-on-test.csv');
		const matrix = await importText(readFileSync(file, 'utf8'), 'train-on-test.csv');
		const v = view(matrix, { ...S, kind: 'timeSplit' });
		if (v.drawType !== 'variants') throw new Error('not variants');
		const trained = ['glacier-13b', 'delta-mini', 'borealis-13b', 'orbit-7b', 'prism-pro'];
		expect(v.split!.dropped.map((m) => matrix.models[m])).toEqual(trained);
		expect(v.split!.rose).toEqual([]);
		const text = headlineText(v.headline, 'en');
		expect(text).toMatch(
			/^Across the 2 variants, the typical variant moved the scores by 2\.9 points/
		);
		expect(text).toContain(
			'From the items before 2024-09-26 to those from it on, glacier-13b (−19.9 points'
		);
		expect(text).toContain('the other 11 models moved');
		expect(text).not.toMatch(/2\.9–2\.9|within it/);
		expect(headlineText(v.headline, 'zh-CN')).toContain('的下降超出了抽样噪声');
		const json = RunResultSchema.parse(JSON.parse(JSON.stringify(v.result!())));
		if (json.schema !== 'perturbation-sandbox/run@5') throw new Error('not run@5');
		expect(json.noiseUnits?.split?.dropped).toEqual(trained);
		expect(json.noiseUnits?.split?.items).toEqual([598, 602]);
		const glacier = json.noiseUnits!.split!.models.find((m) => m.model === 'glacier-13b')!;
		expect(glacier.change!).toBeCloseTo(-0.199, 3);
		expect(glacier.beyondNoise && glacier.beyondOthers).toBe(true);
	});

	it('dropping each of two categories splits the items too; three variants do not', () => {
		const cells: number[] = [];
		const category: string[] = [];
		for (let i = 0; i < 80; i++) {
			const x = i < 40;
			category.push(x ? 'x' : 'y');
			// model c is much worse on y than on x; a and b the same on both
			cells.push(i % 2, (i + 1) % 2, x ? 1 : i % 8 === 0 ? 1 : 0);
		}
		const matrix = packMatrix({
			models: ['a', 'b', 'c'],
			itemIds: category.map((_, i) => `q${i}`),
			meta: { category },
			cells
		});
		const v = view(matrix, { ...S, kind: 'dropCategory', column: 'category' });
		if (v.drawType !== 'variants') throw new Error('not variants');
		// without x the variant holds y's items, then x's: c rises from y to x
		expect(v.split!.items).toEqual([40, 40]);
		expect(v.split!.rose.map((m) => matrix.models[m])).toEqual(['c']);
		expect(headlineText(v.headline, 'en')).toContain('From the first variant to the second');
		const three = packMatrix({
			models: ['a', 'b', 'c'],
			itemIds: category.map((_, i) => `q${i}`),
			meta: { category: category.map((c, i) => (i % 3 === 0 ? 'z' : c)) },
			cells
		});
		const v3 = view(three, { ...S, kind: 'dropCategory', column: 'category' });
		if (v3.drawType !== 'variants') throw new Error('not variants');
		expect(v3.split).toBeNull();
	});
});
