/**
 * Excel workbooks and dates written as epoch numbers (issue 36).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { epochDates, namesDates } from '../../../src/formats/item-dates.ts';
import { fromBytes, fromText } from '../../../src/formats/source.ts';
import { MAX_XLSX_BYTES } from '../../../src/formats/xlsx.ts';
import { analyze, FORMATS, issuesOf, okMatrix, value } from './util.ts';

const workbook = () => new Uint8Array(readFileSync(join(FORMATS, 'xlsx', 'scores.xlsx')));

describe('Excel workbooks', () => {
	it('lists the sheets, proposes the first that is a results table, leaves the notes out', async () => {
		const p = await analyze(fromBytes(workbook(), 'scores.xlsx'));
		expect(p.files.map((f) => [f.name, f.about.code])).toEqual([
			['scores.xlsx', 'workbook'],
			['scores.xlsx/About', 'not-recognised'],
			['scores.xlsx/Scores', 'wide-table']
		]);
		expect(p.choices.files.map((c) => c.format)).toEqual(['skip', 'skip', 'wide-table']);
		const m = okMatrix(p);
		expect([m.nItems, m.nModels]).toEqual([10, 3]);
		expect(m.meta.category.slice(0, 2)).toEqual(['easy', 'hard']);
		expect(value(m, 'q1', 'model-x')).toBeGreaterThan(0);
	});

	it('a damaged workbook, a huge one and an old .xls say to save the sheet as CSV', async () => {
		const broken = zipSync({
			'xl/workbook.xml': [strToU8('<workbook><sheets><sheet'), { level: 0 }],
			'[Content_Types].xml': [strToU8('<Types/>'), { level: 0 }]
		});
		const [bad] = issuesOf(await analyze(fromBytes(broken, 'broken.xlsx')));
		expect(bad).toMatchObject({ file: 'broken.xlsx', code: 'xlsx-unreadable' });
		expect(bad.hint).toMatch(/save the sheet as CSV/);
		const big = { ...fromBytes(workbook(), 'big.xlsx'), size: MAX_XLSX_BYTES + 1 };
		const [large] = issuesOf(await analyze(big));
		expect(large).toMatchObject({ code: 'xlsx-too-large' });
		const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
		const [old] = issuesOf(await analyze(fromBytes(xls, 'old.xls')));
		expect(old).toMatchObject({ code: 'binary-kind', params: { kind: 'xls' } });
		expect(old.message).toMatch(/save it as \.xlsx or CSV/);
	});
});

describe('dates written as epoch numbers', () => {
	it('are dates when the column’s name and every value say so', () => {
		expect(namesDates('date')).toBe(true);
		expect(namesDates('meta:created_at')).toBe(true);
		expect(namesDates('releaseDate')).toBe(true);
		expect(namesDates('run_time')).toBe(true);
		expect(namesDates('update')).toBe(false);
		expect(namesDates('doc_id')).toBe(false);
		expect(epochDates('date', ['1692662400000', '', '1692748800000'])).toEqual({
			dates: ['2023-08-22', '', '2023-08-23'],
			unit: 'ms'
		});
		expect(epochDates('created_at', ['1692662400', '1692666000'])).toEqual({
			dates: ['2023-08-22', '2023-08-22T01:00:00Z'],
			unit: 's'
		});
		// ids, mixed units, and numbers outside 1973-2286 stay as they are
		expect(epochDates('id', ['1692662400000'])).toBeNull();
		expect(epochDates('date', ['1692662400000', '1692662400'])).toBeNull();
		expect(epochDates('date', ['20230822'])).toBeNull();
	});

	it('an epoch-millisecond column of a table becomes ISO dates, with a note, never a cluster column', async () => {
		const rows = ['item_id,date,a,b'];
		for (let i = 0; i < 12; i++)
			rows.push(`q${i},${1692662400000 + (i % 6) * 86_400_000},${i % 2},1`);
		const p = await analyze(fromText(rows.join('\n'), 't.csv'));
		const m = okMatrix(p);
		expect(m.meta.date.slice(0, 2)).toEqual(['2023-08-22', '2023-08-23']);
		expect(p.result.ok && p.result.notes.map((n) => n.code)).toContain('epoch-dates');
		const { defaultClusterColumn } = await import('../../../src/core/stats/cluster-columns.ts');
		expect(defaultClusterColumn(m)).toBeNull();
	});
});
