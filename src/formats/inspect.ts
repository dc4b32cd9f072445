/**
 * Inspect AI logs (UKGovernmentBEIS/inspect_ai, `inspect_ai/log/_recorders/eval.py` and
 * `json.py`): a `.eval` file is a zip holding `header.json` (the EvalLog without samples: `eval.model`,
 * `eval.task`, `results.scores`), `samples/<id>_epoch_<n>.json` (one EvalSample each), `summaries.json`
 * (or `_journal/summaries/<n>.json`, thin samples) and `_journal/start.json`; a `.json` log is the
 * whole EvalLog with a `samples` list.
 *
 * Item = sample `id` (prefixed with the task when logs of several tasks are merged); model =
 * `eval.model`; score = `scores[<scorer>].value` with C=1, I=0, P=0.5, N=0, numbers and booleans
 * as they are, averaged over epochs (the cell keeps its number of scored epochs as its trials);
 * category = a `metadata` field.
 */
import { z } from 'zod';
import { has } from './issues.ts';
import type { Contribution } from './contribution.ts';
import {
	contentText,
	isObject,
	keysOf,
	numberOf,
	own,
	parseJson,
	scalarText
} from './json-safe.ts';
import { readDocument } from './read-helpers.ts';
import { addConfig, inspectConfig } from './run-config.ts';
import { baseName } from './source.ts';
import { decodeBytes } from './text-stream.ts';
import { readZip } from './zip.ts';
import type { Facts, Head, ReadContext, Claim } from './read-context.ts';
import type { SourceFile } from './source.ts';
import { importNote } from './notes.ts';

const EvalSpecSchema = z
	.object({
		task: z.string().optional(),
		model: z.string().optional(),
		run_id: z.string().optional()
	})
	.loose();

const HeaderSchema = z
	.object({
		eval: EvalSpecSchema,
		results: z
			.object({ scores: z.array(z.object({ name: z.string() }).loose()).optional() })
			.loose()
			.nullish()
	})
	.loose();

const CATEGORY_KEYS = [
	'category',
	'subject',
	'subset',
	'difficulty',
	'type',
	'topic',
	'domain',
	'level',
	'task'
];

/** Inspect's letter grades (inspect_ai/scorer/_metric.py: CORRECT, INCORRECT, PARTIAL, NOANSWER). */
const GRADES: Readonly<Record<string, number>> = { C: 1, I: 0, P: 0.5, N: 0 };

/** Converts a score value; a dict needs `key` (`scorer/key` metric). */
export function scoreValue(v: unknown, key?: string): number | null | 'invalid' {
	if (key !== undefined) {
		if (!isObject(v)) return 'invalid';
		return scoreValue(own(v, key));
	}
	if (v === null || v === undefined) return null;
	if (typeof v === 'string') {
		const t = v.trim();
		if (Object.prototype.hasOwnProperty.call(GRADES, t)) return GRADES[t];
		const n = numberOf(t);
		if (n !== null) return n;
		const low = t.toLowerCase();
		if (low === 'true' || low === 'correct') return 1;
		if (low === 'false' || low === 'incorrect') return 0;
		return 'invalid';
	}
	const n = numberOf(v);
	return n === null ? 'invalid' : n;
}

/** Scorer names (and `scorer/key` for dict-valued scores) of some samples. */
function metricsOfSamples(samples: readonly unknown[], header: unknown): string[] {
	const out: string[] = [];
	const push = (m: string) => {
		if (!out.includes(m)) out.push(m);
	};
	for (const s of samples) {
		const scores = own(s, 'scores');
		for (const name of keysOf(scores)) {
			const v = own(own(scores, name), 'value');
			if (isObject(v)) for (const k of keysOf(v)) push(`${name}/${k}`);
			else push(name);
		}
	}
	if (!out.length) {
		const listed = own(own(header, 'results'), 'scores');
		if (Array.isArray(listed))
			for (const s of listed)
				if (typeof own(s, 'name') === 'string') push(own(s, 'name') as string);
	}
	return out;
}

function metadataKeys(samples: readonly unknown[]): string[] {
	const out: string[] = [];
	for (const s of samples) {
		const md = own(s, 'metadata');
		for (const k of keysOf(md)) {
			const v = own(md, k);
			if (
				(typeof v === 'string' && v.length <= 80) ||
				typeof v === 'number' ||
				typeof v === 'boolean'
			) {
				if (!out.includes(k) && out.length < 40) out.push(k);
			}
		}
	}
	return out;
}

