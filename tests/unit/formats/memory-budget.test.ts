/**
 * Memory estimates and limits: the formulas, and refusals that come before the file is read (or as
 * soon as a table turns out to need more), with the estimate and the limit in the message.
 */
import { describe, expect, it } from 'vitest';
import { Contribution } from '../../../src/formats/contribution.ts';
import { ItemTable } from '../../../src/formats/item-table.ts';
import { analyzeFiles } from '../../../src/formats/import-files.ts';
import {
	estimatePerCell,
	estimateRows,
	estimateWide,
	FIXED_BYTES,
	formatMB,
	IMPORT_BUDGET_BYTES,
	ImportBudget,
	ITEM_BYTES,
	limitMessage,
	MAX_CELLS,
	MAX_MATRIX_BYTES,
	MemoryLimitError,
	overLimit
} from '../../../src/formats/memory-budget.ts';
import type { SourceFile } from '../../../src/formats/source.ts';
import { tableShape } from '../../../src/formats/table-shape.ts';
import { issuesOf, okMatrix } from './util.ts';

const MB = 1024 * 1024;

describe('estimates', () => {
	it.each([
		// rows, models, kind, cells x bytes per cell (store + packed)
		{ rows: 60_000, models: 4000, kind: 'binary' as const, perCell: 0.25 + 0.25 },
		{ rows: 60_000, models: 4000, kind: 'continuous' as const, perCell: 8 + 8.125 },
		{ rows: 1_000_000, models: 2, kind: 'binary' as const, perCell: 0.5 }
	])('wide: $rows x $models $kind', ({ rows, models, kind, perCell }) => {
		const e = estimateWide({ rows, models, kind });
		expect(e.bytes).toBe(FIXED_BYTES + rows * ITEM_BYTES + rows * models * perCell);
		expect(e.matrixBytes).toBe(rows * models * (kind === 'binary' ? 0.25 : 8.125));
	});

	it('per cell: 36 bytes per cell read, 11 + packed per matrix cell, 224 per item', () => {
		const e = estimatePerCell({ cells: 1e6, items: 1e5, matrixCells: 2e6, kind: 'continuous' });
		expect(e.bytes).toBe(FIXED_BYTES + 1e5 * 224 + 1e6 * 36 + 2e6 * (11 + 8.125));
		expect(e.matrixBytes).toBe(2e6 * 8.125);
	});

	it('the target, 4,000 models x 60,000 items of 0/1 scores, fits; the same as floats does not', () => {
		const binary = estimateWide({ rows: 60_000, models: 4000, kind: 'binary' });
		expect(binary.bytes).toBeLessThan(200 * MB);
		expect(overLimit(binary)).toBeNull();
		const floats = estimateWide({ rows: 60_000, models: 4000, kind: 'continuous' });
		expect(overLimit(floats)).toMatchObject({ what: 'memory', limit: IMPORT_BUDGET_BYTES });
		// The per-cell path could not hold it either way.
		expect(60_000 * 4000).toBeGreaterThan(MAX_CELLS.perCell);
	});

	it('limits cells by path', () => {
		expect(MAX_CELLS).toEqual({
			wideBinary: 1_073_741_824,
			wideContinuous: 33_038_209,
			perCell: 18_869_612
		});
		expect(MAX_CELLS.wideContinuous * 8.125).toBeLessThanOrEqual(MAX_MATRIX_BYTES);
	});

	it('checks the working memory first, then the matrix size', () => {
		expect(overLimit({ bytes: 2e9, matrixBytes: 1e9 })).toMatchObject({ what: 'memory' });
		expect(overLimit({ bytes: 9e8, matrixBytes: 3e8 })).toEqual({
			need: 3e8,
			limit: MAX_MATRIX_BYTES,
			what: 'matrix'
		});
		expect(overLimit({ bytes: 9e8, matrixBytes: 2e8 })).toBeNull();
	});

	it('says the estimate and the limit', () => {
		const over = overLimit({ bytes: 1500 * MB, matrixBytes: 0 })!;
		expect(limitMessage('This file', over)).toBe(
			'This file would need about 1,500 MB of memory; the limit is 1,024 MB.'
		);
		expect(formatMB(1)).toBe('1 MB');
	});

	it.each([
		{ name: 'whole file in the head', complete: true, sampleRows: 7, expected: 7 },
		{ name: 'scaled from the head', complete: false, sampleRows: 100, expected: 1000 },
		{
			name: 'no complete row: bounded by columns',
			complete: false,
			sampleRows: 0,
			expected: 10_000
		}
	])('rows: $name', ({ complete, sampleRows, expected }) => {
		const rows = estimateRows({
			fileBytes: 100_010,
			headerBytes: 10,
			sampleRows,
			sampleBytes: 10_000,
			complete,
			columns: 9
		});
		expect(rows).toBe(expected);
	});
});

