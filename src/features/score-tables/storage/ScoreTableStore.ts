/**
 * Score tables in the library database (`scoreTables`, migration step 4): list, read, store,
 * rename, change which benchmarks are lower-is-better, delete, and carry them in the library
 * backup as JSON, over a small connection of its own to the library database (`connection.ts`).
 */
import { tableFromJson, tableToJson } from '../core/table-json.ts';
import {
	ScoreTableRecordJsonSchema,
	ScoreTableRecordSchema,
	type ScoreTableRecord,
	type ScoreTableRecordJson
} from '../schemas/score-table.ts';
import { DB_NAME } from '../../../storage/LibraryStore.ts';
import { LibraryConnection, putRecords } from '../../../storage/connection.ts';
import type { LibraryDb } from '../../../storage/migrations.ts';
import { StorageError } from '../../../storage/storage-errors.ts';
import { quiet, settle } from '../../../storage/transactions.ts';

export type { ScoreTableRecord } from '../schemas/score-table.ts';

export class ScoreTableStore {
	readonly #db: LibraryConnection;

	constructor(name: string = DB_NAME) {
		this.#db = new LibraryConnection(name);
	}

	#run<T>(doing: string, fn: (db: LibraryDb) => Promise<T>): Promise<T> {
		return this.#db.run(doing, fn);
	}

	/** Every stored score table, newest first; damaged records are skipped. */
	list(): Promise<ScoreTableRecord[]> {
		return this.#run('reading the library', async (db) => {
			const all = await db.getAllFromIndex('scoreTables', 'by-addedAt');
			return all.filter((r) => ScoreTableRecordSchema.safeParse(r).success).reverse();
		});
	}

	get(id: string): Promise<ScoreTableRecord | undefined> {
		return this.#run('loading a score table', async (db) => {
			const r = await db.get('scoreTables', id);
			if (r === undefined) return undefined;
			const checked = ScoreTableRecordSchema.safeParse(r);
			if (!checked.success) {
				throw new StorageError(
					'other',
					`The stored score table is damaged (${checked.error.issues[0]?.message}). Delete it and import the file again.`
				);
			}
			return r;
		});
	}

	async put(record: ScoreTableRecord): Promise<void> {
		const valid = ScoreTableRecordSchema.safeParse(record);
		if (!valid.success) {
			throw new StorageError(
				'other',
				`Refusing to store an invalid score table (${valid.error.issues[0]?.message}).`
			);
		}
		await this.#run(`saving “${record.name}”`, (db) =>
			db.put('scoreTables', record).then(() => {})
		);
	}

	/**
	 * Changes a stored table's name, lower-is-better benchmarks or model facts (in one
	 * transaction).
	 */
	update(
		id: string,
		patch: Partial<Pick<ScoreTableRecord, 'name' | 'lowerIsBetter' | 'modelFacts'>>
	): Promise<ScoreTableRecord> {
		if (patch.name !== undefined) {
			const name = patch.name.trim();
			if (name.length < 1 || name.length > 200) {
				return Promise.reject(
					new StorageError('other', 'A dataset name must have between 1 and 200 characters.')
				);
			}
			patch = { ...patch, name };
		}
		return this.#run('changing a score table', (db) => {
			const tx = db.transaction('scoreTables', 'readwrite');
			return settle(tx, async () => {
				const record = await tx.store.get(id);
				if (!record) throw new StorageError('other', 'That dataset is no longer in the library.');
				const next: ScoreTableRecord = { ...record, ...patch };
				quiet(tx.store.put(next));
				return next;
			});
		});
	}

	delete(id: string): Promise<void> {
		return this.#run('deleting a dataset', (db) => db.delete('scoreTables', id));
	}

	/** Every score table as plain JSON, for the library backup file. */
	async exportJson(): Promise<ScoreTableRecordJson[]> {
		const all = await this.list();
		return all.map((r) => ({ ...r, table: tableToJson(r.table) }) as ScoreTableRecordJson);
	}

	/**
	 * Adds the score tables of a backup (all or nothing). Tables the library has are kept unless
	 * `onConflict` is `replace`. Returns how many were added, replaced and skipped, and the
	 * entries that were not score tables.
	 */
	importJson(
		entries: readonly unknown[],
		onConflict: 'skip' | 'replace'
	): Promise<{ added: number; replaced: number; skipped: number; invalid: number }> {
		const records: ScoreTableRecord[] = [];
		let invalid = 0;
		for (const e of entries) {
			const parsed = ScoreTableRecordJsonSchema.safeParse(e);
			if (!parsed.success) {
				invalid++;
				continue;
			}
			records.push({
				...parsed.data,
				table: tableFromJson(parsed.data.table) as ScoreTableRecord['table']
			});
		}
		return this.#run('importing score tables', async (db) => ({
			...(await putRecords(db, 'scoreTables', records, onConflict)),
			invalid
		}));
	}

	close(): void {
		this.#db.close();
	}
}
