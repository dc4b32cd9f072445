/**
 * Excel workbooks (`.xlsx`): each sheet becomes a CSV that the table detectors and readers see
 * like any dropped CSV (`book.xlsx/<sheet name>`), the first sheet that is a results table
 * proposed and the others left out (any can be chosen in the review).
 *
 * The sheets are read by read-excel-file (MIT; pure JavaScript; its XML parser is saxen), loaded
 * only when a workbook is dropped. Its unzipping would hand large entries to fflate's workers,
 * which are made from `blob:` URLs the app's Content-Security-Policy refuses, so the workbook is
 * first opened by the app's own zip reader (with its zip-bomb guard) and handed over re-zipped
 * without compression: nothing is inflated twice, and no worker is made.
 */
import { zipSync } from 'fflate';
import type { ImportIssue } from './issues.ts';
import { readZip } from './zip.ts';
import type { SourceFile } from './source.ts';

/** A workbook larger than this is refused with "save the sheet as CSV". */
export const MAX_XLSX_BYTES = 64 * 1024 * 1024;

/** The parts of a workbook read-excel-file reads. */
const PARTS =
	/^(\[Content_Types\]\.xml|_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/sharedStrings\.xml|xl\/styles\.xml|xl\/worksheets\/[^/]+\.xml)$/;

/** Whether a zip's entry names are a workbook's. */
export function isWorkbook(names: readonly string[]): boolean {
	return names.includes('xl/workbook.xml');
}

/** One sheet as CSV text. */
interface Sheet {
	readonly name: string;
	readonly csv: string;
	readonly rows: number;
}

type Cell = string | number | boolean | Date | null | undefined;

/** A cell as CSV text: numbers in full, dates as ISO dates, text quoted when it must be. */
function csvCell(v: Cell): string {
	if (v === null || v === undefined) return '';
	if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
	if (typeof v === 'boolean') return v ? 'true' : 'false';
	if (v instanceof Date) {
		if (Number.isNaN(v.getTime())) return '';
		const iso = v.toISOString();
		return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
	}
	const s = String(v);
	return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

/** Rows of cells as CSV (rows with no value are left out). */
function toCsv(rows: readonly (readonly Cell[])[]): { csv: string; rows: number } {
	const lines: string[] = [];
	for (const r of rows) {
		const cells = r.map(csvCell);
		if (cells.some((c) => c !== '')) lines.push(cells.join(','));
	}
	return { csv: lines.length ? `${lines.join('\n')}\n` : '', rows: lines.length };
}

function unreadable(file: SourceFile, detail: string): ImportIssue {
	return {
		file: file.name,
		message: `this Excel workbook cannot be read (${detail}).`,
		hint: 'Open it in Excel or LibreOffice and save the sheet as CSV (comma-separated), then drop the CSV.',
		code: 'xlsx-unreadable',
		params: { detail }
	};
}

/** The workbook's sheets with data, in workbook order, or the issue that stops it. */
export async function workbookSheets(
	file: SourceFile
): Promise<{ ok: true; sheets: Sheet[] } | { ok: false; issue: ImportIssue }> {
	if (file.size > MAX_XLSX_BYTES) {
		return {
			ok: false,
			issue: {
				file: file.name,
				message: `this Excel workbook is ${Math.round(file.size / 2 ** 20)} MB; workbooks are read up to ${MAX_XLSX_BYTES / 2 ** 20} MB.`,
				hint: 'Save the sheet as CSV (comma-separated) and drop the CSV: CSV files are read up to 1 GB.',
				code: 'xlsx-too-large',
				params: { mb: Math.round(file.size / 2 ** 20), max: MAX_XLSX_BYTES / 2 ** 20 }
			}
		};
	}
	const zip = await readZip(file, (n) => PARTS.test(n));
	if (!zip.ok) return { ok: false, issue: zip.issue };
	const stored = zipSync(
		Object.fromEntries(zip.entries.map((e) => [e.name, [e.bytes, { level: 0 }]] as const))
	);
	try {
		const { default: readXlsx } = await import('read-excel-file/universal');
		const book = (await readXlsx(stored.buffer as ArrayBuffer)) as {
			sheet: string;
			data: Cell[][];
		}[];
		const sheets = book.map((s) => ({ name: s.sheet, ...toCsv(s.data) })).filter((s) => s.rows > 0);
		return { ok: true, sheets };
	} catch (e) {
		return { ok: false, issue: unreadable(file, e instanceof Error ? e.message : String(e)) };
	}
}
