/**
 * The library in IndexedDB — the only module that imports idb. See `README.md` in this folder.
 *
 * Database `perturbation-sandbox`, version `DB_VERSION` (the last step of `migrations.ts`):
 *   datasets  DatasetRecord, keyPath `id` (content fingerprint); index `by-addedAt`
 *   matrices  ScoreMatrix + `id`, keyPath `id` (listing the library never loads a matrix)
 *   details   ItemDetails + `id`, keyPath `id` (optional; only the item view loads them)
 *   runs      SavedRun `{ key, datasetId, savedAt, result }`, keyPath `key`; index `by-dataset`
 *   kv        small values, out-of-line keys; `dataset:<id>:<field>` ones belong to a dataset
 *
 * Guarantees:
 * - Every write that touches several records is one transaction: a dataset with its matrix and
 *   item details, a deletion with its details, runs and values, a whole library import. A
 *   failure (full disk, a closed tab) rolls it back, so nothing is ever half-written.
 * - Every method fails only with `StorageError` (`kind` says what the UI should say; `message`
 *   says it in words), including when IndexedDB does not exist at all.
 * - Several tabs: writes are serialised by IndexedDB; when another tab opens a newer version this
 *   connection closes at once (so the upgrade is never blocked by us) and reopens on next use; an
 *   open that other tabs hold up fails with `blocked` after a timeout instead of hanging.
 */
import { deleteDB, openDB } from 'idb';
import { version as PACKAGE_VERSION } from '../../package.json';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { DatasetRecordSchema, type DatasetRecord } from '../schemas/dataset.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import { RunResultSchema, type RunResult } from '../schemas/results.ts';
import { checkItemDetails, type ItemDetails } from '../schemas/item-details.ts';
import {
	readLibraryFile,
	writeLibraryFile,
	type LibraryDataset,
	type LibraryValue
} from './library-file.ts';
import {
	latestVersion,
	migrate,
	MIGRATIONS,
	type LibraryDb,
	type LibrarySchema,
	type Migration
} from './migrations.ts';
import {
	checkSavedRun,
	datasetOfKey,
	datasetValueBounds,
	DATASET_VALUE_PREFIX,
	runKey,
	type SavedRun
} from './saved-run.ts';

export type { ItemDetails } from '../schemas/item-details.ts';
export type { StoredDetails, StoredMatrix } from './migrations.ts';
export type { SavedRun } from './saved-run.ts';

export const DB_NAME = 'perturbation-sandbox';
export const DB_VERSION = latestVersion(MIGRATIONS);

export type StorageErrorKind = 'quota' | 'unavailable' | 'blocked' | 'outdated' | 'other';

/**
 * A storage failure the UI can explain: `quota` (disk full or over the site's allowance),
 * `unavailable` (no IndexedDB here, e.g. some private windows), `blocked` (other tabs hold the
 * database), `outdated` (a newer version of the app upgraded the database: reload), `other`.
 */
export class StorageError extends Error {
	override name = 'StorageError';
	constructor(
		readonly kind: StorageErrorKind,
		message: string,
		options?: { cause?: unknown }
	) {
		super(message, options);
	}
}

const UNAVAILABLE =
	'Browser storage is not available here (private windows and some browser settings turn IndexedDB off). The app still works, but nothing is kept after you close the tab.';

function errorName(e: unknown): string {
	return e instanceof DOMException || e instanceof Error ? e.name : '';
}

function toStorageError(e: unknown, doing: string): StorageError {
	if (e instanceof StorageError) return e;
	const name = errorName(e);
	if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') {
		return new StorageError(
			'quota',
			`The browser refused more storage while ${doing}, so nothing was saved. Free space by deleting datasets or saved runs you no longer need, or allow this site more storage.`,
			{ cause: e }
		);
	}
	if (name === 'VersionError') {
		return new StorageError(
			'outdated',
			`The library was upgraded by a newer version of this app (open in another tab). Reload this page to keep working; nothing was lost.`,
			{ cause: e }
		);
	}
	if (name === 'InvalidStateError' || name === 'UnknownError' || name === 'SecurityError') {
		return new StorageError('unavailable', `${UNAVAILABLE} (${name} while ${doing}.)`, {
			cause: e
		});
	}
	const detail = e instanceof Error ? e.message : String(e);
	return new StorageError('other', `Storage failed while ${doing}: ${detail}`, { cause: e });
}

