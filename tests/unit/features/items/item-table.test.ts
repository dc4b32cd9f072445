import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import {
	buildItemTable,
	correlationPLess,
	FLAG,
	type ItemTable
} from '../../../../src/features/items/core/item-table.ts';
import { itemFlags, itemFlagsOf } from '../../../../src/features/items/core/item-flags.ts';
import { itemRow } from '../../../../src/features/items/core/model-totals.ts';
import { close, loadItemsGolden, matrixOf } from './items-golden.ts';

const golden = loadItemsGolden();

function flagsOf(table: ItemTable, i: number): string[] {
	return Object.entries(FLAG)
		.filter(([, bit]) => table.flags[i] & bit)
		.map(([code]) => code);
}

describe('buildItemTable against scipy (scripts/golden/make_items_golden.py)', () => {
	for (const c of golden.itemTables) {
		it(`${c.name}: counts, leave-one-out point-biserial, p-values, pivotal items`, () => {
			const matrix = matrixOf(c);
			const table = buildItemTable(matrix, { topK: c.topK });
			c.items.forEach((want, i) => {
				const where = `${c.name} item ${i}`;
				expect(table.graded[i], where).toBe(want.graded);
				if (table.solvedBy) expect(table.solvedBy[i], where).toBe(want.solvedBy);
				expect(close(table.meanScore[i], want.meanScore), where).toBe(true);
				// scipy.stats.pearsonr(item, leave-one-out rest score) across models
				expect(close(table.discrimination[i], want.discrimination, 1e-12), where).toBe(true);
				expect(table.discriminationModels[i], where).toBe(want.models);
				// scipy.stats.pearsonr(..., alternative='less').pvalue
				expect(close(table.discriminationP[i], want.pLess, 1e-10), where).toBe(true);
				if (table.solversRest) {
					expect(close(table.solversRest[i], want.solversRest), where).toBe(true);
					expect(close(table.failersRest![i], want.failersRest), where).toBe(true);
				}
				// brute force: recompute every score without the item, compare every top-k pair
				expect(table.pivotalChange[i], where).toBe(want.pivotal);
				expect((table.flags[i] & FLAG.pivotal) !== 0, where).toBe(want.pivotal !== 0);
				// statsmodels multipletests(pLess, method='fdr_bh') across the items with a p-value
				expect(close(table.discriminationQ[i], want.pBH, 1e-10), where).toBe(true);
				const inverted =
					want.discrimination !== null &&
					want.discrimination <= -0.2 &&
					want.pBH !== null &&
					want.pBH <= 0.05;
				expect((table.flags[i] & FLAG.inverted) !== 0, where).toBe(inverted);
			});
		});
	}

	it('flags the reversed keys of the golden matrix as inverted', () => {
		// the first 4 items of binary-complete have a reversed key (1 - x)
		const c = golden.itemTables.find((t) => t.name === 'binary-complete')!;
		const table = buildItemTable(matrixOf(c));
		for (let i = 0; i < 4; i++) expect(table.discrimination[i]).toBeLessThan(0);
	});
});

