/**
 * A sample run's rank sets (issue 22): asked for with the extras, computed in a run worker with
 * progress, the same numbers as the core function, carried by the view and its results JSON
 * (validated by the schema) and its CSV; cancelling while they are computed keeps the main
 * result. Through the real EngineClient on in-thread workers.
 */
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe
} from '../../../../src/core/analysis-settings.ts';
import { rankSetsOfRun, rankSetsRequest } from '../../../../src/core/rank-sets/run-rank-sets.ts';
import type { RunExtrasOptions } from '../../../../src/core/run-extras.ts';
import { EngineClient } from '../../../../src/engine/EngineClient.ts';
import { RunRunner } from '../../../../src/state/RunRunner.svelte.ts';
import type { RunContext, RunView, SampleView } from '../../../../src/state/run-view.ts';
import { rankSetsCsv, rankSetsJson } from '../../../../src/schemas/rank-sets-json.ts';
import { RunResultV5Schema } from '../../../../src/schemas/results.ts';
import { rankSetsStatus } from '../../../../src/views/analysis/rank-sets-status.ts';
import { api } from '../../../../workers/engine.worker.ts';
import { fakeWorkers } from '../../engine/fake-workers.ts';
import { goldenMatrix } from '../../helpers.ts';

const matrix = goldenMatrix('small-binary.csv');
const settings = { ...DEFAULT_ANALYSIS_SETTINGS, draws: 60, seed: 11 };
const recipe = resolveRecipe(settings, matrix);
const request = { ...rankSetsRequest(settings, null), draws: 400 };
const extras: RunExtrasOptions = {
	topK: settings.topK,
	clusterColumn: null,
	maxPairs: 20,
	ranking: true,
	rankSets: request
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

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('a sample run with rank sets', () => {
	for (const workers of [1, 2]) {
		it(`EngineClient returns the core's rank sets, with progress (${workers} worker(s))`, async () => {
			const fake = fakeWorkers();
			const client = new EngineClient(fake.factory);
			try {
				const progress: Array<[number, number]> = [];
				const out = await client.run(
					{ key: 'small', matrix, settings, spec: recipe, workers, extras },
					{ onRankSetsProgress: (done, total) => progress.push([done, total]) }
				);
				expect(out.rankSets).toEqual(rankSetsOfRun(matrix, request));
				// progress comes through its own port: it may land just after the result
				const last = () => progress[progress.length - 1];
				for (let k = 0; k < 2000 && !(last() && last()[0] === last()[1]); k++) await tick();
				expect(progress.length).toBeGreaterThan(0);
				const [done, total] = progress[progress.length - 1];
				expect(done).toBe(total);
				// a run without them has none
				const bare = await client.run({
					key: 'small',
					matrix,
					settings,
					spec: recipe,
					workers,
					extras: { ...extras, rankSets: null }
				});
				expect(bare.rankSets).toBeUndefined();
			} finally {
				client.dispose();
			}
		});
	}

	it('the view and its results JSON carry them; the JSON validates; the CSV holds them', async () => {
		const client = new EngineClient(fakeWorkers().factory);
		const runner = new RunRunner(client);
		try {
			const view = (await runner.run({ ctx, workers: 2, extras })) as SampleView;
			const sets = rankSetsOfRun(matrix, request)!;
			expect(view.rankSets).toEqual(sets);
			const result = view.result!();
			expect(RunResultV5Schema.safeParse(JSON.parse(JSON.stringify(result))).success).toBe(true);
			expect(result.rankSets).toEqual(rankSetsJson(sets, matrix.models));
			const block = result.rankSets!;
			expect(block.method).toBe('csranks-stepdown');
			expect(block.level).toBe(0.95);
			expect(block.seed).toBe(11);
			expect(Object.keys(block.models)).toEqual(result.reference.ranking);
			const csv = rankSetsCsv(block).trim().split('\n');
			expect(csv[0]).toBe(
				'model,rank,marginal_low,marginal_high,simultaneous_low,simultaneous_high,in_top_k,could_be_first,k,level,draws,seed,method'
			);
			expect(csv).toHaveLength(matrix.nModels + 1);
			const [name, b] = Object.entries(block.models)[0];
			expect(csv[1].split(',').slice(0, 6)).toEqual([
				name,
				'',
				...[...b.marginal, ...b.simultaneous].map(String)
			]);
		} finally {
			client.dispose();
		}
	});

	it('cancelling while they are computed keeps the main result', async () => {
		let open: () => void = () => {};
		const gate = new Promise<void>((resolve) => (open = resolve));
		const fake = fakeWorkers({
			rankSets: (...args: Parameters<typeof api.rankSets>) => gate.then(() => api.rankSets(...args))
		} as never);
		const runner = new RunRunner(new EngineClient(fake.factory));
		const shown: RunView[] = [];
		const run = runner.run({ ctx, workers: 2, extras }, (v) => shown.push(v));
		for (let k = 0; k < 2000 && !shown.length; k++) await tick();
		expect(shown).toHaveLength(1);
		runner.cancel();
		open();
		const view = (await run) as SampleView;
		expect(view.extrasState).toBe('cancelled');
		expect(view.rankSets).toBeNull();
		expect(view.result?.().rankSets).toBeUndefined();
		expect(runner.status).toBe('done');
		expect(runner.rankSetsProgress).toBeNull();
	});
});

describe("where a view's rank sets are", () => {
	const sets = rankSetsOfRun(matrix, request)!;
	const models = matrix.models;
	it('ready, computed, later, stopped, too many models, or none', () => {
		const view = { rankSets: null, extrasState: undefined, models, partial: undefined };
		expect(rankSetsStatus({ ...view, rankSets: sets })).toEqual({ kind: 'ready', sets });
		expect(rankSetsStatus({ ...view, extrasState: 'pending' })).toEqual({ kind: 'pending' });
		expect(rankSetsStatus({ ...view, partial: { done: 1, total: 2 } })).toEqual({ kind: 'later' });
		expect(rankSetsStatus({ ...view, extrasState: 'cancelled' })).toEqual({ kind: 'stopped' });
		expect(rankSetsStatus({ ...view, extrasState: 'failed' })).toEqual({ kind: 'stopped' });
		expect(rankSetsStatus(view)).toEqual({ kind: 'none' });
		const many = Array.from({ length: 2001 }, (_, m) => `m${m}`);
		expect(rankSetsStatus({ ...view, models: many })).toEqual({
			kind: 'tooMany',
			n: 2001,
			max: 2000
		});
	});
});
