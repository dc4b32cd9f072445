/**
 * SWE-bench reports (SWE-bench/SWE-bench `swebench/harness/reporting.py`, `make_run_report`): the
 * harness writes `<model>.<run_id>.json` with `resolved_ids`, `unresolved_ids`, `error_ids`,
 * `empty_patch_ids`, `incomplete_ids`, `completed_ids`, `submitted_ids`; the experiments repository
 * keeps `evaluation/<split>/<date>_<system>/results/results.json` with `resolved`, `no_generation`,
 * `no_logs` (older: `generated`, `applied`, `install_fail`, ...).
 *
 * Item = instance id; universe = union of the ids seen in all reports (+ an optional instance-id
 * list: a text file with one id per line, a JSON list of ids, or SWE-bench dataset JSONL); score =
 * 1 when resolved, else 0 (an instance a results.json does not list counts as unresolved; one a
 * harness report does not list stays missing); category = the repository (`django/django`).
 */
import { isObject, keysOf, own } from './json-safe.ts';
import { has } from './issues.ts';
import { hasModelField } from './long-columns.ts';
import { jsonLines, readDocument } from './read-helpers.ts';
import { baseName, dirName } from './source.ts';
import { lines, textChunks } from './text-stream.ts';
import type { Head, ReadContext, Claim } from './read-context.ts';

const SWEBENCH_GROUP = 'swebench';
const ID = /^[A-Za-z0-9_.-]+__[A-Za-z0-9_.-]+-\d+$/;
const REPORT_LISTS = [
	'resolved_ids',
	'unresolved_ids',
	'error_ids',
	'empty_patch_ids',
	'incomplete_ids',
	'completed_ids',
	'submitted_ids'
];

/** `django__django-11099` -> `django/django`. */
export function repoOf(id: string): string {
	const k = id.lastIndexOf('-');
	return (k > 0 ? id.slice(0, k) : id).replace('__', '/');
}

function stringLists(doc: unknown): Map<string, string[]> | null {
	if (!isObject(doc)) return null;
	const lists = new Map<string, string[]>();
	for (const k of keysOf(doc)) {
		const v = own(doc, k);
		if (Array.isArray(v) && v.every((x) => typeof x === 'string')) lists.set(k, v as string[]);
	}
	return lists;
}

function kindOf(doc: unknown): 'report' | 'results' | null {
	const lists = stringLists(doc);
	if (!lists) return null;
	if (lists.has('resolved_ids')) return 'report';
	if (lists.has('resolved') && [...lists.values()].flat().every((id) => ID.test(id) || id === ''))
		return 'results';
	return null;
}

/** The model a report names: `<model>.<run_id>.json` for harness reports, the folder for results.json. */
export function swebenchModelFor(name: string, kind: 'report' | 'results'): string {
	if (kind === 'report') {
		const stem = baseName(name).replace(/\.json$/i, '');
		const k = stem.lastIndexOf('.');
		return (k > 0 ? stem.slice(0, k) : stem).replace(/__/g, '/');
	}
	const parts = dirName(name).split(/[\\/]/).filter(Boolean);
	while (parts.length && /^(results?|logs)$/i.test(parts[parts.length - 1])) parts.pop();
	return parts.length ? parts[parts.length - 1] : baseName(name).replace(/\.json$/i, '');
}

/** The run id of a harness report `<model>.<run_id>.json` (the agent system that made it). */
function runIdOf(name: string): string | undefined {
	const stem = baseName(name).replace(/\.json$/i, '');
	const k = stem.lastIndexOf('.');
	return k > 0 ? stem.slice(k + 1) || undefined : undefined;
}

export function sniffSwebenchReport(head: Head): Claim | null {
	const kind = kindOf(head.json);
	if (!kind) return null;
	const lists = stringLists(head.json)!;
	const resolved = (lists.get(kind === 'report' ? 'resolved_ids' : 'resolved') ?? []).length;
	const all = new Set([...lists.values()].flat()).size;
	const model = swebenchModelFor(head.name, kind);
	return {
		confidence: 0.95,
		summary: `SWE-bench ${kind === 'report' ? 'harness report' : 'results.json'} for “${model}”: ${resolved} resolved of ${all} instances listed.`,
		params: { kind, model, resolved, all },
		options: { categories: ['repo', ''] },
		choices: { model, category: 'repo' },
		facts: { benchmark: 'SWE-bench', ...(kind === 'report' ? { variant: runIdOf(head.name) } : {}) }
	};
}

