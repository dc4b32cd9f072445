/**
 * Long score tables: one record per (model, benchmark[, condition]) with a score and optionally
 * its standard error — CSV/TSV with a header, JSON lines, or a JSON list of records (also a JSON
 * object holding one such list). Columns are found by name (`guessLongColumns`) and can be chosen.
 */
import { DEFAULT_CONDITION } from '../core/ScoreTable.ts';
import { readCell } from './cells.ts';
import { parseCsv } from './csv.ts';
import { IssueList, makeIssue, makeNote } from './messages.ts';
import { TableBuilder } from './TableBuilder.ts';
import type { LongChoices, ScoreTableNote, ScoreTableParse } from './types.ts';

/** Column names each role is recognised by (compared lower-case, spaces as underscores). */
export const LONG_ALIASES = {
	model: ['model', 'model_name', 'modelname', 'model_id', 'name', 'system', 'submission'],
	benchmark: [
		'benchmark',
		'benchmark_name',
		'task',
		'task_name',
		'dataset',
		'dataset_name',
		'eval',
		'evaluation',
		'test_set',
		'testset'
	],
	score: ['score', 'value', 'accuracy', 'acc', 'result', 'metric_value', 'mean', 'performance'],
	stderr: ['stderr', 'se', 'sem', 'std_err', 'standard_error', 'score_stderr', 'acc_stderr'],
	condition: ['condition', 'setting', 'protocol', 'mode', 'variant', 'regime']
} as const;

/** Names that mark a per-item table (a score matrix), not a score table. */
export const ITEM_COLUMNS = [
	'item_id',
	'item',
	'question_id',
	'doc_id',
	'instance_id',
	'sample_id',
	'example_id',
	'problem_id',
	'prompt_id',
	'testidx',
	'id'
];

const fold = (s: string) =>
	s
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, '_');

/** The columns of `names` that play each role, by name; absent roles are left out. */
export function guessLongColumns(names: readonly string[]): Partial<LongChoices['columns']> {
	const out: Record<string, string> = {};
	for (const role of Object.keys(LONG_ALIASES) as (keyof typeof LONG_ALIASES)[]) {
		for (const alias of LONG_ALIASES[role]) {
			const hit = names.find((n) => fold(n) === alias && !Object.values(out).includes(n));
			if (hit !== undefined) {
				out[role] = hit;
				break;
			}
		}
	}
	return out;
}

interface LongRecord {
	readonly get: (column: string) => unknown;
	readonly has: (column: string) => boolean;
	/** Row (CSV record or JSON line) and the 1-based column of a field, when known. */
	readonly row?: number;
	readonly path?: string;
	readonly columnOf: (column: string) => number | undefined;
}

/** Records of the file, or the issues that stop reading them. */
function records(
	text: string,
	choices: LongChoices,
	issues: IssueList
): { list: LongRecord[]; columns: string[] } | null {
	if (choices.container === 'csv') {
		const csv = parseCsv(text, choices.delimiter ?? ',');
		if (csv.error) {
			issues.add('csv-syntax', { detail: csv.error.message }, { row: csv.error.record });
			return null;
		}
		const [head, ...body] = csv.records;
		if (!head) return null;
		const header = head.fields.map((h) => h.trim());
		const index = new Map<string, number>();
		header.forEach((h, c) => {
			if (!index.has(h)) index.set(h, c);
		});
		const list = body.map((r) => ({
			get: (col: string) => r.fields[index.get(col) ?? -1],
			has: (col: string) => index.has(col),
			row: r.record,
			columnOf: (col: string) => (index.has(col) ? index.get(col)! + 1 : undefined)
		}));
		return { list, columns: header };
	}
	let values: Array<{ value: unknown; row?: number; path?: string }>;
	if (choices.container === 'jsonl') {
		values = [];
		const lines = text.split(/\r\n|\n|\r/);
		for (let i = 0; i < lines.length; i++) {
			const line = lines[i].trim();
			if (!line) continue;
			try {
				values.push({ value: JSON.parse(line), row: i + 1 });
			} catch (e) {
				issues.add('not-json', { detail: (e as Error).message }, { row: i + 1 });
			}
		}
		if (issues.count) return null;
	} else {
		let doc: unknown;
		try {
			doc = JSON.parse(text);
		} catch (e) {
			issues.add('not-json', { detail: (e as Error).message });
			return null;
		}
		const found = recordList(doc);
		if (!found) {
			issues.add('bad-record', { detail: 'no list of records in this JSON' });
			return null;
		}
		values = found.list.map((value, i) => ({ value, path: `${found.key}[${i}]` }));
	}
	const columns: string[] = [];
	const list: LongRecord[] = [];
	for (const v of values) {
		if (v.value === null || typeof v.value !== 'object' || Array.isArray(v.value)) {
			issues.add(
				'bad-record',
				{ detail: Array.isArray(v.value) ? 'a list' : String(v.value).slice(0, 40) },
				v
			);
			continue;
		}
		const obj = v.value as Record<string, unknown>;
		for (const k of Object.keys(obj)) if (!columns.includes(k)) columns.push(k);
		list.push({
			get: (col) => (Object.hasOwn(obj, col) ? obj[col] : undefined),
			has: (col) => Object.hasOwn(obj, col),
			row: v.row,
			path: v.path,
			columnOf: () => undefined
		});
	}
	return issues.count ? null : { list, columns };
}

