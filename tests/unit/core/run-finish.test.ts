import { describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	type AnalysisSettings
} from '../../../src/core/analysis-settings.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { finishRun } from '../../../src/core/run-finish.ts';
import { emptyDrawTable, placeChunk, planOf, runChunk } from '../../../src/core/run.ts';
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { sizeSweepRows, strengthStepRow } from '../../../src/core/sweep.ts';
import { summarizeVariants } from '../../../src/core/variants.ts';

const matrix: ScoreMatrix = packMatrix({
	itemIds: Array.from({ length: 40 }, (_, i) => `i${i}`),
	models: ['a', 'b', 'c', 'd'],
	meta: { topic: Array.from({ length: 40 }, (_, i) => ['x', 'y', 'z'][i % 3]) },
	cells: Array.from({ length: 160 }, (_, k) => {
		const i = Math.floor(k / 4);
		const m = k % 4;
		return (i * 7 + m * 5 + (i % 3 === m ? 3 : 0)) % 9 < 5 - m ? 1 : 0;
	})
});
const continuous: ScoreMatrix = packMatrix({
	itemIds: Array.from({ length: 30 }, (_, i) => `i${i}`),
	models: ['a', 'b', 'c'],
	cells: Array.from({ length: 90 }, (_, k) => ((Math.floor(k / 3) * 13 + (k % 3) * 29) % 17) / 16)
});

function drawn(m: ScoreMatrix, settings: AnalysisSettings) {
	const prepared = prepareRun(m, resolveRecipe(settings, m));
	const n = prepared.fixedDraws ?? settings.draws;
	const table = emptyDrawTable(n, m.nModels, prepared.recipe.kind === 'sizeSweep');
	placeChunk(table, runChunk(m, prepared, settings.seed, 0, n));
	return { plan: planOf(prepared), table, n };
}

const S = { ...DEFAULT_ANALYSIS_SETTINGS, seed: 3, draws: 40 };

describe('finishRun: what the run says, made where its draws end up', () => {
	it('a sample: its summary only', () => {
		const { plan, table, n } = drawn(matrix, S);
		const f = finishRun(plan, table, matrix.models, n);
		expect(f.summary).toEqual(summarizeRun(table, plan.reference, matrix.models, n));
		expect([f.variants, f.sweepRows, f.stepRow]).toEqual([null, null, null]);
	});

	it('variants: the variants summary the page made before, names by number', () => {
		const { plan, table, n } = drawn(matrix, { ...S, kind: 'dropCategory', column: 'topic' });
		const f = finishRun(plan, table, matrix.models, n);
		expect(f.variants).toEqual(summarizeVariants(table, plan.reference, matrix.models, []));
		expect(f.variants?.changeBasis).toBe('reference');
		expect(f.variants?.variants.map((v) => v.name)).toEqual([
			'variant 1',
			'variant 2',
			'variant 3'
		]);
	});

	it('thresholds compare their pass shares across the variants (their module says so)', () => {
		const settings = { ...S, kind: 'threshold' as const, thresholds: [0.3, 0.6] };
		const { plan, table, n } = drawn(continuous, settings);
		const f = finishRun(plan, table, continuous.models, n);
		expect(f.variants).toEqual(
			summarizeVariants(table, plan.reference, continuous.models, [], 'acrossVariants')
		);
	});

	it('a size sweep: its rows, as from the recipe sizes', () => {
		const { plan, table, n } = drawn(matrix, { ...S, kind: 'sizeSweep', draws: 5 });
		const recipe = plan.recipe;
		if (recipe.kind !== 'sizeSweep') throw new Error('a size sweep');
		const f = finishRun(plan, table, matrix.models, n);
		expect(f.sweepRows).toEqual(
			sizeSweepRows(table, plan.reference, recipe.sizes, recipe.drawsPerSize)
		);
		expect(f.variants).toBeNull();
	});

	it("a strength sweep's step: its row", () => {
		const { plan, table, n } = drawn(matrix, S);
		const f = finishRun(plan, table, matrix.models, n, 0.4);
		expect(f.stepRow).toEqual(strengthStepRow(table, plan.reference, 0.4));
	});
});