export function sniffSwebenchInstances(head: Head): Claim | null {
	let n: number;
	if (Array.isArray(head.json)) {
		if (!head.json.length || !head.json.every((x) => typeof x === 'string' && ID.test(x)))
			return null;
		n = head.json.length;
	} else if (head.jsonLines) {
		if (
			!head.jsonLines.length ||
			!head.jsonLines.every((r) => typeof own(r, 'instance_id') === 'string') ||
			// lines that also name a model are a long table of results, not a list of instances
			head.jsonLines.some((r) => hasModelField(keysOf(r)))
		)
			return null;
		n = head.jsonLines.length;
	} else if (head.json === undefined) {
		const ls = head.text
			.split('\n')
			.map((l) => l.trim())
			.filter(Boolean);
		const sample = head.complete ? ls : ls.slice(0, -1);
		if (!sample.length || !sample.every((l) => ID.test(l))) return null;
		n = sample.length;
	} else return null;
	return {
		confidence: 0.8,
		summary: `SWE-bench instance list (${n.toLocaleString('en-US')}${head.complete ? '' : '+'} ids): completes the item universe.`,
		params: { count: n, complete: has(head.complete) },
		options: {},
		choices: {}
	};
}

export async function readSwebenchReport(ctx: ReadContext): Promise<void> {
	const { out, items, choices } = ctx;
	const doc = await readDocument(ctx);
	if (!doc) return;
	const kind = kindOf(doc.value);
	if (!kind) {
		out.issue({
			message:
				'this is not a SWE-bench report (no “resolved_ids” or “resolved” list of instance ids).',
			hint: 'Drop the <model>.<run_id>.json written by swebench.harness.run_evaluation, or a results.json.',
			code: 'swebench-not-report',
			params: {
				fields: '“resolved_ids” / “resolved”',
				report: '<model>.<run_id>.json',
				tool: 'swebench.harness.run_evaluation',
				results: 'results.json'
			}
		});
		return;
	}
	const lists = stringLists(doc.value)!;
	const model = out.modelIndex(choices.model || swebenchModelFor(ctx.file.name, kind));
	const resolvedKey = kind === 'report' ? 'resolved_ids' : 'resolved';
	const resolved = new Set(lists.get(resolvedKey) ?? []);
	const seen = new Set<string>();
	const category = choices.category ?? 'repo';
	const addId = (id: string, value: number) => {
		if (!id || seen.has(id)) return;
		seen.add(id);
		const i = items.intern(id);
		out.add(i, model, value);
		if (category === 'repo') items.setMeta(i, 'category', repoOf(id));
	};
	for (const id of resolved) addId(id, 1);
	const keys = kind === 'report' ? REPORT_LISTS : [...lists.keys()];
	for (const k of keys) for (const id of lists.get(k) ?? []) addId(id, 0);
	out.group = SWEBENCH_GROUP;
	out.fill = kind === 'results' ? 0 : null;
	out.scoreColumn = { columnName: resolvedKey };
	if (!seen.size)
		out.issue({
			message: 'the report lists no instances.',
			hint: 'The evaluation may not have run; check the report.',
			code: 'swebench-empty'
		});
}

export async function readSwebenchInstances(ctx: ReadContext): Promise<void> {
	const { out, items } = ctx;
	out.group = SWEBENCH_GROUP;
	const add = (id: string, line: number, text?: unknown) => {
		if (!ID.test(id)) {
			return out.issue({
				row: line,
				message: `“${id.slice(0, 60)}” is not a SWE-bench instance id (owner__repo-number).`,
				code: 'swebench-bad-id',
				params: { id: id.slice(0, 60), pattern: 'owner__repo-number' }
			});
		}
		const i = items.intern(id);
		out.universe.push(i);
		if (ctx.choices.category !== '') items.setMeta(i, 'category', repoOf(id));
		if (typeof text === 'string') items.setText(i, text);
		return true;
	};
	const first = (await textChunks(ctx.file, ctx.encoding).next()).value ?? '';
	const t = first.trimStart();
	if (t.startsWith('[')) {
		const doc = await readDocument(ctx);
		if (!doc) return;
		if (!Array.isArray(doc.value)) return;
		doc.value.forEach((v, k) => {
			if (typeof v === 'string') add(v, k + 1);
			else if (typeof own(v, 'instance_id') === 'string')
				add(own(v, 'instance_id') as string, k + 1, own(v, 'problem_statement'));
		});
		return;
	}
	if (t.startsWith('{')) {
		for await (const l of jsonLines(ctx.file, ctx.encoding, ctx.onBytes)) {
			if (!l.ok) {
				if (!out.issue(l.issue)) return;
				continue;
			}
			const id = own(l.value, 'instance_id');
			if (typeof id === 'string' && !add(id, l.line, own(l.value, 'problem_statement'))) return;
		}
		return;
	}
	for await (const l of lines(textChunks(ctx.file, ctx.encoding, ctx.onBytes))) {
		const id = l.text.trim();
		if (id && !add(id, l.line)) return;
	}
}
