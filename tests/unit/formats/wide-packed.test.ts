/**
 * Wide tables with items as rows are read into packed stores (`WideCells`) instead of one record
 * per cell. The packed path must give exactly what the per-cell path gives: the same matrix (byte
 * for byte), preview, details, choices, notes and issues (with their file, row and column), for one
 * file or several merged, under every missing-cell and duplicate policy.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellValue } from '../../../src/core/ScoreMatrix.ts';
import {
	analyzeFiles,
	buildMatrix,
	type ImportChoices,
	type ImportOptions
} from '../../../src/formats/import-files.ts';
import { fromText, type SourceFile } from '../../../src/formats/source.ts';
import { WideCells } from '../../../src/formats/WideCells.ts';
import { okMatrix, plain } from './util.ts';

const PER_CELL: ImportOptions = { path: 'per-cell' };

/** Cell texts by kind of table: 0/1, 0/1 with missing cells, other scores, anything. */
const BINARY = ['0', '1'];
const MISSING = [...BINARY, '', 'NA', 'null'];
const SCORES = [
	...MISSING,
	'0.5',
	'0.25',
	'75%',
	'true',
	'FALSE',
	' 1 ',
	'-0',
	'1.5',
	'-1',
	'100',
	'50'
];
const ANY = [...SCORES, 'abc', '0,5', '1e400'];
const IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'a-rather-long-item-id-7', '__proto__', 'q9'];
const MODELS = ['gpt', 'claude', 'llama', 'a-long-model-name-9', 'm5'];

interface TableSpec {
	delimiter: ',' | '\t';
	models: string[];
	meta: Array<'meta:category' | 'meta:note' | 'source'>;
	rows: Array<{ id: string; cells: string[]; meta: string[] }>;
}

const table: fc.Arbitrary<TableSpec> = fc
	.record({
		delimiter: fc.constantFrom(',' as const, '\t' as const),
		models: fc.uniqueArray(fc.constantFrom(...MODELS), { minLength: 1, maxLength: 5 }),
		meta: fc.uniqueArray(
			fc.constantFrom('meta:category' as const, 'meta:note' as const, 'source' as const),
			{ maxLength: 2 }
		),
		ids: fc.shuffledSubarray(IDS, { minLength: 1, maxLength: 8 }),
		cells: fc.constantFrom(BINARY, MISSING, MISSING, SCORES, SCORES, ANY),
		/** 0: a clean table; otherwise one defect (repeated model or id, empty id, ragged row). */
		defect: fc.oneof(
			{ weight: 12, arbitrary: fc.constant(0) },
			{ weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }) }
		),
		seed: fc.array(fc.nat(1000), { minLength: 64, maxLength: 64 })
	})
	.map(({ delimiter, models, meta, ids, cells, defect, seed }) => {
		let s = 0;
		const next = () => seed[s++ % seed.length];
		const ms = defect === 1 ? [...models, models[0]] : models;
		const rows = ids.map((id) => ({
			id,
			cells: ms.map(() => cells[next() % cells.length]),
			meta: meta.map((m) => (m === 'source' ? `src ${next() % 3}` : `c${next() % 3}`))
		}));
		if (rows.length && defect === 2) rows.push({ ...rows[0] });
		if (rows.length && defect === 3) rows[rows.length - 1].id = ' ';
		if (rows.length && defect === 4) rows[0].cells.push('1');
		return { delimiter, models: ms, meta, rows };
	});

function csv(t: TableSpec): string {
	const d = t.delimiter;
	const header = ['item_id', ...t.meta, ...t.models].join(d);
	const lines = t.rows.map((r) => {
		const cells = [r.id, ...r.meta, ...r.cells];
		return cells.map((c) => (c.includes(',') && d === ',' ? `"${c}"` : c)).join(d);
	});
	return [header, ...lines].join('\n') + '\n';
}

function files(tables: TableSpec[], chunk: number): SourceFile[] {
	return tables.map((t, k) =>
		fromText(csv(t), `dir/table-${k}.${t.delimiter === '\t' ? 'tsv' : 'csv'}`, chunk)
	);
}

