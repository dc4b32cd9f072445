/** Worst case: the search for the category weights (within a bound) that move the ranking most. */
import { categoryChunk } from '../../kernels/fast-chunk.ts';
import { ANY_VALUE_TYPE, CATEGORY_FIELD, shareStrength, validRange } from '../catalogue-fields.ts';
import { defineKind, type KindRun } from '../kind-module.ts';
import type { WorstCaseRecipe } from '../recipe.ts';
import { worstCaseDraw } from '../worst-case.ts';

function weights(run: KindRun<WorstCaseRecipe>, seed: number, d: number, out: Float64Array) {
	const r = run.reference;
	out.set(worstCaseDraw(run.data.counts!, r.scores, r.order, run.recipe.bound, seed, d).weights);
	return out;
}

export const worstCase = defineKind<WorstCaseRecipe>({
	kind: 'worstCase',
	source: { href: 'https://arxiv.org/abs/1911.08731', text: 'Sagawa et al. 2020' },
	entry: {
		imitates: 'shift',
		drawType: 'search',
		output: 'categoryWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: 'category',
		fields: [
			CATEGORY_FIELD,
			shareStrength(
				'bound',
				'bound',
				0.5,
				0,
				{ steps: [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9], scale: 'linear' },
				0.95,
				// Any bound short of 1 (at 1 a category's weight could fall to 0).
				validRange(0, 1, { maxOpen: true })
			)
		],
		// One search, seeded, with the optimiser's own budget: no draws to choose.
		draws: 'fixed'
	},
	plain: { by: 'categoryWeights', weights },
	fast: (matrix, run, seed, start, count) =>
		categoryChunk(matrix, run, start, count, (d, out) => weights(run, seed, d, out))
});
