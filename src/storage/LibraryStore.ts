/**
 * The library in IndexedDB — the only module that imports idb. See `README.md` in this folder.
 *
 * Database `perturbation-sandbox`, version `DB_VERSION` (the last step of `migrations.ts`):
 *   datasets  DatasetRecord, keyPath `id` (content fingerprint); index `by-addedAt`
 *   matrices  ScoreMatrix + `id`, keyPath `id` (listing the library never loads a matrix)
 *   details   ItemDetails + `id`, keyPath `id` (optional; only the item view loads them)
 *   runs      SavedRun `{ key, datasetId, savedAt, result }`, keyPath `key`; index `by-dataset`
 *   reviews   ReviewRecord, keyPath `id` (the dataset's): item verdicts, notes and exclusions
 *   configs   each model's run configuration (`schemas/run-config.ts`) + `id` (the dataset's)
 *   views     SavedView `{ key, datasetId, savedAt, version, view }`: a finished run's figures,
 *             keyPath `key` (the run's); index `by-dataset`; deleted with its dataset, not in
 *             the library file
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
import { deleteDB, openDB, type StoreNames } from 'idb';
import { version as PACKAGE_VERSION } from '../../package.json';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { writeLibraryFile } from '../formats/library-file.ts';
import type { Msg } from '../i18n/catalog.ts';
import { DatasetRecordSchema, type DatasetRecord } from '../schemas/dataset.ts';
import { ModelFactsListSchema, type ModelFactsEntry } from '../schemas/model-facts.ts';
import { checkItemDetails, type ItemDetails } from '../schemas/item-details.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import {
	checkDatasetWrite,
	HeldDatasets,
	storedOk,
	writeDataset,
	type DatasetWrite,
	type DatasetWriter
} from './dataset-write.ts';
import type { RunConfigs } from '../schemas/run-config.ts';
import type { RunResult } from '../schemas/results.ts';
import { readLibraryFile, type LibraryRead } from './library-backup.ts';
import { checkReviewRecord, type ReviewRecord } from '../features/items/storage/reviews.ts';
import { runsIn, saveRunIn, saveViewIn, viewIn } from './saved-runs.ts';
import { configsOf } from './run-configs.ts';
import {
	applyLibrary,
	exportContents,
	inspectLibrary,
	readSnapshot,
	type ImportInspection,
	type ImportOutcome,
	type LibraryExport,
	type LibraryImportOptions
} from './library-transfer.ts';
import {
	latestVersion,
	migrate,
	MIGRATIONS,
	type LibraryDb,
	type LibrarySchema,
	type Migration
} from './migrations.ts';
import { checkSavedRun, datasetValueBounds, type SavedRun, type SavedView } from './saved-run.ts';
import {
	blockedError,
	errorName,
	StorageError,
	toStorageError,
	unavailable
} from './storage-errors.ts';
import { newProgress, quiet, settle, setPhase, within, type Progress } from './transactions.ts';

export type { ItemDetails } from '../schemas/item-details.ts';
export type { LibraryRead } from './library-backup.ts';
export type { ImportInspection, ImportOutcome, LibraryExport } from './library-transfer.ts';
export type { ReviewRecord, StoredVerdict } from '../features/items/storage/reviews.ts';
export { StorageError, storageMessage, STORAGE_MESSAGES } from './storage-errors.ts';

export const DB_NAME = 'perturbation-sandbox';
export const DB_VERSION = latestVersion(MIGRATIONS);

interface LibraryStoreOptions {
	/** Schema steps. Tests pass a prefix (to act as an older app) or an extra step (a newer one). */
	readonly migrations?: readonly Migration[];
	/** How long an open or deletion waits once the browser reports other tabs in the way. */
	readonly blockedTimeoutMs?: number;
	/** How long an open or deletion may take in all (a running upgrade is not cut short). */
	readonly openTimeoutMs?: number;
}

interface Connection {
	readonly db: Promise<LibraryDb>;
	readonly progress: Progress;
}

