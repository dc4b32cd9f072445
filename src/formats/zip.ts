/**
 * The one zip reader of the app (Inspect `.eval` logs, zipped result folders, the library backup
 * file), over fflate's streaming `Unzip`: the archive is pushed in slices and every byte that
 * comes out is counted, so a zip bomb is refused after at most `maxTotal` bytes of output,
 * whatever its headers claim. Failures are values (`ZipFailure`); each caller words them.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { ImportIssue } from './issues.ts';
import { chunks, concat, formatBytes, type SourceFile } from './source.ts';

export interface ZipEntry {
	readonly name: string;
	readonly bytes: Uint8Array;
}

/** What to do with an entry: inflate and keep it, inflate it only to count it, or skip it. */
type ZipTake = 'keep' | 'count' | 'skip';

interface ZipRules {
	/** Most entries in the archive. */
	readonly maxEntries: number;
	/** Most bytes inflated from the archive in all. */
	readonly maxTotal: number;
	/** Most inflated bytes per compressed byte, checked once `ratioAfter` bytes came out. */
	readonly maxRatio?: number;
	readonly ratioAfter?: number;
	readonly take: (name: string) => ZipTake;
	/** Most bytes of one kept entry (default: `maxTotal`). */
	readonly maxEntry?: (name: string) => number;
	/** Whether a name appearing twice makes the archive damaged. */
	readonly uniqueNames?: boolean;
	/** Compression methods accepted (default: whatever fflate reads). */
	readonly methods?: readonly number[];
	/** Receives each kept entry as it completes (else they are collected); may throw to refuse it. */
	readonly onEntry?: (entry: ZipEntry) => void;
}

/** Why an archive was refused. */
export type ZipFailure =
	| { readonly code: 'too-many-entries'; readonly max: number }
	| { readonly code: 'duplicate'; readonly name: string }
	| { readonly code: 'entry-error'; readonly name: string; readonly detail: string }
	| { readonly code: 'entry-too-large'; readonly name: string; readonly limit: number }
	| { readonly code: 'bomb'; readonly total: number; readonly compressed: number }
	| { readonly code: 'compression'; readonly name: string; readonly method: number }
	| { readonly code: 'rejected'; readonly name: string; readonly detail: string }
	| { readonly code: 'damaged'; readonly detail: string | null };

const SLICE = 64 * 1024;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Inflates an archive pushed in chunks, under `ZipRules`. */
export class ZipInflater {
	readonly entries: ZipEntry[] = [];
	/** Every entry's name, in archive order (up to `maxEntries`). */
	readonly names: string[] = [];
	#failure: ZipFailure | null = null;
	#compressed = 0;
	#total = 0;
	readonly #seen = new Set<string>();
	readonly #rules: ZipRules;
	readonly #unzip: Unzip;

	constructor(rules: ZipRules) {
		this.#rules = rules;
		this.#unzip = new Unzip((f) => this.#entry(f));
		this.#unzip.register(UnzipInflate);
	}

	get failure(): ZipFailure | null {
		return this.#failure;
	}

	/** Pushes the next bytes of the archive; false once the archive is refused. */
	push(chunk: Uint8Array): boolean {
		try {
			for (let k = 0; k < chunk.length && !this.#failure; k += SLICE) {
				const part = chunk.subarray(k, Math.min(chunk.length, k + SLICE));
				this.#compressed += part.length;
				this.#unzip.push(part, false);
			}
		} catch (e) {
			this.fail({ code: 'damaged', detail: message(e) });
		}
		return !this.#failure;
	}

