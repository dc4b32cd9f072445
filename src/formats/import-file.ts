/**
 * The single entry point for importing a file: decode, pick the importer, return a matrix or the
 * problems. Runs in a worker; everything here is synchronous and DOM-free.
 */
import { decodeText } from './decode.ts';
import type { ImportResult } from './ImportResult.ts';
import { parseWideCsv } from './wide-csv.ts';

/** Largest file the importer accepts, in bytes. */
export const MAX_FILE_BYTES = 1024 * 1024 * 1024;

export function importBytes(
	bytes: Uint8Array,
	fileName: string,
	onProgress?: (fraction: number) => void
): ImportResult {
	if (bytes.length === 0) {
		return {
			ok: false,
			issues: [
				{
					file: fileName,
					message: 'the file is empty (0 bytes).',
					hint: 'Export the results again; a wide CSV has a header row and one row per item.'
				}
			]
		};
	}
	if (bytes.length > MAX_FILE_BYTES) {
		return {
			ok: false,
			issues: [
				{
					file: fileName,
					message: `the file is ${(bytes.length / 2 ** 30).toFixed(1)} GB; the limit is 1 GB.`,
					hint: 'Split it by model or by item range and import the parts.'
				}
			]
		};
	}
	const decoded = decodeText(bytes, fileName);
	if (!decoded.ok) return decoded;
	const result = parseWideCsv(decoded.text, fileName, { onProgress });
	if (!result.ok) return result;
	return { ...result, notes: [...decoded.notes, ...result.notes] };
}
