/**
 * A run while the workers are still being prepared (issue 21, item 4): its phase says so
 * (`prepare`, then `floor`, then `draws`), a run started while `preload` is sending the matrix
 * waits for that load instead of sending the matrix again, Stop works in every phase (and keeps
 * workers that were only loading), and a large matrix's noise floor is measured after the run's
 * main result (`floorAfter`), which shows at once and gains the floor when it is in. Through the
 * real EngineClient on in-thread workers whose `load` is held until the test releases it.
 */
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	type AnalysisSettings
} from '../../../src/core/analysis-settings.ts';
import type { ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { noiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { EngineClient } from '../../../src/engine/EngineClient.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { floorIsSlow, FLOOR_AFTER_CELLS } from '../../../src/state/floor-timing.ts';
import { RunRunner, type RunPhase } from '../../../src/state/RunRunner.svelte.ts';
import type { RunContext, RunView } from '../../../src/state/run-view.ts';
import { api } from '../../../workers/engine.worker.ts';
import { fakeWorkers } from '../engine/fake-workers.ts';
import { goldenMatrix } from '../helpers.ts';

const matrix = goldenMatrix('small-binary.csv');
const settings: AnalysisSettings = { ...DEFAULT_ANALYSIS_SETTINGS, draws: 40 };

/** A run context; each test its own dataset id (the in-thread workers share one module state). */
function ctx(id: string, s: AnalysisSettings = settings): RunContext {
	return {
		dataset: {
			id,
			name: 'small',
			items: matrix.nItems,
			models: matrix.nModels,
			valueType: matrix.valueType,
			missingCells: matrix.missingCells,
			sharedItems: matrix.nItems
		},
		matrix,
		settings: s,
		recipe: resolveRecipe(s, matrix),
		unitScale: true
	};
}

/**
 * Workers whose `load` waits until `release()` (the matrix "on its way" to them). A real worker
 * answers its messages in order, so `has` waits for the load before it too.
 */
function heldWorkers() {
	let release = () => {};
	const gate = new Promise<void>((resolve) => (release = resolve));
	const fake = fakeWorkers({
		load: async (key: string, m: ScoreMatrix) => {
			await gate;
			api.load(key, m);
		},
		has: async (key: string) => {
			await gate;
			return api.has(key);
		}
	});
	return { fake, release };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The phases a runner goes through, sampled every few milliseconds until `done` settles. */
async function phasesUntil(runner: RunRunner, done: Promise<unknown>): Promise<RunPhase[]> {
	const seen: RunPhase[] = [runner.phase];
	let over = false;
	void done.finally(() => (over = true));
	while (!over) {
		if (seen.at(-1) !== runner.phase) seen.push(runner.phase);
		await new Promise((resolve) => setTimeout(resolve, 1));
	}
	return seen;
}

describe('a run while the workers are being prepared', () => {
	it('says prepare until the workers hold the matrix, then floor, then draws', async () => {
		const { fake, release } = heldWorkers();
		const runner = new RunRunner(new EngineClient(fake.factory));
		const running = runner.run({
			ctx: ctx('p1'),
			floor: { clusterColumn: null, pairs: 40 },
			workers: 2,
			extras: null
		});
		await tick();
		expect(runner.status).toBe('running');
		expect(runner.phase).toBe('prepare');
		expect(fake.calls.filter((c) => c === 'floorChunk')).toEqual([]);
		const phases = phasesUntil(runner, running);
		release();
		const view = await running;
		expect(view?.floor).not.toBeNull();
		const seen = await phases;
		expect(seen[0]).toBe('prepare');
		expect(seen).toContain('floor');
		expect(seen.indexOf('floor')).toBeLessThan(seen.lastIndexOf('draws'));
		expect(runner.status).toBe('done');
	});

	it('a run started during the preload waits for it and does not send the matrix again', async () => {
		const { fake, release } = heldWorkers();
		const engine = new EngineClient(fake.factory);
		const preload = engine.preload('p2', matrix, 2);
		expect(engine.preparing('p2')).not.toBeNull();
		expect(engine.preparing('other')).toBeNull();
		const runner = new RunRunner(engine);
		const running = runner.run({ ctx: ctx('p2'), workers: 2, extras: null });
		await tick();
		expect(runner.phase).toBe('prepare');
		expect(runner.status).toBe('running');
		release();
		const view = await running;
		await preload;
		expect(view?.nDraws).toBe(40);
		expect(fake.calls.filter((c) => c === 'load')).toHaveLength(2);
		expect(fake.started).toBe(2);
		expect(engine.preparing('p2')).toBeNull();
	});

	it('Stop while preparing cancels at once and keeps the loading workers for the next run', async () => {
		const { fake, release } = heldWorkers();
		const engine = new EngineClient(fake.factory);
		const runner = new RunRunner(engine);
		const first = runner.run({
			ctx: ctx('p3'),
			floor: { clusterColumn: null, pairs: 40 },
			workers: 2,
			extras: null
		});
		await tick();
		expect(runner.phase).toBe('prepare');
		runner.cancel();
		expect(await first).toBeNull();
		expect(runner.status).toBe('cancelled');
		expect(fake.terminated).toBe(0);
		release();
		const again = await runner.run({ ctx: ctx('p3'), workers: 2, extras: null });
		expect(again?.nDraws).toBe(40);
		expect(fake.started).toBe(2);
		expect(fake.calls.filter((c) => c === 'load')).toHaveLength(2);
	});

	it('Stop during the floor and during the draws ends the run; the runner stays usable', async () => {
		const engine = new EngineClient(fakeWorkers().factory);
		const runner = new RunRunner(engine);
		const until = async (phase: RunPhase) => {
			while (runner.phase !== phase) await new Promise((resolve) => setTimeout(resolve, 1));
		};
		const floorRun = runner.run({
			ctx: ctx('p4'),
			floor: { clusterColumn: null, pairs: 400 },
			workers: 2,
			extras: null
		});
		await until('floor');
		runner.cancel();
		expect(await floorRun).toBeNull();
		expect(runner.status).toBe('cancelled');
		const big = { ...settings, draws: 4000 };
		const drawRun = runner.run({ ctx: ctx('p4', big), workers: 2, extras: null });
		await until('draws');
		runner.cancel();
		expect(await drawRun).toBeNull();
		expect(runner.status).toBe('cancelled');
		expect((await runner.run({ ctx: ctx('p4'), workers: 2, extras: null }))?.nDraws).toBe(40);
	});
});

describe('a large matrix: the noise floor after the main result', () => {
	const floor = { clusterColumn: null, pairs: 60 };
	const extras = { topK: 3, clusterColumn: null, maxPairs: 20, ranking: true, rankSets: null };

	it('shows the result first (pending, no floor), then the same result with its floor', async () => {
		const fake = fakeWorkers();
		const runner = new RunRunner(new EngineClient(fake.factory));
		const shown: Array<{ view: RunView; floorChunks: number; floorAfter: boolean }> = [];
		const floorChunks = () => fake.calls.filter((c) => c === 'floorChunk').length;
		const view = await runner.run(
			{ ctx: ctx('p5'), floor, workers: 2, extras, floorAfter: true },
			(v) => shown.push({ view: v, floorChunks: floorChunks(), floorAfter: runner.floorAfter })
		);
		expect(shown.length).toBeGreaterThanOrEqual(1);
		for (const s of shown) {
			expect(s.view.extrasState).toBe('pending');
			expect(s.view.floor).toBeNull();
			expect(s.view.result).toBeNull();
			expect(s.floorChunks).toBe(0);
		}
		expect(shown.at(-1)!.view.extras).not.toBeNull();
		expect(view?.extrasState).toBeUndefined();
		expect(view!.floor!.tauFloor).toEqual(
			noiseFloor(matrix, { seed: settings.seed, pairs: 60 }).tauFloor
		);
		expect(headlineText(view!.headline, 'en')).toContain(
			'two test sets of this size from the same pool'
		);
		expect(view!.result!().noise?.pairs).toBe(60);
		expect(runner.floorAfter).toBe(false);
		// the floor is cached: the next run measures it first (no wait) and shows complete
		const again: RunView[] = [];
		await runner.run({ ctx: ctx('p5'), floor, workers: 2, extras, floorAfter: true }, (v) =>
			again.push(v)
		);
		expect(again.every((v) => v.floor !== null)).toBe(true);
	});

	it('while the floor is measured the status is done and its phase floor; Stop keeps the result', async () => {
		const fake = fakeWorkers();
		const runner = new RunRunner(new EngineClient(fake.factory));
		const running = runner.run({
			ctx: ctx('p6'),
			floor: { clusterColumn: null, pairs: 2000 },
			workers: 2,
			extras: null,
			floorAfter: true
		});
		while (!runner.floorAfter) await new Promise((resolve) => setTimeout(resolve, 1));
		while (runner.phase !== 'floor') await new Promise((resolve) => setTimeout(resolve, 1));
		const during = { status: runner.status, phase: runner.phase, floorAfter: runner.floorAfter };
		runner.cancel();
		const view = await running;
		expect(during).toEqual({ status: 'done', phase: 'floor', floorAfter: true });
		expect(view?.extrasState).toBe('cancelled');
		expect(view?.floor).toBeNull();
		expect(runner.status).toBe('done');
		expect(runner.floorAfter).toBe(false);
	});

	it('floorIsSlow: from FLOOR_AFTER_CELLS cells (0/1 or continuous scores)', () => {
		const at = (nItems: number, nModels: number, valueType: 'binary' | 'continuous') =>
			floorIsSlow({ nItems, nModels, valueType });
		expect(at(60_000, 4_000, 'binary')).toBe(true);
		expect(at(14_042, 1_000, 'binary')).toBe(false);
		expect(at(FLOOR_AFTER_CELLS.binary / 100, 100, 'binary')).toBe(true);
		expect(at(20_000, 100, 'continuous')).toBe(true);
		expect(at(matrix.nItems, matrix.nModels, matrix.valueType)).toBe(false);
	});
});
