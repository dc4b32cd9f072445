/**
 * Step 2, "New test sets from the same source": sampling noise, and that it shrinks. The same
 * models answer fresh items written by the same source (`pool.ts`), on two test sets of 200 items
 * and two of 2,000. For each size:
 *
 * - each model's score on the first test set and its 95% half-width (1.96 x its standard error):
 *   how well one test set of this size knows the score;
 * - its score on the second test set: where another test set of the same size puts it;
 * - the noise floor of tau-b: tau-b between two fresh test sets of this size, over
 *   `FRESH_PAIRS` pairs (`fresh-band.ts`), the range within which two test sets of this size rank
 *   the models when only sampling noise acts;
 * - the bootstrap's estimate of that floor from the first test set alone (`noise.ts`: tau-b between
 *   two resamples of it), which is all a real benchmark has; biased upwards when models are close;
 * - tau-b between the two test sets' rankings, read against the fresh sets' floor (and, beside
 *   it, against the bootstrap's estimate).
 *
 * Ten times the items shrink the half-width about sqrt(10) ~ 3.2 times (a standard error falls as
 * 1 / sqrt(n)); the computed ratio (`noiseShrink`) is shown beside it. A redraw (`draw` + 1) draws
 * the next four test sets; the result depends on (seed, draw) alone, so the last one is kept.
 */
import { kendallTauB } from '../../../core/kendall.ts';
import { rankingOrder } from '../../../core/rank.ts';
import { computeReference } from '../../../core/run.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import type { FloorSpread } from '../../../core/stats/noise-floor.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import { FRESH_PAIRS, freshBand } from './fresh-band.ts';
import { quantile } from '../../../core/stats/quantile.ts';
import { classroomFloor, FLOOR_PAIRS, insideFloor, Z95 } from './noise.ts';
import { freshTestSet, NOISE_SIZES, type NoiseSize } from './pool.ts';
import { buildScenario, STREAM, type ClassroomScenario } from './scenario.ts';

/** Each size's stream of fresh test sets (two per draw: 2 draw and 2 draw + 1). */
const SIZE_STREAM: Readonly<Record<NoiseSize, number>> = {
	small: STREAM.sameSource,
	large: STREAM.sameSourceLarge
};

interface NoiseRow {
	readonly model: string;
	readonly index: number;
	/** Score on the first and on the second test set (fractions), and its standard error on the first. */
	readonly score: number;
	readonly newScore: number;
	readonly se: number;
}

export interface NoiseAtSize {
	readonly items: number;
	/** Per model, truly best first (the same order at both sizes). */
	readonly rows: readonly NoiseRow[];
	/** tau-b between two fresh test sets of this size (the noise floor, `fresh-band.ts`). */
	readonly fresh: FloorSpread;
	/** tau-b between two bootstrap resamples of the first test set (the floor's estimate). */
	readonly tauFloor: FloorSpread;
	/** tau-b between the two test sets' rankings. */
	readonly tauNew: number;
	/** Median over models of 1.96 x SE (a fraction). */
	readonly halfWidth: number;
	/** Mean over models of |second - first| (a fraction). */
	readonly meanChange: number;
	readonly leaderKept: boolean;
}

export interface NewTestSetStep {
	readonly step: 2;
	/**
	 * For `Small` (200 items) and `Large` (2,000): `items…`; `halfWidth…` (points: median 95%
	 * half-width of a score); `meanChange…` (points between the two test sets); `tauNew…` (tau-b
	 * between them); `tauFreshLow…`, `tauFreshMedian…`, `tauFreshHigh…` (the noise floor from
	 * fresh test sets: 5%, 50%, 95%); `insideFresh…` (flag: `tauNew` at or above its 5% point, the
	 * verdict); `tauFloorLow…`, `tauFloorMedian…`, `tauFloorHigh…`, `insideFloor…` (the same
	 * against the bootstrap's estimate from the first test set); `leaderKept…` (flag). Then
	 * `noiseShrink` (halfWidthSmall / halfWidthLarge) and `sqrtSizeRatio` (what 1 / sqrt(n)
	 * predicts).
	 */
	readonly figures: readonly Figure[];
	readonly small: NoiseAtSize;
	readonly large: NoiseAtSize;
	/** Pairs of resamples behind each bootstrap estimate, and of fresh test sets behind each floor. */
	readonly floorPairs: number;
	readonly freshPairs: number;
}

