/**
 * The catalog message of every note the score-table parser makes (`NoteCode`,
 * `src/features/score-tables/formats/types.ts`): `tables.note.<code>` in `src/features/score-tables/i18n/en.ts`. Typed
 * as a record over `NoteCode`, so a new code does not compile until it has a message, and the
 * review never needs an English fallback (tests/unit/state/score-table-notes.test.ts).
 */
import type { MessageKey } from '../../../i18n/catalog.ts';
import type { NoteCode } from '../formats/types.ts';

export const TABLE_NOTE_KEY = {
	'stderr-found': 'tables.note.stderr-found',
	'orphan-stderr': 'tables.note.orphan-stderr',
	'stderr-without-score': 'tables.note.stderr-without-score',
	'ignored-text-column': 'tables.note.ignored-text-column',
	'ignored-key': 'tables.note.ignored-key',
	'short-rows': 'tables.note.short-rows',
	'percent-cells': 'tables.note.percent-cells',
	'duplicates-averaged': 'tables.note.duplicates-averaged',
	excluded: 'tables.note.excluded',
	'model-facts': 'tables.note.model-facts'
} as const satisfies Record<NoteCode, MessageKey>;
