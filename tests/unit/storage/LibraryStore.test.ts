import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import type { DatasetRecord } from '../../../src/schemas/dataset.ts';
import { LibraryStore } from '../../../src/storage/LibraryStore.ts';

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
});
