/**
 * Step 1, "One test set, one leaderboard": models of known true ability answer one test set
 * drawn from the source; the leaderboard ranks them. The test set is only for ranking (the
 * holdout idea); how well its ranking matches true ability is Kendall's tau-b between the two.
 */
import { computeReference } from '../../../core/run.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import {
	leaderboardRows,
	leaderIsTrueBest,
	stepContext,
	tauTrueAbility,
	type LeaderboardRow
} from './leaderboard.ts';

export interface OneTestSetStep {
	readonly step: 1;
	/**
	 * `items`, `models`; `leaderScore`, `lastScore` (percent); `tauTrueAbility` (tau-b of the
	 * leaderboard against true ability); `leaderIsTrueBest` (flag).
	 */
	readonly figures: readonly Figure[];
	/** The leaderboard, best first, with each model's true ability and true rank. */
	readonly leaderboard: readonly LeaderboardRow[];
	/** Source item indices of the test set. */
	readonly items: Uint32Array;
}

export function oneTestSet(controls: ClassroomControls): OneTestSetStep {
	const { scenario, testSet } = stepContext(controls);
	const scores = computeReference(testSet.matrix).scores;
	const rows = leaderboardRows(scenario, scores);
	return {
		step: 1,
		figures: [
			figure('items', testSet.matrix.nItems, 'count'),
			figure('models', testSet.matrix.nModels, 'count'),
			figure('leaderScore', pct(rows[0].score), 'percent'),
			figure('lastScore', pct(rows[rows.length - 1].score), 'percent'),
			figure('tauTrueAbility', tauTrueAbility(scenario, scores), 'tau'),
			figure('leaderIsTrueBest', flag(leaderIsTrueBest(scenario, scores)), 'flag')
		],
		leaderboard: rows,
		items: testSet.items
	};
}
