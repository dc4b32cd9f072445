/**
 * The shape of a table (rows, score columns, 0/1 or not) estimated from the first bytes of the
 * file, before it is read: the memory budget plans with it (`memory-budget.ts`).
 */
import { parseCell } from './cell.ts';
import type { FileChoices } from './choices.ts';
import { CsvParser, CsvStopError } from './csv-stream.ts';
import { isObject, own, parseJson, scalarText } from './json-safe.ts';
import { estimateRows, type ValueKind } from './memory-budget.ts';
import { wideColumns } from './table-columns.ts';
import { isJsonLines, looksLikeJson, plainRecords } from './table-head.ts';
import { decodeBytes, type Encoding } from './text-stream.ts';
import type { ParquetHead } from './parquet-source.ts';

/** What the head of a table says about the whole file, for the memory estimate. */
interface TableShape {
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
	const records = json ? jsonRecords(text) : csvRecords(text, choices, wideTable ? 201 : 2001);
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
	const sample = records.slice(first);
	const { columns, kind } = scoresOf(records, sample, choices, json);
	const rows = estimateRows({
		fileBytes,
		headerBytes: json ? 0 : bytesOf(text.slice(0, dataStart), encoding),
		sampleRows: sample.length,
		sampleBytes: bytesOf(text.slice(dataStart), encoding),
		complete,
		columns
	});
	return { rows, columns, kind };
}

/**
 * The shape of a Parquet table from its metadata (the rows are counted there) and its first
 * rows; null when it is not read as a table.
 */
export function parquetShape(head: ParquetHead, choices: FileChoices): TableShape | null {
	const wide = choices.format === 'wide-table';
	if (!wide && choices.format !== 'long-table') return null;
	let binary = true;
	const score = (v: unknown) => {
		const x = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
		if (x === x && x !== 0 && x !== 1) binary = false;
	};
	let columns = 1;
	if (wide) {
		const cols = wideColumns(head.scalarColumns, choices).valueCols;
		columns = cols.length;
		for (const r of head.rows) for (const c of cols) score(r[head.scalarColumns[c]]);
	} else if (choices.columns?.score) {
		for (const r of head.rows) score(r[choices.columns.score]);
	}
	return { rows: head.numRows, columns, kind: binary ? 'binary' : 'continuous' };
}

/** A head's record: its fields (CSV) or value (JSON lines), and the line it starts on. */
interface HeadRecord {
	readonly fields: string[];
	readonly value: unknown;
	readonly line: number;
}

/** JSON lines: one record per non-blank line. */
function jsonRecords(text: string): HeadRecord[] {
	const records: HeadRecord[] = [];
	text.split('\n').forEach((l, k) => {
		if (!l.trim()) return;
		const p = parseJson(l);
		records.push({ fields: [], value: p.ok ? p.value : null, line: k + 1 });
	});
	return records;
}

/** A CSV head's records (the fields of the first `withFields`, at least). */
function csvRecords(text: string, choices: FileChoices, withFields: number): HeadRecord[] {
	const delimiter = choices.delimiter ?? ',';
	const plain = plainRecords(text, delimiter, withFields);
	if (plain) return plain;
	const records: HeadRecord[] = [];
	try {
		const p = new CsvParser(delimiter, (r) =>
			records.push({ fields: r.fields, value: null, line: r.line })
		);
		p.push(text);
		p.end();
	} catch (e) {
		if (!(e instanceof CsvStopError)) throw e;
	}
	return records;
}

/** Score columns per row, and whether the head's scores are all 0, 1 or missing. */
function scoresOf(
	records: readonly HeadRecord[],
	sample: readonly HeadRecord[],
	choices: FileChoices,
	json: boolean
): { columns: number; kind: ValueKind } {
	let binary = true;
	const score = (t: string) => {
		const p = parseCell(t, choices.decimal);
		if (p.kind === 'value' && p.value !== 0 && p.value !== 1) binary = false;
	};
	const kind = (): ValueKind => (binary ? 'binary' : 'continuous');
	if (choices.format === 'wide-table') {
		const header = records[0]?.fields.map((h) => h.trim()) ?? [];
		const cols = wideColumns(header, choices);
		for (const r of sample.slice(0, 200)) for (const c of cols.valueCols) score(r.fields[c] ?? '');
		return { columns: cols.valueCols.length, kind: kind() };
	}
	const names = json ? [] : (records[0]?.fields.map((h) => h.trim()) ?? []);
	const get = (r: HeadRecord, name: string | undefined): string => {
		if (name === undefined) return '';
		if (json) return scalarText(isObject(r.value) ? own(r.value, name) : null) ?? '';
		return r.fields[names.indexOf(name)] ?? '';
	};
	for (const r of sample.slice(0, 2000)) score(get(r, choices.columns?.score));
	return { columns: 1, kind: kind() };
}
