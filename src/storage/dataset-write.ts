/**
 * A dataset on its way into the library: checked before anything is written
 * (`checkDatasetWrite`: the record, the matrix, the details and configurations fitting it), and
 * held in memory while `LibraryStore.begin` writes it (`HeldDatasets`), so the page opens an
 * import at once instead of waiting for IndexedDB to write it and read it back; and the write
 * itself (`writeDataset`, one transaction). Imports no idb (the store hands in its database).
 */
import type { StoreNames } from 'idb';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { DatasetRecordSchema, type DatasetRecord } from '../schemas/dataset.ts';
import { checkItemDetails, type ItemDetails } from '../schemas/item-details.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import type { RunConfigs } from '../schemas/run-config.ts';
import type { LibraryDb, LibrarySchema } from './migrations.ts';
import { configsOf, configsRecord } from './run-configs.ts';
import {
	StorageError,
	type StorageErrorKind,
	type StorageMessageParams
} from './storage-errors.ts';
import { quiet, settle } from './transactions.ts';

/** What one dataset write stores, checked. */
export interface DatasetWrite {
	readonly record: DatasetRecord;
	readonly matrix: ScoreMatrix;
	/** Item details aligned with the matrix; null: none given (details stored before are kept). */
	readonly details: ItemDetails | null;
	/** Each model's run configuration; null: none given. */
	readonly configs: RunConfigs | null;
}

/** The write, or why it is refused (nothing of it may be stored). */
export function checkDatasetWrite(
	record: DatasetRecord,
	matrix: ScoreMatrix,
	details?: ItemDetails | null,
	configs?: RunConfigs | null
): { ok: true; write: DatasetWrite } | { ok: false; error: StorageError } {
	const refuse = (message: string) => ({
		ok: false as const,
		error: new StorageError('other', message)
	});
	const valid = DatasetRecordSchema.safeParse(record);
	if (!valid.success) {
		return refuse(
			`Refusing to store an invalid dataset description (${valid.error.issues[0]?.message}).`
		);
	}
	const checked = checkMatrix(matrix);
	if (!checked.ok) return refuse(`Refusing to store an invalid matrix: ${checked.reason}`);
	const fits = details ? checkItemDetails(details, matrix) : null;
	if (fits && !fits.ok) {
		return refuse(`Refusing to store item details that do not fit the matrix: ${fits.reason}.`);
	}
	const runConfigs = configs ? configsOf(configs, matrix.models) : null;
	if (runConfigs && !runConfigs.ok) {
		return refuse(`Refusing to store invalid configurations: ${runConfigs.reason}.`);
	}
	return {
		ok: true,
		write: {
			record,
			matrix,
			details: fits?.ok ? fits.details : null,
			configs: runConfigs?.ok ? runConfigs.configs : null
		}
	};
}

/**
 * Writes a dataset somewhere else than the page (the engine's writer worker: IndexedDB copies a
 * value on the thread that puts it, half a second of the page's time for a 30 MB matrix). Fails
 * with a StorageError for storage failures; any other failure (the worker would not start) makes
 * the store write in the page instead.
 */
export type DatasetWriter = (write: DatasetWrite) => Promise<void>;

/** A StorageError as it crosses to another thread (structured clone keeps no class). */
export interface StorageFailure {
	readonly kind: StorageErrorKind;
	readonly message: string;
	readonly params: StorageMessageParams;
}

export function storageFailure(e: StorageError): StorageFailure {
	return { kind: e.kind, message: e.message, params: { ...e.params } };
}

export function fromStorageFailure(f: StorageFailure): StorageError {
	return new StorageError(f.kind, f.message, { params: f.params });
}

/** Writes a checked dataset in one transaction (all or nothing). */
export function writeDataset(db: LibraryDb, write: DatasetWrite): Promise<void> {
	const { record, matrix, details, configs } = write;
	// Only the stores written, so a put without details also works on a version 2 schema (which
	// tests use to act as an older app).
	const stores: StoreNames<LibrarySchema>[] = ['datasets', 'matrices'];
	if (details) stores.push('details');
	if (configs) stores.push('configs');
	const tx = db.transaction(stores, 'readwrite');
	return settle(tx, async () => {
		quiet(tx.objectStore('matrices').put({ ...matrix, id: record.id }));
		quiet(tx.objectStore('datasets').put(record));
		if (details) quiet(tx.objectStore('details').put({ ...details, id: record.id }));
		if (configs) quiet(tx.objectStore('configs').put(configsRecord(record.id, configs)));
	});
}

/**
 * Datasets this page has begun to store, by id: held from `begin` until their write is done; one
 * whose write failed stays held (it still opens in this page, unlisted) until it is stored again,
 * deleted, or the library is deleted.
 */
export class HeldDatasets {
	/** The write, and its record as renamed since. */
	readonly #held = new Map<string, { write: DatasetWrite; record: DatasetRecord }>();

	get(id: string): DatasetWrite | undefined {
		const held = this.#held.get(id);
		return held && { ...held.write, record: held.record };
	}

	hold(write: DatasetWrite): void {
		this.#held.set(write.record.id, { write, record: write.record });
	}

	/** The write is in the library: reads go there again (unless a newer write is held). */
	written(write: DatasetWrite): void {
		if (this.#held.get(write.record.id)?.write === write) this.#held.delete(write.record.id);
	}

	/** A rename while the write goes on: the held record follows it. */
	renamed(record: DatasetRecord): void {
		const held = this.#held.get(record.id);
		if (held) held.record = record;
	}

	drop(id: string): void {
		this.#held.delete(id);
	}

	clear(): void {
		this.#held.clear();
	}
}

/** A stored record's check that passed, or the damage as a StorageError (`what`: its name). */
export function storedOk<T extends { ok: true }>(
	checked: T | { ok: false; reason: string },
	what: string
): T {
	if (checked.ok) return checked as T;
	throw new StorageError(
		'other',
		`The stored ${what} of this dataset are damaged (${checked.reason}). Import the dataset’s files again to restore them.`
	);
}
