/**
 * Detection: zips are opened (a zipped folder lists its files; an Inspect `.eval` log stays
 * whole), each file's encoding is sniffed from its first megabyte, and every format's detector
 * looks at the head. Problems that stop a file being read at all (too large, empty, binary, not a
 * results file) are recorded on it.
 */
import type { ImportIssue } from './issues.ts';
import { sniffInspectEval } from './inspect.ts';
import { parseJson } from './json-safe.ts';
import { checkSignal } from './progress.ts';
import type { Head } from './read-context.ts';
import { readJsonDocument } from './read-helpers.ts';
import {
	claimed,
	detectAll,
	FORMAT_IDS,
	formatEntry,
	type FormatId,
	type Sniffed
} from './registry.ts';
import { formatBytes, fromBytes, MAX_FILE_BYTES, readHead, type SourceFile } from './source.ts';
import { isJsonLines } from './table-head.ts';
import { decodeBytes, isZip, sniffEncoding, type Encoding } from './text-stream.ts';
import { readZip, type ZipEntry } from './zip.ts';
import { isParquet, readParquetHead, type ParquetHead } from './parquet-source.ts';
import { isWorkbook, workbookSheets } from './xlsx.ts';
import { importNote, type ImportNote } from './notes.ts';

/** Bytes read from the start of each file to detect its format. */
export const HEAD_BYTES = 1 << 20;

/** A file after zips are opened: what detection found. */
export interface Expanded {
	readonly file: SourceFile;
	/** Index of the dropped file it comes from (zip entries share their archive's). */
	readonly source: number;
	/** Problems that stop the file being read at all. */
	issues: ImportIssue[];
	encoding: Encoding;
	/** Detection results, best first. */
	sniffed: Sniffed[];
	/** Size and a hash of the first megabyte: the same file dropped twice. */
	headHash: string;
	/** Entries of a zipped folder are listed under it; the archive itself is not a results file. */
	isArchive: boolean;
	/**
	 * How many files before it have the same name (with its folder): files dropped without their
	 * folders (two runs' `per_instance_stats.json`) are paired with their neighbours by it.
	 */
	nth: number;
	/** A Parquet file's metadata and first rows (it is read by row group, not as text). */
	parquet?: ParquetHead;
	/** An archive that is an Excel workbook (its sheets are listed under it), not a zipped folder. */
	container?: 'workbook';
	/** A sheet after the workbook's proposed one: listed, proposed as left out. */
	laterSheet?: boolean;
}

function keepZipEntry(name: string): boolean {
	return /\.(csv|tsv|txt|json|jsonl|ndjson|eval|parquet)$/i.test(name);
}

function hashBytes(bytes: Uint8Array, size: number): string {
	let a = 0x811c9dc5;
	let b = size | 0;
	for (let k = 0; k < bytes.length; k++) {
		a = Math.imul(a ^ bytes[k], 0x01000193);
		b = (Math.imul(b, 31) + bytes[k]) | 0;
	}
	return `${size}:${(a >>> 0).toString(16)}:${(b >>> 0).toString(16)}`;
}

/** Every dropped file detected, zipped folders opened (their entries follow the archive). */
export async function expandFiles(
	files: readonly SourceFile[],
	signal?: AbortSignal
): Promise<Expanded[]> {
	const out: Expanded[] = [];
	for (let s = 0; s < files.length; s++) {
		checkSignal(signal);
		out.push(...(await expandOne(files[s], s)));
	}
	const seen = new Map<string, number>();
	for (const x of out) {
		x.nth = seen.get(x.file.name) ?? 0;
		seen.set(x.file.name, x.nth + 1);
	}
	return out;
}

async function expandOne(file: SourceFile, source: number): Promise<Expanded[]> {
	const x: Expanded = {
		file,
		source,
		issues: [],
		encoding: 'utf-8',
		sniffed: [],
		headHash: '',
		isArchive: false,
		nth: 0
	};
	const problem = (message: string, hint: string, coded: Pick<ImportIssue, 'code' | 'params'>) => {
		x.issues.push({ file: file.name, message, hint, ...coded });
		return [x];
	};
	if (file.size > MAX_FILE_BYTES) {
		return problem(
			`the file is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_FILE_BYTES)}.`,
			'Split it by model or by task and import the parts.',
			{ code: 'file-too-large', params: { size: file.size, limit: MAX_FILE_BYTES } }
		);
	}
	let head: Uint8Array;
	try {
		head = await readHead(file, HEAD_BYTES);
	} catch (e) {
		return problem(
			`the file cannot be read (${e instanceof Error ? e.message : String(e)}).`,
			'Drop it again.',
			{ code: 'file-unreadable', params: { detail: e instanceof Error ? e.message : String(e) } }
		);
	}
	x.headHash = hashBytes(head, file.size);
	if (head.length === 0) {
		return problem(
			'the file is empty (0 bytes).',
			'Export the results again; the run may have failed before writing anything.',
			{ code: 'file-empty-bytes' }
		);
	}
	if (isParquet(head)) return [await detectParquet(x)];
	if (!isZip(head)) return [await detectOne(x, head)];
	if (/\.eval$/i.test(file.name)) {
		await detectInspect(x);
		return [x];
	}
	return openArchive(x);
}

