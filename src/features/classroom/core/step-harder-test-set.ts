/**
 * Step 3, "A test set from a harder source": new items written `shift` SDs of difficulty harder
 * (`pool.ts`), one test set of 2,000 at a time (a redraw draws the next), against a test set of
 * 2,000 fresh items from the usual source (step 2's first large one, `firstFreshSet`). Scores
 * drop far beyond sampling noise (each model's drop over the combined standard error of its two
 * scores, `noise.ts`) while tau-b between the two rankings stays inside the noise floor: the range
 * of tau-b between two fresh test sets of 2,000 items from the usual source at the same spacing
 * (`fresh-band.ts`). Two independent test sets are compared, so their band is that of two
 * independent test sets. The bootstrap's estimate of the floor from the usual test set alone
 * (`noise.ts`) is shown beside it: what a real benchmark would have, biased upwards when the
 * models are close. This is the comparison ImageNet models showed on ImageNetV2 (Recht et al.
 * 2019, arXiv:1902.10811; its figures are cited facts in `sources.ts`, not computed here).
 *
 * `spacing` moves the models closer together (or further apart), on both test sets: the
 * simulation's ranking is stable only as far as the models are apart, and the floor and the
 * harder test set's tau-b fall together as they get closer. A harder source can also reorder
 * models beyond noise: each model has its own skill per category, and a uniform shift changes
 * how much each category's items weigh in a score. The floors depend on (seed, draw, spacing) and
 * are kept while the shift moves.
 *
 * The line through the points is `accuracyOnTheLine` (ordinary least squares as
 * `scipy.stats.linregress`), as the score tables compare two test sets.
 */
import { kendallTauB } from '../../../core/kendall.ts';
import { rankingOrder } from '../../../core/rank.ts';
import { computeReference } from '../../../core/run.ts';
import { accuracyOnTheLine } from '../../score-tables/core/two-test-sets.ts';
import {
	noiseFloorSE,
	type FloorSpread,
	type NoiseFloor
} from '../../../core/stats/noise-floor.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import { FRESH_PAIRS, freshBand } from './fresh-band.ts';
import { quantile } from '../../../core/stats/quantile.ts';
import { classroomFloor, combinedSE, FLOOR_PAIRS, insideFloor } from './noise.ts';
import { freshTestSet, NOISE_SIZES } from './pool.ts';
import { buildScenario, STREAM } from './scenario.ts';
import { firstFreshSet } from './step-new-test-set.ts';

interface HarderRow {
	readonly model: string;
	readonly index: number;
	/** Score on the usual source's test set and on the harder one (fractions). */
	readonly score: number;
	readonly harder: number;
	/** Standard error of the drop (both test sets' standard errors combined). */
	readonly se: number;
}

export interface HarderTestSetStep {
	readonly step: 3;
	/**
	 * `items`, `shift` (SDs of difficulty), `spacing`; `meanDrop`, `smallestDrop`, `largestDrop`
	 * (points: usual - harder); `modelsDropped` (count); `noise` (points: median combined standard
	 * error); `typicalDropInNoiseUnits`, `smallestDropInNoiseUnits` (median and smallest over
	 * models of drop / combined SE); `fitSlope`, `fitIntercept` (points), `fitR`;
	 * `tauHarderTestSet` (tau-b between the two rankings); `tauFreshLow`, `tauFreshMedian`,
	 * `tauFreshHigh` (the noise floor: two fresh usual test sets at this spacing), `insideFresh`
	 * (flag: at or above its 5% point, the verdict); `tauFloorLow`, `tauFloorMedian`,
	 * `tauFloorHigh`, `insideFloor` (the bootstrap's estimate from the usual test set, and the
	 * verdict it would give); `leaderKept` (flag).
	 */
	readonly figures: readonly Figure[];
	/** Per model, best first on the usual test set. */
	readonly rows: readonly HarderRow[];
	/** The fitted line in score units: harder = intercept + slope * score. */
	readonly fit: { readonly slope: number; readonly intercept: number };
	/** The noise floor (fresh test sets) and the bootstrap's estimate of it. */
	readonly fresh: FloorSpread;
	readonly tauFloor: FloorSpread;
	readonly floorPairs: number;
	readonly freshPairs: number;
}

