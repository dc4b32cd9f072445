/**
 * Score tables: wide (one row per item, one column per model — or flipped, one row per model) and
 * long (one row per item and model: `item_id, model, score` + optional `category`, `cluster` and
 * other metadata columns) in CSV, TSV, JSON lines or a JSON array of records. Tables are streamed
 * record by record; every problem names its row and column.
 */
import { parseCell } from './cell.ts';
import { scalarText, shown } from './collect.ts';
import { CsvParser, CsvStopError, guessDelimiter, parseCsvText } from './csv-stream.ts';
import { isObject, keysOf, numberOf, own, parseJson } from './json-safe.ts';
import { jsonLines, readJsonDocument } from './read-helpers.ts';
import { baseName } from './source.ts';
import { estimateRows, type ValueKind } from './memory-budget.ts';
import { decodeBytes, textChunks, type Encoding } from './text-stream.ts';
import type { ImportIssue } from './ImportResult.ts';
import type { FileChoices, Head, ReadContext, Sniffed, TableColumns } from './types.ts';
import { WideCells } from './WideCells.ts';

const ITEM_NAMES = [
	'item_id',
	'itemid',
	'item',
	'question_id',
	'instance_id',
	'doc_id',
	'example_id',
	'sample_id',
	'problem_id',
	'prompt_id',
	'task_id',
	'qid',
	'uid',
	'id',
	'instruction',
	'question',
	'prompt'
];
const MODEL_NAMES = [
	'model',
	'model_name',
	'modelname',
	'model_id',
	'models',
	'system',
	'generator',
	'generator_2',
	'agent',
	'submission',
	'llm'
];
const SCORE_NAMES = [
	'score',
	'correct',
	'is_correct',
	'value',
	'pass@1',
	'pass_at_1',
	'passed',
	'pass',
	'resolved',
	'acc',
	'accuracy',
	'exact_match',
	'em',
	'result',
	'reward',
	'success',
	'win',
	'preference',
	'label'
];
const CATEGORY_NAMES = [
	'category',
	'subject',
	'difficulty',
	'task',
	'domain',
	'topic',
	'subset',
	'dataset',
	'group',
	'type',
	'split'
];
const CLUSTER_NAMES = [
	'cluster',
	'cluster_id',
	'passage_id',
	'context_id',
	'group_id',
	'conversation_id'
];

function pick(
	names: readonly string[],
	wanted: readonly string[],
	not: readonly string[] = []
): string | undefined {
	const norm = (s: string) =>
		s
			.trim()
			.toLowerCase()
			.replace(/[\s-]+/g, '_');
	for (const w of wanted) {
		const hit = names.find((n) => norm(n) === w && !not.includes(n));
		if (hit !== undefined) return hit;
	}
	return undefined;
}

/** Proposes which column is which in a long table (undefined when not found). */
export function guessLongColumns(names: readonly string[]): {
	item?: string;
	model?: string;
	score?: string;
	category?: string;
	cluster?: string;
} {
	const item = pick(names, ITEM_NAMES);
	const model = pick(names, MODEL_NAMES, item ? [item] : []);
	const score = pick(
		names,
		SCORE_NAMES,
		[item, model].filter((x): x is string => !!x)
	);
	const used = [item, model, score].filter((x): x is string => !!x);
	const category = pick(names, CATEGORY_NAMES, used);
	const cluster = pick(names, CLUSTER_NAMES, category ? [...used, category] : used);
	return { item, model, score, category, cluster };
}

const MODEL_HEADER = /^(model|models|model_?name|model name|name|system|method|architecture|)$/i;

function looksNumeric(s: string): boolean {
	const p = parseCell(s);
	return p.kind === 'value';
}

/** Records of the head of a CSV (without a possibly cut last line). */
function headRecords(head: Head, delimiter: string, max = 200): string[][] {
	let text = head.text;
	if (!head.complete) {
		const nl = text.lastIndexOf('\n');
		text = nl > 0 ? text.slice(0, nl) : text;
	}
	const rows: string[][] = [];
	try {
		const p = new CsvParser(delimiter, (r) => {
			if (rows.length < max) rows.push(r.fields);
		});
		p.push(text.length > 4 * 1024 * 1024 ? text.slice(0, 4 * 1024 * 1024) : text);
		p.end();
	} catch (e) {
		if (!(e instanceof CsvStopError)) throw e;
	}
	return rows;
}

