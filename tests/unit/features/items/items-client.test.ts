import { describe, expect, it, vi } from 'vitest';
import { fragilityJson } from '../../../../src/features/items/core/fragility.ts';
import { defaultItemOrder } from '../../../../src/features/items/core/item-order.ts';
import { buildItemTable } from '../../../../src/features/items/core/item-table.ts';
import {
	fragilityJob,
	rerankJob,
	type ItemTableJob
} from '../../../../src/features/items/core/items-jobs.ts';
import { exclusionMask, rerankWithout } from '../../../../src/features/items/core/exclusions.ts';
import {
	fragilityInWorker,
	isAbort,
	ItemsClient
} from '../../../../src/features/items/engine/ItemsClient.ts';
import { api } from '../../../../workers/items.worker.ts';
import { dataset } from '../../storage/helpers.ts';
import { fakeItemsWorkers } from './fake-items-workers.ts';

const binary = dataset({ items: 40, models: ['a', 'b', 'c', 'd', 'e'] }).matrix;
const continuous = dataset({ items: 30, models: ['a', 'b', 'c', 'd'], continuous: true }).matrix;

describe('ItemsClient (items worker through an in-thread stand-in)', () => {
	it('builds the same table and default order as the main thread, reporting progress up to 1', async () => {
		const workers = fakeItemsWorkers();
		const client = new ItemsClient(binary, workers.factory);
		const shares: number[] = [];
		const job = await client.table(
			{ topK: 3, judgeSource: null },
			{ onProgress: (s) => shares.push(s) }
		);
		if (!job.ok) throw new Error('expected a table');
		const direct = buildItemTable(binary, { topK: 3 });
		expect(Array.from(job.table.discrimination)).toEqual(Array.from(direct.discrimination));
		expect(Array.from(job.table.flags)).toEqual(Array.from(direct.flags));
		expect(Array.from(job.table.pivotalAbove)).toEqual(Array.from(direct.pivotalAbove));
		expect(Array.from(job.defaultOrder)).toEqual(Array.from(defaultItemOrder(direct)));
		await vi.waitFor(() => expect(shares.at(-1)).toBe(1));
		expect(workers.calls).toEqual(['load', 'table']);
		client.dispose();
		expect(workers.alive).toBe(0);
	});

	it('transfers the typed arrays (the worker side is left detached), not copies', async () => {
		let sent: ItemTableJob | null = null;
		const workers = fakeItemsWorkers({
			table: ((...args: Parameters<typeof api.table>) => (sent = api.table(...args))) as never
		});
		const client = new ItemsClient(binary, workers.factory);
		const job = await client.table({ topK: 3, judgeSource: null });
		expect(job.ok && job.table.graded.length).toBe(40);
		const worker = sent as ItemTableJob | null;
		expect(worker?.ok && worker.table.graded.byteLength).toBe(0);
		expect(worker?.ok && worker.defaultOrder.byteLength).toBe(0);
		client.dispose();
	});

	it('gives the fragility and the re-rank as the core functions do', async () => {
		const workers = fakeItemsWorkers();
		const client = new ItemsClient(continuous, workers.factory);
		const f = await client.fragility(2);
		expect(f?.json).toEqual(fragilityJson(continuous, 2));
		expect(f?.json).toEqual(fragilityJob(continuous, 2)?.json);
		const r = await client.rerank(Uint32Array.of(0, 3));
		const direct = rerankWithout(continuous, exclusionMask(continuous.nItems, [0, 3]));
		expect(Array.from(r.scoresAfter)).toEqual(Array.from(direct.scoresAfter));
		expect(r.tauB).toBe(direct.tauB);
		expect(rerankJob(continuous, [0, 3]).kept).toBe(28);
		// One worker per lane, the matrix loaded once in each.
		expect(workers.started).toBe(2);
		expect(workers.calls.filter((c) => c === 'load')).toHaveLength(2);
		client.dispose();
		expect(workers.alive).toBe(0);
	});

	it('an aborted job rejects with an AbortError and ends its worker; the next starts afresh', async () => {
		let hold = true;
		const workers = fakeItemsWorkers({
			fragility: (async (...args: Parameters<typeof api.fragility>) => {
				while (hold) await new Promise((r) => setTimeout(r, 5));
				return api.fragility(...args);
			}) as never
		});
		const client = new ItemsClient(binary, workers.factory);
		const controller = new AbortController();
		const going = client.fragility(3, { signal: controller.signal });
		await vi.waitFor(() => expect(workers.calls).toContain('fragility'));
		controller.abort();
		const error = await going.catch((e: unknown) => e);
		expect(isAbort(error)).toBe(true);
		expect(workers.terminated).toBe(1);
		hold = false;
		const again = await client.fragility(3);
		expect(again?.json).toEqual(fragilityJson(binary, 3));
		expect(workers.started).toBe(2);
		// An already aborted signal starts nothing.
		await expect(
			client.table({ topK: 3, judgeSource: null }, { signal: controller.signal })
		).rejects.toSatisfy(isAbort);
		expect(workers.started).toBe(2);
		client.dispose();
	});

	it('a judge reference that does not fit comes back as a problem, not a throw', async () => {
		const workers = fakeItemsWorkers();
		const client = new ItemsClient(binary, workers.factory);
		const job = await client.table({ topK: 3, judgeSource: 'model:0' });
		expect(job).toMatchObject({ ok: false, problem: 'notJudged' });
		client.dispose();
	});

	it('fragilityInWorker runs one job in a worker of its own and ends it', async () => {
		const workers = fakeItemsWorkers();
		const json = await fragilityInWorker(binary, 3, undefined, workers.factory);
		expect(json).toEqual(fragilityJson(binary, 3));
		expect(workers.alive).toBe(0);
		const one = dataset({ models: ['solo'] }).matrix;
		expect(await fragilityInWorker(one, 3, undefined, workers.factory)).toBeNull();
	});
});
