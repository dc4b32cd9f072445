/**
 * The two-test-set view's noise state (src/features/score-tables/state/TwoSetNoise.svelte.ts) over the
 * score-table worker's own functions in an in-thread stand-in: one job per request, a changed
 * request replaces it, a cancelled one waits for `retry`, the items are read from the library.
 */
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import type { FloorRequest } from '../../../../../src/features/score-tables/core/two-set-measure.ts';
import { TwoSetNoiseState } from '../../../../../src/features/score-tables/state/TwoSetNoise.svelte.ts';
import { api } from '../../../../../workers/score-table.worker.ts';
import { fakeComlinkWorkers } from '../../../fake-comlink-workers.ts';

const independent = (se: number): FloorRequest => ({
	basis: 'independent',
	side: 'new',
	items: 100,
	models: [0, 1, 2],
	scores: Float64Array.from([0.5, 0.6, 0.7]),
	se: Float64Array.from([se, se, se])
});

const settle = async (s: TwoSetNoiseState) => {
	for (let k = 0; k < 200 && s.status === 'running'; k++)
		await new Promise((r) => setTimeout(r, 5));
};

describe('TwoSetNoiseState', () => {
	it('draws the floor once per request, and again only for a different one', async () => {
		const workers = fakeComlinkWorkers(api);
		const s = new TwoSetNoiseState(workers.factory);
		const settings = { seed: 1, pairs: 20 };
		s.want(independent(0.05), settings);
		expect(s.status).toBe('running');
		await settle(s);
		expect(s.status).toBe('done');
		expect(s.floor).toMatchObject({ basis: 'independent', side: 'new', items: 100, pairs: 20 });
		s.want(independent(0.05), settings);
		expect(workers.started).toBe(1);
		s.want(independent(0.08), settings);
		expect(s.floor).toBeNull();
		await settle(s);
		expect(workers.started).toBe(2);
		s.want(null, settings);
		expect([s.floor, s.status]).toEqual([null, 'idle']);
		expect(workers.alive).toBe(0);
	});

	it('a cancelled floor stays undrawn until retry', async () => {
		const slow = fakeComlinkWorkers(api, { independentFloor: () => new Promise(() => {}) });
		const s = new TwoSetNoiseState(slow.factory);
		s.want(independent(0.05), { seed: 1, pairs: 20 });
		s.cancel();
		expect(s.status).toBe('cancelled');
		s.want(independent(0.05), { seed: 1, pairs: 20 });
		expect(slow.started).toBe(1);
		s.retry();
		expect([s.status, slow.started]).toEqual(['running', 2]);
		s.dispose();
		expect(s.status).toBe('idle');
		await new Promise((r) => setTimeout(r, 0));
		expect(slow.alive).toBe(0);
	});

	it('reads the items of a library dataset, and says when it is gone', async () => {
		const matrix = packMatrix({ models: ['a'], itemIds: ['1', '2'], cells: [1, 0] });
		const s = new TwoSetNoiseState(fakeComlinkWorkers(api).factory);
		await s.useItems('ds-1', async (id) => (id === 'ds-1' ? matrix : undefined));
		expect([s.itemsLoad, s.matrix]).toEqual(['ready', matrix]);
		await s.useItems('ds-2', async () => undefined);
		expect([s.itemsLoad, s.matrix]).toEqual(['missing', null]);
		await s.useItems(null, async () => matrix);
		expect(s.itemsLoad).toBe('none');
	});
});
