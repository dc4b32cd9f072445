/** Difficulty shift: tilt the items' weights towards harder (or easier) items. */
import { drawBuffer, runItemDraws } from '../../kernels/fast-chunk.ts';
import { ANY_VALUE_TYPE, validRange } from '../catalogue-fields.ts';
import { resampleWeights, solveRates, solveTilt } from '../difficulty.ts';
import { defineKind } from '../kind-module.ts';
import type { DifficultyRecipe } from '../recipe.ts';

export const difficulty = defineKind<DifficultyRecipe>({
	kind: 'difficulty',
	source: { href: 'https://arxiv.org/abs/1902.10811', text: 'Recht et al. 2019 (ImageNetV2)' },
	entry: {
		imitates: 'shift',
		drawType: 'sample',
		output: 'itemWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: null,
		fields: [
			{
				setting: 'strength',
				param: 'strength',
				recipe: 'strength',
				label: 'shift',
				type: 'number',
				min: -3,
				max: 3,
				// Any shift: the tilt reports how far it got (`reached`).
				valid: validRange(-Infinity, Infinity),
				default: 0.5,
				strength: {
					neutral: 0,
					sweep: { steps: [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3], scale: 'linear' }
				}
			},
			{
				setting: 'resample',
				param: 'resample',
				recipe: 'resample',
				label: 'resample',
				type: 'flag',
				default: true
			}
		],
		draws: 'seeded'
	},
	// Without resampling: one fixed variant, the tilted test set itself.
	drawTypeOf: (r) => (r.resample ? 'sample' : 'variants'),
	neutral: (zero) => ({ ...zero, resample: false }),
	prepare(matrix, r) {
		const tilt = solveTilt(solveRates(matrix), r.strength, r.resample);
		const { requested, achieved, exponent, reached } = tilt;
		return {
			data: { tilt },
			difficulty: { requested, achieved, exponent, reached },
			...(r.resample ? {} : { variants: [{ kind: 'difficultyShift', requested, achieved }] })
		};
	},
	fixedDraws: (r) => (r.resample ? null : 1),
	reportsShift: true,
	plain: {
		by: 'itemWeights',
		weights(_matrix, run, seed, d, scratch) {
			const tilt = run.data.tilt!;
			return tilt.alias ? resampleWeights(tilt.alias, seed, d, scratch.intWeights) : tilt.weights;
		}
	},
	fast(matrix, run, seed, start, count) {
		const alias = run.data.tilt!.alias;
		if (!alias) return null; // one fixed draw of real weights: the plain path
		const w = drawBuffer(matrix.nItems).weights;
		return runItemDraws(matrix, run.reference, start, count, (d) =>
			resampleWeights(alias, seed, start + d, w)
		);
	},
	caption: (r) => (r.resample ? {} : { after: { code: 'oneVariant' } })
});
