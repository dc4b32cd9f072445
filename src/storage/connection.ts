/**
 * A small connection of its own to the library database, for the stores beside `LibraryStore`
 * (`ScoreTableStore`, the votes feature's `VotesStore`): same name, same migrations, so whichever
 * opens first upgrades; it lets go at once when another tab upgrades or deletes the database,
 * reopens on next use, and fails only with `StorageError`.
 */
import { openDB, type StoreValue } from 'idb';
import {
	latestVersion,
	migrate,
	MIGRATIONS,
	type LibraryDb,
	type LibrarySchema
} from './migrations.ts';
import { toStorageError, unavailable } from './storage-errors.ts';
import { quiet, settle } from './transactions.ts';

export class LibraryConnection {
	readonly #name: string;
	#db: Promise<LibraryDb> | null = null;

	constructor(name: string) {
		this.#name = name;
	}

	#open(): Promise<LibraryDb> {
		if (this.#db) return this.#db;
		const drop = () => {
			this.#db = null;
		};
		const db = (async () => {
			if (typeof indexedDB === 'undefined' || !indexedDB) throw unavailable();
			return openDB<LibrarySchema>(this.#name, latestVersion(MIGRATIONS), {
				upgrade(db, oldVersion, newVersion, tx) {
					tx.done.catch(() => {});
					migrate(MIGRATIONS, db, tx, oldVersion, newVersion ?? oldVersion);
				},
				blocking: (_current, _next, event) => {
					drop();
					(event.target as IDBDatabase).close();
				},
				terminated: drop
			});
		})();
		db.catch(drop);
		this.#db = db;
		return db;
	}

	/** Runs `fn` on the open database; any failure becomes a `StorageError` saying what was `doing`. */
	async run<T>(doing: string, fn: (db: LibraryDb) => Promise<T>): Promise<T> {
		try {
			return await fn(await this.#open());
		} catch (e) {
			throw toStorageError(e, doing);
		}
	}

	close(): void {
		const db = this.#db;
		this.#db = null;
		if (db)
			void db.then(
				(d) => d.close(),
				() => {}
			);
	}
}

/**
 * Puts `records` into `store` in one transaction, keeping an existing record of the same id when
 * `onConflict` is `skip`; how many were added, replaced and skipped (the library backup's import of
 * score tables and votes).
 */
export function putRecords<S extends 'scoreTables' | 'votes'>(
	db: LibraryDb,
	store: S,
	records: readonly StoreValue<LibrarySchema, S>[],
	onConflict: 'skip' | 'replace'
): Promise<{ added: number; replaced: number; skipped: number }> {
	const tx = db.transaction(store, 'readwrite');
	return settle(tx, async () => {
		let added = 0;
		let replaced = 0;
		let skipped = 0;
		for (const r of records) {
			const had = (await tx.store.getKey(r.id)) !== undefined;
			if (had && onConflict === 'skip') {
				skipped++;
				continue;
			}
			quiet(tx.store.put(r));
			if (had) replaced++;
			else added++;
		}
		return { added, replaced, skipped };
	});
}
