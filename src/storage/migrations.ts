/**
 * The IndexedDB schema of the library and the steps that build it. The database version is the
 * version of the last step; opening runs, in order, every step newer than the database on disk,
 * all inside the one upgrade transaction (a failure aborts it and leaves the old version intact).
 *
 * | version | step                                                                          |
 * |---------|-------------------------------------------------------------------------------|
 * | 1       | `datasets` (keyPath `id`), `matrices` (keyPath `id`), `kv` (out-of-line keys)  |
 * | 2       | `runs` (keyPath `key`, index `by-dataset` on `datasetId`); index `by-addedAt`   |
 * |         | on `datasets` (the library lists newest first without sorting in memory)      |
 * | 3       | `details` (keyPath `id` = dataset id): item texts and outputs, kept apart from  |
 * |         | the matrix so that listing and running never load them                        |
 * | 4       | `reviews` (keyPath `id` = dataset id): item verdicts, notes and exclusions     |
 * | 5       | `scoreTables` (keyPath `id` = `st-` + fingerprint, index `by-addedAt`): score  |
 * |         | tables (models x benchmarks x conditions, `schemas/score-table.ts`), a second  |
 * |         | kind of dataset listed beside the matrices                                    |
 * | 6       | `configs` (keyPath `id` = dataset id): each model's run configuration as the   |
 * |         | import read it (`schemas/run-config.ts`); its own store, not inside `details`, |
 * |         | because details are optional, large and loaded only by the item view, while   |
 * |         | the configurations are small and shown on the dataset's page                  |
 * | 7       | `views` (keyPath `key` = the run's key, index `by-dataset` on `datasetId`): a  |
 * |         | finished run's figures as the results screen shows them, so reopening a        |
 * |         | dataset shows its result without running it again; a cache of this browser,   |
 * |         | not carried in the library file (the saved run's JSON is)                     |
 * | 8       | `votes` (keyPath `id` = `vt-` + fingerprint, index `by-addedAt`): pairwise     |
 * |         | votes (`features/votes/schemas/votes-record.ts`), a third kind of dataset      |
 * |         | listed beside the matrices and the score tables (issue 34)                    |
 *
 * Rules for a new step: append it (never edit a released one); bump nothing else, `DB_VERSION`
 * follows; make it work from the previous step's exact shape; give it a test that creates the
 * previous version with raw `indexedDB.open` and records, and checks every record survives.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { DatasetRecord } from '../schemas/dataset.ts';
import type { ScoreTableRecord } from '../features/score-tables/schemas/score-table.ts';
import type { VotesRecord } from '../features/votes/schemas/votes-record.ts';
import type { ItemDetails } from '../schemas/item-details.ts';
import type { StoredConfigs } from '../schemas/run-config.ts';
import type { ReviewRecord } from '../features/items/storage/reviews.ts';
import type { SavedRun, SavedView } from './saved-run.ts';

export interface StoredMatrix extends ScoreMatrix {
	readonly id: string;
}

/** A dataset's item details (`schemas/item-details.ts`) plus the dataset's id. */
export interface StoredDetails extends ItemDetails {
	readonly id: string;
}

/** The current schema (the latest step's shape). */
export interface LibrarySchema extends DBSchema {
	datasets: { key: string; value: DatasetRecord; indexes: { 'by-addedAt': string } };
	matrices: { key: string; value: StoredMatrix };
	runs: { key: string; value: SavedRun; indexes: { 'by-dataset': string } };
	details: { key: string; value: StoredDetails };
	reviews: { key: string; value: ReviewRecord };
	scoreTables: { key: string; value: ScoreTableRecord; indexes: { 'by-addedAt': string } };
	configs: { key: string; value: StoredConfigs };
	views: { key: string; value: SavedView; indexes: { 'by-dataset': string } };
	votes: { key: string; value: VotesRecord; indexes: { 'by-addedAt': string } };
	kv: { key: string; value: unknown };
}

export type LibraryDb = IDBPDatabase<LibrarySchema>;
type UpgradeTransaction = IDBPTransaction<
	LibrarySchema,
	StoreNames<LibrarySchema>[],
	'versionchange'
>;

export interface Migration {
	/** The database version this step produces (1, 2, …, with no gaps). */
	readonly version: number;
	readonly description: string;
	/** Runs inside the upgrade transaction; must not await anything but requests of `tx`. */
	up(db: LibraryDb, tx: UpgradeTransaction): void;
}

export const MIGRATIONS: readonly Migration[] = [
	{
		version: 1,
		description: 'datasets, matrices and kv stores',
		up(db) {
			db.createObjectStore('datasets', { keyPath: 'id' });
			db.createObjectStore('matrices', { keyPath: 'id' });
			db.createObjectStore('kv');
		}
	},
	{
		version: 2,
		description: 'runs store (by dataset) and datasets by date added',
		up(db, tx) {
			const runs = db.createObjectStore('runs', { keyPath: 'key' });
			runs.createIndex('by-dataset', 'datasetId');
			tx.objectStore('datasets').createIndex('by-addedAt', 'addedAt');
		}
	},
	{
		version: 3,
		description: 'details store (item texts, targets and outputs, apart from the matrices)',
		up(db) {
			db.createObjectStore('details', { keyPath: 'id' });
		}
	},
	{
		version: 4,
		description: 'reviews store (item verdicts, notes and exclusions, one record per dataset)',
		up(db) {
			db.createObjectStore('reviews', { keyPath: 'id' });
		}
	},
	{
		version: 5,
		description: 'scoreTables store (models x benchmarks x conditions), by date added',
		up(db) {
			const tables = db.createObjectStore('scoreTables', { keyPath: 'id' });
			tables.createIndex('by-addedAt', 'addedAt');
		}
	},
	{
		version: 6,
		description: 'configs store (each model’s run configuration, one record per dataset)',
		up(db) {
			db.createObjectStore('configs', { keyPath: 'id' });
		}
	},
	{
		version: 7,
		description: 'views store (a finished run’s figures, by dataset), so results come back',
		up(db) {
			db.createObjectStore('views', { keyPath: 'key' }).createIndex('by-dataset', 'datasetId');
		}
	},
	{
		version: 8,
		description: 'votes store (pairwise votes, issue 34), by date added',
		up(db) {
			db.createObjectStore('votes', { keyPath: 'id' }).createIndex('by-addedAt', 'addedAt');
		}
	}
];

/** The version of the last step. */
export function latestVersion(migrations: readonly Migration[]): number {
	return migrations[migrations.length - 1]?.version ?? 0;
}

/** Throws when steps are out of order or have gaps (a programming error, caught by tests). */
export function assertOrdered(migrations: readonly Migration[]): void {
	migrations.forEach((m, k) => {
		if (m.version !== k + 1) {
			throw new Error(`migration ${k} has version ${m.version}, expected ${k + 1}`);
		}
	});
}

/** Applies the steps after `oldVersion`, up to and including `newVersion`, in order. */
export function migrate(
	migrations: readonly Migration[],
	db: LibraryDb,
	tx: UpgradeTransaction,
	oldVersion: number,
	newVersion: number
): void {
	for (const m of migrations) {
		if (m.version > oldVersion && m.version <= newVersion) m.up(db, tx);
	}
}
