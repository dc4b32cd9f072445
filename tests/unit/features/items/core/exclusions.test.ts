import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import {
	exclusionMask,
	itemsById,
	itemsInCategories,
	itemsWithFlags,
	rerankWithout
} from '../../../../../src/features/items/core/exclusions.ts';
import { buildItemTable } from '../../../../../src/features/items/core/item-table.ts';
import { close, loadItemsGolden, matrixOf } from '../items-golden.ts';

const golden = loadItemsGolden();

describe('rerankWithout', () => {
	it('equals numpy scores and scipy.stats.kendalltau on the golden case', () => {
		const g = golden.rerank;
		const r = rerankWithout(matrixOf(g), g.mask);
		g.before.forEach((v, m) => expect(close(r.scoresBefore[m], v, 1e-14)).toBe(true));
		g.after.forEach((v, m) => expect(close(r.scoresAfter[m], v, 1e-14)).toBe(true));
		expect(r.tauB).toBeCloseTo(g.tauB, 14);
		expect(r.excluded).toBe(g.mask.filter(Boolean).length);
	});

	it('reports models left without items and keeps nothing excluded as the identity', () => {
		const m = packMatrix({
			models: ['a', 'b', 'c'],
			itemIds: ['q1', 'q2', 'q3'],
			cells: [1, Number.NaN, 0, 0, 1, 1, 1, Number.NaN, 0]
		});
		const r = rerankWithout(m, exclusionMask(3, [1]));
		expect(r.emptyModels).toEqual([1]);
		expect(Array.from(r.ranksAfter)).toEqual([1, 3, 2]);
		const none = rerankWithout(m, new Uint8Array(3));
		expect(none.tauB).toBe(1);
		expect(Array.from(none.scoresAfter)).toEqual(Array.from(none.scoresBefore));
	});

	it('rejects bad indices and masks', () => {
		expect(() => exclusionMask(3, [3])).toThrow(RangeError);
		const m = packMatrix({ models: ['a', 'b'], itemIds: ['q'], cells: [1, 0] });
		expect(() => rerankWithout(m, [1, 0])).toThrow(RangeError);
	});
});

describe('selecting items', () => {
	const m = packMatrix({
		models: ['a', 'b', 'c'],
		itemIds: ['q1', 'q2', 'q3', 'q4'],
		meta: { category: ['x', 'y', 'x', 'z'] },
		cells: [0, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 1]
	});
	const table = buildItemTable(m);

	it('by flag, category and id', () => {
		expect(Array.from(itemsWithFlags(table, ['nobodySolves', 'everybodySolves']))).toEqual([0, 1]);
		expect(Array.from(itemsInCategories(table, ['x', 'z']))).toEqual([0, 2, 3]);
		expect(itemsById(m, ['q4', 'q2', 'nope'])).toEqual({
			items: Uint32Array.from([1, 3]),
			unknown: ['nope']
		});
	});
});
