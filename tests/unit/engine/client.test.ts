import { describe, expect, it } from 'vitest';
import { AbortError, EngineClient } from '../../../src/engine/EngineClient.ts';
import { emptyDrawTable, placeChunk, prepareRun, runChunk } from '../../../src/core/run.ts';
import type { PerturbationSpec } from '../../../src/core/perturbations/catalogue.ts';
import { goldenMatrix } from '../helpers.ts';

import { fakeWorkers } from './fake-workers.ts';

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

	it('preload: the run that follows finds the matrix loaded; nothing is sent during a run', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		try {
			// The fake workers share one module state: a key no other test loads.
			const req = (spec: PerturbationSpec) => ({ ...request(spec), key: 'preloaded' });
			await client.preload('preloaded', matrix, 2);
			expect(client.runWorkers).toBe(2);
			const loads = () => fake.calls.filter((c) => c === 'load').length;
			const before = loads();
			expect(before).toBeGreaterThanOrEqual(1);
			await client.run(req({ kind: 'bootstrap', strength: 1 }));
			expect(loads()).toBe(before); // the run sent no matrix
			// During a run its workers are busy with its matrix: a preload sends nothing.
			const running = client.run(req({ kind: 'subsample', fraction: 0.5 }));
			await client.preload('other', goldenMatrix('small-binary.csv'), 2);
			expect((await running).table.nDraws).toBe(40);
			expect(loads()).toBe(before);
		} finally {
			client.dispose();
		}
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