/** A JSON document's list of records: the document itself, or the one list of objects it holds. */
export function recordList(doc: unknown): { key: string; list: unknown[] } | null {
	if (Array.isArray(doc)) return { key: '', list: doc };
	if (doc === null || typeof doc !== 'object') return null;
	const lists = Object.entries(doc as Record<string, unknown>).filter(
		([, v]) =>
			Array.isArray(v) &&
			v.length > 0 &&
			v.every((x) => x !== null && typeof x === 'object' && !Array.isArray(x))
	);
	return lists.length === 1 ? { key: lists[0][0], list: lists[0][1] as unknown[] } : null;
}

function nameOf(raw: unknown): string {
	if (typeof raw === 'string') return raw.trim();
	if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
	return '';
}

export function parseLong(text: string, file: string, choices: LongChoices): ScoreTableParse {
	const issues = new IssueList(file);
	if (text.trim() === '') return { ok: false, issues: [makeIssue(file, 'empty-file')] };
	const read = records(text, choices, issues);
	if (!read)
		return { ok: false, issues: issues.count ? issues.done() : [makeIssue(file, 'empty-file')] };
	const { model, benchmark, score, stderr, condition } = choices.columns;
	for (const [role, col] of [
		['model', model],
		['benchmark', benchmark],
		['score', score]
	] as const) {
		if (!read.columns.includes(col)) {
			issues.add('missing-column', {
				role,
				tried: col,
				columns: read.columns.slice(0, 30).join(', ')
			});
		}
	}
	for (const col of [stderr, condition]) {
		if (col !== undefined && !read.columns.includes(col)) {
			issues.add('bad-choice', { detail: `no column “${col}”` });
		}
	}
	if (issues.count) return { ok: false, issues: issues.done() };
	if (!read.list.length) {
		issues.add('no-data-rows', {}, { row: 1 });
		return { ok: false, issues: issues.done() };
	}
	const builder = new TableBuilder(issues, choices.duplicates ?? 'error');
	const notes: ScoreTableNote[] = [];
	let percent = 0;
	for (const r of read.list) {
		const at = (col: string) => ({
			row: r.row,
			path: r.path,
			column: r.columnOf(col),
			columnName: col
		});
		const m = nameOf(r.get(model));
		const b = nameOf(r.get(benchmark));
		const c =
			condition !== undefined ? nameOf(r.get(condition)) || DEFAULT_CONDITION : DEFAULT_CONDITION;
		if (!m) {
			issues.add('empty-name', { what: 'model' }, at(model));
			continue;
		}
		if (!b) {
			issues.add('empty-name', { what: 'benchmark' }, at(benchmark));
			continue;
		}
		const s = readCell(r.get(score));
		if (s.kind === 'invalid') {
			issues.add(s.code, s.params, at(score));
			continue;
		}
		if (s.kind === 'value' && s.percent) percent++;
		builder.score(c, m, b, s.kind === 'value' ? s.value : Number.NaN, at(score));
		if (stderr !== undefined) {
			const e = readCell(r.get(stderr));
			if (e.kind === 'invalid') issues.add(e.code, e.params, at(stderr));
			else if (e.kind === 'value' && e.value < 0)
				issues.add('negative-stderr', { value: e.value }, at(stderr));
			else if (e.kind === 'value') builder.stderr(c, m, b, e.value);
		}
	}
	if (percent) notes.push(makeNote('percent-cells', { count: percent }));
	const table = builder.build(notes);
	if (!table) return { ok: false, issues: issues.done() };
	return { ok: true, table, choices, notes };
}
