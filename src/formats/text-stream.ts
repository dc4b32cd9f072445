/**
 * Streaming text: the encoding is chosen from the first bytes (BOM, zero bytes, valid UTF-8 or not),
 * then chunks are decoded one at a time and split into lines, so a large JSONL/CSV file is never
 * held whole. Binary files are refused by their magic bytes with a message saying what they are.
 */
import type { ImportIssue } from './issues.ts';
import { chunks, type SourceFile } from './source.ts';

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

type EncodingSniff =
	| {
			readonly ok: true;
			readonly encoding: Encoding;
			readonly note?: string;
			/** The note for the message catalogs (`import.issue.<code>`). */
			readonly coded?: Pick<ImportIssue, 'code' | 'params'>;
	  }
	| { readonly ok: false; readonly issue: ImportIssue };

const MAGIC: ReadonlyArray<{ bytes: number[]; id: string; what: string }> = [
	{ bytes: [0x89, 0x50, 0x4e, 0x47], id: 'png', what: 'a PNG image' },
	{ bytes: [0xff, 0xd8, 0xff], id: 'jpeg', what: 'a JPEG image' },
	{ bytes: [0x47, 0x49, 0x46, 0x38], id: 'gif', what: 'a GIF image' },
	{ bytes: [0x52, 0x49, 0x46, 0x46], id: 'riff', what: 'a RIFF (WebP/WAV/AVI) file' },
	{ bytes: [0x42, 0x4d], id: 'bmp', what: 'a BMP image' },
	{ bytes: [0x25, 0x50, 0x44, 0x46], id: 'pdf', what: 'a PDF document' },
	{ bytes: [0x1f, 0x8b], id: 'gzip', what: 'a gzip archive' },
	{ bytes: [0x28, 0xb5, 0x2f, 0xfd], id: 'zstd', what: 'a zstd archive' },
	{ bytes: [0x37, 0x7a, 0xbc, 0xaf], id: 'sevenZip', what: 'a 7z archive' },
	{ bytes: [0x42, 0x5a, 0x68], id: 'bzip2', what: 'a bzip2 archive' },
	{ bytes: [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59], id: 'npy', what: 'a NumPy .npy array' },
	{ bytes: [0x50, 0x41, 0x52, 0x31], id: 'parquet', what: 'a Parquet file' },
	{
		bytes: [0xd0, 0xcf, 0x11, 0xe0],
		id: 'xls',
		what: 'an Excel 97-2003 workbook (.xls): save it as .xlsx or CSV'
	},
	{ bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65], id: 'sqlite', what: 'an SQLite database' },
	{ bytes: [0x7f, 0x45, 0x4c, 0x46], id: 'elf', what: 'a program (ELF)' },
	{ bytes: [0x4d, 0x5a], id: 'exe', what: 'a Windows program' }
];

const IS_ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
	return prefix.length <= bytes.length && prefix.every((b, k) => bytes[k] === b);
}

export function isZip(head: Uint8Array): boolean {
	return startsWith(head, IS_ZIP) || startsWith(head, EMPTY_ZIP);
}

const WHAT_TO_DROP =
	'Drop a results file: a CSV/TSV/Parquet/Excel score table, lm-evaluation-harness samples, an Inspect log, a HELM run folder, a SWE-bench report, AlpacaEval annotations, Every Eval Ever samples, lighteval details, promptfoo results, arena-hard-auto judgments or the LiveCodeBench leaderboard JSON.';

/** What a binary file is, when its magic bytes say so. */
function binaryKind(head: Uint8Array): string | null {
	for (const { bytes, what } of MAGIC) if (startsWith(head, bytes)) return what;
	return null;
}

function binaryFile(file: string): EncodingSniff {
	return {
		ok: false,
		issue: {
			file,
			message: 'this is a binary file, not text.',
			hint: WHAT_TO_DROP,
			code: 'binary-file'
		}
	};
}

function utf16(
	encoding: 'utf-16le' | 'utf-16be',
	note: string,
	code: 'le' | 'be' | 'leNoBom' | 'beNoBom'
): EncodingSniff {
	return { ok: true, encoding, note, coded: { code: 'read-as', params: { encoding: code } } };
}

/** UTF-16 without a BOM (every other byte of ASCII text is zero), or a binary file. */
function zerosSniff(probe: Uint8Array, file: string): EncodingSniff {
	let evenZeros = 0;
	let oddZeros = 0;
	for (let k = 0; k < probe.length; k++) {
		if (probe[k] === 0) {
			if (k % 2) oddZeros++;
			else evenZeros++;
		}
	}
	const half = probe.length / 2;
	if (oddZeros > half * 0.6 && evenZeros < half * 0.05)
		return utf16('utf-16le', 'Read as UTF-16 (little-endian, no BOM).', 'leNoBom');
	if (evenZeros > half * 0.6 && oddZeros < half * 0.05)
		return utf16('utf-16be', 'Read as UTF-16 (big-endian, no BOM).', 'beNoBom');
	return binaryFile(file);
}

