/**
 * Chart data of the classroom's screens, from a step's result (pure: the screens only draw).
 * Scores are shown in percent, as on the analysis screen. Colours say what happened to a model
 * (studied / not), not which model it is: with twelve models the app's per-model colours would
 * all be grey (`colors.ts`), and the story is about groups. Names carry a mark too, so nothing
 * rests on colour alone.
 */
import type { BandSeries, BarSeries, IntervalSeries } from '../chart-series.ts';
import { HIGHLIGHT, PALETTE } from '../colors.ts';
import type { ScatterSeries } from '../scatter-series.ts';
import type { SizeCurveRow, NewTestSetStep } from './step-new-test-set.ts';
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

/** Step 2: each model from the first test set to the new one, in the first leaderboard's order. */
export function newTestSetIntervals(step: NewTestSetStep): IntervalSeries {
	return moveIntervals(step.rows.map((r) => ({ model: r.model, from: r.score, to: r.newScore })));
}

/** How a size is written on the axis (the view passes the locale's count format). */
export type SizeFormat = (k: number) => string;

/** Step 2's size curve: median and 5-95% of the replication tau-b per test-set size. */
export function replicationBands(
	curve: readonly SizeCurveRow[],
	label: string,
	size: SizeFormat
): BandSeries {
	return {
		labels: curve.map((r) => size(r.k)),
		lines: [
			{
				label,
				median: curve.map((r) => r.replicationTau),
				low: curve.map((r) => r.replicationTauQ05),
				high: curve.map((r) => r.replicationTauQ95),
				color: CLASSROOM_COLORS.model
			}
		],
		right: null
	};
}

/** Step 2's size curve: median and 5-95% of the typical score change (points) per size. */
export function scoreChangeBands(
	curve: readonly SizeCurveRow[],
	label: string,
	size: SizeFormat
): BandSeries {
	return {
		labels: curve.map((r) => size(r.k)),
		lines: [
			{
				label,
				median: curve.map((r) => r.scoreChange),
				low: curve.map((r) => r.scoreChangeQ05),
				high: curve.map((r) => r.scoreChangeQ95),
				color: CLASSROOM_COLORS.second
			}
		],
		right: null
	};
}

/** Step 3: score on the test set (x) against the mean score on the harder ones (y), in percent. */
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
