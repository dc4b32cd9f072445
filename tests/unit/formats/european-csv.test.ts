/**
 * European spreadsheet exports (issue 36): `;` between cells and `0,85` for decimals. Detected
 * from the cells, read as numbers (a note says how many), never taken for text columns.
 */
import { describe, expect, it } from 'vitest';
import { decimalMarkOf, parseCell } from '../../../src/formats/cell.ts';
import { analyze, buildMatrix, issuesOf, modelMeans, okMatrix, textFile } from './util.ts';

const WIDE = [
	'item_id;Thema;GPT-4;Claude;Llama;Mistral',
	'q1;Mathe;0,85;0,7;1;0',
	'q2;Code;0,5;0,25;0;1',
	'q3;Mathe;1;0,95;0,5;0,5',
	''
].join('\n');

describe('decimal commas', () => {
	it('parses 0,85 only when the table uses a decimal comma', () => {
		expect(parseCell('0,85', ',')).toEqual({ kind: 'value', value: 0.85, converted: 'comma' });
		expect(parseCell('85,5%', ',')).toMatchObject({ kind: 'value', value: 0.855 });
		expect(parseCell('0.85', ',')).toEqual({ kind: 'value', value: 0.85 });
		expect(parseCell('0,85')).toMatchObject({ kind: 'invalid', code: 'decimal-comma' });
		expect(parseCell('1,234,5', ',')).toMatchObject({ kind: 'invalid', code: 'not-a-number' });
		expect(decimalMarkOf(['0,85', '1', ''])).toBe(',');
		expect(decimalMarkOf(['0,85', '0.5'])).toBe('.');
		expect(decimalMarkOf(['0', '1', 'abc'])).toBe('.');
	});

	it('a ; table with 0,85 cells: every model column is a model, with its mean', async () => {
		const p = await analyze(textFile(WIDE, 'noten.csv'));
		expect(p.choices.files[0]).toMatchObject({
			format: 'wide-table',
			delimiter: ';',
			decimal: ',',
			columns: { meta: ['Thema'] }
		});
		const m = okMatrix(p);
		expect(m.models).toEqual(['GPT-4', 'Claude', 'Llama', 'Mistral']);
		const means = modelMeans(m);
		expect(means.get('GPT-4')).toBeCloseTo((0.85 + 0.5 + 1) / 3, 12);
		expect(means.get('Claude')).toBeCloseTo((0.7 + 0.25 + 0.95) / 3, 12);
		const notes = p.result.ok ? p.result.notes.map((n) => n.code) : [];
		expect(notes).toContain('comma-cells');
	});

	it('with the decimal point chosen instead, every 0,85 is named, not read as text', async () => {
		const file = textFile(WIDE, 'noten.csv');
		const p = await analyze(file);
		const choices = { ...p.choices.files[0], decimal: '.' as const };
		const r = await buildMatrix([file], { ...p.choices, files: [choices] });
		const issues = issuesOf(r);
		expect(issues[0]).toMatchObject({
			file: 'noten.csv',
			row: 2,
			column: 3,
			columnName: 'GPT-4',
			code: 'decimal-comma',
			params: { value: '0,85', fixed: '0.85' }
		});
	});

	it('a ; long table with decimal commas', async () => {
		const long = 'item_id;model;score\nq1;a;0,5\nq1;b;1\nq2;a;0,25\nq2;b;0\n';
		const p = await analyze(textFile(long, 'long.csv'));
		expect(p.choices.files[0]).toMatchObject({ format: 'long-table', decimal: ',' });
		expect(p.files[0].summary).toMatch(/^Long table, semicolon-separated/);
		const means = modelMeans(okMatrix(p));
		expect(means.get('a')).toBeCloseTo(0.375, 12);
		expect(means.get('b')).toBeCloseTo(0.5, 12);
	});
});
