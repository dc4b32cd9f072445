/**
 * The one way chart components drive chart.js: create the chart when the canvas exists, update
 * it whenever anything `config` reads changes (props, theme), destroy it with the component.
 * Call from a component's script; `config` must read the props it depends on.
 */
import type { ChartConfiguration } from 'chart.js';
import { Chart } from './chart-setup.ts';

export function chartEffect(
	canvas: () => HTMLCanvasElement | undefined,
	config: () => ChartConfiguration
): void {
	let chart: Chart | null = null;
	$effect(() => {
		const c = config();
		const el = canvas();
		if (!el) return;
		if (!chart) chart = new Chart(el, c);
		else {
			chart.data = c.data;
			chart.options = c.options ?? {};
			chart.update();
		}
	});
	$effect(() => () => {
		chart?.destroy();
		chart = null;
	});
}
