/**
 * Ready-to-draw series for the analysis charts, so chart components only draw.
 */
import { modelColor } from './colors.ts';
import { tauHistogram as binTau, type Histogram } from './histogram.ts';
import type { RunSummary } from './summary.ts';

export interface IntervalSeries {
	readonly labels: readonly string[];
	readonly low: readonly number[];
	readonly high: readonly number[];
	readonly point: readonly number[];
	readonly colors: readonly string[];
}

/** Scores as shown: percentages for unit-scale data. */
function shown(v: number, unitScale: boolean): number {
	return unitScale ? v * 100 : v;
}

/** Per model (best first): the 95% score interval and the reference score. */
export function scoreIntervals(
	summary: RunSummary,
	nModels: number,
	unitScale: boolean,
	highlighted: number | null = null
): IntervalSeries {
	const ms = summary.models;
	return {
		labels: ms.map((m) => m.model),
		low: ms.map((m) => shown(m.q025, unitScale)),
		high: ms.map((m) => shown(m.q975, unitScale)),
		point: ms.map((m) => shown(m.reference, unitScale)),
		colors: ms.map((m) => modelColor(m.index, nModels, highlighted))
	};
}

/**
 * Per model (reference order): the 95% rank interval and the reference rank. A single-rank
 * interval is widened by ±0.3 so it stays visible as a bar.
 */
export function rankIntervals(
	summary: RunSummary,
	nModels: number,
	highlighted: number | null = null
): IntervalSeries {
	const ms = summary.models;
	return {
		labels: ms.map((m) => m.model),
		low: ms.map((m) => m.rankLow - 0.3),
		high: ms.map((m) => m.rankHigh + 0.3),
		point: ms.map((m) => m.referenceRank),
		colors: ms.map((m) => modelColor(m.index, nModels, highlighted))
	};
}

export function tauHistogram(tauDraws: ArrayLike<number>, nModels: number): Histogram {
	return binTau(tauDraws, nModels);
}

export interface SweepSeries {
	readonly labels: readonly string[];
	readonly median: readonly number[];
	readonly low: readonly number[];
	readonly high: readonly number[];
	/** Share of draws keeping the reference leader first, in percent. */
	readonly leaderKept: readonly number[];
}

/** The size sweep as series over k: tau-b median and 95% band, and leader agreement (%). */
export function sweepSeries(
	rows: ReadonlyArray<{
		readonly k: number;
		readonly tau: { readonly median: number };
		readonly tauQ025: number;
		readonly tauQ975: number;
		readonly leaderKept: number;
	}>
): SweepSeries {
	return {
		labels: rows.map((r) => r.k.toLocaleString('en-US')),
		median: rows.map((r) => r.tau.median),
		low: rows.map((r) => r.tauQ025),
		high: rows.map((r) => r.tauQ975),
		leaderKept: rows.map((r) => r.leaderKept * 100)
	};
}
