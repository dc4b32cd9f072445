/**
 * Zip archives (Inspect `.eval` logs, zipped result folders) read with fflate's streaming `Unzip`:
 * the archive is pushed in chunks and every byte that comes out is counted, so a zip bomb is
 * refused after at most `maxTotal` bytes of output, whatever its headers claim.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { ImportIssue } from './issues.ts';
import { chunks, concat, formatBytes, type SourceFile } from './source.ts';

export interface ZipLimits {
	/** Most uncompressed bytes read from one archive. */
	readonly maxTotal: number;
	/** Most uncompressed bytes per compressed byte, checked once `ratioAfter` bytes came out. */
	readonly maxRatio: number;
	readonly ratioAfter: number;
	/** Most entries. */
	readonly maxEntries: number;
}

export const ZIP_LIMITS: ZipLimits = {
	maxTotal: 768 * 1024 * 1024,
	maxRatio: 200,
	ratioAfter: 32 * 1024 * 1024,
	maxEntries: 200_000
};

export interface ZipEntry {
	readonly name: string;
	readonly bytes: Uint8Array;
}

export type ZipRead =
	| {
			readonly ok: true;
			readonly entries: ZipEntry[];
			/** Every file name in the archive (kept or not). */
			readonly names: string[];
			readonly skipped: number;
	  }
	| { readonly ok: false; readonly issue: ImportIssue };

class ZipStop extends Error {}

/**
 * Reads the entries whose names `keep` accepts (folders and macOS metadata are never kept).
 * `onBytes` is told about every compressed chunk (progress).
 */
export async function readZip(
	file: SourceFile,
	keep: (name: string) => boolean,
	onBytes?: (n: number) => void,
	onEntry?: (entry: ZipEntry) => void,
	limits: ZipLimits = ZIP_LIMITS
): Promise<ZipRead> {
	const entries: ZipEntry[] = [];
	const names: string[] = [];
	let skipped = 0;
	let seen = 0;
	let compressed = 0;
	let total = 0;
	const state: { stop: ImportIssue | null } = { stop: null };
	const fail = (message: string, hint: string) => {
		if (!state.stop) state.stop = { file: file.name, message, hint };
	};
	const bomb = () =>
		fail(
			`the archive expands to more than ${formatBytes(total)} (it was ${formatBytes(compressed)} so far); it looks like a zip bomb.`,
			`Unzip it yourself and drop the results files inside (at most ${formatBytes(limits.maxTotal)} in all).`
		);
	const unzip = new Unzip((f: UnzipFile) => {
		seen++;
		if (seen > limits.maxEntries) {
			fail(
				`the archive has more than ${limits.maxEntries.toLocaleString('en-US')} files.`,
				'Zip only the results folder.'
			);
			return;
		}
		const wanted =
			!f.name.endsWith('/') && !/(^|\/)(__MACOSX|\.DS_Store)/.test(f.name) && keep(f.name);
		if (!wanted) skipped++;
		if (!f.name.endsWith('/')) names.push(f.name);
		const parts: Uint8Array[] = [];
		let size = 0;
		f.ondata = (err, data, final) => {
			if (state.stop) return;
			if (err) {
				fail(
					`the archive entry “${f.name}” cannot be read (${err.message}).`,
					'Create the zip again.'
				);
				return;
			}
			total += data.length;
			size += data.length;
			if (total > limits.maxTotal) return bomb();
			if (total > limits.ratioAfter && total > compressed * limits.maxRatio) return bomb();
			if (wanted && data.length) parts.push(data);
			if (final && wanted) {
				const entry = { name: f.name, bytes: concat(parts, size) };
				parts.length = 0;
				if (onEntry) {
					try {
						onEntry(entry);
					} catch (e) {
						fail(
							`the archive entry “${f.name}” cannot be read (${e instanceof Error ? e.message : String(e)}).`,
							'Check that this is the right kind of file.'
						);
					}
				} else entries.push(entry);
			}
		};
		if (f.compression !== 0 && f.compression !== 8) {
			fail(
				`the archive entry “${f.name}” uses a compression method this app cannot read (${f.compression}).`,
				'Zip it again with the standard “deflate” method.'
			);
			return;
		}
		f.start();
	});
	unzip.register(UnzipInflate);
	const SLICE = 64 * 1024;
	try {
		let first = true;
		for await (const chunk of chunks(file.open())) {
			onBytes?.(chunk.length);
			if (first && chunk.length >= 2 && !(chunk[0] === 0x50 && chunk[1] === 0x4b)) {
				throw new ZipStop();
			}
			first = false;
			for (let k = 0; k < chunk.length; k += SLICE) {
				const part = chunk.subarray(k, Math.min(chunk.length, k + SLICE));
				compressed += part.length;
				unzip.push(part, false);
				if (state.stop) throw new ZipStop();
			}
		}
		unzip.push(new Uint8Array(0), true);
	} catch (e) {
		if (!state.stop) {
			const why = e instanceof Error && !(e instanceof ZipStop) ? ` (${e.message})` : '';
			fail(
				`the archive is damaged or not a zip file${why}.`,
				'Create the zip again, or drop the files inside it.'
			);
		}
	}
	if (state.stop) return { ok: false, issue: state.stop };
	return { ok: true, entries, names, skipped };
}