/** A zip: an Inspect log (detected whole) or a zipped folder (its entries, one by one). */
async function openArchive(x: Expanded): Promise<Expanded[]> {
	const { file } = x;
	const zip = await readZip(file, keepZipEntry);
	if (!zip.ok) {
		x.issues.push(zip.issue);
		return [x];
	}
	if (zip.names.some((n) => n === 'header.json' || n === '_journal/start.json')) {
		await detectInspect(x);
		return [x];
	}
	if (isWorkbook(zip.names)) return openWorkbook(x);
	if (!zip.entries.length) {
		x.issues.push({
			file: file.name,
			message: `the archive holds no results files (${zip.names.length} files, none CSV/TSV/JSON/JSONL/.eval).`,
			hint: 'Zip the folder with the results files, or drop them directly.',
			code: 'zip-no-results',
			params: { count: zip.names.length, kinds: 'CSV/TSV/JSON/JSONL/.eval' }
		});
		return [x];
	}
	x.isArchive = true;
	const out = [x];
	for (const e of zip.entries) out.push(await zipEntry(x, e));
	return out;
}

/**
 * An Excel workbook: its sheets with data, each read as a CSV (`xlsx.ts`); the first sheet that
 * is a results table is proposed, the others are listed and left out.
 */
async function openWorkbook(x: Expanded): Promise<Expanded[]> {
	const book = await workbookSheets(x.file);
	if (!book.ok) {
		x.issues.push(book.issue);
		return [x];
	}
	x.isArchive = true;
	x.container = 'workbook';
	const sheets: Expanded[] = [];
	for (const sheet of book.sheets) {
		const entry = await zipEntry(x, {
			name: sheet.name,
			bytes: new TextEncoder().encode(sheet.csv)
		});
		entry.container = undefined;
		sheets.push(entry);
	}
	// The first clear table (else the first sheet any detector claims) is proposed.
	const claim = (e: Expanded) => (e.issues.length ? 0 : (e.sniffed[0]?.confidence ?? 0));
	const chosen = sheets.find((e) => claim(e) >= 0.5) ?? sheets.find((e) => claim(e) >= 0.15);
	for (const e of sheets) {
		e.laterSheet = e !== chosen;
		// A notes sheet beside the table is no problem; it is listed and left out.
		if (chosen) e.issues = e.issues.filter((i) => i.code !== 'not-recognised');
	}
	return [x, ...sheets];
}

async function zipEntry(archive: Expanded, e: ZipEntry): Promise<Expanded> {
	const inner = fromBytes(e.bytes, `${archive.file.name}/${e.name}`);
	const entry: Expanded = {
		...archive,
		file: inner,
		isArchive: false,
		issues: [],
		sniffed: [],
		headHash: hashBytes(e.bytes.subarray(0, HEAD_BYTES), e.bytes.length)
	};
	if (e.bytes.length === 0) {
		entry.issues.push({
			file: inner.name,
			message: 'the file is empty (0 bytes).',
			hint: 'Leave it out.',
			code: 'zip-entry-empty'
		});
	} else if (isZip(e.bytes)) {
		// An Inspect .eval log inside a zipped folder; other nested archives are not opened.
		if (/\.eval$/i.test(e.name)) await detectInspect(entry);
		else {
			entry.issues.push({
				file: inner.name,
				message: 'this is a zip inside the zip; it is not opened.',
				hint: 'Unzip it and drop its files.',
				code: 'zip-in-zip'
			});
		}
	} else if (isParquet(e.bytes)) await detectParquet(entry);
	else await detectOne(entry, e.bytes.subarray(0, HEAD_BYTES));
	return entry;
}

async function detectInspect(x: Expanded): Promise<void> {
	const s = await sniffInspectEval(x.file);
	if (s === null) {
		x.issues.push({
			file: x.file.name,
			message: 'this zip is not an Inspect log (no header.json).',
			hint: 'Drop the .eval file written by inspect eval.',
			code: 'inspect-zip-no-header',
			params: { entry: 'header.json', command: 'inspect eval' }
		});
	} else if ('issue' in s) x.issues.push(s.issue);
	else x.sniffed = [claimed('inspect-log', s)];
}

