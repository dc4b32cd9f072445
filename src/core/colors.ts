/**
 * One colour per model, the same on every screen: a model's colour follows its column index.
 * Up to ten models get distinct colours (Okabe & Ito's colour-blind-safe palette, extended);
 * beyond that every model is neutral grey except the highlighted one.
 */
export const PALETTE = [
	'#0072B2',
	'#E69F00',
	'#009E73',
	'#CC79A7',
	'#56B4E9',
	'#D55E00',
	'#8C6D31',
	'#6A3D9A',
	'#B8A400',
	'#333F48'
] as const;

export const NEUTRAL = '#8a94a6';
export const HIGHLIGHT = '#D55E00';

/** Models beyond this count are drawn grey (except the highlighted one). */
export const MAX_DISTINCT = PALETTE.length;

export function modelColor(
	index: number,
	nModels: number,
	highlighted: number | null = null
): string {
	if (nModels <= MAX_DISTINCT) return PALETTE[index % PALETTE.length];
	return index === highlighted ? HIGHLIGHT : NEUTRAL;
}