/** Picks the encoding from the first bytes of a text file, or refuses a binary file. */
export function sniffEncoding(head: Uint8Array, file: string): EncodingSniff {
	const kind = binaryKind(head);
	if (kind) {
		return {
			ok: false,
			issue: {
				file,
				message: `this is ${kind}, not a results file.`,
				hint: WHAT_TO_DROP,
				code: 'binary-kind',
				params: { kind: MAGIC.find((m) => m.what === kind)?.id ?? 'other' }
			}
		};
	}
	if (startsWith(head, [0xef, 0xbb, 0xbf])) return { ok: true, encoding: 'utf-8' };
	if (startsWith(head, [0xff, 0xfe]))
		return utf16('utf-16le', 'Read as UTF-16 (little-endian).', 'le');
	if (startsWith(head, [0xfe, 0xff]))
		return utf16('utf-16be', 'Read as UTF-16 (big-endian).', 'be');
	const probe = head.subarray(0, 1 << 16);
	let zeros = 0;
	let control = 0;
	for (let k = 0; k < probe.length; k++) {
		const b = probe[k];
		if (b === 0) zeros++;
		else if (b < 9 || (b > 13 && b < 32 && b !== 27)) control++;
	}
	if (zeros > 0) return zerosSniff(probe, file);
	if (control > probe.length * 0.01 + 2) return binaryFile(file);
	try {
		new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
		return { ok: true, encoding: 'utf-8' };
	} catch {
		return {
			ok: true,
			encoding: 'windows-1252',
			note: 'The file is not valid UTF-8; it was read as Latin-1 (Windows-1252). Check accented names.',
			coded: { code: 'read-as', params: { encoding: 'latin1' } }
		};
	}
}

/** Thrown when UTF-8 turns out invalid after the first bytes; the caller re-reads as Latin-1. */
export class EncodingError extends Error {}

/** Decodes a file chunk by chunk. `onBytes` receives the byte count of each chunk (progress). */
export async function* textChunks(
	file: SourceFile,
	encoding: Encoding,
	onBytes?: (n: number) => void
): AsyncGenerator<string> {
	const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
	let first = true;
	for await (const chunk of chunks(file.open())) {
		onBytes?.(chunk.length);
		let text: string;
		try {
			text = decoder.decode(chunk, { stream: true });
		} catch {
			throw new EncodingError('invalid UTF-8');
		}
		if (first && text.length) {
			if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
			first = false;
		}
		if (text) yield text;
	}
	let tail: string;
	try {
		tail = decoder.decode();
	} catch {
		throw new EncodingError('invalid UTF-8');
	}
	if (first && tail.charCodeAt(0) === 0xfeff) tail = tail.slice(1);
	if (tail) yield tail;
}

/** Decodes bytes already in memory (a file head, a zip entry); BOM removed. */
export function decodeBytes(bytes: Uint8Array, encoding: Encoding, final = true): string {
	const text = new TextDecoder(encoding).decode(bytes, { stream: !final });
	return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export class LineTooLongError extends Error {
	constructor(readonly line: number) {
		super(`line ${line} is too long`);
	}
}

/** Longest line accepted in a line-based file (characters). */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

/** Splits decoded text into lines (1-based numbers; `\r\n` and `\n`). */
export async function* lines(
	text: AsyncIterable<string>,
	maxLine = MAX_LINE_CHARS
): AsyncGenerator<{ readonly text: string; readonly line: number }> {
	let parts: string[] = [];
	let pending = 0;
	let line = 0;
	for await (const chunk of text) {
		let start = 0;
		for (;;) {
			const nl = chunk.indexOf('\n', start);
			if (nl < 0) break;
			line++;
			let piece = chunk.slice(start, nl);
			if (parts.length) {
				parts.push(piece);
				piece = parts.join('');
				parts = [];
				pending = 0;
			}
			if (piece.endsWith('\r')) piece = piece.slice(0, -1);
			yield { text: piece, line };
			start = nl + 1;
		}
		if (start < chunk.length) {
			parts.push(chunk.slice(start));
			pending += chunk.length - start;
			if (pending > maxLine) throw new LineTooLongError(line + 1);
		}
	}
	if (parts.length) {
		line++;
		const piece = parts.join('');
		yield { text: piece.endsWith('\r') ? piece.slice(0, -1) : piece, line };
	}
}
