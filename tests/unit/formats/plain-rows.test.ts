/**
 * Wide tables are read from their bytes when their rows are plain (`plain-rows.ts`), and through
 * papaparse otherwise. The two must give exactly the same import: matrix bytes, preview, choices,
 * notes and issues with their rows and columns, whatever the line endings, quotes, blank lines,
 * encodings, chunk sizes and mistakes in the file.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
	analyzeFiles,
	buildMatrix,
	type ImportOptions
} from '../../../src/formats/import-files.ts';
import { fromBytes, type SourceFile } from '../../../src/formats/source.ts';
import { CsvParser } from '../../../src/formats/csv-stream.ts';
import * as plainRows from '../../../src/formats/plain-rows.ts';
import { plainRecords } from '../../../src/formats/table-head.ts';
import { tableShape } from '../../../src/formats/table-shape.ts';
import { okMatrix, plain } from './util.ts';

const PAPA: ImportOptions = { csv: 'papaparse' };
const encode = (s: string) => new TextEncoder().encode(s);

async function same(bytes: Uint8Array, name: string, chunk: number, options: ImportOptions = {}) {
	const file = (): SourceFile => fromBytes(bytes, name, chunk);
	const a = await analyzeFiles([file()], options);
	const b = await analyzeFiles([file()], { ...options, ...PAPA });
	expect(plain(a)).toEqual(plain(b));
	return a;
}

const CELLS = [
	'0',
	'1',
	'0',
	'1',
	'',
	'0.5',
	' 1',
	'1 ',
	'NA',
	'true',
	'75%',
	'x',
	'0,5',
	'1e400',
	'-0',
	'2'
];
const QUOTED = ['"1"', '"a,b"', '"x""y"', '"line\nbreak"', 'a"b'];
const IDS = ['q1', 'q2', 'q3', 'é', 'q1', '', ' q5 ', '__proto__', 'a-long-item-id-that-is-long'];

const table = fc.record({
	delimiter: fc.constantFrom(',', '\t', ';'),
	newline: fc.constantFrom('\n', '\r\n'),
	models: fc.integer({ min: 1, max: 6 }),
	header: fc.constantFrom('plain', 'quoted', 'meta', 'flip'),
	rows: fc.array(
		fc.record({
			id: fc.constantFrom(...IDS),
			cells: fc.array(fc.constantFrom(...CELLS), { minLength: 8, maxLength: 8 }),
			/** 0: as many cells as the header; otherwise one more or one fewer. */
			ragged: fc.oneof(
				{ weight: 10, arbitrary: fc.constant(0) },
				{ weight: 1, arbitrary: fc.constantFrom(-1, 1) }
			),
			quote: fc.oneof(
				{ weight: 9, arbitrary: fc.constant(-1) },
				{ weight: 1, arbitrary: fc.nat(6) }
			),
			blank: fc.boolean(),
			lone: fc.oneof(
				{ weight: 12, arbitrary: fc.constant(false) },
				{ weight: 1, arbitrary: fc.constant(true) }
			)
		}),
		{ maxLength: 12 }
	),
	bom: fc.boolean(),
	end: fc.boolean(),
	chunk: fc.constantFrom(1, 2, 3, 7, 64, 4096)
});

type Table = typeof table extends fc.Arbitrary<infer T> ? T : never;

function text(t: Table): string {
	const d = t.delimiter;
	const names = Array.from({ length: t.models }, (_, m) => `m${m}`);
	const first = t.header === 'flip' ? 'model' : 'item_id';
	const head =
		t.header === 'quoted'
			? [first, ...names.map((n, k) => (k === 0 ? `"${n}, v2"` : n))]
			: t.header === 'meta'
				? [first, 'meta:category', ...names]
				: [first, ...names];
	const lines = [head.join(d)];
	for (const r of t.rows) {
		if (r.blank) lines.push('');
		const cells = r.cells.slice(0, Math.max(0, head.length - 1 + r.ragged));
		if (r.quote >= 0 && cells.length)
			cells[r.quote % cells.length] = QUOTED[r.quote % QUOTED.length];
		const line = [r.id, ...cells].join(d);
		lines.push(r.lone ? `${line}\r` : line);
	}
	return (t.bom ? '\ufeff' : '') + lines.join(t.newline) + (t.end ? t.newline : '');
}

