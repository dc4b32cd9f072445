/** A stored dataset's description (the matrix itself is stored separately). */
import { z } from 'zod';
import { ModelFactsListSchema } from './model-facts.ts';

/** A note as code + parameters (`ImportNote` of formats/notes.ts, without its English). */
const StoredNoteSchema = z.object({
	code: z.string().min(1).max(100),
	params: z.record(z.string(), z.union([z.string(), z.number()])).optional()
});

export type StoredNote = z.infer<typeof StoredNoteSchema>;

export const DatasetRecordSchema = z.object({
	/** Content fingerprint (see core/fingerprint.ts). */
	id: z.string().regex(/^[0-9a-f]{16}$/),
	name: z.string().min(1).max(200),
	fileName: z.string(),
	source: z.enum(['file', 'sample']),
	addedAt: z.string(),
	nItems: z.number().int().positive(),
	nModels: z.number().int().positive(),
	valueType: z.enum(['binary', 'continuous']),
	missingCells: z.number().int().min(0),
	metaFields: z.array(z.string()),
	/** The import's notes in English, as written at import time (every version stores these). */
	notes: z.array(z.string()),
	/**
	 * The same notes as codes and parameters for the message catalogs (`note.<code>`), index for
	 * index with `notes`, so the dataset's page says them in the reader's language. Absent in
	 * records stored before notes carried codes (those are read back from the English, see
	 * views/analysis/dataset-notes.ts). A code is any string: a record written by a newer version
	 * may name one this version lacks (its English note is shown then).
	 */
	noteCodes: z.array(StoredNoteSchema).optional(),
	/**
	 * What the files said about the models besides their scores (release date, cut-off, size,
	 * family: `schemas/model-facts.ts`), one entry per model with a fact; changed on the dates
	 * view. Absent in records stored before issue 35 and in datasets whose files say nothing.
	 */
	modelFacts: ModelFactsListSchema.optional()
});

export type DatasetRecord = z.infer<typeof DatasetRecordSchema>;

/** A name for a dataset from its file name: the stem, without extension. */
export function nameFromFile(fileName: string): string {
	const stem = fileName.replace(/\.[^.]+$/, '').trim();
	return (stem || fileName || 'dataset').slice(0, 200);
}
