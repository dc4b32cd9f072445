/** chart.js with only the parts the app uses registered (keeps the bundle small). */
import {
	BarController,
	BarElement,
	CategoryScale,
	Chart,
	Filler,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	ScatterController,
	Tooltip
} from 'chart.js';
import { themeColors } from './theme-colors.ts';

Chart.register(
	BarController,
	BarElement,
	CategoryScale,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	ScatterController,
	Filler,
	Legend,
	Tooltip
);

Chart.defaults.font.family =
	getComputedStyle(document.documentElement).getPropertyValue('--font') || 'system-ui';
Chart.defaults.animation = false;

export { Chart };

export { themeColors } from './theme-colors.ts';

/** Shortens long model names on axes (the full name stays in tooltips and tables). */
export function shortLabel(label: string, max = 28): string {
	return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/**
 * The chart as a PNG data URL on the theme background, with caption lines (dataset, settings,
 * seed) above and below, so an exported figure carries its provenance.
 */
export function chartPng(canvas: HTMLCanvasElement, title: string, footer: string): string {
	const { fg, soft, bg } = themeColors();
	const ratio = canvas.width / canvas.clientWidth || 1;
	const pad = 12 * ratio;
	const titleSize = 16 * ratio;
	const footSize = 12 * ratio;
	const out = document.createElement('canvas');
	out.width = canvas.width + 2 * pad;
	out.height = canvas.height + titleSize + footSize + 4 * pad;
	const ctx = out.getContext('2d')!;
	ctx.fillStyle = bg;
	ctx.fillRect(0, 0, out.width, out.height);
	ctx.fillStyle = fg;
	ctx.font = `600 ${titleSize}px system-ui, sans-serif`;
	ctx.fillText(title, pad, pad + titleSize);
	ctx.drawImage(canvas, pad, titleSize + 2 * pad);
	ctx.fillStyle = soft;
	ctx.font = `${footSize}px system-ui, sans-serif`;
	ctx.fillText(footer, pad, out.height - pad);
	return out.toDataURL('image/png');
}
