/**
 * The importer's notes on a dataset that the analysis header shows under its summary, in the
 * reader's language. The note on missing cells is left out: the summary line already says how
 * many cells are missing.
 *
 * Records keep each note twice: in English (`notes`, every version) and, since notes carry codes,
 * as code + parameters (`noteCodes`), worded from the catalogs (`note.<code>`). A record stored
 * before then has only the English: each sentence is read back to its code where it is one of
 * ours (`noteFromText`). What is left — a sentence no code matches, or a code this version has
 * no message for (a record written by a newer version) — is the one remaining fallback: the
 * stored English, marked `lang="en"`.
 */
import { storedNoteParts } from '../../components/import-issue.ts';
import { noteFromText } from '../../formats/notes.ts';
import type { RichPart } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { DatasetRecord, StoredNote } from '../../schemas/dataset.ts';

interface ShownNote {
	readonly parts: RichPart[];
	/** `en` when the note is the stored English (no message for it). */
	readonly lang?: 'en';
}

const MISSING_CODE = 'missing-cells';
const MISSING_NOTE = 'cells are missing';

/** Each stored note's code and parameters, from the record or read back from its English. */
function noteCodesOf(record: DatasetRecord): (StoredNote | null)[] {
	const stored = record.noteCodes;
	if (stored && stored.length === record.notes.length) return stored;
	return record.notes.map((text) => noteFromText(text));
}

/** The notes the analysis header shows, in `locale`. */
export function datasetNotesShown(record: DatasetRecord, locale: Locale): ShownNote[] {
	const codes = noteCodesOf(record);
	return record.notes.flatMap((text, k): ShownNote[] => {
		const coded = codes[k];
		if (coded ? coded.code === MISSING_CODE : text.includes(MISSING_NOTE)) return [];
		const parts = coded ? storedNoteParts(coded, locale) : null;
		return [parts ? { parts } : { parts: [text], lang: 'en' }];
	});
}
