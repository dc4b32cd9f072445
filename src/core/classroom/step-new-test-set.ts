/**
 * Step 2, "A new test set from the same source": fresh items from the same distribution. Every
 * score moves (by how many points is shown), yet the order barely changes (tau-b between the two
 * leaderboards). A redraw (`draw` + 1) draws another pair; the size control shows that small test
 * sets wobble more.
 *
 * The size curve is the engine's size sweep (`prepareRun` / `runChunk` with the `sizeSweep`
 * recipe) run on the source: for each size k, `SWEEP_DRAWS` pairs of disjoint k-item test sets;
 * the replication figure is tau-b between the two leaderboards of a pair (`replicationTau`), and
 * the typical score change is the mean over models of |score on the second set - score on the
 * first| in points, for the same pairs (the second set is the continuation of the draw's own
 * shuffle, `subsamplePair`, scored by `weightedScores`). Each is summarised by its median and
 * 5% / 95% quantiles over the pairs (`summarizeTau`, `quantileSorted`, numpy 'linear').
 *
 * "Settled": the ranking when the median replication tau-b reaches `RANKING_SETTLED_TAU` (0.9:
 * at most 5% of the pairs of models swapped), the scores when the median typical change falls
 * to `SCORES_SETTLED_POINTS` (1 point). Both thresholds are conventions of this screen.
 */
import { kendallTauB } from '../kendall.ts';
import { quantileSorted } from '../quantile.ts';
import { computeReference, emptyDrawTable, placeChunk, prepareRun, runChunk } from '../run.ts';
import { scoreScratch, weightedScores } from '../scores.ts';
import { subsamplePair } from '../perturbations/size-sweep.ts';
import { summarizeTau } from '../summary.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import { stepContext } from './leaderboard.ts';
import { minRanks, rankingOrder } from '../rank.ts';
import { CLASSROOM_ENGINE, STREAM, streamSeed, type ClassroomScenario } from './scenario.ts';

/**
 * Sizes on the curve (items per test set): a 1-2-5 series up to half the source, the largest
 * size at which two disjoint test sets fit.
 */
export const SWEEP_SIZES: readonly number[] = [10, 20, 50, 100, 200, 500, 1000];
/** Pairs of test sets per size. */
export const SWEEP_DRAWS = 30;
export const RANKING_SETTLED_TAU = 0.9;
export const SCORES_SETTLED_POINTS = 1;

export interface NewTestSetRow {
	readonly model: string;
	readonly index: number;
	/** Scores (fractions) on the leaderboard's test set and on the new one, and ranks. */
	readonly score: number;
	readonly newScore: number;
	readonly rank: number;
	readonly newRank: number;
	readonly trueRank: number;
}

export interface SizeCurveRow {
	/** Items per test set. */
	readonly k: number;
	readonly pairs: number;
	/** Tau-b between two disjoint k-item test sets: median, 5% and 95% quantiles. */
	readonly replicationTau: number;
	readonly replicationTauQ05: number;
	readonly replicationTauQ95: number;
	/** Mean over models of |score change| between the two sets, in points: median, 5%, 95%. */
	readonly scoreChange: number;
	readonly scoreChangeQ05: number;
	readonly scoreChangeQ95: number;
	/** Median tau-b of one k-item test set against the whole source (true ability). */
	readonly tauTrueAbility: number;
}

export interface NewTestSetStep {
	readonly step: 2;
	/**
	 * `items`; `meanScoreChange`, `largestScoreChange` (points, over models, |new - old|);
	 * `tauNewTestSet` (tau-b between the two leaderboards); `leaderKept` (flag); `rankingSettledAt`,
	 * `scoresSettledAt` (items: the first size on the curve that settles; `null` = not within the
	 * curve); `scoreChangeWhenRankingSettled` (points, at `rankingSettledAt`);
	 * `largestSize` (items) and `scoreChangeAtLargestSize` (points): how far scores still move
	 * there.
	 */
	readonly figures: readonly Figure[];
	/** Per model, in the first leaderboard's order. */
	readonly rows: readonly NewTestSetRow[];
	readonly curve: readonly SizeCurveRow[];
}

let curveCache: { seed: number; curve: readonly SizeCurveRow[] } | null = null;

/**
 * The size curve of a scenario. It depends on the seed only (not on the test-set size or the
 * redraw), so the last one is kept.
 */
