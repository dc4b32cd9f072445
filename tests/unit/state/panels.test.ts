/** The `panels=` URL parameter: which folded result panels are open (state/Panels.svelte.ts). */
import { describe, expect, it } from 'vitest';
import { parsePanels } from '../../../src/state/Panels.svelte.ts';

describe('parsePanels', () => {
	it('reads panel ids separated by commas, and nothing from an absent or empty value', () => {
		expect([...parsePanels('ranks,pairs')]).toEqual(['ranks', 'pairs']);
		expect([...parsePanels(' why , ranks ')]).toEqual(['why', 'ranks']);
		expect(parsePanels(null).size).toBe(0);
		expect(parsePanels('').size).toBe(0);
	});

	it('ignores what is not an id', () => {
		expect([...parsePanels('all,<script>,Ranks,x'.repeat(1))]).toEqual(['all', 'x']);
		expect(parsePanels(`${'a'.repeat(60)}`).size).toBe(0);
	});
});
