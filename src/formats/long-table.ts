/**
 * Long tables: one row per item and model (`item_id, model, score` + optional `category`,
 * `cluster` and other metadata columns) in CSV, TSV, JSON lines or a JSON array of records,
 * detected by column names (or, when names say nothing, by content) and streamed record by
 * record; every problem names its row and column.
 */
import { MAX_TRIALS } from '../core/trials.ts';
import { parseCell, type DecimalMark } from './cell.ts';
import { importNote } from './notes.ts';
import { readParquetRows } from './parquet-rows.ts';
import { has, type ImportIssue } from './issues.ts';
import { CsvParser, CsvStopError } from './csv-stream.ts';
import type { FileChoices, TableColumns } from './choices.ts';
import { isObject, numberOf, own, scalarText } from './json-safe.ts';
import type { Head, ReadContext, Claim } from './read-context.ts';
import { jsonLines, readDocument } from './read-helpers.ts';
import { guessLong, repeatsAreTrials, type HeadRows, type LongGuess } from './long-columns.ts';
import { repeats } from './table-columns.ts';
import { headTable, isJsonLines, recordFields, recordsOf } from './table-head.ts';
import { textChunks } from './text-stream.ts';

/** Detects a long table in CSV/TSV. */
export function sniffLongCsv(head: Head): Claim | null {
	const table = headTable(head, 3);
	if (!table) return null;
	const { delimiter, header, rows, decimal } = table;
	const g = guessLong(header, rows, decimal);
	const confidence = longConfidence(header, rows, g, { strong: 0.85, two: 0.35, less: 0.1 });
	const kind =
		delimiter === null
			? 'parquet'
			: delimiter === '\t'
				? 'tab'
				: delimiter === ';'
					? 'semicolon'
					: 'comma';
	return longSniffed(header, rows, g, confidence, kind, '', {
		...(delimiter ? { delimiter } : {}),
		...(decimal === ',' ? { decimal } : {})
	});
}

/**
 * How sure a long table is: `strong` when the item, model and score are all found and either the
 * names say item and model or the item column repeats in the head (one row per item and model);
 * else by the names alone, `two` when two of the three roles are named, `less` otherwise. The
 * values only strengthen a long table, so a wide one is not taken for long for its content.
 */
function longConfidence(
	header: readonly string[],
	rows: HeadRows,
	g: LongGuess,
	levels: { strong: number; two: number; less: number }
): number {
	const byName = guessLong(header, []);
	const item = g.item === undefined ? -1 : header.indexOf(g.item);
	const repeated = item >= 0 && repeats(rows.map((r) => String(r[item] ?? '').trim()));
	const found = [g.item, g.model, g.score].filter(Boolean).length;
	if (found === 3 && ((byName.item && byName.model) || repeated)) {
		// A first column named item_id without a model column is a wide table's.
		if (/^(item_?id)$/i.test(header[0]) && !byName.model && !repeated) return levels.less;
		return levels.strong;
	}
	const named = [byName.item, byName.model, byName.score].filter(Boolean).length;
	if (/^(item_?id)$/i.test(header[0]) && !byName.model) return levels.less;
	return named >= 2 ? levels.two : levels.less;
}

