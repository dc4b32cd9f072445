import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DB_VERSION, LibraryStore } from '../../../src/storage/LibraryStore.ts';
import { assertOrdered, MIGRATIONS, type Migration } from '../../../src/storage/migrations.ts';
import { dataset, dump, expectConsistent, freshName, runResult, type Dataset } from './helpers.ts';

/**
 * A database exactly as version 1 of the app left it, written with raw IndexedDB (not with the
 * code under test): v1's three stores, no indexes, a dataset with its matrix (the matrix record
 * is the ScoreMatrix plus its id) and a kv flag.
 */
function createV1(name: string, datasets: Dataset[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const open = indexedDB.open(name, 1);
		open.onupgradeneeded = () => {
			const db = open.result;
			db.createObjectStore('datasets', { keyPath: 'id' });
			db.createObjectStore('matrices', { keyPath: 'id' });
			db.createObjectStore('kv');
		};
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(['datasets', 'matrices', 'kv'], 'readwrite');
			for (const d of datasets) {
				tx.objectStore('datasets').put(d.record);
				tx.objectStore('matrices').put({ ...d.matrix, id: d.record.id });
			}
			tx.objectStore('kv').put(true, 'samplesSeeded');
			tx.oncomplete = () => {
				db.close();
				resolve();
			};
			tx.onerror = () => reject(tx.error);
		};
	});
}

const v1Datasets = () => [
	dataset({ name: 'binary', addedAt: '2026-01-01T00:00:00.000Z' }),
	dataset({ name: 'continuous', continuous: true, addedAt: '2026-01-03T00:00:00.000Z' }),
	dataset({
		name: 'missing + meta',
		missingEvery: 4,
		meta: { category: ['a', 'b', 'a', 'b', 'a', 'b'] },
		addedAt: '2026-01-02T00:00:00.000Z'
	})
];

describe('migrations', () => {
	it('are numbered 1, 2, … without gaps, and DB_VERSION is the last', () => {
		expect(() => assertOrdered(MIGRATIONS)).not.toThrow();
		expect(DB_VERSION).toBe(MIGRATIONS.length);
		expect(DB_VERSION).toBe(2);
		const broken: Migration[] = [MIGRATIONS[1]];
		expect(() => assertOrdered(broken)).toThrow(/expected 1/);
	});

	it('step 1 creates exactly the stores version 1 of the app had', async () => {
		const ours = freshName('step1');
		const store = new LibraryStore(ours, { migrations: MIGRATIONS.slice(0, 1) });
		await store.setValue('probe', 1);
		store.close();
		const reference = freshName('v1');
		await createV1(reference, []);
		const [a, b] = [await dump(ours), await dump(reference)];
		expect(a.version).toBe(1);
		expect(a.stores).toEqual(b.stores);
	});

	it('step 2 upgrades a version 1 database and keeps every dataset, matrix and value', async () => {
		const name = freshName('upgrade');
		const datasets = v1Datasets();
		await createV1(name, datasets);
		const before = await dump(name);

		const store = new LibraryStore(name);
		// Listed newest first through the new index.
		expect((await store.list()).map((d) => d.name)).toEqual([
			'continuous',
			'missing + meta',
			'binary'
		]);
		for (const d of datasets) {
			expect(await store.get(d.record.id)).toEqual(d.record);
			expect(await store.getMatrix(d.record.id)).toEqual(d.matrix);
		}
		expect(await store.getValue('samplesSeeded')).toBe(true);
		store.close();

		const after = await expectConsistent(name);
		expect(after.version).toBe(2);
		for (const s of ['datasets', 'matrices', 'kv'])
			expect(after.records[s]).toEqual(before.records[s]);
		expect(after.stores.runs).toEqual({ keyPath: 'key', indexes: { 'by-dataset': 'datasetId' } });
		expect(after.stores.datasets.indexes).toEqual({ 'by-addedAt': 'addedAt' });
	});

	it('a migrated database works like a new one: runs are saved and deleted with their dataset', async () => {
		const name = freshName('migrated-use');
		const datasets = v1Datasets();
		await createV1(name, datasets);
		const store = new LibraryStore(name);
		const run = await store.saveRun(runResult(datasets[0]));
		expect(await store.listRuns(datasets[0].record.id)).toEqual([run]);
		await store.delete(datasets[0].record.id);
		expect(await store.getRun(run.key)).toBeUndefined();
		store.close();
		await expectConsistent(name);
	});

	it('a new database and an upgraded one end with the same schema', async () => {
		const fresh = freshName('fresh');
		const store = new LibraryStore(fresh);
		await store.list();
		store.close();
		const upgraded = freshName('upgraded');
		await createV1(upgraded, []);
		const other = new LibraryStore(upgraded);
		await other.list();
		other.close();
		const [a, b] = [await dump(fresh), await dump(upgraded)];
		expect(a.version).toBe(b.version);
		expect(a.stores).toEqual(b.stores);
	});

	it('a failing step aborts the upgrade and leaves the old version and its data intact', async () => {
		const name = freshName('failing');
		const datasets = v1Datasets();
		await createV1(name, datasets);
		const before = await dump(name);
		const failing: Migration = {
			version: 3,
			description: 'throws',
			up() {
				throw new Error('step failed');
			}
		};
		const store = new LibraryStore(name, { migrations: [...MIGRATIONS, failing] });
		await expect(store.list()).rejects.toMatchObject({ name: 'StorageError', kind: 'other' });
		store.close();
		const after = await dump(name);
		expect(after.version).toBe(1);
		expect(after.records).toEqual(before.records);
	});
});
