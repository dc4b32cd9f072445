/**
 * An import opens from memory while IndexedDB writes it (`LibraryStore.begin`, `ImportSession`):
 * the analysis does not wait for the write, a write that fails is reported and leaves the open
 * analysis working, and once written the library's copy reads back the same.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveRecipe, DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import { EngineClient } from '../../../src/engine/EngineClient.ts';
import { msg } from '../../../src/i18n/catalog.ts';
import type { DatasetRecord } from '../../../src/schemas/dataset.ts';
import { DatasetSession } from '../../../src/state/DatasetSession.svelte.ts';
import { Library } from '../../../src/state/Library.svelte.ts';
import { Notices } from '../../../src/state/Notices.svelte.ts';
import { LibraryStore } from '../../../src/storage/LibraryStore.ts';
import { fakeWorkers } from '../engine/fake-workers.ts';
import { freshName, simulateQuota } from '../storage/helpers.ts';
import { InProcessEngine } from './fake-engine.ts';

const WIDE = 'item_id,meta:category,a,b,c\nq1,x,1,0,1\nq2,y,0,1,1\nq3,x,1,1,0\nq4,y,1,1,1\n';

let quota: ReturnType<typeof simulateQuota> | null = null;
afterEach(() => {
	quota?.restore();
	quota = null;
});

async function setup() {
	const name = freshName('import-open');
	const store = new LibraryStore(name);
	const notices = new Notices();
	const engine = new InProcessEngine();
	const library = new Library(store, engine.client, notices);
	await library.refresh(); // creates the database
	return { name, store, notices, engine, library };
}

/**
 * Holds the `matrices` store with a transaction of another connection that keeps itself busy, so
 * every write of a dataset waits; returns the release.
 */
async function holdWrites(name: string): Promise<() => Promise<void>> {
	const open = indexedDB.open(name);
	const db = await new Promise<IDBDatabase>((resolve, reject) => {
		open.onsuccess = () => resolve(open.result);
		open.onerror = () => reject(open.error);
	});
	const tx = db.transaction('matrices', 'readwrite');
	const matrices = tx.objectStore('matrices');
	let holding = true;
	const spin = () => {
		if (holding) matrices.get('nothing').onsuccess = spin;
	};
	spin();
	const done = new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
	return async () => {
		holding = false;
		await done;
		db.close();
	};
}

async function importWide(library: Library): Promise<DatasetRecord> {
	const record = await library.importFiles([new File([WIDE], 'w.csv')]);
	if (!record || record === 'review') throw new Error('expected the import to be stored at once');
	return record;
}

describe('opening an import while it is written', () => {
	it('opens the analysis before the write has finished; lists the dataset once written', async () => {
		const { name, store, library, engine } = await setup();
		const release = await holdWrites(name);
		const record = await importWide(library);
		expect(library.imports.saving).toBe(1);
		expect(engine.preloaded).toEqual([record.id]);

		const session = new DatasetSession(store);
		expect(await session.open(record.id)).not.toBeNull();
		expect(session.load).toBe('ready');
		expect(session.record).toEqual(record);
		expect(session.matrix).toMatchObject({ nItems: 4, nModels: 3, models: ['a', 'b', 'c'] });
		// still being written: not listed, not in the database
		expect(library.imports.saving).toBe(1);
		expect(library.datasets).toEqual([]);

		await release();
		await library.imports.saved();
		expect(library.imports.saving).toBe(0);
		expect(library.datasets).toEqual([record]);
		expect(await new LibraryStore(name).list()).toEqual([record]);
		expect(library.failures).toEqual([]);
	});

	it('a write that fails is reported, and the open analysis still runs', async () => {
		const { store, library, notices } = await setup();
		quota = simulateQuota(10); // every dataset write is refused
		const record = await importWide(library);
		const session = new DatasetSession(store);
		await session.open(record.id);
		expect(session.load).toBe('ready');

		await library.imports.saved();
		expect(notices.list.map((n) => n.text)).toEqual([msg('storage.quota')]);
		expect(library.failures[0].issues[0]).toMatchObject({
			file: 'w.csv',
			message: 'could not be saved.',
			code: 'not-saved'
		});
		expect(library.datasets).toEqual([]);
		expect(await store.list()).toEqual([]); // nothing half-written

		// The analysis keeps its matrix (and reopens in this page), and runs.
		const again = new DatasetSession(store);
		await again.open(record.id);
		expect(again.matrix).toBe(session.matrix);
		const matrix = session.matrix!;
		const client = new EngineClient(fakeWorkers().factory);
		try {
			const settings = { ...DEFAULT_ANALYSIS_SETTINGS, draws: 20, seed: 3 };
			const out = await client.run({
				key: record.id,
				matrix,
				settings,
				spec: resolveRecipe(settings, matrix),
				workers: 1
			});
			expect(out.table.nDraws).toBe(20);
		} finally {
			client.dispose();
		}
	});

	it('reopened from the library, the stored copy reads the same as the one opened from memory', async () => {
		const { name, store, library } = await setup();
		const record = await importWide(library);
		const fromMemory = new DatasetSession(store);
		await fromMemory.open(record.id);
		await library.imports.saved();

		for (const reader of [store, new LibraryStore(name)]) {
			const stored = new DatasetSession(reader);
			await stored.open(record.id);
			expect(stored.load).toBe('ready');
			expect(stored.matrix).not.toBe(fromMemory.matrix); // read from IndexedDB
			expect(stored.matrix).toEqual(fromMemory.matrix);
			expect(stored.record).toEqual(fromMemory.record);
		}
	});
});
