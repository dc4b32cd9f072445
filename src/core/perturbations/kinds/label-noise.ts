/** Label noise: flip cells (or whole items' answer keys) with a probability. */
import { cellNoiseChunk, keyNoiseChunk } from '../../kernels/fast-chunk.ts';
import { SHARE, shareStrength } from '../catalogue-fields.ts';
import { defineKind } from '../kind-module.ts';
import { applyLabelNoise } from '../label-noise.ts';
import type { LabelNoiseRecipe } from '../recipe.ts';

export const labelNoise = defineKind<LabelNoiseRecipe>({
	kind: 'labelNoise',
	source: { href: 'https://arxiv.org/abs/2103.14749', text: 'Northcutt et al. 2021' },
	entry: {
		imitates: 'grading',
		drawType: 'sample',
		output: 'matrix',
		valueTypes: ['binary'],
		needs: null,
		fields: [
			shareStrength(
				'p',
				'flipProbability',
				0.05,
				0,
				{ steps: [0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5], scale: 'log' },
				0.5,
				// Any probability; above 0.5 the flips outweigh the grading (the form stops at 0.5).
				SHARE
			),
			{
				setting: 'mode',
				param: 'mode',
				recipe: 'mode',
				label: 'flip',
				type: 'choice',
				options: ['cell', 'key'],
				default: 'cell'
			}
		],
		draws: 'seeded'
	},
	plain: {
		by: 'matrix',
		matrix: (matrix, { recipe: r }, seed, d) => applyLabelNoise(matrix, r.p, r.mode, seed, d)
	},
	fast: (matrix, run, seed, start, count) =>
		run.recipe.mode === 'cell'
			? cellNoiseChunk(matrix, run, run.recipe.p, seed, start, count)
			: keyNoiseChunk(matrix, run, run.recipe.p, seed, start, count)
});
