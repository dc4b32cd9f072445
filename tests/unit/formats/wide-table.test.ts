import { describe, expect, it } from 'vitest';
import {
	analyze,
	buildMatrix,
	fixtureFile,
	issuesOf,
	modelMeans,
	okMatrix,
	textFile,
	value
} from './util.ts';

describe('wide tables', () => {
	it('reads items as rows with a meta:category column and an empty (missing) cell', async () => {
		const p = await analyze(fixtureFile('wide/items.csv'));
		expect(p.files[0].format).toBe('wide-table');
		expect(p.choices.files[0]).toMatchObject({ orientation: 'items-as-rows', delimiter: ',' });
		const m = okMatrix(p);
		expect([m.nItems, m.nModels, m.valueType, m.missingCells]).toEqual([5, 3, 'binary', 1]);
		expect(m.models).toEqual(['model-a', 'model-b', 'model-c']);
		expect(m.meta.category).toEqual(['math', 'math', 'reading, long', 'reading', 'code']);
		expect(value(m, 'q3', 'model-b')).toBeNull();
		const r = p.result;
		expect(r.ok && r.preview.itemsMissingForSome).toBe(1);
	});

	it('reads TSV with continuous scores', async () => {
		const m = okMatrix(await analyze(fixtureFile('wide/continuous.tsv')));
		expect(m.valueType).toBe('continuous');
		expect(value(m, 'q1', 'claude')).toBe(0.75);
	});

	it('detects models as rows, proposes the flip and reads percentages as fractions', async () => {
		const p = await analyze(fixtureFile('wide/transposed.csv'));
		expect(p.choices.files[0]).toMatchObject({ orientation: 'models-as-rows', scale: 0.01 });
		expect(p.files[0].summary).toMatch(/flipped/);
		const m = okMatrix(p);
		expect(m.models).toEqual(['resnet50', 'vit-b16', 'alexnet']);
		expect(m.itemIds).toEqual(['task-1', 'task-2', 'task-3', 'task-4']);
		expect(value(m, 'task-2', 'vit-b16')).toBeCloseTo(0.701, 12);
		expect(value(m, 'task-4', 'resnet50')).toBeNull();
	});

	it('can be flipped back by the user (items as rows): then the header names are models', async () => {
		const files = [fixtureFile('wide/transposed.csv')];
		const p = await analyze(...files);
		const choices = {
			...p.choices,
			files: [
				{
					...p.choices.files[0],
					orientation: 'items-as-rows' as const,
					range: 'any' as const,
					scale: 1
				}
			]
		};
		const m = okMatrix(await buildMatrix(files, choices));
		expect(m.models).toEqual(['task-1', 'task-2', 'task-3', 'task-4']);
		expect(m.nItems).toBe(3);
	});

	it('accepts a first column not called item_id', async () => {
		const m = okMatrix(await analyze(fixtureFile('wide/plain-first-column.csv')));
		expect(m.itemIds[0]).toBe('What is 2+2?');
		expect(modelMeans(m).get('model-b')).toBeCloseTo(2 / 3, 12);
	});

	it('reads quoted fields with delimiters, quotes and newlines, CRLF line ends and a BOM', async () => {
		const text = '\ufeffitem_id,meta:note,a,b\r\n"q,1","say ""hi""\r\nthere",1,0\r\nq2,x,0,1\r\n';
		const m = okMatrix(await analyze(textFile(text, 'quoted.csv', 7)));
		expect(m.itemIds).toEqual(['q,1', 'q2']);
		expect(m.meta.note[0]).toBe('say "hi"\r\nthere');
	});

	it('gives the same matrix whatever the chunk size', async () => {
		const text =
			'item_id,a,b,c\n' +
			Array.from({ length: 50 }, (_, i) => `"i${i}",${i % 2},${(i >> 1) % 2},0.5`).join('\n');
		const a = okMatrix(await analyze(textFile(text, 't.csv', 3)));
		const b = okMatrix(await analyze(textFile(text, 't.csv', 1 << 20)));
		expect(a.values).toEqual(b.values);
		expect(a.itemIds).toEqual(b.itemIds);
	});

	it('names row and column of a cell outside 0..1 in an otherwise binary table', async () => {
		const text =
			'item_id,a,b\n' +
			Array.from({ length: 40 }, (_, i) => `q${i},${i % 2},1`).join('\n') +
			'\nq40,7,1\n';
		const issues = issuesOf(await analyze(textFile(text, 'range.csv')));
		expect(issues[0]).toMatchObject({ file: 'range.csv', row: 42, column: 2, columnName: 'a' });
		expect(issues[0].message).toMatch(/outside the range 0 to 1/);
	});
});
