import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS, resolveRecipe } from '../../../src/core/analysis-settings.ts';
import { fragilityJson, type FragilityJson } from '../../../src/features/items/core/fragility.ts';
import { computeReference } from '../../../src/core/run.ts';
import { searchWorstCase } from '../../../src/core/search.ts';
import { fragilityInWorker } from '../../../src/features/items/engine/ItemsClient.ts';
import { RunResultSchema } from '../../../src/schemas/results.ts';
import { startFragility } from '../../../src/state/run-fragility.ts';
import { searchView, type RunContext } from '../../../src/state/run-view.ts';
import { fakeItemsWorkers } from '../features/items/fake-items-workers.ts';
import { dataset } from '../storage/helpers.ts';

const matrix = dataset({
	items: 30,
	models: ['a', 'b', 'c', 'd', 'e'],
	meta: { category: Array.from({ length: 30 }, (_, i) => ['x', 'y', 'z'][i % 3]) }
}).matrix;
const inThread = (m: typeof matrix, k: number, signal: AbortSignal) =>
	fragilityInWorker(m, k, signal, fakeItemsWorkers().factory);

describe('the run’s fragility block, searched off the main thread', () => {
	it('is undefined until the search has ended, then the same block as on the main thread', async () => {
		const pending = startFragility(matrix, 3, inThread);
		expect(pending.read()).toBeUndefined();
		await pending.settled;
		expect(pending.read()).toEqual(fragilityJson(matrix, 3));
	});

	it('cancelled or failed: no block, and `settled` still resolves', async () => {
		let seen: AbortSignal | null = null;
		const never = (_m: unknown, _k: number, signal: AbortSignal) =>
			new Promise<FragilityJson | null>((_, reject) => {
				seen = signal;
				signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
			});
		const cancelled = startFragility(matrix, 3, never);
		await Promise.resolve();
		cancelled.cancel();
		await cancelled.settled;
		expect((seen as AbortSignal | null)?.aborted).toBe(true);
		expect(cancelled.read()).toBeUndefined();
		const failed = startFragility(matrix, 3, () => Promise.reject(new Error('no worker')));
		await failed.settled;
		expect(failed.read()).toBeUndefined();
	});

	it('the results JSON carries the block read from the context, and none without it', async () => {
		const settings = {
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'worstCase' as const,
			draws: 30,
			strength: 0.8
		};
		const ctx: RunContext = {
			dataset: {
				id: '0123456789abcdef',
				name: 't',
				items: matrix.nItems,
				models: matrix.nModels,
				valueType: 'binary',
				missingCells: 0,
				sharedItems: matrix.nItems
			},
			matrix,
			settings,
			recipe: resolveRecipe(settings, matrix),
			unitScale: true
		};
		if (ctx.recipe.kind !== 'worstCase') throw new Error('a search recipe');
		const reference = computeReference(matrix);
		const outcome = searchWorstCase(matrix, ctx.recipe, reference, { seed: 2 });
		const parts = { reference, outcome, extras: null, elapsedMs: 1 };
		const pending = startFragility(matrix, settings.topK, inThread);
		await pending.settled;
		const withBlock = searchView({ ...ctx, fragility: pending.read }, parts).result!();
		expect(withBlock.fragility).toEqual(
			JSON.parse(JSON.stringify(fragilityJson(matrix, settings.topK)))
		);
		expect(RunResultSchema.safeParse(JSON.parse(JSON.stringify(withBlock))).success).toBe(true);
		expect(searchView(ctx, parts).result!().fragility).toBeUndefined();
	});
});
