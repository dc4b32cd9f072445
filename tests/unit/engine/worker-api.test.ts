import { describe, expect, it } from 'vitest';
import { api } from '../../../workers/engine.worker.ts';
import { chunkRanges, emptyDrawTable, placeChunk } from '../../../src/core/run.ts';
import { chunkSizeFor } from '../../../src/engine/EngineClient.ts';
import { fixture } from '../helpers.ts';

const dropped = (file: string, name = file) => [
	{ blob: new Blob([fixture('golden', file)]), name }
];

describe('engine worker API (called directly, as comlink would)', () => {
	it('analyses a file: a proposal, the matrix built with it and its content id', async () => {
		const out = await api.analyze(dropped('small-binary.csv'));
		expect(out.proposal.files[0].format).toBe('wide-table');
		expect(out.proposal.result.ok).toBe(true);
		if (!out.proposal.result.ok) return;
		expect(out.id).toMatch(/^[0-9a-f]{16}$/);
		expect([out.proposal.result.matrix.nItems, out.proposal.result.matrix.nModels]).toEqual([
			60, 8
		]);
		// The session keeps the files: a rebuild with the same choices gives the same dataset.
		const again = await api.build(out.session, out.proposal.choices);
		expect(again.id).toBe(out.id);
		api.release(out.session);
		await expect(api.build(out.session, out.proposal.choices)).rejects.toThrow(/session has ended/);
	});

	it('reports a bad file as issues, not as an exception', async () => {
		const out = await api.analyze([{ blob: new Blob(['']), name: 'empty.csv' }]);
		expect(out.proposal.result.ok).toBe(false);
		expect(out.id).toBeNull();
		const issues = out.proposal.result.ok
			? []
			: [...out.proposal.result.issues, ...out.proposal.files.flatMap((f) => f.issues)];
		expect(issues[0].file).toBe('empty.csv');
	});

	it('runs chunks and summarises, independent of chunk size', async () => {
		const analysed = await api.analyze(dropped('small-continuous.csv', 'c.csv'));
		if (!analysed.proposal.result.ok) throw new Error('import failed');
		const matrix = analysed.proposal.result.matrix;
		const settings = { kind: 'bootstrap' as const, fraction: 0.5, draws: 50, seed: 2 };
		const reference = api.load('k', matrix);
		expect(api.referenceOf('k')).toBe(reference);
		expect(api.referenceOf('other')).toBeNull();
		const summaries = [1, 2, 8].map((workers) => {
			const table = emptyDrawTable(50, matrix.nModels);
			for (const c of chunkRanges(50, chunkSizeFor(50, workers))) {
				placeChunk(table, api.runChunk('k', settings, c.start, c.count));
			}
			return api.summarize(table, reference, matrix.models, 50).summary;
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