function firstLine(text: string): string {
	const nl = text.indexOf('\n');
	return (nl < 0 ? text : text.slice(0, nl)).replace(/\r$/, '');
}

function looksLikeJson(text: string): boolean {
	const t = text.trimStart();
	return t.startsWith('{') || t.startsWith('[');
}

/** Detects a wide table (items as rows, or models as rows). */
export function sniffWide(head: Head): Sniffed | null {
	if (looksLikeJson(head.text) || head.text.trim() === '') return null;
	const delimiter = guessDelimiter(firstLine(head.text), head.name);
	const rows = headRecords(head, delimiter);
	if (!rows.length) return null;
	const header = rows[0].map((h) => h.trim());
	if (header.length < 2) return null;
	const body = rows.slice(1);
	// Text columns (every sampled value non-numeric) are metadata, not models/items.
	const meta: string[] = [];
	for (let c = 1; c < header.length; c++) {
		if (/^meta:/i.test(header[c])) {
			meta.push(header[c]);
			continue;
		}
		const vals = body
			.map((r) => (r[c] ?? '').trim())
			.filter((v) => parseCell(v).kind !== 'missing');
		if (vals.length >= 1 && vals.every((v) => !looksNumeric(v))) meta.push(header[c]);
	}
	const first = header[0];
	let confidence = 0.5;
	let orientation: 'items-as-rows' | 'models-as-rows' = 'items-as-rows';
	if (/^(item_?id|item)$/i.test(first)) confidence = 0.95;
	else if (MODEL_HEADER.test(first)) {
		orientation = 'models-as-rows';
		confidence = 0.7;
	}
	const numericCols = header.length - 1 - meta.length;
	if (numericCols < 1) confidence = Math.min(confidence, 0.2);
	// Tens of thousands of columns under a header that does not say item_id: items as columns.
	if (header.length - 1 > 20000 && confidence < 0.9) orientation = 'models-as-rows';
	const long = guessLongColumns(header);
	if (long.item && long.model && long.score && (confidence < 0.9 || meta.includes(long.model))) {
		confidence = 0.3;
	}
	// Repeated ids in the first column: one row per item and model, a long table.
	if (orientation === 'items-as-rows' && repeats(body.map((r) => (r[0] ?? '').trim()))) {
		confidence = Math.min(confidence, 0.2);
	}
	const colsNote =
		orientation === 'items-as-rows'
			? `${numericCols.toLocaleString('en-US')} model columns`
			: `${numericCols.toLocaleString('en-US')} item columns, one model per row (flipped)`;
	return {
		format: 'wide-table',
		confidence,
		summary: `Wide table, ${delimiter === '\t' ? 'tab' : delimiter === ';' ? 'semicolon' : 'comma'}-separated: ${colsNote}${meta.length ? `, ${meta.length} metadata column${meta.length > 1 ? 's' : ''}` : ''}.`,
		options: { columns: header },
		choices: {
			delimiter,
			orientation,
			columns: {
				item: first,
				meta,
				category: meta.find((m) => /^(meta:)?category$/i.test(m)) ?? ''
			}
		}
	};
}

function repeats(values: readonly string[]): boolean {
	const seen = new Set<string>();
	for (const v of values) {
		if (v && seen.has(v)) return true;
		seen.add(v);
	}
	return false;
}

/**
 * Column roles from the values when the names say nothing: the item column repeats, the model
 * column is text with few distinct values, the score column is numeric.
 */
function guessByContent(
	header: readonly string[],
	body: readonly string[][]
): ReturnType<typeof guessLongColumns> {
	const col = (c: number) => body.map((r) => (r[c] ?? '').trim()).filter((v) => v !== '');
	const numeric = (c: number) => col(c).length > 0 && col(c).every((v) => looksNumeric(v));
	const item = header.findIndex((_, c) => !numeric(c) && repeats(col(c)));
	if (item < 0) return {};
	const model = header.findIndex(
		(_, c) =>
			c !== item &&
			!numeric(c) &&
			repeats(col(c)) &&
			new Set(col(c)).size <= Math.max(2, col(c).length / 2)
	);
	const score = header.findIndex((_, c) => c !== item && c !== model && numeric(c));
	if (model < 0 || score < 0) return {};
	return { item: header[item], model: header[model], score: header[score] };
}

