/** A stored dataset's description (the matrix itself is stored separately). */
import { z } from 'zod';

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
	notes: z.array(z.string())
});

export type DatasetRecord = z.infer<typeof DatasetRecordSchema>;

/** A name for a dataset from its file name: the stem, without extension. */
export function nameFromFile(fileName: string): string {
	const stem = fileName.replace(/\.[^.]+$/, '').trim();
	return (stem || fileName || 'dataset').slice(0, 200);
}
