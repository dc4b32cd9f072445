import { describe, expect, it } from 'vitest';
import { api } from '../../../workers/engine.worker.ts';
import { chunkRanges, emptyDrawTable, placeChunk } from '../../../src/core/run.ts';
import { chunkSizeFor } from '../../../src/engine/EngineClient.ts';
import { fixture } from '../helpers.ts';

describe('engine worker API (called directly, as comlink would)', () => {
	it('imports a file: a content id, the matrix, notes', async () => {
		const out = await api.importFile(
			new Blob([fixture('golden', 'small-binary.csv')]),
			'small-binary.csv'
		);
		expect(out.ok).toBe(true);
		if (!out.ok) return;
		expect(out.id).toMatch(/^[0-9a-f]{16}$/);
		expect([out.matrix.nItems, out.matrix.nModels]).toEqual([60, 8]);
	});

	it('reports a bad file as issues, not as an exception', async () => {
		const out = await api.importFile(new Blob(['']), 'empty.csv');
		expect(out.ok).toBe(false);
		if (out.ok) return;
		expect(out.issues[0].file).toBe('empty.csv');
	});

	it('runs chunks and summarises, independent of chunk size', async () => {
		const imported = await api.importFile(
			new Blob([fixture('golden', 'small-continuous.csv')]),
			'c.csv'
		);
		if (!imported.ok) throw new Error('import failed');
		const settings = { kind: 'bootstrap' as const, fraction: 0.5, draws: 50, seed: 2 };
		const reference = api.load('k', imported.matrix);
		expect(api.isLoaded('k')).toBe(true);
		const summaries = [1, 2, 8].map((workers) => {
			const table = emptyDrawTable(50, imported.matrix.nModels);
			for (const c of chunkRanges(50, chunkSizeFor(50, workers)))
				placeChunk(table, api.runChunk('k', settings, c.start, c.count));
			return api.summarize(table, reference, imported.matrix.models, 50).summary;
		});
		expect(summaries[1]).toEqual(summaries[0]);
		expect(summaries[2]).toEqual(summaries[0]);
	});

	it('refuses to run on a matrix it has not loaded', () => {
		expect(() =>
			api.runChunk('other', { kind: 'bootstrap', fraction: 1, draws: 1, seed: 1 }, 0, 1)
		).toThrow(/not loaded/);
	});
});