function blockedError(what: 'open' | 'delete'): StorageError {
	return new StorageError(
		'blocked',
		what === 'open'
			? 'The library is held by another tab of this app (probably an older version that does not let go). Close the other tabs of this app, or reload them, then try again.'
			: 'Other tabs of this app still have the library open, so it cannot be deleted yet. Close the other tabs of this app; the deletion finishes as soon as they are closed.'
	);
}

/**
 * Where a pending open or deletion stands: `waiting` for its turn, `blocked` (the browser said
 * other connections are in the way), `working` (an upgrade is running), `done`.
 */
interface Progress {
	phase: 'waiting' | 'blocked' | 'working' | 'done';
	readonly listeners: Set<() => void>;
}

function newProgress(): Progress {
	return { phase: 'waiting', listeners: new Set() };
}

function setPhase(p: Progress, phase: Progress['phase']): void {
	p.phase = phase;
	for (const f of [...p.listeners]) f();
}

/**
 * `promise`, or a `blocked` StorageError once it has been `blocked` for `ms.blocked` or
 * `waiting` for `ms.waiting` (a running upgrade is never cut short). Each caller gets its own
 * clock, so a call made after the other tab let go waits for the open instead of failing.
 */
function within<T>(
	promise: Promise<T>,
	progress: Progress,
	ms: { waiting: number; blocked: number },
	error: () => StorageError
): Promise<T> {
	return new Promise<T>((resolve, reject) => {
		let timer: ReturnType<typeof setTimeout> | undefined;
		const arm = () => {
			clearTimeout(timer);
			timer = undefined;
			const wait =
				progress.phase === 'waiting' ? ms.waiting : progress.phase === 'blocked' ? ms.blocked : 0;
			if (wait) timer = setTimeout(() => reject(error()), wait);
		};
		progress.listeners.add(arm);
		arm();
		void promise.then(resolve, reject).finally(() => {
			clearTimeout(timer);
			progress.listeners.delete(arm);
		});
	});
}

/** A write request whose outcome the transaction reports (its own rejection is not needed). */
function quiet(request: Promise<unknown>): void {
	request.catch(() => {});
}

/**
 * Runs `body` (which issues the requests of `tx`) and waits for the transaction to commit. If
 * `body` throws, the transaction is aborted, so nothing it wrote stays. The error reported is the
 * transaction's own (e.g. QuotaExceededError) rather than the AbortError of its requests.
 */
async function settle<T>(
	tx: { readonly done: Promise<void>; abort(): void },
	body: () => Promise<T>
): Promise<T> {
	// Handled here at once: the transaction may abort (quota) while `body` still awaits a read.
	tx.done.catch(() => {});
	let result: T;
	try {
		result = await body();
	} catch (e) {
		try {
			tx.abort();
		} catch {
			// already finished or aborted
		}
		const why = await tx.done.then(
			() => undefined,
			(x: unknown) => x
		);
		throw why !== undefined && errorName(why) !== 'AbortError' ? why : e;
	}
	await tx.done;
	return result;
}

function orphanRuns(n: number): string {
	return `${n} saved run(s) cannot be imported: their dataset is neither in the file nor in this library.`;
}

