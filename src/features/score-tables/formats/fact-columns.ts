/**
 * Model facts beside the scores of a score table (issue 35): columns named as facts
 * (`release_month`, `params`, `compute`…, `../../../formats/model-facts.ts`) hold each model's release date,
 * size or family, not a benchmark. A wide table with models as rows has them as columns
 * (`model,release_month,params,mmlu,gsm8k`); a long table repeats them on each of a model's
 * records (Epoch AI's `model_release_date`). The first non-blank value of a model wins; a value
 * that is not what its column holds is left out and counted.
 */
import {
	factFieldOf,
	factValue,
	type FactField,
	type ModelFacts
} from '../../../formats/model-facts.ts';
import { parseCsv } from './csv.ts';
import { recordList } from './long.ts';
import type { LongChoices, WideChoices } from './types.ts';

interface TableFacts {
	/** Facts by model name (trimmed). */
	readonly facts: ReadonlyMap<string, ModelFacts>;
	/** The columns read as facts, in header order. */
	readonly columns: readonly string[];
	/** Cells left out: how many. */
	readonly bad: number;
}

/** The fact columns of a header, other than the columns that play a role. */
function factColumns(header: readonly string[], roles: readonly string[]): [string, FactField][] {
	const seen = new Set<FactField>();
	const out: [string, FactField][] = [];
	for (const h of header) {
		const field = factFieldOf(h);
		if (!field || roles.includes(h) || seen.has(field)) continue;
		seen.add(field);
		out.push([h, field]);
	}
	return out;
}

/** The fact columns of a wide table with models as rows (to leave out of its benchmarks). */
export function wideFactColumns(text: string, choices: WideChoices): string[] {
	if (choices.orientation !== 'models-as-rows') return [];
	const head = parseCsv(text.slice(0, 64 * 1024), choices.delimiter).records[0];
	if (!head) return [];
	const header = head.fields.map((h) => h.trim());
	const roles = [choices.idColumn ?? 0, choices.conditionColumn]
		.filter((c): c is number => c !== undefined)
		.map((c) => header[c]);
	return factColumns(header, roles).map(([c]) => c);
}

/** Rows as (model, getter) pairs of a wide models-as-rows or long table, with its header. */
function rowsOf(
	text: string,
	choices: WideChoices | LongChoices
): { header: string[]; roles: string[]; rows: [string, (c: string) => unknown][] } | null {
	if (choices.format === 'long' && choices.container !== 'csv') {
		let doc: unknown;
		try {
			doc = JSON.parse(text);
		} catch {
			return null;
		}
		const list =
			choices.container === 'json'
				? (recordList(doc)?.list ?? [])
				: text
						.split(/\r\n|\n|\r/)
						.filter((l) => l.trim())
						.map((l) => {
							try {
								return JSON.parse(l) as unknown;
							} catch {
								return null;
							}
						});
		const objects = list.filter(
			(v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
		);
		const header = [...new Set(objects.flatMap((o) => Object.keys(o)))];
		const get = (o: Record<string, unknown>) => (c: string) =>
			Object.hasOwn(o, c) ? o[c] : undefined;
		const rows = objects.map(
			(o) => [String(o[choices.columns.model] ?? ''), get(o)] as [string, (c: string) => unknown]
		);
		return { header, roles: Object.values(choices.columns), rows };
	}
	const csv = parseCsv(text, choices.delimiter ?? ',');
	const [head, ...body] = csv.records;
	if (!head) return null;
	const header = head.fields.map((h) => h.trim());
	const at = (c: string) => header.indexOf(c);
	const modelColumn =
		choices.format === 'long' ? choices.columns.model : header[choices.idColumn ?? 0];
	const roles =
		choices.format === 'long'
			? Object.values(choices.columns)
			: [
					modelColumn,
					...(choices.conditionColumn !== undefined ? [header[choices.conditionColumn]] : [])
				];
	const rows = body.map(
		(r) =>
			[r.fields[at(modelColumn)] ?? '', (c: string) => r.fields[at(c)]] as [
				string,
				(c: string) => unknown
			]
	);
	return { header, roles, rows };
}

/** The models' facts of a wide models-as-rows or long table; null when it has no fact column. */
export function tableFacts(text: string, choices: WideChoices | LongChoices): TableFacts | null {
	if (choices.format === 'wide' && choices.orientation !== 'models-as-rows') return null;
	const read = rowsOf(text, choices);
	if (!read) return null;
	const columns = factColumns(read.header, read.roles);
	if (!columns.length) return null;
	const facts = new Map<string, Record<string, string | number>>();
	let bad = 0;
	for (const [rawName, get] of read.rows) {
		const name = String(rawName).trim();
		if (!name) continue;
		const f = facts.get(name) ?? {};
		for (const [column, field] of columns) {
			if (f[field] !== undefined) continue;
			const raw = get(column);
			const v = factValue(field, raw === null || raw === undefined ? '' : String(raw));
			if (v === null) bad++;
			else if (v !== undefined) f[field] = v;
		}
		facts.set(name, f);
	}
	return {
		facts: facts as Map<string, ModelFacts>,
		columns: columns.map(([c]) => c),
		bad
	};
}

/**
 * A long table's column of benchmark release dates (Epoch AI's `benchmark_release_date`): the
 * benchmark's date, not a model's, so it is no fact column. Names compared as fact columns' are.
 */
const BENCHMARK_DATE =
	/^(benchmark|task|dataset)_(release|released|release_date|release_month|released_at|date|created_at|publication_date)$/;

/**
 * The benchmarks' release dates of a long table (`YYYY-MM-DD` or `YYYY-MM`, by benchmark name;
 * the first date of a benchmark wins), with the column read; null when it has no such column.
 */
export function tableBenchmarkDates(
	text: string,
	choices: WideChoices | LongChoices
): { readonly dates: ReadonlyMap<string, string>; readonly column: string } | null {
	if (choices.format !== 'long') return null;
	const read = rowsOf(text, choices);
	if (!read) return null;
	const column = read.header.find((h) =>
		BENCHMARK_DATE.test(
			h
				.trim()
				.toLowerCase()
				.replace(/[\s-]+/g, '_')
		)
	);
	if (!column) return null;
	const dates = new Map<string, string>();
	for (const [, get] of read.rows) {
		const name = String(get(choices.columns.benchmark) ?? '').trim();
		if (!name || dates.has(name)) continue;
		const v = factValue('releaseDate', String(get(column) ?? ''));
		if (typeof v === 'string') dates.set(name, v);
	}
	return dates.size ? { dates, column } : null;
}
