import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import {
	columnFromMatrix,
	columnFromTable,
	tableFromColumns,
	tableFromMatrices
} from '../../../../src/features/score-tables/core/derive.ts';
import type { ScoreTable } from '../../../../src/features/score-tables/core/ScoreTable.ts';

const a = packMatrix({ models: ['x', 'y', 'z'], itemIds: ['1', '2'], cells: [1, 0, 1, 1, 1, 0] });
const b = packMatrix({
	models: ['z', 'x', 'w'],
	itemIds: ['1', '2', '3'],
	cells: [0.5, 1, 0, 0.5, 0, 0, 1, 1, 1]
});

/** Two conditions of three models x two benchmarks (row-major). */
const table: ScoreTable = {
	models: ['x', 'y', 'w'],
	benchmarks: ['orig', 'new'],
	conditions: [
		{
			name: 'direct',
			scores: Float64Array.from([0.9, 0.8, 0.7, 0.6, 0.5, Number.NaN]),
			stderr: Float64Array.from([0.01, 0.02, 0.03, 0.04, 0.05, 0.06])
		},
		{ name: 'tbt', scores: Float64Array.from([0.95, 0.9, 0.85, 0.8, 0.75, 0.7]), stderr: null }
	]
};

describe('a table from columns taken anywhere (two test sets from two datasets)', () => {
	it('two per-item datasets give the same table as dataset x model', () => {
		const viaColumns = tableFromColumns([columnFromMatrix('A', a), columnFromMatrix('B', b)]);
		const viaMatrices = tableFromMatrices([
			{ name: 'A', matrix: a },
			{ name: 'B', matrix: b }
		]);
		expect(viaColumns).toEqual(viaMatrices);
	});

	it('takes a benchmark of a condition of a score table, scores and standard errors', () => {
		expect(columnFromTable('n', table, 'new', 'direct')).toEqual({
			name: 'n',
			models: ['x', 'y', 'w'],
			scores: Float64Array.from([0.8, 0.6, Number.NaN]),
			stderr: Float64Array.from([0.02, 0.04, 0.06])
		});
		expect(columnFromTable('o', table, 'orig')?.scores).toEqual(Float64Array.from([0.9, 0.7, 0.5]));
		expect(columnFromTable('o', table, 'orig', 'tbt')?.stderr).toBeNull();
		expect(columnFromTable('o', table, 'none')).toBeUndefined();
		expect(columnFromTable('o', table, 'orig', 'none')).toBeUndefined();
	});

	it('joins a table column with a per-item dataset by model name', () => {
		const r = tableFromColumns([
			columnFromTable('orig', table, 'orig', 'tbt')!,
			columnFromMatrix('B', b)
		]);
		if (!r.ok) throw new Error(r.problem.code);
		expect(r.table.models).toEqual(['x', 'y', 'w', 'z']);
		expect(r.table.benchmarks).toEqual(['orig', 'B']);
		const s = r.table.conditions[0].scores;
		expect(Array.from(s)).toEqual([0.95, 2 / 3, 0.85, Number.NaN, 0.75, 1 / 3, Number.NaN, 2 / 3]);
		// Standard errors: none from the table's condition, the SE of the mean from the dataset.
		const se = r.table.conditions[0].stderr!;
		expect(se[0]).toBeNaN();
		expect(se[1]).toBeCloseTo(Math.sqrt(1 / 3) / Math.sqrt(3), 14); // x on B: sd of 1,0,1
	});

	it('a model without a score in a column does not count as shared', () => {
		const r = tableFromColumns([
			columnFromTable('o', table, 'orig', 'direct')!,
			columnFromTable('n', table, 'new', 'direct')!
		]);
		if (!r.ok) throw new Error(r.problem.code);
		expect(Array.from(r.table.conditions[0].scores)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, Number.NaN]);
		const one = {
			name: 'one',
			models: ['x', 'y'],
			scores: [0.1, Number.NaN],
			stderr: null
		};
		expect(tableFromColumns([columnFromTable('o', table, 'orig')!, one])).toMatchObject({
			ok: false,
			problem: { code: 'too-few-shared-models', shared: 1 }
		});
		expect(tableFromColumns([one])).toMatchObject({
			ok: false,
			problem: { code: 'too-few-datasets' }
		});
		expect(tableFromColumns([one, one])).toMatchObject({
			ok: false,
			problem: { code: 'duplicate-dataset-name', name: 'one' }
		});
	});
});