/** Whether a stored value can go into a JSON file unchanged. */
function isJsonData(v: unknown, depth = 0): boolean {
	if (depth > 64) return false;
	if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
	if (typeof v === 'number') return Number.isFinite(v);
	if (Array.isArray(v)) return v.every((x) => isJsonData(x, depth + 1));
	if (typeof v !== 'object') return false;
	const proto: unknown = Object.getPrototypeOf(v);
	if (proto !== Object.prototype && proto !== null) return false;
	return Object.values(v).every((x) => isJsonData(x, depth + 1));
}

export interface LibraryStoreOptions {
	/** Schema steps. Tests pass a prefix (to act as an older app) or an extra step (a newer one). */
	readonly migrations?: readonly Migration[];
	/** How long an open or deletion waits once the browser reports other tabs in the way. */
	readonly blockedTimeoutMs?: number;
	/** How long an open or deletion may take in all (a running upgrade is not cut short). */
	readonly openTimeoutMs?: number;
}

/** `exportAll`'s result: the file and what went into it. */
export interface LibraryExport {
	readonly bytes: Uint8Array;
	/** Suggested download name, `perturbation-sandbox-library-YYYY-MM-DD.zip`. */
	readonly fileName: string;
	readonly datasets: number;
	readonly runs: number;
	/** Records left out because they are damaged (each in words). */
	readonly problems: string[];
}

export type DatasetPresence = 'no' | 'same-name' | 'different-name';

export interface ImportCandidate {
	/** The dataset as described in the file. */
	readonly record: DatasetRecord;
	/**
	 * Whether the library already has this dataset (same id = same matrix): `no`; `same-name`
	 * (nothing to ask); `different-name` (the user named it differently here: ask which to keep).
	 */
	readonly exists: DatasetPresence;
	/** The library's record when it exists. */
	readonly current: DatasetRecord | null;
	/** Saved runs of this dataset in the file. */
	readonly runs: number;
	/** Whether the file carries item details for it (valid ones; damaged ones are a problem). */
	readonly details: boolean;
}

export type ImportInspection =
	| { readonly ok: false; readonly message: string }
	| {
			readonly ok: true;
			readonly exportedAt: string;
			readonly appVersion: string;
			readonly datasets: ImportCandidate[];
			/** Saved runs in the file, and how many of them the library already has. */
			readonly runs: { readonly total: number; readonly existing: number };
			readonly problems: string[];
	  };

export interface ImportOptions {
	/**
	 * What to do with a dataset or saved run the library already has: keep the library's
	 * (`skip`) or take the file's (`replace`: its name, notes and per-dataset values). Anything
	 * but `replace` keeps the library's.
	 */
	readonly onConflict: 'skip' | 'replace';
}

export interface ImportCounts {
	readonly added: number;
	readonly replaced: number;
	readonly skipped: number;
}

export type ImportOutcome =
	| { readonly ok: false; readonly message: string }
	| (ImportCounts & {
			readonly ok: true;
			readonly runs: ImportCounts;
			readonly problems: string[];
	  });

interface Connection {
	readonly db: Promise<LibraryDb>;
	readonly progress: Progress;
}

export class LibraryStore {
	readonly #name: string;
	readonly #migrations: readonly Migration[];
	readonly #version: number;
	readonly #timeouts: { waiting: number; blocked: number };
	#conn: Connection | null = null;

