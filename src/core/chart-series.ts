/**
 * Ready-to-draw series for the analysis charts, so chart components only draw.
 */
import { MAX_DISTINCT, modelColor, NEUTRAL, PALETTE } from './colors.ts';
import { normalQuantile } from './stats/normal-quantile.ts';
import { NOISE_BAND } from './noise-units.ts';
import type { BumpLine } from './sweep-figures.ts';
import { leastSquares, type LineFit } from './sweep-figures.ts';
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
	/** Drawn behind each interval: the reference score ± 1.96 standard errors (sampling noise). */
	readonly band?: { readonly low: readonly number[]; readonly high: readonly number[] };
}

/**
 * Each row's sampling-noise band, reference ± `NOISE_BAND` x its standard error (`se` by matrix
 * column; NaN where undefined), in shown units, for rows of models `indices` at `points`.
 */
function noiseBand(
	indices: readonly number[],
	reference: readonly number[],
	se: ArrayLike<number>,
	unitScale: boolean
): { low: number[]; high: number[] } {
	const half = indices.map((m) => shown(NOISE_BAND * se[m], unitScale));
	return {
		low: reference.map((p, k) => p - half[k]),
		high: reference.map((p, k) => p + half[k])
	};
}

/** Scores as shown: percentages for unit-scale data. */
function shown(v: number, unitScale: boolean): number {
	return unitScale ? v * 100 : v;
}

/**
 * Per model (best first): the 95% score interval and the reference score, and with the standard
 * errors (`se`, by matrix column) the sampling-noise band behind each interval.
 */
