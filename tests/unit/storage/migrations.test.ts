import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DB_VERSION, LibraryStore } from '../../../src/storage/LibraryStore.ts';
import { assertOrdered, MIGRATIONS, type Migration } from '../../../src/storage/migrations.ts';
import { datasetValueKey } from '../../../src/storage/saved-run.ts';
import {
	dataset,
	dump,
	expectConsistent,
	freshName,
	itemDetails,
	keysOf,
	runResult,
	savedRun,
	type Dataset
} from './helpers.ts';

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

/**
 * A database exactly as version 2 of the app left it, written with raw IndexedDB: v1's stores
 * plus `runs` (index `by-dataset`) and the `by-addedAt` index, with datasets and their matrices,
 * a saved run, a per-dataset value and a flag of this browser.
 */
function createV2(name: string, datasets: Dataset[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const open = indexedDB.open(name, 2);
		open.onupgradeneeded = () => {
			const db = open.result;
			const sets = db.createObjectStore('datasets', { keyPath: 'id' });
			sets.createIndex('by-addedAt', 'addedAt');
			db.createObjectStore('matrices', { keyPath: 'id' });
			db.createObjectStore('kv');
			db.createObjectStore('runs', { keyPath: 'key' }).createIndex('by-dataset', 'datasetId');
		};
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(['datasets', 'matrices', 'runs', 'kv'], 'readwrite');
			for (const d of datasets) {
				tx.objectStore('datasets').put(d.record);
				tx.objectStore('matrices').put({ ...d.matrix, id: d.record.id });
			}
			if (datasets.length) {
				tx.objectStore('runs').put(savedRun(datasets[0]));
				tx.objectStore('kv').put(['item-1'], datasetValueKey(datasets[0].record.id, 'exclusions'));
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

/**
 * A database exactly as version 3 of the app left it, written with raw IndexedDB: v2's stores
 * plus `details`, with datasets, their matrices, item details of the first, a saved run, a
 * per-dataset value and a flag of this browser.
 */
function createV3(name: string, datasets: Dataset[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const open = indexedDB.open(name, 3);
		open.onupgradeneeded = () => {
			const db = open.result;
			const sets = db.createObjectStore('datasets', { keyPath: 'id' });
			sets.createIndex('by-addedAt', 'addedAt');
			db.createObjectStore('matrices', { keyPath: 'id' });
			db.createObjectStore('kv');
			db.createObjectStore('runs', { keyPath: 'key' }).createIndex('by-dataset', 'datasetId');
			db.createObjectStore('details', { keyPath: 'id' });
		};
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(['datasets', 'matrices', 'runs', 'kv', 'details'], 'readwrite');
			for (const d of datasets) {
				tx.objectStore('datasets').put(d.record);
				tx.objectStore('matrices').put({ ...d.matrix, id: d.record.id });
			}
			if (datasets.length) {
				tx.objectStore('details').put({ ...itemDetails(datasets[0]), id: datasets[0].record.id });
				tx.objectStore('runs').put(savedRun(datasets[0]));
				tx.objectStore('kv').put(['item-1'], datasetValueKey(datasets[0].record.id, 'exclusions'));
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

/** The review record `createV4` stores for the first dataset. */
const v4Review = (d: Dataset) => ({
	id: d.record.id,
	reviews: [{ item: 'item-1', verdict: 'ambiguous' as const, note: 'two readings', at: 't' }],
	excluded: [],
	updatedAt: '2026-12-03T00:00:00.000Z'
});

/** A database exactly as version 4 left it: version 3's stores and records plus `reviews`. */
async function createV4(name: string, datasets: Dataset[]): Promise<void> {
	await createV3(name, datasets);
	await new Promise<void>((resolve, reject) => {
		const open = indexedDB.open(name, 4);
		open.onupgradeneeded = () => open.result.createObjectStore('reviews', { keyPath: 'id' });
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(['reviews'], 'readwrite');
			if (datasets.length) tx.objectStore('reviews').put(v4Review(datasets[0]));
			tx.oncomplete = () => {
				db.close();
				resolve();
			};
			tx.onerror = () => reject(tx.error);
		};
	});
}

/** The score table `createV5` stores (its shape is not checked by the upgrade). */
const v5Table = { id: 'st-0123456789abcdef', addedAt: '2026-12-03T00:00:00.000Z', name: 'table' };

/** A database exactly as version 5 left it: version 4's stores and records plus `scoreTables`. */
async function createV5(name: string, datasets: Dataset[]): Promise<void> {
	await createV4(name, datasets);
	await new Promise<void>((resolve, reject) => {
		const open = indexedDB.open(name, 5);
		open.onupgradeneeded = () =>
			open.result
				.createObjectStore('scoreTables', { keyPath: 'id' })
				.createIndex('by-addedAt', 'addedAt');
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(['scoreTables'], 'readwrite');
			tx.objectStore('scoreTables').put(v5Table);
			tx.oncomplete = () => {
				db.close();
				resolve();
			};
			tx.onerror = () => reject(tx.error);
		};
	});
}

/** Run configurations of a dataset's models (two models, max_tokens differs). */
const configsOf = (d: Dataset) => ({
	carried: true,
	formats: ['inspect-log'],
	models: d.matrix.models.map((model, m) => ({
		model,
		entries: [
			['generate_config.max_tokens', m === 0 ? '4096' : '16384'],
			['generate_config.temperature', '0']
		] as [string, string][]
	}))
});

/** A database exactly as version 6 left it: version 5's plus `configs` (one dataset's). */
async function createV6(name: string, datasets: Dataset[]): Promise<void> {
	await createV5(name, datasets);
	await new Promise<void>((resolve, reject) => {
		const open = indexedDB.open(name, 6);
		open.onupgradeneeded = () => open.result.createObjectStore('configs', { keyPath: 'id' });
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(['configs'], 'readwrite');
			if (datasets.length) {
				tx.objectStore('configs').put({ id: datasets[0].record.id, ...configsOf(datasets[0]) });
			}
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
		expect(DB_VERSION).toBe(7);
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

	it('step 2 creates exactly the stores version 2 of the app had', async () => {
		const ours = freshName('step2');
		const store = new LibraryStore(ours, { migrations: MIGRATIONS.slice(0, 2) });
		await store.setValue('probe', 1);
		store.close();
		const reference = freshName('v2');
		await createV2(reference, []);
		const [a, b] = [await dump(ours), await dump(reference)];
		expect(a.version).toBe(2);
		expect(a.stores).toEqual(b.stores);
	});

	it('steps 2 and 3 upgrade a version 1 database and keep every dataset, matrix and value', async () => {
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
		expect(after.version).toBe(DB_VERSION);
		for (const s of ['datasets', 'matrices', 'kv'])
			expect(after.records[s]).toEqual(before.records[s]);
		expect(after.stores.runs).toEqual({ keyPath: 'key', indexes: { 'by-dataset': 'datasetId' } });
		expect(after.stores.datasets.indexes).toEqual({ 'by-addedAt': 'addedAt' });
		expect(after.stores.details).toEqual({ keyPath: 'id', indexes: {} });
	});

	it('step 3 upgrades a version 2 database, keeps every record and adds an empty details store', async () => {
		const name = freshName('upgrade-v2');
		const datasets = v1Datasets();
		await createV2(name, datasets);
		const before = await dump(name);
		expect(before.version).toBe(2);
		expect(keysOf(before, 'runs')).toHaveLength(1);

		const store = new LibraryStore(name);
		expect((await store.list()).map((d) => d.name)).toEqual([
			'continuous',
			'missing + meta',
			'binary'
		]);
		for (const d of datasets) {
			expect(await store.getMatrix(d.record.id)).toEqual(d.matrix);
			expect(await store.getDetails(d.record.id)).toBeUndefined();
		}
		expect(await store.listRuns(datasets[0].record.id)).toEqual([savedRun(datasets[0])]);
		store.close();

		const after = await expectConsistent(name);
		expect(after.version).toBe(DB_VERSION);
		for (const s of ['datasets', 'matrices', 'runs', 'kv'])
			expect(after.records[s]).toEqual(before.records[s]);
		for (const s of ['datasets', 'matrices', 'runs', 'kv'])
			expect(after.stores[s]).toEqual(before.stores[s]);
		expect(after.stores.details).toEqual({ keyPath: 'id', indexes: {} });
		expect(after.records.details).toEqual([]);
	});

	it('a database upgraded from version 2 stores, reads and deletes item details', async () => {
		const name = freshName('migrated-details');
		const datasets = v1Datasets();
		await createV2(name, datasets);
		const store = new LibraryStore(name);
		const [d] = datasets;
		// The dataset is there already: saving it again adds its details.
		await store.put(d.record, d.matrix, itemDetails(d));
		expect(await store.getDetails(d.record.id)).toEqual(itemDetails(d));
		await store.delete(d.record.id);
		expect(await store.getDetails(d.record.id)).toBeUndefined();
		store.close();
		const after = await expectConsistent(name);
		expect(keysOf(after, 'details')).toEqual([]);
		expect(keysOf(after, 'runs')).toEqual([]);
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

	it('a new database and upgraded ones (from 1 and from 2) end with the same schema', async () => {
		const fresh = freshName('fresh');
		const store = new LibraryStore(fresh);
		await store.list();
		store.close();
		const fromV1 = freshName('upgraded-v1');
		await createV1(fromV1, []);
		const fromV2 = freshName('upgraded-v2');
		await createV2(fromV2, []);
		for (const name of [fromV1, fromV2]) {
			const other = new LibraryStore(name);
			await other.list();
			other.close();
		}
		const [a, b, c] = [await dump(fresh), await dump(fromV1), await dump(fromV2)];
		expect(a.version).toBe(DB_VERSION);
		expect(b.version).toBe(DB_VERSION);
		expect(c.version).toBe(DB_VERSION);
		expect(b.stores).toEqual(a.stores);
		expect(c.stores).toEqual(a.stores);
	});

	it('a failing step aborts the upgrade and leaves the old version and its data intact', async () => {
		const name = freshName('failing');
		const datasets = v1Datasets();
		await createV1(name, datasets);
		const before = await dump(name);
		const failing: Migration = {
			version: DB_VERSION + 1,
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

	it('a failing step 3 rolls back what it did and leaves version 2 and its data intact', async () => {
		const name = freshName('failing-3');
		await createV2(name, v1Datasets());
		const before = await dump(name);
		// The real step 3 (it creates the details store), then a failure in the same upgrade.
		const failing: Migration = {
			...MIGRATIONS[2],
			up(db, tx) {
				MIGRATIONS[2].up(db, tx);
				throw new Error('step failed');
			}
		};
		const store = new LibraryStore(name, { migrations: [...MIGRATIONS.slice(0, 2), failing] });
		await expect(store.list()).rejects.toMatchObject({ name: 'StorageError', kind: 'other' });
		store.close();
		const after = await dump(name);
		expect(after.version).toBe(2);
		expect(after.stores).toEqual(before.stores);
		expect(after.stores.details).toBeUndefined();
		expect(after.records).toEqual(before.records);
		// The app of today then upgrades it normally.
		const retry = new LibraryStore(name);
		expect(await retry.list()).toHaveLength(3);
		retry.close();
		expect((await dump(name)).version).toBe(DB_VERSION);
	});

	it('step 4 upgrades a version 3 database, keeps every record and adds an empty reviews store', async () => {
		const name = freshName('upgrade-v3');
		const datasets = v1Datasets();
		await createV3(name, datasets);
		const before = await dump(name);
		expect(before.version).toBe(3);
		expect(keysOf(before, 'details')).toHaveLength(1);

		const store = new LibraryStore(name);
		expect(await store.list()).toHaveLength(3);
		const [d] = datasets;
		expect(await store.getDetails(d.record.id)).toEqual(itemDetails(d));
		expect(await store.getReviews(d.record.id)).toBeUndefined();
		expect(await store.listRuns(d.record.id)).toEqual([savedRun(d)]);
		store.close();

		const after = await expectConsistent(name);
		expect(after.version).toBe(DB_VERSION);
		for (const s of ['datasets', 'matrices', 'runs', 'kv', 'details']) {
			expect(after.records[s]).toEqual(before.records[s]);
			expect(after.stores[s]).toEqual(before.stores[s]);
		}
		expect(after.stores.reviews).toEqual({ keyPath: 'id', indexes: {} });
		expect(after.records.reviews).toEqual([]);
	});

	it('step 5 upgrades a version 4 database, keeps every record (reviews too) and adds an empty scoreTables store', async () => {
		const name = freshName('upgrade-v4');
		const datasets = v1Datasets();
		await createV4(name, datasets);
		const before = await dump(name);
		expect(before.version).toBe(4);
		expect(keysOf(before, 'reviews')).toHaveLength(1);

		const store = new LibraryStore(name);
		expect(await store.list()).toHaveLength(3);
		expect(await store.getReviews(datasets[0].record.id)).toEqual(v4Review(datasets[0]));
		store.close();

		const after = await expectConsistent(name);
		expect(after.version).toBe(DB_VERSION);
		for (const s of ['datasets', 'matrices', 'runs', 'kv', 'details', 'reviews']) {
			expect(after.records[s]).toEqual(before.records[s]);
			expect(after.stores[s]).toEqual(before.stores[s]);
		}
		expect(after.stores.scoreTables).toEqual({
			keyPath: 'id',
			indexes: { 'by-addedAt': 'addedAt' }
		});
		expect(after.records.scoreTables).toEqual([]);
	});

	it('step 6 upgrades a version 5 database, keeps every record and adds an empty configs store', async () => {
		const name = freshName('upgrade-v5');
		const datasets = v1Datasets();
		await createV5(name, datasets);
		const before = await dump(name);
		expect(before.version).toBe(5);
		expect(keysOf(before, 'scoreTables')).toHaveLength(1);

		const store = new LibraryStore(name);
		expect(await store.list()).toHaveLength(3);
		const [d] = datasets;
		expect(await store.getReviews(d.record.id)).toEqual(v4Review(d));
		expect(await store.getDetails(d.record.id)).toEqual(itemDetails(d));
		// Datasets imported before step 6 have no configurations: undefined, not an error.
		expect(await store.getConfigs(d.record.id)).toBeUndefined();
		store.close();

		const after = await expectConsistent(name);
		expect(after.version).toBe(DB_VERSION);
		for (const s of ['datasets', 'matrices', 'runs', 'kv', 'details', 'reviews', 'scoreTables']) {
			expect(after.records[s]).toEqual(before.records[s]);
			expect(after.stores[s]).toEqual(before.stores[s]);
		}
		expect(after.stores.configs).toEqual({ keyPath: 'id', indexes: {} });
		expect(after.records.configs).toEqual([]);
	});

	it('a database upgraded from version 5 stores configurations with a dataset, reads and deletes them with it', async () => {
		const name = freshName('migrated-configs');
		const datasets = v1Datasets();
		await createV5(name, datasets);
		const store = new LibraryStore(name);
		const d = dataset({ name: 'with configs', salt: 7, addedAt: '2026-02-01T00:00:00.000Z' });
		await store.put(d.record, d.matrix, null, configsOf(d));
		expect(await store.getConfigs(d.record.id)).toEqual(configsOf(d));
		await store.delete(d.record.id);
		expect(await store.getConfigs(d.record.id)).toBeUndefined();
		store.close();
		const after = await expectConsistent(name);
		expect(keysOf(after, 'configs')).toEqual([]);
	});

	it('step 7 upgrades a version 6 database, keeps every record and adds an empty views store', async () => {
		const name = freshName('upgrade-v6');
		const datasets = v1Datasets();
		await createV6(name, datasets);
		const before = await dump(name);
		expect(before.version).toBe(6);
		expect(keysOf(before, 'configs')).toHaveLength(1);

		const store = new LibraryStore(name);
		expect(await store.list()).toHaveLength(3);
		const [d] = datasets;
		expect(await store.getConfigs(d.record.id)).toEqual(configsOf(d));
		// Runs saved before step 7 have no figures kept: nothing, not an error.
		expect((await store.getView(`${d.record.id}|x`)).view).toBeUndefined();
		store.close();

		const after = await expectConsistent(name);
		expect(after.version).toBe(DB_VERSION);
		for (const s of ['datasets', 'matrices', 'runs', 'kv', 'details', 'reviews', 'scoreTables']) {
			expect(after.records[s]).toEqual(before.records[s]);
			expect(after.stores[s]).toEqual(before.stores[s]);
		}
		expect(after.records.configs).toEqual(before.records.configs);
		expect(after.stores.views).toEqual({ keyPath: 'key', indexes: { 'by-dataset': 'datasetId' } });
		expect(after.records.views).toEqual([]);
	});

	it('a database upgraded from version 6 keeps a run’s figures with its dataset and deletes them with it', async () => {
		const name = freshName('migrated-views');
		const datasets = v1Datasets();
		await createV6(name, datasets);
		const store = new LibraryStore(name);
		const [d] = datasets;
		const kept = {
			key: `${d.record.id}|k`,
			datasetId: d.record.id,
			savedAt: '2026-03-01T00:00:00.000Z',
			version: 'v',
			view: { n: new Float64Array([1, 2]) }
		};
		await store.saveView(kept);
		expect((await store.getView(kept.key)).view).toEqual(kept);
		await store.delete(d.record.id);
		expect((await store.getView(kept.key)).view).toBeUndefined();
		store.close();
		const after = await expectConsistent(name);
		expect(keysOf(after, 'views')).toEqual([]);
	});

	it('a database upgraded from version 3 saves, reads and deletes reviews with their dataset', async () => {
		const name = freshName('migrated-reviews');
		const datasets = v1Datasets();
		await createV3(name, datasets);
		const store = new LibraryStore(name);
		const id = datasets[0].record.id;
		const review = {
			id,
			reviews: [{ item: 'item-1', verdict: 'misgraded' as const, note: 'key is wrong', at: 't' }],
			excluded: ['item-1'],
			updatedAt: '2026-12-03T00:00:00.000Z'
		};
		await store.putReviews(review);
		expect(await store.getReviews(id)).toEqual(review);
		await store.delete(id);
		expect(await store.getReviews(id)).toBeUndefined();
		store.close();
		const after = await expectConsistent(name);
		expect(keysOf(after, 'reviews')).toEqual([]);
	});

	it('a new database and one upgraded from version 3 end with the same schema', async () => {
		const fresh = freshName('fresh4');
		const store = new LibraryStore(fresh);
		await store.list();
		store.close();
		const fromV3 = freshName('upgraded-v3');
		await createV3(fromV3, []);
		const other = new LibraryStore(fromV3);
		await other.list();
		other.close();
		const [a, b] = [await dump(fresh), await dump(fromV3)];
		expect(b.version).toBe(DB_VERSION);
		expect(b.stores).toEqual(a.stores);
	});
});
