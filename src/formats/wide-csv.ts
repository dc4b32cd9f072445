/**
 * Wide CSV/TSV: header `item_id`, optional `meta:<field>` columns, then one column per model;
 * one row per item; a cell is a number (0/1 or a decimal score), an empty cell is missing.
 * Parsing is papaparse's (RFC 4180 quoting, quoted newlines); this module maps records to a
 * matrix and explains every problem with its row and column.
 */
import Papa from 'papaparse';
import { MatrixBuilder } from '../core/MatrixBuilder.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { parseCell } from './cell.ts';
import { fail, type ImportIssue, type ImportResult } from './ImportResult.ts';

/** Stop collecting problems after this many: the first ones say enough. */
const MAX_ISSUES = 20;

export interface ParseOptions {
	/** Called with the share of the text parsed so far, 0-1. */
	readonly onProgress?: (fraction: number) => void;
	/** Characters per parsing chunk (progress granularity). */
	readonly chunkSize?: number;
}

/** Guesses the delimiter from the header line: tab when it has more tabs than commas. */
export function detectDelimiter(text: string, fileName: string): ',' | '\t' {
	if (/\.tsv$/i.test(fileName)) return '\t';
	const end = text.indexOf('\n');
	const header = end < 0 ? text : text.slice(0, end);
	const tabs = header.split('\t').length - 1;
	const commas = header.split(',').length - 1;
	return tabs > commas ? '\t' : ',';
}

export function parseWideCsv(
	text: string,
	fileName: string,
	options: ParseOptions = {}
): ImportResult {
	if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
	if (text.trim() === '') {
		return fail([
			{
				file: fileName,
				message: 'the file is empty.',
				hint: 'Export the results again; a wide CSV has a header row and one row per item.'
			}
		]);
	}
	const delimiter = detectDelimiter(text, fileName);
	const issues: ImportIssue[] = [];
	const notes: string[] = [];
	const add = (issue: Omit<ImportIssue, 'file'>) => {
		if (issues.length < MAX_ISSUES) issues.push({ file: fileName, ...issue });
	};

	let header: string[] | null = null;
	let models: string[] = [];
	const modelCols: number[] = [];
	const metaCols: number[] = [];
	let builder: MatrixBuilder | null = null;
	let cells = new Float64Array(0);
	const seenItems = new Map<string, number>();
	let record = 0; // records seen so far, header included
	let headerFailed = false;
	const converted = { boolean: 0, percent: 0 };

	const onHeader = (row: string[]) => {
		header = row.map((h) => h.trim());
		if (header[0]?.toLowerCase() !== 'item_id') {
			const looksTransposed = /^(model|models|name)$/i.test(header[0] ?? '');
			add({
				row: 1,
				column: 1,
				columnName: header[0],
				message: `the first header cell is “${header[0]}”; a wide CSV starts with “item_id”.`,
				hint: looksTransposed
					? 'This looks like models in rows; put items in rows and models in columns.'
					: 'Name the first column item_id, then optional meta:<field> columns, then one column per model.'
			});
			headerFailed = true;
			return;
		}
		const firstAt = new Map<string, number>();
		for (let c = 1; c < header.length; c++) {
			const name = header[c];
			if (name === '') {
				add({
					row: 1,
					column: c + 1,
					message: 'this header cell is empty.',
					hint: 'Give every model column a name.'
				});
				continue;
			}
			if (/^meta:/i.test(name)) {
				metaCols.push(c);
				continue;
			}
			const prev = firstAt.get(name);
			if (prev !== undefined) {
				add({
					row: 1,
					column: c + 1,
					columnName: name,
					message: `the model “${name}” appears twice (columns ${prev + 1} and ${c + 1}).`,
					hint: 'Rename or remove one of the two columns.'
				});
				continue;
			}
			firstAt.set(name, c);
			modelCols.push(c);
		}
		models = modelCols.map((c) => header![c]);
		if (models.length < 2 && issues.length === 0) {
			add({
				row: 1,
				message: `found ${models.length} model column${models.length === 1 ? '' : 's'}; comparing rankings needs at least two.`,
				hint: 'Add a column per model after item_id and the meta: columns.'
			});
		}
		if (issues.length) {
			headerFailed = true;
			return;
		}
		builder = new MatrixBuilder(
			models,
			metaCols.map((c) => header![c].slice(5)),
			Math.max(64, Math.round(text.length / Math.max(1, header.join(',').length)))
		);
		cells = new Float64Array(models.length);
	};

	const onRow = (row: string[], rowNumber: number) => {
		if (row.length === 1 && row[0].trim() === '') return; // blank line
		const h = header!;
		if (row.length !== h.length) {
			add({
				row: rowNumber,
				message: `has ${row.length} cells, the header has ${h.length}.`,
				hint: 'Check for an unquoted delimiter inside a value, or a missing cell.'
			});
			return;
		}
		const id = row[0].trim();
		if (id === '') {
			add({ row: rowNumber, column: 1, columnName: 'item_id', message: 'the item id is empty.' });
			return;
		}
		const first = seenItems.get(id);
		if (first !== undefined) {
			add({
				row: rowNumber,
				column: 1,
				columnName: 'item_id',
				message: `the item id “${id}” was already used in row ${first}.`,
				hint: 'Item ids must be unique; remove the duplicate row or give it its own id.'
			});
			return;
		}
		seenItems.set(id, rowNumber);
		let bad = false;
		for (let k = 0; k < modelCols.length; k++) {
			const c = modelCols[k];
			const parsed = parseCell(row[c]);
			if (parsed.kind === 'value') {
				cells[k] = parsed.value;
				if (parsed.converted) converted[parsed.converted]++;
			} else if (parsed.kind === 'missing') cells[k] = Number.NaN;
			else {
				bad = true;
				add({
					row: rowNumber,
					column: c + 1,
					columnName: h[c],
					message: `${parsed.reason}.`,
					hint: 'Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.'
				});
			}
		}
		if (!bad && issues.length === 0) {
			builder!.addRow(
				id,
				cells,
				metaCols.map((c) => row[c])
			);
		}
	};

	const chunkSize = options.chunkSize ?? 1 << 20;
	// papaparse streams string input in chunks too (StringStreamer), though its typings only
	// admit `chunk` for files; the unit tests pin the behaviour (progress is reported per chunk).
	const config: Papa.ParseConfig<string[]> & {
		chunkSize: number;
		chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser): void;
	} = {
		delimiter,
		chunkSize,
		chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
			for (const err of results.errors) {
				add({
					row: record + (err.row ?? 0) + 1,
					message: `the CSV structure is broken here (${err.message.toLowerCase()}).`,
					hint: 'Check for an unclosed quote (") in this row.'
				});
			}
			for (const row of results.data) {
				record++;
				if (record === 1) onHeader(row);
				else onRow(row, record);
				if (headerFailed || issues.length >= MAX_ISSUES) {
					parser.abort();
					return;
				}
			}
			options.onProgress?.(Math.min(1, results.meta.cursor / text.length));
		}
	};
	Papa.parse<string[]>(text, config as Papa.ParseConfig<string[]>);

	if (issues.length) return fail(issues);
	const b = builder as MatrixBuilder | null;
	if (!b || b.nItems === 0) {
		return fail([
			{
				file: fileName,
				row: 2,
				message: 'the file has a header but no item rows.',
				hint: 'Add one row per test item under the header.'
			}
		]);
	}
	const matrix = b.build();
	const emptyModels = modelsWithoutScores(matrix);
	if (emptyModels.length) {
		return fail(
			emptyModels.map((m) => ({
				file: fileName,
				column: modelCols[m] + 1,
				columnName: models[m],
				message: 'this model has no scores at all (every cell is empty).',
				hint: 'Remove the column or fill in its scores.'
			}))
		);
	}
	if (converted.boolean)
		notes.push(`${converted.boolean} cells written as true/false were read as 1/0.`);
	if (converted.percent)
		notes.push(`${converted.percent} cells written as percentages were divided by 100.`);
	options.onProgress?.(1);
	return { ok: true, matrix, notes };
}

