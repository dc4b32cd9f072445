import { describe, expect, it } from 'vitest';
import { analyzeFiles, fromText } from '../../../src/formats/import-files.ts';
import { importNote } from '../../../src/formats/notes.ts';
import type { BuildResult, ImportProposal } from '../../../src/formats/import-files.ts';
import {
	datasetName,
	datasetNotes,
	datasetRecord,
	isPlainWideTable,
	issuesOf
} from '../../../src/state/dataset-record.ts';
import { DatasetRecordSchema } from '../../../src/schemas/dataset.ts';
import { fixture } from '../helpers.ts';

const analyze = (text: string, name: string) => analyzeFiles([fromText(text, name)]);
const ok = (p: ImportProposal) => p.result as Extract<BuildResult, { ok: true }>;
const WIDE = 'item_id,meta:category,a,b\nq1,x,1,0\nq2,y,0,1\nq3,x,1,\n';

describe('dataset records', () => {
	it('name a dataset after its file, the common folder of its files, or the first file', () => {
		expect(datasetName([{ name: 'runs/results.v2.csv' }])).toBe('results.v2');
		expect(datasetName([{ name: 'out/mmlu/a.json' }, { name: 'out/mmlu/sub/b.json' }])).toBe(
			'mmlu'
		);
		expect(datasetName([{ name: 'a.json' }, { name: 'b.json' }, { name: 'c.json' }])).toBe(
			'a + 2 more'
		);
	});

	it('describe the stored matrix: shape, value type, missing cells, metadata and notes', async () => {
		const p = await analyze(WIDE, 'w.csv');
		const now = new Date('2026-05-01T10:00:00Z');
		const r = datasetRecord({
			id: '0123456789abcdef',
			name: 'x'.repeat(250),
			files: [{ name: 'dir/w.csv' }, { name: 'other.csv' }],
			source: 'file',
			result: ok(p),
			now
		});
		expect(DatasetRecordSchema.parse(r)).toEqual(r);
		expect(r).toMatchObject({
			id: '0123456789abcdef',
			fileName: 'dir/w.csv, other.csv',
			source: 'file',
			addedAt: '2026-05-01T10:00:00.000Z',
			nItems: 3,
			nModels: 2,
			valueType: 'binary',
			missingCells: 1,
			metaFields: ['category']
		});
		expect(r.name).toHaveLength(200);
		expect(r.notes).toEqual([
			'1 of 6 cells are missing; each model is scored over its non-missing items.'
		]);
		// The same notes as codes and parameters, index for index, for the message catalogs.
		expect(r.noteCodes).toEqual([{ code: 'missing-cells', params: { missing: 1, total: 6 } }]);
	});

	it('names a built-in sample by its title', async () => {
		const file = 'irt-leaderboard.csv';
		const p = await analyze(fixture('..', '..', 'samples', file), file);
		const r = datasetRecord({
			id: '0123456789abcdef',
			name: 'irt-leaderboard',
			files: [{ name: file }],
			source: 'sample',
			result: ok(p)
		});
		expect(r.name).toBe('Leaderboard (0/1, 20 models × 1,000 items)');
	});

	it('say when scores lie outside 0-1 (kept after the import’s own notes)', async () => {
		const p = await analyze('item_id,a,b\nq1,-1.5,0\nq2,3,1\n', 's.csv');
		const m = ok(p).matrix;
		const fromImport = importNote('zero-filled', { count: 2 });
		expect(datasetNotes(m, [fromImport]).map((n) => n.text)).toEqual([
			'2 missing cells were counted as 0.',
			'Some scores lie outside 0–1; they are shown as plain numbers.'
		]);
	});
});

describe('which imports are stored at once', () => {
	it('a single wide CSV read the usual way', async () => {
		expect(isPlainWideTable(await analyze(WIDE, 'w.csv'))).toBe(true);
	});

	it('not a flipped table, percentages, text columns proposed as metadata, or several files', async () => {
		expect(isPlainWideTable(await analyze('model,q1,q2\na,1,0\nb,0,1\n', 'f.csv'))).toBe(false);
		expect(isPlainWideTable(await analyze('item_id,a,b\nq1,50,100\nq2,0,25\n', 'p.csv'))).toBe(
			false
		);
		expect(
			isPlainWideTable(await analyze('item_id,source,a,b\nq1,x,1,0\nq2,y,0,1\n', 't.csv'))
		).toBe(false);
		const two = await analyzeFiles([fromText(WIDE, 'a.csv'), fromText(WIDE, 'b.csv')]);
		expect(isPlainWideTable(two)).toBe(false);
	});

	it('the issues that stopped an import: the build’s, else the files’', async () => {
		const bad = await analyze('item_id,a,b\nq1,oops,0\nq2,0,1\n', 'bad.csv');
		expect(issuesOf(bad)[0]).toMatchObject({ file: 'bad.csv', row: 2, column: 2 });
		const empty = await analyzeFiles([fromText('', 'empty.csv')]);
		expect(issuesOf(empty)[0].message).toMatch(/empty/);
	});
});
