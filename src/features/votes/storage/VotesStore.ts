/**
 * Votes datasets in the library database (`votes`, migration step 8): list, read, store, rename,
 * delete, over a small connection of its own to the library database (`storage/connection.ts`, as
 * `ScoreTableStore`). Records are checked by their zod schema on the way in and out.
 */
import { DB_NAME } from '../../../storage/LibraryStore.ts';
import { LibraryConnection, putRecords } from '../../../storage/connection.ts';
import type { LibraryDb } from '../../../storage/migrations.ts';
import { StorageError } from '../../../storage/storage-errors.ts';
import { quiet, settle } from '../../../storage/transactions.ts';
import {
	votesRecordFromJson,
	VotesRecordJsonSchema,
	VotesRecordSchema,
	votesRecordToJson,
	type VotesRecord
} from '../schemas/votes-record.ts';

export type { VotesRecord } from '../schemas/votes-record.ts';

/** A listed votes dataset: its record without the votes (the list never loads them). */
export type VotesEntry = Omit<VotesRecord, 'votes'>;

export class VotesStore {
	readonly #db: LibraryConnection;

	constructor(name: string = DB_NAME) {
		this.#db = new LibraryConnection(name);
	}

	#run<T>(doing: string, fn: (db: LibraryDb) => Promise<T>): Promise<T> {
		return this.#db.run(doing, fn);
	}

	/** Every stored votes dataset, newest first, without its votes; damaged records skipped. */
	list(): Promise<VotesEntry[]> {
		return this.#run('reading the library', async (db) => {
			const all = await db.getAllFromIndex('votes', 'by-addedAt');
			return all
				.filter((r) => VotesRecordSchema.safeParse(r).success)
				.reverse()
				.map(({ votes: _votes, ...entry }) => entry);
		});
	}

	get(id: string): Promise<VotesRecord | undefined> {
		return this.#run('loading votes', async (db) => {
			const r = await db.get('votes', id);
			if (r === undefined) return undefined;
			const checked = VotesRecordSchema.safeParse(r);
			if (!checked.success) {
				throw new StorageError(
					'other',
					`The stored votes are damaged (${checked.error.issues[0]?.message}). Delete them and import the file again.`
				);
			}
			return r;
		});
	}

	async put(record: VotesRecord): Promise<void> {
		const valid = VotesRecordSchema.safeParse(record);
		if (!valid.success) {
			throw new StorageError(
				'other',
				`Refusing to store invalid votes (${valid.error.issues[0]?.message}).`
			);
		}
		await this.#run(`saving “${record.name}”`, (db) => db.put('votes', record).then(() => {}));
	}

	/** Renames a stored votes dataset (in one transaction). */
	rename(id: string, name: string): Promise<VotesEntry> {
		const trimmed = name.trim();
		if (trimmed.length < 1 || trimmed.length > 200) {
			return Promise.reject(
				new StorageError('other', 'A dataset name must have between 1 and 200 characters.')
			);
		}
		return this.#run('renaming votes', (db) => {
			const tx = db.transaction('votes', 'readwrite');
			return settle(tx, async () => {
				const record = await tx.store.get(id);
				if (!record) throw new StorageError('other', 'That dataset is no longer in the library.');
				const next: VotesRecord = { ...record, name: trimmed };
				quiet(tx.store.put(next));
				const { votes: _votes, ...entry } = next;
				return entry;
			});
		});
	}

	delete(id: string): Promise<void> {
		return this.#run('deleting a dataset', (db) => db.delete('votes', id));
	}

	/** Every stored votes dataset as plain JSON, for the library backup file. */
	exportJson(): Promise<unknown[]> {
		return this.#run('exporting votes', async (db) => {
			const all = await db.getAllFromIndex('votes', 'by-addedAt');
			return all.filter((r) => VotesRecordSchema.safeParse(r).success).map(votesRecordToJson);
		});
	}

	/**
	 * Adds the votes of a backup (all or nothing). Votes the library has are kept unless
	 * `onConflict` is `replace`. Returns how many were added, replaced, skipped and not votes.
	 */
	importJson(
		entries: readonly unknown[],
		onConflict: 'skip' | 'replace'
	): Promise<{ added: number; replaced: number; skipped: number; invalid: number }> {
		const records: VotesRecord[] = [];
		let invalid = 0;
		for (const e of entries) {
			const parsed = VotesRecordJsonSchema.safeParse(e);
			const record = parsed.success ? votesRecordFromJson(parsed.data) : null;
			if (!record || !VotesRecordSchema.safeParse(record).success) invalid++;
			else records.push(record);
		}
		return this.#run('importing votes', async (db) => ({
			...(await putRecords(db, 'votes', records, onConflict)),
			invalid
		}));
	}

	close(): void {
		this.#db.close();
	}
}
