import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	applyExclusion,
	canonicalItems,
	exclusionSetId,
	isExclusionSetId,
	keepItems,
	resolveExclusion
} from '../../../../../src/features/items/core/exclusion-set.ts';
import { exclusionMask, rerankWithout } from '../../../../../src/features/items/core/exclusions.ts';
import { kendallTauB } from '../../../../../src/core/kendall.ts';
import { computeReference } from '../../../../../src/core/run.ts';
import { cellValue, packMatrix, type ScoreMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { GOLDEN_DIR } from '../../../helpers.ts';

interface GoldenCase {
	name: string;
	models: string[];
	itemIds: string[];
	cells: (number | null)[];
	excluded: number[];
	before: (number | null)[];
	after: (number | null)[];
	tauB: number | null;
}
// scripts/golden/make_exclude_golden.py: numpy.nanmean and scipy.stats.kendalltau (tau-b).
const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'exclude-golden.json'), 'utf8')) as {
	cases: GoldenCase[];
};

const matrixOf = (g: GoldenCase) =>
	packMatrix({
		models: g.models,
		itemIds: g.itemIds,
		cells: g.cells.map((v) => (v === null ? Number.NaN : v))
	});

function cells(m: ScoreMatrix): (number | null)[] {
	const out: (number | null)[] = [];
	for (let i = 0; i < m.nItems; i++)
		for (let j = 0; j < m.nModels; j++) out.push(cellValue(m, i, j));
	return out;
}

/** Brute-force tau-b (Kendall 1945): concordant minus discordant over sqrt of untied pairs. */
function bruteTauB(x: ArrayLike<number>, y: ArrayLike<number>): number {
	let s = 0;
	let n0 = 0;
	let tx = 0;
	let ty = 0;
	for (let i = 0; i < x.length; i++) {
		for (let j = i + 1; j < x.length; j++) {
			n0++;
			const a = Math.sign(x[i] - x[j]);
			const b = Math.sign(y[i] - y[j]);
			if (a === 0) tx++;
			if (b === 0) ty++;
			s += a * b;
		}
	}
	return s / Math.sqrt((n0 - tx) * (n0 - ty));
}

/** A random small matrix (0/1 or continuous, some cells missing) and a mask leaving an item. */
const matrixAndMask = fc
	.record({
		n: fc.integer({ min: 2, max: 14 }),
		m: fc.integer({ min: 2, max: 6 }),
		binary: fc.boolean(),
		seed: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 14 * 6 * 3 })
	})
	.map(({ n, m, binary, seed }) => {
		const cellsOut = Array.from({ length: n * m }, (_, k) => {
			if (seed[2 * k] < 0.1) return Number.NaN;
			return binary ? +(seed[2 * k + 1] < 0.6) : seed[2 * k + 1];
		});
		const mask = Array.from({ length: n }, (_, i) => +(seed[2 * n * m + i] < 0.3));
		mask[0] = 0;
		return {
			matrix: packMatrix({
				models: Array.from({ length: m }, (_, j) => `m${j}`),
				itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
				cells: cellsOut
			}),
			mask: Uint8Array.from(mask)
		};
	});

describe('exclusionSetId', () => {
	it('depends on the set only: order and duplicates do not change it', () => {
		const id = exclusionSetId(['b', 'a', 'c']);
		expect(exclusionSetId(['c', 'a', 'b', 'a'])).toBe(id);
		expect(isExclusionSetId(id)).toBe(true);
		expect(id.startsWith('3-')).toBe(true);
	});

	it('differs for different sets, also when their ids join to the same text', () => {
		expect(exclusionSetId(['a,b'])).not.toBe(exclusionSetId(['a', 'b']));
		expect(exclusionSetId(['ab', 'c'])).not.toBe(exclusionSetId(['a', 'bc']));
		expect(exclusionSetId(['a'])).not.toBe(exclusionSetId(['b']));
		expect(exclusionSetId([])).toBe('0-' + exclusionSetId([]).split('-')[1]);
	});

	it('gives no collision over many random sets', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 8 }),
				fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 8 }),
				(a, b) => {
					// Compared as lists: [] and [''] join to the same text but are different sets.
					const same = JSON.stringify(canonicalItems(a)) === JSON.stringify(canonicalItems(b));
					expect(exclusionSetId(a) === exclusionSetId(b)).toBe(same);
				}
			)
		);
	});
});

