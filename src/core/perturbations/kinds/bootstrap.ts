/** Bootstrap: resample the items with replacement (a share of them at strength < 1). */
import { drawWeights } from '../../draws.ts';
import { drawWeightsFast } from '../../kernels/draws-fast.ts';
import { drawBuffer, runItemDraws } from '../../kernels/fast-chunk.ts';
import { ANY_VALUE_TYPE, LINEAR_SHARE, shareStrength } from '../catalogue-fields.ts';
import { defineKind } from '../kind-module.ts';
import type { BootstrapRecipe } from '../recipe.ts';

const drawOf = (r: BootstrapRecipe) =>
	({ kind: 'bootstrap', fraction: 1, strength: r.strength }) as const;

export const bootstrap = defineKind<BootstrapRecipe>({
	kind: 'bootstrap',
	source: { href: 'https://doi.org/10.1214/aos/1176344552', text: 'Efron 1979' },
	entry: {
		imitates: 'noise',
		drawType: 'sample',
		output: 'itemWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: null,
		fields: [shareStrength('strength', 'shareResampled', 1, 0, LINEAR_SHARE)],
		draws: 'seeded'
	},
	plain: {
		by: 'itemWeights',
		weights: (matrix, run, seed, d, scratch) =>
			drawWeights(matrix.nItems, drawOf(run.recipe), seed, d, scratch.draw)
	},
	fast(matrix, run, seed, start, count) {
		const n = matrix.nItems;
		const scratch = drawBuffer(n);
		const perturbation = drawOf(run.recipe);
		return runItemDraws(matrix, run.reference, start, count, (d) =>
			drawWeightsFast(n, perturbation, seed, start + d, scratch)
		);
	},
	isNoiseItself: (r, floorCluster) => r.strength === 1 && floorCluster === null,
	// the classic bootstrap (strength 1) is named alone, in captions and file names
	caption: (r) => (r.strength === 1 ? { lead: 'name', stemWithoutStrength: true } : {})
});
