import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import {
	tableFromCategories,
	tableFromMatrices
} from '../../../../src/features/score-tables/core/derive.ts';
import { rankDifferencesWithinNoise } from '../../../../src/features/score-tables/core/noise.ts';
import { goldenMatrix } from '../../helpers.ts';
import { close, golden } from './golden.ts';

describe('rank differences within noise', () => {
	it('tests neighbours in the ranking with the unpaired SE of the difference', () => {
		// a 0.80 (se 0.01), b 0.78 (0.01), c 0.70 (0.02), d 0.69 (no se)
		const r = rankDifferencesWithinNoise([0.78, 0.8, 0.7, 0.69], [0.01, 0.01, 0.02, Number.NaN]);
		expect(r.withoutStderr).toBe(1);
		expect(r.neighbours.map((p) => [p.a, p.b])).toEqual([
			[1, 0],
			[0, 2]
		]);
		const first = r.neighbours[0];
		expect(first.seDifference).toBeCloseTo(Math.sqrt(0.0002), 15);
		expect(first.z).toBeCloseTo(0.02 / Math.sqrt(0.0002), 12);
		expect(first.withinNoise).toBe(true); // z = 1.41 < 1.96
		expect(r.neighbours[1].withinNoise).toBe(false); // 0.08 / 0.0224 = 3.6
		expect(r.pairs).toBe(3);
		expect(r.pairsWithinNoise).toBe(1);
	});
});

describe('derived score tables', () => {
	it('category x model: per-category means and standard errors (numpy nanmean, scipy.stats.sem)', () => {
		const g = golden.derivedCategories;
		const matrix = goldenMatrix(g.file);
		const r = tableFromCategories(matrix, 'category');
		if (!r.ok) throw new Error(r.problem.code);
		expect(r.table.benchmarks).toEqual(g.categories);
		expect(r.table.models).toEqual(g.models);
		const B = g.categories.length;
		const cond = r.table.conditions[0];
		g.categories.forEach((cat, b) =>
			g.models.forEach((_, m) => {
				expect(close(cond.scores[m * B + b], g.mean[cat][m], 1e-13)).toBe(true);
				expect(close(cond.stderr![m * B + b], g.se[cat][m], 1e-12)).toBe(true);
			})
		);
	});

	it('says why when a table cannot be derived', () => {
		const m = goldenMatrix('small-continuous.csv');
		expect(tableFromCategories(m, 'category')).toMatchObject({
			ok: false,
			problem: { code: 'no-category-column' }
		});
		expect(tableFromMatrices([{ name: 'a', matrix: m }])).toMatchObject({
			ok: false,
			problem: { code: 'too-few-datasets' }
		});
		expect(
			tableFromMatrices([
				{ name: 'a', matrix: m },
				{ name: 'a', matrix: m }
			])
		).toMatchObject({
			ok: false,
			problem: { code: 'duplicate-dataset-name' }
		});
	});

	it('dataset x model: models matched by name, missing where a dataset lacks one', () => {
		const a = packMatrix({
			models: ['x', 'y', 'z'],
			itemIds: ['1', '2'],
			cells: [1, 0, 1, 1, 1, 0]
		});
		const b = packMatrix({
			models: ['z', 'x', 'w'],
			itemIds: ['1', '2', '3'],
			cells: [0.5, 1, 0, 0.5, 0, 0, 1, 1, 1]
		});
		const r = tableFromMatrices([
			{ name: 'A', matrix: a },
			{ name: 'B', matrix: b }
		]);
		if (!r.ok) throw new Error(r.problem.code);
		expect(r.table.models).toEqual(['x', 'y', 'z', 'w']);
		expect(r.table.benchmarks).toEqual(['A', 'B']);
		const s = r.table.conditions[0].scores;
		expect([s[0], s[1]]).toEqual([1, 2 / 3]); // x: 1 on A, (1 + 0 + 1) / 3 on B
		expect(s[2 * 2 + 0]).toBe(0.5); // z on A: (1 + 0) / 2
		expect(s[1 * 2 + 1]).toBeNaN(); // y not in B
		expect(s[3 * 2 + 0]).toBeNaN(); // w not in A
		expect(
			tableFromMatrices([
				{ name: 'A', matrix: a },
				{ name: 'C', matrix: packMatrix({ models: ['p', 'q'], itemIds: ['1'], cells: [1, 0] }) }
			])
		).toMatchObject({ ok: false, problem: { code: 'too-few-shared-models', shared: 0 } });
	});
});