function longSniffed(
	names: readonly string[],
	rows: HeadRows,
	g: LongGuess,
	confidence: number,
	kind: 'tab' | 'comma' | 'semicolon' | 'parquet' | 'jsonl' | 'json' | 'jsonPath',
	path: string,
	extra: Pick<FileChoices, 'delimiter' | 'decimal' | 'metric'>
): Claim {
	// Never one column in two roles, and no role without evidence: the user picks what is left.
	const item = g.item ?? '';
	const model = g.model ?? '';
	const score = g.score ?? '';
	const used = new Set([item, model, score, g.category, g.cluster, g.trials]);
	const meta = names.filter((n) => !used.has(n));
	const columns: TableColumns = {
		item,
		model,
		score,
		category: g.category ?? '',
		cluster: g.cluster ?? '',
		trials: g.trials ?? '',
		scope: g.scope ?? '',
		meta
	};
	const what = {
		tab: 'Long table, tab-separated',
		comma: 'Long table, comma-separated',
		semicolon: 'Long table, semicolon-separated',
		parquet: 'Long table in Parquet',
		jsonl: 'Long table in JSON lines',
		json: 'Long table in JSON',
		jsonPath: `Long table in JSON (records under “${path}”)`
	}[kind];
	const trialsText = g.trials ? `, trials per cell “${g.trials}”` : '';
	return {
		confidence,
		summary: `${what}: item “${item}”, model “${model}”, ${score ? `score “${score}”` : 'no score column found'}${g.category ? `, category “${g.category}”` : ''}${trialsText}.`,
		params: {
			kind,
			path,
			item,
			model,
			score,
			hasScore: has(score),
			category: g.category ?? '',
			hasCategory: has(g.category),
			trials: g.trials ?? '',
			hasTrials: has(g.trials)
		},
		options: { columns: names },
		choices: { ...extra, columns },
		...(repeatsAreTrials(names, rows, g) ? { facts: { repeatedTrials: true } } : {})
	};
}

/** Detects a long table in JSON lines or a JSON array of records. */
export function sniffLongJson(head: Head): Claim | null {
	let records: readonly unknown[] | null = null;
	let kind: 'jsonl' | 'json' | 'jsonPath' = 'json';
	let path = '';
	if (head.jsonLines) {
		records = head.jsonLines.filter(isObject);
		kind = 'jsonl';
	} else if (head.json !== undefined) {
		const r = recordsOf(head.json);
		if (r) {
			records = r.records;
			path = r.path;
			kind = r.path ? 'jsonPath' : 'json';
		}
	}
	if (!records || !records.length) return null;
	const names = recordFields(records);
	if (names.length < 3) return null;
	const rows = records
		.slice(0, 200)
		.map((r) => names.map((n) => (isObject(r) ? own(r, n) : undefined)));
	const g = guessLong(names, rows);
	const confidence = longConfidence(names, rows, g, { strong: 0.6, two: 0.25, less: 0.05 });
	return longSniffed(names, rows, g, confidence, kind, path, {});
}

/** Reads a long table (CSV/TSV, JSON lines, or a JSON array of records). */
export async function readLong(ctx: ReadContext): Promise<void> {
	const { out, choices } = ctx;
	const cols = choices.columns;
	if (!cols?.item || !cols.model || !cols.score) {
		out.issue({
			message: 'choose the item, model and score columns.',
			hint: 'In the mapping, pick which column holds the item id, the model name and the score.',
			code: 'long-no-columns'
		});
		return;
	}
	ctx.out.rowsAreTrials = true;
	const reading: ScoreReading = {
		out: ctx.out,
		columnsAt: new Map(),
		decimal: ctx.choices.decimal ?? '.',
		commas: 0
	};
	if (ctx.parquet) {
		const sink = longSink(ctx, cols, reading);
		const names = [cols.item, cols.model, cols.score, cols.category, cols.cluster, cols.trials];
		const used = [...names, cols.scope, ...(cols.meta ?? [])].filter((c): c is string => !!c);
		await readParquetRows(ctx, used, sink);
		noteScores(reading);
		return;
	}
	const head = await firstText(ctx);
	if (head.trimStart().startsWith('{') || head.trimStart().startsWith('[')) {
		await readLongJson(ctx, cols, head, reading);
	} else await readLongCsv(ctx, cols, reading);
	noteScores(reading);
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

/** How a long table's scores are being read: where the score column is, the decimal mark. */
interface ScoreReading {
	readonly out: ReadContext['out'];
	readonly columnsAt: Map<string, number>;
	readonly decimal: DecimalMark;
	/** Scores read from a decimal comma (`0,85`). */
	commas: number;
}

/** After the rows: what the score cells' spellings are worth a note about. */
function noteScores(r: ScoreReading): void {
	if (r.commas) r.out.notes.push(importNote('comma-cells', { file: r.out.file, count: r.commas }));
}

function longSink(ctx: ReadContext, cols: TableColumns, reading: ScoreReading): RowSink {
	const { out, items } = ctx;
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
				hint: 'Check the column mapping, or fill in the missing value.',
				code: 'long-row-missing',
				params: { names: missing.join('”, “') }
			});
		}
		const id = (item.text ?? '').trim();
		const name = (model.text ?? '').trim();
		if (!id) {
			const params = { what: 'item' };
			const message = 'the item id is empty.';
			return out.issue({ row, columnName: cols.item, message, code: 'empty-id', params });
		}
		if (!name) {
			const params = { what: 'model' };
			const message = 'the model name is empty.';
			return out.issue({ row, columnName: cols.model, message, code: 'empty-id', params });
		}
		const value = scoreOf(score, row, cols, reading);
		if (typeof value !== 'number') return value;
		const trials = trialsOf(cols.trials ? get(cols.trials) : undefined, row, cols);
		if (typeof trials !== 'number') return out.issue(trials);
		const scope = cols.scope ? (get(cols.scope)?.text ?? '').trim() : '';
		const i = items.intern(scope ? `${scope}/${id}` : id);
		const m = out.modelIndex(name);
		out.add(i, m, value, row, 0, trials);
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