describe('keepItems', () => {
	it('keeps the unmasked rows in order with their ids, metadata and missing cells', () => {
		const m = packMatrix({
			models: ['a', 'b', 'c'],
			itemIds: ['q1', 'q2', 'q3', 'q4'],
			meta: { category: ['x', 'y', 'x', 'z'] },
			cells: [1, Number.NaN, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1]
		});
		const k = keepItems(m, [1, 0, 0, 1]);
		expect(k.itemIds).toEqual(['q2', 'q3']);
		expect(k.meta.category).toEqual(['y', 'x']);
		expect(cells(k)).toEqual([0, 1, 1, 1, 1, 0]);
		// The only missing cell was excluded: no mask left, so the fast kernels apply.
		expect(k.present).toBeNull();
		expect(k.missingCells).toBe(0);
		const withMissing = keepItems(m, [0, 1, 1, 0]);
		expect(withMissing.missingCells).toBe(1);
		expect(cells(withMissing)).toEqual([1, null, 0, 0, 0, 1]);
	});

	it('is the matrix packed from the kept rows (property, 0/1 and continuous)', () => {
		fc.assert(
			fc.property(matrixAndMask, ({ matrix, mask }) => {
				const k = keepItems(matrix, mask);
				const rows = [...Array(matrix.nItems).keys()].filter((i) => !mask[i]);
				const packed = packMatrix({
					models: matrix.models,
					itemIds: rows.map((i) => matrix.itemIds[i]),
					cells: rows.flatMap((i) =>
						matrix.models.map((_, j) => cellValue(matrix, i, j) ?? Number.NaN)
					)
				});
				expect(cells(k)).toEqual(cells(packed));
				expect(k.missingCells).toBe(packed.missingCells);
				expect(k.present === null).toBe(packed.missingCells === 0);
			})
		);
	});

	it("gives the engine's reference the before/after view's 'after' scores (property)", () => {
		fc.assert(
			fc.property(matrixAndMask, ({ matrix, mask }) => {
				const ref = computeReference(keepItems(matrix, mask)).scores;
				const r = rerankWithout(matrix, mask);
				for (let j = 0; j < matrix.nModels; j++) {
					if (Number.isNaN(r.scoresAfter[j])) expect(ref[j]).toBeNaN();
					else expect(ref[j]).toBeCloseTo(r.scoresAfter[j], 12);
				}
			})
		);
	});
});

describe('before / after against numpy and scipy', () => {
	for (const g of golden.cases) {
		it(`${g.name}: scores and Kendall tau-b (scipy.stats.kendalltau)`, () => {
			const matrix = matrixOf(g);
			const x = applyExclusion(
				matrix,
				g.excluded.map((i) => g.itemIds[i])
			);
			const r = rerankWithout(matrix, x.mask);
			const after = computeReference(keepItems(matrix, x.mask)).scores;
			g.before.forEach((v, j) => expect(r.scoresBefore[j]).toBeCloseTo(v!, 13));
			g.after.forEach((v, j) => {
				expect(r.scoresAfter[j]).toBeCloseTo(v!, 13);
				expect(after[j]).toBeCloseTo(v!, 13);
			});
			expect(r.tauB).toBeCloseTo(g.tauB!, 13);
			expect(bruteTauB(r.scoresBefore, r.scoresAfter)).toBeCloseTo(g.tauB!, 13);
		});
	}

	it('tau-b of the view equals a brute-force tau-b (property)', () => {
		fc.assert(
			fc.property(matrixAndMask, ({ matrix, mask }) => {
				const r = rerankWithout(matrix, mask);
				const ok = [...Array(matrix.nModels).keys()].filter(
					(j) => !Number.isNaN(r.scoresAfter[j]) && !Number.isNaN(r.scoresBefore[j])
				);
				if (ok.length < matrix.nModels) return;
				const brute = bruteTauB(r.scoresBefore, r.scoresAfter);
				if (Number.isNaN(brute)) expect(r.tauB).toBeNaN();
				else expect(r.tauB).toBeCloseTo(brute, 12);
				expect(kendallTauB(r.scoresBefore, r.scoresAfter)).toBe(r.tauB);
			})
		);
	});
});

describe('resolveExclusion', () => {
	const m = packMatrix({
		models: ['a', 'b'],
		itemIds: ['q1', 'q2', 'q3'],
		cells: [1, 0, 0, 1, 1, 1]
	});
	const stored = ['q3', 'q1'];
	const id = exclusionSetId(stored);

	it('applies the stored set when the URL names it', () => {
		const s = resolveExclusion(m, id, stored);
		expect(s.kind).toBe('applied');
		if (s.kind !== 'applied') return;
		expect(s.exclusion.setId).toBe(id);
		expect(s.exclusion.items).toEqual(['q1', 'q3']);
		expect(Array.from(s.exclusion.mask)).toEqual(Array.from(exclusionMask(3, [0, 2])));
		expect(s.exclusion.kept).toBe(1);
	});

	it('says so, and applies nothing, when the URL names another set', () => {
		expect(resolveExclusion(m, exclusionSetId(['q1']), stored)).toEqual({
			kind: 'mismatch',
			requested: exclusionSetId(['q1']),
			stored: 2,
			storedSetId: id
		});
		expect(resolveExclusion(m, id, [])).toMatchObject({ kind: 'mismatch', storedSetId: null });
	});

	it('runs on every item without exclude=, and offers the stored set', () => {
		expect(resolveExclusion(m, null, stored)).toEqual({ kind: 'none', stored: 2, storedSetId: id });
		expect(resolveExclusion(m, null, [])).toEqual({ kind: 'none', stored: 0, storedSetId: null });
	});

	it('refuses a set that leaves no item, and lists stored ids the matrix lacks', () => {
		const all = ['q1', 'q2', 'q3'];
		expect(resolveExclusion(m, exclusionSetId(all), all).kind).toBe('empty');
		const withGhost = ['q1', 'gone'];
		const s = resolveExclusion(m, exclusionSetId(withGhost), withGhost);
		expect(s.kind === 'applied' && s.exclusion.unknown).toEqual(['gone']);
	});
});
