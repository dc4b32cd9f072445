/**
 * Structural validation of a ScoreMatrix crossing a boundary (from the import worker, from
 * IndexedDB): the shapes and typed-array lengths must agree, so a corrupted or foreign record is
 * refused with a message instead of breaking a run.
 */
import { z } from 'zod';
import { wordsFor, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import { trialsProblem } from '../core/trials.ts';

const ScoreMatrixSchema = z
	.object({
		nItems: z.number().int().positive(),
		nModels: z.number().int().min(2),
		models: z.array(z.string()),
		itemIds: z.array(z.string()),
		meta: z.record(z.string(), z.array(z.string())),
		valueType: z.enum(['binary', 'continuous']),
		wordsPerItem: z.number().int().positive(),
		bits: z.instanceof(Uint32Array).nullable(),
		values: z.instanceof(Float64Array).nullable(),
		present: z.instanceof(Uint32Array).nullable(),
		missingCells: z.number().int().min(0),
		// Optional: matrices stored before trials were kept have none (unknown).
		trials: z.unknown().optional()
	})
	.superRefine((m, ctx) => {
		const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
		const cells = m.nItems * m.nModels;
		const words = m.nItems * m.wordsPerItem;
		if (m.models.length !== m.nModels)
			problem(`${m.models.length} model names for ${m.nModels} models`);
		if (new Set(m.models).size !== m.models.length) problem('model names are not unique');
		if (m.itemIds.length !== m.nItems)
			problem(`${m.itemIds.length} item ids for ${m.nItems} items`);
		if (m.wordsPerItem !== wordsFor(m.nModels)) problem('wordsPerItem does not match nModels');
		for (const [field, values] of Object.entries(m.meta)) {
			if (values.length !== m.nItems) problem(`meta field “${field}” has ${values.length} values`);
		}
		if (m.valueType === 'binary' && (m.bits?.length !== words || m.values !== null)) {
			problem('binary matrix without a bit array of the right length');
		}
		if (m.valueType === 'continuous' && (m.values?.length !== cells || m.bits !== null)) {
			problem('continuous matrix without a value array of the right length');
		}
		if (m.present !== null && m.present.length !== words)
			problem('missing-cell mask has the wrong length');
		if (m.present === null && m.missingCells !== 0) problem('missing cells counted but no mask');
		const trials = trialsProblem(m.trials, m.nItems, m.nModels);
		if (trials) problem(trials);
	});

/** The matrix, or a one-line reason it is not one. */
export function checkMatrix(
	value: unknown
): { ok: true; matrix: ScoreMatrix } | { ok: false; reason: string } {
	const r = ScoreMatrixSchema.safeParse(value);
	if (r.success) return { ok: true, matrix: value as ScoreMatrix };
	return { ok: false, reason: r.error.issues.map((i) => i.message).join('; ') };
}
