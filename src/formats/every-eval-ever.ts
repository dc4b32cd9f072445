/**
 * Every Eval Ever (evaleval/every_eval_ever, schema 0.3.0: `every_eval_ever/schemas/
 * eval.schema.json` and `instance_level_eval.schema.json`). A run is an aggregate `<uuid>.json`
 * (`schema_version, evaluation_id, model_info{name, id}, source_metadata{source_name},
 * evaluation_results[{evaluation_name, evaluation_result_id, metric_config, score_details}],
 * detailed_evaluation_results{file_path}`) and its `<uuid>_samples.jsonl`, one line per sample
 * and result: `{schema_version, evaluation_id, model_id, evaluation_name, evaluation_result_id?,
 * sample_id, sample_hash?, interaction_type, input{raw, reference[]}, output{raw[]},
 * evaluation{score, is_correct}, metadata}`. One importer for this shape reads every source the
 * project's converters (Inspect, HELM, lm-eval, AlpacaEval) and leaderboard adapters write.
 *
 * Item = `<evaluation_name>/<sample_id>`; model = `model_id`; score = `evaluation.score` (or
 * `is_correct` as 1/0); when one sample has several results (a HELM run's metrics), the rows of
 * one `evaluation_result_id` are read (the filter, proposed from the head); category =
 * `evaluation_name` or a `metadata` field. Text = `input.raw`, target = `input.reference`, output
 * = `output.raw`. The aggregate only names the run (model, source) for its samples.
 */
import { has } from './issues.ts';
import { isObject, keysOf, numberOf, own, scalarText } from './json-safe.ts';
import type { Claim, Head, ReadContext } from './read-context.ts';
import { jsonLines } from './read-helpers.ts';

/** Metric ids read first when a sample has several results (HELM's names, then generic ones). */
const PREFERRED = ['exact_match', 'quasi_exact_match', 'accuracy', 'acc', 'pass_at_1', 'correct'];

function isSampleRow(v: unknown): boolean {
	return (
		isObject(v) &&
		typeof own(v, 'schema_version') === 'string' &&
		own(v, 'evaluation_id') !== undefined &&
		own(v, 'model_id') !== undefined &&
		own(v, 'sample_id') !== undefined &&
		isObject(own(v, 'evaluation'))
	);
}

function text(v: unknown, key: string): string {
	return scalarText(own(v, key))?.trim() ?? '';
}

/** The result ids of the head, and the one proposed when samples have several. */
function resultIds(rows: readonly unknown[]): { ids: string[]; proposed: string } {
	const ids: string[] = [];
	const seen = new Map<string, Set<string>>();
	let several = false;
	for (const r of rows) {
		const id = text(r, 'evaluation_result_id');
		if (!id) continue;
		if (!ids.includes(id)) ids.push(id);
		const key = `${text(r, 'evaluation_name')}\u0000${text(r, 'sample_id')}\u0000${text(r, 'model_id')}`;
		const set = seen.get(key) ?? new Set<string>();
		set.add(id);
		seen.set(key, set);
		if (set.size > 1) several = true;
	}
	if (!several) return { ids, proposed: '' };
	const bare = (id: string) => id.split(':')[0].toLowerCase();
	const proposed = PREFERRED.map((p) => ids.find((id) => bare(id) === p)).find(Boolean);
	return { ids, proposed: proposed ?? ids[0] };
}

export function sniffEeeSamples(head: Head): Claim | null {
	const rows = head.jsonLines;
	if (!rows?.length || !rows.every(isSampleRow)) return null;
	const models = [...new Set(rows.map((r) => text(r, 'model_id')))];
	const evals = [...new Set(rows.map((r) => text(r, 'evaluation_name')))];
	const metaKeys = new Set<string>();
	for (const r of rows) for (const k of keysOf(own(r, 'metadata'))) metaKeys.add(`metadata.${k}`);
	const { ids, proposed } = resultIds(rows);
	const version = text(rows[0], 'schema_version');
	return {
		confidence: 0.98,
		summary: `Every Eval Ever samples (version ${version}) of “${models[0]}”${models.length > 1 ? ` and ${models.length - 1} more model${models.length > 2 ? 's' : ''}` : ''}, evaluation “${evals[0]}”${evals.length > 1 ? ` and ${evals.length - 1} more` : ''}.`,
		params: {
			version,
			model: models[0] ?? '',
			moreModels: models.length - 1,
			evaluation: evals[0] ?? '',
			moreEvaluations: evals.length - 1
		},
		options: {
			metrics: ['score', 'is_correct'],
			...(ids.length > 1 ? { filters: ids } : {}),
			categories: ['evaluation_name', ...metaKeys]
		},
		choices: {
			metric: 'score',
			...(proposed ? { filter: proposed } : {}),
			category: evals.length > 1 ? 'evaluation_name' : ''
		},
		facts: { benchmark: evals.length === 1 ? evals[0] : undefined }
	};
}

/** The aggregate of a run: it names the model and the source of its samples. */
function isAggregate(v: unknown): boolean {
	return (
		isObject(v) &&
		typeof own(v, 'schema_version') === 'string' &&
		own(v, 'evaluation_id') !== undefined &&
		isObject(own(v, 'model_info')) &&
		Array.isArray(own(v, 'evaluation_results'))
	);
}

