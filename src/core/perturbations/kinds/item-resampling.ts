/**
 * The draws of the kinds that resample items (bootstrap, subsample): one item weight per item
 * from the seeded generator of `core/draws.ts`, on the plain path, and the same weights from its
 * fast twin (`kernels/draws-fast.ts`) counted by the kernel on the fast path.
 */
import { drawWeights, type Perturbation } from '../../draws.ts';
import { drawWeightsFast } from '../../kernels/draws-fast.ts';
import { drawBuffer, runItemDraws } from '../../kernels/fast-chunk.ts';
import type { KindModule, KindRecipe } from '../kind-module.ts';

/** The plain and fast draws of a kind whose recipe names its resampling (`drawOf`). */
export function itemResampling<R extends KindRecipe>(
	drawOf: (recipe: R) => Perturbation
): Pick<KindModule<R>, 'plain' | 'fast'> {
	return {
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
		}
	};
}
