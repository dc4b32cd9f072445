/**
 * The fast path for wide tables: plain rows (no quotes) of a UTF-8 file read straight from its
 * bytes, without decoding the whole file to text or splitting it into strings. A score cell that
 * is exactly `0`, `1` or empty never becomes a string; every other cell, id and metadata field is
 * decoded and read as papaparse's would be. The first line this path cannot read as plainly as
 * papaparse (one with a quote, a line ending the file does not otherwise use, a line past the
 * size limit) and everything after it are handed to papaparse (`csv-stream.ts`), which continues
 * the record and line numbers; a file it cannot start on at all is read by papaparse whole.
 * Both paths give the same records, problems and errors (tests/unit/formats/plain-rows.test.ts).
 */
import {
	CsvParser,
	CsvStopError,
	lineEnding,
	MAX_FIELDS,
	MAX_RECORD_CHARS,
	parseCsvText,
	type CsvProblem
} from './csv-stream.ts';
import type { ReadContext } from './read-context.ts';
import { chunks, concat } from './source.ts';
import { EncodingError } from './text-stream.ts';
import {
	FieldsView,
	NOT_A_SCORE,
	type PlainLayout,
	type RowView,
	type ScoreCells,
	type TableVisitor
} from './wide-rows.ts';

const LF = 10;
const CR = 13;
const QUOTE = 34;
const ZERO = 48;
const ONE = 49;

/**
 * Whether bytes hold anything but ASCII, and whether they hold a quote: four bytes at a time (a
 * quote byte makes a zero byte of the word XOR 0x22222222, found by the usual bit trick).
 */
function scanBytes(b: Uint8Array): { high: boolean; quote: boolean } {
	let high = 0;
	let quote = 0;
	let k = 0;
	const n = b.length;
	const head = Math.min(n, (4 - (b.byteOffset & 3)) & 3);
	for (; k < head; k++) {
		high |= b[k];
		if (b[k] === QUOTE) quote = 1;
	}
	const words = (n - k) >>> 2;
	if (words) {
		// Int32 words keep every step in 32-bit integers.
		const w = new Int32Array(b.buffer, b.byteOffset + k, words);
		for (let j = 0; j < words; j++) {
			const x = w[j];
			high |= x;
			const y = x ^ 0x22222222;
			quote |= ((y - 0x01010101) | 0) & ~y & 0x80808080;
		}
		k += words * 4;
	}
	for (; k < n; k++) {
		high |= b[k];
		if (b[k] === QUOTE) quote = 1;
	}
	return { high: (high & 0x80808080) !== 0, quote: quote !== 0 };
}

/**
 * Checks UTF-8 chunk by chunk as `textChunks` would (an invalid chunk fails before any of its
 * rows is read); ASCII chunks are not decoded at all.
 */
class Utf8Check {
	readonly #decoder = new TextDecoder('utf-8', { fatal: true });
	/** Whether the decoder may hold part of a character from the last chunk. */
	#pending = false;

	chunk(b: Uint8Array, high: boolean): void {
		if (high || this.#pending) this.#decode(b, true);
		this.#pending = high;
	}

	end(): void {
		if (this.#pending) this.#decode(new Uint8Array(0), false);
	}

	#decode(b: Uint8Array, stream: boolean): void {
		try {
			this.#decoder.decode(b, { stream });
		} catch {
			throw new EncodingError('invalid UTF-8');
		}
	}
}

const fieldDecoder = new TextDecoder('utf-8');

/** A field's text (ASCII fields without a decoder). */
function text(buf: Uint8Array, start: number, end: number): string {
	if (end - start <= 64) {
		let s = '';
		for (let k = start; k < end; k++) {
			const c = buf[k];
			if (c & 0x80) return fieldDecoder.decode(buf.subarray(start, end));
			s += String.fromCharCode(c);
		}
		return s;
	}
	return fieldDecoder.decode(buf.subarray(start, end));
}

/** A record seen in the bytes: where each field starts and ends. */
/** What a field is, read at a glance: `0`, `1`, empty, or anything else. */
const ZERO_CODE = 0;
const ONE_CODE = 1;
const EMPTY_CODE = 2;
const OTHER_CODE = 3;
const CODE_OF_BYTE = Uint8Array.from({ length: 256 }, (_, b) =>
	b === ZERO ? ZERO_CODE : b === ONE ? ONE_CODE : OTHER_CODE
);

class ByteRow implements RowView {
	record = 0;
	length = 0;
	binary = true;
	buf: Uint8Array = new Uint8Array(0);
	/** Where field c starts; it ends one byte before `starts[c + 1]` (a last entry past the end). */
	starts: Int32Array = new Int32Array(64);
	/** Each field's code (see `CODE_OF_BYTE`). */
	codes: Uint8Array = new Uint8Array(64);