describe('packed wide tables', () => {
	afterEach(() => vi.restoreAllMocks());

	it('reads a 0/1 table, with missing cells and metadata, through the packed store', async () => {
		const commit = vi.spyOn(WideCells.prototype, 'commit');
		const text = 'item_id,meta:category,a,b,c\nq1,x,1,0,\nq2,y,0,1,1\nq3,x,,1,0\n';
		const p = await analyzeFiles([fromText(text, 't.csv')]);
		const m = okMatrix(p);
		expect(commit).toHaveBeenCalledTimes(3);
		expect([m.nItems, m.nModels, m.valueType, m.missingCells]).toEqual([3, 3, 'binary', 2]);
		expect(m.meta.category).toEqual(['x', 'y', 'x']);
		expect(cellValue(m, 0, 0)).toBe(1);
		expect(cellValue(m, 0, 2)).toBeNull();
		expect(cellValue(m, 2, 1)).toBe(1);
	});

	it('switches a store to floats at the first value other than 0/1', async () => {
		const text = 'item_id,a,b\nq1,1,0\nq2,0.5,1\nq3,,1\n';
		const m = okMatrix(await analyzeFiles([fromText(text, 't.csv')]));
		expect(m.valueType).toBe('continuous');
		expect(Array.from(m.values!)).toEqual([1, 0, 0.5, 1, Number.NaN, 1]);
	});

	it('gives what the per-cell path gives, for one file or several (random tables)', async () => {
		const commit = vi.spyOn(WideCells.prototype, 'commit');
		await fc.assert(
			fc.asyncProperty(
				fc.array(table, { minLength: 1, maxLength: 3 }),
				fc.integer({ min: 1, max: 64 }),
				async (tables, chunk) => {
					const fs = files(tables, chunk);
					const a = await analyzeFiles(fs, PER_CELL);
					const b = await analyzeFiles(fs);
					expect(plain(b)).toEqual(plain(a));
				}
			),
			{ numRuns: 300 }
		);
		expect(commit.mock.calls.length).toBeGreaterThan(100);
	}, 60_000);

	it('gives what the per-cell path gives under every policy, scale and range', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(table, { minLength: 1, maxLength: 3 }),
				fc.constantFrom('keep' as const, 'zero' as const, 'drop-items' as const),
				fc.constantFrom('error' as const, 'mean' as const),
				fc.array(
					fc.record({
						scale: fc.constantFrom(1, 0.01, 0.5, 2),
						range: fc.constantFrom('unit' as const, 'any' as const)
					}),
					{ minLength: 3, maxLength: 3 }
				),
				async (tables, missing, duplicates, scales) => {
					const fs = files(tables, 7);
					const p = await analyzeFiles(fs, PER_CELL);
					const choices: ImportChoices = {
						...p.choices,
						missing,
						duplicates,
						files: p.choices.files.map((c, k) => (c.format === 'skip' ? c : { ...c, ...scales[k] }))
					};
					const a = await buildMatrix(fs, choices, PER_CELL);
					const b = await buildMatrix(fs, choices);
					expect(plain(b)).toEqual(plain(a));
				}
			),
			{ numRuns: 300 }
		);
	}, 60_000);

	it('keeps every value across blocks, growing and switching to floats', () => {
		const M = 70;
		const rows: number[][] = [];
		const guarded: Array<[number, string]> = [];
		const w = new WideCells(
			Array.from({ length: M }, (_, k) => k + 2),
			(n, kind) => guarded.push([n, kind]),
			64
		);
		for (let r = 0; r < 300; r++) {
			const row = Array.from({ length: M }, (_, m) => {
				const x = (r * 31 + m * 17) % 11;
				if (x === 0) return Number.NaN;
				if (r >= 200 && x === 1) return 0.25;
				return x % 2;
			});
			rows.push(row);
			w.row.set(row);
			w.commit(r, r + 2);
			if (r === 199) expect(w.kind).toBe('binary');
		}
		expect(w.kind).toBe('continuous');
		expect(guarded.some(([, kind]) => kind === 'continuous')).toBe(true);
		const out = new Float64Array(M);
		for (let r = 0; r < 300; r++) {
			w.read(r, out);
			expect(Array.from(out)).toEqual(rows[r]);
			expect([w.itemOf(r), w.recordOf(r)]).toEqual([r, r + 2]);
		}
	});

	it('gives what the per-cell path gives for a larger table that turns continuous', async () => {
		const M = 70;
		const header =
			'item_id,meta:category,' + Array.from({ length: M }, (_, m) => `m${m}`).join(',');
		const lines = Array.from({ length: 300 }, (_, r) => {
			const cells = Array.from({ length: M }, (_, m) => {
				const x = (r * 31 + m * 17) % 11;
				return x === 0 ? '' : r >= 200 && x === 1 ? '0.25' : String(x % 2);
			});
			return [`item-${r}`, `c${r % 4}`, ...cells].join(',');
		});
		const fs = [fromText([header, ...lines].join('\n'), 'big.csv', 4096)];
		const p = await analyzeFiles(fs);
		expect(okMatrix(p).valueType).toBe('continuous');
		expect(plain(p)).toEqual(plain(await analyzeFiles(fs, PER_CELL)));
	});

	it('merges files by model and by item without per-cell records', async () => {
		const a = 'item_id,m1,m2\nq1,1,0\nq2,0,1\nq3,1,1\n';
		const b = 'item_id,m3\nq2,1\nq1,0\nq4,1\n';
		const c = 'item_id,m1\nq4,0\nq5,1\n';
		const fs = [fromText(a, 'a.csv'), fromText(b, 'b.csv'), fromText(c, 'c.csv')];
		const p = await analyzeFiles(fs);
		const m = okMatrix(p);
		expect(m.models).toEqual(['m1', 'm2', 'm3']);
		expect(m.itemIds).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
		expect(cellValue(m, 3, 0)).toBe(0);
		expect(cellValue(m, 3, 2)).toBe(1);
		expect(cellValue(m, 4, 1)).toBeNull();
		expect(plain(p)).toEqual(plain(await analyzeFiles(fs, PER_CELL)));
	});

	it('names both places of a cell given twice in two files', async () => {
		const fs = [
			fromText('item_id,m1,m2\nq1,1,0\nq2,0,1\n', 'a.csv'),
			fromText('item_id,m2\nq3,1\nq2,0\n', 'b.csv')
		];
		const r = (await analyzeFiles(fs)).result;
		expect(r.ok).toBe(false);
		expect(!r.ok && r.issues[0]).toMatchObject({
			file: 'b.csv',
			row: 3,
			column: 2,
			columnName: 'm2'
		});
		expect(!r.ok && r.issues[0].message).toMatch(
			/second score for model “m2” \(first given in a.csv, row 3\)/
		);
	});
});
