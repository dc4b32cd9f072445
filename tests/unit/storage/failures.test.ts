/**
 * Storage that fails: a full quota (simulated in fake-indexeddb, which has none) must leave no
 * half-written records; storage that does not exist must fail every call with a StorageError.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLibraryFile } from '../../../src/formats/library-file.ts';
import { LibraryStore, StorageError } from '../../../src/storage/LibraryStore.ts';
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
	simulateQuota
} from './helpers.ts';

let quota: ReturnType<typeof simulateQuota> | null = null;
afterEach(() => {
	quota?.restore();
	quota = null;
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
});

const small = () => dataset({ name: 'small' });
const big = () =>
	dataset({
		name: 'big',
		items: 1_000,
		models: Array.from({ length: 20 }, (_, m) => `m${m}`),
		continuous: true
	});

describe('quota exceeded', () => {
	it('saving a big dataset with its details fails with a clear message and writes no record', async () => {
		const name = freshName('quota');
		const store = new LibraryStore(name);
		const s = small();
		await store.put(s.record, s.matrix);
		quota = simulateQuota(100_000);
		const b = big();
		const attempt = store.put(b.record, b.matrix, itemDetails(b));
		await expect(attempt).rejects.toBeInstanceOf(StorageError);
		await expect(attempt).rejects.toMatchObject({ kind: 'quota' });
		await expect(attempt).rejects.toThrow(
			/refused more storage while saving “big”, so nothing was saved/
		);
		expect(quota.hits()).toBe(1);
		// Nothing of the big dataset, everything of the small one, and the store still works.
		expect(await store.get(b.record.id)).toBeUndefined();
		expect(await store.getMatrix(b.record.id)).toBeUndefined();
		expect(await store.getDetails(b.record.id)).toBeUndefined();
		expect(await store.getMatrix(s.record.id)).toEqual(s.matrix);
		quota.restore();
		await store.put(b.record, b.matrix, itemDetails(b));
		expect(await store.getMatrix(b.record.id)).toEqual(b.matrix);
		expect(await store.getDetails(b.record.id)).toEqual(itemDetails(b));
		store.close();
		await expectConsistent(name);
	});

	it('rolls back the matrix already written when the quota is hit by the record after it', async () => {
		const name = freshName('quota-second');
		const store = new LibraryStore(name);
		quota = simulateQuota(0, 'datasets');
		const s = small();
		await expect(store.put(s.record, s.matrix)).rejects.toMatchObject({ kind: 'quota' });
		store.close();
		const d = await dump(name);
		expect(keysOf(d, 'datasets')).toEqual([]);
		expect(keysOf(d, 'matrices')).toEqual([]);
	});

	it('rolls back the record and matrix when the quota is hit by the item details after them', async () => {
		const name = freshName('quota-details');
		const store = new LibraryStore(name);
		quota = simulateQuota(0, 'details');
		const s = small();
		const attempt = store.put(s.record, s.matrix, itemDetails(s));
		await expect(attempt).rejects.toMatchObject({ kind: 'quota' });
		await expect(attempt).rejects.toThrow(/while saving “small”, so nothing was saved/);
		expect(quota.hits()).toBe(1);
		store.close();
		const d = await dump(name);
		expect(keysOf(d, 'datasets')).toEqual([]);
		expect(keysOf(d, 'matrices')).toEqual([]);
		expect(keysOf(d, 'details')).toEqual([]);
	});

	it('details too big for the quota on a dataset already stored change nothing', async () => {
		const name = freshName('quota-details-big');
		const store = new LibraryStore(name);
		const s = small();
		await store.put(s.record, s.matrix, itemDetails(s, { outputs: false }));
		const before = await dump(name);
		// A small matrix with outputs of 20,000 characters each: only the details do not fit.
		quota = simulateQuota(200_000);
		const attempt = store.put(
			{ ...s.record, name: 'small again' },
			s.matrix,
			itemDetails(s, { pad: 20_000 })
		);
		await expect(attempt).rejects.toMatchObject({ kind: 'quota' });
		expect(quota.hits()).toBe(1);
		quota.restore();
		expect(await store.get(s.record.id)).toEqual(s.record);
		expect(await store.getDetails(s.record.id)).toEqual(itemDetails(s, { outputs: false }));
		store.close();
		expect((await expectConsistent(name)).records).toEqual(before.records);
	});

	it('a library import that does not fit imports nothing at all', async () => {
		const name = freshName('quota-import');
		const store = new LibraryStore(name);
		const s = small();
		await store.put(s.record, s.matrix);
		const b = big();
		const other = dataset({ name: 'other', salt: 5 });
		const file = writeLibraryFile({
			exportedAt: '2026-03-01T00:00:00.000Z',
			appVersion: 'test',
			datasets: [{ ...other, details: itemDetails(other) }, { ...s, details: itemDetails(s) }, b],
			runs: [savedRun(other)],
			kv: [{ key: datasetValueKey(other.record.id, 'exclusions'), value: ['item-0'] }]
		});
		const before = await dump(name);
		quota = simulateQuota(100_000);
		const attempt = store.applyImport(file, { onConflict: 'replace' });
		await expect(attempt).rejects.toMatchObject({ kind: 'quota' });
		await expect(attempt).rejects.toThrow(/importing the library file/);
		store.close();
		expect((await dump(name)).records).toEqual(before.records);
	});

	it('saving a run or a value over quota fails with kind “quota” and stores nothing', async () => {
		const name = freshName('quota-run');
		const store = new LibraryStore(name);
		const s = small();
		await store.put(s.record, s.matrix);
		quota = simulateQuota(0);
		await expect(store.saveRun(runResult(s))).rejects.toMatchObject({ kind: 'quota' });
		await expect(store.setValue('x', 'y')).rejects.toMatchObject({ kind: 'quota' });
		quota.restore();
		expect(await store.listRuns(s.record.id)).toEqual([]);
		expect(await store.getValue('x')).toBeUndefined();
		store.close();
	});
});

/** Every public method, called with plausible arguments. */
function everyMethod(store: LibraryStore): Array<[string, () => Promise<unknown>]> {
	const s = small();
	const file = writeLibraryFile({
		exportedAt: '2026-03-01T00:00:00.000Z',
		appVersion: 'test',
		datasets: [s],
		runs: [],
		kv: []
	});
	return [
		['list', () => store.list()],
		['get', () => store.get(s.record.id)],
		['getMatrix', () => store.getMatrix(s.record.id)],
		['getDetails', () => store.getDetails(s.record.id)],
		['put', () => store.put(s.record, s.matrix)],
		['put with details', () => store.put(s.record, s.matrix, itemDetails(s))],
		['rename', () => store.rename(s.record.id, 'x')],
		['delete', () => store.delete(s.record.id)],
		['getValue', () => store.getValue('k')],
		['setValue', () => store.setValue('k', 1)],
		['saveRun', () => store.saveRun(runResult(s))],
		['listRuns', () => store.listRuns(s.record.id)],
		['getRun', () => store.getRun('k')],
		['deleteRun', () => store.deleteRun('k')],
		['exportAll', () => store.exportAll()],
		['inspectImport', () => store.inspectImport(file)],
		['applyImport', () => store.applyImport(file, { onConflict: 'skip' })],
		['deleteEverything', () => store.deleteEverything()]
	];
}