describe('plain rows from bytes = papaparse', () => {
	it('on random wide tables (quotes, CRLF, blank lines, bad cells, ragged rows, any chunk size)', async () => {
		await fc.assert(
			fc.asyncProperty(table, async (t) => {
				const a = await same(encode(text(t)), t.delimiter === '\t' ? 't.tsv' : 't.csv', t.chunk);
				const choices = a.choices;
				if (!choices.files.length || choices.files[0].format === 'skip') return;
				// The same file read with other choices: flipped, per cell.
				const flipped = {
					...choices,
					files: [{ ...choices.files[0], orientation: 'models-as-rows' as const }]
				};
				const file = () => fromBytes(encode(text(t)), 't.csv', t.chunk);
				for (const c of [flipped, choices]) {
					for (const path of ['auto', 'per-cell'] as const) {
						const x = await buildMatrix([file()], c, { path });
						const y = await buildMatrix([file()], c, { path, ...PAPA });
						expect(plain(x)).toEqual(plain(y));
					}
				}
			}),
			{ numRuns: 250 }
		);
	}, 120_000);

	it('reads a plain 0/1 file without papaparse, and hands a quoted line and the rest over', async () => {
		const spy = vi.spyOn(plainRows, 'readPlainRecords');
		const rows = Array.from({ length: 500 }, (_, i) => `q${i},${i % 2},${(i >> 1) % 2},1`);
		rows[300] = 'q300,"1",0,1';
		const csv = ['item_id,a,b,c', ...rows].join('\n') + '\n';
		const p = await same(encode(csv), 'h.csv', 1000);
		expect(okMatrix(p).nItems).toBe(500);
		expect(spy).toHaveBeenCalled();
		spy.mockRestore();
	});

	it('names the row and column of a bad cell past a hand-over, as papaparse does', async () => {
		const csv = 'item_id,a,b\nq1,1,0\nq2,"x,y",1\nq3,0,oops\n';
		const p = await same(encode(csv), 'bad.csv', 5);
		expect(p.result.ok).toBe(false);
		expect(!p.result.ok && p.result.issues.map((i) => [i.row, i.column])).toEqual([
			[3, 2],
			[4, 3]
		]);
	});

	it('re-reads as Latin-1 when invalid UTF-8 comes late, exactly as papaparse', async () => {
		const head = encode(
			'item_id,a,b\n' + Array.from({ length: 2000 }, (_, i) => `i${i},1,0`).join('\n') + '\n'
		);
		const tail = Uint8Array.from('caf\xe9,0,1\n', (c) => c.charCodeAt(0));
		const all = new Uint8Array(head.length + tail.length);
		all.set(head);
		all.set(tail, head.length);
		const p = await same(all, 'late.csv', 997);
		expect(okMatrix(p).itemIds.at(-1)).toBe('café');
	});

	it('an unclosed quote: the same problem with its line', async () => {
		const csv = 'item_id,a,b\nq1,1,0\nq2,"1,0\nq3,0,1\n';
		const p = await same(encode(csv), 'open.csv', 4);
		expect(p.result.ok).toBe(false);
	});

	it('a header with quoted names (commas, line breaks) and a lone-CR file', async () => {
		await same(encode('item_id,"gpt, 4","claude\n3"\nq1,1,0\nq2,0,1\n'), 'q.csv', 3);
		await same(encode('item_id,a,b\rq1,1,0\rq2,0,1\r'), 'cr.csv', 4);
		await same(encode('item_id,a,b'), 'one-line.csv', 4);
		await same(encode(''), 'empty.csv', 4);
	});
});

describe('the records of a head without quotes (the memory estimate)', () => {
	it('are papaparse’s, line numbers included', () => {
		fc.assert(
			fc.property(
				fc.array(fc.constantFrom('a', '1', ',', '\n', '\r\n', '\r', ' ', 'é', ''), {
					maxLength: 60
				}),
				fc.constantFrom(',', ';', '\t'),
				(parts, delimiter) => {
					const text = parts.join('');
					const mine = plainRecords(text, delimiter, 1000);
					if (mine === null) return;
					const papa: { fields: string[]; line: number }[] = [];
					const p = new CsvParser(delimiter, (r) => papa.push({ fields: r.fields, line: r.line }));
					p.push(text);
					p.end();
					expect(mine.map(({ fields, line }) => ({ fields, line }))).toEqual(papa);
				}
			),
			{ numRuns: 2000 }
		);
	});
});

describe('the shape of a head (memory estimate) with and without quotes', () => {
	it('is the same: rows, score columns, and whether scores are 0/1 as far as it looks', () => {
		const long = (quote: boolean) =>
			'item_id,model,score\n' +
			Array.from({ length: 1500 }, (_, i) => {
				const id = quote && i === 0 ? '"q0"' : `q${i}`;
				return `${id},m${i % 3},${i === 900 ? '0.5' : i % 2}`;
			}).join('\n') +
			'\n';
		const wide = (quote: boolean) =>
			`item_id,${quote ? '"a, 1"' : 'a'},b\n` +
			Array.from({ length: 300 }, (_, i) => `q${i},${i === 150 ? '0.5' : '1'},0`).join('\n') +
			'\n';
		const shape = (text: string, format: 'long-table' | 'wide-table') =>
			tableShape(encode(text), 'utf-8', text.length, {
				format,
				columns: { item: 'item_id', model: 'model', score: 'score' }
			});
		expect(shape(long(false), 'long-table')).toEqual(shape(long(true), 'long-table'));
		expect(shape(long(false), 'long-table')).toMatchObject({ kind: 'continuous', rows: 1500 });
		expect(shape(wide(false), 'wide-table')).toEqual(shape(wide(true), 'wide-table'));
		expect(shape(wide(false), 'wide-table')).toMatchObject({ kind: 'continuous', columns: 2 });
	});
});
