/** Size sweep: subsamples of growing size, each with a disjoint twin for the replication tau-b. */
import { kendallTauB } from '../../kendall.ts';
import { sizeSweepChunk } from '../../kernels/fast-chunk.ts';
import { weightedScores } from '../../scores.ts';
import { ANY_VALUE_TYPE, WHOLE_FROM_1 } from '../catalogue-fields.ts';
import { defineKind } from '../kind-module.ts';
import type { SizeSweepRecipe } from '../recipe.ts';
import { sizeOfDraw, subsamplePair } from '../size-sweep.ts';
import { TINY_BENCHMARKS } from './sources.ts';

export const sizeSweep = defineKind<SizeSweepRecipe>({
	kind: 'sizeSweep',
	source: TINY_BENCHMARKS,
	entry: {
		imitates: 'noise',
		drawType: 'sweep',
		output: 'itemWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: null,
		fields: [],
		derived: { sizes: 'sizeGrid', drawsPerSize: 'drawsSetting' },
		otherNumbers: [{ recipe: 'drawsPerSize', label: 'drawsPerSize', valid: WHOLE_FROM_1 }],
		draws: 'fixed',
		drawsSetting: 'perSize'
	},
	check: (matrix, r) =>
		!r.sizes.length || r.sizes.some((k) => !Number.isInteger(k) || k < 1 || k > matrix.nItems)
			? [{ code: 'sizes', max: matrix.nItems }]
			: [],
	prepare: (matrix, r) => ({
		steps: r.sizes.map((size, j) => ({
			size,
			start: j * r.drawsPerSize,
			count: r.drawsPerSize,
			replication: 2 * size <= matrix.nItems
		}))
	}),
	fixedDraws: (r) => r.sizes.length * r.drawsPerSize,
	plain: {
		by: 'custom',
		score(matrix, run, seed, d, row, scratch) {
			const { sizes, drawsPerSize } = run.recipe;
			const { k: size } = sizeOfDraw(sizes, drawsPerSize, d);
			const pair = subsamplePair(
				matrix.nItems,
				size,
				seed,
				d,
				scratch.intWeights,
				scratch.second,
				scratch.perm
			);
			weightedScores(matrix, scratch.intWeights, row.scores, scratch.scores);
			row.replicationTau![row.k] = pair
				? kendallTauB(
						row.scores,
						weightedScores(matrix, scratch.second, scratch.secondScores, scratch.scores),
						scratch.kendall
					)
				: Number.NaN;
			return null;
		}
	},
	fast: (matrix, run, seed, start, count) =>
		sizeSweepChunk(matrix, run, run.recipe, seed, start, count),
	replication: true,
	drawItems: (r) => r.sizes.reduce((a, k) => a + k, 0) / Math.max(1, r.sizes.length),
	view: 'sizeSweep'
});
