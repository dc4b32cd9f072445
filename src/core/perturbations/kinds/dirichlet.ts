/** Dirichlet reweighting: each category's weight drawn from a Dirichlet around its size. */
import { categoryChunk } from '../../kernels/fast-chunk.ts';
import { ANY_VALUE_TYPE, CATEGORY_FIELD, validRange } from '../catalogue-fields.ts';
import { dirichletCategoryWeights } from '../category-weights.ts';
import { defineKind, type KindRun } from '../kind-module.ts';
import type { DirichletRecipe } from '../recipe.ts';

function weights(run: KindRun<DirichletRecipe>, seed: number, d: number, out: Float64Array) {
	return dirichletCategoryWeights(run.data.groups!.sizes, run.recipe.concentration, seed, d, out);
}

export const dirichlet = defineKind<DirichletRecipe>({
	kind: 'dirichlet',
	source: { href: 'https://doi.org/10.1145/358407.358414', text: 'Marsaglia & Tsang 2000' },
	entry: {
		imitates: 'shift',
		drawType: 'sample',
		output: 'categoryWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: 'category',
		fields: [
			CATEGORY_FIELD,
			{
				setting: 'strength',
				param: 'strength',
				recipe: 'concentration',
				label: 'concentration',
				type: 'number',
				min: 0.05,
				max: 1000,
				// Any positive concentration; ∞ is no shift at all (the neutral).
				valid: validRange(0, Infinity, { minOpen: true, also: [Infinity] }),
				default: 10,
				strength: {
					neutral: Number.POSITIVE_INFINITY,
					sweep: { steps: [1000, 300, 100, 30, 10, 3, 1, 0.3], scale: 'log' }
				}
			}
		],
		draws: 'seeded'
	},
	plain: { by: 'categoryWeights', weights },
	fast: (matrix, run, seed, start, count) =>
		categoryChunk(matrix, run, start, count, (d, out) => weights(run, seed, d, out))
});
