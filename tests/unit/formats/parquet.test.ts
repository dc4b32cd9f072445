/**
 * Parquet (issue 36): tables in either layout, lighteval's details in both layouts, read one
 * row group at a time with progress and cancel; a damaged file or row group is named.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../../src/formats/import-files.ts';
import { lightevalModelFor, metricsOfRow } from '../../../src/formats/lighteval.ts';
import { fromBytes, type SourceFile } from '../../../src/formats/source.ts';
import { analyze, buildMatrix, FORMATS, issuesOf, okMatrix, value } from './util.ts';

const fixture = (rel: string, name = rel): SourceFile =>
	fromBytes(new Uint8Array(readFileSync(join(FORMATS, rel))), name);

/** A wide table of `rows` items x 3 models, in row groups of `group` rows. */
function wideParquet(rows: number, group: number): Uint8Array {
	const ids = Array.from({ length: rows }, (_, i) => `q${i}`);
	const buf = parquetWriteBuffer({
		columnData: [
			{ name: 'item_id', data: ids, type: 'STRING' },
			...['a', 'b', 'c'].map((m, k) => ({
				name: m,
				data: ids.map((_, i) => ((i + k) % 4) / 4),
				type: 'DOUBLE' as const
			}))
		],
		rowGroupSize: group
	});
	return new Uint8Array(buf);
}

describe('Parquet tables', () => {
	it('a wide table: items as rows, a missing cell stays missing, text columns are metadata', async () => {
		const p = await analyze(fixture('parquet/wide-scores.parquet', 'wide.parquet'));
		expect(p.files[0].summary).toMatch(/^Wide table in Parquet: 5 model columns, 1 metadata/);
		expect(p.choices.files[0].delimiter).toBeUndefined();
		const m = okMatrix(p);
		expect([m.nItems, m.nModels, m.missingCells]).toEqual([40, 5, 1]);
		expect(value(m, 'item-6', 'gamma')).toBeNull();
		expect(m.meta.category.slice(0, 2)).toEqual(['math', 'code']);
	});

	it('a long table, gzip-compressed', async () => {
		const p = await analyze(fixture('parquet/long-gzip.parquet', 'long.parquet'));
		expect(p.choices.files[0]).toMatchObject({
			format: 'long-table',
			columns: { item: 'question_id', model: 'model', score: 'correct' }
		});
		expect(okMatrix(p).valueType).toBe('binary');
	});

	it('is read one row group at a time: progress moves with the groups, and Stop stops it', async () => {
		const bytes = wideParquet(2000, 100);
		const seen: number[] = [];
		const p = await analyzeFiles([fromBytes(bytes, 'big.parquet')], {
			onProgress: (f) => seen.push(f)
		});
		expect(okMatrix(p).nItems).toBe(2000);
		expect(new Set(seen.map((f) => Math.round(f * 20))).size).toBeGreaterThan(8);
		const controller = new AbortController();
		const stopped = await analyzeFiles([fromBytes(bytes, 'big.parquet')], {
			signal: controller.signal,
			onProgress: (f) => {
				if (f > 0.5) controller.abort();
			}
		});
		expect(stopped.result.ok).toBe(false);
		expect(!stopped.result.ok && stopped.result.cancelled).toBe(true);
	});

	it('a damaged row group is named with its rows; a cut file says it cannot be read', async () => {
		const bytes = wideParquet(400, 100);
		// Overwrite the middle of the file (the third group's pages) with zeros.
		const bad = bytes.slice();
		const mid = Math.floor(bytes.length / 2);
		bad.fill(0xff, mid - 40, mid + 40);
		const issues = issuesOf(await analyze(fromBytes(bad, 'bad.parquet')));
		expect(issues[0]).toMatchObject({ file: 'bad.parquet', code: 'parquet-row-group' });
		expect(issues[0].params).toMatchObject({
			group: expect.any(Number),
			first: expect.any(Number)
		});
		const cut = issuesOf(
			await analyze(fromBytes(bytes.slice(0, bytes.length - 100), 'cut.parquet'))
		);
		expect(cut[0]).toMatchObject({ file: 'cut.parquet', code: 'parquet-unreadable' });
	});

	it('a file of Parquet that is no table is named with its columns', async () => {
		const buf = parquetWriteBuffer({
			columnData: [{ name: 'only', data: [1, 2, 3], type: 'INT32' }]
		});
		const [issue] = issuesOf(await analyze(fromBytes(new Uint8Array(buf), 'one.parquet')));
		expect(issue).toMatchObject({ code: 'parquet-not-recognised', params: { columns: 'only' } });
	});
});

const NESTED =
	'lighteval/details/org/model-a/2025-06-01T10-00-00.000000/details_arc_2025-06-01T10-00-00.000000.parquet';
const FLAT =
	'lighteval/details_org__model-b/2024-01-15T09-30-00.000000/details_arc_2024-01-15T09-30-00.000000.parquet';

describe('lighteval details', () => {
	it('reads the doc/metric layout and the older flat one, joined on the query', async () => {
		const p = await analyze(fixture(NESTED), fixture(FLAT));
		expect(p.files.map((f) => f.about.params?.layout)).toEqual(['nested', 'flat']);
		expect(p.choices.files.map((c) => c.model)).toEqual(['org/model-a', 'org/model-b']);
		expect(p.name).toBe('arc');
		const m = okMatrix(p);
		expect([m.nItems, m.nModels, m.missingCells]).toEqual([8, 2, 0]);
		expect(m.itemIds[0]).toMatch(/^arc\/q-[0-9a-f]{12}$/);
		const details = p.result.ok ? p.result.details : null;
		expect(details?.text?.[0]).toBe('Question 1: which answer is right?');
		expect(details?.target?.[1]).toBe('B');
	});

	it('metrics as a struct or as the text of a Python dict', () => {
		expect(metricsOfRow({ metric: { acc: 1, em: true, x: 'n/a' } })).toEqual(
			new Map([
				['acc', 1],
				['em', 1]
			])
		);
		expect(metricsOfRow({ metrics: "{'acc': True, 'acc_norm': 0.25, 'f1': nan}" })).toEqual(
			new Map([
				['acc', 1],
				['acc_norm', 0.25]
			])
		);
	});

	it('names the model after its folder (lighteval output, Open LLM Leaderboard details)', () => {
		expect(
			lightevalModelFor('out/details/meta-llama/Llama-3-8B/2025-01-01T00-00-00/d.parquet')
		).toBe('meta-llama/Llama-3-8B');
		expect(lightevalModelFor('details_EleutherAI__pythia-1b/2023-09-03T10-57-04.2/d.parquet')).toBe(
			'EleutherAI/pythia-1b'
		);
	});

	it('an item without the chosen metric is missing, with a note', async () => {
		const files = [fixture(NESTED), fixture(FLAT)];
		const p = await analyze(...files);
		const choices = { ...p.choices, files: p.choices.files.map((c) => ({ ...c, metric: 'f1' })) };
		const r = await buildMatrix(files, choices);
		expect(r.ok).toBe(false);
		expect(r.notes.map((n) => n.code)).toContain('lighteval-no-metric');
	});
});