export function sizeCurve(scenario: ClassroomScenario): readonly SizeCurveRow[] {
	if (curveCache?.seed === scenario.seed) return curveCache.curve;
	const curve = computeSizeCurve(scenario);
	curveCache = { seed: scenario.seed, curve };
	return curve;
}

function computeSizeCurve(scenario: ClassroomScenario): SizeCurveRow[] {
	const source = scenario.source;
	const n = source.nItems;
	const M = source.nModels;
	const sizes = SWEEP_SIZES.filter((k) => 2 * k <= n);
	const prepared = prepareRun(source, {
		kind: 'sizeSweep',
		sizes,
		drawsPerSize: SWEEP_DRAWS
	});
	const seed = streamSeed(scenario.seed, STREAM.sweep);
	const draws = sizes.length * SWEEP_DRAWS;
	const table = emptyDrawTable(draws, M, true);
	placeChunk(table, runChunk(source, prepared, seed, 0, draws, CLASSROOM_ENGINE));

	const first = new Uint32Array(n);
	const second = new Uint32Array(n);
	const perm = new Uint32Array(n);
	const other = new Float64Array(M);
	const scratch = scoreScratch(M);
	return sizes.map((k, s) => {
		const change = new Float64Array(SWEEP_DRAWS);
		for (let j = 0; j < SWEEP_DRAWS; j++) {
			const d = s * SWEEP_DRAWS + j;
			subsamplePair(n, k, seed, d, first, second, perm);
			weightedScores(source, second, other, scratch);
			let sum = 0;
			for (let m = 0; m < M; m++) sum += Math.abs(other[m] - table.scores[d * M + m]);
			change[j] = pct(sum / M);
		}
		const replication = summarizeTau(
			table.replicationTau!.subarray(s * SWEEP_DRAWS, (s + 1) * SWEEP_DRAWS)
		);
		const sorted = change.sort();
		return {
			k,
			pairs: SWEEP_DRAWS,
			replicationTau: replication.median,
			replicationTauQ05: replication.q05,
			replicationTauQ95: replication.q95,
			scoreChange: quantileSorted(sorted, 0.5),
			scoreChangeQ05: quantileSorted(sorted, 0.05),
			scoreChangeQ95: quantileSorted(sorted, 0.95),
			tauTrueAbility: summarizeTau(table.tau.subarray(s * SWEEP_DRAWS, (s + 1) * SWEEP_DRAWS))
				.median
		};
	});
}

export function newTestSet(controls: ClassroomControls): NewTestSetStep {
	const { scenario, testSet, newTestSet: fresh } = stepContext(controls);
	const scores = computeReference(testSet.matrix).scores;
	const newScores = computeReference(fresh.matrix).scores;
	const ranks = minRanks(scores);
	const newRanks = minRanks(newScores);
	const order = rankingOrder(scores);
	const rows = order.map((m) => ({
		model: scenario.models[m],
		index: m,
		score: scores[m],
		newScore: newScores[m],
		rank: ranks[m],
		newRank: newRanks[m],
		trueRank: scenario.trueRanks[m]
	}));
	let sum = 0;
	let largest = 0;
	for (const r of rows) {
		const c = Math.abs(r.newScore - r.score);
		sum += c;
		largest = Math.max(largest, c);
	}
	const curve = sizeCurve(scenario);
	const ranking = curve.find((r) => r.replicationTau >= RANKING_SETTLED_TAU) ?? null;
	const scoresSettled = curve.find((r) => r.scoreChange <= SCORES_SETTLED_POINTS) ?? null;
	return {
		step: 2,
		figures: [
			figure('items', testSet.matrix.nItems, 'count'),
			figure('meanScoreChange', pct(sum / rows.length), 'points'),
			figure('largestScoreChange', pct(largest), 'points'),
			figure('tauNewTestSet', kendallTauB(scores, newScores), 'tau'),
			figure('leaderKept', flag(rankingOrder(newScores)[0] === order[0]), 'flag'),
			figure('rankingSettledAt', ranking?.k ?? null, 'count'),
			figure('scoreChangeWhenRankingSettled', ranking?.scoreChange ?? null, 'points'),
			figure('scoresSettledAt', scoresSettled?.k ?? null, 'count'),
			figure('largestSize', curve[curve.length - 1].k, 'count'),
			figure('scoreChangeAtLargestSize', curve[curve.length - 1].scoreChange, 'points')
		],
		rows,
		curve
	};
}
