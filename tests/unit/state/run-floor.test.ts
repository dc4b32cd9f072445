/**
 * A run measured against its noise floor (RunRunner): the floor is measured once per matrix,
 * cluster column, seed and number of pairs, then reused from the session's cache; it goes into the
 * run's view, headline and results JSON. A strength sweep on the app's own steps stops once the
 * typical change reaches 25 points; `steps=` runs every step. Through the real EngineClient on
 * in-thread workers.
 */
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	type AnalysisSettings
} from '../../../src/core/analysis-settings.ts';
import { noiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { SWEEP_STOP_CHANGE } from '../../../src/core/sweep.ts';
import { EngineClient } from '../../../src/engine/EngineClient.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { floorKey, RunRunner } from '../../../src/state/RunRunner.svelte.ts';
import type { RunContext } from '../../../src/state/run-view.ts';
import { fakeWorkers } from '../engine/fake-workers.ts';
import { goldenMatrix } from '../helpers.ts';

const matrix = goldenMatrix('small-binary.csv');

function ctx(settings: AnalysisSettings): RunContext {
	return {
		dataset: {
			id: 'floorset',
			name: 'small',
			items: matrix.nItems,
			models: matrix.nModels,
			valueType: matrix.valueType,
			missingCells: matrix.missingCells,
			sharedItems: matrix.nItems
		},
		matrix,
		settings,
		recipe: resolveRecipe(settings, matrix),
		unitScale: true
	};
}

describe('a run measured against its noise floor', () => {
	it('measures the floor once per key, puts it in the view and the JSON, and reuses it', async () => {
		const fake = fakeWorkers();
		const runner = new RunRunner(new EngineClient(fake.factory));
		const settings = { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'difficulty' as const, draws: 40 };
		const floor = { clusterColumn: null, pairs: 80 };
		const running = runner.run({ ctx: ctx(settings), floor, extras: null });
		// the workers get the matrix first, then the floor's resamples, then the run's draws
		expect(runner.phase).toBe('prepare');
		const view = await running;
		expect(runner.phase).toBe('draws');
		expect(view?.floor).not.toBeNull();
		const want = noiseFloor(matrix, { seed: settings.seed, pairs: 80 });
		expect(view!.floor!.tauFloor).toEqual(want.tauFloor);
		const json = view!.result!();
		expect(json.noise?.pairs).toBe(80);
		expect(json.noiseUnits?.tauVerdict).not.toBeNull();
		expect(headlineText(view!.headline, 'en')).toContain(
			'what a resample of this size gives against the full set'
		);
		const chunks = () => fake.calls.filter((c) => c === 'floorChunk').length;
		const measured = chunks();
		expect(measured).toBeGreaterThan(0);
		// the same floor again: from the cache; another seed: measured again
		await runner.run({ ctx: ctx({ ...settings, kind: 'bootstrap' }), floor, extras: null });
		expect(chunks()).toBe(measured);
		await runner.run({ ctx: ctx({ ...settings, seed: 99 }), floor, extras: null });
		expect(chunks()).toBeGreaterThan(measured);
		expect(floorKey('k', 1, floor)).toBe('k|floor||1|80');
		expect(floorKey('k', 1, { clusterColumn: 'category' })).toBe('k|floor|category|1|1000');
	});

	it('a default-step sweep stops after the first step at 25 points; steps= runs them all', async () => {
		const fake = fakeWorkers();
		const runner = new RunRunner(new EngineClient(fake.factory));
		const base = {
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'difficulty' as const,
			sweep: true,
			draws: 20
		};
		const steps = [0, 0.5, 2, 3];
		const sweep = await runner.run({
			ctx: ctx(base),
			floor: { clusterColumn: null, pairs: 30 },
			extras: null,
			steps,
			defaultSteps: true
		});
		if (sweep?.drawType !== 'sweep') throw new Error('not a sweep');
		const changes = sweep.rows.map((r) => r.scoreChange.median);
		expect(changes.slice(0, -1).every((c) => c < SWEEP_STOP_CHANGE)).toBe(true);
		expect(changes[changes.length - 1]).toBeGreaterThanOrEqual(SWEEP_STOP_CHANGE);
		expect(sweep.rows.length).toBeLessThan(steps.length);
		const all = await runner.run({
			ctx: ctx({ ...base, steps }),
			floor: { clusterColumn: null, pairs: 30 },
			extras: null,
			steps
		});
		if (all?.drawType !== 'sweep') throw new Error('not a sweep');
		expect(all.rows.map((r) => r.step)).toEqual(steps);
		const json = all.result!();
		expect(json.noiseUnits?.steps?.map((s) => s.step)).toEqual(steps);
	});
});