/**
 * The JSON a head holds: a document (parsed whole, read to its end when the head is cut) or the
 * first JSON lines; an issue when the document is not valid JSON.
 */
async function jsonOf(
	x: Expanded,
	text: string,
	complete: boolean
): Promise<{ json?: unknown; jsonLines?: unknown[] } | { issue: ImportIssue }> {
	const t = text.trimStart();
	if (!t.startsWith('{') && !t.startsWith('[')) return {};
	if (isJsonLines(text, x.file.name)) {
		const jsonLines: unknown[] = [];
		const ls = text.split('\n');
		if (!complete) ls.pop();
		for (const l of ls.slice(0, 500)) {
			if (!l.trim()) continue;
			const p = parseJson(l);
			if (p.ok) jsonLines.push(p.value);
		}
		return { jsonLines };
	}
	const parsed = complete ? parseJson(text) : null;
	if (parsed?.ok) return { json: parsed.value };
	const full = await readJsonDocument(x.file, x.encoding, () => {});
	return full.ok ? { json: full.value } : { issue: full.issue };
}

/** A Parquet file: its metadata and first rows are the head the detectors see. */
async function detectParquet(x: Expanded): Promise<Expanded> {
	const read = await readParquetHead(x.file);
	if (!read.ok) {
		x.issues.push(read.issue);
		return x;
	}
	x.parquet = read.head;
	x.sniffed = detectAll({
		name: x.file.name,
		size: x.file.size,
		encoding: 'utf-8',
		text: '',
		complete: false,
		parquet: read.head
	});
	if (!x.sniffed.length || x.sniffed[0].confidence < 0.15) {
		x.issues.push({
			file: x.file.name,
			message: `this Parquet file is not a results table this app recognises (columns: ${read.head.columns.slice(0, 12).join(', ')}).`,
			hint: 'A table needs an item column and a score per model (wide), or item, model and score columns (long).',
			code: 'parquet-not-recognised',
			params: { columns: read.head.columns.slice(0, 12).join(', ') }
		});
	}
	return x;
}

async function detectOne(x: Expanded, head: Uint8Array): Promise<Expanded> {
	const enc = sniffEncoding(head, x.file.name);
	if (!enc.ok) {
		x.issues.push(enc.issue);
		return x;
	}
	x.encoding = enc.encoding;
	const complete = head.length >= x.file.size;
	const text = decodeBytes(head, enc.encoding, complete);
	if (text.trim() === '') {
		x.issues.push({
			file: x.file.name,
			message: 'the file holds only blank space.',
			hint: 'Export the results again.',
			code: 'blank-file'
		});
		return x;
	}
	const json = await jsonOf(x, text, complete);
	if ('issue' in json) {
		x.issues.push(json.issue);
		return x;
	}
	const head2: Head = {
		name: x.file.name,
		size: x.file.size,
		encoding: enc.encoding,
		text,
		complete,
		...json
	};
	x.sniffed = detectAll(head2);
	if (!x.sniffed.length || x.sniffed[0].confidence < 0.15) {
		x.issues.push({
			file: x.file.name,
			message:
				json.json !== undefined || json.jsonLines
					? 'this JSON is not a results format this app knows.'
					: 'this file is not a results table this app recognises.',
			hint: 'Supported: wide or long CSV/TSV/Parquet/Excel tables, JSON(L) score records, our JSON matrix, lm-eval samples, Inspect logs, HELM per_instance_stats.json, SWE-bench reports, AlpacaEval annotations, Every Eval Ever samples, lighteval details, promptfoo results, arena-hard-auto judgments, the LiveCodeBench leaderboard JSON.',
			code: json.json !== undefined || json.jsonLines ? 'unknown-json' : 'not-recognised'
		});
		if (enc.note && enc.coded)
			x.issues.push({ file: x.file.name, message: enc.note, ...enc.coded });
	}
	return x;
}

/** A note on a file read in another encoding than UTF-8. */
export function encodingNote(x: Expanded): ImportNote | null {
	if (x.encoding === 'windows-1252') return importNote('encoding-latin1', { file: x.file.name });
	if (x.encoding !== 'utf-8')
		return importNote('encoding-other', {
			file: x.file.name,
			encoding: x.encoding.toUpperCase()
		});
	return null;
}

/** The formats a file can be read as (the detected ones first; tables are offered for text). */
export function formatsFor(x: Expanded): FormatId[] {
	const ids = x.sniffed.map((s) => s.format);
	const text = !x.sniffed.some((s) => formatEntry(s.format)?.notTable);
	if (text && !x.isArchive) {
		for (const f of FORMAT_IDS) if (formatEntry(f)?.table && !ids.includes(f)) ids.push(f);
	}
	return ids;
}
