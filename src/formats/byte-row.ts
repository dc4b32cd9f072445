/**
 * One row of a wide table seen in the file's bytes (`plain-rows.ts` reads them): where each field
 * starts, what each field is at a glance (`0`, `1`, empty, other), and a row of one-byte 0/1
 * scores read in one pass. Only fields that are not plainly `0`, `1` or empty become strings.
 */
import { CsvStopError, MAX_FIELDS } from './csv-stream.ts';
import { NOT_A_SCORE, type PlainLayout, type RowView, type ScoreCells } from './row-view.ts';

const LF = 10;
const CR = 13;
const ZERO = 48;
const ONE = 49;

const fieldDecoder = new TextDecoder('utf-8');

/** A field's text (ASCII fields without a decoder). */
export function text(buf: Uint8Array, start: number, end: number): string {
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

/** What a field is, read at a glance: `0`, `1`, empty, or anything else. */
const ZERO_CODE = 0;
const ONE_CODE = 1;
const EMPTY_CODE = 2;
const OTHER_CODE = 3;
const CODE_OF_BYTE = Uint8Array.from({ length: 256 }, (_, b) =>
	b === ZERO ? ZERO_CODE : b === ONE ? ONE_CODE : OTHER_CODE
);

/** A record seen in the bytes: where each field starts and ends, and what each field is. */
export class ByteRow implements RowView {
	record = 0;
	length = 0;
	binary = true;
	buf: Uint8Array = new Uint8Array(0);
	/** Where field c starts; it ends one byte before `starts[c + 1]` (a last entry past the end). */
	starts: Int32Array = new Int32Array(64);
	/** Each field's code (see `CODE_OF_BYTE`). */
	codes: Uint8Array = new Uint8Array(64);

	/**
	 * Set when the row was read in one pass (`quickLine`): where its scores start (column and
	 * byte), how many there are, and how many are 1; `#bits` holds them packed.
	 */
	#quick = false;
	#quickFirst = 0;
	#quickCount = 0;
	#quickAt = 0;
	#quickOnes = 0;
	/** The scores of a row read in one pass, 32 to a word (the layout of `ScoreMatrix.bits`). */
	#bits = new Uint32Array(0);

	field(c: number): string {
		if (this.#quick && c >= this.#quickFirst) {
			return this.buf[this.#quickAt + 2 * (c - this.#quickFirst)] === ONE ? '1' : '0';
		}
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
		this.#quick = false;
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

	/**
	 * The one-byte scores from `p` to `end`, checked and packed 32 to a word in the same pass;
	 * false (nothing kept) unless they are all 0/1.
	 */
	#scores(
		buf: Uint8Array,
		p: number,
		end: number,
		delimiter: number,
		layout: PlainLayout
	): boolean {
		const { first, count } = layout;
		const W = (count + 31) >>> 5;
		if (this.#bits.length !== W) this.#bits = new Uint32Array(W);
		const bits = this.#bits;
		let ones = 0;
		let at = p;
		for (let w = 0, base = 0; base < count; w++, base += 32) {
			const n = Math.min(32, count - base);
			let word = 0;
			for (let j = 0; j < n; j++, at += 2) {
				const v = buf[at] - ZERO;
				if (v >>> 0 > 1) return false;
				// A delimiter after every score but the last, which `end` follows.
				if (buf[at + 1] !== delimiter && at + 1 !== end) return false;
				word |= v << j;
				ones += v;
			}
			bits[w] = word;
		}
		this.buf = buf;
		this.starts[first] = p;
		this.starts[first + 1] = end + 1;
		this.length = first + count;
		this.#quick = true;
		this.#quickFirst = first;
		this.#quickCount = count;
		this.#quickAt = p;
		this.#quickOnes = ones;
		return true;
	}

	/** Whether the row was read in one pass with exactly `cols` as its scores. */
	#quickFor(cols: Int32Array): boolean {
		return this.#quick && cols.length === this.#quickCount && cols[0] === this.#quickFirst;
	}

	/**
	 * After `quickLine`: the row's scores (0 or 1 each, none missing), 32 to a word, when `cols`
	 * are its score columns; else null. The words are overwritten by the next row.
	 */
	plainBits(cols: Int32Array, cells: ScoreCells): Uint32Array | null {
		if (!this.#quickFor(cols)) return null;
		cells.ones += this.#quickOnes;
		cells.zeros += this.#quickCount - this.#quickOnes;
		this.binary = true;
		return this.#bits;
	}

	scores(cols: Int32Array, out: Float64Array, cells: ScoreCells): boolean {
		if (this.#quickFor(cols)) {
			const bits = this.#bits;
			for (let k = 0; k < cols.length; k++) out[k] = (bits[k >>> 5] >>> (k & 31)) & 1;
			cells.ones += this.#quickOnes;
			cells.zeros += this.#quickCount - this.#quickOnes;
			this.binary = true;
			return true;
		}
		if (this.#quick) this.#unquick();
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
		this.#quick = false;
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
				message: `record ${r} has more than ${MAX_FIELDS.toLocaleString('en-US')} columns`,
				code: 'too-many-columns',
				params: { max: MAX_FIELDS }
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
