import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { buildItemTable } from '../../../../../src/features/items/core/item-table.ts';
import {
	defaultItemOrder,
	reviewItemOrder,
	reviewSample
} from '../../../../../src/features/items/core/item-order.ts';

// Models w < x < y < z in strength.
const matrix = packMatrix({
	models: ['w', 'x', 'y', 'z'],
	itemIds: ['easy', 'mid', 'hard', 'wrong-key', 'none', 'all', 'mid2'],
	cells: [
		...[0, 1, 1, 1],
		...[0, 0, 1, 1],
		...[0, 0, 0, 1],
		...[1, 0, 0, 0],
		...[0, 0, 0, 0],
		...[1, 1, 1, 1],
		...[0, 1, 0, 1]
	]
});
const table = buildItemTable(matrix, { invertedFdr: 0.5 });

describe('defaultItemOrder', () => {
	it('puts inverted, then nobody-solves, then pivotal first and everybody-solves last', () => {
		const order = Array.from(defaultItemOrder(table), (i) => matrix.itemIds[i]);
		expect(order[0]).toBe('wrong-key');
		expect(order[1]).toBe('none');
		expect(order.at(-1)).toBe('all');
		expect(new Set(order).size).toBe(matrix.nItems);
		// pivotal items come before unflagged ones
		const pivotal = order.findIndex((id) => table.pivotalChange[matrix.itemIds.indexOf(id)] !== 0);
		const plain = order.findIndex((id) => {
			const i = matrix.itemIds.indexOf(id);
			return table.flags[i] === 0;
		});
		if (pivotal >= 0 && plain >= 0) expect(pivotal).toBeLessThan(plain);
	});
});

describe('reviewItemOrder', () => {
	it("walks the strongest model's failures first, and only failing items", () => {
		const r = reviewItemOrder(matrix, table);
		const ids = Array.from(r.items, (i) => matrix.itemIds[i]);
		// z (5/7) fails wrong-key and none; x and y tie at 3/7 and x ranks first (column order):
		// x fails hard and mid; then y fails mid2; w fails easy
		expect(ids.slice(0, 2).sort()).toEqual(['none', 'wrong-key']);
		expect(ids.slice(2, 4).sort()).toEqual(['hard', 'mid']);
		expect(ids.slice(4)).toEqual(['mid2', 'easy']);
		expect(ids).not.toContain('all');
		expect(r.strongestFailer[matrix.itemIds.indexOf('wrong-key')]).toBe(3);
		expect(r.strongestFailer[matrix.itemIds.indexOf('all')]).toBe(-1);
	});

	it('uses a pass mark for continuous scores', () => {
		const m = packMatrix({
			models: ['a', 'b'],
			itemIds: ['q1', 'q2', 'q3'],
			cells: [0.9, 0.4, 0.3, 0.8, 0.7, 0.6]
		});
		const r = reviewItemOrder(m, buildItemTable(m), { failBelow: 0.5 });
		// b is stronger (0.6 vs 0.633...? a = 0.633, b = 0.6): a first
		expect(Array.from(r.items)).toEqual([1, 0]);
	});
});

describe('reviewSample', () => {
	it('is a seeded permutation of the pool', () => {
		const pool = Uint32Array.from([3, 5, 8, 13, 21, 34]);
		const a = reviewSample(pool, 7);
		expect(Array.from(a).sort((x, y) => x - y)).toEqual(Array.from(pool));
		expect(Array.from(reviewSample(pool, 7))).toEqual(Array.from(a));
		expect(Array.from(reviewSample(pool, 8))).not.toEqual(Array.from(a));
	});
});
