/**
 * Chart data of the classroom's screens, from a step's result (pure: the screens only draw).
 * Scores are shown in percent, as on the analysis screen. Colours say what happened to a model
 * (studied / not), not which model it is: with twelve models the app's per-model colours would
 * all be grey (`colors.ts`), and the story is about groups. Names carry a mark too, so nothing
 * rests on colour alone.
 */
import type { BarSeries, IntervalSeries } from '../../../core/chart-series.ts';
import { HIGHLIGHT, PALETTE } from '../../../core/colors.ts';
import type { ScatterSeries } from '../../../core/scatter-series.ts';
import { Z95 } from './noise.ts';
import type { NoiseAtSize } from './step-new-test-set.ts';
import type { HarderTestSetStep } from './step-harder-test-set.ts';
import type { LeaderboardRow } from './leaderboard.ts';

/** A model like any other, and a model that prepared on its own (step 4-5). */
export const CLASSROOM_COLORS = { model: PALETTE[0], studied: HIGHLIGHT, second: PALETTE[1] };

/** Put before a studied model's name in the charts (colour is not the only cue). */
export const STUDIED_MARK = '▲ ';

const pct = (v: number) => v * 100;

/**
 * Step 1: the leaderboard, best first, as bars of the score in percent. `label` writes a row's
 * label (the view adds the model's true rank in the reader's language).
 */
export function leaderboardBars(
	rows: readonly LeaderboardRow[],
	label: (row: LeaderboardRow) => string = (r) => r.model
): BarSeries {
	return {
		labels: rows.map(label),
		values: rows.map((r) => pct(r.score)),
		colors: rows.map(() => CLASSROOM_COLORS.model)
	};
}

/**
 * Rows that move from one score to another (`from` -> `to`, fractions), best first: the bar spans
 * the move, the dot is where the model ends up. Studied models are marked and coloured.
 */
export function moveIntervals(
	rows: readonly { model: string; from: number; to: number; marked?: boolean }[]
): IntervalSeries {
	return {
		labels: rows.map((r) => (r.marked ? STUDIED_MARK : '') + r.model),
		low: rows.map((r) => pct(Math.min(r.from, r.to))),
		high: rows.map((r) => pct(Math.max(r.from, r.to))),
		point: rows.map((r) => pct(r.to)),
		colors: rows.map((r) => (r.marked ? CLASSROOM_COLORS.studied : CLASSROOM_COLORS.model))
	};
}

/**
 * Step 2, one size: per model (truly best first) the 95% band of its score on the first test set
 * (score +- 1.96 SE, in percent) and, as the dot, its score on the second test set.
 */
export function noiseIntervals(at: NoiseAtSize): IntervalSeries {
	return {
		labels: at.rows.map((r) => r.model),
		low: at.rows.map((r) => pct(r.score - Z95 * r.se)),
		high: at.rows.map((r) => pct(r.score + Z95 * r.se)),
		point: at.rows.map((r) => pct(r.newScore)),
		colors: at.rows.map(() => CLASSROOM_COLORS.model)
	};
}

/** Step 2: one x range (percent, whole tens) that holds both sizes' bands and dots. */
export function noiseExtent(sizes: readonly NoiseAtSize[]): { min: number; max: number } {
	let lo = 100;
	let hi = 0;
	for (const s of sizes) {
		const series = noiseIntervals(s);
		lo = Math.min(lo, ...series.low, ...series.point);
		hi = Math.max(hi, ...series.high, ...series.point);
	}
	return {
		min: Math.max(0, Math.floor(lo / 10) * 10),
		max: Math.min(100, Math.ceil(hi / 10) * 10)
	};
}

/** Step 3: score on the usual source's test set (x) against the harder one's (y), in percent. */
export function harderScatter(step: HarderTestSetStep): ScatterSeries {
	return {
		points: step.rows.map((r) => ({
			x: pct(r.score),
			y: pct(r.harder),
			label: r.model,
			color: CLASSROOM_COLORS.model
		})),
		fit: { slope: step.fit.slope, intercept: pct(step.fit.intercept) },
		identity: true
	};
}
