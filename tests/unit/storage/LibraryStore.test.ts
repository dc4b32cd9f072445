import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import type { DatasetRecord } from '../../../src/schemas/dataset.ts';
import { LibraryStore, StorageError } from '../../../src/storage/LibraryStore.ts';
import { datasetValueKey, runKey } from '../../../src/storage/saved-run.ts';
import { dataset, expectConsistent, freshName, keysOf, runResult } from './helpers.ts';

let n = 0;
const fresh = () => new LibraryStore(`test-${++n}`);

function record(id: string, name = 'data', addedAt = '2026-01-01T00:00:00.000Z'): DatasetRecord {
	return {
		id,
		name,
		fileName: `${name}.csv`,
		source: 'file',
		addedAt,
		nItems: 2,
		nModels: 2,
		valueType: 'binary',
		missingCells: 1,
		metaFields: [],
		notes: []
	};
}

const matrix = packMatrix({
	models: ['a', 'b'],
	itemIds: ['x', 'y'],
	cells: [1, 0, Number.NaN, 1]
});

describe('LibraryStore', () => {
	it('stores a dataset and its matrix, lists it, and reads the matrix back unchanged', async () => {
		const store = fresh();
		await store.put(record('00000000000000aa'), matrix);
		expect((await store.list()).map((d) => d.id)).toEqual(['00000000000000aa']);
		const back = await store.getMatrix('00000000000000aa');
		expect(back).toEqual(matrix);
		expect(back!.bits).toBeInstanceOf(Uint32Array);
	});

	it('lists newest first, renames and deletes both records together', async () => {
		const store = fresh();
		await store.put(record('00000000000000aa', 'old', '2026-01-01T00:00:00.000Z'), matrix);
		await store.put(record('00000000000000bb', 'new', '2026-02-01T00:00:00.000Z'), matrix);
		expect((await store.list()).map((d) => d.name)).toEqual(['new', 'old']);
		await store.rename('00000000000000aa', 'renamed');
		expect((await store.get('00000000000000aa'))!.name).toBe('renamed');
		await store.delete('00000000000000bb');
		expect((await store.list()).map((d) => d.id)).toEqual(['00000000000000aa']);
		expect(await store.getMatrix('00000000000000bb')).toBeUndefined();
	});

	it('refuses an invalid record without writing anything', async () => {
		const store = fresh();
		await expect(store.put({ ...record('not-an-id') }, matrix)).rejects.toThrow();
		expect(await store.list()).toEqual([]);
	});

	it('survives a reopen (what a reload does)', async () => {
		const name = `test-reopen-${++n}`;
		const a = new LibraryStore(name);
		await a.put(record('00000000000000cc'), matrix);
		a.close();
		const b = new LibraryStore(name);
		expect((await b.list()).map((d) => d.id)).toEqual(['00000000000000cc']);
	});

	it('keeps small settings in kv', async () => {
		const store = fresh();
		expect(await store.getValue('samplesSeeded')).toBeUndefined();
		await store.setValue('samplesSeeded', true);
		expect(await store.getValue('samplesSeeded')).toBe(true);
	});

	it('refuses an invalid record or a bad name with a StorageError, never another error', async () => {
		const store = fresh();
		const bad = store.put(record('not-an-id'), matrix);
		await expect(bad).rejects.toBeInstanceOf(StorageError);
		await expect(bad).rejects.toMatchObject({ kind: 'other' });
		await store.put(record('00000000000000aa'), matrix);
		await expect(store.rename('00000000000000aa', '   ')).rejects.toBeInstanceOf(StorageError);
		await expect(store.rename('00000000000000ff', 'x')).rejects.toThrow(/no longer/);
	});
});