/** The first of the two fresh test sets of `size` and `draw` (step 3 compares with it). */
export function firstFreshSet(
	scenario: ClassroomScenario,
	size: NoiseSize,
	draw: number,
	spacing = 1
): ScoreMatrix {
	const options = { shift: 0, spacing };
	return freshTestSet(scenario, SIZE_STREAM[size], 2 * draw, NOISE_SIZES[size], options);
}

function atSize(scenario: ClassroomScenario, size: NoiseSize, draw: number): NoiseAtSize {
	const k = NOISE_SIZES[size];
	const first = firstFreshSet(scenario, size, draw);
	const second = freshTestSet(scenario, SIZE_STREAM[size], 2 * draw + 1, k);
	const floor = classroomFloor(first, scenario.seed);
	const a = computeReference(first).scores;
	const b = computeReference(second).scores;
	const se = floor.scoreSE;
	let change = 0;
	for (let m = 0; m < a.length; m++) change += Math.abs(b[m] - a[m]) / a.length;
	return {
		items: k,
		rows: scenario.trueOrder.map((m) => ({
			model: scenario.models[m],
			index: m,
			score: a[m],
			newScore: b[m],
			se: se[m]
		})),
		fresh: freshBand(scenario, size, 1),
		tauFloor: floor.tauFloor,
		tauNew: kendallTauB(a, b),
		halfWidth: Z95 * quantile(se, 0.5),
		meanChange: change,
		leaderKept: rankingOrder(a)[0] === rankingOrder(b)[0]
	};
}

function sizeFigures(s: NoiseAtSize, suffix: 'Small' | 'Large'): Figure[] {
	return [
		figure(`items${suffix}`, s.items, 'count'),
		figure(`halfWidth${suffix}`, pct(s.halfWidth), 'points'),
		figure(`meanChange${suffix}`, pct(s.meanChange), 'points'),
		figure(`tauNew${suffix}`, s.tauNew, 'tau'),
		figure(`tauFreshLow${suffix}`, s.fresh.q05, 'tau'),
		figure(`tauFreshMedian${suffix}`, s.fresh.median, 'tau'),
		figure(`tauFreshHigh${suffix}`, s.fresh.q95, 'tau'),
		figure(`insideFresh${suffix}`, flag(insideFloor(s.tauNew, s.fresh)), 'flag'),
		figure(`tauFloorLow${suffix}`, s.tauFloor.q05, 'tau'),
		figure(`tauFloorMedian${suffix}`, s.tauFloor.median, 'tau'),
		figure(`tauFloorHigh${suffix}`, s.tauFloor.q95, 'tau'),
		figure(`insideFloor${suffix}`, flag(insideFloor(s.tauNew, s.tauFloor)), 'flag'),
		figure(`leaderKept${suffix}`, flag(s.leaderKept), 'flag')
	];
}

let cache: { key: string; step: NewTestSetStep } | null = null;

export function newTestSet(controls: ClassroomControls): NewTestSetStep {
	const key = `${controls.seed}/${controls.draw}`;
	if (cache?.key === key) return cache.step;
	const scenario = buildScenario(controls.seed);
	const small = atSize(scenario, 'small', controls.draw);
	const large = atSize(scenario, 'large', controls.draw);
	const step: NewTestSetStep = {
		step: 2,
		figures: [
			...sizeFigures(small, 'Small'),
			...sizeFigures(large, 'Large'),
			figure('noiseShrink', small.halfWidth / large.halfWidth, 'ratio'),
			figure('sqrtSizeRatio', Math.sqrt(large.items / small.items), 'ratio')
		],
		small,
		large,
		floorPairs: FLOOR_PAIRS,
		freshPairs: FRESH_PAIRS
	};
	cache = { key, step };
	return step;
}
