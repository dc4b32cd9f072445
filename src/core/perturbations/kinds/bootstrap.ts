/** Bootstrap: resample the items with replacement (a share of them at strength < 1). */
import { ANY_VALUE_TYPE, LINEAR_SHARE, shareStrength } from '../catalogue-fields.ts';
import { defineKind } from '../kind-module.ts';
import type { BootstrapRecipe } from '../recipe.ts';
import { itemResampling } from './item-resampling.ts';

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
	...itemResampling(drawOf),
	isNoiseItself: (r, floorCluster) => r.strength === 1 && floorCluster === null,
	// the classic bootstrap (strength 1) is named alone, in captions and file names
	caption: (r) => (r.strength === 1 ? { lead: 'name', stemWithoutStrength: true } : {})
});
