/**
 * The score-table client's noise-floor job (src/features/score-tables/engine/ScoreTableClient.ts) over the worker's own
 * functions in an in-thread stand-in: the floor equals the core's, progress arrives, an abort
 * rejects with an AbortError and every worker is ended.
 */
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { noiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { independentFloor } from '../../../src/features/score-tables/core/two-set-floor.ts';
import { matrixOfModels } from '../../../src/features/score-tables/core/two-set-items.ts';
import { floorInWorker } from '../../../src/features/score-tables/engine/ScoreTableClient.ts';
import { api } from '../../../workers/score-table.worker.ts';
import { fakeComlinkWorkers } from '../fake-comlink-workers.ts';

const matrix = packMatrix({
	models: ['a', 'b', 'c', 'd'],
	itemIds: Array.from({ length: 40 }, (_, i) => `i${i}`),
	cells: Array.from({ length: 160 }, (_, k) => ((k * 7919) % 13 < 3 + (k % 4) * 2 ? 1 : 0))
});

describe('floorInWorker', () => {
	it('items: the bootstrap floor of the chosen columns, with progress; the worker ends', async () => {
		const workers = fakeComlinkWorkers(api);
		const shares: number[] = [];
		const request = {
			basis: 'items' as const,
			side: 'new' as const,
			items: 40,
			models: [0, 1, 3],
			columns: [3, 0, 1]
		};
		const f = await floorInWorker(
			request,
			matrix,
			{ seed: 5, pairs: 150 },
			{ onProgress: (s) => shares.push(s) },
			workers.factory
		);
		const core = noiseFloor(matrixOfModels(matrix, [3, 0, 1]), { seed: 5, pairs: 150 });
		expect(f).toMatchObject({ basis: 'items', side: 'new', items: 40, models: 3, pairs: 150 });
		expect(f.tauFloor).toEqual(core.tauFloor);
		expect(f.tauFloorVsReference).toEqual(core.tauFloorVsReference);
		expect(shares.at(-1)).toBe(1);
		expect(shares.length).toBe(3);
		expect(workers.alive).toBe(0);
	});

	it('independent: the redraw floor; an abort rejects with AbortError and ends the worker', async () => {
		const workers = fakeComlinkWorkers(api);
		const scores = Float64Array.from([0.5, 0.6, 0.7]);
		const se = Float64Array.from([0.05, 0.05, 0.05]);
		const request = {
			basis: 'independent' as const,
			side: 'original' as const,
			items: null,
			models: [0, 1, 2],
			scores,
			se
		};
		const f = await floorInWorker(request, null, { seed: 2, pairs: 30 }, {}, workers.factory);
		expect(f).toEqual({
			...independentFloor(scores, se, { seed: 2, pairs: 30 }),
			basis: 'independent',
			side: 'original',
			items: null
		});
		const controller = new AbortController();
		const slow = fakeComlinkWorkers(api, { independentFloor: () => new Promise(() => {}) });
		const pending = floorInWorker(
			request,
			null,
			{ seed: 2, pairs: 30 },
			{ signal: controller.signal },
			slow.factory
		);
		controller.abort();
		await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
		expect(slow.alive).toBe(0);
		expect(workers.alive).toBe(0);
	});
});
