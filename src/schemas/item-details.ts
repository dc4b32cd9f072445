/**
 * Item details: each item's text and target and the models' outputs, as the importers produce
 * them and the library keeps them (in their own `details` store and their own library-file
 * entry, apart from the matrix, so that listing the library and running never load them). The
 * store and the library file reader validate with the same schema.
 *
 * Details are aligned with their dataset's matrix: `itemIds` and `models` equal the matrix's, in
 * order; `text[i]`, `target[i]` and `outputs[i][m]` belong to item `i` and model `m`.
 */
import { z } from 'zod';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { zodReason } from './zod-text.ts';

/**
 * Item details for the item view, aligned with the matrix (`itemIds[i]` is `matrix.itemIds[i]`,
 * `outputs[i][m]` is model `matrix.models[m]`'s answer). Plain arrays, so structured clone and
 * IndexedDB keep them as they are.
 */
export interface ItemDetails {
	readonly itemIds: readonly string[];
	readonly models: readonly string[];
	/** The item's input (question, instruction, prompt); null when the format has none. */
	readonly text: readonly (string | null)[];
	/** The reference answer; null when the format has none. */
	readonly target: readonly (string | null)[];
	/** Each model's output per item, or null when no file carried outputs. */
	readonly outputs: readonly (readonly (string | null)[])[] | null;
	/** True when long texts were cut (each at 4,000 characters; outputs dropped past 48 M). */
	readonly truncated: boolean;
}

const Texts = z.array(z.string().nullable());

const ItemDetailsSchema = z
	.object({
		itemIds: z.array(z.string()),
		models: z.array(z.string()),
		text: Texts,
		target: Texts,
		outputs: z.array(Texts).nullable(),
		truncated: z.boolean()
	})
	.superRefine((d, ctx) => {
		const n = d.itemIds.length;
		for (const field of ['text', 'target'] as const) {
			if (d[field].length !== n) {
				ctx.addIssue({
					code: 'custom',
					path: [field],
					message: `has ${d[field].length} entries for ${n} items`
				});
			}
		}
		if (d.outputs && d.outputs.length !== n) {
			ctx.addIssue({
				code: 'custom',
				path: ['outputs'],
				message: `has ${d.outputs.length} rows for ${n} items`
			});
		}
		const row = d.outputs?.findIndex((r) => r.length !== d.models.length) ?? -1;
		if (row >= 0) {
			ctx.addIssue({
				code: 'custom',
				path: ['outputs', row],
				message: `has ${d.outputs![row].length} outputs for ${d.models.length} models`
			});
		}
	});

// The schema's output is an ItemDetails (checked here, so the two cannot drift apart).
const _fits: z.ZodType<ItemDetails> = ItemDetailsSchema;

function sameNames(a: readonly string[], b: readonly string[]): boolean {
	if (a.length !== b.length) return false;
	for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
	return true;
}

/**
 * The details, or a one-line reason they are not valid details of `matrix` (when given, their
 * `itemIds` and `models` must equal the matrix's). Like `checkSavedRun`, the arrays are returned
 * as given rather than as zod's copy (details can be tens of MB), in a fresh object holding only
 * the known fields, so nothing else a file put next to them (a `__proto__` key) is kept.
 */
export function checkItemDetails(
	value: unknown,
	matrix?: Pick<ScoreMatrix, 'itemIds' | 'models'>
): { ok: true; details: ItemDetails } | { ok: false; reason: string } {
	const r = ItemDetailsSchema.safeParse(value);
	if (!r.success) {
		return { ok: false, reason: zodReason(r.error, 3) };
	}
	const v = value as ItemDetails;
	if (matrix && !sameNames(v.itemIds, matrix.itemIds)) {
		return { ok: false, reason: 'their items are not the matrix’s items' };
	}
	if (matrix && !sameNames(v.models, matrix.models)) {
		return { ok: false, reason: 'their models are not the matrix’s models' };
	}
	return {
		ok: true,
		details: {
			itemIds: v.itemIds,
			models: v.models,
			text: v.text,
			target: v.target,
			outputs: v.outputs,
			truncated: v.truncated
		}
	};
}