export function scoreIntervals(
	summary: RunSummary,
	nModels: number,
	unitScale: boolean,
	highlighted: number | null = null,
	se: ArrayLike<number> | null = null
): IntervalSeries {
	const ms = summary.models;
	const point = ms.map((m) => shown(m.reference, unitScale));
	return {
		labels: ms.map((m) => m.model),
		low: ms.map((m) => shown(m.q025, unitScale)),
		high: ms.map((m) => shown(m.q975, unitScale)),
		point,
		colors: ms.map((m) => modelColor(m.index, nModels, highlighted)),
		...(se
			? {
					band: noiseBand(
						ms.map((m) => m.index),
						point,
						se,
						unitScale
					)
				}
			: {})
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

/** Colours for lines that follow a rank rather than a model (the bump chart's top models). */
const PALETTE_BY_RANK: readonly string[] = PALETTE;

/** Words of the sweep charts' series, in the reader's language (the view passes them). */
interface SweepLabels {
	readonly tauFull: string;
	readonly replication: string;
	readonly leaderKept: string;
	readonly change: string;
	/** The noise floor's lines (when the sweep is drawn beside one). */
	readonly floorTau?: string;
	readonly floorChange?: string;
}

/** What a sweep chart draws of the noise floor: tau-b's 5-95% band and noise's score change. */
interface SweepFloor {
	readonly tauLow: number;
	readonly tauMedian: number;
	readonly tauHigh: number;
	/** Per test set, the mean |score change| sampling noise alone gives (its median). */
	readonly change: number;
}

/** How a sweep's steps are written on its axis: sizes as counts, strengths as numbers. */
type StepFormat = (value: number) => string;

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

/**
 * The strength sweep in one picture: the typical score change with its band (left axis) and
 * tau-b with its band beside the share of draws keeping the leader (right axis, 0-1).
 */
interface ArgumentSeries {
	readonly labels: readonly string[];
	readonly left: readonly BandLine[];
	readonly right: readonly BandLine[];
}

export function sweepArgument(
	rows: readonly SweepRow[],
	unitScale: boolean,
	colors: readonly string[],
	labels: SweepLabels,
	step: StepFormat = String,
	floor: SweepFloor | null = null
): ArgumentSeries {
	const v = (x: number) => orNull(shown(x, unitScale));
	const flat = (x: number | null) => rows.map(() => x);
	const none = flat(null);
	return {
		labels: stepLabels(rows, String, step),
		left: [
			{
				label: labels.change,
				median: rows.map((r) => v(r.scoreChange.median)),
				low: rows.map((r) => v(r.scoreChange.q05)),
				high: rows.map((r) => v(r.scoreChange.q95)),
				color: colors[5]
			},
			...(floor
				? [
						{
							label: labels.floorChange ?? '',
							median: flat(v(floor.change)),
							low: none,
							high: none,
							color: NEUTRAL,
							dashed: true
						}
					]
				: [])
		],
		right: [
			...(floor
				? [
						{
							label: labels.floorTau ?? '',
							median: flat(orNull(floor.tauMedian)),
							low: flat(orNull(floor.tauLow)),
							high: flat(orNull(floor.tauHigh)),
							color: NEUTRAL,
							dashed: true
						}
					]
				: []),
			{
				label: labels.tauFull,
				median: rows.map((r) => orNull(r.tau.median)),
				low: rows.map((r) => orNull(r.tau.q05)),
				high: rows.map((r) => orNull(r.tau.q95)),
				color: colors[0]
			},
			{
				label: labels.leaderKept,
				median: rows.map((r) => orNull(r.leaderKept)),
				low: rows.map(() => null),
				high: rows.map(() => null),
				color: colors[2],
				dashed: true
			}
		]
	};
}

/** Lines over categories (steps) with one value each, e.g. the bump chart's ranks. */
export interface StepLines {
	readonly labels: readonly string[];
	readonly lines: readonly {
		readonly label: string;
		readonly values: readonly (number | null)[];
		readonly color: string;
		/** A step drawn as a large diamond (e.g. the month of a model's date), if any. */
		readonly mark?: number | null;
	}[];
}

/**
 * The bump chart: the top models' ranks (by mean score over each step's draws) per step. Each
 * model keeps its own colour when there are few models; among many (where models are grey
 * elsewhere) the few lines drawn take the palette in reference order.
 */
export function bumpSeries(
	rows: readonly SweepRow[],
	lines: readonly BumpLine[],
	models: readonly string[],
	highlighted: number | null = null,
	step: StepFormat = String
): StepLines {
	const nModels = models.length;
	return {
		labels: stepLabels(rows, String, step),
		lines: lines.map((l, k) => ({
			label: models[l.index],
			values: l.ranks,
			color:
				highlighted !== null && highlighted !== l.index
					? NEUTRAL
					: nModels <= MAX_DISTINCT
						? modelColor(l.index, nModels)
						: PALETTE_BY_RANK[k % PALETTE_BY_RANK.length]
		}))
	};
}

/** A point with an optional vertical interval, for scatter charts. */
export interface ScatterPoint {
	readonly x: number;
	readonly y: number;
	readonly low: number | null;
	readonly high: number | null;
	readonly label: string;
	readonly color: string;
	/** Drawn apart, as larger triangles with their own legend (e.g. furthest below the line). */
	readonly marked?: boolean;
}

/** A straight line drawn between two points, for scatter charts (y = x, a fitted line). */
export interface ScatterLine {
	readonly label: string;
	readonly color: string;
	readonly dashed: boolean;
	readonly from: { readonly x: number; readonly y: number };
	readonly to: { readonly x: number; readonly y: number };
}

interface ReferenceScatter {
	readonly points: readonly ScatterPoint[];
	readonly lines: readonly ScatterLine[];
	readonly fit: LineFit | null;
}

/** Shares clipped before the probit, so 0% and 100% stay on the chart. */
const PROBIT_CLIP = 1e-3;

/** The probit of a share (Phi^-1), clipped to [0.001, 0.999]. */
export function probitOf(p: number): number {
	return normalQuantile(Math.min(1 - PROBIT_CLIP, Math.max(PROBIT_CLIP, p)));
}

/**
 * Reference vs perturbed: per model, the reference score (x) against its mean score over the
 * draws (y) with its 95% interval; the y = x line and the least-squares line of y on x. With
 * `probit` (unit-scale scores only) both axes are Phi^-1 of the score, as in Recht et al. 2019's
 * ImageNetV2 figure; otherwise scores as shown (percent for unit-scale data).
 */
export function referenceScatter(
	summary: RunSummary,
	nModels: number,
	unitScale: boolean,
	probit: boolean,
	labels: { readonly identity: string; readonly fit: string },
	highlighted: number | null = null
): ReferenceScatter {
	const f = probit && unitScale ? probitOf : (v: number) => shown(v, unitScale);
	const ms = summary.models.filter((m) => m.mean === m.mean);
	const points: ScatterPoint[] = ms.map((m) => ({
		x: f(m.reference),
		y: f(m.mean),
		low: m.q025 === m.q025 ? f(m.q025) : null,
		high: m.q975 === m.q975 ? f(m.q975) : null,
		label: m.model,
		color: modelColor(m.index, nModels, highlighted)
	}));
	const xs = points.map((p) => p.x);
	const fit = leastSquares(
		xs,
		points.map((p) => p.y)
	);
	const lo = Math.min(...xs, ...points.map((p) => p.y));
	const hi = Math.max(...xs, ...points.map((p) => p.y));
	const lines: ScatterLine[] = [];
	if (points.length) {
		lines.push({
			label: labels.identity,
			color: NEUTRAL,
			dashed: true,
			from: { x: lo, y: lo },
			to: { x: hi, y: hi }
		});
	}
	if (fit) {
		const x0 = Math.min(...xs);
		const x1 = Math.max(...xs);
		lines.push({
			label: labels.fit,
			color: PALETTE_BY_RANK[0],
			dashed: false,
			from: { x: x0, y: fit.intercept + fit.slope * x0 },
			to: { x: x1, y: fit.intercept + fit.slope * x1 }
		});
	}
	return { points, lines, fit };
}
