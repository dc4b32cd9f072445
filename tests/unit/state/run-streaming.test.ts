/**
 * Streaming a run: the main result (summary, headline, charts) arrives and shows before the
 * extras (pairs, standard errors, rank details); cancelling while the extras are computed keeps
 * the main result. Through the real EngineClient on in-thread workers whose `extras` waits for a
 * gate the test opens.
 */
import { fragilityJson } from '../../../src/features/items/core/fragility.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS, resolveRecipe } from '../../../src/core/analysis-settings.ts';
import { runExtras, type RunExtrasOptions } from '../../../src/core/run-extras.ts';
import { EngineClient, type RunOutput } from '../../../src/engine/EngineClient.ts';
import { RunRunner } from '../../../src/state/RunRunner.svelte.ts';
import {
	runView,
	type RunContext,
	type RunView,
	type SampleView
} from '../../../src/state/run-view.ts';
import { api } from '../../../workers/engine.worker.ts';
import { fakeWorkers } from '../engine/fake-workers.ts';
import { goldenMatrix } from '../helpers.ts';

const matrix = goldenMatrix('small-binary.csv');
const settings = { ...DEFAULT_ANALYSIS_SETTINGS, draws: 60, seed: 11 };
const recipe = resolveRecipe(settings, matrix);
const extrasOptions: RunExtrasOptions = {
	topK: settings.topK,
	clusterColumn: null,
	maxPairs: 20,
	ranking: true
};
const ctx: RunContext = {
	dataset: {
		id: 'small',
		name: 'small',
		items: matrix.nItems,
		models: matrix.nModels,
		valueType: matrix.valueType,
		missingCells: matrix.missingCells,
		sharedItems: matrix.nItems
	},
	matrix,
	settings,
	recipe,
	unitScale: true
};

/** Workers whose extras wait until `open()` (and count how often they were asked). */
function gatedWorkers() {
	let open: () => void = () => {};
	const gate = new Promise<void>((resolve) => (open = resolve));
	const fake = fakeWorkers({
		extras: (...args: Parameters<typeof api.extras>) => gate.then(() => api.extras(...args))
	} as never);
	return { fake, open };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

async function until(ok: () => boolean): Promise<void> {
	for (let k = 0; k < 2000 && !ok(); k++) await tick();
	expect(ok()).toBe(true);
}

describe('streaming a run: the main result before its extras', () => {
	for (const workers of [1, 2]) {
		it(`EngineClient gives the summary first, then the same extras (${workers} worker(s))`, async () => {
			const { fake, open } = gatedWorkers();
			const client = new EngineClient(fake.factory);
			try {
				let main: RunOutput | null = null;
				const run = client.run(
					{ key: 'small', matrix, settings, spec: recipe, workers, extras: extrasOptions },
					{ onMain: (m) => (main = m) }
				);
				let settled = false;
				void run.then(() => (settled = true));
				await until(() => main !== null);
				const first = main as unknown as RunOutput;
				expect(first.extras).toBeNull();
				expect(first.summary.nDraws).toBe(60);
				expect(settled).toBe(false);
				open();
				const out = await run;
				expect(out.summary).toEqual(first.summary);
				expect(Array.from(out.table.scores)).toEqual(Array.from(first.table.scores));
				const expected = runExtras(matrix, out.table, out.reference, out.summary, extrasOptions);
				expect(out.extras).toEqual(expected);
			} finally {
				client.dispose();
			}
		});
	}

	it('RunRunner shows the run done with its headline while the extras are pending', async () => {
		const { fake, open } = gatedWorkers();
		const client = new EngineClient(fake.factory);
		const runner = new RunRunner(client);
		const shown: RunView[] = [];
		const run = runner.run({ ctx, workers: 2, extras: extrasOptions }, (v) => shown.push(v));
		await until(() => shown.length === 1);
		const main = shown[0] as SampleView;
		expect(runner.status).toBe('done');
		expect(main.extrasState).toBe('pending');
		expect(main.extras).toBeNull();
		expect(main.result).toBeNull();
		expect(main.headline).toBeTruthy();
		expect(main.summary.nDraws).toBe(60);
		expect(main.table.scores.length).toBe(60 * matrix.nModels);
		open();
		const view = (await run) as SampleView;
		expect(view.extrasState).toBeUndefined();
		expect(view.extras?.pairs.length).toBeGreaterThan(0);
		expect(view.extras?.ranking).toBeTruthy();
		expect(view.summary).toEqual(main.summary);
		expect(view.headline).toEqual(main.headline);
		expect(view.result?.().pairs?.length).toBeGreaterThan(0);
		// the fragility made in the worker is the one the in-thread function makes
		expect(view.result?.().fragility).toEqual(fragilityJson(matrix, settings.topK));
		// a run without extras has no fragility from its engine (and the page never makes one)
		const bare = runView(ctx, {
			...(await client.run({ key: 'small', matrix, settings, spec: recipe, workers: 1 }))
		});
		expect(bare.result?.().fragility).toBeUndefined();
		expect(runner.status).toBe('done');
	});

	it('cancelling during the extras keeps the main result (done, no error)', async () => {
		const { fake } = gatedWorkers();
		const client = new EngineClient(fake.factory);
		const runner = new RunRunner(client);
		const shown: RunView[] = [];
		const run = runner.run({ ctx, workers: 2, extras: extrasOptions }, (v) => shown.push(v));
		await until(() => shown.length === 1);
		runner.cancel();
		const view = (await run) as SampleView;
		expect(view).not.toBeNull();
		expect(view.extrasState).toBe('cancelled');
		expect(view.extras).toBeNull();
		expect(view.summary).toEqual((shown[0] as SampleView).summary);
		// its results JSON is the run's, without the extras
		expect(view.result?.().headline).toBeTruthy();
		expect(view.result?.().pairs).toBeUndefined();
		expect(runner.status).toBe('done');
		expect(runner.error).toBeNull();
		expect(client.runWorkers).toBe(0);
	});

	it('cancelling before the main result still cancels the run', async () => {
		const { fake } = gatedWorkers();
		const runner = new RunRunner(new EngineClient(fake.factory));
		const shown: RunView[] = [];
		const run = runner.run(
			{
				ctx: { ...ctx, settings: { ...settings, draws: 4000 } },
				workers: 2,
				extras: extrasOptions
			},
			(v) => shown.push(v)
		);
		runner.cancel();
		expect(await run).toBeNull();
		expect(shown).toEqual([]);
		expect(runner.status).toBe('cancelled');
	});
});
