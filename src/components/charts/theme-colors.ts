/**
 * The theme's chart colours, read from app.css's variables once per theme. The cache keys on
 * `<html data-theme>` (set by `Theme` for an explicit choice) and is dropped when the system's
 * colour scheme changes (what "auto" follows), so no caller has to invalidate it.
 */
import { printMode } from './print-mode.svelte.ts';

/** The light theme's colours (app.css): what a printed page gets, whatever the app's theme. */
const PRINT_COLORS = { fg: '#14181f', soft: '#4a5361', grid: '#cfd6e0', bg: '#ffffff' };

interface ThemeColors {
	readonly fg: string;
	readonly soft: string;
	readonly grid: string;
	readonly bg: string;
}

/** The last colours read, and the theme they were read under (see `themeColors`). */
let cached: { key: string; colors: ThemeColors } | null = null;

if (typeof window !== 'undefined') {
	window
		.matchMedia?.('(prefers-color-scheme: dark)')
		?.addEventListener('change', () => invalidateThemeColors());
}

/**
 * Forgets the colours read so far (the system's scheme changed; tests). Reading computed style
 * costs a style recalculation; at thousands of models the charts asked for it once per heatmap
 * cell and per chart (seconds at 4,000 models).
 */
function invalidateThemeColors(): void {
	cached = null;
}

/**
 * Colours of the current theme, read from the CSS variables once per theme (cached until
 * `invalidateThemeColors` or a change of `<html data-theme>`); the light ones while printing (a
 * chart calling this from its effect redraws when printing starts and ends).
 */
export function themeColors(): ThemeColors {
	if (printMode.active) return PRINT_COLORS;
	const key = document.documentElement.getAttribute('data-theme') ?? 'auto';
	if (cached?.key === key) return cached.colors;
	const css = getComputedStyle(document.documentElement);
	const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
	const colors = {
		fg: v('--fg', '#14181f'),
		soft: v('--fg-soft', '#4a5361'),
		grid: v('--border', '#cfd6e0'),
		bg: v('--bg', '#ffffff')
	};
	cached = { key, colors };
	return colors;
}