function modelsWithoutScores(matrix: ScoreMatrix): number[] {
	if (!matrix.present) return [];
	const W = matrix.wordsPerItem;
	const seen = new Uint32Array(W);
	for (let i = 0; i < matrix.nItems; i++) {
		for (let w = 0; w < W; w++) seen[w] |= matrix.present[i * W + w];
	}
	const out: number[] = [];
	for (let m = 0; m < matrix.nModels; m++) {
		if (!((seen[m >>> 5] >>> (m & 31)) & 1)) out.push(m);
	}
	return out;
}

/** Writes a matrix back as a wide CSV (used for the samples and the dataset export). */
export function writeWideCsv(matrix: ScoreMatrix): string {
	const fields = Object.keys(matrix.meta);
	const header = ['item_id', ...fields.map((f) => `meta:${f}`), ...matrix.models];
	const rows: string[][] = [];
	const W = matrix.wordsPerItem;
	for (let i = 0; i < matrix.nItems; i++) {
		const row = [matrix.itemIds[i], ...fields.map((f) => matrix.meta[f][i])];
		for (let m = 0; m < matrix.nModels; m++) {
			const word = i * W + (m >>> 5);
			const bit = (m & 31) as number;
			if (matrix.present && !((matrix.present[word] >>> bit) & 1)) row.push('');
			else if (matrix.bits) row.push(String((matrix.bits[word] >>> bit) & 1));
			else row.push(String(matrix.values![i * matrix.nModels + m]));
		}
		rows.push(row);
	}
	return Papa.unparse({ fields: header, data: rows }, { newline: '\n' }) + '\n';
}
