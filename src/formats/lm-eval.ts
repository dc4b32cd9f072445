/**
 * lm-evaluation-harness `--log_samples` output (EleutherAI/lm-evaluation-harness,
 * `lm_eval/loggers/evaluation_tracker.py`): per task a `samples_<task>_<date_id>.jsonl` with one
 * line per document and filter —
 * `{doc_id, doc, target, arguments, resps, filtered_resps, filter, metrics: [names], doc_hash,
 * prompt_hash, target_hash, <metric>: value, ...}` — next to `results_<date_id>.json`, whose
 * `model_name` (or `config.model_args`) names the model; both live in `<output>/<model_name_sanitized>/`.
 *
 * Item = `<task>/<doc_id>`; score = the chosen metric key on the rows of the chosen filter;
 * category = the task (or a `doc` field).
 */
import { z } from 'zod';
import { contentText, isObject, keysOf, numberOf, own, scalarText } from './json-safe.ts';
import { jsonLines } from './read-helpers.ts';
import { addConfig, lmEvalConfigFor, lmEvalRunConfig, type LmEvalRunConfig } from './run-config.ts';
import { baseName, dirName } from './source.ts';
import { has, type ImportIssue } from './issues.ts';
import type { Facts, Head, ReadContext, Claim } from './read-context.ts';
import { importNote } from './notes.ts';

const SAMPLES_NAME = /^samples_(.+)_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.jsonl$/;
const RESULTS_NAME = /^results_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.json$/;

/** The fields of a logged sample this reader relies on (others are read through `own`). */
const SampleSchema = z
	.object({
		doc_id: z.union([z.number(), z.string()]),
		filter: z.string().optional(),
		metrics: z.array(z.string()).optional(),
		target: z.unknown().optional(),
		doc: z.unknown().optional()
	})
	.loose();

/** Keys of a logged sample that are not metrics. */
const NOT_METRICS = new Set([
	'doc_id',
	'doc',
	'target',
	'arguments',
	'resps',
	'filtered_resps',
	'filter',
	'metrics',
	'doc_hash',
	'prompt_hash',
	'target_hash'
]);
/** Preferred metrics, in order, when the sample lists several. */
const PREFERRED = ['acc', 'exact_match', 'pass@1', 'acc_norm', 'em', 'f1', 'mc2', 'mc1'];
const TEXT_FIELDS = [
	'question',
	'query',
	'problem',
	'prompt',
	'input',
	'instruction',
	'ctx',
	'context',
	'sentence',
	'text',
	'goal',
	'premise',
	'passage'
];

export function parseSamplesName(name: string): { task: string; timestamp: string } | null {
	const m = SAMPLES_NAME.exec(baseName(name));
	return m ? { task: m[1], timestamp: m[2] } : null;
}

function isSample(v: unknown): boolean {
	return (
		isObject(v) &&
		own(v, 'doc_id') !== undefined &&
		(own(v, 'filtered_resps') !== undefined ||
			own(v, 'resps') !== undefined ||
			own(v, 'doc_hash') !== undefined)
	);
}

function metricsOf(sample: unknown): string[] {
	const listed = own(sample, 'metrics');
	if (Array.isArray(listed) && listed.every((x) => typeof x === 'string')) {
		return (listed as string[]).filter((k) => {
			const v = own(sample, k);
			return typeof v === 'number' || typeof v === 'boolean' || v === null;
		});
	}
	return keysOf(sample).filter((k) => {
		if (NOT_METRICS.has(k)) return false;
		const v = own(sample, k);
		return typeof v === 'number' || typeof v === 'boolean';
	});
}

function preferredMetric(metrics: readonly string[]): string | undefined {
	return PREFERRED.find((p) => metrics.includes(p)) ?? metrics[0];
}

