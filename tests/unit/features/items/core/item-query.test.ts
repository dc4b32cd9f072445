import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { defaultItemOrder } from '../../../../../src/features/items/core/item-order.ts';
import {
	categoriesOf,
	DEFAULT_QUERY,
	ITEM_COLUMNS,
	passes,
	queryItems
} from '../../../../../src/features/items/core/item-query.ts';
import { buildItemTable, FLAG } from '../../../../../src/features/items/core/item-table.ts';

// Models w < x < y < z in strength.
const matrix = packMatrix({
	models: ['w', 'x', 'y', 'z'],
	itemIds: ['easy', 'mid', 'hard', 'wrong-key', 'none', 'all', 'mid2', 'item10', 'item9'],
	meta: { category: ['b', 'a', 'a', 'b', 'c', 'a', 'b', 'c', 'c'] },
	cells: [
		...[0, 1, 1, 1],
		...[0, 0, 1, 1],
		...[0, 0, 0, 1],
		...[1, 0, 0, 0],
		...[0, 0, 0, 0],
		...[1, 1, 1, 1],
		...[0, 1, 0, 1],
		...[NaN, 1, 0, NaN],
		...[1, NaN, 1, 1]
	]
});
const table = buildItemTable(matrix, { invertedFdr: 0.5 });
const order = defaultItemOrder(table);
const ids = (rows: ArrayLike<number>) => Array.from(rows, (i) => matrix.itemIds[i]);

describe('queryItems', () => {
	it('with the default query is the default order', () => {
		expect(Array.from(queryItems(table, order, DEFAULT_QUERY))).toEqual(Array.from(order));
	});

	it('sorts ids naturally (item9 before item10), either way', () => {
		const up = ids(queryItems(table, order, { ...DEFAULT_QUERY, sort: 'id' }));
		expect(up.indexOf('item9')).toBeLessThan(up.indexOf('item10'));
		const down = ids(queryItems(table, order, { ...DEFAULT_QUERY, sort: 'id', descending: true }));
		expect(down).toEqual([...up].reverse());
	});

	it('sorts numbers with undefined values last in both directions, ties in default order', () => {
		for (const descending of [false, true]) {
			const rows = queryItems(table, order, {
				...DEFAULT_QUERY,
				sort: 'discrimination',
				descending
			});
			const d = Array.from(rows, (i) => table.discrimination[i]);
			const defined = d.filter((v) => !Number.isNaN(v));
			expect(d.slice(0, defined.length)).toEqual(defined);
			expect(defined).toEqual([...defined].sort((a, b) => (descending ? b - a : a - b)));
		}
		const bySolved = queryItems(table, order, {
			...DEFAULT_QUERY,
			sort: 'solved',
			descending: true
		});
		expect(table.solvedBy![bySolved[0]]).toBe(4);
		expect(ids(bySolved).at(-1)).toBe('none');
	});

	it('filters by flag, category, id and ranges', () => {
		const any = queryItems(table, order, { ...DEFAULT_QUERY, flag: 'any' });
		expect(Array.from(any).every((i) => table.flags[i] !== 0)).toBe(true);
		const none = queryItems(table, order, { ...DEFAULT_QUERY, flag: 'none' });
		expect(any.length + none.length).toBe(matrix.nItems);
		expect(ids(queryItems(table, order, { ...DEFAULT_QUERY, flag: 'nobodySolves' }))).toEqual([
			'none'
		]);
		const a = ids(queryItems(table, order, { ...DEFAULT_QUERY, category: 'a' })).sort();
		expect(a).toEqual(['all', 'hard', 'mid']);
		expect(ids(queryItems(table, order, { ...DEFAULT_QUERY, idContains: 'MID' })).sort()).toEqual([
			'mid',
			'mid2'
		]);
		const hard = queryItems(table, order, { ...DEFAULT_QUERY, difficulty: [0.75, null] });
		expect(Array.from(hard).every((i) => table.difficulty[i] >= 0.75)).toBe(true);
		expect(ids(hard)).toContain('none');
		expect(categoriesOf(table)).toEqual(['a', 'b', 'c']);
	});

	it('property: every column and direction gives a permutation of the items the filters keep', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...ITEM_COLUMNS),
				fc.boolean(),
				fc.constantFrom(null, 'any', 'none', 'inverted', 'pivotal'),
				fc.constantFrom(null, 'a', 'b'),
				(sort, descending, flag, category) => {
					const q = {
						...DEFAULT_QUERY,
						sort,
						descending,
						flag: flag as typeof DEFAULT_QUERY.flag,
						category
					};
					const rows = Array.from(queryItems(table, order, q));
					const kept = Array.from(order).filter((i) => passes(table, i, q));
					expect([...rows].sort((x, y) => x - y)).toEqual([...kept].sort((x, y) => x - y));
					if (flag === 'inverted') {
						expect(rows.every((i) => table.flags[i] & FLAG.inverted)).toBe(true);
					}
				}
			)
		);
	});
});