/** Detects a long table in CSV/TSV. */
export function sniffLongCsv(head: Head): Sniffed | null {
	if (looksLikeJson(head.text) || head.text.trim() === '') return null;
	const delimiter = guessDelimiter(firstLine(head.text), head.name);
	const rows = headRecords(head, delimiter);
	if (!rows.length) return null;
	const header = rows[0].map((h) => h.trim());
	if (header.length < 3) return null;
	let g = guessLongColumns(header);
	let found = [g.item, g.model, g.score].filter(Boolean).length;
	if (found < 3) {
		const byContent = guessByContent(header, rows.slice(1));
		if (byContent.item) {
			const rest = guessLongColumns(
				header.filter((h) => h !== byContent.item && h !== byContent.model && h !== byContent.score)
			);
			g = { ...byContent, category: rest.category, cluster: rest.cluster };
			found = 3;
		}
	}
	let confidence = found === 3 ? 0.85 : found === 2 ? 0.35 : 0.1;
	if (/^(item_?id)$/i.test(header[0]) && !g.model) confidence = 0.1;
	return longSniffed(
		header,
		g,
		confidence,
		`Long table, ${delimiter === '\t' ? 'tab' : 'comma'}-separated`,
		{ delimiter }
	);
}

function longSniffed(
	names: readonly string[],
	g: ReturnType<typeof guessLongColumns>,
	confidence: number,
	what: string,
	extra: { delimiter?: ',' | '\t' | ';'; metric?: string }
): Sniffed {
	const item = g.item ?? names[0] ?? '';
	const model = g.model ?? names[1] ?? '';
	const score = g.score ?? names[2] ?? '';
	const used = new Set([item, model, score, g.category, g.cluster]);
	const meta = names.filter((n) => !used.has(n));
	const columns: TableColumns = {
		item,
		model,
		score,
		category: g.category ?? '',
		cluster: g.cluster ?? '',
		meta
	};
	return {
		format: 'long-table',
		confidence,
		summary: `${what}: item “${item}”, model “${model}”, score “${score}”${g.category ? `, category “${g.category}”` : ''}.`,
		options: { columns: names },
		choices: { ...extra, columns }
	};
}

/** The records array of a JSON document: the document itself, or its largest array of objects. */
export function recordsOf(doc: unknown): { records: unknown[]; path: string } | null {
	if (Array.isArray(doc))
		return doc.length && doc.some(isObject) ? { records: doc, path: '' } : null;
	if (!isObject(doc)) return null;
	let best: { records: unknown[]; path: string } | null = null;
	for (const k of keysOf(doc)) {
		const v = own(doc, k);
		if (
			Array.isArray(v) &&
			v.length &&
			isObject(v[0]) &&
			(!best || v.length > best.records.length)
		) {
			best = { records: v, path: k };
		}
	}
	return best;
}

/** Scalar field names of the first records. */
export function recordFields(records: readonly unknown[]): string[] {
	const names: string[] = [];
	const seen = new Set<string>();
	for (const r of records.slice(0, 200)) {
		for (const k of keysOf(r)) {
			const v = own(r, k);
			if (!seen.has(k) && (v === null || typeof v !== 'object')) {
				seen.add(k);
				names.push(k);
			}
		}
	}
	return names;
}

/** Detects a long table in JSON lines or a JSON array of records. */
export function sniffLongJson(head: Head): Sniffed | null {
	let records: readonly unknown[] | null = null;
	let what = '';
	if (head.jsonLines) {
		records = head.jsonLines.filter(isObject);
		what = 'Long table in JSON lines';
	} else if (head.json !== undefined) {
		const r = recordsOf(head.json);
		if (r) {
			records = r.records;
			what = r.path ? `Long table in JSON (records under “${r.path}”)` : 'Long table in JSON';
		}
	}
	if (!records || !records.length) return null;
	const names = recordFields(records);
	if (names.length < 3) return null;
	const g = guessLongColumns(names);
	const found = [g.item, g.model, g.score].filter(Boolean).length;
	return longSniffed(names, g, found === 3 ? 0.6 : found === 2 ? 0.25 : 0.05, what, {});
}

