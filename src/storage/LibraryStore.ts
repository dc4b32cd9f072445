/**
 * The library in IndexedDB — the only module that imports idb. Dataset descriptions and matrices
 * live in separate stores (listing the library never loads a matrix) and are always written and
 * deleted together in one transaction, so a failure leaves no half-written dataset.
 *
 * Schema history (bump DB_VERSION and add a step to `upgrade` for every change):
 *   1: datasets (keyPath id), matrices (keyPath id), kv (out-of-line keys)
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { DatasetRecordSchema, type DatasetRecord } from '../schemas/dataset.ts';
import { checkMatrix } from '../schemas/matrix.ts';

export const DB_NAME = 'perturbation-sandbox';
export const DB_VERSION = 1;

export interface StoredMatrix extends ScoreMatrix {
	readonly id: string;
}

interface LibrarySchema extends DBSchema {
	datasets: { key: string; value: DatasetRecord };
	matrices: { key: string; value: StoredMatrix };
	kv: { key: string; value: unknown };
}

export type StorageErrorKind = 'quota' | 'unavailable' | 'blocked' | 'other';

/** A storage failure the UI can explain. */
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

function toStorageError(e: unknown, doing: string): StorageError {
	if (e instanceof StorageError) return e;
	const name = e instanceof DOMException || e instanceof Error ? e.name : '';
	if (name === 'QuotaExceededError') {
		return new StorageError(
			'quota',
			`The browser refused more storage while ${doing}. Nothing was saved. Free space by deleting datasets you no longer need, or allow this site more storage.`,
			{ cause: e }
		);
	}
	if (name === 'InvalidStateError' || name === 'UnknownError' || name === 'SecurityError') {
		return new StorageError(
			'unavailable',
			`Browser storage is not available (${name}) while ${doing}. Private windows and some settings disable it; the app still works, but nothing is kept after you close the tab.`,
			{ cause: e }
		);
	}
	const detail = e instanceof Error ? e.message : String(e);
	return new StorageError('other', `Storage failed while ${doing}: ${detail}`, { cause: e });
}

export class LibraryStore {
	readonly #name: string;
	#db: Promise<IDBPDatabase<LibrarySchema>> | null = null;

	constructor(name: string = DB_NAME) {
		this.#name = name;
	}

	#open(): Promise<IDBPDatabase<LibrarySchema>> {
		this.#db ??= openDB<LibrarySchema>(this.#name, DB_VERSION, {
			upgrade(db, oldVersion) {
				if (oldVersion < 1) {
					db.createObjectStore('datasets', { keyPath: 'id' });
					db.createObjectStore('matrices', { keyPath: 'id' });
					db.createObjectStore('kv');
				}
			},
			blocking: () => {
				// Another tab wants a newer schema: let it proceed; we reopen on next use.
				void this.#db?.then((db) => db.close());
				this.#db = null;
			},
			terminated: () => {
				this.#db = null;
			}
		}).catch((e: unknown) => {
			this.#db = null;
			throw toStorageError(e, 'opening the library');
		});
		return this.#db;
	}

	/** Every stored dataset, newest first. Records that fail validation are skipped. */
	async list(): Promise<DatasetRecord[]> {
		try {
			const db = await this.#open();
			const all = await db.getAll('datasets');
			return all
				.filter((r) => DatasetRecordSchema.safeParse(r).success)
				.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
		} catch (e) {
			throw toStorageError(e, 'reading the library');
		}
	}

	async get(id: string): Promise<DatasetRecord | undefined> {
		try {
			return await (await this.#open()).get('datasets', id);
		} catch (e) {
			throw toStorageError(e, 'reading a dataset');
		}
	}

	async getMatrix(id: string): Promise<ScoreMatrix | undefined> {
		try {
			const stored = await (await this.#open()).get('matrices', id);
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
		} catch (e) {
			throw toStorageError(e, 'loading a dataset');
		}
	}

	/** Stores a dataset and its matrix atomically. */
	async put(record: DatasetRecord, matrix: ScoreMatrix): Promise<void> {
		DatasetRecordSchema.parse(record);
		const checked = checkMatrix(matrix);
		if (!checked.ok)
			throw new StorageError('other', `Refusing to store an invalid matrix: ${checked.reason}`);
		try {
			const db = await this.#open();
			const tx = db.transaction(['datasets', 'matrices'], 'readwrite');
			await Promise.all([
				tx.objectStore('matrices').put({ ...matrix, id: record.id }),
				tx.objectStore('datasets').put(record),
				tx.done
			]);
		} catch (e) {
			throw toStorageError(e, `saving “${record.name}”`);
		}
	}

	async rename(id: string, name: string): Promise<DatasetRecord> {
		try {
			const db = await this.#open();
			const tx = db.transaction('datasets', 'readwrite');
			const record = await tx.store.get(id);
			if (!record) throw new StorageError('other', 'That dataset is no longer in the library.');
			const next = DatasetRecordSchema.parse({ ...record, name });
			await Promise.all([tx.store.put(next), tx.done]);
			return next;
		} catch (e) {
			throw toStorageError(e, 'renaming a dataset');
		}
	}

	async delete(id: string): Promise<void> {
		try {
			const db = await this.#open();
			const tx = db.transaction(['datasets', 'matrices'], 'readwrite');
			await Promise.all([
				tx.objectStore('datasets').delete(id),
				tx.objectStore('matrices').delete(id),
				tx.done
			]);
		} catch (e) {
			throw toStorageError(e, 'deleting a dataset');
		}
	}

	async getValue<T>(key: string): Promise<T | undefined> {
		try {
			return (await (await this.#open()).get('kv', key)) as T | undefined;
		} catch (e) {
			throw toStorageError(e, 'reading a setting');
		}
	}

	async setValue(key: string, value: unknown): Promise<void> {
		try {
			await (await this.#open()).put('kv', value, key);
		} catch (e) {
			throw toStorageError(e, 'saving a setting');
		}
	}

	close(): void {
		void this.#db?.then((db) => db.close());
		this.#db = null;
	}
}
