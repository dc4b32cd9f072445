/**
 * Ready-to-draw data of a scatter chart with lines (`components/charts/ScatterLineChart.svelte`):
 * points, an optional fitted line and a shared square extent so that y = x runs corner to corner.
 * Generic: nothing here knows what the points stand for.
 */
import type {
	ScatterLine as ChartScatterLine,
	ScatterPoint as ChartScatterPoint
} from './chart-series.ts';

interface ScatterPoint {
	readonly x: number;
	readonly y: number;
	/** Shown in the tooltip (a model name, say). */
	readonly label: string;
	readonly color: string;
}

/** A straight line y = intercept + slope * x. */
interface Line {
	readonly slope: number;
	readonly intercept: number;
}

export interface ScatterSeries {
	readonly points: readonly ScatterPoint[];
	/** A fitted line, drawn across the extent (null: none). */
	readonly fit: Line | null;
	/** Whether to draw the line y = x (no change). */
	readonly identity: boolean;
}

/**
 * One extent for both axes: the range of every x and y, padded by `pad` of its width (at least
 * `minWidth`), rounded out to whole multiples of `step`. A square domain keeps y = x at 45°, so a
 * drop below it reads the same on both axes.
 */
export function squareExtent(
	points: readonly Pick<ScatterPoint, 'x' | 'y'>[],
	{ pad = 0.05, minWidth = 1, step = 1 }: { pad?: number; minWidth?: number; step?: number } = {}
): { min: number; max: number } {
	let lo = Number.POSITIVE_INFINITY;
	let hi = Number.NEGATIVE_INFINITY;
	for (const p of points) {
		for (const v of [p.x, p.y]) {
			if (!Number.isFinite(v)) continue;
			lo = Math.min(lo, v);
			hi = Math.max(hi, v);
		}
	}
	if (lo > hi) return { min: 0, max: minWidth };
	const mid = (lo + hi) / 2;
	const half = Math.max(hi - lo, minWidth) / 2;
	const width = half * (1 + 2 * pad);
	return {
		min: Math.floor((mid - width) / step) * step,
		max: Math.ceil((mid + width) / step) * step
	};
}

/** The two ends of a line over [min, max] (what a chart draws). */
export function lineEnds(line: Line, min: number, max: number): [ScatterPointXY, ScatterPointXY] {
	return [
		{ x: min, y: line.intercept + line.slope * min },
		{ x: max, y: line.intercept + line.slope * max }
	];
}

interface ScatterPointXY {
	readonly x: number;
	readonly y: number;
}

/** How a series' lines are labelled and coloured (the view's words, the theme's colours). */
interface SeriesLineStyle {
	readonly identity: { readonly label: string; readonly color: string };
	readonly fit: { readonly label: string; readonly color: string };
}

/**
 * A series as the generic `ScatterLineChart` draws it: points without intervals, y = x and the
 * fitted line drawn across one square extent, and that extent for both axes.
 */
export function seriesChart(
	series: ScatterSeries,
	style: SeriesLineStyle,
	{ step = 1 }: { step?: number } = {}
): {
	points: ChartScatterPoint[];
	lines: ChartScatterLine[];
	extent: { min: number; max: number };
} {
	const extent = squareExtent(series.points, { step });
	const { min, max } = extent;
	const lines: ChartScatterLine[] = [];
	if (series.identity) {
		lines.push({
			...style.identity,
			dashed: true,
			from: { x: min, y: min },
			to: { x: max, y: max }
		});
	}
	if (series.fit) {
		const [from, to] = lineEnds(series.fit, min, max);
		lines.push({ ...style.fit, dashed: false, from, to });
	}
	const points = series.points.map((p) => ({ ...p, low: null, high: null }));
	return { points, lines, extent };
}
