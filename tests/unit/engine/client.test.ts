import { describe, expect, it } from 'vitest';
import { AbortError, EngineClient } from '../../../src/engine/EngineClient.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import type { Recipe } from '../../../src/core/perturbations/catalogue.ts';
import { clustersFromMeta } from '../../../src/core/stats/clusters.ts';
import { noiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { goldenMatrix } from '../helpers.ts';

import { fakeWorkers } from './fake-workers.ts';

const matrix = goldenMatrix('small-binary.csv');

function request(spec: Recipe, draws = 40, workers = 2) {
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
			] as Recipe[]) {
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
			const req = (spec: Recipe) => ({ ...request(spec), key: 'preloaded' });
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

	it('noiseFloor: the core floor, the same whatever the worker count, with progress', async () => {
		const clusters = clustersFromMeta(matrix, 'category');
		for (const column of [null, 'category']) {
			const want = noiseFloor(matrix, { seed: 5, pairs: 60, clusters: column ? clusters : null });
			for (const workers of [1, 3]) {
				const fake = fakeWorkers();
				const client = new EngineClient(fake.factory);
				const progress: number[] = [];
				try {
					const key = `floor-${column}-${workers}`;
					const floor = await client.noiseFloor(
						{ key, matrix, seed: 5, pairs: 60, clusterColumn: column, workers },
						{ onProgress: (done, total) => progress.push(done / total) }
					);
					expect(floor.basis).toBe(column ? 'clustered' : 'plain');
					expect(floor.tauFloor).toEqual(want.tauFloor);
					expect(floor.tauFloorVsReference).toEqual(want.tauFloorVsReference);
					expect(floor.leaderFloor).toBe(want.leaderFloor);
					expect(Array.from(floor.scoreSE)).toEqual(Array.from(want.scoreSE));
					expect(progress[0]).toBe(0);
					expect(progress[progress.length - 1]).toBe(1);
				} finally {
					client.dispose();
				}
			}
		}
	});

	it('noiseFloor: cancelling terminates the workers and reports an AbortError', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		const controller = new AbortController();
		const floor = client.noiseFloor(
			{ key: 'floor-cancel', matrix, seed: 1, pairs: 3000, clusterColumn: null, workers: 2 },
			{
				signal: controller.signal,
				onProgress: (done) => {
					if (done > 0) controller.abort();
				}
			}
		);
		await expect(floor).rejects.toBeInstanceOf(AbortError);
		expect(client.runWorkers).toBe(0);
	});

	it('a bootstrap after its floor reuses the floor’s resamples as its first draws, bit for bit', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		try {
			const key = 'floor-reuse';
			await client.noiseFloor({ key, matrix, seed: 5, pairs: 30, clusterColumn: null, workers: 2 });
			const chunks = () => fake.calls.filter((c) => c === 'chunk').length;
			const before = chunks();
			const spec = { kind: 'bootstrap', strength: 1 } as Recipe;
			// 40 draws: all from the floor's 60 resamples, no chunk drawn
			const out = await client.run({ ...request(spec, 40), key });
			expect(chunks()).toBe(before);
			const prepared = prepareRun(matrix, spec);
			const table = emptyDrawTable(100, matrix.nModels);
			placeChunk(table, runChunk(matrix, prepared, 5, 0, 100));
			expect(Array.from(out.table.scores)).toEqual(Array.from(table.scores.subarray(0, 40 * 8)));
			expect(Array.from(out.table.tau)).toEqual(Array.from(table.tau.subarray(0, 40)));
			// 100 draws: 60 reused, the other 40 drawn
			const more = await client.run({ ...request(spec, 100), key });
			expect(chunks()).toBeGreaterThan(before);
			expect(Array.from(more.table.scores)).toEqual(Array.from(table.scores));
			expect(Array.from(more.table.ranks)).toEqual(Array.from(table.ranks));
			// another seed or kind: nothing reused
			const other = await client.run({
				...request(spec, 40),
				key,
				settings: { draws: 40, seed: 6 }
			});
			expect(Array.from(other.table.tau)).not.toEqual(Array.from(out.table.tau));
		} finally {
			client.dispose();
		}
	});

	it('ends the import worker once no call is in flight and no session open (its heap goes back)', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		const csv = (name: string) => ({
			blob: new Blob(['item_id,a,b\nq1,1,0\nq2,0,1\n']),
			name
		});
		try {
			const first = await client.analyzeFiles([csv('one.csv')]);
			const second = await client.analyzeFiles([csv('two.csv')]);
			expect(fake.alive).toBe(1);
			client.releaseImport(first.session);
			// one session still open: the worker keeps its files for a rebuild
			expect(fake.alive).toBe(1);
			const rebuilt = await client.buildImport(second.session, second.proposal.choices);
			expect(rebuilt.result.ok).toBe(true);
			client.releaseImport(second.session);
			expect(fake.terminated).toBe(1);
			expect(fake.alive).toBe(0);
			// releasing twice, or a session of an ended worker, does nothing
			client.releaseImport(second.session);
			expect(fake.terminated).toBe(1);
			// the next import starts another
			const third = await client.analyzeFiles([csv('three.csv')]);
			expect(third.proposal.result.ok).toBe(true);
			expect(fake.started).toBe(2);
		} finally {
			client.dispose();
		}
	});
});
