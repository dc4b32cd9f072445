/**
 * Step 5, "Altitude training": every model gets the same preparation (level `altitude`) before
 * it is tested, on top of whatever it studied on its own in step 4; preparation saturates, so
 * each model ends at max(own level, altitude) (`preparation.ts`). At the default settings the
 * scores are inflated and the leaderboard's tau-b against true ability recovers most of what
 * studying cost; the screen words whatever the numbers say (`modelsRaised`, the three tau-b).
 * Hardt's 1968 Olympic story and the train-before-test result (`sources.ts`) are told beside it.
 */
import { computeReference } from '../../../core/run.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import { leaderIsTrueBest, stepContext, tauTrueAbility } from './leaderboard.ts';
import { levelWith } from './preparation.ts';
import { preparedRows, preparedScores, studyLevels, type PreparedRow } from './step-studying.ts';

export interface AltitudeStep {
	readonly step: 5;
	/**
	 * `altitude` (share); `meanInflation` (points: mean over models of the score after the common
	 * preparation minus the unprepared score); `models`, `modelsRaised` (counts: models, and those
	 * whose score is above their unprepared one); `tauTrueAbility` (this leaderboard against true
	 * ability), `tauTrueAbilityStep4`, `tauTrueAbilityStep1`; `leaderIsTrueBest` (flag);
	 * `edgeKept` (count: studied models whose own level stays above the common one).
	 */
	readonly figures: readonly Figure[];
	/** Per model, best first after the common preparation; `before` is the unprepared score. */
	readonly rows: readonly PreparedRow[];
	/** Step 4's scores (each model's own studying only), column order. */
	readonly studiedScores: Float64Array;
}

export function altitude(controls: ClassroomControls): AltitudeStep {
	const context = stepContext(controls);
	const { scenario } = context;
	const unprepared = computeReference(context.testSet.matrix).scores;
	const own = studyLevels(context, controls);
	const studied = preparedScores(context, own);
	const levels = levelWith(own, controls.altitude);
	const after = preparedScores(context, levels);
	let inflation = 0;
	let edge = 0;
	let raised = 0;
	for (let m = 0; m < levels.length; m++) {
		inflation += after[m] - unprepared[m];
		if (own[m] > controls.altitude) edge++;
		if (after[m] > unprepared[m]) raised++;
	}
	return {
		step: 5,
		figures: [
			figure('altitude', controls.altitude, 'share'),
			figure('meanInflation', pct(inflation / levels.length), 'points'),
			figure('models', levels.length, 'count'),
			figure('modelsRaised', raised, 'count'),
			figure('tauTrueAbility', tauTrueAbility(scenario, after), 'tau'),
			figure('tauTrueAbilityStep4', tauTrueAbility(scenario, studied), 'tau'),
			figure('tauTrueAbilityStep1', tauTrueAbility(scenario, unprepared), 'tau'),
			figure('leaderIsTrueBest', flag(leaderIsTrueBest(scenario, after)), 'flag'),
			figure('edgeKept', edge, 'count')
		],
		rows: preparedRows(context, unprepared, after, levels, own),
		studiedScores: studied
	};
}