describe('buildItemTable (hand cases)', () => {
	// 4 models of increasing strength; item q3 is solved only by the weakest (a wrong key).
	const matrix = packMatrix({
		models: ['w', 'x', 'y', 'z'],
		itemIds: ['q0', 'q1', 'q2', 'q3', 'q4', 'q5'],
		meta: { category: ['a', 'a', 'b', 'b', 'c', 'c'] },
		cells: [
			...[0, 1, 1, 1],
			...[0, 0, 1, 1],
			...[0, 0, 0, 1],
			...[1, 0, 0, 0],
			...[0, 0, 0, 0],
			...[1, 1, 1, 1]
		]
	});
	const table = buildItemTable(matrix, { invertedFdr: 0.5 });

	it('counts solvers, difficulty and categories', () => {
		expect(Array.from(table.solvedBy!)).toEqual([3, 2, 1, 1, 0, 4]);
		expect(table.difficulty[0]).toBe(0.25);
		expect(table.categories).toEqual(['a', 'a', 'b', 'b', 'c', 'c']);
	});

	it('computes the point-biserial on leave-one-out rest scores', () => {
		// q3: x = [1, 0, 0, 0]; totals [2, 2, 3, 4] over 6 items; rest = [1/5, 2/5, 3/5, 4/5]
		// r = corr([1,0,0,0], [.2,.4,.6,.8]) = -0.7745966692414834
		expect(table.discrimination[3]).toBeCloseTo(-0.7745966692414834, 14);
		expect(table.solversRest![3]).toBeCloseTo(0.2, 15);
		expect(table.failersRest![3]).toBeCloseTo(0.6, 15);
	});

	it('flags nobody / everybody solves and inverted items, with structured reasons', () => {
		expect(flagsOf(table, 4)).toEqual(['nobodySolves']);
		expect(itemFlagsOf(matrix, table, 4)).toEqual([
			{ code: 'nobodySolves', params: { graded: 4 } }
		]);
		expect(flagsOf(table, 5)).toEqual(['everybodySolves']);
		expect(table.flags[3] & FLAG.inverted).toBeTruthy();
		const flags = itemFlags(table, 3, itemRow(matrix, 3, new Float64Array(4)));
		expect(flags[0]).toEqual({
			code: 'inverted',
			params: {
				discrimination: table.discrimination[3],
				threshold: -0.2,
				pValue: table.discriminationP[3],
				qValue: table.discriminationQ[3],
				fdr: 0.5,
				tested: 4,
				models: 4,
				solversRest: table.solversRest![3],
				failersRest: table.failersRest![3]
			}
		});
		// nobody / everybody solves have no spread: the correlation is undefined
		expect(table.discrimination[4]).toBeNaN();
		expect(table.discrimination[5]).toBeNaN();
	});

	it('names the pair a pivotal item reorders, with scores before and after', () => {
		// w, x, y, z score 2, 2, 3, 4 of 6: removing q2 (only z right) makes z and y tie
		expect(table.pivotalChange[2]).toBe(1);
		const flag = itemFlags(table, 2, itemRow(matrix, 2, new Float64Array(4))).find(
			(f) => f.code === 'pivotal'
		);
		expect(flag).toEqual({
			code: 'pivotal',
			params: {
				change: 'leader',
				k: 1,
				above: 3,
				below: 2,
				before: [4 / 6, 3 / 6],
				after: [3 / 5, 3 / 5]
			}
		});
	});

	it('gives the one-sided p-value of pearsonr', () => {
		// r = -0.5, n = 10: scipy.stats.t.cdf(-0.5 * sqrt(8 / 0.75), 8) = 0.07055664062500003
		expect(correlationPLess(-0.5, 10)).toBeCloseTo(0.07055664062500003, 14);
		expect(correlationPLess(0.5, 10)).toBeCloseTo(1 - 0.07055664062500003, 14);
		expect(correlationPLess(-1, 10)).toBe(0);
		expect(correlationPLess(0.3, 2)).toBeNaN();
	});
});

describe('buildItemTable properties', () => {
	const matrices = fc
		.record({ n: fc.integer({ min: 2, max: 25 }), M: fc.integer({ min: 2, max: 40 }) })
		.chain(({ n, M }) =>
			fc
				.array(fc.constantFrom(0, 1, 1, 0, Number.NaN), { minLength: n * M, maxLength: n * M })
				.map((cells) => ({ n, M, cells }))
		);

	it('keeps discrimination in [-1, 1], counts in range, and agrees with itemRow', () => {
		fc.assert(
			fc.property(matrices, ({ n, M, cells }) => {
				const matrix = packMatrix({
					models: Array.from({ length: M }, (_, m) => `m${m}`),
					itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
					cells
				});
				const table = buildItemTable(matrix);
				const row = new Float64Array(M);
				for (let i = 0; i < n; i++) {
					itemRow(matrix, i, row);
					const graded = row.filter((v) => v === v).length;
					if (table.graded[i] !== graded) return false;
					const d = table.discrimination[i];
					if (d === d && (d < -1 || d > 1)) return false;
					if (table.solvedBy && table.solvedBy[i] > graded) return false;
					const inverted = (table.flags[i] & FLAG.inverted) !== 0;
					if (inverted && !(d <= -0.2)) return false;
				}
				return true;
			}),
			{ numRuns: 150 }
		);
	});
});
