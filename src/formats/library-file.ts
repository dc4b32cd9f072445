/**
 * The library backup file (`perturbation-sandbox/library@1`, a zip): the whole library (datasets
 * with their item details and per-dataset values, saved runs) in one file, to back up or to move
 * to another browser. Its entries and what reading checks are described once, in docs/formats.md
 * ("File formats", "Library backup file").
 *
 * Pure, so the engine worker inflates and checks a file once, off the page
 * (`readLibraryArchive`: the one zip reader with its limits, the manifest, every dataset's record,
 * matrix (hashed to its id) and details); `storage/library-backup.ts` checks the saved runs and
 * values, and `LibraryStore` writes a file with `writeLibraryFile` and imports what was read.
 * Name-keyed data is written as pairs, never as object keys, so `__proto__` round-trips as data.
 *
 * Refusals and problems are `Msg` values (keys `backup.*` in src/i18n/messages/en-checks.ts), worded
 * by the view in the reader's language; the browser's or a library's own words ride along as a
 * `detail` shown as data.
 */
import { deflateSync, strFromU8, strToU8, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import { fingerprint } from '../core/fingerprint.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { DatasetRecordSchema, type DatasetRecord } from '../schemas/dataset.ts';
import { checkItemDetails, type ItemDetails } from '../schemas/item-details.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import type { MessageKey, Msg, ParamArgs } from '../i18n/catalog.ts';
import { parseJson as parseJsonText } from './json-safe.ts';
import { formatBytes } from './source.ts';
import { ZipInflater, type ZipFailure } from './zip.ts';
import { zodReason } from '../schemas/zod-text.ts';

/**
 * A backup message as a value (what `msg()` makes), built without loading the catalogs: this
 * module runs in the engine worker, which never words anything.
 */
export function backupMsg<K extends MessageKey>(key: K, ...args: ParamArgs<K>): Msg {
	return args[0] === undefined ? { key } : { key, params: args[0] };
}

export const LIBRARY_SCHEMA = 'perturbation-sandbox/library@1';
/**
 * The same file with trials per cell (`matrix.json`'s `trials`, `trials.u32le`): written only when
 * a dataset has them, so an app from before trials refuses it as newer instead of half-reading it.
 */
const LIBRARY_SCHEMA_TRIALS = 'perturbation-sandbox/library@2';
const MANIFEST_NAME = 'library.json';
const APP_NAME = 'perturbation-sandbox';

export interface LibraryDataset {
	readonly record: DatasetRecord;
	readonly matrix: ScoreMatrix;
	/** The dataset's item details (aligned with `matrix`), when it has them. */
	readonly details?: ItemDetails | null;
}

/** A per-dataset kv entry (`dataset:<id>:<field>`); `value` is JSON data. */
export interface LibraryValue {
	readonly key: string;
	readonly value: unknown;
}

/**
 * What a library file holds; `Run` is a saved run (`storage/saved-run.ts`) and `Value` a
 * per-dataset value, JSON data here.
 */
export interface LibraryContents<Run = unknown, Value = LibraryValue> {
	readonly exportedAt: string;
	readonly appVersion: string;
	readonly datasets: readonly LibraryDataset[];
	readonly runs: readonly Run[];
	readonly kv: readonly Value[];
	/**
	 * The other kinds of dataset, as plain JSON in the manifest (absent in files written before
	 * they existed): score tables (`schemas/score-table.ts` `ScoreTableRecordJsonSchema`) and
	 * votes (`features/votes/schemas/votes-record.ts` `VotesRecordJsonSchema`).
	 */
	readonly scoreTables?: readonly unknown[];
	readonly votes?: readonly unknown[];
}

/**
 * A library file read and checked up to its datasets: every dataset left is sound (record, matrix,
 * details); the saved runs and values are as the manifest lists them, for the storage layer to
 * check. `listedIds` are the ids of every dataset the manifest lists (sound or not).
 */
export type LibraryArchive =
	| (LibraryContents<unknown, unknown> & {
			readonly ok: true;
			readonly listedIds: readonly unknown[];
			readonly problems: Msg[];
	  })
	| { readonly ok: false; readonly message: Msg };

export interface LibraryFileLimits {
	/** Most bytes the archive may expand to, all read entries together. */
	readonly maxTotalBytes: number;
	/** Most bytes of one JSON entry (the manifest, a matrix description, item details). */
	readonly maxJsonBytes: number;
	/** Most entries in the archive. */
	readonly maxEntries: number;
}

const MiB = 1024 * 1024;

export const LIBRARY_FILE_LIMITS: LibraryFileLimits = {
	maxTotalBytes: 1536 * MiB,
	maxJsonBytes: 256 * MiB,
	maxEntries: 100_000
};

const ARRAY_FILES = {
	bits: 'bits.u32le',
	values: 'values.f64le',
	present: 'present.u32le',
	trials: 'trials.u32le'
} as const;

const DETAILS_FILE = 'details.json';

const ENTRY =
	/^datasets\/[0-9a-f]{16}\/(matrix\.json|bits\.u32le|values\.f64le|present\.u32le|trials\.u32le|details\.json)$/;

const entryName = (id: string, file: string) => `datasets/${id}/${file}`;

// ---------------------------------------------------------------------------------------------
// Typed arrays as little-endian bytes

/** Whether this machine stores numbers little-endian (every current browser platform does). */
const HOST_LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The array's bytes, little-endian (a view, no copy, on little-endian machines). */
export function toLittleEndian(
	array: Uint32Array | Float64Array,
	hostLittleEndian = HOST_LITTLE_ENDIAN
): Uint8Array {
	if (hostLittleEndian) return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
	const out = new Uint8Array(array.byteLength);
	const view = new DataView(out.buffer);
	if (array instanceof Float64Array) {
		for (let k = 0; k < array.length; k++) view.setFloat64(k * 8, array[k], true);
	} else {
		for (let k = 0; k < array.length; k++) view.setUint32(k * 4, array[k], true);
	}
	return out;
}

/** A fresh, aligned array from little-endian bytes (length must be a multiple of the width). */
export function fromLittleEndian<T extends Uint32Array | Float64Array>(
	bytes: Uint8Array,
	type: 'u32' | 'f64',
	hostLittleEndian = HOST_LITTLE_ENDIAN
): T {
	const width = type === 'f64' ? 8 : 4;
	const n = bytes.byteLength / width;
	const out = type === 'f64' ? new Float64Array(n) : new Uint32Array(n);
	if (hostLittleEndian) {
		new Uint8Array(out.buffer).set(bytes);
	} else {
		const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
		for (let k = 0; k < n; k++) {
			out[k] = type === 'f64' ? view.getFloat64(k * 8, true) : view.getUint32(k * 4, true);
		}
	}
	return out as T;
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Deflate level for a typed array's bytes: 1 (fast) when a sample of four 64 KB slices shrinks
 * by a tenth or more, else 0 (stored): packed 0/1 results are often close to random, and
 * deflating 30 MB of near-random bits takes seconds to write and to read for almost no gain.
 */
export function arrayLevel(bytes: Uint8Array): 0 | 1 {
	const slice = 64 * 1024;
	if (bytes.length <= 4 * slice) return 1;
	let raw = 0;
	let packed = 0;
	for (let k = 0; k < 4; k++) {
		const at = Math.floor(((bytes.length - slice) * k) / 3);
		const sample = bytes.subarray(at, at + slice);
		raw += sample.length;
		packed += deflateSync(sample, { level: 1 }).length;
	}
	return packed < raw * 0.9 ? 1 : 0;
}

interface LibraryWriteOptions {
	/** The limits the file must be readable within (those of `readLibraryFile` by default). */
	readonly limits?: LibraryFileLimits;
	/** Told of each part left out (item details too large for one entry). */
	readonly onProblem?: (message: Msg) => void;
}

/** `details.json` of one dataset, or null when it would pass `maxBytes` (or a string's limit). */
function detailsEntry(details: ItemDetails, maxBytes: number): Uint8Array | null {
	const { itemIds, models, text, target, outputs, truncated } = details;
	try {
		const bytes = strToU8(JSON.stringify({ itemIds, models, text, target, outputs, truncated }));
		return bytes.byteLength <= maxBytes ? bytes : null;
	} catch (e) {
		if (e instanceof RangeError) return null; // longer than a string may be
		throw e;
	}
}

/**
 * The library as one zip file. `contents` must be valid (the store validates what it reads). Item
 * details too large for the reader are left out (`options.onProblem` is told).
 */
export function writeLibraryFile(
	contents: LibraryContents,
	options: LibraryWriteOptions = {}
): Uint8Array {
	const limits = options.limits ?? LIBRARY_FILE_LIMITS;
	const manifest = {
		schema: contents.datasets.some((d) => d.matrix.trials) ? LIBRARY_SCHEMA_TRIALS : LIBRARY_SCHEMA,
		exportedAt: contents.exportedAt,
		app: { name: APP_NAME, version: contents.appVersion },
		datasets: contents.datasets.map((d) => d.record),
		runs: contents.runs,
		kv: contents.kv.map(({ key, value }) => ({ key, value })),
		...(contents.scoreTables?.length ? { scoreTables: contents.scoreTables } : {}),
		...(contents.votes?.length ? { votes: contents.votes } : {})
	};
	// Insertion order is archive order: the manifest first, so a reader knows what follows.
	const files: Zippable = { [MANIFEST_NAME]: [strToU8(JSON.stringify(manifest)), { level: 6 }] };
	for (const { record, matrix: m, details } of contents.datasets) {
		if (!/^[0-9a-f]{16}$/.test(record.id)) throw new RangeError(`bad dataset id ${record.id}`);
		const description = {
			nItems: m.nItems,
			nModels: m.nModels,
			valueType: m.valueType,
			wordsPerItem: m.wordsPerItem,
			missingCells: m.missingCells,
			models: m.models,
			itemIds: m.itemIds,
			meta: Object.entries(m.meta),
			present: m.present !== null,
			// Trials per cell, when known: one count, or `trials.u32le` (absent in older files).
			...(m.trials ? { trials: { uniform: m.trials.uniform, perCell: !!m.trials.perCell } } : {})
		};
		files[entryName(record.id, 'matrix.json')] = [
			strToU8(JSON.stringify(description)),
			{ level: 6 }
		];
		for (const name of ['bits', 'values', 'present', 'trials'] as const) {
			const array = name === 'trials' ? (m.trials?.perCell ?? null) : m[name];
			if (!array) continue;
			const bytes = toLittleEndian(array);
			files[entryName(record.id, ARRAY_FILES[name])] = [bytes, { level: arrayLevel(bytes) }];
		}
		if (!details) continue;
		const json = detailsEntry(details, limits.maxJsonBytes);
		if (json) {
			// Level 1 for big entries: text still shrinks well, and tens of MB deflate faster.
			files[entryName(record.id, DETAILS_FILE)] = [json, { level: json.byteLength > MiB ? 1 : 6 }];
		} else {
			options.onProblem?.(
				backupMsg('backup.problem.detailsTooLarge', {
					name: record.name,
					size: formatBytes(limits.maxJsonBytes)
				})
			);
		}
	}
	const date = new Date(contents.exportedAt);
	const mtime = date.getUTCFullYear() >= 1980 ? date : undefined;
	return zipSync(files, mtime ? { mtime } : {});
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Says what a file that is not a zip archive is, as far as its first bytes tell. */
function notAZip(bytes: Uint8Array): Msg {
	const head = strFromU8(bytes.subarray(0, 512), true);
	if (/^\s*\{/.test(head) && head.includes('perturbation-sandbox/run@')) {
		return backupMsg('backup.refused.exportedRun');
	}
	return backupMsg('backup.refused.notZip');
}

/** Says a refused archive in the library's words. */
function refusal(f: ZipFailure, limits: LibraryFileLimits): Msg {
	switch (f.code) {
		case 'too-many-entries':
			return backupMsg('backup.refused.tooManyEntries', { max: f.max });
		case 'duplicate':
			return backupMsg('backup.refused.duplicateEntry', { name: f.name });
		case 'entry-error':
			return backupMsg('backup.refused.entryError', { name: f.name, detail: f.detail });
		case 'entry-too-large':
			return backupMsg('backup.refused.entryTooLarge', {
				name: f.name,
				size: formatBytes(f.limit)
			});
		case 'bomb':
			return backupMsg('backup.refused.tooLarge', { size: formatBytes(limits.maxTotalBytes) });
		case 'damaged':
			return f.detail === null
				? backupMsg('backup.refused.damagedNoDetail')
				: backupMsg('backup.refused.damaged', { detail: f.detail });
		default:
			return backupMsg('backup.refused.unreadableEntry', { name: f.name });
	}
}

/**
 * Inflates the entries a library file may hold (any order), refusing the file once an entry or
 * the total exceeds its limit. Other entries are skipped without being inflated.
 */
function readEntries(
	bytes: Uint8Array,
	limits: LibraryFileLimits
): { ok: true; entries: Map<string, Uint8Array> } | { ok: false; message: Msg } {
	if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
		return { ok: false, message: notAZip(bytes) };
	}
	const isJson = (name: string) => name === MANIFEST_NAME || name.endsWith('.json');
	const zip = new ZipInflater({
		maxEntries: limits.maxEntries,
		maxTotal: limits.maxTotalBytes,
		take: (name) => (name === MANIFEST_NAME || ENTRY.test(name) ? 'keep' : 'skip'),
		maxEntry: (name) => (isJson(name) ? limits.maxJsonBytes : limits.maxTotalBytes),
		uniqueNames: true
	});
	if (zip.push(bytes)) zip.end();
	if (zip.failure) return { ok: false, message: refusal(zip.failure, limits) };
	return { ok: true, entries: new Map(zip.entries.map((e) => [e.name, e.bytes])) };
}

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
	// JSON.parse keeps a "__proto__" key as an own property; nothing here copies by assignment.
	const parsed = parseJsonText(strFromU8(bytes));
	return parsed.ok ? parsed : { ok: false };
}

const ManifestSchema = z.object({
	schema: z.enum([LIBRARY_SCHEMA, LIBRARY_SCHEMA_TRIALS]),
	exportedAt: z.string(),
	app: z.object({ name: z.string(), version: z.string() }),
	datasets: z.array(z.unknown()),
	runs: z.array(z.unknown()),
	kv: z.array(z.unknown()),
	scoreTables: z.array(z.unknown()).optional(),
	votes: z.array(z.unknown()).optional()
});

const MatrixFileSchema = z.object({
	nItems: z.number().int().positive(),
	nModels: z.number().int().positive(),
	valueType: z.enum(['binary', 'continuous']),
	wordsPerItem: z.number().int().positive(),
	missingCells: z.number().int().min(0),
	models: z.array(z.string()),
	itemIds: z.array(z.string()),
	meta: z.array(z.tuple([z.string(), z.array(z.string())])),
	present: z.boolean(),
	trials: z.object({ uniform: z.number().int().min(0), perCell: z.boolean() }).optional()
});

/** The manifest's schema version as a number, when the file says it is a library file. */
function formatVersion(manifest: unknown): number | null {
	if (typeof manifest !== 'object' || manifest === null || !Object.hasOwn(manifest, 'schema')) {
		return null;
	}
	const schema = (manifest as { schema: unknown }).schema;
	const m =
		typeof schema === 'string' ? /^perturbation-sandbox\/library@(\d+)$/.exec(schema) : null;
	return m ? Number(m[1]) : null;
}

/** One typed-array entry of a dataset, checked against its description (`wanted`, `count`). */
function readArray(
	record: DatasetRecord,
	entries: Map<string, Uint8Array>,
	want: {
		kind: keyof typeof ARRAY_FILES;
		wanted: boolean;
		count: number;
		type: 'u32' | 'f64';
	}
): { ok: true; array: Uint32Array | Float64Array | null } | { ok: false; reason: Msg } {
	const { name } = record;
	const file = ARRAY_FILES[want.kind];
	const bytes = entries.get(entryName(record.id, file));
	if (!want.wanted) {
		return bytes
			? { ok: false, reason: backupMsg('backup.problem.arrayUnexpected', { name, file }) }
			: { ok: true, array: null };
	}
	const expected = want.count * (want.type === 'f64' ? 8 : 4);
	if (!bytes)
		return { ok: false, reason: backupMsg('backup.problem.arrayMissing', { name, file }) };
	if (bytes.byteLength !== expected) {
		const actual = bytes.byteLength;
		return {
			ok: false,
			reason: backupMsg('backup.problem.arrayLength', { name, file, actual, expected })
		};
	}
	return { ok: true, array: fromLittleEndian(bytes, want.type) };
}

/** Rebuilds one matrix from its entries, or says why it cannot. */
function readMatrix(
	record: DatasetRecord,
	entries: Map<string, Uint8Array>
): { ok: true; matrix: ScoreMatrix } | { ok: false; reason: Msg } {
	const { name } = record;
	const json = entries.get(entryName(record.id, 'matrix.json'));
	if (!json) return { ok: false, reason: backupMsg('backup.problem.matrixMissing', { name }) };
	const parsed = parseJson(json);
	if (!parsed.ok) return { ok: false, reason: backupMsg('backup.problem.matrixJson', { name }) };
	const d = MatrixFileSchema.safeParse(parsed.value);
	if (!d.success)
		return {
			ok: false,
			reason: backupMsg('backup.problem.matrixDescription', { name, detail: zodReason(d.error, 3) })
		};
	const f = d.data;
	const words = f.nItems * f.wordsPerItem;
	const array = (
		kind: keyof typeof ARRAY_FILES,
		wanted: boolean,
		count: number,
		type: 'u32' | 'f64'
	) => readArray(record, entries, { kind, wanted, count, type });
	const bits = array('bits', f.valueType === 'binary', words, 'u32');
	const values = array('values', f.valueType === 'continuous', f.nItems * f.nModels, 'f64');
	const present = array('present', f.present, words, 'u32');
	const perCell = array('trials', !!f.trials?.perCell, f.nItems * f.nModels, 'u32');
	for (const a of [bits, values, present, perCell]) if (!a.ok) return a;
	const trialCells = (perCell as { array: Uint32Array | null }).array;
	const matrix: ScoreMatrix = {
		nItems: f.nItems,
		nModels: f.nModels,
		models: f.models,
		itemIds: f.itemIds,
		// fromEntries defines own properties: a field called "__proto__" stays data.
		meta: Object.fromEntries(f.meta),
		valueType: f.valueType,
		wordsPerItem: f.wordsPerItem,
		bits: (bits as { array: Uint32Array | null }).array,
		values: (values as { array: Float64Array | null }).array,
		present: (present as { array: Uint32Array | null }).array,
		missingCells: f.missingCells,
		...(f.trials ? { trials: { uniform: f.trials.uniform, perCell: trialCells } } : {})
	};
	const checked = checkMatrix(matrix);
	if (!checked.ok) {
		const detail = checked.reason;
		return { ok: false, reason: backupMsg('backup.problem.matrixInconsistent', { name, detail }) };
	}
	const fields = Object.keys(matrix.meta);
	if (
		record.nItems !== matrix.nItems ||
		record.nModels !== matrix.nModels ||
		record.valueType !== matrix.valueType ||
		record.missingCells !== matrix.missingCells ||
		record.metaFields.length !== fields.length ||
		record.metaFields.some((field, k) => fields[k] !== field)
	) {
		return { ok: false, reason: backupMsg('backup.problem.matrixMismatch', { name }) };
	}
	if (fingerprint(matrix) !== record.id) {
		return { ok: false, reason: backupMsg('backup.problem.matrixId', { name }) };
	}
	return { ok: true, matrix };
}

/** A dataset's item details from its optional entry (`details: null` when it has none). */
function readDetails(
	record: DatasetRecord,
	matrix: ScoreMatrix,
	entries: Map<string, Uint8Array>
): { ok: true; details: ItemDetails | null } | { ok: false; reason: Msg } {
	const { name } = record;
	const json = entries.get(entryName(record.id, DETAILS_FILE));
	if (!json) return { ok: true, details: null };
	const parsed = parseJson(json);
	if (!parsed.ok) return { ok: false, reason: backupMsg('backup.problem.detailsJson', { name }) };
	const checked = checkItemDetails(parsed.value, matrix);
	if (checked.ok) return checked;
	return {
		ok: false,
		reason: backupMsg('backup.problem.detailsInvalid', { name, detail: checked.reason })
	};
}

/**
 * Reads a library file as far as its datasets. `ok: false` when it is not one (or cannot be
 * read safely); otherwise the sound datasets, with a problem message for each one left out, and
 * the saved runs and values as listed (for `storage/library-backup.ts` to check).
 */
export function readLibraryArchive(
	bytes: Uint8Array | ArrayBuffer,
	limits: LibraryFileLimits = LIBRARY_FILE_LIMITS
): LibraryArchive {
	const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
	if (!(data instanceof Uint8Array)) {
		return { ok: false, message: backupMsg('backup.refused.noContent') };
	}
	try {
		const read = readEntries(data, limits);
		if (!read.ok) return read;
		const manifest = readManifest(read.entries);
		if (!manifest.ok) return manifest;
		const { datasets, problems } = readDatasets(manifest.value.datasets, read.entries);
		return {
			ok: true,
			exportedAt: manifest.value.exportedAt,
			appVersion: manifest.value.app.version,
			datasets,
			runs: manifest.value.runs,
			kv: manifest.value.kv,
			...(manifest.value.scoreTables ? { scoreTables: manifest.value.scoreTables } : {}),
			...(manifest.value.votes ? { votes: manifest.value.votes } : {}),
			listedIds: manifest.value.datasets.map((d) => (d as { id?: unknown } | null)?.id),
			problems
		};
	} catch (e) {
		// Nothing above should throw; if it does, the file is still refused with a message.
		const detail = e instanceof Error ? e.message : String(e);
		return { ok: false, message: backupMsg('backup.refused.unreadable', { detail }) };
	}
}

type Manifest = z.infer<typeof ManifestSchema>;

function readManifest(
	entries: Map<string, Uint8Array>
): { ok: true; value: Manifest } | { ok: false; message: Msg } {
	const manifest = MANIFEST_NAME;
	const manifestBytes = entries.get(MANIFEST_NAME);
	if (!manifestBytes) {
		return { ok: false, message: backupMsg('backup.refused.noManifest', { manifest }) };
	}
	const parsed = parseJson(manifestBytes);
	if (!parsed.ok) {
		return { ok: false, message: backupMsg('backup.refused.manifestJson', { manifest }) };
	}
	const version = formatVersion(parsed.value);
	if (version === null) {
		return { ok: false, message: backupMsg('backup.refused.otherManifest', { manifest }) };
	}
	if (version > 2) {
		return { ok: false, message: backupMsg('backup.refused.newer', { version }) };
	}
	const checked = ManifestSchema.safeParse(parsed.value);
	if (!checked.success) {
		const detail = zodReason(checked.error, 3);
		return {
			ok: false,
			message: backupMsg('backup.refused.manifestInvalid', { manifest, detail })
		};
	}
	return { ok: true, value: checked.data };
}

/** The sound datasets the manifest lists, and a problem for each one left out. */
function readDatasets(
	listed: readonly unknown[],
	entries: Map<string, Uint8Array>
): { datasets: LibraryDataset[]; problems: Msg[] } {
	const problems: Msg[] = [];
	const datasets: LibraryDataset[] = [];
	const ids = new Set<string>();
	listed.forEach((raw, k) => {
		const record = DatasetRecordSchema.safeParse(raw);
		if (!record.success) {
			const detail = zodReason(record.error, 3);
			problems.push(backupMsg('backup.problem.datasetInvalid', { index: k + 1, detail }));
			return;
		}
		const r = record.data;
		if (ids.has(r.id)) {
			problems.push(backupMsg('backup.problem.datasetTwice', { name: r.name }));
			return;
		}
		const matrix = readMatrix(r, entries);
		if (!matrix.ok) {
			problems.push(matrix.reason);
			return;
		}
		ids.add(r.id);
		const dataset: LibraryDataset = { record: r, matrix: matrix.matrix };
		const details = readDetails(r, matrix.matrix, entries);
		if (!details.ok) {
			// The matrix is sound: the dataset is imported without the details it cannot use.
			problems.push(details.reason);
		}
		datasets.push(
			details.ok && details.details ? { ...dataset, details: details.details } : dataset
		);
	});
	return { datasets, problems };
}
