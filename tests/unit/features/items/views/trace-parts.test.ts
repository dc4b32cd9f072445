import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPositions, textParts } from '../../../../../src/features/items/views/trace-parts.ts';

describe('trace parts (search inside an item)', () => {
	it('marks every case-insensitive match, text kept as it is', () => {
		expect(textParts('<b>A</b> a', 'a')).toEqual([
			{ text: '<b>', match: false },
			{ text: 'A', match: true },
			{ text: '</b> ', match: false },
			{ text: 'a', match: true }
		]);
		expect(matchPositions('aaaa', 'aa')).toEqual([0, 2]);
		expect(textParts('abc', '')).toEqual([{ text: 'abc', match: false }]);
	});

	it('property: the parts put together are the text', () => {
		fc.assert(
			fc.property(fc.string(), fc.string({ maxLength: 3 }), (text, query) => {
				expect(
					textParts(text, query)
						.map((p) => p.text)
						.join('')
				).toBe(text);
			})
		);
	});
});
