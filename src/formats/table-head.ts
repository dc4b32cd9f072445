/**
 * The head of a table as the detectors and the estimate see it: its first records, whether it is
 * JSON, and the records array of a JSON document.
 */
import { decimalMarkOf, type DecimalMark } from './cell.ts';
import { CsvParser, CsvStopError, guessDelimiter, lineEnding, MAX_FIELDS } from './csv-stream.ts';
import { isObject, keysOf, own, parseJson } from './json-safe.ts';
import type { Head } from './read-context.ts';
import { baseName } from './source.ts';
import type { ParquetHead } from './parquet-source.ts';

/**
 * A CSV/TSV head as the table detectors see it: its delimiter, trimmed header and first rows (a
 * Parquet file's scalar columns and first rows, as text, with no delimiter).
 */
interface HeadTable {
	readonly delimiter: ',' | '\t' | ';' | null;
	readonly header: string[];
	/** The records after the header (up to 199). */
	readonly rows: string[][];
	/** The decimal mark of the numbers in the rows (`,` for `0,85`). */
	readonly decimal: DecimalMark;
}

/** The head as a table, or null when it is JSON, blank, or has fewer than `minColumns` columns. */
export function headTable(head: Head, minColumns: number): HeadTable | null {
	if (head.parquet) return parquetTable(head.parquet, minColumns);
	if (looksLikeJson(head.text) || head.text.trim() === '') return null;
	const delimiter = guessDelimiter(firstLine(head.text), head.name);
	const records = headRecords(head, delimiter);
	if (!records.length) return null;
	const header = records[0].map((h) => h.trim());
	if (header.length < minColumns) return null;
	const rows = records.slice(1);
	// A decimal comma is proposed only where the comma does not separate the cells (a quoted
	// "0,5" in a comma-separated file stays an error that says to write 0.5).
	const decimal = delimiter === ',' ? '.' : decimalMarkOf(cellsAfterFirst(rows));
	return { delimiter, header, rows, decimal };
}

/** Cells of a Parquet head the table detectors look at (its first rows, at most this many cells). */
const PARQUET_HEAD_CELLS = 100_000;

/** Parquet heads already seen as tables (both table detectors look at the same head). */
const parquetTables = new WeakMap<ParquetHead, HeadTable | null>();

/** A Parquet file's scalar columns and first rows as a table head (values as text). */
function parquetTable(p: ParquetHead, minColumns: number): HeadTable | null {
	if (!parquetTables.has(p)) {
		const header = [...p.scalarColumns];
		const n = Math.max(2, Math.min(p.rows.length, Math.floor(PARQUET_HEAD_CELLS / header.length)));
		const rows = p.rows.slice(0, n).map((r) => header.map((h) => textOf(r[h])));
		parquetTables.set(p, rows.length ? { delimiter: null, header, rows, decimal: '.' } : null);
	}
	const table = parquetTables.get(p)!;
	return table && table.header.length >= minColumns ? table : null;
}

/** A Parquet value as a table cell's text (missing: empty). */
function textOf(v: unknown): string {
	if (v === null || v === undefined) return '';
	if (typeof v === 'number') return Number.isNaN(v) ? '' : String(v);
	return typeof v === 'string' ? v : typeof v === 'boolean' ? String(v) : '';
}

/** Every cell of the rows but the first (the item's or model's name). */
function* cellsAfterFirst(rows: readonly string[][]): Generator<string> {
	for (const r of rows) for (let c = 1; c < r.length; c++) yield r[c];
}

/** Records already read from a head, by delimiter (several detectors look at the same head). */
const seen = new WeakMap<Head, Map<string, string[][]>>();

/** Records of the head of a CSV (without a possibly cut last line); do not change them. */
function headRecords(head: Head, delimiter: string, max = 200): string[][] {
	let byDelimiter = seen.get(head);
	if (!byDelimiter) seen.set(head, (byDelimiter = new Map()));
	const key = `${delimiter}|${max}`;
	let rows = byDelimiter.get(key);
	if (!rows) byDelimiter.set(key, (rows = readHeadRecords(head, delimiter, max)));
	return rows;
}

function readHeadRecords(head: Head, delimiter: string, max: number): string[][] {
	let text = head.text;
	if (!head.complete) {
		const nl = text.lastIndexOf('\n');
		text = nl > 0 ? text.slice(0, nl) : text;
	}
	const input = text.length > 4 * 1024 * 1024 ? text.slice(0, 4 * 1024 * 1024) : text;
	// Without quotes the records are the lines, split: papaparse is needed for quotes only.
	const plain = plainRecords(input, delimiter, max);
	if (plain) return plain.slice(0, max).map((r) => r.fields);
	const rows: string[][] = [];
	try {
		const p = new CsvParser(delimiter, (r) => {
			if (rows.length < max) rows.push(r.fields);
		});
		// In slices, stopping once `max` records came out (the rest would not be kept).
		const SLICE = 1 << 16;
		for (let at = 0; at < input.length && rows.length < max; at += SLICE) {
			p.push(input.slice(at, at + SLICE));
		}
		if (rows.length < max) p.end();
	} catch (e) {
		if (!(e instanceof CsvStopError)) throw e;
	}
	return rows;
}

function firstLine(text: string): string {
	const nl = text.indexOf('\n');
	return (nl < 0 ? text : text.slice(0, nl)).replace(/\r$/, '');
}

export function looksLikeJson(text: string): boolean {
	const t = text.trimStart();
	return t.startsWith('{') || t.startsWith('[');
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

/** Whether text (the start of a file) is JSON lines rather than one JSON document. */
export function isJsonLines(head: string, name: string): boolean {
	if (/\.(jsonl|ndjson)$/i.test(baseName(name))) return true;
	const ls = head.split('\n').filter((l) => l.trim() !== '');
	if (ls.length < 2) return false;
	const a = parseJson(ls[0]);
	const b = parseJson(ls[1]);
	return a.ok && isObject(a.value) && b.ok && isObject(b.value);
}

/**
 * The records of a head without quotes, as papaparse would give them (blank lines skipped, a
 * record past `MAX_FIELDS` ends the list), with the fields of the first `withFields` only (the
 * estimate looks at no more); null when the head has quotes or line endings only papaparse reads.
 */
export function plainRecords(
	text: string,
	delimiter: string,
	withFields: number
): { fields: string[]; value: null; line: number }[] | null {
	if (text.includes('"')) return null;
	const newline = lineEnding(text);
	if (newline === '\r') return null;
	const lines = text.split('\n');
	const records: { fields: string[]; value: null; line: number }[] = [];
	for (let k = 0; k < lines.length; k++) {
		let l = lines[k];
		if (newline === '\r\n' && k < lines.length - 1) {
			if (!l.endsWith('\r')) return null;
			l = l.slice(0, -1);
		}
		if (l === '') continue;
		const fields = records.length < withFields ? l.split(delimiter) : [];
		if (fields.length > MAX_FIELDS) break;
		records.push({ fields, value: null, line: k + 1 });
	}
	return records;
}