export function sniffLmEvalSamples(head: Head): Claim | null {
	const rows = head.jsonLines;
	if (!rows || !rows.length || !isSample(rows[0])) return null;
	const parsedName = parseSamplesName(head.name);
	const task =
		parsedName?.task ??
		baseName(head.name)
			.replace(/\.jsonl$/i, '')
			.replace(/^samples_/, '');
	const metrics: string[] = [];
	const filters: string[] = [];
	const docFields: string[] = [];
	for (const r of rows) {
		for (const m of metricsOf(r)) if (!metrics.includes(m)) metrics.push(m);
		const f = own(r, 'filter');
		if (typeof f === 'string' && !filters.includes(f)) filters.push(f);
		const doc = own(r, 'doc');
		for (const k of keysOf(doc)) {
			const v = own(doc, k);
			if ((typeof v === 'string' && v.length <= 80) || typeof v === 'number') {
				if (!docFields.includes(k) && docFields.length < 40) docFields.push(k);
			}
		}
	}
	const metric = preferredMetric(metrics);
	return {
		confidence: parsedName ? 0.98 : 0.9,
		summary: `lm-eval samples, task “${task}”${metric ? `, metric “${metric}”` : ''}${filters.length ? `, filter “${filters[0]}”` : ''}.`,
		params: {
			task,
			metric: metric ?? '',
			hasMetric: has(metric),
			filter: filters[0] ?? '',
			hasFilter: has(filters.length)
		},
		options: { metrics, filters, categories: ['task', ...docFields.map((f) => `doc.${f}`)] },
		choices: { metric, filter: filters[0], category: 'task' },
		facts: { benchmark: task }
	};
}

const ResultsSchema = z.object({
	results: z.record(z.string(), z.unknown()),
	model_name: z.string().optional(),
	model_name_sanitized: z.string().optional(),
	config: z
		.object({ model: z.string().nullish(), model_args: z.unknown().optional() })
		.loose()
		.nullish()
});

/** The model a results file names: `model_name`, else `pretrained=`/`model=` in model_args. */
function modelOfResults(doc: z.infer<typeof ResultsSchema>): string | null {
	if (doc.model_name) return doc.model_name;
	const args = doc.config?.model_args;
	if (typeof args === 'string') {
		for (const key of ['peft=', 'delta=', 'pretrained=', 'model=', 'path=', 'engine=']) {
			const k = args.indexOf(key);
			if (k >= 0) return args.slice(k + key.length).split(',')[0];
		}
	}
	if (isObject(args)) {
		for (const key of ['pretrained', 'model', 'path', 'engine']) {
			const v = own(args, key);
			if (typeof v === 'string' && v) return v;
		}
	}
	if (doc.model_name_sanitized) return doc.model_name_sanitized.replace(/__/g, '/');
	return doc.config?.model ?? null;
}

export function sniffLmEvalResults(head: Head): Claim | null {
	const doc = head.json;
	if (!isObject(doc) || !isObject(own(doc, 'results'))) return null;
	if (
		!['configs', 'versions', 'config', 'model_name', 'n-shot', 'n-samples'].some(
			(k) => own(doc, k) !== undefined
		)
	) {
		return null;
	}
	const parsed = ResultsSchema.safeParse(doc);
	if (!parsed.success) return null;
	const model = modelOfResults(parsed.data);
	const ts = RESULTS_NAME.exec(baseName(head.name))?.[1] ?? '';
	const folder = dirName(head.name);
	const facts: Facts = {
		...(model ? { lmEvalModel: { timestamp: ts, folder, model } } : {}),
		lmEvalConfig: { timestamp: ts, folder, config: lmEvalRunConfig(doc) }
	};
	const tasks = keysOf(parsed.data.results);
	return {
		confidence: 0.9,
		summary: `lm-eval results${model ? ` for model “${model}”` : ''} (${tasks.length} task${tasks.length === 1 ? '' : 's'}); names the model of the samples files of the same run.`,
		params: { model: model ?? '', hasModel: has(model), tasks: tasks.length },
		options: {},
		choices: { model: model ?? undefined },
		facts
	};
}

/** The model name for a samples file: its run's results file, else its folder. */
export function lmEvalModelFor(name: string, facts: readonly Facts[]): string {
	const parsed = parseSamplesName(name);
	const folder = dirName(name);
	const all = facts.map((f) => f.lmEvalModel).filter((x): x is NonNullable<typeof x> => !!x);
	const byBoth = all.find((f) => parsed && f.timestamp === parsed.timestamp && f.folder === folder);
	const byTime = all.find((f) => parsed && f.timestamp === parsed.timestamp);
	const byFolder = folder ? all.find((f) => f.folder === folder) : undefined;
	const hit = byBoth ?? byTime ?? byFolder;
	if (hit) return hit.model;
	if (folder) {
		const base = baseName(folder);
		if (base && base !== '.') return base.replace(/__/g, '/');
	}
	return parsed ? `model of run ${parsed.timestamp}` : `model in ${baseName(name)}`;
}