/** The columns of a wide table's header under the user's choices. */
interface WideColumns {
	readonly idCol: number;
	/** Score columns (models, or items when flipped), in header order. */
	readonly valueCols: number[];
	readonly metaCols: number[];
	/** Header problems (empty or repeated names): the columns are left out. */
	readonly problems: Omit<ImportIssue, 'file'>[];
}

function wideColumns(header: readonly string[], choices: FileChoices): WideColumns {
	const flipped = choices.orientation === 'models-as-rows';
	const metaSet = new Set(choices.columns?.meta ?? []);
	const wanted = choices.columns?.item;
	const idCol = wanted !== undefined && header.includes(wanted) ? header.indexOf(wanted) : 0;
	const valueCols: number[] = [];
	const metaCols: number[] = [];
	const problems: Omit<ImportIssue, 'file'>[] = [];
	const firstAt = new Map<string, number>();
	for (let c = 0; c < header.length; c++) {
		if (c === idCol) continue;
		const name = header[c];
		if (metaSet.has(name) || /^meta:/i.test(name)) {
			metaCols.push(c);
			continue;
		}
		if (name === '') {
			problems.push({
				row: 1,
				column: c + 1,
				message: 'this header cell is empty.',
				hint: flipped ? 'Give every item column a name.' : 'Give every model column a name.'
			});
			continue;
		}
		const prev = firstAt.get(name);
		if (prev !== undefined) {
			problems.push({
				row: 1,
				column: c + 1,
				columnName: name,
				message: `the ${flipped ? 'item' : 'model'} “${shown(name)}” appears twice (columns ${prev + 1} and ${c + 1}).`,
				hint: 'Rename or remove one of the two columns.'
			});
			continue;
		}
		firstAt.set(name, c);
		valueCols.push(c);
	}
	return { idCol, valueCols, metaCols, problems };
}

/**
 * Reads a wide table. With items as rows and `ctx.packWide` set (the import is wide tables only),
 * rows go into a packed `WideCells` store on `ctx.out.wide`; otherwise every cell is added to the
 * contribution with its row and column.
 */
