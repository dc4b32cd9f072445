/** Subsample: keep a share of the items, drawn without replacement. */
import { subsampleSize } from '../../draws.ts';
import { ANY_VALUE_TYPE, validRange } from '../catalogue-fields.ts';
import { defineKind } from '../kind-module.ts';
import type { SubsampleRecipe } from '../recipe.ts';
import { itemResampling } from './item-resampling.ts';
import { TINY_BENCHMARKS } from './sources.ts';

const drawOf = (r: SubsampleRecipe) => ({ kind: 'subsample', fraction: r.fraction }) as const;

export const subsample = defineKind<SubsampleRecipe>({
	kind: 'subsample',
	source: TINY_BENCHMARKS,
	entry: {
		imitates: 'noise',
		drawType: 'sample',
		output: 'itemWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: null,
		fields: [
			{
				setting: 'fraction',
				param: 'fraction',
				recipe: 'fraction',
				label: 'shareKept',
				type: 'number',
				min: 0.01,
				max: 1,
				// Any share above 0: a draw keeps at least one item.
				valid: validRange(0, 1, { minOpen: true }),
				default: 0.5,
				strength: {
					neutral: 1,
					sweep: { steps: [1, 0.7, 0.5, 0.3, 0.2, 0.1, 0.05, 0.02], scale: 'log' }
				}
			}
		],
		draws: 'seeded'
	},
	...itemResampling(drawOf),
	drawItems: (r, nItems) => Math.min(nItems, Math.max(1, Math.round(r.fraction * nItems))),
	// a swept share must keep at least two items, and each size is swept once
	sweepSteps(steps, { nItems }) {
		const seen = new Set<number>();
		return steps.filter((f) => {
			const k = subsampleSize(nItems, f);
			if (k < 2 || seen.has(k)) return false;
			seen.add(k);
			return true;
		});
	},
	caption: (r) => ({ lead: { code: 'shareKept', value: r.fraction } })
});