	/** The end of the archive. */
	end(): void {
		if (this.#failure) return;
		try {
			this.#unzip.push(new Uint8Array(0), true);
		} catch (e) {
			this.fail({ code: 'damaged', detail: message(e) });
		}
	}

	/** Refuses the archive (the first reason stays). */
	fail(failure: ZipFailure): void {
		this.#failure ??= failure;
	}

	#entry(f: UnzipFile): void {
		const rules = this.#rules;
		if (this.#failure) return;
		if (this.names.length >= rules.maxEntries) {
			return this.fail({ code: 'too-many-entries', max: rules.maxEntries });
		}
		this.names.push(f.name);
		const take = rules.take(f.name);
		if (take === 'skip') return;
		if (rules.uniqueNames && this.#seen.has(f.name)) {
			return this.fail({ code: 'duplicate', name: f.name });
		}
		this.#seen.add(f.name);
		const cap = take === 'keep' ? (rules.maxEntry?.(f.name) ?? Infinity) : Infinity;
		const parts: Uint8Array[] = [];
		let size = 0;
		f.ondata = (err, data, final) => {
			if (this.#failure) return;
			if (err) return this.fail({ code: 'entry-error', name: f.name, detail: err.message });
			size += data.length;
			this.#total += data.length;
			if (this.#tooMuch(f, size, cap)) return f.terminate();
			if (take !== 'keep') return;
			if (data.length) parts.push(data);
			if (final) this.#done({ name: f.name, bytes: concat(parts, size) });
		};
		if (rules.methods && !rules.methods.includes(f.compression)) {
			return this.fail({ code: 'compression', name: f.name, method: f.compression });
		}
		f.start();
	}

	#tooMuch(f: UnzipFile, size: number, cap: number): boolean {
		const { maxTotal, maxRatio = Infinity, ratioAfter = 0 } = this.#rules;
		const total = this.#total;
		if (size > cap) this.fail({ code: 'entry-too-large', name: f.name, limit: cap });
		else if (total > maxTotal || (total > ratioAfter && total > this.#compressed * maxRatio)) {
			this.fail({ code: 'bomb', total, compressed: this.#compressed });
		}
		return this.#failure !== null;
	}

	#done(entry: ZipEntry): void {
		const onEntry = this.#rules.onEntry;
		if (!onEntry) {
			this.entries.push(entry);
			return;
		}
		try {
			onEntry(entry);
		} catch (e) {
			this.fail({ code: 'rejected', name: entry.name, detail: message(e) });
		}
	}
}

// ---------------------------------------------------------------------------------------------
// Zips dropped for import

interface ZipLimits {
	/** Most uncompressed bytes read from one archive. */
	readonly maxTotal: number;
	/** Most uncompressed bytes per compressed byte, checked once `ratioAfter` bytes came out. */
	readonly maxRatio: number;
	readonly ratioAfter: number;
	/** Most entries. */
	readonly maxEntries: number;
}

const ZIP_LIMITS: ZipLimits = {
	maxTotal: 768 * 1024 * 1024,
	maxRatio: 200,
	ratioAfter: 32 * 1024 * 1024,
	maxEntries: 200_000
};

type ZipRead =
	| {
			readonly ok: true;
			readonly entries: ZipEntry[];
			/** Every file name in the archive (kept or not). */
			readonly names: string[];
			readonly skipped: number;
	  }
	| { readonly ok: false; readonly issue: ImportIssue };

const isFolder = (name: string) => name.endsWith('/');

/**
 * Reads the entries of a dropped archive whose names `keep` accepts (folders and macOS metadata
 * are never kept; the others are inflated all the same, so their bytes count towards the limits).
 * `onBytes` is told about every compressed chunk (progress).
 */
export async function readZip(
	file: SourceFile,
	keep: (name: string) => boolean,
	onBytes?: (n: number) => void,
	onEntry?: (entry: ZipEntry) => void,
	limits: ZipLimits = ZIP_LIMITS
): Promise<ZipRead> {
	const wanted = (name: string) =>
		!isFolder(name) && !/(^|\/)(__MACOSX|\.DS_Store)/.test(name) && keep(name);
	const zip = new ZipInflater({
		...limits,
		take: (name) => (wanted(name) ? 'keep' : 'count'),
		methods: [0, 8],
		onEntry
	});
	let first = true;
	try {
		for await (const chunk of chunks(file.open())) {
			onBytes?.(chunk.length);
			if (first && chunk.length >= 2 && !(chunk[0] === 0x50 && chunk[1] === 0x4b)) {
				zip.fail({ code: 'damaged', detail: null });
			}
			first = false;
			if (!zip.push(chunk)) break;
		}
		zip.end();
	} catch (e) {
		zip.fail({ code: 'damaged', detail: message(e) });
	}
	if (zip.failure) {
		return { ok: false, issue: { file: file.name, ...importIssue(zip.failure, limits) } };
	}
	const names = zip.names.filter((n) => !isFolder(n));
	const skipped = zip.names.filter((n) => !wanted(n)).length;
	return { ok: true, entries: zip.entries, names, skipped };
}

/** What a refused archive says to someone importing results. */
function importIssue(f: ZipFailure, limits: ZipLimits): Omit<ImportIssue, 'file'> {
	switch (f.code) {
		case 'too-many-entries':
			return {
				message: `the archive has more than ${f.max.toLocaleString('en-US')} files.`,
				hint: 'Zip only the results folder.',
				code: 'zip-too-many',
				params: { max: f.max }
			};
		case 'entry-error':
			return {
				message: `the archive entry “${f.name}” cannot be read (${f.detail}).`,
				hint: 'Create the zip again.',
				code: 'zip-entry-error',
				params: { name: f.name, detail: f.detail }
			};
		case 'bomb':
			return {
				message: `the archive expands to more than ${formatBytes(f.total)} (it was ${formatBytes(f.compressed)} so far); it looks like a zip bomb.`,
				hint: `Unzip it yourself and drop the results files inside (at most ${formatBytes(limits.maxTotal)} in all).`,
				code: 'zip-bomb',
				params: { total: f.total, compressed: f.compressed, maxTotal: limits.maxTotal }
			};
		case 'compression':
			return {
				message: `the archive entry “${f.name}” uses a compression method this app cannot read (${f.method}).`,
				hint: 'Zip it again with the standard “deflate” method.',
				code: 'zip-compression',
				params: { name: f.name, method: f.method, deflate: 'deflate' }
			};
		case 'rejected':
			return {
				message: `the archive entry “${f.name}” cannot be read (${f.detail}).`,
				hint: 'Check that this is the right kind of file.',
				code: 'zip-entry-rejected',
				params: { name: f.name, detail: f.detail }
			};
		default:
			return {
				message: `the archive is damaged or not a zip file${f.code === 'damaged' && f.detail ? ` (${f.detail})` : ''}.`,
				hint: 'Create the zip again, or drop the files inside it.',
				...(f.code === 'damaged' && f.detail
					? { code: 'zip-damaged-detail' as const, params: { detail: f.detail } }
					: { code: 'zip-damaged' as const })
			};
	}
}