export function sniffEeeAggregate(head: Head): Claim | null {
	if (!isAggregate(head.json)) return null;
	const doc = head.json;
	const model = text(own(doc, 'model_info'), 'id') || text(own(doc, 'model_info'), 'name');
	const source = text(own(doc, 'source_metadata'), 'source_name');
	const results = own(doc, 'evaluation_results') as unknown[];
	const evaluations = [...new Set(results.map((r) => text(r, 'evaluation_name')))];
	return {
		confidence: 0.95,
		summary: `Every Eval Ever run of “${model}”${source ? ` from “${source}”` : ''}: ${results.length} aggregate results (the per-sample scores are in its _samples.jsonl).`,
		params: { model, source, hasSource: has(source), results: results.length },
		options: {},
		choices: {},
		facts: { benchmark: evaluations.length === 1 ? evaluations[0] : source || undefined }
	};
}

/** An aggregate read alone: say where its per-sample scores are. */
export async function readEeeAggregate(ctx: ReadContext): Promise<void> {
	if (ctx.siblings.some((s) => s.format === 'eee-samples')) return;
	ctx.out.issue({
		message: 'this Every Eval Ever file holds aggregate scores only, no per-sample results.',
		hint: 'Drop its <uuid>_samples.jsonl with it (detailed_evaluation_results.file_path), or read aggregate scores as a score table.',
		code: 'eee-aggregate-only',
		params: { file: '<uuid>_samples.jsonl', field: 'detailed_evaluation_results.file_path' }
	});
}

/** One sample row's score under the chosen metric (NaN = missing), or null when not a number. */
function scoreOf(row: unknown, metric: string): number | null {
	const evaluation = own(row, 'evaluation');
	const raw = own(evaluation, metric === 'is_correct' ? 'is_correct' : 'score');
	if (raw === null || raw === undefined) return Number.NaN;
	return numberOf(raw);
}

export async function readEeeSamples(ctx: ReadContext): Promise<void> {
	const { out, choices } = ctx;
	const metric = choices.metric === 'is_correct' ? 'is_correct' : 'score';
	out.scoreColumn = { columnName: `evaluation.${metric}` };
	let rows = 0;
	let other = 0;
	for await (const l of jsonLines(ctx.file, ctx.encoding, ctx.onBytes)) {
		if (!l.ok) {
			if (!out.issue(l.issue)) return;
			continue;
		}
		const r = l.value;
		if (!isSampleRow(r)) {
			if (!out.issue(notSample(l.line))) return;
			continue;
		}
		const result = text(r, 'evaluation_result_id');
		if (choices.filter && result && result !== choices.filter) {
			other++;
			continue;
		}
		rows++;
		if (!addSample(ctx, r, l.line, metric)) return;
	}
	if (!rows && !out.issues.length) {
		out.issue({
			message: `no sample has the result “${choices.filter ?? ''}” (${other} rows of other results).`,
			hint: 'Choose another result in the mapping.',
			code: 'eee-no-samples',
			params: { filter: choices.filter ?? '', other }
		});
	}
}

function notSample(line: number) {
	return {
		row: line,
		message: `line ${line} is not an Every Eval Ever sample (schema_version, evaluation_id, model_id, sample_id, evaluation).`,
		hint: 'Each line of a _samples.jsonl follows instance_level_eval.schema.json.',
		code: 'eee-not-sample' as const,
		params: {
			line,
			fields: 'schema_version, evaluation_id, model_id, sample_id, evaluation',
			schema: 'instance_level_eval.schema.json'
		}
	};
}

/** One sample: its cell, its category, text, target and output. False once there are too many problems. */
function addSample(ctx: ReadContext, r: unknown, line: number, metric: string): boolean {
	const { out, items, choices } = ctx;
	const value = scoreOf(r, metric);
	if (value === null) {
		return out.issue({
			row: line,
			columnName: `evaluation.${metric}`,
			message: `the ${metric} ${String(JSON.stringify(own(own(r, 'evaluation'), metric))).slice(0, 30)} is not a number.`,
			hint: 'evaluation.score is a number and evaluation.is_correct true or false.',
			code: 'eee-bad-score',
			params: {
				field: `evaluation.${metric}`,
				score: 'evaluation.score',
				correct: 'evaluation.is_correct'
			}
		});
	}
	const evaluation = text(r, 'evaluation_name');
	const item = items.intern(
		evaluation ? `${evaluation}/${text(r, 'sample_id')}` : text(r, 'sample_id')
	);
	const model = out.modelIndex(choices.model || text(r, 'model_id'));
	out.add(item, model, value, line);
	const category = choices.category;
	if (category === 'evaluation_name' && evaluation) items.setMeta(item, 'category', evaluation);
	else if (category?.startsWith('metadata.')) {
		const v = text(own(r, 'metadata'), category.slice('metadata.'.length));
		if (v) items.setMeta(item, 'category', v);
	}
	const input = own(r, 'input');
	const raw = scalarText(own(input, 'raw'));
	if (raw) items.setText(item, raw);
	const refs = own(input, 'reference');
	if (Array.isArray(refs))
		items.setTarget(item, refs.filter((x) => typeof x === 'string').join(' | '));
	const outputs = own(own(r, 'output'), 'raw');
	if (Array.isArray(outputs))
		out.output(item, model, outputs.filter((x) => typeof x === 'string').join('\n'));
	return true;
}
