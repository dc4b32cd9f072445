/** Model-set change: remove a share of the models and add weak ones, then re-aggregate. */
import { DrawWriter, memberRanksAndTau } from '../../kernels/draw-writer.ts';
import { ANY_VALUE_TYPE, SHARE, shareStrength, validRange } from '../catalogue-fields.ts';
import { defineKind } from '../kind-module.ts';
import {
	aggregateScores,
	matrixColumns,
	modelSetDraw,
	modelSetMembers,
	pairwiseCounts
} from '../model-set.ts';
import type { ModelSetRecipe } from '../recipe.ts';

export const modelSet = defineKind<ModelSetRecipe>({
	kind: 'modelSet',
	source: { href: 'https://arxiv.org/abs/2403.04132', text: 'Chatbot Arena (Chiang et al. 2024)' },
	entry: {
		imitates: 'entrants',
		drawType: 'sample',
		output: 'matrix',
		valueTypes: ANY_VALUE_TYPE,
		needs: null,
		fields: [
			shareStrength(
				'removeShare',
				'modelsRemoved',
				0.2,
				0,
				{ steps: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8], scale: 'linear' },
				0.9,
				// Any share short of every model.
				validRange(0, 1, { maxOpen: true })
			),
			{
				setting: 'method',
				param: 'method',
				recipe: 'method',
				label: 'method',
				type: 'choice',
				options: ['bradleyTerry', 'winRate', 'mean'],
				default: 'bradleyTerry'
			},
			{
				setting: 'addWeak',
				param: 'addWeak',
				recipe: 'addWeak',
				label: 'addWeak',
				type: 'integer',
				min: 0,
				max: 50,
				valid: validRange(0, Infinity, { integer: true }),
				default: 0
			}
		],
		constants: { weakAccuracy: 0.25 },
		otherNumbers: [{ recipe: 'weakAccuracy', label: 'weakAccuracy', valid: SHARE }],
		draws: 'seeded'
	},
	// no weak models at zero strength: the reference itself
	neutral: (zero) => ({ ...zero, addWeak: 0 }),
	prepare(matrix, r) {
		// The pairwise aggregates need every column and the head-to-head counts; the mean is each
		// model's reference score (presentMean of its column: the same sums).
		if (r.method === 'mean') return {};
		const columns = matrixColumns(matrix);
		const pairwise = pairwiseCounts(columns);
		const full = { members: new Uint8Array(matrix.nModels).fill(1), weak: [] };
		return {
			data: { columns, pairwise },
			scores: aggregateScores(columns, pairwise, r.method, full)
		};
	},
	plain: {
		by: 'custom',
		score(matrix, run, seed, d, row) {
			const r = run.recipe;
			const reference = run.reference.scores;
			if (r.method === 'mean') {
				// each model's mean depends on its own cells only
				const members = modelSetMembers(matrix.nModels, r.removeShare, seed, d);
				row.scores.set(reference);
				return memberRanksAndTau(reference, row.scores, members, row.ranks);
			}
			const { columns, pairwise } = run.data;
			const draw = modelSetDraw(columns!, r.removeShare, r.addWeak, r.weakAccuracy, seed, d);
			aggregateScores(columns!, pairwise!, r.method, draw, 'drop', row.scores);
			return memberRanksAndTau(reference, row.scores, draw.members, row.ranks);
		}
	},
	fast(matrix, run, seed, start, count) {
		const r = run.recipe;
		if (r.method !== 'mean') return null;
		const out = new DrawWriter(run.reference, count);
		for (let k = 0; k < count; k++) {
			out.row(k).set(run.reference.scores);
			out.fromMembers(k, modelSetMembers(matrix.nModels, r.removeShare, seed, start + k));
		}
		return out.result(start);
	},
	comparesScores: false,
	// a Bradley-Terry strength is not a share of the items
	scoresOnDataScale: (r) => r.method !== 'bradleyTerry',
	entrantsOf: (r) => ({ removeShare: r.removeShare, addWeak: r.addWeak, method: r.method })
});
