/**
 * A whole (small) CSV/TSV text as records, by papaparse (RFC 4180 quoting). Score tables have
 * tens to thousands of rows, so the text is parsed at once; record numbers are 1-based with the
 * header as record 1, and blank records are dropped without renumbering the others.
 */
import Papa from 'papaparse';
import type { Delimiter } from './types.ts';

interface CsvTable {
	/** Non-blank records with their 1-based record numbers. */
	readonly records: ReadonlyArray<{ readonly record: number; readonly fields: string[] }>;
	/** The first syntax error papaparse reports, with its record. */
	readonly error: { readonly record: number; readonly message: string } | null;
}

export function stripBom(text: string): string {
	return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter of the first line: the most frequent of tab, comma, semicolon outside quotes. */
export function guessDelimiter(text: string): Delimiter {
	const end = text.search(/\r|\n/);
	const line = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
	const count = (c: string) => line.split(c).length - 1;
	const candidates: Delimiter[] = ['\t', ',', ';'];
	let best: Delimiter = ',';
	let most = 0;
	for (const c of candidates) {
		if (count(c) > most) {
			most = count(c);
			best = c;
		}
	}
	return best;
}

export function parseCsv(text: string, delimiter: Delimiter): CsvTable {
	const r = Papa.parse<string[]>(stripBom(text), { delimiter, skipEmptyLines: false });
	const records: Array<{ record: number; fields: string[] }> = [];
	r.data.forEach((fields, i) => {
		if (fields.length === 0 || (fields.length === 1 && fields[0].trim() === '')) return;
		records.push({ record: i + 1, fields });
	});
	const e = r.errors.find((x) => x.code !== 'UndetectableDelimiter');
	return {
		records,
		error: e ? { record: (e.row ?? 0) + 1, message: e.message } : null
	};
}
