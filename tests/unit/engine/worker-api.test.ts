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
		const spec = { kind: 'bootstrap' as const, strength: 1 };
		expect(api.has('k')).toBe(false);
		api.load('k', matrix);
		expect(api.has('k')).toBe(true);
		expect(api.has('other')).toBe(false);
		const plan = api.prepare('k', spec);
		expect(plan.fixedDraws).toBeNull();
		expect('data' in plan).toBe(false);
		const summaries = [1, 2, 8].map((workers) => {
			const table = emptyDrawTable(50, matrix.nModels);
			for (const c of chunkRanges(50, chunkSizeFor(50, workers))) {
				placeChunk(table, api.chunk('k', spec, 2, c.start, c.count));
			}
			return api.summarize(table, plan, matrix.models, 50).summary;
		});
		expect(summaries[1]).toEqual(summaries[0]);
		expect(summaries[2]).toEqual(summaries[0]);
	});

	it('runs every kind through the same call, with the plan saying what its draws are', async () => {
		const analysed = await api.analyze(dropped('small-binary.csv', 'b.csv'));
		if (!analysed.proposal.result.ok) throw new Error('import failed');
		const matrix = analysed.proposal.result.matrix;
		api.load('b', matrix);
		const sweep = { kind: 'sizeSweep' as const, sizes: [5, 30, 60], drawsPerSize: 4 };
		const plan = api.prepare('b', sweep);
		expect(plan.fixedDraws).toBe(12);
		expect(plan.steps?.map((s) => [s.size, s.start, s.replication])).toEqual([
			[5, 0, true],
			[30, 4, true],
			[60, 8, false]
		]);
		const chunk = api.chunk('b', sweep, 3, 0, 12);
		expect(chunk.replicationTau?.length).toBe(12);
		expect(Number.isNaN(chunk.replicationTau![11])).toBe(true);
		expect(() => api.chunk('b', sweep, 3, 10, 5)).toThrow(/12 draws/);
	});

	it('refuses to run on a matrix it has not loaded', () => {
		expect(() => api.chunk('other', { kind: 'bootstrap', strength: 1 }, 1, 0, 1)).toThrow(
			/not loaded/
		);
	});
});