export class LibraryStore {
	/** The database's name (a writer elsewhere opens the same one). */
	readonly name: string;
	readonly #migrations: readonly Migration[];
	readonly #version: number;
	readonly #timeouts: { waiting: number; blocked: number };
	#conn: Connection | null = null;
	/** Datasets being written by `begin` (or whose write failed), read from memory meanwhile. */
	readonly #held = new HeldDatasets();

	constructor(name: string = DB_NAME, options: LibraryStoreOptions = {}) {
		this.name = name;
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
				throw unavailable();
			}
			return openDB<LibrarySchema>(this.name, this.#version, {
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

	/** Whether dataset `id` is held in memory (being written by `begin`, or its write failed). */
	holds(id: string): boolean {
		return this.#held.get(id) !== undefined;
	}

	get(id: string): Promise<DatasetRecord | undefined> {
		const held = this.#held.get(id);
		if (held) return Promise.resolve(held.record);
		return this.#run('reading a dataset', (db) => db.get('datasets', id));
	}

	getMatrix(id: string): Promise<ScoreMatrix | undefined> {
		const held = this.#held.get(id);
		if (held) return Promise.resolve(held.matrix);
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
		const held = this.#held.get(id)?.details;
		if (held) return Promise.resolve(held);
		return this.#run('loading the item details', async (db) => {
			const stored = await db.get('details', id);
			return stored ? storedOk(checkItemDetails(stored), 'item details').details : undefined;
		});
	}

	/**
	 * Each model's run configuration as the import read it, or `undefined` when none was stored
	 * (a dataset imported before configurations were kept). Damaged records fail with a sentence.
	 */
	getConfigs(id: string): Promise<RunConfigs | undefined> {
		const held = this.#held.get(id)?.configs;
		if (held) return Promise.resolve(held);
		return this.#run('loading the run configurations', async (db) => {
			const stored = await db.get('configs', id);
			return stored === undefined
				? undefined
				: storedOk(configsOf(stored), 'run configurations').configs;
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
		details?: ItemDetails | null,
		configs?: RunConfigs | null
	): Promise<void> {
		const checked = checkDatasetWrite(record, matrix, details, configs);
		if (!checked.ok) throw checked.error;
		await this.#write(checked.write);
	}

	/**
	 * Starts storing a dataset as `put` does (through `writer`, off the page, when given: see
	 * `DatasetWriter`), holding it in memory meanwhile: its reads answer from memory at once, so an
	 * import opens while it is written. `written` fails with `put`'s StorageError; the dataset then
	 * stays held (it opens in this page, unlisted) until stored again or deleted. Invalid input is
	 * refused at once, as a value: nothing is held or written.
	 */
	begin(
		record: DatasetRecord,
		matrix: ScoreMatrix,
		details?: ItemDetails | null,
		configs?: RunConfigs | null,
		writer?: DatasetWriter
	): { ok: true; written: Promise<void> } | { ok: false; error: StorageError } {
		const checked = checkDatasetWrite(record, matrix, details, configs);
		if (!checked.ok) return checked;
		const write = checked.write;
		this.#held.hold(write);
		const inPage = () => this.#write(write);
		const writing = writer
			? writer(write).catch((e: unknown) => {
					if (e instanceof StorageError) throw e;
					return inPage(); // the writer could not write: the page does
				})
			: inPage();
		const written = writing.then(() => this.#held.written(write));
		written.catch(() => {}); // read by the caller
		return { ok: true, written };
	}

	#write(write: DatasetWrite): Promise<void> {
		return this.#run(`saving “${write.record.name}”`, (db) => writeDataset(db, write));
	}

	async rename(id: string, name: string): Promise<DatasetRecord> {
		const trimmed = typeof name === 'string' ? name.trim() : '';
		if (trimmed.length < 1 || trimmed.length > 200) {
			throw new StorageError('other', 'A dataset name must have between 1 and 200 characters.');
		}
		const next = await this.#run('renaming a dataset', (db) => {
			const tx = db.transaction('datasets', 'readwrite');
			return settle(tx, async () => {
				const record = await tx.store.get(id);
				if (!record) throw new StorageError('other', 'That dataset is no longer in the library.');
				const next: DatasetRecord = { ...record, name: trimmed };
				quiet(tx.store.put(next));
				return next;
			});
		});
		this.#held.renamed(next);
		return next;
	}

	/** Replaces a dataset's model facts (the dates view's edits), in one transaction. */
	async setModelFacts(id: string, facts: readonly ModelFactsEntry[]): Promise<DatasetRecord> {
		const valid = ModelFactsListSchema.safeParse(facts);
		if (!valid.success)
			throw new StorageError('other', `Invalid model facts (${valid.error.message}).`);
		const next = await this.#run('changing the model dates', (db) => {
			const tx = db.transaction('datasets', 'readwrite');
			return settle(tx, async () => {
				const record = await tx.store.get(id);
				if (!record) throw new StorageError('other', 'That dataset is no longer in the library.');
				quiet(tx.store.put({ ...record, modelFacts: valid.data }));
				return { ...record, modelFacts: valid.data };
			});
		});
		this.#held.renamed(next);
		return next;
	}

	/**
	 * Deletes a dataset with its matrix, item details, saved runs and per-dataset values, in one
	 * transaction.
	 */
	delete(id: string): Promise<void> {
		this.#held.drop(id);
		return this.#run('deleting a dataset', (db) => {
			// The reviews store exists from version 4 on (tests act as older apps with fewer steps).
			const withReviews = db.objectStoreNames.contains('reviews');
			const withConfigs = db.objectStoreNames.contains('configs');
			const withViews = db.objectStoreNames.contains('views');
			const stores: StoreNames<LibrarySchema>[] = ['datasets', 'matrices', 'details', 'runs', 'kv'];
			if (withReviews) stores.push('reviews');
			if (withConfigs) stores.push('configs');
			if (withViews) stores.push('views');
			const tx = db.transaction(stores, 'readwrite');
			return settle(tx, async () => {
				if (withViews) {
					const views = tx.objectStore('views');
					for (const key of await views.index('by-dataset').getAllKeys(id)) {
						quiet(views.delete(key));
					}
				}
				if (withReviews) quiet(tx.objectStore('reviews').delete(id));
				if (withConfigs) quiet(tx.objectStore('configs').delete(id));
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

	// --- reviews -------------------------------------------------------------------------------

	/**
	 * A dataset's review (verdicts, notes, exclusions), or `undefined` when it has none. A damaged
	 * record fails with a sentence saying so (the caller may start a new review over it).
	 */
	getReviews(id: string): Promise<ReviewRecord | undefined> {
		return this.#run('loading the review', async (db) => {
			const stored = await db.get('reviews', id);
			if (stored === undefined) return undefined;
			const checked = checkReviewRecord(stored);
			if (!checked.ok) {
				throw new StorageError(
					'other',
					`The stored review of this dataset is damaged (${checked.reason}). Export the library to keep a copy, then review again.`
				);
			}
			return checked.record;
		});
	}

	/**
	 * Saves a dataset's review (replacing the one before). Fails when the dataset is not in the
	 * library (checked in the same transaction, so a review is never left behind by a deletion).
	 */
	async putReviews(record: ReviewRecord): Promise<ReviewRecord> {
		const checked = checkReviewRecord(record);
		if (!checked.ok) {
			throw new StorageError('other', `Refusing to save an invalid review (${checked.reason}).`);
		}
		return this.#run('saving the review', (db) => {
			const tx = db.transaction(['datasets', 'reviews'], 'readwrite');
			return settle(tx, async () => {
				if ((await tx.objectStore('datasets').getKey(record.id)) === undefined) {
					throw new StorageError(
						'other',
						'The dataset of this review is no longer in the library, so the review was not saved.'
					);
				}
				quiet(tx.objectStore('reviews').put(checked.record));
				return checked.record;
			});
		});
	}

	// --- saved runs ------------------------------------------------------------------------------

	/**
	 * Saves a run result under `runKey(dataset, settings)` (replacing the same run saved before);
	 * fails when its dataset is no longer in the library.
	 */
	saveRun(result: RunResult): Promise<SavedRun> {
		return this.#run('saving the run', (db) => saveRunIn(db, result));
	}

	/** Keeps a finished run's figures (`SavedView`) under its key, replacing the same run's. */
	saveView(view: SavedView): Promise<void> {
		return this.#run('keeping the result', (db) => saveViewIn(db, view));
	}

	/** A finished run's figures and its saved run (its JSON), by the run's key; each may be absent. */
	getView(key: string): Promise<{ view: SavedView | undefined; run: SavedRun | undefined }> {
		return this.#run('loading a result', (db) => viewIn(db, key));
	}

	/** The saved runs of a dataset, newest first. Damaged records are skipped. */
	listRuns(datasetId: string): Promise<SavedRun[]> {
		return this.#run('reading saved runs', (db) => runsIn(db, datasetId));
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
	 * The whole library as one file (its format: docs/formats.md), read in one transaction so it
	 * is a consistent snapshot. Damaged records are left out and listed in `problems`.
	 */
	async exportAll(
		options: {
			appVersion?: string;
			now?: Date;
			scoreTables?: readonly unknown[];
			votes?: readonly unknown[];
		} = {}
	): Promise<LibraryExport> {
		const snapshot = await this.#run('exporting the library', (db) => readSnapshot(db));
		const exportedAt = (options.now ?? new Date()).toISOString();
		const problems: Msg[] = [];
		const contents = exportContents(
			snapshot,
			exportedAt,
			options.appVersion ?? PACKAGE_VERSION,
			problems
		);
		try {
			const withTables = {
				...contents,
				scoreTables: options.scoreTables ?? [],
				votes: options.votes ?? []
			};
			const bytes = writeLibraryFile(withTables, {
				onProblem: (message) => problems.push(message)
			});
			return {
				bytes,
				fileName: `perturbation-sandbox-library-${exportedAt.slice(0, 10)}.zip`,
				datasets: contents.datasets.length,
				runs: contents.runs.length,
				problems
			};
		} catch (e) {
			throw toStorageError(e, 'writing the library file');
		}
	}

	/**
	 * First step of an import: what a library file holds and which datasets the library already
	 * has. Writes nothing. `ok: false` when the file is not a library file (the message says why).
	 * Takes the file read once (in the engine worker, `completeLibraryRead`) or its bytes.
	 */
	async inspectImport(file: LibraryRead | Uint8Array | ArrayBuffer): Promise<ImportInspection> {
		const read = readOf(file);
		if (!read.ok) return read;
		const problems = [...read.problems];
		return this.#run('reading the library', (db) => inspectLibrary(db, read.contents, problems));
	}

	/**
	 * Second step: writes the file's contents in one transaction (all or nothing). New datasets
	 * and runs are added; ones the library already has are kept unless `onConflict` is
	 * `replace`. Runs whose dataset is neither in the file nor in the library are left out.
	 */
	async applyImport(
		file: LibraryRead | Uint8Array | ArrayBuffer,
		options: LibraryImportOptions
	): Promise<ImportOutcome> {
		const read = readOf(file);
		if (!read.ok) return read;
		const problems = [...read.problems];
		return this.#run('importing the library file', (db) =>
			applyLibrary(db, read.contents, options, problems)
		);
	}

	// --- the whole database ----------------------------------------------------------------------

	/**
	 * Deletes the whole database (every dataset, matrix, saved run and value). Resolves once the
	 * browser reports it gone; fails with `blocked` when other tabs keep it open (the deletion then
	 * completes when they close). Using the store afterwards starts a new, empty library.
	 */
	async deleteEverything(): Promise<void> {
		this.#held.clear();
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
				throw unavailable();
			}
			const progress = newProgress();
			await within(
				deleteDB(this.name, { blocked: () => setPhase(progress, 'blocked') }),
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

function readOf(file: LibraryRead | Uint8Array | ArrayBuffer): LibraryRead {
	return file instanceof Uint8Array || file instanceof ArrayBuffer ? readLibraryFile(file) : file;
}