/** The configuration of a samples file's run: its results file, matched as for the model name. */
function lmEvalRunFor(name: string, facts: readonly Facts[]): LmEvalRunConfig | null {
	const parsed = parseSamplesName(name);
	const folder = dirName(name);
	const all = facts.map((f) => f.lmEvalConfig).filter((x): x is NonNullable<typeof x> => !!x);
	const hit =
		all.find((f) => parsed && f.timestamp === parsed.timestamp && f.folder === folder) ??
		all.find((f) => parsed && f.timestamp === parsed.timestamp) ??
		(folder ? all.find((f) => f.folder === folder) : undefined);
	return hit?.config ?? null;
}

function responseText(v: unknown): string {
	if (typeof v === 'string') return v;
	if (Array.isArray(v)) {
		const strings = v.flat(2).filter((x): x is string => typeof x === 'string');
		return strings.join('\n');
	}
	return '';
}

function promptText(sample: unknown): string {
	const doc = own(sample, 'doc');
	for (const f of TEXT_FIELDS) {
		const v = own(doc, f);
		if (typeof v === 'string' && v.trim()) return v;
	}
	const args = own(sample, 'arguments');
	const first = isObject(args)
		? own(args, 'gen_args_0')
		: Array.isArray(args)
			? args[0]
			: undefined;
	const a0 = isObject(first) ? own(first, 'arg_0') : Array.isArray(first) ? first[0] : undefined;
	return typeof a0 === 'string' ? a0 : contentText(a0);
}

/** What reading one sample line gave: a score, a line to pass over, or the end of the file. */
type SampleValue = number | 'skip' | 'stop';

/** The filters and metrics seen so far, and the filter read (the first seen, unless chosen). */
interface SampleState {
	filter: string | undefined;
	readonly filtersSeen: Set<string>;
	readonly metricsSeen: Set<string>;
	rows: number;
	used: number;
}

export async function readLmEvalSamples(ctx: ReadContext): Promise<void> {
	const { out, items, choices } = ctx;
	const parsed = parseSamplesName(ctx.file.name);
	const task =
		parsed?.task ??
		baseName(ctx.file.name)
			.replace(/\.jsonl$/i, '')
			.replace(/^samples_/, '');
	const model = out.modelIndex(choices.model || lmEvalModelFor(ctx.file.name, ctx.facts));
	const run = lmEvalRunFor(ctx.file.name, ctx.facts);
	if (run) addConfig(out, model, lmEvalConfigFor(run, task));
	out.scoreColumn = { columnName: choices.metric };
	const state: SampleState = {
		filter: choices.filter,
		filtersSeen: new Set(),
		metricsSeen: new Set(),
		rows: 0,
		used: 0
	};
	for await (const l of jsonLines(ctx.file, ctx.encoding, ctx.onBytes)) {
		if (!l.ok) {
			if (!out.issue(l.issue)) return;
			continue;
		}
		const value = sampleValue(ctx, l.value, l.line, state);
		if (value === 'stop') return;
		if (value === 'skip') continue;
		const s = l.value;
		const docId = scalarText(own(s, 'doc_id'))!;
		const item = items.intern(`${task}/${docId}`);
		state.used++;
		out.add(item, model, value, l.line);
		keepSample(ctx, item, model, s, task);
	}
	out.discovered = { filters: [...state.filtersSeen], metrics: [...state.metricsSeen] };
	finishSamples(ctx, state);
}

/**
 * The chosen metric of one sample line of the chosen filter; 'skip' for a line of another
 * filter or with a problem (recorded), 'stop' when reading cannot go on.
 */
