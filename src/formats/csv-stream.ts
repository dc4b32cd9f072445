/**
 * A streaming RFC 4180 CSV/TSV reader over papaparse's own parser: text is pushed in chunks and
 * whole records come out with their record number and the line they start on, so huge files are
 * parsed in constant memory (one chunk at a time) and every problem can name its row.
 *
 * The parsing itself is papaparse's (`Papa.Parser`, quoted delimiters, doubled quotes and
 * newlines in quotes); this module only feeds it chunk after chunk the way papaparse's own
 * ChunkStreamer does — parse `partial + chunk` without its last, possibly incomplete, row and
 * keep that row for the next chunk — because papaparse streams Files and Node streams but not
 * text pushed from an async source (zip entries, `ReadableStream`s in a worker).
 */
import Papa from 'papaparse';

interface CsvRecord {
	readonly fields: string[];
	/** 1-based record number (the header is record 1). */
	readonly record: number;
	/** 1-based line the record starts on. */
	readonly line: number;
}

export interface CsvProblem {
	readonly record: number;
	readonly line: number;
	readonly message: string;
	/** The problem for the message catalogs (see `issues.ts`), and its numbers. */
	readonly code: 'unclosed-quote' | 'too-many-columns' | 'record-too-long';
	readonly params: Readonly<Record<string, number>>;
}

/** Longest record accepted (characters), and most fields per record. */
export const MAX_RECORD_CHARS = 64 * 1024 * 1024;
export const MAX_FIELDS = 250_000;

export class CsvStopError extends Error {
	constructor(readonly problem: CsvProblem) {
		super(problem.message);
	}
}

interface PapaRun {
	data: string[][];
	errors: Array<{ code: string; message: string; row?: number }>;
	meta: { cursor: number };
}

/**
 * The line ending of a text — the first one outside quoted values, as papaparse's own guess
 * ignores quoted text — or null while none can be told yet (the text so far ends inside a quoted
 * value, or with a lone CR that may be the start of a CRLF).
 */
export function lineEnding(text: string): '\n' | '\r\n' | '\r' | null {
	const unquoted = text.replace(/"[^"]*"/g, '');
	const open = unquoted.indexOf('"');
	const head = open < 0 ? unquoted : unquoted.slice(0, open);
	const lf = head.indexOf('\n');
	const cr = head.indexOf('\r');
	if (lf < 0 && cr < 0) return null;
	if (cr < 0 || (lf >= 0 && lf < cr)) return '\n';
	if (cr + 1 < head.length) return head[cr + 1] === '\n' ? '\r\n' : '\r';
	return open < 0 && cr + 1 === unquoted.length ? null : '\r';
}

export class CsvParser {
	readonly #delimiter: string;
	readonly #onRecord: (r: CsvRecord) => void;
	#parser: Papa.Parser | null = null;
	#newline: '\n' | '\r\n' | '\r' | null = null;
	/** Text after the last complete row, waiting for the next chunk. */
	#partial = '';
	#record = 0;
	/** Line the next row starts on. */
	#line = 1;
	readonly problems: CsvProblem[] = [];

	/**
	 * `from` starts the parser part-way through a file (`plain-rows.ts` hands over the rest of a
	 * file at a line it does not read itself): the records and lines before, and the line ending.
	 */
	constructor(
		delimiter: string,
		onRecord: (r: CsvRecord) => void,
		from?: { readonly records: number; readonly line: number; readonly newline: '\n' | '\r\n' }
	) {
		this.#delimiter = delimiter;
		this.#onRecord = onRecord;
		if (from) {
			this.#record = from.records;
			this.#line = from.line;
			this.#newline = from.newline;
		}
	}

	get records(): number {
		return this.#record;
	}

	push(text: string): void {
		this.#partial += text;
		if (!this.#newline) {
			this.#newline = lineEnding(this.#partial);
			if (!this.#newline) {
				this.#checkLength();
				return;
			}
		}
		this.#parse(false);
	}

	/** Flushes the last record; reports an unclosed quote. */
	end(): void {
		this.#newline ??= '\n';
		this.#parse(true);
	}

	#parse(final: boolean): void {
		if (!this.#partial) return;
		this.#parser ??= new Papa.Parser({
			delimiter: this.#delimiter,
			newline: this.#newline!
		});
		const input = this.#partial;
		const run = this.#parser.parse(input, 0, !final) as PapaRun;
		for (const error of run.errors) {
			if (error.code === 'MissingQuotes' && final) {
				const line = this.#line + this.#linesIn(run.data.slice(0, error.row ?? run.data.length));
				this.problems.push({
					record: this.#record + (error.row ?? 0) + 1,
					line,
					message: `a quoted value opened on line ${line} is never closed`,
					code: 'unclosed-quote',
					params: { line }
				});
			}
		}
		for (const fields of run.data) this.#emit(fields);
		this.#partial = final ? '' : input.slice(run.meta.cursor);
		this.#checkLength();
	}

	/** Lines that rows span: each row's newlines inside quoted values plus its own line end. */
	#linesIn(rows: readonly string[][]): number {
		let n = 0;
		for (const r of rows) n += 1 + this.#newlinesInFields(r);
		return n;
	}

	#newlinesInFields(fields: readonly string[]): number {
		const nl = this.#newline === '\r' ? '\r' : '\n';
		let n = 0;
		for (const f of fields) for (let k = f.indexOf(nl); k >= 0; k = f.indexOf(nl, k + 1)) n++;
		return n;
	}

	#emit(fields: string[]): void {
		const line = this.#line;
		this.#line += 1 + this.#newlinesInFields(fields);
		if (fields.length === 1 && fields[0] === '') return; // blank line
		this.#record++;
		if (fields.length > MAX_FIELDS) {
			throw new CsvStopError({
				record: this.#record,
				line,
				message: `record ${this.#record} has more than ${MAX_FIELDS.toLocaleString('en-US')} columns`,
				code: 'too-many-columns',
				params: { max: MAX_FIELDS }
			});
		}
		this.#onRecord({ fields, record: this.#record, line });
	}

	#checkLength(): void {
		if (this.#partial.length > MAX_RECORD_CHARS) {
			throw new CsvStopError({
				record: this.#record + 1,
				line: this.#line,
				message: `record ${this.#record + 1} is longer than ${MAX_RECORD_CHARS / 2 ** 20} MB (an unclosed quote?)`,
				code: 'record-too-long',
				params: { mb: MAX_RECORD_CHARS / 2 ** 20 }
			});
		}
	}
}

/** Parses a whole string (small inputs, tests). */
export function parseCsvText(
	text: string,
	delimiter = ','
): { rows: string[][]; problems: CsvProblem[] } {
	const rows: string[][] = [];
	const p = new CsvParser(delimiter, (r) => rows.push(r.fields));
	p.push(text);
	p.end();
	return { rows, problems: p.problems };
}

/** Guesses the delimiter from a header line: tab, semicolon or comma, whichever splits it most. */
export function guessDelimiter(headerLine: string, fileName: string): ',' | '\t' | ';' {
	if (/\.tsv$/i.test(fileName)) return '\t';
	const count = (ch: string) => headerLine.split(ch).length - 1;
	const tabs = count('\t');
	const commas = count(',');
	const semis = count(';');
	if (tabs > commas && tabs >= semis) return '\t';
	if (semis > commas && semis > tabs) return ';';
	return ',';
}
