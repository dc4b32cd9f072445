import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { comparePair } from '../../../../../src/features/items/core/pair-table.ts';

describe('comparePair', () => {
	it('splits 0/1 items into the 2 x 2 cells, missing apart, with McNemar attached', () => {
		const m = packMatrix({
			models: ['A', 'B'],
			itemIds: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'],
			cells: [1, 1, 1, 0, 0, 1, 0, 0, 1, Number.NaN, 1, 0]
		});
		const c = comparePair(m, 0, 1);
		if (c.kind !== 'binary') throw new Error('expected binary');
		expect(Array.from(c.cells.bothRight)).toEqual([0]);
		expect(Array.from(c.cells.onlyA)).toEqual([1, 5]);
		expect(Array.from(c.cells.onlyB)).toEqual([2]);
		expect(Array.from(c.cells.bothWrong)).toEqual([3]);
		expect(Array.from(c.missing)).toEqual([4]);
		expect(c.test.mcnemar).toMatchObject({ onlyA: 2, onlyB: 1, n: 5 });
	});

	it('sorts continuous items by A - B, largest first', () => {
		const m = packMatrix({
			models: ['A', 'B'],
			itemIds: ['q1', 'q2', 'q3', 'q4'],
			cells: [0.5, 0.5, 0.9, 0.1, 0.2, 0.6, Number.NaN, 0.3]
		});
		const c = comparePair(m, 0, 1);
		if (c.kind !== 'continuous') throw new Error('expected continuous');
		expect(Array.from(c.items)).toEqual([1, 0, 2]);
		expect(c.differences[0]).toBeCloseTo(0.8, 15);
		expect(Array.from(c.missing)).toEqual([3]);
		expect(c.test.test).toBe('ttest');
	});

	it('puts every item in exactly one cell', () => {
		fc.assert(
			fc.property(
				fc.array(fc.constantFrom(0, 1, Number.NaN), { minLength: 2, maxLength: 80 }),
				(cells) => {
					const n = cells.length >> 1;
					if (n === 0) return true;
					const cols = cells.slice(0, 2 * n);
					if (
						!cols.some((v, k) => k % 2 === 0 && v === v) ||
						!cols.some((v, k) => k % 2 === 1 && v === v)
					)
						return true;
					const m = packMatrix({
						models: ['A', 'B'],
						itemIds: Array.from({ length: n }, (_, i) => `q${i}`),
						cells: cols
					});
					const c = comparePair(m, 0, 1);
					if (c.kind !== 'binary') return true;
					const all = [
						...c.cells.bothRight,
						...c.cells.onlyA,
						...c.cells.onlyB,
						...c.cells.bothWrong,
						...c.missing
					].sort((a, b) => a - b);
					return all.length === n && all.every((v, k) => v === k);
				}
			)
		);
	});
});
