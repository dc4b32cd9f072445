/**
 * Step 4, "Studying for the test" (benchmaxxing): the models the teacher picks (`studied`, by
 * true rank) prepare for the benchmark's own kind of items to level `study` (`preparation.ts`);
 * the others do not. Their scores jump, their true ability does not: the leaderboard no longer
 * ranks by true ability (tau-b against true ability falls below step 1's) and the winner can
 * flip. "A worse model might just put more effort into preparing for the specific benchmark"
 * (Hardt, in the source interview).
 */
import { computeReference } from '../run.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import {
	leaderIsTrueBest,
	modelsOfTrueRanks,
	stepContext,
	tauTrueAbility,
	type StepContext
} from './leaderboard.ts';
import { preparedMatrix, studiability } from './preparation.ts';
import { minRanks, rankingOrder } from '../rank.ts';

export interface PreparedRow {
	readonly model: string;
	readonly index: number;
	/** Score without any preparation (step 1) and after this step's preparation (fractions). */
	readonly before: number;
	readonly after: number;
	readonly rankBefore: number;
	readonly rankAfter: number;
	/** This model's preparation level in this step, and whether it studied on its own (step 4). */
	readonly level: number;
	readonly studied: boolean;
	readonly trueAbility: number;
	readonly trueRank: number;
}

export interface StudyingStep {
	readonly step: 4;
	/**
	 * `studiedModels` (count), `study` (share); `meanJumpStudied`, `meanJumpOthers` (points);
	 * `tauTrueAbility` (this leaderboard against true ability), `tauTrueAbilityStep1`;
	 * `leaderIsTrueBest`, `leaderChanged`, `leaderStudied` (flags).
	 */
	readonly figures: readonly Figure[];
	/** Per model, best first after studying. */
	readonly rows: readonly PreparedRow[];
}

/** Each model's own study level (the studied models at `study`, the others 0), column order. */
export function studyLevels(context: StepContext, controls: ClassroomControls): Float64Array {
	const levels = new Float64Array(context.scenario.models.length);
	for (const m of modelsOfTrueRanks(context.scenario, controls.studied)) levels[m] = controls.study;
	return levels;
}

/** Scores of the test set with every model prepared to `levels`. */
export function preparedScores(context: StepContext, levels: Float64Array): Float64Array {
	const u = studiability(context.scenario);
	return computeReference(preparedMatrix(context.testSet, u, levels)).scores;
}

/** Rows of a prepared leaderboard, best first after preparation. */
export function preparedRows(
	context: StepContext,
	before: Float64Array,
	after: Float64Array,
	levels: Float64Array,
	studied: Float64Array
): PreparedRow[] {
	const { scenario } = context;
	const rb = minRanks(before);
	const ra = minRanks(after);
	return rankingOrder(after).map((m) => ({
		model: scenario.models[m],
		index: m,
		before: before[m],
		after: after[m],
		rankBefore: rb[m],
		rankAfter: ra[m],
		level: levels[m],
		studied: studied[m] > 0,
		trueAbility: scenario.trueAbility[m],
		trueRank: scenario.trueRanks[m]
	}));
}

export function studying(controls: ClassroomControls): StudyingStep {
	const context = stepContext(controls);
	const { scenario } = context;
	const before = computeReference(context.testSet.matrix).scores;
	const levels = studyLevels(context, controls);
	const after = preparedScores(context, levels);
	let jumpStudied = 0;
	let nStudied = 0;
	let jumpOthers = 0;
	for (let m = 0; m < levels.length; m++) {
		if (levels[m] > 0) {
			jumpStudied += after[m] - before[m];
			nStudied++;
		} else jumpOthers += after[m] - before[m];
	}
	const nOthers = levels.length - nStudied;
	const leaderBefore = rankingOrder(before)[0];
	const leaderAfter = rankingOrder(after)[0];
	return {
		step: 4,
		figures: [
			figure('studiedModels', nStudied, 'count'),
			figure('study', controls.study, 'share'),
			figure('meanJumpStudied', nStudied ? pct(jumpStudied / nStudied) : null, 'points'),
			figure('meanJumpOthers', nOthers ? pct(jumpOthers / nOthers) : null, 'points'),
			figure('tauTrueAbility', tauTrueAbility(scenario, after), 'tau'),
			figure('tauTrueAbilityStep1', tauTrueAbility(scenario, before), 'tau'),
			figure('leaderIsTrueBest', flag(leaderIsTrueBest(scenario, after)), 'flag'),
			figure('leaderChanged', flag(leaderAfter !== leaderBefore), 'flag'),
			figure('leaderStudied', flag(levels[leaderAfter] > 0), 'flag')
		],
		rows: preparedRows(context, before, after, levels, levels)
	};
}
