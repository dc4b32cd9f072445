/**
 * Ready-to-draw series of the score-table charts, drawn by the app's shared chart components:
 * the agreement matrix of a condition as a heatmap grid (`MatrixHeatmap`) and "accuracy on the
 * line" as points with y = x and the fitted line (`ScatterLineChart`).
 */
import type { ScatterLine, ScatterPoint } from '../../../core/chart-series.ts';
import { HIGHLIGHT, NEUTRAL, PALETTE } from '../../../core/colors.ts';
import { normalQuantile } from '../../../core/stats/normal-quantile.ts';
import type { AccuracyOnTheLine } from './two-test-sets.ts';

/** What `agreementGrid` reads of a condition of the results JSON. */
interface AgreementInput {
	readonly benchmarks: readonly string[];
	readonly clusteredOrder: readonly string[];
	/** tau-b between benchmarks, in `benchmarks` order; null = undefined. */
	readonly agreement: readonly (readonly (number | null)[])[];
	/** Models on both benchmarks, same layout. */
	readonly pairModels: readonly (readonly (number | null)[])[];
}

interface AgreementGrid {
	/** Benchmarks in the clustered order (rows and columns alike). */
	readonly labels: readonly string[];
	/** tau-b and models on both, `[row][col]` in the clustered order. */
	readonly tau: readonly (readonly (number | null)[])[];
	readonly models: readonly (readonly number[])[];
	readonly rows: number;
	readonly cols: number;
	/** tau-b as `values[row * cols + col]`, NaN = undefined. */
	readonly values: Float64Array;
}

/** One condition's agreement matrix in its clustered order, as tables and as a heatmap grid. */
export function agreementGrid(c: AgreementInput): AgreementGrid {
	const idx = c.clusteredOrder.map((b) => c.benchmarks.indexOf(b));
	const tau = idx.map((i) => idx.map((j) => c.agreement[i]?.[j] ?? null));
	const models = idx.map((i) => idx.map((j) => c.pairModels[i]?.[j] ?? 0));
	const n = idx.length;
	const values = Float64Array.from(tau.flat(), (v) => v ?? Number.NaN);
	return { labels: c.clusteredOrder, tau, models, rows: n, cols: n, values };
}

/**
 * A colour for tau-b in [-1, 1]: blue for agreement, red for disagreement, white near 0; the
 * same scale in both themes (each cell also says its number, so colour is never alone). Null
 * for an undefined tau-b (the chart's background).
 */
export function tauColor(tau: number | null): string | null {
	if (tau === null || !Number.isFinite(tau)) return null;
	const t = Math.max(-1, Math.min(1, tau));
	const a = Math.abs(t);
	const [r, g, b] = t >= 0 ? [33, 102, 172] : [178, 24, 43];
	const mix = (c: number) => Math.round(255 + (c - 255) * a);
	return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/** Legends of the lines of `lineScatter`. */
interface LineScatterLabels {
	readonly identity: string;
	readonly linearFit: string;
	readonly probitFit: string;
}

interface LineScatter {
	/** One point per model with both scores; `marked` = among the furthest below the line. */
	readonly points: readonly ScatterPoint[];
	/** y = x, and the fitted line when it is defined. */
	readonly lines: readonly ScatterLine[];
	/** Whether the axes are probits (Phi^-1 of each score). */
	readonly usingProbit: boolean;
}

/**
 * Accuracy on the line as a scatter: each model's original score (x) against its new one (y),
 * on the scores' own axes or, with `probit` and a probit fit, on probit axes as Miller et al.
 * (2021) plot it (models at exactly 0 or 1 are left off there); the line y = x and the fitted
 * line (linear, or the probit fit) across the points' whole extent.
 */
export function lineScatter(
	line: AccuracyOnTheLine,
	modelNames: readonly string[],
	probit: boolean,
	labels: LineScatterLabels
): LineScatter {
	const usingProbit = probit && line.probit !== null;
	const scale = line.probit?.scale ?? 1;
	const tx = (v: number) => (usingProbit ? normalQuantile(v * scale) : v);
	const below = new Set(line.furthestBelow);
	const points: ScatterPoint[] = line.points
		.map((p) => ({
			x: tx(p.original),
			y: tx(p.new),
			low: null,
			high: null,
			label: modelNames[p.model] ?? '',
			color: below.has(p.model) ? HIGHLIGHT : `${PALETTE[0]}99`,
			marked: below.has(p.model)
		}))
		.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
	if (!points.length) return { points, lines: [], usingProbit };
	const all = points.flatMap((p) => [p.x, p.y]);
	const lo = Math.min(...all);
	const hi = Math.max(...all);
	const lines: ScatterLine[] = [
		{
			label: labels.identity,
			color: NEUTRAL,
			dashed: true,
			from: { x: lo, y: lo },
			to: { x: hi, y: hi }
		}
	];
	const f = usingProbit ? line.probit! : line.linear;
	if (Number.isFinite(f.slope) && Number.isFinite(f.intercept)) {
		lines.push({
			label: usingProbit ? labels.probitFit : labels.linearFit,
			color: PALETTE[1],
			dashed: false,
			from: { x: lo, y: f.intercept + f.slope * lo },
			to: { x: hi, y: f.intercept + f.slope * hi }
		});
	}
	return { points, lines, usingProbit };
}