function proposal(
	header: unknown,
	samples: readonly unknown[],
	name: string,
	confidence: number
): Claim {
	const spec = own(header, 'eval');
	const model = typeof own(spec, 'model') === 'string' ? (own(spec, 'model') as string) : undefined;
	const task =
		typeof own(spec, 'task') === 'string' ? (own(spec, 'task') as string) : baseName(name);
	const metrics = metricsOfSamples(samples, header);
	const cats = metadataKeys(samples);
	const category = CATEGORY_KEYS.find((k) => cats.includes(k)) ?? '';
	const facts: Facts = { inspectTask: task, benchmark: task };
	return {
		confidence,
		summary: `Inspect log, task “${task}”${model ? `, model “${model}”` : ''}${metrics.length ? `, scorer “${metrics[0]}”` : ''}.`,
		params: {
			task,
			model: model ?? '',
			hasModel: has(model),
			scorer: metrics[0] ?? '',
			hasScorer: has(metrics.length)
		},
		options: { metrics, categories: cats },
		choices: { model, metric: metrics[0], category },
		facts
	};
}

/** A `.json` Inspect log. */
export function sniffInspectJson(head: Head): Claim | null {
	const doc = head.json;
	if (!isObject(doc)) return null;
	const spec = own(doc, 'eval');
	if (!isObject(spec) || (own(spec, 'model') === undefined && own(spec, 'task') === undefined))
		return null;
	if (
		own(doc, 'samples') === undefined &&
		own(doc, 'status') === undefined &&
		own(doc, 'version') === undefined
	)
		return null;
	const samples = Array.isArray(own(doc, 'samples'))
		? (own(doc, 'samples') as unknown[]).slice(0, 50)
		: [];
	return proposal(doc, samples, head.name, 0.95);
}

const INSPECT_ENTRY =
	/^(header\.json|summaries\.json|reductions\.json|_journal\/.*\.json|samples\/.*\.json)$/;

/** Whether zip entry names are those of an Inspect `.eval` log. */
function isInspectZip(names: readonly string[]): boolean {
	return names.some((n) => n === 'header.json' || n === '_journal/start.json');
}

/** A `.eval` Inspect log: reads the header and the first samples (the whole archive is streamed). */
export async function sniffInspectEval(
	file: SourceFile,
	onBytes?: (n: number) => void
): Promise<Claim | { issue: import('./issues.ts').ImportIssue } | null> {
	let header: unknown = undefined;
	let start: unknown = undefined;
	const samples: unknown[] = [];
	const summaries: unknown[] = [];
	const read = await readZip(
		file,
		(n) => INSPECT_ENTRY.test(n),
		onBytes,
		(e) => {
			if (e.name === 'header.json') header = parseEntry(e.bytes);
			else if (e.name === '_journal/start.json') start = parseEntry(e.bytes);
			else if (e.name.startsWith('samples/') && samples.length < 50)
				samples.push(parseEntry(e.bytes));
			else if (/summaries/.test(e.name) && summaries.length < 50) {
				const v = parseEntry(e.bytes);
				if (Array.isArray(v)) summaries.push(...v.slice(0, 50));
			}
		}
	);
	if (!read.ok) return { issue: read.issue };
	if (!isInspectZip(read.names)) return null;
	return proposal(header ?? start, samples.length ? samples : summaries, file.name, 0.99);
}

function parseEntry(bytes: Uint8Array): unknown {
	const p = parseJson(decodeBytes(bytes, 'utf-8'));
	return p.ok ? p.value : undefined;
}

interface Agg {
	sum: number;
	n: number;
	missing: number;
	category?: string;
	text?: string;
	target?: string;
	output?: string;
}

function textOfInput(input: unknown): string {
	if (typeof input === 'string') return input;
	if (Array.isArray(input)) {
		const user = input.filter((m) => own(m, 'role') === 'user');
		const last = (user.length ? user : input)[user.length ? user.length - 1 : input.length - 1];
		return contentText(own(last, 'content'));
	}
	return '';
}

function outputOf(sample: unknown): string {
	const output = own(sample, 'output');
	const completion = own(output, 'completion');
	if (typeof completion === 'string' && completion) return completion;
	const choices = own(output, 'choices');
	if (Array.isArray(choices) && choices.length)
		return contentText(own(own(choices[0], 'message'), 'content'));
	return '';
}

