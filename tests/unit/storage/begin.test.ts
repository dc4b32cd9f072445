/**
 * `LibraryStore.begin`: a dataset held in memory while it is written (and after a failed write),
 * refused at once when invalid; `put` keeps its old contract.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryStore, StorageError } from '../../../src/storage/LibraryStore.ts';
import { dataset, freshName, itemDetails, simulateQuota } from './helpers.ts';

let quota: ReturnType<typeof simulateQuota> | null = null;
afterEach(() => {
	quota?.restore();
	quota = null;
});

describe('LibraryStore.begin', () => {
	it('answers from memory at once, then from the database once written', async () => {
		const store = new LibraryStore(freshName('begin'));
		const d = dataset({ name: 'held' });
		const details = itemDetails(d);
		const begun = store.begin(d.record, d.matrix, details);
		if (!begun.ok) throw begun.error;
		// before the write has even started: the very objects given
		expect(await store.getMatrix(d.record.id)).toBe(d.matrix);
		expect(await store.get(d.record.id)).toBe(d.record);
		expect(await store.getDetails(d.record.id)).toEqual(details);
		await begun.written;
		const stored = await store.getMatrix(d.record.id);
		expect(stored).not.toBe(d.matrix);
		expect(stored).toEqual(d.matrix);
		expect(await store.list()).toEqual([d.record]);
	});

	it('refuses invalid input at once, holding and writing nothing', async () => {
		const store = new LibraryStore(freshName('begin'));
		const d = dataset();
		const begun = store.begin({ ...d.record, nItems: -1 }, d.matrix);
		expect(begun.ok).toBe(false);
		expect(!begun.ok && begun.error).toBeInstanceOf(StorageError);
		expect(await store.get(d.record.id)).toBeUndefined();
		expect(await store.list()).toEqual([]);
	});

	it('a failed write stays held (unlisted) until stored again or deleted', async () => {
		const store = new LibraryStore(freshName('begin'));
		await store.list(); // the database exists before the quota
		const d = dataset({ name: 'too big' });
		quota = simulateQuota(10);
		const begun = store.begin(d.record, d.matrix);
		if (!begun.ok) throw begun.error;
		await expect(begun.written).rejects.toMatchObject({ kind: 'quota' });
		expect(await store.list()).toEqual([]);
		expect(await store.getMatrix(d.record.id)).toBe(d.matrix);
		quota.restore();
		const again = store.begin(d.record, d.matrix);
		if (!again.ok) throw again.error;
		await again.written;
		expect(await store.list()).toEqual([d.record]);
		await store.delete(d.record.id);
		expect(await store.get(d.record.id)).toBeUndefined();
		expect(await store.getMatrix(d.record.id)).toBeUndefined();

		// deleted while held after a failure: gone from memory too
		quota = simulateQuota(10);
		const failed = store.begin(d.record, d.matrix);
		if (!failed.ok) throw failed.error;
		await expect(failed.written).rejects.toBeInstanceOf(StorageError);
		await store.delete(d.record.id);
		expect(await store.getMatrix(d.record.id)).toBeUndefined();
	});

	it('a rename during the write is what the held copy and the stored one say', async () => {
		const store = new LibraryStore(freshName('begin'));
		const d = dataset({ name: 'before' });
		const begun = store.begin(d.record, d.matrix);
		if (!begun.ok) throw begun.error;
		const renamed = store.rename(d.record.id, 'after');
		await begun.written;
		await renamed;
		expect((await store.get(d.record.id))?.name).toBe('after');
		expect((await store.list()).map((r) => r.name)).toEqual(['after']);
	});
});
