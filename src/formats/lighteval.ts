/**
 * lighteval's per-item details (huggingface/lighteval, `--save-details`:
 * `details/<model>/<timestamp>/details_<task>_<timestamp>.parquet`), also the Open LLM
 * Leaderboard's details datasets. Two layouts, both read:
 *
 * - since mid-2025 (`Detail{doc, model_response, metric}`): a `doc` struct (`query`, `choices`,
 *   `gold_index`, `id`, …), a `model_response` struct (`text`, …) and a `metric` struct of the
 *   item's scores (`{acc: 1.0}`);
 * - before: flat columns `example`, `full_prompt`, `predictions`, `gold`, `choices`, `metrics`
 *   (a struct, or, in files pushed before February 2025, the text of a Python dict:
 *   `"{'acc': 1.0}"`).
 *
 * Item = `<task>/<doc.id>`, or `<task>/q-<hash>` of the query when the doc has no id (the same
 * query gives the same id in every model's file); model = the folder the details sit in
 * (`details/<org>/<model>/<timestamp>/`, or an Open LLM Leaderboard `details_<org>__<model>`);
 * score = the chosen metric; category = the task.
 */
import { has, type IssueParams } from './issues.ts';
import { isObject, keysOf, numberOf, own, scalarText } from './json-safe.ts';
import { importNote } from './notes.ts';
import type { ParquetHead } from './parquet-source.ts';
import { readParquetRows } from './parquet-rows.ts';
import type { Claim, Head, ReadContext } from './read-context.ts';
import { baseName, dirName } from './source.ts';
import { textId } from './text-id.ts';

/** Metrics proposed first, in this order. */
const PREFERRED = [
	'acc',
	'acc_norm',
	'em',
	'exact_match',
	'quasi_exact_match',
	'prefix_exact_match',
	'extractive_match',
	'pass@1',
	'mc1',
	'mc2',
	'f1'
];

const DETAILS = /^details_(.+?)_(\d+-\d+-\d+T[\d.:-]+)\.parquet$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}[-:]\d{2}[-:]\d{2}/;

type Layout = 'nested' | 'flat';

function layoutOf(p: ParquetHead): Layout | null {
	const has = (c: string) => p.columns.includes(c);
	if (has('doc') && (has('metric') || has('metrics')) && has('model_response')) return 'nested';
	const flat = ['example', 'full_prompt', 'predictions', 'gold'].filter(has).length;
	if (has('metrics') && flat >= 2) return 'flat';
	return null;
}

/**
 * The task of a details file, from its name (else the doc's `task_name`), without the suite
 * older versions put first (`leaderboard|arc:challenge|25` -> `arc:challenge|25`), so the same
 * task's files of old and new runs join.
 */
function taskOf(name: string, row: unknown): string {
	const task =
		DETAILS.exec(baseName(name))?.[1] ??
		scalarText(own(own(row, 'doc'), 'task_name')) ??
		baseName(name).replace(/\.parquet$/i, '');
	const parts = task.split('|');
	return parts.length === 3 ? parts.slice(1).join('|') : task;
}

/** The benchmark a task names: `arc:challenge|25` -> `arc:challenge`. */
function benchmarkOf(task: string): string {
	return task.split('|')[0];
}

/** The model of a details file, from its folders. */
export function lightevalModelFor(name: string): string {
	const parts = dirName(name).split(/[\\/]/).filter(Boolean);
	if (parts.length && TIMESTAMP.test(parts[parts.length - 1])) parts.pop();
	const at = parts.lastIndexOf('details');
	const model = at >= 0 ? parts.slice(at + 1).join('/') : (parts[parts.length - 1] ?? '');
	if (/^details_/.test(model)) return model.replace(/^details_/, '').replace(/__/g, '/');
	return model || 'lighteval model';
}

/**
 * A row's scores: the `metric` struct (or `metrics`, a struct or the text of a Python dict) as
 * name -> number (booleans as 1/0; a value that is not a number is left out).
 */
export function metricsOfRow(row: unknown): Map<string, number> {
	const raw = own(row, 'metric') ?? own(row, 'metrics');
	const out = new Map<string, number>();
	if (isObject(raw)) {
		for (const k of keysOf(raw)) {
			const v = numberOf(own(raw, k));
			if (v !== null) out.set(k, v);
		}
	} else if (typeof raw === 'string') {
		const pair =
			/'([^']+)'\s*:\s*(True|False|None|nan|-?inf|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;
		for (const m of raw.matchAll(pair)) {
			const v = m[2] === 'True' ? 1 : m[2] === 'False' ? 0 : Number(m[2]);
			if (Number.isFinite(v)) out.set(m[1], v);
		}
	}
	return out;
}