	/** Set when the row was read in one pass (`quickLine`): its scores, and how many are 1. */
	#quick: { first: number; values: Uint8Array; ones: number } | null = null;

	field(c: number): string {
		const q = this.#quick;
		if (q && c >= q.first) return q.values[c - q.first] ? '1' : '0';
		return text(this.buf, this.starts[c], this.starts[c + 1] - 1);
	}

	/**
	 * Reads a row from `start` whose last `layout.count` fields are one-byte 0/1 scores followed
	 * by a line break, in one pass: the index of that line feed, or -1 (nothing read) for any
	 * other row or when the row goes past `limit`.
	 */
	quickLine(
		buf: Uint8Array,
		start: number,
		limit: number,
		delimiter: number,
		layout: PlainLayout,
		crlf: boolean
	): number {
		this.#quick = null;
		const p = this.#leading(buf, start, limit, delimiter, layout.first);
		if (p < 0) return -1;
		const end = p + 2 * layout.count - 1;
		const lf = crlf ? end + 1 : end;
		if (lf >= limit || buf[lf] !== LF || (crlf && buf[end] !== CR)) return -1;
		return this.#scores(buf, p, end, delimiter, layout) ? lf : -1;
	}

	/** Where the scores start, after the `first` fields before them (-1: not before `end`). */
	#leading(buf: Uint8Array, start: number, end: number, delimiter: number, first: number): number {
		let p = start;
		for (let c = 0; c < first; c++) {
			this.starts[c] = p;
			while (p < end && buf[p] !== delimiter && buf[p] !== LF) p++;
			if (p >= end || buf[p] === LF) return -1;
			p++;
		}
		return p;
	}

	/** The one-byte scores from `p` to `end`; false (nothing kept) unless they are all 0/1. */
	#scores(
		buf: Uint8Array,
		p: number,
		end: number,
		delimiter: number,
		layout: PlainLayout
	): boolean {
		const { first, count } = layout;
		if (this.#values.length !== count) this.#values = new Uint8Array(count);
		const values = this.#values;
		let ones = 0;
		for (let j = 0, at = p; j < count; j++, at += 2) {
			const v = buf[at] - ZERO;
			if (v >>> 0 > 1) return false;
			if (j + 1 < count && buf[at + 1] !== delimiter) return false;
			values[j] = v;
			ones += v;
		}
		this.buf = buf;
		this.starts[first] = p;
		this.starts[first + 1] = end + 1;
		this.length = first + count;
		this.#quick = { first, values, ones };
		return true;
	}

	#values = new Uint8Array(0);

	/** After `quick`: the row's scores (0 or 1 each) when `cols` are its score columns. */
	plainScores(cols: Int32Array, cells: ScoreCells): Uint8Array | null {
		const q = this.#quick;
		if (!q || cols.length !== q.values.length || cols[0] !== q.first) return null;
		cells.ones += q.ones;
		cells.zeros += q.values.length - q.ones;
		this.binary = true;
		return q.values;
	}

	scores(cols: Int32Array, out: Float64Array, cells: ScoreCells): boolean {
		const q = this.#quick;
		if (q && cols.length === q.values.length && cols[0] === q.first) {
			out.set(q.values);
			cells.ones += q.ones;
			cells.zeros += q.values.length - q.ones;
			this.binary = true;
			return true;
		}
		if (q) this.#unquick();
		const { codes } = this;
		let complete = true;
		let binary = true;
		let ones = 0;
		let zeros = 0;
		for (let k = 0; k < cols.length; k++) {
			const code = codes[cols[k]];
			if (code === ONE_CODE) {
				out[k] = 1;
				ones++;
			} else if (code === ZERO_CODE) {
				out[k] = 0;
				zeros++;
			} else if (code === EMPTY_CODE) out[k] = Number.NaN;
			else {
				const v = this.#other(cols[k], cells);
				if (v === null) {
					complete = false;
					out[k] = NOT_A_SCORE;
					if (cells.out.full) {
						out.fill(NOT_A_SCORE, k + 1);
						break;
					}
				} else {
					out[k] = v;
					if (v === v && v !== 0 && v !== 1) binary = false;
				}
			}
		}
		cells.ones += ones;
		cells.zeros += zeros;
		this.binary = binary;
		return complete;
	}

	/** A cell that is not plainly 0, 1 or empty, read as papaparse's text would be. */
	#other(c: number, cells: ScoreCells): number | null {
		return cells.parse(this.field(c), this.record, c);
	}

	/** Splits [start, end) at the delimiter; throws past `MAX_FIELDS`, as papaparse's reader. */
	split(buf: Uint8Array, start: number, end: number, delimiter: number, line: number): void {
		this.buf = buf;
		this.#quick = null;
		this.keep(start, end, delimiter, line);
		let starts = this.starts;
		let codes = this.codes;
		let n = 0;
		// A field at a time; a one-byte field (a 0/1 score) costs one look at the byte after it.
		for (let from = start; ;) {
			if (n + 2 >= starts.length) ({ starts, codes } = this.#grow());
			starts[n] = from;
			if (from + 1 < end && buf[from + 1] === delimiter && buf[from] !== delimiter) {
				codes[n++] = CODE_OF_BYTE[buf[from]];
				from += 2;
				continue;
			}
			let k = from;
			while (k < end && buf[k] !== delimiter) k++;
			const len = k - from;
			codes[n++] = len === 1 ? CODE_OF_BYTE[buf[from]] : len === 0 ? EMPTY_CODE : OTHER_CODE;
			if (k >= end) break;
			from = k + 1;
		}
		starts[n] = end + 1;
		this.length = n;
		if (n > MAX_FIELDS) {
			const r = this.record;
			throw new CsvStopError({
				record: r,
				line,
				message: `record ${r} has more than ${MAX_FIELDS.toLocaleString('en-US')} columns`
			});
		}
	}

	/** The bytes of the row, to split it after all when read in one pass. */
	#spanStart = 0;
	#spanEnd = 0;
	#spanDelimiter = 0;
	#spanLine = 0;

	/** Remembers the bytes of a row read in one pass. */
	keep(start: number, end: number, delimiter: number, line: number): void {
		this.#spanStart = start;
		this.#spanEnd = end;
		this.#spanDelimiter = delimiter;
		this.#spanLine = line;
	}

	#unquick(): void {
		this.split(this.buf, this.#spanStart, this.#spanEnd, this.#spanDelimiter, this.#spanLine);
	}

	#grow(): { starts: Int32Array; codes: Uint8Array } {
		const starts = new Int32Array(this.starts.length * 2);
		starts.set(this.starts);
		const codes = new Uint8Array(starts.length);
		codes.set(this.codes);
		this.starts = starts;
		this.codes = codes;
		return { starts, codes };
	}
}

