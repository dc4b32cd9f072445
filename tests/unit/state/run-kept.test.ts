/**
 * Results come back (issue 32): a finished run is kept in the library with its figures
 * (`state/run-store.ts`, the `views` store), so reopening the dataset with the same settings, or
 * taking them again ("Use these settings"), shows the result at once without running it again;
 * a saved run whose figures were not kept shows its verdict and does not run by itself. Through
 * the real EngineClient on in-thread workers and IndexedDB (fake-indexeddb).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	type AnalysisSettings
} from '../../../src/core/analysis-settings.ts';
import { EngineClient } from '../../../src/engine/EngineClient.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { verdictText } from '../../../src/report/verdict.ts';
import { Analysis } from '../../../src/state/Analysis.svelte.ts';
import { runCacheKey } from '../../../src/state/run-cache.ts';
import { savedViewOf, viewOfSaved } from '../../../src/state/run-store.ts';
import { LibraryStore } from '../../../src/storage/LibraryStore.ts';
import { fakeWorkers } from '../engine/fake-workers.ts';
import { dataset, freshName } from '../storage/helpers.ts';

const d = dataset({
	name: 'kept',
	models: ['alpha', 'beta', 'gamma', 'delta'],
	items: 40,
	meta: { category: Array.from({ length: 40 }, (_, i) => `c${i % 4}`) }
});

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000) {
	const t0 = Date.now();
	while (!(await ok())) {
		if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 10));
	}
}

/** Runs the fake workers prepared (a run's recipe; the floor's resamples are `floorChunk`). */
const runChunks = (fake: ReturnType<typeof fakeWorkers>) =>
	fake.calls.filter((c) => c === 'prepare').length;

async function library() {
	const store = new LibraryStore(freshName('kept'));
	await store.put(d.record, d.matrix, null);
	return store;
}

function analysisOn(store: LibraryStore) {
	const fake = fakeWorkers();
	return { fake, analysis: new Analysis(store, new EngineClient(fake.factory)) };
}

const settings: AnalysisSettings = { ...DEFAULT_ANALYSIS_SETTINGS, draws: 60, seed: 5 };
const key = (s: AnalysisSettings) => runCacheKey(d.record.id, s);

describe('a finished run comes back', () => {
	it('is kept with its figures, and reopening shows it without running again', async () => {
		const store = await library();
		const first = analysisOn(store);
		await first.analysis.open(d.record.id, settings);
		// short: it ran by itself, and was kept
		await until(
			'the run kept',
			async () => (await store.getView(key(settings))).view !== undefined
		);
		const ran = first.analysis.view!;
		expect(runChunks(first.fake)).toBeGreaterThan(0);

		const second = analysisOn(store);
		await second.analysis.open(d.record.id, settings);
		await until('the kept result shown', () => second.analysis.view !== null);
		const back = second.analysis.view!;
		expect(second.analysis.status).toBe('done');
		expect(second.fake.calls).toEqual([]); // no worker asked for anything
		expect(back.savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
		expect(headlineText(back.headline, 'en')).toBe(headlineText(ran.headline, 'en'));
		expect(verdictText(back.headline, 'zh-CN')).toBe(verdictText(ran.headline, 'zh-CN'));
		expect(back.drawType).toBe('sample');
		if (back.drawType === 'sample' && ran.drawType === 'sample') {
			expect(back.table.tau).toEqual(ran.table.tau);
			expect(back.summary).toEqual(ran.summary);
		}
		// its JSON is the saved run's
		expect(back.result!()).toEqual(JSON.parse(JSON.stringify(ran.result!())));
	});

	it('taking a saved run’s settings again shows its result at once', async () => {
		const store = await library();
		const first = analysisOn(store);
		await first.analysis.open(d.record.id, settings);
		await until(
			'the run kept',
			async () => (await store.getView(key(settings))).view !== undefined
		);

		const other = { ...settings, seed: 6 };
		const second = analysisOn(store);
		await second.analysis.open(d.record.id, other);
		// (short: it runs by itself; its result is shown, then kept)
		await until('the other run', () => second.analysis.status === 'done');
		const runs = second.fake.calls.filter((c) => c === 'prepare').length;
		second.analysis.setSettings(settings); // "Use these settings"
		await until('the kept result shown', () => second.analysis.view?.settings.seed === 5);
		expect(second.analysis.stale).toBe(false);
		expect(second.analysis.view!.savedAt).toBeDefined();
		// nothing ran for it
		expect(second.fake.calls.filter((c) => c === 'prepare').length).toBe(runs);
	});

	it('a saved run whose figures were not kept shows its verdict and does not run by itself', async () => {
		const store = await library();
		const first = analysisOn(store);
		await first.analysis.open(d.record.id, settings);
		await until(
			'the run kept',
			async () => (await store.getView(key(settings))).view !== undefined
		);
		// as an older version, or a library file, leaves it: the JSON without the figures
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open(store.name);
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		await new Promise<void>((resolve) => {
			const tx = db.transaction('views', 'readwrite');
			tx.objectStore('views').clear();
			tx.oncomplete = () => resolve();
		});
		db.close();

		const second = analysisOn(store);
		await second.analysis.open(d.record.id, settings);
		await until('the saved verdict', () => second.analysis.savedResult !== null);
		expect(second.analysis.view).toBeNull();
		await new Promise((r) => setTimeout(r, 50));
		expect(second.fake.calls).toEqual([]);
		// Run shows the charts again (the same seed: the same numbers), and keeps them this time
		await second.analysis.run();
		expect(second.analysis.savedResult).toBeNull();
		expect(second.analysis.view).not.toBeNull();
	});

	it('a variants run and a worst-case search come back whole', async () => {
		const store = await library();
		for (const kind of ['dropCategory', 'worstCase'] as const) {
			const s = { ...settings, kind };
			const first = analysisOn(store);
			await first.analysis.open(d.record.id, s);
			await first.analysis.run();
			const ran = first.analysis.view!;
			await until(`${kind} kept`, async () => (await store.getView(key(s))).view !== undefined);
			const { view, run } = await store.getView(key(s));
			const back = viewOfSaved(structuredClone(view!), run)!;
			expect(back.drawType, kind).toBe(ran.drawType);
			expect(headlineText(back.headline, 'en'), kind).toBe(headlineText(ran.headline, 'en'));
		}
	});

	it('keeps nothing of an interim view or one whose extras did not come', async () => {
		const store = await library();
		const first = analysisOn(store);
		await first.analysis.open(d.record.id, settings);
		await until(
			'a view',
			() => first.analysis.view !== null && first.analysis.view.result !== null
		);
		const view = first.analysis.view!;
		expect(savedViewOf('k', view)).not.toBeNull();
		expect(savedViewOf('k', { ...view, partial: { done: 1, total: 2 } })).toBeNull();
		expect(savedViewOf('k', { ...view, extrasState: 'cancelled' })).toBeNull();
		const kept = savedViewOf('k', view)!;
		expect(viewOfSaved({ ...kept, version: 'run-view@0' }, undefined)).toBeNull();
		expect(viewOfSaved({ ...kept, datasetId: 'ffffffffffffffff' }, undefined)).toBeNull();
	});

	it('is deleted with its dataset', async () => {
		const store = await library();
		const first = analysisOn(store);
		await first.analysis.open(d.record.id, settings);
		await until(
			'the run kept',
			async () => (await store.getView(key(settings))).view !== undefined
		);
		await store.delete(d.record.id);
		expect((await store.getView(key(settings))).view).toBeUndefined();
	});
});
