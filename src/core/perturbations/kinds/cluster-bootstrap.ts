/** Cluster bootstrap: resample whole categories (clusters) of items with replacement. */
import { categoryChunk } from '../../kernels/fast-chunk.ts';
import {
	ANY_VALUE_TYPE,
	CATEGORY_FIELD,
	LINEAR_SHARE,
	shareStrength
} from '../catalogue-fields.ts';
import { clusterBootstrapWeights } from '../category-weights.ts';
import { defineKind, type KindRun } from '../kind-module.ts';
import type { ClusterBootstrapRecipe } from '../recipe.ts';

function weights(run: KindRun<ClusterBootstrapRecipe>, seed: number, d: number, out: Float64Array) {
	const G = run.data.groups!.names.length;
	return clusterBootstrapWeights(G, run.recipe.strength, seed, d, out);
}

export const clusterBootstrap = defineKind<ClusterBootstrapRecipe>({
	kind: 'clusterBootstrap',
	source: { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024' },
	entry: {
		imitates: 'noise',
		drawType: 'sample',
		output: 'categoryWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: 'category',
		fields: [CATEGORY_FIELD, shareStrength('strength', 'clustersResampled', 1, 0, LINEAR_SHARE)],
		draws: 'seeded'
	},
	plain: { by: 'categoryWeights', weights },
	fast: (matrix, run, seed, start, count) =>
		categoryChunk(matrix, run, start, count, (d, out) => weights(run, seed, d, out)),
	isNoiseItself: (r, floorCluster) =>
		r.strength === 1 && floorCluster !== null && r.column === floorCluster
});