type Cell = { text: string | null; value: unknown } | undefined;

/** A row's score (NaN = missing), or what `out.issue` returned for a bad one. */
function scoreOf(
	score: NonNullable<Cell>,
	row: number,
	cols: TableColumns,
	reading: ScoreReading
): number | boolean {
	const { out, columnsAt } = reading;
	if (typeof score.value === 'number' || typeof score.value === 'boolean') {
		const v = numberOf(score.value);
		if (v !== null) return v;
		return out.issue({
			row,
			columnName: cols.score,
			message: `the score is not a finite number.`,
			hint: 'Use a number, or null / an empty cell for missing.',
			code: 'long-score-not-finite',
			params: { nul: 'null' }
		});
	}
	if (score.value === null || score.text === null) return Number.NaN;
	const p = parseCell(score.text, reading.decimal);
	if (p.kind === 'value' && p.converted === 'comma') reading.commas++;
	if (p.kind === 'invalid') {
		return out.issue({
			row,
			columnName: cols.score,
			column: columnsAt.get(cols.score!),
			message: `${p.reason}.`,
			hint: 'Use a number such as 0, 1 or 0.75, or leave it empty for missing.',
			code: p.code,
			params: p.fixed === undefined ? { value: p.value } : { value: p.value, fixed: p.fixed }
		});
	}
	return p.kind === 'value' ? p.value : Number.NaN;
}

/**
 * A row's trials (0 = unknown: no trials column, or an empty cell), or the issue of a count that
 * is not a whole number from 1 to MAX_TRIALS.
 */
function trialsOf(cell: Cell, row: number, cols: TableColumns): number | Omit<ImportIssue, 'file'> {
	if (!cell || cell.value === null || cell.text === null || cell.text.trim() === '') return 0;
	const k = typeof cell.value === 'number' ? cell.value : Number(cell.text.trim());
	if (Number.isInteger(k) && k >= 1 && k <= MAX_TRIALS) return k;
	const value = cell.text.trim().slice(0, 40);
	return {
		row,
		columnName: cols.trials,
		message: `the trials count “${value}” is not a whole number from 1 to ${MAX_TRIALS}.`,
		hint: 'Give how many attempts the score is the mean of (such as 5), or leave it empty when unknown.',
		code: 'long-trials-invalid',
		params: { value, max: MAX_TRIALS }
	};
}

