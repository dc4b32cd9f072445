import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { isScoreTableId, scoreTableId } from '../../../src/features/score-tables/core/table-id.ts';
import { parseScoreTable } from '../../../src/features/score-tables/formats/parse.ts';
import { DB_VERSION, LibraryStore } from '../../../src/storage/LibraryStore.ts';
import { MIGRATIONS } from '../../../src/storage/migrations.ts';
import { ScoreTableStore } from '../../../src/features/score-tables/storage/ScoreTableStore.ts';
import { scoreTableRecord } from '../../../src/features/score-tables/state/score-table-record.ts';
import { fixture } from '../helpers.ts';
import { dataset, dump, freshName, itemDetails, savedRun, type Dataset } from './helpers.ts';
import { datasetValueKey } from '../../../src/storage/saved-run.ts';

const SCORE_TABLE_STEP = MIGRATIONS.findIndex((m) => m.description.startsWith('scoreTables')) + 1;

/**
 * A database exactly as the step before the score tables left it (version 3), written with raw
 * IndexedDB: datasets (index by-addedAt), matrices, runs (index by-dataset), details and kv, with
 * two datasets, item details, a saved run, a per-dataset value and a browser flag.
 */
function createBefore(name: string, datasets: Dataset[], version: number): Promise<void> {
	return new Promise((resolve, reject) => {
		const open = indexedDB.open(name, version);
		open.onupgradeneeded = () => {
			const db = open.result;
			const sets = db.createObjectStore('datasets', { keyPath: 'id' });
			sets.createIndex('by-addedAt', 'addedAt');
			db.createObjectStore('matrices', { keyPath: 'id' });
			db.createObjectStore('runs', { keyPath: 'key' }).createIndex('by-dataset', 'datasetId');
			db.createObjectStore('details', { keyPath: 'id' });
			db.createObjectStore('kv');
		};
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(['datasets', 'matrices', 'runs', 'details', 'kv'], 'readwrite');
			for (const d of datasets) {
				tx.objectStore('datasets').put(d.record);
				tx.objectStore('matrices').put({ ...d.matrix, id: d.record.id });
			}
			tx.objectStore('details').put({ ...itemDetails(datasets[0]), id: datasets[0].record.id });
			tx.objectStore('runs').put(savedRun(datasets[0]));
			tx.objectStore('kv').put(['item-1'], datasetValueKey(datasets[0].record.id, 'exclusions'));
			tx.objectStore('kv').put(true, 'samplesSeeded');
			tx.oncomplete = () => {
				db.close();
				resolve();
			};
			tx.onerror = () => reject(tx.error);
		};
	});
}

function twoConditions() {
	const parsed = parseScoreTable(
		fixture('score-table', 'two-conditions.json'),
		'two-conditions.json'
	);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	return scoreTableRecord({
		table: parsed.table,
		name: 'two conditions',
		fileName: 'two-conditions.json',
		source: 'file',
		choices: parsed.choices,
		notes: parsed.notes,
		now: new Date('2026-03-01T00:00:00.000Z')
	});
}

describe('score tables in the library', () => {
	it('step "scoreTables" upgrades the previous version and keeps every record', async () => {
		expect(SCORE_TABLE_STEP).toBeGreaterThan(1);
		const name = freshName('st-migrate');
		const datasets = [
			dataset({ name: 'one', addedAt: '2026-01-01T00:00:00.000Z' }),
			dataset({ name: 'two', continuous: true, salt: 3, addedAt: '2026-01-02T00:00:00.000Z' })
		];
		await createBefore(name, datasets, SCORE_TABLE_STEP - 1);
		const before = await dump(name);
		// Open through the score-table store (it runs the migrations like LibraryStore).
		const tables = new ScoreTableStore(name);
		expect(await tables.list()).toEqual([]);
		tables.close();
		const after = await dump(name);
		expect(after.version).toBe(DB_VERSION);
		for (const store of Object.keys(before.records)) {
			expect(after.records[store], store).toEqual(before.records[store]);
		}
		expect(after.stores.scoreTables).toBeDefined();
		const library = new LibraryStore(name);
		expect((await library.list()).map((d) => d.name)).toEqual(['two', 'one']);
		expect(await library.getDetails(datasets[0].record.id)).toBeDefined();
		expect(await library.listRuns(datasets[0].record.id)).toHaveLength(1);
		library.close();
	});

	it('stores, lists, renames, marks lower-is-better and deletes a table', async () => {
		const store = new ScoreTableStore(freshName('st-crud'));
		const record = twoConditions();
		expect(isScoreTableId(record.id)).toBe(true);
		expect(record.shape).toMatchObject({
			models: 12,
			benchmarks: 8,
			conditions: 2,
			hasStderr: true
		});
		await store.put(record);
		const [listed] = await store.list();
		expect(listed.id).toBe(record.id);
		const got = await store.get(record.id);
		expect(Array.from(got!.table.conditions[1].scores)).toEqual(
			Array.from(record.table.conditions[1].scores)
		);
		expect(scoreTableId(got!.table)).toBe(record.id);
		const renamed = await store.update(record.id, { name: '  renamed ', lowerIsBetter: ['b1'] });
		expect(renamed).toMatchObject({ name: 'renamed', lowerIsBetter: ['b1'] });
		await expect(store.update(record.id, { name: ' ' })).rejects.toMatchObject({ kind: 'other' });
		await store.delete(record.id);
		expect(await store.list()).toEqual([]);
		store.close();
	});

	it('refuses an invalid record and skips a damaged one when listing', async () => {
		const store = new ScoreTableStore(freshName('st-bad'));
		const record = twoConditions();
		await expect(store.put({ ...record, id: 'nope' })).rejects.toMatchObject({ kind: 'other' });
		store.close();
	});

	it('goes through the backup JSON and back, NaN included, skipping or replacing', async () => {
		const a = new ScoreTableStore(freshName('st-backup-a'));
		const b = new ScoreTableStore(freshName('st-backup-b'));
		const record = twoConditions();
		const table = record.table;
		const scores = Float64Array.from(table.conditions[0].scores);
		scores[3] = Number.NaN;
		const holed = scoreTableRecord({
			table: { ...table, conditions: [{ ...table.conditions[0], scores }, table.conditions[1]] },
			name: 'holed',
			fileName: 'holed.json',
			source: 'file'
		});
		await a.put(record);
		await a.put(holed);
		const json = JSON.parse(JSON.stringify(await a.exportJson())) as unknown[];
		expect(await b.importJson([...json, { not: 'a table' }], 'skip')).toEqual({
			added: 2,
			replaced: 0,
			skipped: 0,
			invalid: 1
		});
		const back = await b.get(holed.id);
		expect(back!.table.conditions[0].scores[3]).toBeNaN();
		expect(scoreTableId(back!.table)).toBe(holed.id);
		expect(await b.importJson(json, 'skip')).toMatchObject({ added: 0, skipped: 2 });
		expect(await b.importJson(json, 'replace')).toMatchObject({ replaced: 2 });
		a.close();
		b.close();
	});
});
