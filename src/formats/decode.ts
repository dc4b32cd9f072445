/**
 * Bytes to text, with a clear refusal for files that are not text at all. UTF-8 (with or without
 * BOM) and UTF-16 (with BOM) are decoded; invalid UTF-8 is read as Windows-1252 (Latin-1) with a
 * note, since that is what spreadsheet exports on Windows usually are.
 */
import type { ImportIssue } from './ImportResult.ts';

export type Decoded =
	| { readonly ok: true; readonly text: string; readonly notes: readonly string[] }
	| { readonly ok: false; readonly issues: readonly ImportIssue[] };

const MAGIC: ReadonlyArray<{ bytes: number[]; what: string }> = [
	{ bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
	{ bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
	{ bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
	{ bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
	{ bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a zip archive' },
	{ bytes: [0x1f, 0x8b], what: 'a gzip archive' },
	{ bytes: [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59], what: 'a NumPy .npy array' }
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
	return prefix.length <= bytes.length && prefix.every((b, k) => bytes[k] === b);
}

export function decodeText(bytes: Uint8Array, fileName: string): Decoded {
	for (const { bytes: magic, what } of MAGIC) {
		if (startsWith(bytes, magic)) {
			return {
				ok: false,
				issues: [
					{
						file: fileName,
						message: `this is ${what}, not a results file.`,
						hint: 'Drop a CSV or TSV score matrix (items in rows, models in columns).'
					}
				]
			};
		}
	}
	if (startsWith(bytes, [0xff, 0xfe])) {
		return {
			ok: true,
			text: new TextDecoder('utf-16le').decode(bytes.subarray(2)),
			notes: ['Read as UTF-16 (little-endian).']
		};
	}
	if (startsWith(bytes, [0xfe, 0xff])) {
		return {
			ok: true,
			text: new TextDecoder('utf-16be').decode(bytes.subarray(2)),
			notes: ['Read as UTF-16 (big-endian).']
		};
	}
	const probe = bytes.subarray(0, 1 << 16);
	let zeros = 0;
	for (let k = 0; k < probe.length; k++) if (probe[k] === 0) zeros++;
	if (zeros > 0) {
		const utf16 = zeros * 3 > probe.length;
		return {
			ok: false,
			issues: [
				{
					file: fileName,
					message: utf16
						? 'this looks like UTF-16 text without a byte-order mark.'
						: 'this is a binary file, not text.',
					hint: utf16
						? 'Save it again as UTF-8 (in Excel: “CSV UTF-8”).'
						: 'Drop a CSV or TSV score matrix (items in rows, models in columns).'
				}
			]
		};
	}
	try {
		return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), notes: [] };
	} catch {
		return {
			ok: true,
			text: new TextDecoder('windows-1252').decode(bytes),
			notes: [
				'The file is not valid UTF-8; it was read as Latin-1 (Windows-1252). Check accented names.'
			]
		};
	}
}