/**
 * Where a record that starts with a quoted field ends: the index of the line feed after it, -1
 * when the bytes so far do not say, -2 when its quoting is not the plain RFC 4180 kind (a quote
 * inside an unquoted field, text after a closing quote).
 */
function quotedRecordEnd(buf: Uint8Array, pos: number, end: number, delimiter: number): number {
	let k = pos;
	for (;;) {
		if (k >= end) return -1;
		if (buf[k] === QUOTE) {
			for (k++; ; k += 2) {
				const q = buf.indexOf(QUOTE, k);
				if (q < 0 || q + 1 >= end) return -1;
				k = q;
				if (buf[q + 1] !== QUOTE) break;
			}
			k++;
			const after = buf[k];
			if (after === delimiter) k++;
			else if (after === LF) return k;
			else if (after === CR && buf[k + 1] === LF) return k + 1;
			else return k + 1 >= end ? -1 : -2;
			continue;
		}
		for (; k < end; k++) {
			const b = buf[k];
			if (b === QUOTE) return -2;
			if (b === LF) return k;
			if (b === delimiter) break;
		}
		if (k >= end) return -1;
		k++;
	}
}

/** The bytes not yet read: the tail of the last chunks, with room to grow. */
class Pending {
	buf: Uint8Array = new Uint8Array(0);
	pos = 0;
	end = 0;

	append(chunk: Uint8Array): void {
		const keep = this.end - this.pos;
		if (keep + chunk.length > this.buf.length) {
			const next = new Uint8Array((keep + chunk.length) * 1.5);
			next.set(this.buf.subarray(this.pos, this.end));
			this.buf = next;
		} else if (this.pos > 0) this.buf.copyWithin(0, this.pos, this.end);
		this.pos = 0;
		this.end = keep;
		this.buf.set(chunk, this.end);
		this.end += chunk.length;
	}
}

/** How reading the records ended: whether there was a header, and papaparse's problems. */
export interface PlainRead {
	readonly header: boolean;
	readonly problems: readonly CsvProblem[];
	/** A record past papaparse's limits stopped the reading. */
	readonly stop?: CsvStopError;
}

