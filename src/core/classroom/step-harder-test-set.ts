/**
 * Step 3, "A harder new test set": the analysis's difficulty shift (`difficulty` recipe with
 * resampling, `perturbations/difficulty.ts`, run by `prepareRun` / `runChunk`) applied to the
 * leaderboard's test set: `HARDER_DRAWS` new test sets of the same size whose items lean towards
 * the hard ones by `shift` SDs of difficulty. Every score drops, yet the points stay on a line —
 * what ImageNet models did on ImageNetV2 (Recht et al. 2019, arXiv:1902.10811; the 11-14 points
 * there are a cited fact, `sources.ts`, not computed here).
 *
 * Per model: its score on the test set (x) and its mean score over the harder test sets (y) with
 * the 2.5% / 97.5% quantiles (`summarizeRun`). The line is `accuracyOnTheLine` (the score-table
 * comparison of two test sets: ordinary least squares as `scipy.stats.linregress`, mean drop);
 * `tauHarderTestSet` is the median over the harder test sets of tau-b against the leaderboard
 * (the analysis's tau-b summary).
 */
import { computeReference, emptyDrawTable, placeChunk, prepareRun, runChunk } from '../run.ts';
import { accuracyOnTheLine } from '../score-table/two-test-sets.ts';
import { summarizeRun } from '../summary.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, pct, type Figure } from './figures.ts';
import { stepContext } from './leaderboard.ts';
import { CLASSROOM_ENGINE, STREAM, streamSeed } from './scenario.ts';

/** Harder test sets drawn per screen. */
export const HARDER_DRAWS = 200;

export interface HarderRow {
	readonly model: string;
	readonly index: number;
	/** Score on the leaderboard's test set (fraction). */
	readonly score: number;
	/** Mean score over the harder test sets and its 2.5% / 97.5% quantiles (fractions). */
	readonly harder: number;
	readonly harderLow: number;
	readonly harderHigh: number;
	readonly trueRank: number;
}

export interface HarderTestSetStep {
	readonly step: 3;
	/**
	 * `shift`, `shiftReached` (SDs of difficulty asked for and reached); `meanDrop`,
	 * `smallestDrop`, `largestDrop` (points: score - mean harder score); `modelsDropped` (count);
	 * `fitSlope`, `fitIntercept` (points), `fitR` (the line harder = intercept + slope x score);
	 * `tauHarderTestSet` (median tau-b of a harder test set against the leaderboard);
	 * `leaderKeptShare` (share of harder test sets with the same leader).
	 */
	readonly figures: readonly Figure[];
	/** Per model, best first on the leaderboard. */
	readonly rows: readonly HarderRow[];
	/** The fitted line in score units: harder = intercept + slope * score. */
	readonly fit: { readonly slope: number; readonly intercept: number };
	readonly draws: number;
}

export function harderTestSet(controls: ClassroomControls): HarderTestSetStep {
	const { scenario, testSet } = stepContext(controls);
	const matrix = testSet.matrix;
	const prepared = prepareRun(matrix, {
		kind: 'difficulty',
		strength: controls.shift,
		resample: true
	});
	const table = emptyDrawTable(HARDER_DRAWS, matrix.nModels);
	const seed = streamSeed(scenario.seed, STREAM.harder);
	placeChunk(table, runChunk(matrix, prepared, seed, 0, HARDER_DRAWS, CLASSROOM_ENGINE));
	const reference = computeReference(matrix);
	const summary = summarizeRun(table, prepared.reference, matrix.models);
	const harder = new Float64Array(matrix.nModels);
	for (const s of summary.models) harder[s.index] = s.mean;
	const line = accuracyOnTheLine(reference.scores, harder);
	let smallest = Number.POSITIVE_INFINITY;
	let largest = Number.NEGATIVE_INFINITY;
	let dropped = 0;
	for (const p of line.points) {
		smallest = Math.min(smallest, p.drop);
		largest = Math.max(largest, p.drop);
		if (p.drop > 0) dropped++;
	}
	const shift = prepared.difficulty!;
	return {
		step: 3,
		figures: [
			figure('shift', shift.requested, 'sd'),
			figure('shiftReached', shift.achieved, 'sd'),
			figure('meanDrop', pct(line.meanDrop), 'points'),
			figure('smallestDrop', pct(smallest), 'points'),
			figure('largestDrop', pct(largest), 'points'),
			figure('modelsDropped', dropped, 'count'),
			figure('fitSlope', line.linear.slope, 'slope'),
			figure('fitIntercept', pct(line.linear.intercept), 'points'),
			figure('fitR', line.linear.r, 'correlation'),
			figure('tauHarderTestSet', summary.tau.median, 'tau'),
			figure('leaderKeptShare', summary.leaderKept, 'share')
		],
		rows: summary.models.map((s) => ({
			model: s.model,
			index: s.index,
			score: s.reference,
			harder: s.mean,
			harderLow: s.q025,
			harderHigh: s.q975,
			trueRank: scenario.trueRanks[s.index]
		})),
		fit: { slope: line.linear.slope, intercept: line.linear.intercept },
		draws: HARDER_DRAWS
	};
}
