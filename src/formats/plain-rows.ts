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
	MAX_RECORD_CHARS,
	parseCsvText,
	type CsvProblem
} from './csv-stream.ts';
import type { ReadContext } from './read-context.ts';
import { chunks, concat } from './source.ts';
import { EncodingError } from './text-stream.ts';
import { ByteRow, text } from './byte-row.ts';
import { FieldsView, type PlainLayout, type TableVisitor } from './row-view.ts';

const LF = 10;
const CR = 13;
const QUOTE = 34;

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