class SampleSink {
	readonly aggs = new Map<string, Agg>();
	invalid = 0;
	noScore = 0;
	epochs = new Set<number>();
	constructor(
		private readonly out: Contribution,
		private readonly metric: string | undefined,
		private readonly category: string
	) {}

	add(sample: unknown, where: string): boolean {
		const id = scalarText(own(sample, 'id'));
		if (id === null) {
			return this.out.issue({
				message: `${where}: the sample has no id.`,
				hint: 'Inspect samples carry an id; the log may be damaged.',
				code: 'inspect-no-id',
				params: { entry: where }
			});
		}
		const epoch = own(sample, 'epoch');
		if (typeof epoch === 'number') this.epochs.add(epoch);
		let agg = this.aggs.get(id);
		if (!agg) {
			agg = { sum: 0, n: 0, missing: 0 };
			this.aggs.set(id, agg);
		}
		const scores = own(sample, 'scores');
		const [scorer, key] = this.#split(scores);
		const score = scorer === undefined ? undefined : own(scores, scorer);
		if (score === undefined) {
			this.noScore++;
			agg.missing++;
		} else {
			const v = scoreValue(own(score, 'value'), key);
			if (v === 'invalid') {
				this.invalid++;
				if (this.invalid <= 5) {
					const ok = this.out.issue({
						columnName: this.metric,
						message: `${where}: the score value ${JSON.stringify(own(score, 'value')).slice(0, 40)} of sample “${id}” is not C/I/P/N or a number.`,
						hint: 'Pick another scorer (or scorer/key for scores with several values).',
						code: 'inspect-bad-value',
						params: {
							entry: where,
							value: JSON.stringify(own(score, 'value')).slice(0, 40),
							id,
							values: 'C/I/P/N',
							scorerKey: 'scorer/key'
						}
					});
					if (!ok) return false;
				}
			} else if (v === null) agg.missing++;
			else {
				agg.sum += v;
				agg.n++;
			}
		}
		if (this.category && agg.category === undefined) {
			const c = scalarText(own(own(sample, 'metadata'), this.category));
			if (c !== null) agg.category = c;
		}
		if (agg.text === undefined) agg.text = textOfInput(own(sample, 'input'));
		if (agg.target === undefined) {
			const t = own(sample, 'target');
			agg.target = typeof t === 'string' ? t : Array.isArray(t) ? t.map(String).join(' | ') : '';
		}
		if (!agg.output) agg.output = outputOf(sample);
		return true;
	}

	#split(scores: unknown): [string | undefined, string | undefined] {
		const m = this.metric;
		if (!m) return [undefined, undefined];
		// A scorer name itself may contain '/': prefer the whole name when the sample has it.
		if (own(scores, m) !== undefined) return [m, undefined];
		const k = m.lastIndexOf('/');
		return k > 0 ? [m.slice(0, k), m.slice(k + 1)] : [m, undefined];
	}
}

function flush(
	ctx: ReadContext,
	sink: SampleSink,
	header: unknown,
	prefixTask: string | null
): void {
	const { out, items } = ctx;
	const spec = own(header, 'eval');
	const name =
		ctx.choices.model ||
		(typeof own(spec, 'model') === 'string' ? (own(spec, 'model') as string) : '') ||
		baseName(ctx.file.name).replace(/\.(eval|json)$/i, '');
	const model = out.modelIndex(name);
	if (isObject(header)) addConfig(out, model, inspectConfig(header));
	for (const [id, a] of sink.aggs) {
		const item = items.intern(prefixTask ? `${prefixTask}/${id}` : id);
		// Each scored epoch is one trial of the cell (Inspect's epochs, averaged).
		out.add(item, model, a.n ? a.sum / a.n : Number.NaN, 0, 0, a.n);
		if (a.category !== undefined) items.setMeta(item, 'category', a.category);
		if (prefixTask) items.setMeta(item, 'task', prefixTask);
		if (a.text) items.setText(item, a.text);
		if (a.target) items.setTarget(item, a.target);
		if (a.output) out.output(item, model, a.output);
	}
	if (sink.epochs.size > 1) {
		out.notes.push(
			importNote('inspect-epochs', { file: baseName(ctx.file.name), count: sink.epochs.size })
		);
	}
	if (sink.noScore) {
		out.notes.push(
			importNote('inspect-no-score', {
				file: baseName(ctx.file.name),
				count: sink.noScore,
				metric: String(ctx.choices.metric)
			})
		);
	}
	if (!sink.aggs.size && !out.issues.length) {
		out.issue({
			message: 'the log has no samples.',
			hint: 'The evaluation may have failed or been cancelled; run it again or drop a complete log.',
			code: 'inspect-no-samples'
		});
	}
}

