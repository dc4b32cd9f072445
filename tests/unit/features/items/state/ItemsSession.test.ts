import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ItemsSession } from '../../../../../src/features/items/state/ItemsSession.svelte.ts';
import { Notices } from '../../../../../src/state/Notices.svelte.ts';
import { LibraryStore } from '../../../../../src/storage/LibraryStore.ts';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { fingerprint } from '../../../../../src/core/fingerprint.ts';
import { fragilityJson } from '../../../../../src/features/items/core/fragility.ts';
import { defaultItemOrder } from '../../../../../src/features/items/core/item-order.ts';
import { buildItemTable, FLAG } from '../../../../../src/features/items/core/item-table.ts';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../../../src/core/analysis-settings.ts';
import { SETTINGS_FIELD } from '../../../../../src/state/dataset-settings.ts';
import { datasetValueKey } from '../../../../../src/storage/saved-run.ts';
import { api } from '../../../../../workers/items.worker.ts';
import { dataset, freshName, itemDetails } from '../../../storage/helpers.ts';
import { fakeItemsWorkers } from '../fake-items-workers.ts';

const d = dataset({ name: 'six', items: 12 });

async function setup(options: { details?: boolean } = {}) {
	const store = new LibraryStore(freshName('items-session'));
	await store.put(d.record, d.matrix, options.details ? itemDetails(d) : null);
	const notices = new Notices();
	const workers = fakeItemsWorkers();
	const session = new ItemsSession(store, notices, d.record.id, { factory: workers.factory });
	await session.open();
	return { store, notices, session, workers };
}

