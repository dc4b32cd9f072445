import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import { api } from '../../../workers/engine.worker.ts';
import { AbortError, EngineClient, type WorkerFactory } from '../../../src/engine/EngineClient.ts';
import { emptyDrawTable, placeChunk, prepareRun, runChunk } from '../../../src/core/run.ts';
import type { PerturbationSpec } from '../../../src/core/perturbations/catalogue.ts';
import { goldenMatrix } from '../helpers.ts';

/**
 * In-thread stand-ins for workers: each is a MessageChannel whose far end exposes its own copy
 * of the worker's API (a fresh module state per worker is not possible in one thread, so all
 * share `api`'s state; the counts below are of calls, which is what the client decides).
 */
function fakeWorkers() {
	const calls: string[] = [];
	let alive = 0;
	let terminated = 0;
	const factory: WorkerFactory = () => {
		const { port1, port2 } = new MessageChannel();
		const traced = Object.fromEntries(
			Object.entries(api).map(([name, f]) => [
				name,
				(...args: unknown[]) => {
					calls.push(name);
					return (f as (...a: unknown[]) => unknown)(...args);
				}
			])
		);
		Comlink.expose(traced, port2 as unknown as Comlink.Endpoint);
		alive++;
		let ended = false;
		const worker = {
			postMessage: (message: unknown, transfer?: Transferable[]) =>
				port1.postMessage(message, transfer ?? []),
			addEventListener: port1.addEventListener.bind(port1),
			removeEventListener: port1.removeEventListener.bind(port1),
			start: () => port1.start(),
			terminate: () => {
				if (ended) return;
				ended = true;
				alive--;
				terminated++;
				port1.close();
				port2.close();
			}
		};
		return worker as unknown as Worker;
	};
	return {
		factory,
		calls,
		get alive() {
			return alive;
		},
		get terminated() {
			return terminated;
		}
	};
}

const matrix = goldenMatrix('small-binary.csv');

function request(spec: PerturbationSpec, draws = 40, workers = 2) {
	return { key: 'small', matrix, settings: { draws, seed: 5 }, spec, workers };
}

describe('EngineClient', () => {
	it('runs every kind through one path: the same draws as runChunk, the plan beside them', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		try {
			for (const spec of [
				{ kind: 'bootstrap', strength: 1 },
				{ kind: 'dropCategory', column: 'category', strength: 1 },
				{ kind: 'sizeSweep', sizes: [5, 20], drawsPerSize: 6 }
			] as PerturbationSpec[]) {
				const out = await client.run(request(spec));
				const prepared = prepareRun(matrix, spec);
				const draws = prepared.fixedDraws ?? 40;
				const table = emptyDrawTable(draws, matrix.nModels, spec.kind === 'sizeSweep');
				placeChunk(table, runChunk(matrix, prepared, 5, 0, draws));
				expect(Array.from(out.table.scores)).toEqual(Array.from(table.scores));
				expect(Array.from(out.table.tau)).toEqual(Array.from(table.tau));
				expect(out.plan?.fixedDraws).toBe(prepared.fixedDraws);
				if (spec.kind === 'sizeSweep') {
					expect(Array.from(out.table.replicationTau!)).toEqual(Array.from(table.replicationTau!));
					expect(out.sizeSweep?.map((r) => r.k)).toEqual([5, 20]);
				}
				if (spec.kind === 'dropCategory') {
					expect(out.plan?.variants?.map((v) => v.kind)).toEqual(Array(3).fill('withoutCategory'));
				}
			}
			// the matrix went to each worker once, however many runs
			expect(fake.calls.filter((c) => c === 'load').length).toBe(2);
			expect(fake.calls.filter((c) => c === 'prepare').length).toBe(6);
		} finally {
			client.dispose();
		}
	});

	it('stops its run workers after the idle time, and refills the pool on the next run', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory, { idleMs: 30 });
		try {
			await client.run(request({ kind: 'bootstrap', strength: 1 }));
			expect(client.runWorkers).toBe(2);
			await new Promise((r) => setTimeout(r, 120));
			expect(client.runWorkers).toBe(0);
			expect(fake.terminated).toBe(2);
			const out = await client.run(request({ kind: 'subsample', fraction: 0.5 }));
			expect(out.table.nDraws).toBe(40);
			expect(fake.alive).toBe(2);
		} finally {
			client.dispose();
		}
		expect(fake.alive).toBe(0);
	});

	it('cancelling terminates the workers and reports an AbortError', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		const controller = new AbortController();
		const run = client.run(request({ kind: 'bootstrap', strength: 1 }, 4000), {
			signal: controller.signal,
			onProgress: (done) => {
				if (done > 0) controller.abort();
			}
		});
		await expect(run).rejects.toBeInstanceOf(AbortError);
		expect(client.runWorkers).toBe(0);
		expect(fake.alive).toBe(0);
	});
});
