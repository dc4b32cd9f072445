import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../workers/engine.worker.ts';
import { AbortError, EngineClient, type SearchRecipe } from '../../../src/engine/EngineClient.ts';
import { kendallTauB } from '../../../src/core/kendall.ts';
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { rngForDraw } from '../../../src/core/random.ts';
import { computeReference } from '../../../src/core/run.ts';
import { searchWorstCase } from '../../../src/core/search.ts';
import {
	categoryScores,
	collapseByCategory
} from '../../../src/core/perturbations/category-weights.ts';
import { groupsFromMeta } from '../../../src/core/perturbations/groups.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { goldenMatrix } from '../helpers.ts';

import { fakeWorkers } from './fake-workers.ts';

/** A 0/1 matrix of M models and G categories of `size` items (seeded), for a longer search. */
function categoriesMatrix(M: number, G: number, size: number): ScoreMatrix {
	const rng = rngForDraw(20261203, 0);
	const n = G * size;
	const cells = new Float64Array(n * M);
	const affinity = Array.from({ length: G }, () => uniformFloat64(rng) - 0.5);
	for (let i = 0; i < n; i++) {
		const g = Math.floor(i / size);
		for (let m = 0; m < M; m++) {
			const p = 0.2 + (0.6 * m) / M + 0.3 * affinity[g] * (uniformFloat64(rng) - 0.5);
			cells[i * M + m] = uniformFloat64(rng) < p ? 1 : 0;
		}
	}
	return packMatrix({
		models: Array.from({ length: M }, (_, m) => `model ${m}`),
		itemIds: Array.from({ length: n }, (_, i) => `item ${i}`),
		meta: { category: Array.from({ length: n }, (_, i) => `c${Math.floor(i / size)}`) },
		cells
	});
}

const small = goldenMatrix('small-binary.csv');
const recipe: SearchRecipe = { kind: 'worstCase', column: 'category', bound: 0.5 };
const extras = { topK: 3, clusterColumn: null, maxPairs: 10 };

describe('EngineClient.search (the worst-case search in a run worker)', () => {
	it('gives the in-thread search, its certificate recomputing to its tau, and the extras', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		try {
			const progress: Array<[number, number]> = [];
			const out = await client.search(
				{ key: 'small', matrix: small, recipe, seed: 3, extras },
				{ onProgress: (done, total) => progress.push([done, total]) }
			);
			const reference = computeReference(small);
			const direct = searchWorstCase(small, recipe, reference, { seed: 3 });
			expect(Array.from(out.outcome.weights)).toEqual(Array.from(direct.weights));
			expect(out.outcome.tau).toBe(direct.tau);
			expect(out.outcome.method).toBe(direct.method);
			expect(out.outcome.evaluated).toBe(direct.evaluated);
			// The certificate: the category weights give the reported tau-b.
			const groups = groupsFromMeta(small, 'category');
			const counts = collapseByCategory(small, groups);
			const scores = categoryScores(counts, out.outcome.weights);
			expect(kendallTauB(reference.scores, scores)).toBeCloseTo(out.outcome.tau, 12);
			expect(out.extras?.pairs.length).toBeGreaterThan(0);
			expect(Array.from(out.reference.scores)).toEqual(Array.from(reference.scores));
			// Progress comes through its own channel (a Comlink proxy), so it may arrive after the result.
			await vi.waitFor(() => expect(progress.length).toBeGreaterThan(0));
			expect(progress.every(([d, t]) => d >= 0 && d <= t)).toBe(true);
			expect(fake.calls.filter((c) => c === 'load')).toHaveLength(1);
		} finally {
			client.dispose();
		}
	});

	it('stops after its time limit with the best weighting found so far, saying so', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory);
		const matrix = categoriesMatrix(30, 300, 4);
		try {
			const out = await client.search({ key: 'big', matrix, recipe, seed: 1, limitMs: 1 });
			expect(out.outcome.stopped).toBe(true);
			expect(out.outcome.weights.every((w) => w >= 0.5 && w <= 1.5)).toBe(true);
		} finally {
			client.dispose();
		}
	});

	it('cancelling stops the search in its worker, keeps the worker, and the next run uses it', async () => {
		const fake = fakeWorkers();
		const client = new EngineClient(fake.factory, { cancelGraceMs: 60_000 });
		const matrix = categoriesMatrix(30, 300, 4);
		try {
			const controller = new AbortController();
			const t0 = performance.now();
			const search = client.search(
				{ key: 'big', matrix, recipe, seed: 1, budget: 1e9, limitMs: 60_000 },
				{
					signal: controller.signal,
					onProgress: (done) => {
						if (done > 0) controller.abort();
					}
				}
			);
			await expect(search).rejects.toBeInstanceOf(AbortError);
			// The next search waits for the cancelled one to stop (cooperatively), in the same worker.
			const next = await client.search({ key: 'small', matrix: small, recipe, seed: 3 });
			expect(next.outcome.tau).toBeLessThanOrEqual(1);
			expect(performance.now() - t0).toBeLessThan(30_000);
			expect(fake.terminated).toBe(0);
			expect(client.runWorkers).toBe(1);
			expect(fake.calls.filter((c) => c === 'cancelSearch')).toHaveLength(1);
		} finally {
			client.dispose();
		}
	});

	it('terminates a worker that does not stop within the grace time', async () => {
		// A search that never answers and ignores its cancel; cancelled once it has started.
		const controller = new AbortController();
		const fake = fakeWorkers({
			search: () => {
				setTimeout(() => controller.abort(), 0);
				return new Promise(() => {});
			}
		});
		const client = new EngineClient(fake.factory, { cancelGraceMs: 30 });
		try {
			const search = client.search(
				{ key: 'small', matrix: small, recipe, seed: 3 },
				{ signal: controller.signal }
			);
			await expect(search).rejects.toBeInstanceOf(AbortError);
			await expect.poll(() => fake.terminated).toBe(1);
			expect(client.runWorkers).toBe(0);
			// The pool refills: the next run works.
			const out = await client.run({
				key: 'small',
				matrix: small,
				settings: { draws: 20, seed: 1 },
				spec: { kind: 'bootstrap', strength: 1 },
				workers: 1
			});
			expect(out.table.nDraws).toBe(20);
		} finally {
			client.dispose();
		}
	});
});

describe('engine worker search (called directly)', () => {
	it('refuses a matrix it has not loaded, and a cancel of an ended search is a no-op', async () => {
		api.load('small', small);
		await expect(api.search('other', recipe, 9_001, { seed: 1, extras: null })).rejects.toThrow(
			/not loaded/
		);
		api.cancelSearch(9_002);
		const out = await api.search('small', recipe, 9_002, { seed: 1, extras: null });
		expect(out?.outcome.stopped).toBe(false);
	});
});