describe('ItemsSession', () => {
	it('opens a dataset: item table, default order as rows, details, the top two models paired', async () => {
		const { session } = await setup({ details: true });
		expect(session.status).toBe('ready');
		expect(session.list.table?.nItems).toBe(12);
		expect(Array.from(session.list.rows)).toEqual(Array.from(session.list.defaultOrder));
		expect(session.details?.text.length).toBe(12);
		expect(session.strength.pair).toEqual([
			session.list.table!.totals.order[0],
			session.list.table!.totals.order[1]
		]);
		expect(session.strength.comparison?.kind).toBe('binary');
	});

	it('a dataset that is not there is "missing"', async () => {
		const store = new LibraryStore(freshName('items-missing'));
		const session = new ItemsSession(store, new Notices(), '0123456789abcdef', {
			factory: fakeItemsWorkers().factory
		});
		await session.open();
		expect(session.status).toBe('missing');
	});

	it('sorts and filters through the query; the same column twice flips the direction', async () => {
		const { session } = await setup();
		session.list.sortBy('difficulty');
		const up = Array.from(session.list.rows, (i) => session.list.table!.difficulty[i]);
		session.list.sortBy('difficulty');
		expect(session.list.query.descending).toBe(true);
		const down = Array.from(session.list.rows, (i) => session.list.table!.difficulty[i]);
		expect(up).toEqual([...up].sort((a, b) => a - b));
		expect(down).toEqual([...up].sort((a, b) => b - a));
		session.list.setQuery({ idContains: 'item-1' });
		expect(Array.from(session.list.rows, (i) => session.itemId(i)).sort()).toEqual([
			'item-1',
			'item-10',
			'item-11'
		]);
	});

	it('saves verdicts, notes and exclusions with the dataset; a new session reads them back', async () => {
		const { store, session } = await setup();
		const queue = session.review.queue;
		expect(queue.length).toBeGreaterThan(1);
		const [first, second] = queue;
		await session.review.setVerdict(first, 'misgraded', 'key says 4');
		await session.review.setVerdict(second, 'ok');
		await session.review.setNote(second, 'fine after all');
		expect(session.review.summary).toMatchObject({ reviewed: 2, flawed: 1 });
		expect(session.review.summary.flawedShare.low).toBeCloseTo(0.0126, 3);
		expect(session.review.projection?.pool).toBe(queue.length);
		await session.exclusions.excludeFlawed();
		expect(session.exclusions.count).toBe(1);
		expect(session.exclusions.rerank?.excluded).toBe(1);

		const again = new ItemsSession(store, new Notices(), d.record.id, {
			factory: fakeItemsWorkers().factory
		});
		await again.open();
		expect(again.review.verdictOf(first)).toMatchObject({
			verdict: 'misgraded',
			note: 'key says 4'
		});
		expect(again.review.verdictOf(second)).toMatchObject({ verdict: 'ok', note: 'fine after all' });
		expect(again.exclusions.isExcluded(first)).toBe(true);
		expect(again.exclusions.rerank?.kept).toBe(11);

		await again.review.setVerdict(first, null);
		await again.exclusions.clear();
		expect((await store.getReviews(d.record.id))?.reviews.map((v) => v.item)).toEqual([
			again.itemId(second)
		]);
		expect(again.exclusions.rerank).toBeNull();
	});

	it('excludes by flag and by the filter, and walks the review queue within its bounds', async () => {
		const { session } = await setup();
		session.list.setQuery({ idContains: 'item-1' });
		await session.exclusions.excludeShown();
		expect(session.exclusions.count).toBe(3);
		session.review.step(-5);
		expect(session.review.at).toBe(0);
		session.review.step(1000);
		expect(session.review.at).toBe(session.review.queue.length - 1);
		await session.review.setVerdict(session.review.queue[0], 'ambiguous');
		session.review.nextUnreviewed();
		expect(session.review.at).toBe(1);
		session.review.setOrder('random');
		expect(session.review.at).toBe(0);
		expect([...session.review.queue].sort()).toEqual(
			[...(session.review.setOrder('strongest'), session.review.queue)].sort()
		);
	});

	it('computes the fragility on demand and exports JSON and CSV', async () => {
		const { session } = await setup();
		expect(session.strength.fragility).toBeNull();
		await session.strength.computeFragility();
		expect(session.strength.fragility?.leader.method).toBe('exact');
		const file = (await session.exportJson())!;
		expect(file.items).toHaveLength(12);
		expect(file.fragility?.leaderFlip.removals).toBe(
			session.strength.fragility?.leader.strict.removals
		);
		expect(session.exportCsv()?.split('\n')).toHaveLength(14);
	});

	it('a review that cannot be saved stays on screen and says so', async () => {
		const { store, notices, session } = await setup();
		await store.delete(d.record.id); // the dataset went away in another tab
		await session.review.setVerdict(session.review.queue[0], 'harness');
		expect(session.review.count).toBe(1);
		expect(notices.list.at(-1)?.kind).toBe('error');
	});

	it('flags items where a judge disagrees with a 0/1 reference column, and says when one does not fit', async () => {
		const matrix = packMatrix({
			models: ['j1', 'j2'],
			itemIds: ['a', 'b', 'c'],
			meta: { human: ['1', '0', '1'], topic: ['x', 'y', 'z'] },
			cells: [0.9, 0.8, 0.9, 0.7, 0.1, 0.2]
		});
		const record = {
			...d.record,
			id: fingerprint(matrix),
			nItems: 3,
			nModels: 2,
			valueType: 'continuous' as const,
			metaFields: ['human', 'topic']
		};
		const store = new LibraryStore(freshName('items-judge'));
		await store.put(record, matrix);
		const session = new ItemsSession(store, new Notices(), record.id, {
			factory: fakeItemsWorkers().factory
		});
		await session.open();
		await session.list.setJudgeReference('meta:human');
		expect(session.list.judgeProblem).toBeNull();
		// b: the human says 0, the judges 0.9 and 0.7 (0.8 off); c: 1, the judges 0.1 and 0.2 (0.85).
		expect(session.list.table!.flags[1] & FLAG.judgeDisagrees).toBeTruthy();
		expect(session.list.table!.flags[2] & FLAG.judgeDisagrees).toBeTruthy();
		expect(session.list.table!.flags[0] & FLAG.judgeDisagrees).toBeFalsy();
		expect(Array.from(session.list.defaultOrder.subarray(0, 2))).toEqual([2, 1]);
		await session.list.setJudgeReference('meta:topic');
		expect(session.list.judgeProblem?.key).toBe('items.judge.notBinary');
		expect(session.list.judgeSource).toBe('meta:human');
		await session.list.setJudgeReference(null);
		expect(Array.from(session.list.table!.flags).some((f) => f & FLAG.judgeDisagrees)).toBe(false);
	});

	it('takes k of "top k" from the run settings (bounded by models - 1), in the table, the fragility and the export', async () => {
		const w = dataset({ name: 'wide', items: 12, models: ['a', 'b', 'c', 'd', 'e', 'f'] });
		const store = new LibraryStore(freshName('items-topk'));
		await store.put(w.record, w.matrix);
		const open = async (params?: URLSearchParams) => {
			const session = new ItemsSession(store, new Notices(), w.record.id, {
				factory: fakeItemsWorkers().factory,
				params
			});
			await session.open();
			return session;
		};
		expect((await open()).topK).toBe(3); // no settings: the default
		// Three models: at most 2 (as the item view's k was before).
		const small = new ItemsSession(store, new Notices(), d.record.id, {
			factory: fakeItemsWorkers().factory
		});
		await store.put(d.record, d.matrix);
		await small.open();
		expect(small.topK).toBe(2);
		await store.setValue(datasetValueKey(w.record.id, SETTINGS_FIELD), {
			...DEFAULT_ANALYSIS_SETTINGS,
			topK: 2
		});
		const own = await open();
		expect(own.topK).toBe(2);
		expect(own.list.table?.settings.topK).toBe(2);
		const file = (await own.exportJson())!;
		expect(file.settings.topK).toBe(2);
		expect(file.fragility?.topK?.k).toBe(2);
		expect(file.fragility).toEqual(
			fragilityJson(w.matrix, 2, buildItemTable(w.matrix, { topK: 2 }).totals)
		);
		// A link's settings win; k is at most models - 1 (six models here).
		const linked = await open(new URLSearchParams({ k: '10' }));
		expect(w.matrix.nModels).toBe(6);
		expect(linked.topK).toBe(5);
		expect((await linked.exportJson())?.fragility?.topK?.k).toBe(5);
	});

	it('the worker gives the same table as the main thread did', async () => {
		const { session } = await setup();
		const direct = buildItemTable(d.matrix);
		const t = session.list.table!;
		for (const key of ['graded', 'solvedBy', 'discrimination', 'flags', 'pivotalChange'] as const) {
			expect(Array.from(t[key]!)).toEqual(Array.from(direct[key]!));
		}
		expect(Array.from(session.list.defaultOrder)).toEqual(Array.from(defaultItemOrder(direct)));
	});

	it('closing the view cancels the table build and ends its worker', async () => {
		const store = new LibraryStore(freshName('items-close'));
		await store.put(d.record, d.matrix);
		let release = () => {};
		const gate = new Promise<void>((r) => (release = r));
		const workers = fakeItemsWorkers({
			table: (async (...args: Parameters<typeof api.table>) => {
				await gate;
				return api.table(...args);
			}) as never
		});
		const session = new ItemsSession(store, new Notices(), d.record.id, {
			factory: workers.factory
		});
		const opening = session.open();
		await vi.waitFor(() => expect(session.list.job.busy).toBe(true));
		session.close();
		release();
		await opening;
		expect(session.status).toBe('loading');
		expect(session.list.table).toBeNull();
		expect(workers.alive).toBe(0);
	});

	it('a change of the exclusions cancels the re-rank of the set before', async () => {
		let slow = true;
		const store = new LibraryStore(freshName('items-rerank'));
		await store.put(d.record, d.matrix);
		const workers = fakeItemsWorkers({
			rerank: (async (excluded: Uint32Array) => {
				if (slow) await new Promise((r) => setTimeout(r, 50));
				return api.rerank(excluded);
			}) as never
		});
		const session = new ItemsSession(store, new Notices(), d.record.id, {
			factory: workers.factory
		});
		await session.open();
		const first = session.exclusions.set([0], true);
		await vi.waitFor(() => expect(session.exclusions.job.busy).toBe(true));
		slow = false;
		const second = session.exclusions.set([1], true);
		await Promise.all([first, second]);
		expect(session.exclusions.rerank?.excluded).toBe(2);
		expect(session.exclusions.rerank?.kept).toBe(10);
		// The first re-rank's worker was ended, not waited for.
		expect(workers.terminated).toBeGreaterThanOrEqual(1);
		session.close();
		expect(workers.alive).toBe(0);
	});
});
