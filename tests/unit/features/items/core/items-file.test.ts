import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { exclusionMask, rerankWithout } from '../../../../../src/features/items/core/exclusions.ts';
import { fragilityJson } from '../../../../../src/features/items/core/fragility.ts';
import { buildItemTable } from '../../../../../src/features/items/core/item-table.ts';
import { ITEMS_FILE_SCHEMA, itemsFile } from '../../../../../src/features/items/core/items-file.ts';

const matrix = packMatrix({
	models: ['a', 'b', 'c'],
	itemIds: ['q1', 'q2', 'q3', 'q4', 'q5'],
	cells: [...[1, 1, 0], ...[1, 0, 0], ...[1, 0, 1], ...[0, 0, 0], ...[1, 1, 1]]
});
const table = buildItemTable(matrix);

describe('itemsFile', () => {
	it('holds the items, the review with its flawed share, the re-rank and the fragility', () => {
		const rerank = rerankWithout(matrix, exclusionMask(5, [3]));
		const file = itemsFile(matrix, table, {
			dataset: { id: 'abc', name: 'five' },
			reviews: [
				{ item: 'q4', verdict: 'misgraded', note: 'key' },
				{ item: 'q2', verdict: 'ok', note: '' }
			],
			excluded: ['q4'],
			rerank,
			fragility: fragilityJson(matrix, 2, table.totals),
			now: new Date('2026-12-03T00:00:00Z')
		});
		expect(file.schema).toBe(ITEMS_FILE_SCHEMA);
		expect(file.exportedAt).toBe('2026-12-03T00:00:00.000Z');
		expect(file.dataset).toEqual({
			id: 'abc',
			name: 'five',
			nItems: 5,
			nModels: 3,
			valueType: 'binary'
		});
		expect(file.items.map((r) => r.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
		expect(file.reviews).toHaveLength(2);
		expect(file.flawed).toMatchObject({ reviewed: 2, flawed: 1, share: 0.5 });
		expect(file.rerank).toMatchObject({ excluded: 1, kept: 4 });
		// a: 4/5 -> 4/4; b: 2/5 -> 2/4; c: 2/5 -> 2/4.
		expect(file.rerank!.before.a).toEqual({ score: 0.8, rank: 1 });
		expect(file.rerank!.after.a).toEqual({ score: 1, rank: 1 });
		expect(file.rerank!.after.b.score).toBe(0.5);
		expect(file.rerank!.rankingAfter[0]).toBe('a');
		expect(file.fragility?.leaderFlip.leader).toBe('a');
		// Plain JSON data.
		expect(JSON.parse(JSON.stringify(file))).toEqual(file);
	});

	it('without exclusions or reviews has null re-rank and a null share', () => {
		const file = itemsFile(matrix, table, {
			dataset: { id: 'abc', name: 'five' },
			reviews: [],
			excluded: [],
			rerank: null,
			fragility: null
		});
		expect(file.rerank).toBeNull();
		expect(file.flawed.share).toBeNull();
		expect(file.excluded).toEqual([]);
	});
});