describe('table shape', () => {
	it('estimates rows from the head of a wide table', () => {
		const header =
			'item_id,meta:category,' + Array.from({ length: 50 }, (_, m) => `m${m}`).join(',');
		const rows = Array.from(
			{ length: 20_000 },
			(_, i) => `q${i},c,` + '1,0,'.repeat(25).slice(0, -1)
		);
		const bytes = new TextEncoder().encode([header, ...rows].join('\n') + '\n');
		const shape = tableShape(bytes.subarray(0, 1 << 16), 'utf-8', bytes.length, {
			format: 'wide-table',
			delimiter: ','
		});
		expect(shape!.columns).toBe(50);
		expect(shape!.kind).toBe('binary');
		// Ids grow longer down the file, so the head's rows are a little short: within 2%.
		expect(Math.abs(shape!.rows - 20_000)).toBeLessThan(400);
		const full = tableShape(bytes, 'utf-8', bytes.length, { format: 'wide-table' });
		expect(full!.rows).toBe(20_000);
	});

	it('has nothing to say when the header is longer than the head', () => {
		const header = 'item_id,' + Array.from({ length: 5000 }, (_, m) => `model-${m}`).join(',');
		const bytes = new TextEncoder().encode(header + '\n' + 'q1,' + '1,'.repeat(4999) + '1\n');
		const shape = tableShape(bytes.subarray(0, 1000), 'utf-8', 10_000_000, {
			format: 'wide-table'
		});
		expect(shape).toBeNull();
	});

	it('has nothing to say about JSON documents', () => {
		const bytes = new TextEncoder().encode('{"models": ["a"], "items": []}');
		expect(tableShape(bytes, 'utf-8', bytes.length, { format: 'long-table' })).toBeNull();
		expect(tableShape(bytes, 'utf-8', bytes.length, { format: 'json-matrix' })).toBeNull();
	});
});

/**
 * A large file made on demand: a header, then fixed-length rows from `row(i)`. Counts the bytes
 * handed out, so a test can tell how much was read before the refusal.
 */
function lazyTable(name: string, header: string, rows: number, row: (i: number) => string) {
	const enc = new TextEncoder();
	const rowBytes = enc.encode(row(0)).length;
	const read = { bytes: 0 };
	const file: SourceFile = {
		name,
		size: header.length + rows * rowBytes,
		open() {
			return (async function* () {
				const chunk = enc.encode(header);
				read.bytes += chunk.length;
				yield chunk;
				const per = Math.max(1, Math.floor((1 << 20) / rowBytes));
				for (let i = 0; i < rows; i += per) {
					let s = '';
					for (let j = i; j < Math.min(rows, i + per); j++) s += row(j);
					const c = enc.encode(s);
					read.bytes += c.length;
					yield c;
				}
			})();
		}
	};
	return { file, read };
}

const wideHeader = (models: number) =>
	'item_id,' +
	Array.from({ length: models }, (_, m) => `model-${String(m).padStart(4, '0')}`).join(',') +
	'\n';

describe('refusals', () => {
	it('refuses a wide table of floats too large for memory before reading it', async () => {
		// 4,000 models x ~45,000 items of "0.25": a 900 MB file, 2.9 GB as floats.
		const { file, read } = lazyTable(
			'floats.csv',
			wideHeader(4000),
			45_000,
			(i) => `i${String(i).padStart(6, '0')}` + ',0.25'.repeat(4000) + '\n'
		);
		const t0 = Date.now();
		const [issue] = issuesOf(await analyzeFiles([file]));
		expect(issue.file).toBe('floats.csv');
		expect(issue.message).toMatch(
			/^This file \(about 4[45],\d{3} items x 4,000 models of scores other than 0\/1\) would need about 2,[89]\d\d MB of memory; the limit is 1,024 MB\.$/
		);
		expect(issue.hint).toMatch(/split the table/);
		// The head was read (to detect the format and to estimate), not the file.
		expect(read.bytes).toBeLessThan(4 * MB);
		expect(Date.now() - t0).toBeLessThan(10_000);
	});

	it('stops reading a 0/1 table when it turns out to hold other scores', async () => {
		const { file, read } = lazyTable(
			'turns.csv',
			wideHeader(4000),
			45_000,
			(i) => `i${String(i).padStart(6, '0')}` + (i < 300 ? ',1' : ',5').repeat(4000) + '\n'
		);
		const [issue] = issuesOf(await analyzeFiles([file]));
		expect(issue.message).toMatch(
			/models of scores other than 0\/1\) would need about .* MB of memory/
		);
		expect(read.bytes).toBeLessThan(12 * MB);
	});

	it('reads a generated 0/1 table that fits', async () => {
		const { file } = lazyTable(
			'ok.csv',
			wideHeader(40),
			500,
			(i) => `i${String(i).padStart(6, '0')}` + ',1,0'.repeat(20) + '\n'
		);
		expect(okMatrix(await analyzeFiles([file])).nItems).toBe(500);
	});

	it('refuses a long table of more cells than the per-cell path holds before reading it', async () => {
		const { file, read } = lazyTable(
			'long.csv',
			'item_id,model,score\n',
			60_000_000,
			(i) => `q${String(i % 9_999_999).padStart(7, '0')},m${i % 6},1\n`
		);
		const [issue] = issuesOf(await analyzeFiles([file]));
		expect(issue.message).toMatch(
			/^This file \(about 60,\d{3},\d{3} scores, one per row\) would need about [\d,]+ MB of memory; the limit is 1,024 MB\.$/
		);
		expect(issue.hint).toMatch(/wide CSV/);
		expect(read.bytes).toBeLessThan(4 * MB);
	});

	it('stops the per-cell path past its cell limit with a message, not a crash', () => {
		const c = new Contribution('x.jsonl', new ItemTable(), new ImportBudget({ maxCells: 3 }));
		for (let k = 0; k < 3; k++) c.add(0, 0, 1);
		let error: unknown;
		try {
			c.add(0, 0, 1);
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(MemoryLimitError);
		expect((error as MemoryLimitError).message).toMatch(/^more than 3 scores read one by one/);
	});
});
