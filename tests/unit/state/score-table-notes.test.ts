/**
 * Every note the score-table parser makes has a catalog message, so the review shows none in
 * English: the codes are enumerated from the parser's own wording table (`NOTE_TEXT`, a record
 * over `NoteCode`) and each must map to a message in both languages.
 */
import { describe, expect, it } from 'vitest';
import { NOTE_TEXT } from '../../../src/features/score-tables/formats/messages.ts';
import { isMessageKey, translate } from '../../../src/i18n/catalog.ts';
import { TABLE_NOTE_KEY } from '../../../src/features/score-tables/state/note-keys.ts';

describe('score-table parser notes', () => {
	const codes = Object.keys(NOTE_TEXT).sort();

	it('each code the parser emits has a tables.note message', () => {
		expect(Object.keys(TABLE_NOTE_KEY).sort()).toEqual(codes);
		for (const code of codes) {
			const key = TABLE_NOTE_KEY[code as keyof typeof TABLE_NOTE_KEY];
			expect(key).toBe(`tables.note.${code}`);
			expect(isMessageKey(key)).toBe(true);
		}
	});

	it('the English message says what the parser says', () => {
		for (const count of [1, 3])
			for (const code of codes) {
				// The parser's English has no singular for these two (the catalog does).
				if (count === 1 && ['percent-cells', 'duplicates-averaged'].includes(code)) continue;
				const params = { count, names: 'a, b', name: 'x', base: 'y', bad: count - 1 };
				const key = TABLE_NOTE_KEY[code as keyof typeof TABLE_NOTE_KEY];
				const english = NOTE_TEXT[code as keyof typeof NOTE_TEXT](params);
				expect(translate('en', key, params as never)).toBe(english);
			}
	});
});