export async function readWide(ctx: ReadContext): Promise<void> {
	const { out, items, choices } = ctx;
	const delimiter = choices.delimiter ?? ',';
	const flipped = choices.orientation === 'models-as-rows';
	const categoryCol = choices.columns?.category ?? '';
	let header: string[] | null = null;
	let idCol = 0;
	let valueCols: number[] = [];
	let metaCols: number[] = [];
	const seenRow = new Map<string, number>();
	let headerOk = true;
	let rows = 0;
	let keepGoing = true;
	let wide: WideCells | null = null;
	const metaField = (name: string) =>
		name === categoryCol ? 'category' : name.replace(/^meta:/i, '') || name;

	const onHeader = (fields: string[]) => {
		header = fields.map((h) => h.trim());
		const cols = wideColumns(header, choices);
		({ idCol, valueCols, metaCols } = cols);
		for (const p of cols.problems) {
			out.issue(p);
			headerOk = false;
		}
		out.columnNames = header;
		if (flipped) {
			// Items are the columns, in header order.
			valueItems = valueCols.map((c) => items.intern(header![c]));
			if (metaCols.length) {
				out.notes.push(
					`${out.file}: ${metaCols.length} text column${metaCols.length > 1 ? 's were' : ' was'} ignored (models are rows).`
				);
			}
		} else {
			valueModels = valueCols.map((c) => out.modelIndex(header![c]));
			const guard = ctx.packWide;
			if (guard) {
				const n = valueCols.length;
				wide = out.wide = new WideCells(
					valueCols.map((c) => c + 1),
					(rows, kind) => guard(rows, n, kind)
				);
				guard(0, n, 'binary');
			}
		}
	};
	let valueItems: number[] = [];
	let valueModels: number[] = [];

	/** A score cell's value (NaN = missing), or null after recording why it is not one. */
	const cellValue = (text: string, record: number, c: number): number | null => {
		if (text === '1') return 1;
		if (text === '0') return 0;
		const parsed = parseCell(text);
		if (parsed.kind === 'value') {
			if (parsed.converted) converted[parsed.converted]++;
			return parsed.value;
		}
		if (parsed.kind === 'missing') return Number.NaN;
		keepGoing = out.issue({
			row: record,
			column: c + 1,
			columnName: header![c],
			message: `${parsed.reason}.`,
			hint: 'Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.'
		});
		return null;
	};

	const onRow = (fields: string[], record: number) => {
		const h = header!;
		if (fields.length !== h.length) {
			keepGoing = out.issue({
				row: record,
				message: `this row has ${fields.length} cells, the header has ${h.length}.`,
				hint: 'Check for an unquoted delimiter inside a value, or a missing cell.'
			});
			return;
		}
		const id = fields[idCol].trim();
		if (id === '') {
			keepGoing = out.issue({
				row: record,
				column: idCol + 1,
				columnName: h[idCol],
				message: flipped ? 'the model name is empty.' : 'the item id is empty.'
			});
			return;
		}
		const first = seenRow.get(id);
		if (first !== undefined) {
			keepGoing = out.issue({
				row: record,
				column: idCol + 1,
				columnName: h[idCol],
				message: flipped
					? `the model “${shown(id)}” was already in row ${first}.`
					: `the item id “${shown(id)}” was already used in row ${first}.`,
				hint: flipped
					? 'Each model needs one row: remove or rename the duplicate.'
					: 'Item ids must be unique: remove the duplicate row or give it its own id.'
			});
			return;
		}
		rows++;
		const item = flipped ? -1 : items.intern(id);
		const model = flipped ? out.modelIndex(id) : -1;
		// Keyed by the kept copy: `id` is a view into the file's text (see `ownString`).
		seenRow.set(flipped ? out.models[model] : items.ids[item], record);
		if (!flipped) for (const c of metaCols) items.setMeta(item, metaField(h[c]), fields[c]);
		if (wide) {
			const row = wide.row;
			let complete = true;
			for (let k = 0; k < valueCols.length; k++) {
				const c = valueCols[k];
				const v = cellValue(fields[c], record, c);
				if (v === null) {
					complete = false;
					if (!keepGoing) return;
					continue;
				}
				out.tally(v);
				row[k] = v;
			}
			// A row with a bad cell fails the import; it is not stored.
			if (complete) wide.commit(item, record);
			return;
		}
		for (let k = 0; k < valueCols.length; k++) {
			const c = valueCols[k];
			const v = cellValue(fields[c], record, c);
			if (v === null) {
				if (!keepGoing) return;
				continue;
			}
			const i = flipped ? valueItems[k] : item;
			const m = flipped ? model : valueModels[k];
			out.add(i, m, v, record, c + 1);
		}
	};
	const converted = { boolean: 0, percent: 0 };

	class Stop extends Error {}
	const parser = new CsvParser(delimiter, (r) => {
		if (r.record === 1) onHeader(r.fields);
		else onRow(r.fields, r.record);
		if (!headerOk || !keepGoing) throw new Stop();
	});
	try {
		for await (const t of textChunks(ctx.file, ctx.encoding, ctx.onBytes)) parser.push(t);
		parser.end();
	} catch (e) {
		if (e instanceof CsvStopError) {
			out.issue({
				row: e.problem.record,
				message: `${e.problem.message}.`,
				hint: 'Check the file is a CSV/TSV table.'
			});
		} else if (!(e instanceof Stop)) throw e;
	}
	for (const p of parser.problems) {
		out.issue({
			row: p.record,
			message: `${p.message}.`,
			hint: 'Close the quote (") or remove it.'
		});
	}
	if (header === null) {
		out.issue({
			message: 'the file is empty.',
			hint: 'Export the results again: a header row, then one row per item.'
		});
		return;
	}
	if (!out.issues.length && rows === 0) {
		out.issue({
			row: 2,
			message: 'the file has a header but no rows.',
			hint: flipped
				? 'Add one row per model under the header.'
				: 'Add one row per test item under the header.'
		});
	}
	if (converted.boolean)
		out.notes.push(
			`${out.file}: ${converted.boolean} cells written as true/false were read as 1/0.`
		);
	if (converted.percent)
		out.notes.push(
			`${out.file}: ${converted.percent} cells written as percentages were divided by 100.`
		);
}

