/**
 * Step 4, "Studying for the test" (benchmaxxing): the models the teacher picks (`studied`, by
 * true rank) prepare on the benchmark's own items to level `study` (`preparation.ts`); the others
 * do not. Their scores jump, their true ability (ability before any preparation) does not: the
 * leaderboard no longer ranks by true ability (tau-b against true ability falls below step 1's)
 * and the winner can flip. "A worse model might just put more effort into preparing for the
 * specific benchmark" (Hardt, in the source interview).
 *
 * Hardt's observable sign of it: a model excellent on benchmarks released before it and much
 * lower on those released after. The time split of it here: the benchmark's items were public
 * before the models' training cut-off; `laterItems` were written after it (the second test set of
 * the draw, disjoint from the first, `testSetPair`). Per model the gap benchmark - later is read
 * in noise units (over the combined standard error of its two scores, `noise.ts`).
 *
 * How the models studied (`studyKind`) decides what the time split can see:
 * - `items`: they memorised the benchmark's own items. Nothing carries over to items written
 *   later: the gap is far beyond noise for them, within it for the others.
 * - `task`: they trained on the test task (data of the benchmark's kind, which is not cheating,
 *   Hardt's "training on the test task"). In this model that lifts every item of the kind to the
 *   same level, the later items too: the gap closes and the time split sees nothing, while the
 *   leaderboard still ranks preparation as well as ability. That is why Hardt's caveat ("Models
 *   need to train on the same training set") and train-before-test (step 5) are about the task,
 *   not only about leaked items.
 */
import { computeReference } from '../../../core/run.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
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
import { minRanks, rankingOrder } from '../../../core/rank.ts';
import { noiseFloorSE } from '../../../core/stats/noise-floor.ts';
import { quantile } from '../../../core/stats/quantile.ts';
import { combinedSE } from './noise.ts';

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
	 * `leaderIsTrueBest`, `leaderChanged`, `leaderStudied` (flags); the time split: `laterItems`
	 * (count), `laterGapStudied`, `laterGapOthers` (points: mean benchmark - later score),
	 * `laterUnitsStudied`, `laterUnitsOthers` (median of |that gap| / its combined SE), and
	 * `tauLaterItems` (the later items' ranking against true ability). Group figures are `null`
	 * when the group is empty.
	 */
	readonly figures: readonly Figure[];
	/** Per model, best first after studying. */
	readonly rows: readonly PreparedRow[];
	/** Per model (column order), its score on the items released after the cut-off. */
	readonly laterScores: Float64Array;
	/** How the studied models studied: their benchmark's items, or the task. */
	readonly studyKind: ClassroomControls['studyKind'];
}

/** Mean of `values[m]` and median of `units[m]` over the models `inGroup` selects. */
function groupGap(
	values: ArrayLike<number>,
	units: ArrayLike<number>,
	inGroup: (m: number) => boolean
): { mean: number | null; units: number | null } {
	const picked: number[] = [];
	for (let m = 0; m < values.length; m++) if (inGroup(m)) picked.push(m);
	if (!picked.length) return { mean: null, units: null };
	const mean = picked.reduce((s, m) => s + values[m], 0) / picked.length;
	return {
		mean: pct(mean),
		units: quantile(
			picked.map((m) => units[m]),
			0.5
		)
	};
}

/**
 * The time-split figures: the benchmark (after studying) against items released after, which the
 * models' studying lifts too when they trained on the task (`task`), not when they memorised the
 * benchmark's items.
 */
function laterFigures(
	context: StepContext,
	prepared: ScoreMatrix,
	after: Float64Array,
	levels: Float64Array,
	task: boolean
): { figures: Figure[]; later: Float64Array } {
	const laterSet = task
		? preparedMatrix(context.newTestSet, studiability(context.scenario), levels)
		: context.newTestSet.matrix;
	const later = computeReference(laterSet).scores;
	const se = combinedSE(noiseFloorSE(prepared, null), noiseFloorSE(laterSet, null));
	const gap = Float64Array.from(after, (a, m) => a - later[m]);
	const units = Float64Array.from(gap, (g, m) => Math.abs(g / se[m]));
	const studied = groupGap(gap, units, (m) => levels[m] > 0);
	const others = groupGap(gap, units, (m) => !(levels[m] > 0));
	return {
		figures: [
			figure('laterItems', laterSet.nItems, 'count'),
			figure('laterGapStudied', studied.mean, 'points'),
			figure('laterGapOthers', others.mean, 'points'),
			figure('laterUnitsStudied', studied.units, 'ratio'),
			figure('laterUnitsOthers', others.units, 'ratio'),
			figure('tauLaterItems', tauTrueAbility(context.scenario, later), 'tau')
		],
		later
	};
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
	const prepared = preparedMatrix(context.testSet, studiability(scenario), levels);
	const after = computeReference(prepared).scores;
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
	const time = laterFigures(context, prepared, after, levels, controls.studyKind === 'task');
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
			figure('leaderStudied', flag(levels[leaderAfter] > 0), 'flag'),
			...time.figures
		],
		rows: preparedRows(context, before, after, levels, levels),
		laterScores: time.later,
		studyKind: controls.studyKind
	};
}
