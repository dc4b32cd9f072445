/**
 * The importer's notes on a dataset that the analysis header shows under its summary. The note on
 * missing cells is left out: the summary line already says how many cells are missing (in the
 * reader's language); the other notes come from src/formats in English.
 */
import type { DatasetRecord } from '../../schemas/dataset.ts';

const MISSING_NOTE = 'cells are missing';

export function otherNotes(record: DatasetRecord): string[] {
	return record.notes.filter((n) => !n.includes(MISSING_NOTE));
}
