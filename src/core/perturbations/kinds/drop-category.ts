/** Drop one category: one variant per category, its weight lowered by the strength (1: gone). */
import { categoryChunk } from '../../kernels/fast-chunk.ts';
import { ANY_VALUE_TYPE, CATEGORY_FIELD, shareStrength } from '../catalogue-fields.ts';
import { dropCategoryWeights } from '../category-weights.ts';
import { defineKind, type KindRun } from '../kind-module.ts';
import type { DropCategoryRecipe } from '../recipe.ts';

function weights(run: KindRun<DropCategoryRecipe>, _seed: number, d: number, out: Float64Array) {
	return dropCategoryWeights(run.data.groups!.names.length, run.recipe.strength, d, out);
}

export const dropCategory = defineKind<DropCategoryRecipe>({
	kind: 'dropCategory',
	source: {
		href: 'https://mlbenchmarks.org',
		text: 'Hardt, The Emerging Science of Machine Learning Benchmarks'
	},
	entry: {
		imitates: 'shift',
		drawType: 'variants',
		output: 'categoryWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: 'category',
		// Each step would itself be a set of variants: no strength sweep.
		fields: [CATEGORY_FIELD, shareStrength('strength', 'categoryRemoved', 1, 0, null)],
		draws: 'fixed'
	},
	prepare: (_matrix, r, { groups }) => ({
		variants: groups!.names.map((category) => ({
			kind: 'withoutCategory' as const,
			category,
			share: r.strength
		}))
	}),
	fixedDraws: (_r, { nCategories }) => nCategories,
	plain: { by: 'categoryWeights', weights },
	fast: (matrix, run, seed, start, count) =>
		categoryChunk(matrix, run, start, count, (d, out) => weights(run, seed, d, out)),
	// removing each category outright is what the kind means; a partial removal is a weight
	caption: (r) =>
		r.strength === 1
			? { lead: 'name' }
			: { lead: { code: 'categoryWeight', value: 1 - r.strength } }
});
