import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import type { DatasetRecord } from '../../../src/schemas/dataset.ts';
import { LibraryStore, StorageError, type ItemDetails } from '../../../src/storage/LibraryStore.ts';
import { datasetValueKey, runKey } from '../../../src/storage/saved-run.ts';
import {
	dataset,
	dump,
	expectConsistent,
	freshName,
	itemDetails,
	keysOf,
	runResult
} from './helpers.ts';

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
		expect(boot.key).toBe(`${a.record.id}|kind=bootstrap&draws=12&seed=7|k=3`);
		expect(sub.key).toBe(`${a.record.id}|kind=subsample&draws=12&seed=3&fraction=0.25|k=3`);
		// run@1 results (older library files) keep their keys.
		expect(runKey(a.record.id, { kind: 'subsample', fraction: 0.25, draws: 12, seed: 3 })).toBe(
			`${a.record.id}|subsample|0.25|12|3`
		);
		expect(
			runKey(a.record.id, { ...DEFAULT_ANALYSIS_SETTINGS, fraction: 0.9, draws: 12, seed: 7 })
		).toBe(boot.key);
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

describe('LibraryStore item details', () => {
	it('stores details with their dataset and reads them back apart from the matrix', async () => {
		const store = new LibraryStore(freshName('details'));
		const d = dataset({ models: ['__proto__', 'constructor', 'ok'] });
		const details = itemDetails(d);
		await store.put(d.record, d.matrix, details);
		expect(await store.getDetails(d.record.id)).toEqual(details);
		expect(await store.getMatrix(d.record.id)).toEqual(d.matrix);
		expect(await store.list()).toEqual([d.record]);
		const other = dataset({ salt: 1 });
		await store.put(other.record, other.matrix, null);
		expect(await store.getDetails(other.record.id)).toBeUndefined();
		expect(await store.getDetails('0123456789abcdef')).toBeUndefined();
		store.close();
	});

	it('saving again with details replaces them; without details keeps the stored ones', async () => {
		const store = new LibraryStore(freshName('details-again'));
		const d = dataset();
		await store.put(d.record, d.matrix, itemDetails(d));
		await store.put({ ...d.record, name: 'renamed' }, d.matrix);
		expect(await store.getDetails(d.record.id)).toEqual(itemDetails(d));
		const fewer = itemDetails(d, { outputs: false });
		await store.put(d.record, d.matrix, { ...fewer, truncated: true });
		expect(await store.getDetails(d.record.id)).toEqual({ ...fewer, truncated: true });
		store.close();
	});

	it('refuses details that do not fit the matrix with a StorageError, writing nothing', async () => {
		const name = freshName('details-refused');
		const store = new LibraryStore(name);
		const d = dataset();
		const good = itemDetails(d);
		const bad: Array<[string, unknown, RegExp]> = [
			['other items', { ...good, itemIds: good.itemIds.map((id) => `${id}!`) }, /items/],
			['models reordered', { ...good, models: [...good.models].reverse() }, /models/],
			['a text short', { ...good, text: good.text.slice(1) }, /text: has 5 entries for 6 items/],
			['a target not text', { ...good, target: good.target.map(() => 1) }, /target/],
			[
				'an output row short',
				{ ...good, outputs: good.outputs!.map((r) => r.slice(1)) },
				/outputs/
			],
			['outputs for fewer items', { ...good, outputs: good.outputs!.slice(1) }, /outputs/],
			['no truncated flag', { ...good, truncated: undefined }, /truncated/],
			['not an object', 'details', /expected object/]
		];
		for (const [what, details, reason] of bad) {
			const attempt = store.put(d.record, d.matrix, details as ItemDetails);
			await expect(attempt, what).rejects.toBeInstanceOf(StorageError);
			await expect(attempt, what).rejects.toMatchObject({ kind: 'other' });
			await expect(attempt, what).rejects.toThrow(reason);
		}
		store.close();
		const after = await dump(name);
		expect(keysOf(after, 'datasets')).toEqual([]);
		expect(keysOf(after, 'details')).toEqual([]);
	});

	it('deleting a dataset deletes its details and no other dataset’s', async () => {
		const name = freshName('details-delete');
		const store = new LibraryStore(name);
		const [a, b] = [dataset({ name: 'a' }), dataset({ name: 'b', salt: 1 })];
		await store.put(a.record, a.matrix, itemDetails(a));
		await store.put(b.record, b.matrix, itemDetails(b));
		await store.delete(a.record.id);
		expect(await store.getDetails(a.record.id)).toBeUndefined();
		expect(await store.getDetails(b.record.id)).toEqual(itemDetails(b));
		store.close();
		expect(keysOf(await expectConsistent(name), 'details')).toEqual([b.record.id]);
	});

	it('deleting everything deletes the details too', async () => {
		const name = freshName('details-everything');
		const store = new LibraryStore(name);
		const d = dataset();
		await store.put(d.record, d.matrix, itemDetails(d));
		await store.deleteEverything();
		expect(await store.getDetails(d.record.id)).toBeUndefined();
		store.close();
		expect(keysOf(await dump(name), 'details')).toEqual([]);
	});

	it('reports damaged stored details as a StorageError', async () => {
		const name = freshName('details-damaged');
		const store = new LibraryStore(name);
		const d = dataset();
		await store.put(d.record, d.matrix, itemDetails(d));
		store.close();
		const raw = await openDB(name);
		await raw.put('details', { ...itemDetails(d), id: d.record.id, text: 'lost' });
		raw.close();
		const again = new LibraryStore(name);
		const attempt = again.getDetails(d.record.id);
		await expect(attempt).rejects.toBeInstanceOf(StorageError);
		await expect(attempt).rejects.toThrow(/item details of this dataset are damaged .*text/);
		// The dataset itself still loads.
		expect(await again.getMatrix(d.record.id)).toEqual(d.matrix);
		again.close();
	});
});