	constructor(name: string = DB_NAME, options: LibraryStoreOptions = {}) {
		this.#name = name;
		this.#migrations = options.migrations ?? MIGRATIONS;
		this.#version = latestVersion(this.#migrations);
		this.#timeouts = {
			waiting: options.openTimeoutMs ?? 30_000,
			blocked: options.blockedTimeoutMs ?? 3_000
		};
	}

	#connect(): Connection {
		const progress = newProgress();
		const migrations = this.#migrations;
		let self: Connection | null = null;
		const drop = () => {
			if (this.#conn === self) this.#conn = null;
		};
		const db = (async () => {
			if (typeof indexedDB === 'undefined' || !indexedDB) {
				throw new StorageError('unavailable', UNAVAILABLE);
			}
			return openDB<LibrarySchema>(this.#name, this.#version, {
				upgrade(db, oldVersion, newVersion, tx) {
					setPhase(progress, 'working'); // an upgrade is real work, however long it takes
					// A failed step aborts the upgrade; the open request reports it, not this promise.
					tx.done.catch(() => {});
					migrate(migrations, db, tx, oldVersion, newVersion ?? oldVersion);
				},
				blocked: () => setPhase(progress, 'blocked'),
				blocking: (_current, _next, event) => {
					// Another tab wants a newer schema (or to delete the library): let it proceed
					// at once; this store reopens on next use.
					drop();
					(event.target as IDBDatabase).close();
				},
				terminated: drop
			});
		})().then(
			(opened) => {
				setPhase(progress, 'done');
				return opened;
			},
			(e: unknown) => {
				setPhase(progress, 'done');
				drop();
				throw toStorageError(e, 'opening the library');
			}
		);
		db.catch(() => {}); // callers see the rejection through #run
		self = { db, progress };
		return self;
	}

	/** Opens (or reuses) the connection and runs `fn`; every failure becomes a StorageError. */
	async #run<T>(doing: string, fn: (db: LibraryDb) => Promise<T>): Promise<T> {
		try {
			for (let attempt = 0; ; attempt++) {
				const conn = (this.#conn ??= this.#connect());
				const db = await within(conn.db, conn.progress, this.#timeouts, () => blockedError('open'));
				try {
					return await fn(db);
				} catch (e) {
					// Another tab's upgrade closed this connection between open and use: reopen once.
					if (attempt === 0 && this.#conn !== conn && errorName(e) === 'InvalidStateError') {
						continue;
					}
					throw e;
				}
			}
		} catch (e) {
			throw toStorageError(e, doing);
		}
	}

	// --- datasets ------------------------------------------------------------------------------

	/** Every stored dataset, newest first. Records that fail validation are skipped. */
	list(): Promise<DatasetRecord[]> {
		return this.#run('reading the library', async (db) => {
			const all = await db.getAllFromIndex('datasets', 'by-addedAt');
			return all.filter((r) => DatasetRecordSchema.safeParse(r).success).reverse();
		});
	}

	get(id: string): Promise<DatasetRecord | undefined> {
		return this.#run('reading a dataset', (db) => db.get('datasets', id));
	}

	getMatrix(id: string): Promise<ScoreMatrix | undefined> {
		return this.#run('loading a dataset', async (db) => {
			const stored = await db.get('matrices', id);
			if (!stored) return undefined;
			const { id: _id, ...matrix } = stored;
			const checked = checkMatrix(matrix);
			if (!checked.ok) {
				throw new StorageError(
					'other',
					`The stored dataset is damaged (${checked.reason}). Delete it and import the file again.`
				);
			}
			return checked.matrix;
		});
	}

	/**
	 * The item details of a dataset, or `undefined` when it has none. Only the item view needs
	 * them: they are kept apart from the matrix, which `getMatrix` loads without them.
	 */
	getDetails(id: string): Promise<ItemDetails | undefined> {
		return this.#run('loading the item details', async (db) => {
			const stored = await db.get('details', id);
			if (!stored) return undefined;
			const checked = checkItemDetails(stored);
			if (!checked.ok) {
				throw new StorageError(
					'other',
					`The stored item details of this dataset are damaged (${checked.reason}). Import the dataset’s files again to restore them.`
				);
			}
			return checked.details;
		});
	}

	/**
	 * Stores a dataset with its matrix and, when given, its item details (which must be aligned
	 * with the matrix: the same items and models, in order), in one transaction: all or nothing.
	 * Without `details`, details stored before for this id are kept: the id is the matrix's
	 * fingerprint, so they still fit it.
	 */
	async put(
		record: DatasetRecord,
		matrix: ScoreMatrix,
		details?: ItemDetails | null
	): Promise<void> {
		const valid = DatasetRecordSchema.safeParse(record);
		if (!valid.success) {
			throw new StorageError(
				'other',
				`Refusing to store an invalid dataset description (${valid.error.issues[0]?.message}).`
			);
		}
		const checked = checkMatrix(matrix);
		if (!checked.ok) {
			throw new StorageError('other', `Refusing to store an invalid matrix: ${checked.reason}`);
		}
		const fits = details ? checkItemDetails(details, matrix) : null;
		if (fits && !fits.ok) {
			throw new StorageError(
				'other',
				`Refusing to store item details that do not fit the matrix: ${fits.reason}.`
			);
		}
		await this.#run(`saving “${record.name}”`, (db) => {
			// Only the stores written, so a put without details also works on a version 2 schema
			// (which tests use to act as an older app).
			const stores = fits
				? (['datasets', 'matrices', 'details'] as const)
				: (['datasets', 'matrices'] as const);
			const tx = db.transaction(stores, 'readwrite');
			return settle(tx, async () => {
				quiet(tx.objectStore('matrices').put({ ...matrix, id: record.id }));
				quiet(tx.objectStore('datasets').put(record));
				if (fits?.ok) quiet(tx.objectStore('details').put({ ...fits.details, id: record.id }));
			});
		});
	}

	async rename(id: string, name: string): Promise<DatasetRecord> {
		const trimmed = typeof name === 'string' ? name.trim() : '';
		if (trimmed.length < 1 || trimmed.length > 200) {
			throw new StorageError('other', 'A dataset name must have between 1 and 200 characters.');
		}
		return this.#run('renaming a dataset', (db) => {
			const tx = db.transaction('datasets', 'readwrite');
			return settle(tx, async () => {
				const record = await tx.store.get(id);
				if (!record) throw new StorageError('other', 'That dataset is no longer in the library.');
				const next: DatasetRecord = { ...record, name: trimmed };
				quiet(tx.store.put(next));
				return next;
			});
		});
	}

	/**
	 * Deletes a dataset with its matrix, item details, saved runs and per-dataset values, in one
	 * transaction.
	 */
	delete(id: string): Promise<void> {
		return this.#run('deleting a dataset', (db) => {
			const tx = db.transaction(['datasets', 'matrices', 'details', 'runs', 'kv'], 'readwrite');
			return settle(tx, async () => {
				quiet(tx.objectStore('datasets').delete(id));
				quiet(tx.objectStore('matrices').delete(id));
				quiet(tx.objectStore('details').delete(id));
				const [lo, hi] = datasetValueBounds(id);
				quiet(tx.objectStore('kv').delete(IDBKeyRange.bound(lo, hi)));
				const runs = tx.objectStore('runs');
				for (const key of await runs.index('by-dataset').getAllKeys(id)) quiet(runs.delete(key));
			});
		});
	}

	// --- small values ----------------------------------------------------------------------------

	/**
	 * A small value. Keys `dataset:<id>:<field>` (see `datasetValueKey`) belong to that dataset:
	 * deleted with it and carried in the library file (values must then be JSON data). Other keys
	 * belong to this browser only.
	 */
	getValue<T>(key: string): Promise<T | undefined> {
		return this.#run('reading a setting', async (db) => (await db.get('kv', key)) as T | undefined);
	}

	async setValue(key: string, value: unknown): Promise<void> {
		await this.#run('saving a setting', (db) => db.put('kv', value, key));
	}

	// --- saved runs ------------------------------------------------------------------------------

	/**
	 * Saves a run result under `runKey(dataset, settings)` (replacing the same run saved before).
	 * Fails when its dataset is not in the library (checked in the same transaction, so a run is
	 * never left behind by a concurrent deletion).
	 */
	async saveRun(result: RunResult): Promise<SavedRun> {
		const valid = RunResultSchema.safeParse(result);
		if (!valid.success) {
			throw new StorageError(
				'other',
				`Refusing to save an invalid run result (${valid.error.issues[0]?.message}).`
			);
		}
		const run: SavedRun = {
			key: runKey(result.dataset.id, result.settings),
			datasetId: result.dataset.id,
			savedAt: new Date().toISOString(),
			result
		};
		return this.#run('saving the run', (db) => {
			const tx = db.transaction(['datasets', 'runs'], 'readwrite');
			return settle(tx, async () => {
				if ((await tx.objectStore('datasets').getKey(run.datasetId)) === undefined) {
					throw new StorageError(
						'other',
						'The dataset of this run is no longer in the library, so the run was not saved.'
					);
				}
				quiet(tx.objectStore('runs').put(run));
				return run;
			});
		});
	}

	/** The saved runs of a dataset, newest first. Damaged records are skipped. */
	listRuns(datasetId: string): Promise<SavedRun[]> {
		return this.#run('reading saved runs', async (db) => {
			const all = await db.getAllFromIndex('runs', 'by-dataset', datasetId);
			return all
				.map((r) => checkSavedRun(r))
				.flatMap((r) => (r.ok ? [r.run] : []))
				.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
		});
	}

	getRun(key: string): Promise<SavedRun | undefined> {
		return this.#run('loading a saved run', async (db) => {
			const stored = await db.get('runs', key);
			if (stored === undefined) return undefined;
			const checked = checkSavedRun(stored);
			if (!checked.ok) {
				throw new StorageError(
					'other',
					`The saved run is damaged (${checked.reason}). Delete it and run it again.`
				);
			}
			return checked.run;
		});
	}

	deleteRun(key: string): Promise<void> {
		return this.#run('deleting a saved run', (db) => db.delete('runs', key));
	}

	// --- library file ----------------------------------------------------------------------------

	/**
	 * The whole library as one file (format in `library-file.ts`), read in one transaction so it
	 * is a consistent snapshot. Damaged records are left out and listed in `problems`.
	 */
	async exportAll(options: { appVersion?: string; now?: Date } = {}): Promise<LibraryExport> {
		const snapshot = await this.#run('exporting the library', async (db) => {
			const tx = db.transaction(['datasets', 'matrices', 'details', 'runs', 'kv'], 'readonly');
			return settle(tx, async () => {
				const range = IDBKeyRange.bound(DATASET_VALUE_PREFIX, `${DATASET_VALUE_PREFIX}\uffff`);
				const [records, runs, kvKeys, kvValues] = await Promise.all([
					tx.objectStore('datasets').getAll(),
					tx.objectStore('runs').getAll(),
					tx.objectStore('kv').getAllKeys(range),
					tx.objectStore('kv').getAll(range)
				]);
				const [matrices, details] = await Promise.all([
					Promise.all(records.map((r) => tx.objectStore('matrices').get(r.id))),
					Promise.all(records.map((r) => tx.objectStore('details').get(r.id)))
				]);
				return { records, matrices, details, runs, kvKeys, kvValues };
			});
		});
		const problems: string[] = [];
		const datasets: LibraryDataset[] = [];
		snapshot.records.forEach((raw, k) => {
			const record = DatasetRecordSchema.safeParse(raw);
			const stored = snapshot.matrices[k];
			const name = record.success ? `“${record.data.name}”` : `A dataset`;
			if (!record.success || !stored) {
				problems.push(`${name} was left out: it is damaged in this browser’s storage.`);
				return;
			}
			const { id: _id, ...matrix } = stored;
			const checked = checkMatrix(matrix);
			if (!checked.ok) {
				problems.push(`${name} was left out: its matrix is damaged (${checked.reason}).`);
				return;
			}
			const storedDetails = snapshot.details[k];
			const details = storedDetails ? checkItemDetails(storedDetails, checked.matrix) : null;
			if (details && !details.ok) {
				problems.push(
					`The item details of ${name} were left out: they are damaged (${details.reason}).`
				);
			}
			datasets.push(
				details?.ok
					? { record: record.data, matrix: checked.matrix, details: details.details }
					: { record: record.data, matrix: checked.matrix }
			);
		});
		const ids = new Set(datasets.map((d) => d.record.id));
		const runs: SavedRun[] = [];
		let damagedRuns = 0;
		for (const raw of snapshot.runs) {
			const run = checkSavedRun(raw);
			if (run.ok && ids.has(run.run.datasetId)) runs.push(run.run);
			else damagedRuns++;
		}
		if (damagedRuns) problems.push(`${damagedRuns} saved run(s) were left out: they are damaged.`);
		const kv: LibraryValue[] = [];
		snapshot.kvKeys.forEach((key, k) => {
			const owner = typeof key === 'string' ? datasetOfKey(key) : null;
			if (owner === null || !ids.has(owner)) return; // not a per-dataset value, or an orphan
			const value = snapshot.kvValues[k];
			if (isJsonData(value)) kv.push({ key: key as string, value });
			else problems.push(`The value “${String(key)}” was left out: it is not JSON data.`);
		});
		const exportedAt = (options.now ?? new Date()).toISOString();
		try {
			const bytes = writeLibraryFile(
				{ exportedAt, appVersion: options.appVersion ?? PACKAGE_VERSION, datasets, runs, kv },
				{ onProblem: (message) => problems.push(message) }
			);
			return {
				bytes,
				fileName: `perturbation-sandbox-library-${exportedAt.slice(0, 10)}.zip`,
				datasets: datasets.length,
				runs: runs.length,
				problems
			};
		} catch (e) {
			throw toStorageError(e, 'writing the library file');
		}
	}

	/**
	 * First step of an import: what the file holds and which datasets the library already has.
	 * Writes nothing. `ok: false` when the file is not a library file (the message says why).
	 */
	async inspectImport(bytes: Uint8Array | ArrayBuffer): Promise<ImportInspection> {
		const read = readLibraryFile(bytes);
		if (!read.ok) return read;
		const { contents } = read;
		const problems = [...read.problems];
		const { current, runStored, datasetStored } = await this.#run(
			'reading the library',
			async (db) => {
				const tx = db.transaction(['datasets', 'runs'], 'readonly');
				const datasets = tx.objectStore('datasets');
				const runs = tx.objectStore('runs');
				return settle(tx, async () => {
					const [current, runStored, datasetStored] = await Promise.all([
						Promise.all(contents.datasets.map((d) => datasets.get(d.record.id))),
						Promise.all(contents.runs.map((r) => runs.getKey(r.key))),
						Promise.all(contents.runs.map((r) => datasets.getKey(r.datasetId)))
					]);
					return { current, runStored, datasetStored };
				});
			}
		);
		const inFile = new Set(contents.datasets.map((d) => d.record.id));
		const orphans = contents.runs.filter(
			(r, i) => !inFile.has(r.datasetId) && datasetStored[i] === undefined
		).length;
		if (orphans) problems.push(orphanRuns(orphans));
		const runsOf = new Map<string, number>();
		for (const r of contents.runs) runsOf.set(r.datasetId, (runsOf.get(r.datasetId) ?? 0) + 1);
		return {
			ok: true,
			exportedAt: contents.exportedAt,
			appVersion: contents.appVersion,
			datasets: contents.datasets.map(({ record, details }, k) => {
				const here = current[k] ?? null;
				return {
					record,
					exists: here === null ? 'no' : here.name === record.name ? 'same-name' : 'different-name',
					current: here,
					runs: runsOf.get(record.id) ?? 0,
					details: !!details
				};
			}),
			runs: {
				total: contents.runs.length,
				existing: runStored.filter((k) => k !== undefined).length
			},
			problems
		};
	}

	/**
	 * Second step: writes the file's contents in one transaction (all or nothing). New datasets
	 * and runs are added; ones the library already has are kept unless `onConflict` is
	 * `replace`. Runs whose dataset is neither in the file nor in the library are left out.
	 */
	async applyImport(
		bytes: Uint8Array | ArrayBuffer,
		options: ImportOptions
	): Promise<ImportOutcome> {
		const read = readLibraryFile(bytes);
		if (!read.ok) return read;
		const { contents } = read;
		const replace = options?.onConflict === 'replace';
		const problems = [...read.problems];
		const valuesOf = new Map<string, LibraryValue[]>();
		for (const v of contents.kv) {
			const owner = datasetOfKey(v.key)!;
			valuesOf.set(owner, [...(valuesOf.get(owner) ?? []), v]);
		}
		const inFile = new Set(contents.datasets.map((d) => d.record.id));
		return this.#run('importing the library file', (db) => {
			const tx = db.transaction(['datasets', 'matrices', 'details', 'runs', 'kv'], 'readwrite');
			return settle(tx, async () => {
				const datasets = tx.objectStore('datasets');
				const matrices = tx.objectStore('matrices');
				const details = tx.objectStore('details');
				const runs = tx.objectStore('runs');
				const kv = tx.objectStore('kv');
				const counts = { added: 0, replaced: 0, skipped: 0 };
				for (const { record, matrix, details: itemDetails } of contents.datasets) {
					const exists = (await datasets.getKey(record.id)) !== undefined;
					if (exists && !replace) {
						counts.skipped++;
						continue;
					}
					if (exists) {
						const [lo, hi] = datasetValueBounds(record.id);
						quiet(kv.delete(IDBKeyRange.bound(lo, hi)));
						counts.replaced++;
					} else counts.added++;
					quiet(matrices.put({ ...matrix, id: record.id }));
					quiet(datasets.put(record));
					// A file without details (an older one) keeps the details this library has.
					if (itemDetails) quiet(details.put({ ...itemDetails, id: record.id }));
					for (const v of valuesOf.get(record.id) ?? []) quiet(kv.put(v.value, v.key));
				}
				const runCounts = { added: 0, replaced: 0, skipped: 0 };
				let orphans = 0;
				for (const run of contents.runs) {
					if (!inFile.has(run.datasetId) && (await datasets.getKey(run.datasetId)) === undefined) {
						orphans++;
						continue;
					}
					const exists = (await runs.getKey(run.key)) !== undefined;
					if (exists && !replace) {
						runCounts.skipped++;
						continue;
					}
					quiet(runs.put(run));
					if (exists) runCounts.replaced++;
					else runCounts.added++;
				}
				if (orphans) problems.push(orphanRuns(orphans));
				return { ok: true as const, ...counts, runs: runCounts, problems };
			});
		});
	}

	// --- the whole database ----------------------------------------------------------------------

	/**
	 * Deletes the whole database (every dataset, matrix, saved run and value). Resolves once the
	 * browser reports it gone; fails with `blocked` when other tabs keep it open (the deletion then
	 * completes when they close). Using the store afterwards starts a new, empty library.
	 */
	async deleteEverything(): Promise<void> {
		const conn = this.#conn;
		this.#conn = null;
		// Our own connection would block the deletion: close it as soon as it is open.
		if (conn)
			void conn.db.then(
				(db) => db.close(),
				() => {}
			);
		try {
			if (typeof indexedDB === 'undefined' || !indexedDB) {
				throw new StorageError('unavailable', UNAVAILABLE);
			}
			const progress = newProgress();
			await within(
				deleteDB(this.#name, { blocked: () => setPhase(progress, 'blocked') }),
				progress,
				this.#timeouts,
				() => blockedError('delete')
			);
		} catch (e) {
			throw toStorageError(e, 'deleting the library');
		}
	}

	/** Closes the connection (the next call reopens it). */
	close(): void {
		const conn = this.#conn;
		this.#conn = null;
		if (conn)
			void conn.db.then(
				(db) => db.close(),
				() => {}
			);
	}
}
