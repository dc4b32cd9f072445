/**
 * Two tabs of the app are two LibraryStore instances on the same database name (fake-indexeddb
 * shares databases across connections in one process, as a browser does across tabs).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DB_VERSION, LibraryStore, StorageError } from '../../../src/storage/LibraryStore.ts';
import { MIGRATIONS, type Migration } from '../../../src/storage/migrations.ts';
import {
	dataset,
	dump,
	expectConsistent,
	freshName,
	itemDetails,
	keysOf,
	runResult
} from './helpers.ts';

/** A raw connection that, like a tab of an old app without a `versionchange` handler, never lets go. */
function holdOpen(name: string, version: number): Promise<IDBDatabase> {
	return new Promise((resolve, reject) => {
		const open = indexedDB.open(name, version);
		open.onerror = () => reject(open.error);
		open.onsuccess = () => resolve(open.result);
	});
}

const addStore: Migration = {
	version: DB_VERSION + 1,
	description: 'a later version adds a store',
	up(db) {
		(db as unknown as IDBDatabase).createObjectStore('later');
	}
};

describe('two tabs', () => {
	it('write at the same time without corrupting the library', async () => {
		const name = freshName('tabs');
		const [a, b] = [new LibraryStore(name), new LibraryStore(name)];
		const sets = Array.from({ length: 12 }, (_, k) => dataset({ name: `d${k}`, salt: k }));
		// Both tabs open the new database at the same moment and write interleaved.
		await Promise.all(sets.map((d, k) => (k % 2 ? a : b).put(d.record, d.matrix)));
		const shared = sets[0];
		await Promise.all([
			a.rename(shared.record.id, 'from a'),
			b.rename(shared.record.id, 'from b'),
			a.saveRun(runResult(sets[1])),
			b.saveRun(runResult(sets[1], { seed: 9 })),
			a.setValue('samplesSeeded', true),
			b.delete(sets[2].record.id),
			// A run saved by one tab while the other deletes its dataset: both or neither remain.
			a.saveRun(runResult(sets[3])).catch((e: unknown) => e),
			b.delete(sets[3].record.id)
		]);
		expect(['from a', 'from b']).toContain((await a.get(shared.record.id))!.name);
		expect(await b.list()).toHaveLength(10);
		expect(await a.listRuns(sets[1].record.id)).toHaveLength(2);
		for (const d of await b.list()) {
			expect(await a.getMatrix(d.id)).toEqual(sets.find((s) => s.record.id === d.id)!.matrix);
		}
		a.close();
		b.close();
		const d = await expectConsistent(name);
		expect(keysOf(d, 'datasets')).toHaveLength(10);
	});

	it('a dataset saved with its details by one tab while another deletes it: all or none', async () => {
		const name = freshName('tabs-details');
		const [a, b] = [new LibraryStore(name), new LibraryStore(name)];
		const sets = Array.from({ length: 6 }, (_, k) => dataset({ name: `d${k}`, salt: k }));
		await Promise.all(sets.map((d, k) => (k % 2 ? a : b).put(d.record, d.matrix, itemDetails(d))));
		await Promise.all(
			sets.flatMap((d, k) => [
				(k % 2 ? a : b).put(d.record, d.matrix, itemDetails(d, { outputs: false })),
				(k % 2 ? b : a).delete(d.record.id)
			])
		);
		a.close();
		b.close();
		const d = await expectConsistent(name);
		// Whichever came last won, wholly: a dataset that is left has its (new) details.
		expect(keysOf(d, 'details')).toEqual(keysOf(d, 'datasets'));
		for (const r of d.records.details) expect((r.value as { outputs: unknown }).outputs).toBeNull();
	});

	it('an old tab closes when a new version opens, and reports “reload” on its next use', async () => {
		const name = freshName('upgrade');
		// The old tab runs version 1 of the app and has stored a dataset.
		const old = new LibraryStore(name, { migrations: MIGRATIONS.slice(0, 1) });
		const kept = dataset({ name: 'kept' });
		await old.put(kept.record, kept.matrix);
		// The new tab opens the current version: not blocked, because the old tab lets go at once.
		const current = new LibraryStore(name, { blockedTimeoutMs: 200 });
		expect((await current.list()).map((d) => d.name)).toEqual(['kept']);
		// The old code cannot use the newer database: it says so instead of failing obscurely.
		const stale = old.list();
		await expect(stale).rejects.toMatchObject({ kind: 'outdated' });
		await expect(stale).rejects.toThrow(/Reload this page/);
		// A reload (a new store with the new code) sees everything.
		const reloaded = new LibraryStore(name);
		expect(await reloaded.getMatrix(kept.record.id)).toEqual(kept.matrix);
		current.close();
		reloaded.close();
	});

	it('a tab closed by another tab’s version change reopens on next use without losing data', async () => {
		const name = freshName('reopen');
		const tab = new LibraryStore(name);
		const d = dataset();
		await tab.put(d.record, d.matrix);
		// Another tab tries a newer version whose upgrade fails: this tab lets go, the upgrade is
		// rolled back, and this tab reopens the unchanged current version on its next call.
		const failing: Migration = {
			version: DB_VERSION + 1,
			description: 'fails',
			up() {
				throw new Error('no');
			}
		};
		const newer = new LibraryStore(name, { migrations: [...MIGRATIONS, failing] });
		await expect(newer.list()).rejects.toBeInstanceOf(StorageError);
		expect(await tab.getMatrix(d.record.id)).toEqual(d.matrix);
		expect((await dump(name)).version).toBe(DB_VERSION);
		tab.close();
	});

	it('a newer version that succeeds keeps the data the older tab wrote', async () => {
		const name = freshName('newer');
		const tab = new LibraryStore(name);
		const d = dataset();
		await tab.put(d.record, d.matrix);
		const newer = new LibraryStore(name, { migrations: [...MIGRATIONS, addStore] });
		expect(await newer.getMatrix(d.record.id)).toEqual(d.matrix);
		await expect(tab.list()).rejects.toMatchObject({ kind: 'outdated' });
		newer.close();
		const after = await dump(name);
		expect(after.version).toBe(DB_VERSION + 1);
		expect(keysOf(after, 'datasets')).toEqual([d.record.id]);
	});

	it('an open held up by a tab that never lets go fails with “blocked”, not a hang', async () => {
		const name = freshName('blocked');
		const old = new LibraryStore(name, { migrations: MIGRATIONS.slice(0, 1) });
		const d = dataset();
		await old.put(d.record, d.matrix);
		old.close();
		const holder = await holdOpen(name, 1);
		const store = new LibraryStore(name, { blockedTimeoutMs: 50 });
		const started = Date.now();
		const attempt = store.list();
		await expect(attempt).rejects.toMatchObject({ name: 'StorageError', kind: 'blocked' });
		await expect(attempt).rejects.toThrow(/Close the other tabs/);
		expect(Date.now() - started).toBeLessThan(2_000);
		// Once the other tab closes, the pending upgrade completes and the next call succeeds.
		holder.close();
		expect((await store.list()).map((r) => r.id)).toEqual([d.record.id]);
		expect((await dump(name)).version).toBe(DB_VERSION);
		store.close();
	});

	it('an open that never gets its turn fails after the overall timeout', async () => {
		const name = freshName('stalled');
		const holder = await holdOpen(name, 1);
		// A deletion queued behind the holder keeps every later open waiting without `blocked`.
		const pendingDelete = indexedDB.deleteDatabase(name);
		const store = new LibraryStore(name, { openTimeoutMs: 80, blockedTimeoutMs: 80 });
		await expect(store.list()).rejects.toMatchObject({ kind: 'blocked' });
		holder.close();
		await new Promise((resolve) => (pendingDelete.onsuccess = resolve));
		expect(await store.list()).toEqual([]);
		store.close();
	});

	it('deleting everything closes this tab and the others, which then start an empty library', async () => {
		const name = freshName('delete');
		const [a, b] = [new LibraryStore(name), new LibraryStore(name)];
		const d = dataset();
		await a.put(d.record, d.matrix);
		expect(await b.list()).toHaveLength(1);
		await expect(a.deleteEverything()).resolves.toBeUndefined();
		expect((await indexedDB.databases()).map((x) => x.name)).not.toContain(name);
		expect(await b.list()).toEqual([]);
		expect(await a.get(d.record.id)).toBeUndefined();
		a.close();
		b.close();
	});

	it('deleting everything while another tab never lets go fails with “blocked”, then completes', async () => {
		const name = freshName('delete-blocked');
		const store = new LibraryStore(name, { blockedTimeoutMs: 50 });
		const d = dataset();
		await store.put(d.record, d.matrix);
		const holder = await holdOpen(name, DB_VERSION);
		const attempt = store.deleteEverything();
		await expect(attempt).rejects.toMatchObject({ kind: 'blocked' });
		await expect(attempt).rejects.toThrow(/Close the other tabs/);
		holder.close();
		await expect
			.poll(async () => (await indexedDB.databases()).map((x) => x.name))
			.not.toContain(name);
	});
});