export function sniffLighteval(head: Head): Claim | null {
	const p = head.parquet;
	if (!p) return null;
	const layout = layoutOf(p);
	if (!layout) return null;
	const metrics: string[] = [];
	for (const r of p.rows)
		for (const k of metricsOfRow(r).keys()) if (!metrics.includes(k)) metrics.push(k);
	const metric = PREFERRED.find((m) => metrics.includes(m)) ?? metrics[0];
	const task = taskOf(head.name, p.rows[0]);
	const model = lightevalModelFor(head.name);
	const params: IssueParams = {
		layout,
		task,
		model,
		rows: p.numRows,
		metric: metric ?? '',
		hasMetric: has(metric)
	};
	return {
		confidence: 0.97,
		summary: `lighteval details (${layout === 'nested' ? 'doc/metric' : 'flat'} layout) of task “${task}”, ${p.numRows.toLocaleString('en-US')} items${metric ? `, metric “${metric}”` : ''}.`,
		params,
		options: { metrics, categories: ['task', ''] },
		choices: { model, metric, category: 'task' },
		facts: { benchmark: benchmarkOf(task) }
	};
}

/** The query (item text) and id of a row. */
function queryOf(row: unknown, layout: Layout): { text: string; id: string } {
	const doc = own(row, 'doc');
	const text =
		layout === 'nested'
			? (scalarText(own(doc, 'query')) ?? '')
			: (scalarText(own(row, 'example')) ?? scalarText(own(row, 'full_prompt')) ?? '');
	const docId = layout === 'nested' ? scalarText(own(doc, 'id'))?.trim() : '';
	return { text, id: docId || textId('q', text) };
}

/** The gold answer of a row, as text. */
function targetOf(row: unknown, layout: Layout): string {
	if (layout === 'flat') return listText(own(row, 'gold'));
	const doc = own(row, 'doc');
	const choices = own(doc, 'choices');
	const gold = own(doc, 'gold_index');
	const index = Array.isArray(gold) ? gold : [gold];
	if (!Array.isArray(choices)) return '';
	return index
		.map((g) => (typeof g === 'number' ? scalarText(choices[g]) : null))
		.filter((x): x is string => !!x)
		.join(' | ');
}

function listText(v: unknown): string {
	if (Array.isArray(v))
		return v
			.map((x) => scalarText(x) ?? '')
			.filter(Boolean)
			.join(' | ');
	return scalarText(v) ?? '';
}

export async function readLighteval(ctx: ReadContext): Promise<void> {
	const { out, items, choices } = ctx;
	const p = ctx.parquet;
	const layout = p ? layoutOf(p) : null;
	if (!p || !layout) {
		out.issue({
			message: 'this is not a lighteval details file (doc, metric and model_response columns).',
			hint: 'Drop a details_<task>_<timestamp>.parquet written by lighteval --save-details.',
			code: 'lighteval-not-details',
			params: { pattern: 'details_<task>_<timestamp>.parquet', flag: '--save-details' }
		});
		return;
	}
	const metric = choices.metric ?? '';
	const task = taskOf(ctx.file.name, p.rows[0]);
	const model = out.modelIndex(choices.model || lightevalModelFor(ctx.file.name));
	out.scoreColumn = { columnName: layout === 'nested' ? `metric.${metric}` : `metrics.${metric}` };
	const seen = new Map<string, number>();
	const columns =
		layout === 'nested'
			? ['doc', 'metric', 'metrics', 'model_response']
			: ['example', 'full_prompt', 'metrics', 'predictions', 'gold'];
	let without = 0;
	await readParquetRows(ctx, columns, (row, get) => {
		const r: Record<string, unknown> = {};
		for (const c of columns) r[c] = get(c)?.value;
		const { text, id } = queryOf(r, layout);
		const n = (seen.get(id) ?? 0) + 1;
		seen.set(id, n);
		const item = items.intern(`${task}/${n > 1 ? `${id}#${n}` : id}`);
		const value = metricsOfRow(r).get(metric);
		if (value === undefined) without++;
		out.add(item, model, value ?? Number.NaN, row);
		if (choices.category === 'task') items.setMeta(item, 'category', task);
		if (text) items.setText(item, text);
		const target = targetOf(r, layout);
		if (target) items.setTarget(item, target);
		const output =
			layout === 'nested' ? listText(own(r.model_response, 'text')) : listText(r.predictions);
		if (output) out.output(item, model, output);
		return true;
	});
	if (without) {
		out.notes.push(importNote('lighteval-no-metric', { file: out.file, count: without, metric }));
	}
}
