/**
 * A streaming RFC 4180 CSV/TSV reader: text is pushed in chunks and whole records come out with
 * their record number and the line they start on, so huge files are parsed in constant memory
 * (one record at a time) and every problem can name its row. Quoted fields may hold delimiters,
 * doubled quotes and newlines.
 */

export interface CsvRecord {
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
}

/** Longest record accepted (characters), and most fields per record. */
export const MAX_RECORD_CHARS = 64 * 1024 * 1024;
export const MAX_FIELDS = 250_000;

export class CsvStopError extends Error {
	constructor(readonly problem: CsvProblem) {
		super(problem.message);
	}
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

export class CsvParser {
	readonly #delim: number;
	readonly #onRecord: (r: CsvRecord) => void;
	#fields: string[] = [];
	#field = '';
	#inQuotes = false;
	#fieldStarted = false;
	#record = 0;
	#line = 1;
	#recordLine = 1;
	#recordChars = 0;
	#pendingCR = false;
	readonly problems: CsvProblem[] = [];

	constructor(delimiter: string, onRecord: (r: CsvRecord) => void) {
		this.#delim = delimiter.charCodeAt(0);
		this.#onRecord = onRecord;
	}

	get records(): number {
		return this.#record;
	}

	push(text: string): void {
		const n = text.length;
		const D = this.#delim;
		let k = 0;
		if (this.#pendingCR) {
			this.#pendingCR = false;
			if (n && text.charCodeAt(0) === LF) k = 1;
		}
		while (k < n) {
			if (this.#inQuotes) {
				const q = text.indexOf('"', k);
				if (q < 0) {
					this.#append(text.slice(k));
					this.#countLines(text, k, n);
					return;
				}
				this.#append(text.slice(k, q));
				this.#countLines(text, k, q);
				if (q + 1 >= n) {
					// Quote at the end of the chunk: decide on the next chunk.
					this.#inQuotes = false;
					k = q + 1;
					this.#maybeEscapedQuote = true;
					continue;
				}
				if (text.charCodeAt(q + 1) === QUOTE) {
					this.#append('"');
					k = q + 2;
					continue;
				}
				this.#inQuotes = false;
				k = q + 1;
				continue;
			}
			if (this.#maybeEscapedQuote) {
				this.#maybeEscapedQuote = false;
				if (text.charCodeAt(k) === QUOTE) {
					this.#append('"');
					this.#inQuotes = true;
					k++;
					continue;
				}
			}
			const c = text.charCodeAt(k);
			if (c === D) {
				this.#endField();
				k++;
				continue;
			}
			if (c === LF || c === CR) {
				this.#endRecord();
				this.#line++;
				if (c === CR) {
					if (k + 1 < n) {
						if (text.charCodeAt(k + 1) === LF) k++;
					} else this.#pendingCR = true;
				}
				k++;
				this.#recordLine = this.#line;
				continue;
			}
			if (c === QUOTE && !this.#fieldStarted) {
				this.#inQuotes = true;
				this.#fieldStarted = true;
				k++;
				continue;
			}
			// Plain run of characters up to the next delimiter, quote or line end.
			let e = k;
			while (e < n) {
				const d = text.charCodeAt(e);
				if (d === D || d === LF || d === CR || d === QUOTE) break;
				e++;
			}
			if (e === k) {
				// A quote inside an unquoted field (or after a closed quote): keep it as text.
				this.#append('"');
				this.#fieldStarted = true;
				k++;
				continue;
			}
			this.#append(text.slice(k, e));
			this.#fieldStarted = true;
			k = e;
		}
	}

	#maybeEscapedQuote = false;

	/** Flushes the last record; reports an unclosed quote. */
	end(): void {
		this.#maybeEscapedQuote = false;
		if (this.#inQuotes) {
			this.problems.push({
				record: this.#record + 1,
				line: this.#recordLine,
				message: `a quoted value opened on line ${this.#recordLine} is never closed`
			});
			this.#inQuotes = false;
		}
		if (this.#fieldStarted || this.#fields.length) this.#endRecord();
	}

	#countLines(text: string, from: number, to: number): void {
		for (let k = text.indexOf('\n', from); k >= 0 && k < to; k = text.indexOf('\n', k + 1)) {
			this.#line++;
		}
	}

	#append(s: string): void {
		this.#field += s;
		this.#recordChars += s.length;
		this.#fieldStarted = true;
		if (this.#recordChars > MAX_RECORD_CHARS) {
			throw new CsvStopError({
				record: this.#record + 1,
				line: this.#recordLine,
				message: `record ${this.#record + 1} is longer than ${MAX_RECORD_CHARS / 2 ** 20} MB (an unclosed quote?)`
			});
		}
	}

	#endField(): void {
		this.#fields.push(this.#field);
		this.#field = '';
		this.#fieldStarted = false;
		if (this.#fields.length > MAX_FIELDS) {
			throw new CsvStopError({
				record: this.#record + 1,
				line: this.#recordLine,
				message: `record ${this.#record + 1} has more than ${MAX_FIELDS.toLocaleString('en-US')} columns`
			});
		}
	}

	#endRecord(): void {
		this.#endField();
		const fields = this.#fields;
		this.#fields = [];
		this.#recordChars = 0;
		if (fields.length === 1 && fields[0] === '') return; // blank line
		this.#record++;
		this.#onRecord({ fields, record: this.#record, line: this.#recordLine });
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
