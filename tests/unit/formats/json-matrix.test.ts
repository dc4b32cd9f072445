import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { writeJsonMatrix } from '../../../src/formats/json-matrix.ts';
import { analyze, fixtureFile, issuesOf, okMatrix, textFile, value } from './util.ts';

describe('JSON matrix (our dataset format)', () => {
	it('reads models, items with meta, text and target, and scores with null = missing', async () => {
		const p = await analyze(fixtureFile('json-matrix/matrix.json'));
		expect(p.files[0].format).toBe('json-matrix');
		const r = p.result;
		const m = okMatrix(p);
		expect([m.nItems, m.nModels, m.missingCells]).toEqual([3, 3, 1]);
		expect(m.meta.category).toEqual(['math', 'math', 'code']);
		expect(value(m, 'q2', 'model-a')).toBe(0.25);
		expect(value(m, 'q2', 'model-b')).toBeNull();
		expect(r.ok && r.details?.text[0]).toBe('2+2?');
		expect(r.ok && r.details?.target[0]).toBe('4');
	});

	it('round-trips through writeJsonMatrix, item details included', async () => {
		const matrix = packMatrix({
			models: ['x', 'y'],
			itemIds: ['a', 'b', 'c'],
			meta: { category: ['k', 'k', 'l'], __proto__: ['1', '2', '3'] } as Record<string, string[]>,
			cells: [1, 0, 0.5, Number.NaN, 0, 1]
		});
		const details = {
			itemIds: ['a', 'b', 'c'],
			models: ['x', 'y'],
			text: ['A?', null, 'C?'],
			target: [null, 'b', null],
			outputs: [
				['ox', null],
				[null, null],
				[null, 'oy']
			],
			truncated: false
		};
		const text = writeJsonMatrix(matrix, details);
		const p = await analyze(textFile(text, 'export.json'));
		const r = p.result;
		const back = okMatrix(p);
		expect(back.itemIds).toEqual(matrix.itemIds);
		expect(back.values).toEqual(matrix.values);
		expect(back.present).toEqual(matrix.present);
		expect(back.meta.category).toEqual(['k', 'k', 'l']);
		expect(r.ok && r.details?.outputs?.[2]).toEqual([null, 'oy']);
		expect(r.ok && r.details?.text).toEqual(['A?', null, 'C?']);
	});

	it('points at a score row of the wrong length', async () => {
		const doc = { models: ['a', 'b'], items: [{ id: 'q1' }, { id: 'q2' }], scores: [[1, 0], [1]] };
		const issues = issuesOf(await analyze(textFile(JSON.stringify(doc), 'm.json')));
		expect(issues[0]).toMatchObject({ row: 2 });
		expect(issues[0].message).toMatch(/1 values; there are 2 models/);
	});

	it('rejects a non-numeric score with its item and model position', async () => {
		const doc = {
			models: ['a', 'b'],
			items: [{ id: 'q1' }, { id: 'q2' }],
			scores: [
				[1, 0],
				[1, 'x']
			]
		};
		const issues = issuesOf(await analyze(textFile(JSON.stringify(doc), 'm.json')));
		expect(issues[0]).toMatchObject({ row: 2, column: 2 });
	});
});
