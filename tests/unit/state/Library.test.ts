import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LibraryStore, STORAGE_MESSAGES } from '../../../src/storage/LibraryStore.ts';
import { Library } from '../../../src/state/Library.svelte.ts';
import { Notices } from '../../../src/state/Notices.svelte.ts';
import { dataset, freshName, itemDetails, runResult } from '../storage/helpers.ts';
import { InProcessEngine } from './fake-engine.ts';
import { msg, translateMsg } from '../../../src/i18n/catalog.ts';

function setup(store = new LibraryStore(freshName('library'))) {
	const engine = new InProcessEngine();
	const notices = new Notices();
	return { engine, notices, store, library: new Library(store, engine.client, notices) };
}

const WIDE = 'item_id,a,b\nq1,1,0\nq2,0,1\nq3,1,1\n';

describe('library', () => {
	it('lists what is stored, newest first, and keeps the list in step with renames and deletions', async () => {
		const { library, store } = setup();
		const a = dataset({ name: 'a', addedAt: '2026-01-01T00:00:00.000Z' });
		const b = dataset({ name: 'b', salt: 1, addedAt: '2026-02-01T00:00:00.000Z' });
		await store.put(a.record, a.matrix);
		await store.put(b.record, b.matrix);
		await library.refresh();
		expect(library.loaded).toBe(true);
		expect(library.datasets.map((d) => d.name)).toEqual(['b', 'a']);
		await library.rename(a.record.id, '  renamed  ');
		expect(library.find(a.record.id)?.name).toBe('renamed');
		expect((await store.get(a.record.id))?.name).toBe('renamed');
		expect(await library.remove(b.record.id)).toBe(true);
		expect(library.datasets.map((d) => d.name)).toEqual(['renamed']);
		expect(await library.deleteEverything()).toBe(true);
		expect(library.datasets).toEqual([]);
	});

	it('adds an import to the list once it is stored (through the import session)', async () => {
		const { library, store } = setup();
		await library.refresh();
		const record = await library.importFiles([new File([WIDE], 'w.csv')]);
		expect(record).toBeTruthy();
		await library.imports.saved();
		expect(library.datasets).toEqual([record]);
		expect(await store.list()).toEqual([record]);
		expect(library.jobs).toEqual([]);
		expect(library.failures).toEqual([]);
	});

	it('the same file dropped again while the writer worker still writes it: “already in the library”, one write', async () => {
		const { engine, library, notices } = setup();
		await library.refresh();
		let open!: () => void;
		const gate = new Promise<void>((resolve) => (open = resolve));
		const write = engine.storeDataset.bind(engine);
		engine.storeDataset = async (...args) => {
			await gate;
			return write(...args);
		};
		const first = await library.importFiles([new File([WIDE], 'w.csv')]);
		expect(library.datasets).toEqual([]); // still being written
		const again = await library.importFiles([new File([WIDE], 'w-again.csv')]);
		expect(again).toBe(first);
		expect(
			notices.list.map((n) => (typeof n.text === 'string' ? n.text : translateMsg('en', n.text)))
		).toEqual(['“w-again.csv” is already in the library as “w”.']);
		open();
		await library.imports.saved();
		expect(engine.stored).toBe(1);
		expect(library.datasets).toEqual([first]);
		// The list has it before the session forgets the write: no moment without either.
		expect(await library.importFiles([new File([WIDE], 'w-third.csv')])).toEqual(first);
		expect(engine.stored).toBe(1);
	});

	it('reads a backup file once, in the worker, to inspect it and then apply it', async () => {
		const source = setup();
		const d = dataset({ name: 'kept' });
		await source.store.put(d.record, d.matrix, itemDetails(d));
		await source.store.saveRun(runResult(d));
		const exported = await source.library.exportLibrary();
		expect(exported).toMatchObject({ datasets: 1, runs: 1, problems: [] });

		const target = setup();
		await target.library.refresh();
		const bytes = exported!.bytes;
		const inspection = await target.library.inspectLibraryFile(bytes);
		expect(inspection).toMatchObject({ ok: true, runs: { total: 1, existing: 0 } });
		expect(inspection.ok && inspection.datasets[0]).toMatchObject({ exists: 'no', details: true });
		const outcome = await target.library.applyLibraryFile(bytes, 'skip');
		expect(outcome).toMatchObject({ ok: true, added: 1, runs: { added: 1 } });
		expect(target.engine.backupsRead).toBe(1);
		expect(target.library.datasets.map((r) => r.name)).toEqual(['kept']);
		expect(await target.store.getDetails(d.record.id)).toEqual(itemDetails(d));
	});

	it('refuses a file that is not a library file, saying what it is', async () => {
		const { library } = setup();
		const inspection = await library.inspectLibraryFile(new TextEncoder().encode('item_id,a\n'));
		expect(inspection).toEqual({ ok: false, message: { key: 'backup.refused.notZip' } });
		if (inspection.ok) return;
		expect(translateMsg('en', inspection.message)).toBe(
			'This is not a library file of this app (it is not a zip archive). Choose a file made with “Export library” in this app.'
		);
		expect(translateMsg('zh-CN', inspection.message)).toBe(
			'这不是本应用的数据集库文件（它不是 zip 压缩包）。请选择在本应用中用“导出数据集库”生成的文件。'
		);
	});

	it('says why storage cannot be read, in the sentence for the failure’s kind', async () => {
		const store = new LibraryStore(freshName('library'), { openTimeoutMs: 50 });
		const { library } = setup(store);
		const saved = globalThis.indexedDB;
		// No IndexedDB at all (some private windows).
		Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true });
		try {
			await library.refresh();
		} finally {
			Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true });
		}
		// A message of the catalogs (storage-notice.ts), which reads in English as the kind's sentence.
		expect(library.storageProblem).toEqual(msg('storage.unavailable'));
		expect(translateMsg('en', msg('storage.unavailable'))).toBe(STORAGE_MESSAGES.unavailable({}));
	});
});