/** Prefix for item ids when logs of several tasks are merged. */
function taskPrefix(ctx: ReadContext, header: unknown): string | null {
	const tasks = new Set(ctx.facts.map((f) => f.inspectTask).filter((t): t is string => !!t));
	if (tasks.size <= 1) return null;
	const t = own(own(header, 'eval'), 'task');
	return typeof t === 'string' ? t : baseName(ctx.file.name);
}

export async function readInspect(ctx: ReadContext): Promise<void> {
	const { out, choices } = ctx;
	const sink = new SampleSink(out, choices.metric, choices.category ?? '');
	if (/\.json$/i.test(ctx.file.name)) {
		const doc = await readDocument(ctx);
		if (!doc) return;
		const parsed = HeaderSchema.safeParse(doc.value);
		if (!parsed.success) {
			out.issue({
				message: 'this is not an Inspect log (no “eval” section).',
				hint: 'Drop a .eval or .json log written by inspect eval.',
				code: 'inspect-not-log',
				params: { section: 'eval', command: 'inspect eval' }
			});
			return;
		}
		const samples = own(doc.value, 'samples');
		if (Array.isArray(samples)) {
			for (let k = 0; k < samples.length; k++) if (!sink.add(samples[k], `sample ${k + 1}`)) break;
		} else {
			readReductions(own(doc.value, 'reductions'), sink, choices.metric);
		}
		flush(ctx, sink, doc.value, taskPrefix(ctx, doc.value));
		return;
	}
	let header: unknown = undefined;
	let start: unknown = undefined;
	let summaries: unknown[] = [];
	let sawSamples = false;
	const read = await readZip(
		ctx.file,
		(n) => INSPECT_ENTRY.test(n),
		ctx.onBytes,
		(e) => {
			if (e.name === 'header.json') header = parseEntry(e.bytes);
			else if (e.name === '_journal/start.json') start = parseEntry(e.bytes);
			else if (e.name.startsWith('samples/')) {
				sawSamples = true;
				const s = parseEntry(e.bytes);
				if (s === undefined)
					out.issue({
						message: `${e.name} is not valid JSON.`,
						hint: 'The log may be damaged; drop it again or rerun.',
						code: 'inspect-entry-json',
						params: { entry: e.name }
					});
				else sink.add(s, e.name);
			} else if (e.name === 'summaries.json' || e.name.startsWith('_journal/summaries/')) {
				if (!sawSamples) {
					const v = parseEntry(e.bytes);
					if (Array.isArray(v)) summaries = summaries.concat(v);
				}
			}
		}
	);
	if (!read.ok) {
		out.issues.push(read.issue);
		return;
	}
	if (!isInspectZip(read.names)) {
		out.issue({
			message: 'this zip is not an Inspect .eval log (no header.json).',
			hint: 'Choose another format, or drop the log written by inspect eval.',
			code: 'inspect-not-eval-zip',
			params: { entry: 'header.json', command: 'inspect eval' }
		});
		return;
	}
	if (!sawSamples)
		for (let k = 0; k < summaries.length; k++) sink.add(summaries[k], `summary ${k + 1}`);
	const h = header ?? start;
	if (HeaderSchema.safeParse(h).success === false && !ctx.choices.model) {
		out.notes.push(importNote('inspect-no-header', { file: baseName(ctx.file.name) }));
	}
	flush(ctx, sink, h, taskPrefix(ctx, h));
}

function readReductions(reductions: unknown, sink: SampleSink, metric: string | undefined): void {
	if (!Array.isArray(reductions)) return;
	const r = reductions.find((x) => own(x, 'scorer') === metric) ?? reductions[0];
	const samples = own(r, 'samples');
	if (!Array.isArray(samples)) return;
	const scorer = String(own(r, 'scorer') ?? metric ?? 'score');
	for (const s of samples) {
		sink.add(
			{ id: own(s, 'sample_id'), scores: { [scorer]: { value: own(s, 'value') } } },
			'reductions'
		);
	}
}