async function readLongCsv(
	ctx: ReadContext,
	cols: TableColumns,
	reading: ScoreReading
): Promise<void> {
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
				out.issue(headerMissing(missing as string[], header));
				throw new Stop();
			}
			out.columnNames = header;
			out.scoreColumn = { column: index.get(cols.score!)! + 1, columnName: cols.score };
			sink = longSink(ctx, cols, reading);
			return;
		}
		const h = header!;
		if (r.fields.length !== h.length) {
			go = out.issue({
				row: r.record,
				message: `this row has ${r.fields.length} cells, the header has ${h.length}.`,
				hint: 'Check for an unquoted delimiter inside a value, or a missing cell.',
				code: 'row-length',
				params: { cells: r.fields.length, header: h.length }
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
			out.issue({
				row: e.problem.record,
				message: `${e.problem.message}.`,
				code: e.problem.code,
				params: e.problem.params
			});
		else if (!(e instanceof Stop)) throw e;
	}
	finishLongCsv(out, parser, header !== null);
}

/** The issue of a header without the mapped columns. */
function headerMissing(missing: readonly string[], header: readonly string[]) {
	const shown = `${header.slice(0, 12).join(', ')}${header.length > 12 ? ', …' : ''}`;
	return {
		row: 1,
		message: `the header has no column “${missing.join('”, “')}”.`,
		hint: `Pick the columns in the mapping; the header has: ${shown}.`,
		code: 'long-header-missing' as const,
		params: { names: missing.join('”, “'), header: shown }
	};
}

/** After the last record: unclosed quotes, an empty file, a header without rows. */
function finishLongCsv(out: ReadContext['out'], parser: CsvParser, hadHeader: boolean): void {
	for (const p of parser.problems)
		out.issue({
			row: p.record,
			message: `${p.message}.`,
			hint: 'Close the quote (").',
			code: p.code,
			params: p.params
		});
	if (!hadHeader)
		out.issue({
			message: 'the file is empty.',
			hint: 'Export the results again.',
			code: 'json-empty'
		});
	else if (!out.issues.length && parser.records < 2) {
		out.issue({
			row: 2,
			message: 'the file has a header but no rows.',
			hint: 'Add one row per item and model.',
			code: 'no-rows',
			params: { what: 'long' }
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

async function readLongJson(
	ctx: ReadContext,
	cols: TableColumns,
	head: string,
	reading: ScoreReading
): Promise<void> {
	const { out } = ctx;
	out.scoreColumn = { columnName: cols.score };
	const sink = longSink(ctx, cols, reading);
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
						message: 'this line is not a JSON object (a record with fields).',
						code: 'long-line-not-object'
					})
				)
					return;
				continue;
			}
			if (!sink(l.line, jsonGetter(l.value))) return;
		}
		if (n === 0 && !out.issues.length)
			out.issue({
				message: 'the file has no records.',
				hint: 'Export the results again.',
				code: 'long-no-records'
			});
		return;
	}
	const doc = await readDocument(ctx);
	if (!doc) return;
	const r = recordsOf(doc.value);
	if (!r) {
		out.issue({
			message: 'this JSON has no list of records.',
			hint: 'A long table in JSON is a list of objects such as {"item_id": "q1", "model": "m", "score": 1}.',
			code: 'long-json-no-records',
			params: { example: '{"item_id": "q1", "model": "m", "score": 1}' }
		});
		return;
	}
	for (let k = 0; k < r.records.length; k++) {
		const rec = r.records[k];
		if (!isObject(rec)) {
			const message = `record ${k + 1} is not an object.`;
			const params = { record: k + 1 };
			if (!out.issue({ row: k + 1, message, code: 'long-record-not-object', params })) return;
			continue;
		}
		// For JSON documents the "row" is the record number (1-based).
		if (!sink(k + 1, jsonGetter(rec))) return;
	}
}