async function expectAllUnavailable(store: LibraryStore): Promise<void> {
	for (const [method, call] of everyMethod(store)) {
		const outcome = await call().then(
			() => 'resolved',
			(e: unknown) => e
		);
		expect(outcome, method).toBeInstanceOf(StorageError);
		expect((outcome as StorageError).kind, method).toBe('unavailable');
		expect((outcome as StorageError).message, method).toMatch(/storage is not available/i);
	}
	expect(() => store.close()).not.toThrow();
}

describe('storage unavailable', () => {
	it('without IndexedDB at all, every method fails with StorageError("unavailable")', async () => {
		vi.stubGlobal('indexedDB', undefined);
		await expectAllUnavailable(new LibraryStore(freshName('none')));
	});

	it('when opening throws at once (SecurityError), every method fails the same way', async () => {
		vi.spyOn(indexedDB, 'open').mockImplementation(() => {
			throw new DOMException('access denied', 'SecurityError');
		});
		vi.spyOn(indexedDB, 'deleteDatabase').mockImplementation(() => {
			throw new DOMException('access denied', 'SecurityError');
		});
		await expectAllUnavailable(new LibraryStore(freshName('security')));
	});

	it('when the open request fails (a private window), every method fails the same way', async () => {
		// What Firefox's private windows did: the request fires `error` with InvalidStateError.
		const failing = () => {
			const request = new IDBOpenDBRequest();
			setTimeout(() => {
				const r = request as unknown as { readyState: string; error: DOMException };
				r.readyState = 'done';
				r.error = new DOMException('A mutation operation was attempted.', 'InvalidStateError');
				request.dispatchEvent(
					new IDBVersionChangeEvent('error', { bubbles: true, cancelable: true })
				);
			});
			return request;
		};
		vi.spyOn(indexedDB, 'open').mockImplementation(failing);
		vi.spyOn(indexedDB, 'deleteDatabase').mockImplementation(failing);
		await expectAllUnavailable(new LibraryStore(freshName('private')));
	});
});
