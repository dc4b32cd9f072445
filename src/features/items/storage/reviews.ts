/**
 * A dataset's item review, as the `reviews` store keeps it (one record per dataset, keyed by the
 * dataset's id): each reviewed item's verdict and note, and the items excluded from the analysis.
 * Pure (no idb): the schema, its check, and how the record travels in the library file.
 *
 * In the library file a review rides as the per-dataset value `dataset:<id>:reviews` (the file's
 * `kv` entry, docs/formats.md "Library backup file"), so files written before reviews existed and files
 * written now share one format; `LibraryStore` moves it between that value and the store.
 */
import { z } from 'zod';
import { VERDICTS } from '../core/review.ts';
import { datasetValueKey } from '../../../storage/saved-run.ts';
import { zodReason } from '../../../schemas/zod-text.ts';

/** The field of the per-dataset value a review travels as in the library file. */
const REVIEWS_FIELD = 'reviews';

const StoredVerdictSchema = z.object({
	/** Item id (the matrix's `itemIds` entry, not an index: stable across re-imports). */
	item: z.string().min(1).max(10_000),
	verdict: z.enum(VERDICTS),
	note: z.string().max(10_000),
	/** When the verdict was given (ISO 8601). */
	at: z.string().max(64)
});

export type StoredVerdict = z.infer<typeof StoredVerdictSchema>;

const ReviewRecordSchema = z.object({
	/** The dataset's id. */
	id: z.string().min(1).max(200),
	/** One entry per item (the last verdict given), in the order they were given. */
	reviews: z.array(StoredVerdictSchema).max(2_000_000),
	/** Item ids excluded from the analysis (by hand, a flag, a category, or from verdicts). */
	excluded: z.array(z.string().max(10_000)).max(2_000_000),
	updatedAt: z.string().max(64)
});

export type ReviewRecord = z.infer<typeof ReviewRecordSchema>;

/**
 * The record, or a one-line reason it is not one. Duplicate items keep their last verdict, and
 * duplicate exclusions are dropped, so a record read back is always well-formed.
 */
export function checkReviewRecord(
	value: unknown
): { ok: true; record: ReviewRecord } | { ok: false; reason: string } {
	const r = ReviewRecordSchema.safeParse(value);
	if (!r.success) {
		return { ok: false, reason: zodReason(r.error) };
	}
	const last = new Map<string, StoredVerdict>();
	for (const v of r.data.reviews) {
		last.delete(v.item);
		last.set(v.item, v);
	}
	return {
		ok: true,
		record: { ...r.data, reviews: [...last.values()], excluded: [...new Set(r.data.excluded)] }
	};
}

/** The library-file value key of a dataset's review. */
export function reviewValueKey(datasetId: string): string {
	return datasetValueKey(datasetId, REVIEWS_FIELD);
}

/** Whether a library-file value key is a review (`dataset:<id>:reviews`). */
export function isReviewValueKey(key: string): boolean {
	return key.endsWith(`:${REVIEWS_FIELD}`) && key.startsWith('dataset:');
}

/** The value written into the library file (the record without its id, which the key carries). */
export function reviewToValue(record: ReviewRecord): Omit<ReviewRecord, 'id'> {
	const { id: _id, ...rest } = record;
	return rest;
}

/** The record a library-file value describes, or why it is not one. */
export function reviewFromValue(
	datasetId: string,
	value: unknown
): { ok: true; record: ReviewRecord } | { ok: false; reason: string } {
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		return { ok: false, reason: 'not an object' };
	}
	return checkReviewRecord({ ...(value as object), id: datasetId });
}
