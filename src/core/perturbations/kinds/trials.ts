/** Fewer trials: redraw each cell as the mean of fewer attempts at its own rate. */
import { isUnitScale } from '../../ScoreMatrix.ts';
import { trialsChunk } from '../../kernels/trials-chunk.ts';
import { trialsSummary } from '../../trials.ts';
import { ANY_VALUE_TYPE, validRange } from '../catalogue-fields.ts';
import { defineKind, type KindIssue } from '../kind-module.ts';
import type { TrialsRecipe } from '../recipe.ts';
import { applyTrials, MAX_TRIALS_KEPT, trialsPlan } from '../trials.ts';

export const trials = defineKind<TrialsRecipe>({
	kind: 'trials',
	source: { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024, section 3.1' },
	entry: {
		imitates: 'noise',
		drawType: 'sample',
		output: 'matrix',
		valueTypes: ANY_VALUE_TYPE,
		needs: 'trials',
		fields: [
			{
				setting: 'strength',
				param: 'strength',
				recipe: 'trials',
				label: 'trialsKept',
				type: 'number',
				min: 1,
				max: MAX_TRIALS_KEPT,
				// Whole attempts; ∞ attempts is each cell's own rate, the reference.
				valid: validRange(1, MAX_TRIALS_KEPT, { integer: true, also: [Infinity] }),
				default: 1,
				strength: {
					// infinitely many attempts at each cell's rate: the rate itself, the reference
					neutral: Number.POSITIVE_INFINITY,
					sweep: { steps: [100, 50, 20, 10, 5, 4, 3, 2, 1], scale: 'log' }
				}
			}
		],
		draws: 'seeded'
	},
	check(matrix) {
		const issues: KindIssue[] = [];
		if (trialsSummary(matrix).repeatedCells === 0) issues.push({ code: 'trialsUnknown' });
		if (!isUnitScale(matrix)) issues.push({ code: 'trialsScale' });
		return issues;
	},
	prepare: (matrix, r) => ({
		data: { trials: Number.isFinite(r.trials) ? trialsPlan(matrix, r.trials) : null }
	}),
	plain: {
		by: 'matrix',
		matrix: (matrix, { recipe: r }, seed, d) => applyTrials(matrix, r.trials, seed, d)
	},
	fast: (matrix, run, seed, start, count) =>
		trialsChunk(matrix, run, run.recipe.trials, seed, start, count),
	// the app's steps include the data's own trials per cell (its largest), strongest last
	sweepSteps(steps, { maxTrials, explicit, min, max }) {
		if (explicit || !(maxTrials >= 1 && maxTrials >= min && maxTrials <= max)) return steps;
		if (!steps.includes(maxTrials)) steps.push(maxTrials);
		return steps.sort((a, b) => b - a);
	}
});
