/**
 * A dataset's model facts as the library stores them (issue 35): one entry per model the files
 * said something about (`formats/model-facts.ts`), by name, so that a record stays readable
 * whatever order its models are in. Stored on the dataset's record (`DatasetRecord.modelFacts`)
 * and on a score table's (`ScoreTableRecord.modelFacts`); both optional: records stored before
 * issue 35 have none, and read as "no model dates" with no migration.
 */
import { z } from 'zod';

/** A date as the facts keep it: `YYYY-MM` or `YYYY-MM-DD`. */
const FactDate = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);
const Count = z.number().positive().finite();

const ModelFactsEntrySchema = z.object({
	model: z.string().min(1).max(1000),
	releaseDate: FactDate.optional(),
	cutoff: FactDate.optional(),
	params: Count.optional(),
	tokens: Count.optional(),
	compute: Count.optional(),
	family: z.string().max(200).optional(),
	fullName: z.string().max(1000).optional(),
	link: z.string().max(2000).optional()
});

export type ModelFactsEntry = z.infer<typeof ModelFactsEntrySchema>;

export const ModelFactsListSchema = z.array(ModelFactsEntrySchema);

type Facts = Omit<ModelFactsEntry, 'model'>;

/** The entries of the models with at least one fact (`facts` aligned with `models`). */
export function factsEntries(
	models: readonly string[],
	facts: readonly (Facts | null)[] | null
): ModelFactsEntry[] {
	if (!facts) return [];
	const out: ModelFactsEntry[] = [];
	models.forEach((model, m) => {
		const f = facts[m];
		if (!f) return;
		const entry = { model, ...f };
		if (Object.keys(entry).length > 1 && ModelFactsEntrySchema.safeParse(entry).success) {
			out.push(entry);
		}
	});
	return out;
}

/** The stored entries aligned with `models` (null for a model without one). */
export function factsByModel(
	models: readonly string[],
	entries: readonly ModelFactsEntry[] | undefined
): (ModelFactsEntry | null)[] {
	const byName = new Map((entries ?? []).map((e) => [e.model, e]));
	return models.map((m) => byName.get(m) ?? null);
}
