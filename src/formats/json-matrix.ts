/**
 * The JSON matrix: this app's own dataset format (import and export).
 *
 * ```json
 * { "format": "perturbation-sandbox/matrix", "version": 1,
 *   "models": ["model-a", "model-b"],
 *   "items": [{ "id": "q1", "meta": { "category": "math" }, "text": "2+2?", "target": "4" },
 *             { "id": "q2" }],
 *   "scores": [[1, 0], [0.5, null]] }
 * ```
 *
 * `scores[i][m]` is item `items[i]`'s score for model `models[m]`; `null` = missing. `format`,
 * `version`, `meta`, `text`, `target` and `outputs` (one string or null per model) are optional,
 * and so is `trials`: how many attempts each score is the mean of, one count for every cell
 * (`"trials": 5`) or rows like `scores` (`null` = unknown).
 */
import { z } from 'zod';
import { cellValue, isPresent, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import { cellTrials, MAX_TRIALS } from '../core/trials.ts';
import type { ItemDetails } from '../schemas/item-details.ts';
import { shown, type ImportIssue } from './issues.ts';
import { isObject, keysOf, own } from './json-safe.ts';
import { readDocument } from './read-helpers.ts';
import type { Head, ReadContext, Claim } from './read-context.ts';

const JSON_MATRIX_FORMAT = 'perturbation-sandbox/matrix';

const ItemSchema = z.object({
	id: z.union([z.string().min(1), z.number().transform(String)]),
	meta: z.unknown().optional(),
	text: z.string().nullish(),
	target: z.string().nullish(),
	outputs: z.array(z.string().nullable()).nullish()
});

const JsonMatrixSchema = z.object({
	format: z.literal(JSON_MATRIX_FORMAT).optional(),
	version: z.literal(1).optional(),
	name: z.string().optional(),
	models: z.array(z.string().min(1)).min(1),
	items: z.array(ItemSchema),
	scores: z.array(z.array(z.number().nullable())),
	trials: z
		.union([
			z.number().int().min(1).max(MAX_TRIALS),
			z.array(z.array(z.number().int().min(1).max(MAX_TRIALS).nullable()))
		])
		.optional()
});

type JsonMatrix = z.infer<typeof JsonMatrixSchema>;

export function sniffJsonMatrix(head: Head): Claim | null {
	const doc = head.json;
	if (!isObject(doc) || !Array.isArray(own(doc, 'models')) || !Array.isArray(own(doc, 'scores'))) {
		return null;
	}
	const items = own(doc, 'items');
	if (!Array.isArray(items)) return null;
	const models = own(doc, 'models') as unknown[];
	return {
		confidence: own(doc, 'format') === JSON_MATRIX_FORMAT ? 1 : 0.9,
		summary: `JSON matrix: ${items.length.toLocaleString('en-US')} items x ${models.length} models.`,
		params: { items: items.length, models: models.length },
		options: {},
		choices: {}
	};
}

export async function readJsonMatrix(ctx: ReadContext): Promise<void> {
	const { out } = ctx;
	const doc = await readDocument(ctx);
	if (!doc) return;
	const parsed = JsonMatrixSchema.safeParse(doc.value);
	if (!parsed.success) {
		for (const e of parsed.error.issues.slice(0, 10)) {
			const [top, i, m] = e.path;
			const where =
				top === 'scores' && typeof i === 'number'
					? { row: i + 1, column: typeof m === 'number' ? m + 1 : undefined }
					: top === 'items' && typeof i === 'number'
						? { row: i + 1 }
						: {};
			out.issue({
				...where,
				message: `${e.path.join('.') || 'the document'}: ${e.message.toLowerCase()}.`,
				hint: 'A JSON matrix is {"models": [...], "items": [{"id": ...}], "scores": [[...], ...]} with one score (or null) per model in each row.',
				code: 'matrix-invalid',
				params: {
					what: e.path.length ? 'path' : 'document',
					path: e.path.join('.'),
					detail: e.message.toLowerCase(),
					example: '{"models": [...], "items": [{"id": ...}], "scores": [[...], ...]}',
					nul: 'null'
				}
			});
		}
		return;
	}
	const m = parsed.data;
	if (m.scores.length !== m.items.length) {
		out.issue({
			message: `“scores” has ${m.scores.length} rows but “items” has ${m.items.length}.`,
			hint: 'Give one row of scores per item, in the same order.',
			code: 'matrix-row-count',
			params: { scores: m.scores.length, items: m.items.length }
		});
		return;
	}
	checkModels(ctx, m.models);
	if (out.issues.length) return;
	readItems(ctx, m);
	out.columnNames = m.models;
}

/** Records each model named twice. */
function checkModels(ctx: ReadContext, models: readonly string[]): void {
	const seenModel = new Map<string, number>();
	models.forEach((name, k) => {
		const prev = seenModel.get(name);
		if (prev !== undefined) {
			ctx.out.issue({
				column: k + 1,
				columnName: name,
				message: `the model “${shown(name)}” appears twice in “models” (positions ${prev + 1} and ${k + 1}).`,
				hint: 'Model names must be unique.',
				code: 'matrix-repeated-model',
				params: { name: shown(name), first: prev + 1, second: k + 1 }
			});
		} else seenModel.set(name, k);
	});
}

/** Each item's metadata, texts, scores and outputs. */
function readItems(ctx: ReadContext, m: JsonMatrix): void {
	const { out, items } = ctx;
	const modelIdx = m.models.map((name) => out.modelIndex(name));
	const seenItem = new Map<string, number>();
	for (let i = 0; i < m.items.length; i++) {
		const it = m.items[i];
		const row = m.scores[i];
		const prev = seenItem.get(it.id);
		const problem: Omit<ImportIssue, 'file'> | null =
			prev !== undefined
				? {
						message: `the item id “${shown(it.id)}” was already used by item ${prev + 1}.`,
						hint: 'Item ids must be unique.',
						code: 'matrix-repeated-item' as const,
						params: { id: shown(it.id), first: prev + 1 }
					}
				: row.length !== m.models.length
					? {
							message: `the scores of item “${shown(it.id)}” have ${row.length} values; there are ${m.models.length} models.`,
							hint: 'Give one score (or null) per model.',
							code: 'matrix-row-length' as const,
							params: { id: shown(it.id), values: row.length, models: m.models.length, nul: 'null' }
						}
					: null;
		if (prev === undefined) seenItem.set(it.id, i + 1);
		if (problem) {
			if (!out.issue({ row: i + 1, ...problem })) return;
			continue;
		}
		const k = items.intern(it.id);
		const meta = it.meta;
		if (isObject(meta)) {
			for (const f of keysOf(meta)) {
				const v = own(meta, f);
				if (typeof v === 'string' || typeof v === 'number') items.setMeta(k, f, String(v));
			}
		}
		if (it.text) items.setText(k, it.text);
		if (it.target) items.setTarget(k, it.target);
		const trials = m.trials;
		for (let j = 0; j < row.length; j++) {
			const v = row[j];
			const t = typeof trials === 'number' ? trials : (trials?.[i]?.[j] ?? 0);
			out.add(k, modelIdx[j], v === null ? Number.NaN : v, i + 1, j + 1, t);
			const o = it.outputs?.[j];
			if (o) out.output(k, modelIdx[j], o);
		}
	}
}

/**
 * Writes a matrix (and, when given, its item details) as a JSON matrix: the dataset export. Keys
 * are fixed, meta fields become own properties via `Object.fromEntries` (a field named
 * `__proto__` stays a field).
 */
export function writeJsonMatrix(
	matrix: ScoreMatrix,
	details?: ItemDetails | null,
	name?: string
): string {
	const fields = Object.keys(matrix.meta);
	const detailIndex = new Map<string, number>();
	details?.itemIds.forEach((id, k) => detailIndex.set(id, k));
	const modelPos = details ? matrix.models.map((m) => details.models.indexOf(m)) : [];
	const items = matrix.itemIds.map((id, i) => {
		const item: Record<string, unknown> = { id };
		if (fields.length) item.meta = Object.fromEntries(fields.map((f) => [f, matrix.meta[f][i]]));
		const d = detailIndex.get(id);
		if (details && d !== undefined) {
			if (details.text[d] !== null) item.text = details.text[d];
			if (details.target[d] !== null) item.target = details.target[d];
			if (details.outputs)
				item.outputs = modelPos.map((p) => (p >= 0 ? details.outputs![d][p] : null));
		}
		return item;
	});
	const scores: (number | null)[][] = [];
	for (let i = 0; i < matrix.nItems; i++) {
		const row: (number | null)[] = [];
		for (let m = 0; m < matrix.nModels; m++) row.push(cellValue(matrix, i, m));
		scores.push(row);
	}
	const trials = trialsOfMatrix(matrix);
	const doc = {
		format: JSON_MATRIX_FORMAT,
		version: 1,
		...(name ? { name } : {}),
		models: matrix.models,
		items,
		scores
	};
	// One item / one score row per line: diffable, and still small.
	const lines = [
		'{',
		`"format": ${JSON.stringify(doc.format)},`,
		`"version": 1,`,
		...(name ? [`"name": ${JSON.stringify(name)},`] : []),
		`"models": ${JSON.stringify(doc.models)},`,
		'"items": [',
		items.map((it) => JSON.stringify(it)).join(',\n'),
		'],',
		'"scores": [',
		scores.map((r) => JSON.stringify(r)).join(',\n'),
		trials === null ? ']' : '],',
		...(trials === null
			? []
			: typeof trials === 'number'
				? [`"trials": ${trials}`]
				: ['"trials": [', trials.map((r) => JSON.stringify(r)).join(',\n'), ']']),
		'}'
	];
	return lines.join('\n') + '\n';
}

/** The `trials` of a JSON matrix: one count, rows of counts (null = unknown), or null for none. */
function trialsOfMatrix(matrix: ScoreMatrix): number | (number | null)[][] | null {
	const t = matrix.trials;
	if (!t) return null;
	if (!t.perCell) return t.uniform;
	const rows: (number | null)[][] = [];
	for (let i = 0; i < matrix.nItems; i++) {
		const row: (number | null)[] = [];
		for (let m = 0; m < matrix.nModels; m++) {
			const k = isPresent(matrix, i, m) ? cellTrials(t, i * matrix.nModels + m) : 0;
			row.push(k || null);
		}
		rows.push(row);
	}
	return rows;
}