function sampleValue(ctx: ReadContext, s: unknown, line: number, state: SampleState): SampleValue {
	const { out } = ctx;
	const metric = ctx.choices.metric;
	const problem = (issue: Omit<ImportIssue, 'file'>): SampleValue =>
		out.issue(issue) ? 'skip' : 'stop';
	if (!isSample(s) || !SampleSchema.safeParse(s).success) {
		return problem({
			row: line,
			message: 'this line is not an lm-eval sample (no doc_id / resps).',
			hint: 'Drop the samples_<task>_<date>.jsonl files written by --log_samples.',
			code: 'lm-eval-not-sample',
			params: {
				fields: 'doc_id / resps',
				pattern: 'samples_<task>_<date>.jsonl',
				flag: '--log_samples'
			}
		});
	}
	state.rows++;
	const f = own(s, 'filter');
	const fname = typeof f === 'string' ? f : 'none';
	state.filtersSeen.add(fname);
	for (const m of metricsOf(s)) state.metricsSeen.add(m);
	if (state.filter === undefined) state.filter = fname;
	if (fname !== state.filter) return 'skip';
	if (scalarText(own(s, 'doc_id')) === null) {
		return problem({
			row: line,
			columnName: 'doc_id',
			message: 'doc_id is not a number or text.',
			code: 'lm-eval-doc-id',
			params: { field: 'doc_id' }
		});
	}
	if (!metric) {
		out.issue({
			row: line,
			message: 'no metric is chosen and the samples list none.',
			hint: 'Pick the metric key (acc, exact_match, ...) in the mapping.',
			code: 'lm-eval-no-metric',
			params: { examples: 'acc, exact_match, ...' }
		});
		return 'stop';
	}
	const raw = own(s, metric);
	if (raw === undefined) {
		const seen = state.metricsSeen;
		return problem({
			row: line,
			columnName: metric,
			message: `this sample has no “${metric}”.`,
			hint: `Pick a metric the samples have${seen.size ? ` (${[...seen].join(', ')})` : ''}.`,
			code: 'lm-eval-metric-missing',
			params: { metric, seen: [...seen].join(', '), what: seen.size ? 'listed' : 'none' }
		});
	}
	if (raw === null) return Number.NaN;
	const v = numberOf(raw);
	if (v === null || typeof raw === 'string') {
		return problem({
			row: line,
			columnName: metric,
			message: `“${metric}” is not a number here (${JSON.stringify(raw).slice(0, 40)}).`,
			hint: 'Pick a metric with one number per sample (acc, exact_match, ...).',
			code: 'lm-eval-metric-not-number',
			params: { metric, value: JSON.stringify(raw).slice(0, 40), examples: 'acc, exact_match, ...' }
		});
	}
	return v;
}

/** A sample's category, task, question, target and the model's answer. */
function keepSample(ctx: ReadContext, item: number, model: number, s: unknown, task: string): void {
	const { out, items } = ctx;
	const category = ctx.choices.category ?? 'task';
	if (category === 'task') items.setMeta(item, 'category', task);
	else if (category.startsWith('doc.')) {
		const v = scalarText(own(own(s, 'doc'), category.slice(4)));
		if (v !== null) items.setMeta(item, 'category', v);
	}
	items.setMeta(item, 'task', task);
	const text = promptText(s);
	if (text) items.setText(item, text);
	const target = own(s, 'target');
	const t = scalarText(target) ?? (Array.isArray(target) ? target.map(String).join(' | ') : '');
	if (t) items.setTarget(item, t);
	const resp = responseText(own(s, 'filtered_resps'));
	if (resp) out.output(item, model, resp);
}

function finishSamples(ctx: ReadContext, state: SampleState): void {
	const { out } = ctx;
	const { filter, filtersSeen } = state;
	if (state.rows === 0 && !out.issues.length) {
		out.issue({
			message: 'the file has no samples.',
			hint: 'lm-eval writes samples only with --log_samples; the run may have failed.',
			code: 'lm-eval-no-samples',
			params: { flag: '--log_samples' }
		});
	} else if (state.used === 0 && !out.issues.length) {
		out.issue({
			columnName: 'filter',
			message: `no sample has the filter “${filter}”.`,
			hint: `Pick one of the filters present: ${[...filtersSeen].join(', ')}.`,
			code: 'lm-eval-no-filter',
			params: { filter: filter ?? '', present: [...filtersSeen].join(', ') }
		});
	}
	if (filtersSeen.size > 1) {
		out.notes.push(
			importNote('lm-eval-filters', {
				file: baseName(ctx.file.name),
				filter: String(filter),
				others: [...filtersSeen].filter((x) => x !== filter).join(', ')
			})
		);
	}
}
