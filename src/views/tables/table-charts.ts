/**
 * chart.js parts the score-table charts add to the app's set (`components/charts/chart-setup.ts`):
 * the matrix chart of chartjs-chart-matrix for the agreement heatmap, and scatter plots.
 */
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix';
import { ScatterController } from 'chart.js';
import { Chart } from '../../components/charts/chart-setup.ts';

Chart.register(MatrixController, MatrixElement, ScatterController);

export { Chart };

/**
 * A colour for tau-b in [-1, 1]: blue for agreement, red for disagreement, white near 0; the
 * same scale in both themes (the cell text says the number, so colour is never alone).
 */
export function tauColor(tau: number | null): string {
	if (tau === null || !Number.isFinite(tau)) return 'rgba(128,128,128,0.25)';
	const t = Math.max(-1, Math.min(1, tau));
	const a = Math.abs(t);
	const [r, g, b] = t >= 0 ? [33, 102, 172] : [178, 24, 43];
	const mix = (c: number) => Math.round(255 + (c - 255) * a);
	return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/** Black or white text, whichever reads on `tauColor(tau)`. */
export function tauTextColor(tau: number | null): string {
	return tau !== null && Math.abs(tau) > 0.55 ? '#fff' : '#111';
}