/** What the head of a table says about the whole file, for the memory estimate. */
export interface TableShape {
	/** Data rows (records, or JSON lines), estimated from the head and the file size. */
	readonly rows: number;
	/** Wide tables: score columns per row (models, or items when flipped). Long tables: 1. */
	readonly columns: number;
	/** Whether every score in the head is 0, 1 or missing. */
	readonly kind: ValueKind;
}

/** Bytes `text` takes in the file (for estimates: UTF-8 measured, one or two bytes otherwise). */
function bytesOf(text: string, encoding: Encoding): number {
	if (encoding === 'utf-8') return new TextEncoder().encode(text).length;
	return encoding === 'windows-1252' ? text.length : text.length * 2;
}

/**
 * The shape of a CSV/TSV table (wide or long) or a JSON-lines long table from the first bytes of
 * the file, under the user's choices; null for other formats (JSON documents, logs), whose size in
 * cells is far below their size in bytes.
 */
export function tableShape(
	head: Uint8Array,
	encoding: Encoding,
	fileBytes: number,
	choices: FileChoices
): TableShape | null {
	const wideTable = choices.format === 'wide-table';
	if (!wideTable && choices.format !== 'long-table') return null;
	const complete = head.length >= fileBytes;
	let text = decodeBytes(head, encoding, complete);
	if (!complete) {
		const nl = text.lastIndexOf('\n');
		text = nl >= 0 ? text.slice(0, nl + 1) : '';
	}
	const json = looksLikeJson(text);
	if (json && (wideTable || !isJsonLines(text, ''))) return null;
	// Records and the line each starts on (JSON lines: one record per non-blank line).
	const records: { fields: string[]; value: unknown; line: number }[] = [];
	if (json) {
		text.split('\n').forEach((l, k) => {
			if (!l.trim()) return;
			const p = parseJson(l);
			records.push({ fields: [], value: p.ok ? p.value : null, line: k + 1 });
		});
	} else {
		try {
			const p = new CsvParser(choices.delimiter ?? ',', (r) =>
				records.push({ fields: r.fields, value: null, line: r.line })
			);
			p.push(text);
			p.end();
		} catch (e) {
			if (!(e instanceof CsvStopError)) throw e;
		}
	}
	// A header longer than the head: nothing to scale from (the stores still check as they grow).
	if (!json && records.length === 0) return null;
	// Where the data starts and ends, in characters.
	const lineStart = (line: number) => {
		let at = 0;
		for (let l = 1; l < line && at >= 0; l++) at = text.indexOf('\n', at) + 1 || -1;
		return at < 0 ? text.length : at;
	};
	const first = json ? 0 : 1;
	const dataStart = records.length > first ? lineStart(records[first].line) : text.length;
	const headerBytes = json ? 0 : bytesOf(text.slice(0, dataStart), encoding);
	const sample = records.slice(first);
	const sampleBytes = bytesOf(text.slice(dataStart), encoding);

	let columns = 1;
	let binary = true;
	const score = (t: string) => {
		const p = parseCell(t);
		if (p.kind === 'value' && p.value !== 0 && p.value !== 1) binary = false;
	};
	if (wideTable) {
		const header = records[0]?.fields.map((h) => h.trim()) ?? [];
		const cols = wideColumns(header, choices);
		columns = cols.valueCols.length;
		for (const r of sample.slice(0, 200)) for (const c of cols.valueCols) score(r.fields[c] ?? '');
	} else {
		const names = json ? [] : (records[0]?.fields.map((h) => h.trim()) ?? []);
		const get = (r: (typeof records)[number], name: string | undefined): string => {
			if (name === undefined) return '';
			if (json) return scalarText(isObject(r.value) ? own(r.value, name) : null) ?? '';
			return r.fields[names.indexOf(name)] ?? '';
		};
		for (const r of sample.slice(0, 2000)) score(get(r, choices.columns?.score));
	}
	const rows = estimateRows({
		fileBytes,
		headerBytes,
		sampleRows: sample.length,
		sampleBytes,
		complete,
		columns
	});
	return { rows, columns, kind: binary ? 'binary' : 'continuous' };
}