/**
 * Reads a wide table's records into `visitor` from the bytes (see the module comment); null when
 * this path cannot start (a line ending of lone CRs, no line break in the first 64 KB): the
 * caller reads the file with papaparse.
 */
export async function readPlainRecords(
	ctx: ReadContext,
	visitor: TableVisitor
): Promise<PlainRead | null> {
	const it = chunks(ctx.file.open())[Symbol.asyncIterator]();
	// The first line break (or 64 KB) says which line ending the file uses.
	const head: Uint8Array[] = [];
	let size = 0;
	let eof = false;
	while (size < 1 << 16 && !head.some((c) => c.includes(LF))) {
		const next = await it.next();
		if (next.done) {
			eof = true;
			break;
		}
		head.push(next.value);
		size += next.value.length;
	}
	const newline = lineEnding(new TextDecoder().decode(concat(head).subarray(0, 1 << 16)));
	if (size === 0 || newline === '\r' || (newline === null && !eof)) {
		await it.return?.(undefined);
		return null;
	}
	const reader = new PlainReader(ctx, visitor, newline === '\r\n');
	return reader.read(head, it);
}

class PlainReader {
	readonly #ctx: ReadContext;
	readonly #visitor: TableVisitor;
	readonly #crlf: boolean;
	readonly #delimiter: number;
	readonly #utf8 = new Utf8Check();
	readonly #row = new ByteRow();
	readonly #bytes = new Pending();
	#records = 0;
	/** The line the next record starts on. */
	#line = 1;
	#stopped = false;
	#header = false;
	/** Where the scores are (from the header), for rows read in one pass. */
	#layout: PlainLayout | null = null;
	/** The first quote at or after the read position (-1: none in the bytes so far). */
	#quote = -1;

	constructor(ctx: ReadContext, visitor: TableVisitor, crlf: boolean) {
		this.#ctx = ctx;
		this.#visitor = visitor;
		this.#crlf = crlf;
		this.#delimiter = (ctx.choices.delimiter ?? ',').charCodeAt(0);
	}

