/** Threshold sweep: continuous scores binarised at each threshold, one variant per threshold. */
import { thresholdChunk } from '../../kernels/fast-chunk.ts';
import { defineKind } from '../kind-module.ts';
import type { ThresholdRecipe } from '../recipe.ts';
import { binarize } from '../threshold.ts';

export const threshold = defineKind<ThresholdRecipe>({
	kind: 'threshold',
	source: { href: 'https://arxiv.org/abs/2306.05685', text: 'Zheng et al. 2023' },
	entry: {
		imitates: 'grading',
		drawType: 'variants',
		output: 'matrix',
		valueTypes: ['continuous'],
		needs: null,
		fields: [
			{
				setting: 'thresholds',
				param: 'thresholds',
				recipe: 'thresholds',
				label: 'thresholds',
				type: 'numbers',
				min: -1e12,
				max: 1e12,
				maxLength: 200,
				dataDefault: 'thresholdCandidates'
			}
		],
		draws: 'fixed'
	},
	check: (_matrix, r) =>
		!r.thresholds.length || r.thresholds.some((t) => !Number.isFinite(t))
			? [{ code: 'thresholds' }]
			: [],
	prepare: (_matrix, r) => ({
		variants: r.thresholds.map((value) => ({ kind: 'threshold' as const, value }))
	}),
	fixedDraws: (r) => r.thresholds.length,
	plain: {
		by: 'matrix',
		matrix: (matrix, { recipe: r }, _seed, d) => binarize(matrix, r.thresholds[d])
	},
	fast: (matrix, run, _seed, start, count) =>
		thresholdChunk(matrix, run, run.recipe.thresholds, start, count),
	// pass shares against mean scores are no score change; the variants are read against each other
	comparesScores: false,
	variantsBaseline: 'acrossVariants'
});