describe('LibraryStore saved runs', () => {
	it('saves a run under its settings key, lists it by dataset and reads it back', async () => {
		const store = new LibraryStore(freshName());
		const a = dataset({ name: 'a' });
		const b = dataset({ name: 'b', salt: 1 });
		await store.put(a.record, a.matrix);
		await store.put(b.record, b.matrix);
		const boot = await store.saveRun(runResult(a));
		const sub = await store.saveRun(runResult(a, { kind: 'subsample', fraction: 0.25, seed: 3 }));
		await store.saveRun(runResult(b));
		expect(boot.key).toBe(`${a.record.id}|bootstrap||12|7`);
		expect(sub.key).toBe(`${a.record.id}|subsample|0.25|12|3`);
		expect(runKey(a.record.id, { kind: 'bootstrap', fraction: 0.9, draws: 12, seed: 7 })).toBe(
			boot.key
		);
		const listed = await store.listRuns(a.record.id);
		expect(listed.map((r) => r.key).sort()).toEqual([boot.key, sub.key].sort());
		expect(await store.getRun(sub.key)).toEqual(sub);
		expect(await store.getRun('nope')).toBeUndefined();
		expect((await store.listRuns(b.record.id)).map((r) => r.datasetId)).toEqual([b.record.id]);
	});

	it('keeps a model called "__proto__" as data in a saved run', async () => {
		const store = new LibraryStore(freshName());
		const d = dataset({ models: ['__proto__', 'constructor', 'ok'] });
		await store.put(d.record, d.matrix);
		const saved = await store.saveRun(runResult(d));
		const back = await store.getRun(saved.key);
		expect(Object.keys(back!.result.reference.scores)).toEqual(['__proto__', 'constructor', 'ok']);
		expect(Object.getPrototypeOf(back!.result.reference.scores)).toBe(Object.prototype);
	});

	it('saving the same run again replaces it instead of adding a copy', async () => {
		const store = new LibraryStore(freshName());
		const d = dataset();
		await store.put(d.record, d.matrix);
		await store.saveRun(runResult(d));
		await store.saveRun(runResult(d));
		expect(await store.listRuns(d.record.id)).toHaveLength(1);
	});

	it('refuses a run whose dataset is not in the library, and an invalid result', async () => {
		const store = new LibraryStore(freshName());
		const d = dataset();
		await expect(store.saveRun(runResult(d))).rejects.toThrow(/no longer in the library/);
		await store.put(d.record, d.matrix);
		const broken = { ...runResult(d), settings: { kind: 'nope' } } as never;
		await expect(store.saveRun(broken)).rejects.toBeInstanceOf(StorageError);
		expect(await store.listRuns(d.record.id)).toEqual([]);
	});

	it('deleting a dataset deletes its matrix, runs and per-dataset values, and nothing else', async () => {
		const name = freshName();
		const store = new LibraryStore(name);
		const a = dataset({ name: 'a' });
		const b = dataset({ name: 'b', salt: 1 });
		await store.put(a.record, a.matrix);
		await store.put(b.record, b.matrix);
		await store.saveRun(runResult(a));
		await store.saveRun(runResult(a, { seed: 8 }));
		const kept = await store.saveRun(runResult(b));
		await store.setValue(datasetValueKey(a.record.id, 'exclusions'), ['item-1']);
		await store.setValue(datasetValueKey(b.record.id, 'exclusions'), ['item-2']);
		await store.setValue('samplesSeeded', true);
		await store.delete(a.record.id);
		store.close();
		const d = await expectConsistent(name);
		expect(keysOf(d, 'datasets')).toEqual([b.record.id]);
		expect(keysOf(d, 'runs')).toEqual([kept.key]);
		expect(keysOf(d, 'kv').sort()).toEqual([
			datasetValueKey(b.record.id, 'exclusions'),
			'samplesSeeded'
		]);
	});

	it('deletes a single saved run', async () => {
		const store = new LibraryStore(freshName());
		const d = dataset();
		await store.put(d.record, d.matrix);
		const run = await store.saveRun(runResult(d));
		await store.deleteRun(run.key);
		expect(await store.listRuns(d.record.id)).toEqual([]);
	});
});
