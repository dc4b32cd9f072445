/**
 * One colour per model, the same on every screen: a model's colour follows its column index.
 * Up to ten models get distinct colours (Okabe & Ito's colour-blind-safe palette, extended);
 * beyond that every model is neutral grey. A highlighted model keeps its colour (or, among many,
 * takes the highlight colour) and every other model turns grey.
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
	if (highlighted !== null) {
		if (index !== highlighted) return NEUTRAL;
		return nModels <= MAX_DISTINCT ? PALETTE[index % PALETTE.length] : HIGHLIGHT;
	}
	return nModels <= MAX_DISTINCT ? PALETTE[index % PALETTE.length] : NEUTRAL;
}