/** Reads a long table (CSV/TSV, JSON lines, or a JSON array of records). */
export async function readLong(ctx: ReadContext): Promise<void> {
	const { out, choices } = ctx;
	const cols = choices.columns;
	if (!cols?.item || !cols.model || !cols.score) {
		out.issue({
			message: 'choose the item, model and score columns.',
			hint: 'In the mapping, pick which column holds the item id, the model name and the score.'
		});
		return;
	}
	const head = await firstText(ctx);
	if (head.trimStart().startsWith('{') || head.trimStart().startsWith('[')) {
		await readLongJson(ctx, cols, head);
		return;
	}
	await readLongCsv(ctx, cols);
}

async function firstText(ctx: ReadContext): Promise<string> {
	const it = textChunks(ctx.file, ctx.encoding);
	try {
		const r = await it.next();
		return r.done ? '' : r.value.slice(0, 65536);
	} finally {
		await it.return(undefined);
	}
}

interface RowSink {
	(
		row: number,
		get: (name: string) => { text: string | null; value: unknown } | undefined
	): boolean;
}

function longSink(ctx: ReadContext, cols: TableColumns): RowSink {
	const { out, items } = ctx;
	const columnsAt = new Map<string, number>();
	return (row, get) => {
		const item = get(cols.item!);
		const model = get(cols.model!);
		const score = get(cols.score!);
		if (!item || !model || !score) {
			const missing = [!item && cols.item, !model && cols.model, !score && cols.score].filter(
				Boolean
			);
			return out.issue({
				row,
				message: `this row has no “${missing.join('”, “')}”.`,
				hint: 'Check the column mapping, or fill in the missing value.'
			});
		}
		const id = (item.text ?? '').trim();
		const name = (model.text ?? '').trim();
		if (!id) return out.issue({ row, columnName: cols.item, message: 'the item id is empty.' });
		if (!name)
			return out.issue({ row, columnName: cols.model, message: 'the model name is empty.' });
		let value: number;
		if (typeof score.value === 'number' || typeof score.value === 'boolean') {
			const v = numberOf(score.value);
			if (v === null) {
				return out.issue({
					row,
					columnName: cols.score,
					message: `the score is not a finite number.`,
					hint: 'Use a number, or null / an empty cell for missing.'
				});
			}
			value = v;
		} else if (score.value === null || score.text === null) value = Number.NaN;
		else {
			const p = parseCell(score.text);
			if (p.kind === 'invalid') {
				return out.issue({
					row,
					columnName: cols.score,
					column: columnsAt.get(cols.score!),
					message: `${p.reason}.`,
					hint: 'Use a number such as 0, 1 or 0.75, or leave it empty for missing.'
				});
			}
			value = p.kind === 'value' ? p.value : Number.NaN;
		}
		const i = items.intern(id);
		const m = out.modelIndex(name);
		out.add(i, m, value, row);
		if (cols.category) {
			const c = get(cols.category);
			if (c?.text) items.setMeta(i, 'category', c.text);
		}
		if (cols.cluster) {
			const c = get(cols.cluster);
			if (c?.text) items.setMeta(i, 'cluster', c.text);
		}
		for (const f of cols.meta ?? []) {
			const c = get(f);
			if (c?.text) items.setMeta(i, f, c.text);
		}
		return true;
	};
}