let floorCache: { key: string; floor: NoiseFloor } | null = null;

function usualFloor(key: string, compute: () => NoiseFloor): NoiseFloor {
	if (floorCache?.key !== key) floorCache = { key, floor: compute() };
	return floorCache.floor;
}

function dropFigures(rows: readonly HarderRow[]): Figure[] {
	const drops = rows.map((r) => r.score - r.harder);
	const units = rows.map((r, k) => drops[k] / r.se);
	return [
		figure('meanDrop', pct(drops.reduce((s, d) => s + d, 0) / drops.length), 'points'),
		figure('smallestDrop', pct(Math.min(...drops)), 'points'),
		figure('largestDrop', pct(Math.max(...drops)), 'points'),
		figure('modelsDropped', drops.filter((d) => d > 0).length, 'count'),
		figure(
			'noise',
			pct(
				quantile(
					rows.map((r) => r.se),
					0.5
				)
			),
			'points'
		),
		figure('typicalDropInNoiseUnits', quantile(units.map(Math.abs), 0.5), 'ratio'),
		figure('smallestDropInNoiseUnits', Math.min(...units), 'ratio')
	];
}

export function harderTestSet(controls: ClassroomControls): HarderTestSetStep {
	const scenario = buildScenario(controls.seed);
	const { shift, spacing, draw } = controls;
	const usual = firstFreshSet(scenario, 'large', draw, spacing);
	const harder = freshTestSet(scenario, STREAM.harder, draw, NOISE_SIZES.large, { shift, spacing });
	const floor = usualFloor(`${controls.seed}/${draw}/${spacing}`, () =>
		classroomFloor(usual, scenario.seed)
	);
	const a = computeReference(usual).scores;
	const h = computeReference(harder).scores;
	const se = combinedSE(floor.scoreSE, noiseFloorSE(harder, null));
	const rows = rankingOrder(a).map((m) => ({
		model: scenario.models[m],
		index: m,
		score: a[m],
		harder: h[m],
		se: se[m]
	}));
	const line = accuracyOnTheLine(a, h);
	const tau = kendallTauB(a, h);
	const fresh = freshBand(scenario, 'large', spacing);
	return {
		step: 3,
		figures: [
			figure('items', NOISE_SIZES.large, 'count'),
			figure('shift', shift, 'sd'),
			figure('spacing', spacing, 'spacing'),
			...dropFigures(rows),
			figure('fitSlope', line.linear.slope, 'slope'),
			figure('fitIntercept', pct(line.linear.intercept), 'points'),
			figure('fitR', line.linear.r, 'correlation'),
			figure('tauHarderTestSet', tau, 'tau'),
			figure('tauFreshLow', fresh.q05, 'tau'),
			figure('tauFreshMedian', fresh.median, 'tau'),
			figure('tauFreshHigh', fresh.q95, 'tau'),
			figure('insideFresh', flag(insideFloor(tau, fresh)), 'flag'),
			figure('tauFloorLow', floor.tauFloor.q05, 'tau'),
			figure('tauFloorMedian', floor.tauFloor.median, 'tau'),
			figure('tauFloorHigh', floor.tauFloor.q95, 'tau'),
			figure('insideFloor', flag(insideFloor(tau, floor.tauFloor)), 'flag'),
			figure('leaderKept', flag(rankingOrder(h)[0] === rows[0].index), 'flag')
		],
		rows,
		fit: { slope: line.linear.slope, intercept: line.linear.intercept },
		fresh,
		tauFloor: floor.tauFloor,
		floorPairs: FLOOR_PAIRS,
		freshPairs: FRESH_PAIRS
	};
}
