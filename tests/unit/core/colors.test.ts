import { describe, expect, it } from 'vitest';
import { HIGHLIGHT, modelColor, NEUTRAL, PALETTE } from '../../../src/core/colors.ts';

describe('modelColor', () => {
	it('gives up to ten models their own colour, by column, and greys the rest when one is picked', () => {
		expect(modelColor(3, 8)).toBe(PALETTE[3]);
		expect(modelColor(3, 20)).toBe(NEUTRAL);
		expect(modelColor(3, 8, 3)).toBe(PALETTE[3]);
		expect(modelColor(2, 8, 3)).toBe(NEUTRAL);
		expect(modelColor(3, 20, 3)).toBe(HIGHLIGHT);
	});
});