async function readLongCsv(ctx: ReadContext, cols: TableColumns): Promise<void> {
	const { out } = ctx;
	const delimiter = ctx.choices.delimiter ?? ',';
	let header: string[] | null = null;
	let index = new Map<string, number>();
	let sink: RowSink | null = null;
	let go = true;
	class Stop extends Error {}
	const parser = new CsvParser(delimiter, (r) => {
		if (r.record === 1) {
			header = r.fields.map((h) => h.trim());
			index = new Map(header.map((h, k) => [h, k] as const));
			const missing = [cols.item, cols.model, cols.score].filter((c) => c && !index.has(c!));
			if (missing.length) {
				out.issue({
					row: 1,
					message: `the header has no column “${missing.join('”, “')}”.`,
					hint: `Pick the columns in the mapping; the header has: ${header.slice(0, 12).join(', ')}${header.length > 12 ? ', …' : ''}.`
				});
				throw new Stop();
			}
			out.columnNames = header;
			out.scoreColumn = { column: index.get(cols.score!)! + 1, columnName: cols.score };
			sink = longSink(ctx, cols);
			return;
		}
		const h = header!;
		if (r.fields.length !== h.length) {
			go = out.issue({
				row: r.record,
				message: `this row has ${r.fields.length} cells, the header has ${h.length}.`,
				hint: 'Check for an unquoted delimiter inside a value, or a missing cell.'
			});
		} else {
			go = sink!(r.record, (name) => {
				const k = index.get(name);
				if (k === undefined) return undefined;
				const text = r.fields[k];
				return { text, value: text };
			});
		}
		if (!go) throw new Stop();
	});
	try {
		for await (const t of textChunks(ctx.file, ctx.encoding, ctx.onBytes)) parser.push(t);
		parser.end();
	} catch (e) {
		if (e instanceof CsvStopError)
			out.issue({ row: e.problem.record, message: `${e.problem.message}.` });
		else if (!(e instanceof Stop)) throw e;
	}
	for (const p of parser.problems)
		out.issue({ row: p.record, message: `${p.message}.`, hint: 'Close the quote (").' });
	if (header === null)
		out.issue({ message: 'the file is empty.', hint: 'Export the results again.' });
	else if (!out.issues.length && parser.records < 2) {
		out.issue({
			row: 2,
			message: 'the file has a header but no rows.',
			hint: 'Add one row per item and model.'
		});
	}
}

function jsonGetter(rec: unknown) {
	return (name: string) => {
		if (!isObject(rec) || !Object.prototype.hasOwnProperty.call(rec, name)) return undefined;
		const v = own(rec, name);
		return { text: scalarText(v), value: v };
	};
}

async function readLongJson(ctx: ReadContext, cols: TableColumns, head: string): Promise<void> {
	const { out } = ctx;
	out.scoreColumn = { columnName: cols.score };
	const sink = longSink(ctx, cols);
	const jsonl = isJsonLines(head, ctx.file.name);
	if (jsonl) {
		let n = 0;
		for await (const l of jsonLines(ctx.file, ctx.encoding, ctx.onBytes)) {
			if (!l.ok) {
				if (!out.issue(l.issue)) return;
				continue;
			}
			n++;
			if (!isObject(l.value)) {
				if (
					!out.issue({
						row: l.line,
						message: 'this line is not a JSON object (a record with fields).'
					})
				)
					return;
				continue;
			}
			if (!sink(l.line, jsonGetter(l.value))) return;
		}
		if (n === 0 && !out.issues.length)
			out.issue({ message: 'the file has no records.', hint: 'Export the results again.' });
		return;
	}
	const doc = await readJsonDocument(ctx.file, ctx.encoding, ctx.onBytes);
	if (!doc.ok) {
		out.issues.push(doc.issue);
		return;
	}
	const r = recordsOf(doc.value);
	if (!r) {
		out.issue({
			message: 'this JSON has no list of records.',
			hint: 'A long table in JSON is a list of objects such as {"item_id": "q1", "model": "m", "score": 1}.'
		});
		return;
	}
	for (let k = 0; k < r.records.length; k++) {
		const rec = r.records[k];
		if (!isObject(rec)) {
			if (!out.issue({ row: k + 1, message: `record ${k + 1} is not an object.` })) return;
			continue;
		}
		// For JSON documents the "row" is the record number (1-based).
		if (!sink(k + 1, jsonGetter(rec))) return;
	}
}

/** Whether text (the start of a file) is JSON lines rather than one JSON document. */
export function isJsonLines(head: string, name: string): boolean {
	if (/\.(jsonl|ndjson)$/i.test(baseName(name))) return true;
	const ls = head.split('\n').filter((l) => l.trim() !== '');
	if (ls.length < 2) return false;
	const a = parseJson(ls[0]);
	const b = parseJson(ls[1]);
	return a.ok && isObject(a.value) && b.ok && isObject(b.value);
}

/** Parses a small CSV fully (tests, fixtures). */
export { parseCsvText };
