/**
 * Ready-to-draw series for the analysis charts, so chart components only draw.
 */
import { modelColor } from './colors.ts';
import { tauHistogram as binTau, type Histogram } from './histogram.ts';
import type { SearchOutcome } from './search.ts';
import type { RunSummary } from './summary.ts';
import type { SweepRow } from './sweep.ts';
import type { VariantsSummary } from './variants.ts';

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

/** Per model (reference order): min-max across variants, with the reference score as the dot. */
export function variantIntervals(
	v: VariantsSummary,
	nModels: number,
	unitScale: boolean,
	highlighted: number | null = null
): IntervalSeries {
	const ms = v.models;
	return {
		labels: ms.map((m) => m.model),
		low: ms.map((m) => shown(m.min, unitScale)),
		high: ms.map((m) => shown(m.max, unitScale)),
		point: ms.map((m) => shown(m.reference, unitScale)),
		colors: ms.map((m) => modelColor(m.index, nModels, highlighted))
	};
}

export interface BarSeries {
	readonly labels: readonly string[];
	readonly values: readonly number[];
	readonly colors: readonly string[];
}

/** tau-b of each variant with the reference ranking. */
export function variantTauBars(v: VariantsSummary, color: string): BarSeries {
	return {
		labels: v.variants.map((r) => r.name),
		values: v.variants.map((r) => r.tau),
		colors: v.variants.map(() => color)
	};
}

/**
 * Per model (reference order): the move from the reference score to the worst case's score (the
 * bar), with the worst-case score as the dot.
 */
export function searchIntervals(
	search: SearchOutcome,
	reference: { readonly scores: ArrayLike<number>; readonly order: readonly number[] },
	models: readonly string[],
	unitScale: boolean,
	highlighted: number | null = null
): IntervalSeries {
	const M = models.length;
	const order = reference.order;
	return {
		labels: order.map((m) => models[m]),
		low: order.map((m) => shown(Math.min(reference.scores[m], search.scores[m]), unitScale)),
		high: order.map((m) => shown(Math.max(reference.scores[m], search.scores[m]), unitScale)),
		point: order.map((m) => shown(search.scores[m], unitScale)),
		colors: order.map((m) => modelColor(m, M, highlighted))
	};
}

/** The certificate: each category's item weight. */
export function weightBars(search: SearchOutcome, color: string): BarSeries {
	return {
		labels: [...search.categories],
		values: Array.from(search.weights),
		colors: Array.from(search.weights, (w) => (w > 1 ? color : `${color}88`))
	};
}

/** A line with its band (median and 5-95%) over a sweep's steps. */
export interface BandLine {
	readonly label: string;
	readonly median: readonly (number | null)[];
	readonly low: readonly (number | null)[];
	readonly high: readonly (number | null)[];
	readonly color: string;
	readonly dashed?: boolean;
}

export interface BandSeries {
	readonly labels: readonly string[];
	readonly lines: readonly BandLine[];
	/** A second series on the right axis (a share in %), e.g. leader kept first. */
	readonly right: { readonly label: string; readonly values: readonly number[] } | null;
}

const orNull = (v: number) => (v === v ? v : null);

/** Words of the sweep charts' series, in the reader's language (the view passes them). */
export interface SweepLabels {
	readonly tauFull: string;
	readonly replication: string;
	readonly leaderKept: string;
	readonly change: string;
}

/** How a sweep's steps are written on its axis: sizes as counts, strengths as numbers. */
export type StepFormat = (value: number) => string;

function stepLabels(rows: readonly SweepRow[], count: StepFormat, step: StepFormat): string[] {
	return rows.map((r) => (r.size !== null ? count(r.size) : step(r.step ?? Number.NaN)));
}

/** Ranking stability per step: tau-b against the full set, replication (size sweep), leader. */
export function sweepStability(
	rows: readonly SweepRow[],
	colors: readonly string[],
	labels: SweepLabels,
	count: StepFormat = String,
	step: StepFormat = String
): BandSeries {
	const lines: BandLine[] = [
		{
			label: labels.tauFull,
			median: rows.map((r) => orNull(r.tau.median)),
			low: rows.map((r) => orNull(r.tau.q05)),
			high: rows.map((r) => orNull(r.tau.q95)),
			color: colors[0]
		}
	];
	if (rows.some((r) => r.replication)) {
		lines.push({
			label: labels.replication,
			median: rows.map((r) => (r.replication ? orNull(r.replication.median) : null)),
			low: rows.map((r) => (r.replication ? orNull(r.replication.q05) : null)),
			high: rows.map((r) => (r.replication ? orNull(r.replication.q95) : null)),
			color: colors[2],
			dashed: true
		});
	}
	return {
		labels: stepLabels(rows, count, step),
		lines,
		right: { label: labels.leaderKept, values: rows.map((r) => r.leaderKept * 100) }
	};
}

/** Score change per step: the median over draws of the mean |draw - reference| (points or units). */
export function sweepScoreChange(
	rows: readonly SweepRow[],
	unitScale: boolean,
	color: string,
	labels: SweepLabels,
	count: StepFormat = String,
	step: StepFormat = String
): BandSeries {
	const v = (x: number) => orNull(shown(x, unitScale));
	return {
		labels: stepLabels(rows, count, step),
		lines: [
			{
				label: labels.change,
				median: rows.map((r) => v(r.scoreChange.median)),
				low: rows.map((r) => v(r.scoreChange.q05)),
				high: rows.map((r) => v(r.scoreChange.q95)),
				color
			}
		],
		right: null
	};
}
