import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { buildItemTable } from '../../../../../src/features/items/core/item-table.ts';
import { itemRowsJson, itemsCsv } from '../../../../../src/features/items/core/items-export.ts';

const matrix = packMatrix({
	models: ['w', 'x', 'y', 'z'],
	itemIds: ['=cmd', 'q,1', 'q2', 'q3'],
	meta: { category: ['a', 'b', 'a', 'b'] },
	cells: [...[0, 1, 1, 1], ...[0, 0, 0, 0], ...[0, 0, 1, 1], ...[1, 1, 1, 1]]
});
const table = buildItemTable(matrix);

describe('itemRowsJson', () => {
	it('writes the issue shape, with null for undefined numbers and names in flags', () => {
		const rows = itemRowsJson(matrix, table);
		expect(rows[1]).toEqual({
			id: 'q,1',
			category: 'b',
			solvedBy: 0,
			graded: 4,
			meanScore: 0,
			difficulty: 1,
			discrimination: null,
			flags: [{ code: 'nobodySolves', params: { graded: 4 } }],
			info: []
		});
		// every model solves q3: information, not a flag
		expect(rows[3]).toMatchObject({
			flags: [],
			info: [{ code: 'everybodySolves', params: { graded: 4 } }]
		});
		const pivotal = rows.flatMap((r) => r.flags).find((f) => f.code === 'pivotal');
		if (pivotal) expect(typeof pivotal.params.above).toBe('string');
		expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
	});

	it('follows a given order', () => {
		expect(itemRowsJson(matrix, table, [3, 0]).map((r) => r.id)).toEqual(['q3', '=cmd']);
	});
});

describe('itemsCsv', () => {
	it('quotes, defuses formulas and lists flag codes', () => {
		const lines = itemsCsv(table).trim().split('\n');
		expect(lines[0]).toBe(
			'id,category,solvedBy,graded,meanScore,difficulty,discrimination,flags,info'
		);
		expect(lines[1].startsWith("'=cmd,a,3,4,0.75,0.25,")).toBe(true);
		expect(lines[2]).toBe('"q,1",b,0,4,0,1,,nobodySolves,');
		expect(lines[4]).toBe('q3,b,4,4,1,0,,,everybodySolves');
	});
});
