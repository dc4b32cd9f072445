/**
 * AlpacaEval annotations (tatsu-lab/alpaca_eval, `results/<model>/<annotator>/annotations.json`):
 * a list of `{instruction, output_1, generator_1, output_2, generator_2, dataset, annotator,
 * preference, ...}` where `preference` in [1, 2] is the judge's preference for `output_2` (the
 * model) over `output_1` (the baseline); 0 codes a tie, null a missing judgement.
 *
 * Item = the instruction (id `ae-<hash>` of its text, the text itself kept for the item view); model
 * = `generator_2`; score = `preference - 1` (a tie coded 0 counts 0.5); category = `dataset`.
 */
import { z } from 'zod';
import { has } from './issues.ts';
import { textId } from './text-id.ts';
import { isObject, numberOf, own, scalarText } from './json-safe.ts';
import { readDocument } from './read-helpers.ts';
import type { Head, ReadContext, Claim } from './read-context.ts';
import { importNote } from './notes.ts';

/** One judgement (tatsu-lab/alpaca_eval annotations); other fields are kept out. */
const AnnotationSchema = z
	.object({
		instruction: z.string(),
		generator_2: z.union([z.string(), z.number()]).nullish(),
		output_2: z.string().nullish(),
		dataset: z.string().nullish(),
		preference: z.union([z.number(), z.string(), z.boolean(), z.null()])
	})
	.loose();

/** A stable short id for an instruction: `ae-` + 12 hex digits of two FNV-1a lanes (`textId`). */
export function instructionId(text: string): string {
	return textId('ae', text);
}

function isAnnotation(v: unknown): boolean {
	return (
		isObject(v) &&
		typeof own(v, 'instruction') === 'string' &&
		own(v, 'preference') !== undefined &&
		(own(v, 'generator_2') !== undefined || own(v, 'output_2') !== undefined)
	);
}

export function sniffAlpacaEval(head: Head): Claim | null {
	const doc = head.json;
	if (!Array.isArray(doc) || !doc.length || !isAnnotation(doc[0])) return null;
	const models = [
		...new Set(
			doc
				.slice(0, 5000)
				.map((r) => scalarText(own(r, 'generator_2')))
				.filter(Boolean)
		)
	];
	return {
		confidence: 0.97,
		summary: `AlpacaEval annotations: ${doc.length.toLocaleString('en-US')} judgements of ${models.length === 1 ? `“${models[0]}”` : `${models.length} models`}.`,
		params: {
			count: doc.length,
			models: models.length,
			model: String(models[0] ?? ''),
			one: has(models.length === 1)
		},
		options: { categories: ['dataset', ''] },
		choices: { category: 'dataset' },
		facts: { benchmark: 'AlpacaEval' }
	};
}

/**
 * An AlpacaEval preference as a score: 1 (baseline wins) to 2 (model wins) map to 0 to 1, 0 (a tie)
 * to 0.5, null (not judged) to NaN; null when the value is none of these.
 */
function preferenceValue(raw: unknown): number | null {
	if (raw === null) return Number.NaN;
	const p = numberOf(raw);
	if (p === null || p < 0 || p > 2 || (p > 0 && p < 1)) return null;
	return p === 0 ? 0.5 : p - 1;
}

/** The issue of an entry that is not an annotation (its first schema problem). */
function badEntry(error: z.ZodError, row: number) {
	const first = error.issues[0];
	const detail = `${first?.path.join('.') || 'shape'}: ${first?.message.toLowerCase()}`;
	return {
		row,
		message: `judgement ${row} is not an AlpacaEval annotation (${detail}).`,
		hint: 'Each entry needs instruction, generator_2 and preference.',
		code: 'alpaca-bad-entry' as const,
		params: { entry: row, detail, fields: 'instruction, generator_2, preference' }
	};
}

export async function readAlpacaEval(ctx: ReadContext): Promise<void> {
	const { out, items, choices } = ctx;
	const doc = await readDocument(ctx);
	if (!doc) return;
	if (!Array.isArray(doc.value)) {
		out.issue({
			message: 'annotations.json should be a list of judgements.',
			hint: 'Drop results/<model>/<annotator>/annotations.json.',
			code: 'alpaca-not-list',
			params: { name: 'annotations.json', path: 'results/<model>/<annotator>/annotations.json' }
		});
		return;
	}
	out.scoreColumn = { columnName: 'preference' };
	const ids = new Map<string, string>();
	let ties = 0;
	for (let k = 0; k < doc.value.length; k++) {
		const r = doc.value[k];
		const row = k + 1;
		const parsed = AnnotationSchema.safeParse(r);
		if (!parsed.success) {
			if (!out.issue(badEntry(parsed.error, row))) return;
			continue;
		}
		const instruction = parsed.data.instruction;
		const gen = choices.model || scalarText(parsed.data.generator_2 ?? null);
		if (!gen) {
			if (
				!out.issue({
					row,
					columnName: 'generator_2',
					message: 'the model name (generator_2) is empty.',
					code: 'alpaca-no-model',
					params: { field: 'generator_2' }
				})
			)
				return;
			continue;
		}
		const raw = parsed.data.preference;
		const value = preferenceValue(raw);
		if (value === null) {
			if (
				!out.issue({
					row,
					columnName: 'preference',
					message: `the preference ${JSON.stringify(raw).slice(0, 30)} is not 0 (tie) or between 1 and 2.`,
					hint: 'AlpacaEval preferences are 1 (baseline wins) to 2 (model wins), 0 for a tie.',
					code: 'alpaca-bad-preference',
					params: { value: JSON.stringify(raw).slice(0, 30) }
				})
			)
				return;
			continue;
		}
		if (raw !== null && numberOf(raw) === 0) ties++;
		let id = instructionId(instruction);
		const prev = ids.get(id);
		if (prev !== undefined && prev !== instruction) id = `${id}-${k}`;
		ids.set(id, instruction);
		const item = items.intern(id);
		const model = out.modelIndex(gen);
		out.add(item, model, value, row);
		const ds = parsed.data.dataset ?? null;
		if (choices.category === 'dataset' && ds) items.setMeta(item, 'category', ds);
		items.setText(item, instruction);
		if (parsed.data.output_2) out.output(item, model, parsed.data.output_2);
	}
	if (ties) out.notes.push(importNote('alpaca-ties', { file: ctx.file.name, count: ties }));
}
