/**
 * What every step starts from: the scenario and the test sets of the controls, and a
 * leaderboard's rows next to true ability.
 */
import { kendallTauB } from '../../../core/kendall.ts';
import { minRanks, rankingOrder } from '../../../core/rank.ts';
import type { ClassroomControls } from './controls.ts';
import { buildScenario, testSetPair, type ClassroomScenario, type TestSet } from './scenario.ts';

export interface StepContext {
	readonly scenario: ClassroomScenario;
	/** The leaderboard's test set (steps 1 and 3-6). */
	readonly testSet: TestSet;
	/** A second test set from the same source, disjoint from the first (step 2). */
	readonly newTestSet: TestSet;
}

/** The scenario and test sets the controls select. */
export function stepContext(controls: ClassroomControls): StepContext {
	const scenario = buildScenario(controls.seed);
	const { first, second } = testSetPair(scenario, controls.items, controls.draw);
	return { scenario, testSet: first, newTestSet: second };
}

export interface LeaderboardRow {
	readonly model: string;
	/** Column index in the scenario's matrices. */
	readonly index: number;
	/** Score on this test set (a fraction). */
	readonly score: number;
	/** Min rank on this test set (1 = best). */
	readonly rank: number;
	/** Score on the whole source (a fraction) and its rank. */
	readonly trueAbility: number;
	readonly trueRank: number;
}

/** Rows of a leaderboard, best first (ties in column order). */
export function leaderboardRows(
	scenario: ClassroomScenario,
	scores: ArrayLike<number>
): LeaderboardRow[] {
	const ranks = minRanks(scores);
	return rankingOrder(scores).map((m) => ({
		model: scenario.models[m],
		index: m,
		score: scores[m],
		rank: ranks[m],
		trueAbility: scenario.trueAbility[m],
		trueRank: scenario.trueRanks[m]
	}));
}

/** Kendall's tau-b between a leaderboard's scores and true ability. */
export function tauTrueAbility(scenario: ClassroomScenario, scores: ArrayLike<number>): number {
	return kendallTauB(scores, scenario.trueAbility);
}

/** Whether the leaderboard's leader (first in `rankingOrder`) is the truly best model. */
export function leaderIsTrueBest(scenario: ClassroomScenario, scores: ArrayLike<number>): boolean {
	return scenario.trueRanks[rankingOrder(scores)[0]] === 1;
}

/** Model indices of the given true ranks (1 = truly best), in the order given. */
export function modelsOfTrueRanks(scenario: ClassroomScenario, ranks: readonly number[]): number[] {
	return ranks.map((r) => scenario.trueOrder[r - 1]);
}
