import 'fake-indexeddb/auto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { openDB } from 'idb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeLibraryFile } from '../../../src/formats/library-file.ts';
import { translateMsg, type Msg } from '../../../src/i18n/catalog.ts';
import { readLibraryFile } from '../../../src/storage/library-backup.ts';
import { LibraryStore, type ImportInspection } from '../../../src/storage/LibraryStore.ts';
import { datasetValueKey } from '../../../src/storage/saved-run.ts';
import { FIXTURES } from '../helpers.ts';
import {
	dataset,
	dump,
	expectConsistent,
	freshName,
	itemDetails,
	keysOf,
	runResult,
	savedRun
} from './helpers.ts';

const a = dataset({ name: 'alpha set', addedAt: '2026-01-01T00:00:00.000Z' });
const b = dataset({
	name: 'beta set',
	continuous: true,
	salt: 1,
	addedAt: '2026-01-02T00:00:00.000Z'
});
const c = dataset({
	name: 'gamma set',
	missingEvery: 3,
	salt: 2,
	addedAt: '2026-01-03T00:00:00.000Z'
});

/**
 * A library with datasets a (with item details) and b, two runs of a, a value of each and a
 * browser-only flag.
 */
async function sourceLibrary(): Promise<{ store: LibraryStore; name: string }> {
	const name = freshName('source');
	const store = new LibraryStore(name);
	await store.put(a.record, a.matrix, itemDetails(a));
	await store.put(b.record, b.matrix);
	await store.saveRun(runResult(a));
	await store.saveRun(runResult(a, { kind: 'subsample', fraction: 0.5 }));
	await store.setValue(datasetValueKey(a.record.id, 'exclusions'), ['item-0']);
	await store.setValue(datasetValueKey(b.record.id, 'exclusions'), []);
	await store.setValue('samplesSeeded', true);
	return { store, name };
}

/** A problem or refusal in English (the catalogs word them; the sentences are pinned here). */
const english = (m: Msg) => translateMsg('en', m);

/** An inspection, with its problems in English. */
function inspected(i: ImportInspection) {
	if (!i.ok) throw new Error(english(i.message));
	return { ...i, problems: i.problems.map(english) };
}