	/** The next chunk of the file (the ones read to find the line ending first). */
	async #next(): Promise<Uint8Array | null> {
		const queued = this.#queue.shift();
		if (queued) return queued;
		const next = await this.#rest!.next();
		return next.done ? null : next.value;
	}

	#queue: Uint8Array[] = [];
	#rest: AsyncIterator<Uint8Array> | null = null;

	async read(head: Uint8Array[], rest: AsyncIterator<Uint8Array>): Promise<PlainRead> {
		const b = this.#bytes;
		this.#queue = head;
		this.#rest = rest;
		let chunk = await this.#next();
		let bom = true;
		const done = (): PlainRead => ({ header: this.#header, problems: [] });
		try {
			while (chunk) {
				this.#ctx.onBytes(chunk.length);
				const scan = scanBytes(chunk);
				this.#utf8.chunk(chunk, scan.high);
				if (bom && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
					chunk = chunk.subarray(3);
				}
				bom = false;
				// Quote-free bytes so far and a quote-free chunk: no quote to look for.
				const quoteFree = this.#quote >= b.end && !scan.quote;
				b.append(chunk);
				this.#quote = quoteFree ? b.end : -1;
				if (!this.#lines(false)) return await this.#handOver();
				if (this.#stopped) return done();
				chunk = await this.#next();
			}
			this.#utf8.end();
			if (!this.#lines(true)) return await this.#handOver();
			return done();
		} catch (e) {
			if (e instanceof CsvStopError) return { header: this.#header, problems: [], stop: e };
			throw e;
		} finally {
			await rest.return?.(undefined);
		}
	}

	/** Reads the complete lines (and, at the end, the last one); false at a line to hand over. */
	#lines(final: boolean): boolean {
		const b = this.#bytes;
		const buf = b.buf;
		const row = this.#row;
		const layout = this.#layout;
		while (!this.#stopped && b.pos < b.end) {
			const pos = b.pos;
			if (layout && this.#records > 0) {
				// A row of one-byte scores says where it ends: no search for the line break.
				const lf = row.quickLine(buf, pos, b.end, this.#delimiter, layout, this.#crlf);
				if (lf >= 0 && !this.#quoteBefore(lf)) {
					this.#quickRecord(pos, lf);
					b.pos = lf + 1;
					continue;
				}
			}
			let nl = buf.indexOf(LF, pos);
			if (nl >= b.end) nl = -1;
			if (this.#records === 0 && this.#quoteBefore(nl < 0 ? b.end : nl)) {
				const end = quotedRecordEnd(buf, pos, b.end, this.#delimiter);
				if (end === -2 || (end === -1 && final)) return false;
				if (end === -1) return true;
				nl = end;
			} else if (nl < 0 && !final) {
				return b.end - pos <= MAX_RECORD_CHARS;
			} else if (this.#quoteBefore(nl < 0 ? b.end : nl)) return false;
			const lineEnd = nl < 0 ? b.end : nl;
			let contentEnd = lineEnd;
			if (this.#crlf && nl >= 0) {
				if (lineEnd === pos || buf[lineEnd - 1] !== CR) return false;
				contentEnd--;
			}
			if (contentEnd - pos > MAX_RECORD_CHARS) return false;
			this.#record(buf, pos, contentEnd, nl);
			b.pos = nl < 0 ? b.end : nl + 1;
		}
		return true;
	}

	/** Whether a quote lies before `end` (from the read position). */
	#quoteBefore(end: number): boolean {
		const b = this.#bytes;
		if (this.#quote < b.pos) {
			this.#quote = b.buf.indexOf(QUOTE, b.pos);
			if (this.#quote >= b.end) this.#quote = -1;
			if (this.#quote < 0) this.#quote = b.end;
		}
		return this.#quote < end;
	}

	/** A row `quickLine` read, ending with the line feed at `lf`. */
	#quickRecord(pos: number, lf: number): void {
		const row = this.#row;
		row.record = ++this.#records;
		row.keep(pos, this.#crlf ? lf - 1 : lf, this.#delimiter, this.#line++);
		if (!this.#visitor.row(row)) this.#stopped = true;
	}

	/** One line (or the quoted header) from `pos` to `end`; blank lines are skipped. */
	#record(buf: Uint8Array, pos: number, end: number, nl: number): void {
		const line = this.#line;
		let lines = 1;
		if (this.#records === 0) {
			// A quoted header may hold line breaks.
			for (let k = buf.indexOf(LF, pos); k >= 0 && k < end; k = buf.indexOf(LF, k + 1)) lines++;
		}
		this.#line += nl < 0 ? lines - 1 : lines;
		if (end === pos) return;
		this.#records++;
		if (this.#records === 1) {
			const fields = this.#headerFields(buf, pos, end, line);
			this.#header = true;
			if (!this.#visitor.header(fields)) this.#stopped = true;
			this.#layout = this.#visitor.scoreColumns?.() ?? null;
			return;
		}
		const row = this.#row;
		row.record = this.#records;
		row.split(buf, pos, end, this.#delimiter, line);
		if (!this.#visitor.row(row)) this.#stopped = true;
	}

	#headerFields(buf: Uint8Array, pos: number, end: number, line: number): string[] {
		const delimiter = String.fromCharCode(this.#delimiter);
		if (!this.#quoteBefore(end)) {
			this.#row.record = 1;
			this.#row.split(buf, pos, end, this.#delimiter, line);
			return Array.from({ length: this.#row.length }, (_, c) => this.#row.field(c));
		}
		const { rows } = parseCsvText(text(buf, pos, end), delimiter);
		return rows[0] ?? [''];
	}

	/** Gives papaparse the rest of the file, from the line this path did not read. */
	async #handOver(): Promise<PlainRead> {
		const ctx = this.#ctx;
		const visitor = this.#visitor;
		let header = this.#header;
		const view = new FieldsView();
		let stop = false;
		const parser = new CsvParser(
			String.fromCharCode(this.#delimiter),
			(r) => {
				if (stop) return;
				if (r.record === 1) {
					header = true;
					stop = !visitor.header(r.fields);
				} else {
					view.record = r.record;
					view.fields = r.fields;
					stop = !visitor.row(view);
				}
			},
			{ records: this.#records, line: this.#line, newline: this.#crlf ? '\r\n' : '\n' }
		);
		const decoder = new TextDecoder('utf-8', { fatal: true });
		const decode = (b: Uint8Array, stream: boolean) => {
			try {
				return decoder.decode(b, { stream });
			} catch {
				throw new EncodingError('invalid UTF-8');
			}
		};
		const b = this.#bytes;
		try {
			parser.push(decode(b.buf.subarray(b.pos, b.end), true));
			for (let next = await this.#next(); next && !stop; next = await this.#next()) {
				ctx.onBytes(next.length);
				parser.push(decode(next, true));
			}
			if (!stop) {
				parser.push(decode(new Uint8Array(0), false));
				parser.end();
			}
		} catch (e) {
			if (e instanceof CsvStopError) return { header, problems: [], stop: e };
			throw e;
		}
		return { header, problems: stop ? [] : parser.problems };
	}
}