describe('export and import of the whole library', () => {
	it('moves everything to an empty browser: datasets, matrices, details, runs and values', async () => {
		const { store, name } = await sourceLibrary();
		const file = await store.exportAll({ now: new Date('2026-04-05T06:07:08.000Z') });
		expect(file).toMatchObject({
			fileName: 'perturbation-sandbox-library-2026-04-05.zip',
			datasets: 2,
			runs: 2,
			problems: []
		});
		const target = new LibraryStore(freshName('target'));
		const outcome = await target.applyImport(file.bytes, { onConflict: 'skip' });
		expect(outcome).toEqual({
			ok: true,
			added: 2,
			replaced: 0,
			skipped: 0,
			runs: { added: 2, replaced: 0, skipped: 0 },
			problems: []
		});
		expect(await target.list()).toEqual(await store.list());
		for (const d of [a, b]) expect(await target.getMatrix(d.record.id)).toEqual(d.matrix);
		expect(await target.getDetails(a.record.id)).toEqual(itemDetails(a));
		expect(await target.getDetails(b.record.id)).toBeUndefined();
		expect(await target.listRuns(a.record.id)).toEqual(await store.listRuns(a.record.id));
		expect(await target.getValue(datasetValueKey(a.record.id, 'exclusions'))).toEqual(['item-0']);
		// Flags of this browser stay here.
		expect(await target.getValue('samplesSeeded')).toBeUndefined();
		store.close();
		target.close();
		await expectConsistent(name);
	});

	it('records the app version and date, and can be read by the pure reader', async () => {
		const { store } = await sourceLibrary();
		const file = await store.exportAll({
			appVersion: '9.9.9',
			now: new Date('2026-04-05T00:00:00Z')
		});
		const read = readLibraryFile(file.bytes);
		expect(read.ok && read.contents.appVersion).toBe('9.9.9');
		expect(read.ok && read.contents.exportedAt).toBe('2026-04-05T00:00:00.000Z');
		store.close();
	});

	it('inspecting says which datasets exist (and under which name) and writes nothing', async () => {
		const { store } = await sourceLibrary();
		const file = (await store.exportAll()).bytes;
		const name = freshName('inspect');
		const target = new LibraryStore(name);
		await target.put(a.record, a.matrix); // same name
		await target.put({ ...b.record, name: 'my beta' }, b.matrix); // renamed here
		await target.put(c.record, c.matrix); // not in the file
		await target.saveRun(runResult(a));
		const before = await dump(name);
		const plan = inspected(await target.inspectImport(file));
		expect(
			plan.datasets.map((d) => [
				d.record.name,
				d.exists,
				d.current?.name ?? null,
				d.runs,
				d.details
			])
		).toEqual([
			['alpha set', 'same-name', 'alpha set', 2, true],
			['beta set', 'different-name', 'my beta', 0, false]
		]);
		expect(plan.runs).toEqual({ total: 2, existing: 1 });
		expect(plan.problems).toEqual([]);
		target.close();
		expect((await dump(name)).records).toEqual(before.records);
		store.close();
	});

	it('“skip” never overwrites: existing datasets, values and runs keep the library’s version', async () => {
		const { store } = await sourceLibrary();
		const file = (await store.exportAll()).bytes;
		const target = new LibraryStore(freshName('skip'));
		await target.put({ ...b.record, name: 'my beta', notes: ['mine'] }, b.matrix);
		await target.setValue(datasetValueKey(b.record.id, 'exclusions'), ['item-2']);
		const outcome = await target.applyImport(file, { onConflict: 'skip' });
		expect(outcome).toMatchObject({ ok: true, added: 1, replaced: 0, skipped: 1 });
		expect((await target.get(b.record.id))!).toMatchObject({ name: 'my beta', notes: ['mine'] });
		expect(await target.getValue(datasetValueKey(b.record.id, 'exclusions'))).toEqual(['item-2']);
		target.close();
		store.close();
	});

	it('an import without a valid choice never overwrites either', async () => {
		const { store } = await sourceLibrary();
		const file = (await store.exportAll()).bytes;
		const target = new LibraryStore(freshName('no-choice'));
		await target.put({ ...a.record, name: 'mine' }, a.matrix);
		const outcome = await target.applyImport(file, {} as never);
		expect(outcome).toMatchObject({ ok: true, added: 1, skipped: 1 });
		expect((await target.get(a.record.id))!.name).toBe('mine');
		target.close();
		store.close();
	});

	it('“replace” takes the file’s record, values and runs for datasets the library has', async () => {
		const { store } = await sourceLibrary();
		const file = (await store.exportAll()).bytes;
		const target = new LibraryStore(freshName('replace'));
		await target.put({ ...a.record, name: 'my alpha' }, a.matrix);
		await target.setValue(datasetValueKey(a.record.id, 'exclusions'), ['item-5']);
		await target.setValue(datasetValueKey(a.record.id, 'local-only'), 1);
		const oldRun = await target.saveRun(runResult(a));
		const outcome = await target.applyImport(file, { onConflict: 'replace' });
		expect(outcome).toMatchObject({
			ok: true,
			added: 1,
			replaced: 1,
			skipped: 0,
			runs: { added: 1, replaced: 1, skipped: 0 }
		});
		expect((await target.get(a.record.id))!.name).toBe('alpha set');
		expect(await target.getValue(datasetValueKey(a.record.id, 'exclusions'))).toEqual(['item-0']);
		expect(await target.getValue(datasetValueKey(a.record.id, 'local-only'))).toBeUndefined();
		const replacedRun = await target.getRun(oldRun.key);
		expect(replacedRun!.savedAt).not.toBe(oldRun.savedAt);
		target.close();
		store.close();
	});

	it('“skip” still adds runs the library does not have, for datasets it already has', async () => {
		const { store } = await sourceLibrary();
		const file = (await store.exportAll()).bytes;
		const target = new LibraryStore(freshName('runs'));
		await target.put(a.record, a.matrix);
		const existing = await target.saveRun(runResult(a));
		const outcome = await target.applyImport(file, { onConflict: 'skip' });
		expect(outcome).toMatchObject({ runs: { added: 1, replaced: 0, skipped: 1 } });
		expect((await target.getRun(existing.key))!.savedAt).toBe(existing.savedAt);
		expect(await target.listRuns(a.record.id)).toHaveLength(2);
		target.close();
		store.close();
	});

	it('leaves out runs whose dataset is neither in the file nor in the library', async () => {
		const file = writeLibraryFile({
			exportedAt: '2026-03-01T00:00:00.000Z',
			appVersion: 'test',
			datasets: [a],
			runs: [savedRun(a), savedRun(c)],
			kv: []
		});
		const name = freshName('orphans');
		const target = new LibraryStore(name);
		const plan = inspected(await target.inspectImport(file));
		expect(plan.problems).toEqual([
			'1 saved run cannot be imported: their dataset is neither in the file nor in this library.'
		]);
		const outcome = await target.applyImport(file, { onConflict: 'skip' });
		expect(outcome).toMatchObject({ ok: true, added: 1, runs: { added: 1 } });
		expect(outcome.ok && outcome.problems).toHaveLength(1);
		// …but imports them when the library has that dataset.
		const other = new LibraryStore(freshName('has-c'));
		await other.put(c.record, c.matrix);
		expect(await other.applyImport(file, { onConflict: 'skip' })).toMatchObject({
			runs: { added: 2 },
			problems: []
		});
		target.close();
		other.close();
		await expectConsistent(name);
	});

	it('refuses a file that is not a library file, writing nothing', async () => {
		const name = freshName('not-ours');
		const target = new LibraryStore(name);
		await target.put(a.record, a.matrix);
		const csv = new TextEncoder().encode('model,item,correct\n');
		const plan = await target.inspectImport(csv);
		expect(plan.ok).toBe(false);
		expect(!plan.ok && english(plan.message)).toMatch(/not a library file/);
		expect(await target.applyImport(csv, { onConflict: 'replace' })).toMatchObject({ ok: false });
		target.close();
		expect((await dump(name)).records.datasets).toHaveLength(1);
	});

	it('exports around damaged records, listing each, and keeps non-JSON values out', async () => {
		const name = freshName('damaged');
		const store = new LibraryStore(name);
		await store.put(a.record, a.matrix);
		await store.put(b.record, b.matrix);
		await store.setValue(datasetValueKey(a.record.id, 'weird'), new Map([[1, 2]]));
		await store.setValue(datasetValueKey(a.record.id, 'fine'), { x: [1, 'y', null] });
		store.close();
		// Damage b's matrix and add a record without a matrix, behind the store's back.
		const raw = await openDB(name);
		const tx = raw.transaction(['datasets', 'matrices'], 'readwrite');
		await tx.objectStore('matrices').put({ ...b.matrix, id: b.record.id, values: null });
		await tx.objectStore('datasets').put({ ...c.record });
		await tx.done;
		raw.close();
		const again = new LibraryStore(name);
		const file = await again.exportAll();
		expect(file.datasets).toBe(1);
		expect(file.problems.map(english).join('\n')).toMatch(
			/“beta set” was left out: its matrix is damaged/
		);
		expect(file.problems.map(english).join('\n')).toMatch(
			/“gamma set” was left out: it is damaged/
		);
		expect(file.problems.map(english).join('\n')).toMatch(
			/“dataset:[0-9a-f]+:weird” was left out: it is not JSON/
		);
		const read = readLibraryFile(file.bytes);
		expect(read.ok && read.contents.kv).toEqual([
			{ key: datasetValueKey(a.record.id, 'fine'), value: { x: [1, 'y', null] } }
		]);
		again.close();
	});

	it('reads the committed version-1 library file (the format must stay readable)', async () => {
		const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'storage', 'library-v1.zip')));
		const target = new LibraryStore(freshName('fixture'));
		const plan = inspected(await target.inspectImport(bytes));
		expect(plan.problems).toEqual([]);
		expect(
			plan.datasets.map((d) => [d.record.name, d.record.valueType, d.record.missingCells])
		).toEqual([
			['tiny binary', 'binary', 0],
			['tiny continuous with gaps', 'continuous', 2]
		]);
		expect(plan.runs).toEqual({ total: 1, existing: 0 });
		expect(plan.datasets.map((d) => d.details)).toEqual([false, false]);
		expect(await target.applyImport(bytes, { onConflict: 'skip' })).toMatchObject({ added: 2 });
		for (const d of plan.datasets) expect(await target.getDetails(d.record.id)).toBeUndefined();
		const m = await target.getMatrix(plan.datasets[1].record.id);
		expect(m!.models).toEqual(['model <b>1</b>', '__proto__']);
		expect(Object.keys(m!.meta)).toEqual(['category']);
		target.close();
	});

	it('“replace” takes the file’s details; a file without details keeps the library’s', async () => {
		const { store } = await sourceLibrary();
		const file = (await store.exportAll()).bytes;
		const target = new LibraryStore(freshName('replace-details'));
		const mine = { ...itemDetails(a, { outputs: false }), truncated: true };
		await target.put(a.record, a.matrix, mine);
		await target.put(b.record, b.matrix, itemDetails(b));
		// skip: the library's details stay, for both.
		await target.applyImport(file, { onConflict: 'skip' });
		expect(await target.getDetails(a.record.id)).toEqual(mine);
		// replace: a's become the file's; the file has none for b, so b's stay.
		await target.applyImport(file, { onConflict: 'replace' });
		expect(await target.getDetails(a.record.id)).toEqual(itemDetails(a));
		expect(await target.getDetails(b.record.id)).toEqual(itemDetails(b));
		target.close();
		store.close();
	});

	it('imports a dataset whose details entry is damaged without them, listing the problem', async () => {
		const { store } = await sourceLibrary();
		const entries = unzipSync((await store.exportAll()).bytes);
		const entry = `datasets/${a.record.id}/details.json`;
		expect(entries[entry]).toBeDefined();
		entries[entry] = strToU8('{"itemIds": "damaged"}');
		const { 'library.json': manifest, ...rest } = entries;
		const file = zipSync({ 'library.json': manifest, ...rest });
		const name = freshName('damaged-details');
		const target = new LibraryStore(name);
		const plan = inspected(await target.inspectImport(file));
		expect(plan.datasets.map((d) => [d.record.name, d.details])).toEqual([
			['alpha set', false],
			['beta set', false]
		]);
		expect(plan.problems).toEqual([
			expect.stringMatching(/^The item details of “alpha set” were left out: they are invalid/)
		]);
		const outcome = await target.applyImport(file, { onConflict: 'skip' });
		expect(outcome).toMatchObject({ ok: true, added: 2 });
		expect(outcome.ok && outcome.problems.map(english)).toEqual(plan.problems);
		expect(await target.getMatrix(a.record.id)).toEqual(a.matrix);
		expect(await target.getDetails(a.record.id)).toBeUndefined();
		target.close();
		store.close();
		expect(keysOf(await expectConsistent(name), 'details')).toEqual([]);
	});

	it('exports a dataset whose stored details are damaged without them, listing the problem', async () => {
		const { store, name } = await sourceLibrary();
		store.close();
		const raw = await openDB(name);
		await raw.put('details', { ...itemDetails(a), id: a.record.id, models: ['x', 'y', 'z'] });
		raw.close();
		const again = new LibraryStore(name);
		const file = await again.exportAll();
		expect(file.datasets).toBe(2);
		expect(file.problems.map(english)).toEqual([
			'The item details of “alpha set” were left out: they are damaged (their models are not the matrix’s models).'
		]);
		const read = readLibraryFile(file.bytes);
		expect(read.ok && read.contents.datasets.map((d) => d.details)).toEqual([undefined, undefined]);
		again.close();
	});
});
