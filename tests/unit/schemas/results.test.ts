import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS, resolveSpec } from '../../../src/core/analysis-settings.ts';
import { headline } from '../../../src/core/headline.ts';
import { runExtras } from '../../../src/core/run-extras.ts';
import { emptyDrawTable, placeChunk, prepareRun, runChunk } from '../../../src/core/run.ts';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import {
	buildRunResult,
	csvField,
	drawsCsv,
	modelsCsv,
	RESULTS_SCHEMA,
	RunResultSchema
} from '../../../src/schemas/results.ts';

function result(models: string[]) {
	const matrix = packMatrix({
		models,
		itemIds: ['a', 'b', 'c', 'd'],
		cells: [1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1, 1].slice(0, 4 * models.length)
	});
	const settings = { kind: 'bootstrap' as const, fraction: 0.5, draws: 20, seed: 1 };
	const full = { ...DEFAULT_ANALYSIS_SETTINGS, ...settings };
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const reference = prepared.reference;
	const table = emptyDrawTable(20, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, settings.seed, 0, 20));
	const summary = summarizeRun(table, reference, matrix.models);
	return {
		table,
		result: buildRunResult({
			dataset: {
				id: '0123456789abcdef',
				name: 'x',
				items: 4,
				models: 3,
				valueType: 'binary',
				missingCells: 0
			},
			settings: full,
			perturbation: resolveSpec(full, matrix),
			models: matrix.models,
			referenceScores: reference.scores,
			summary,
			extras: runExtras(matrix, table, reference, summary, {
				topK: 2,
				clusterColumn: null,
				maxPairs: 10
			}),
			tauDraws: table.tau,
			drawLabels: null,
			sizeSweep: null,
			headline: headline(summary, table.tau, true).text
		})
	};
}

describe('results JSON', () => {
	it('validates against its schema and carries the documented fields', () => {
		const { result: r } = result(['m1', 'm2', 'm3']);
		expect(RunResultSchema.parse(JSON.parse(JSON.stringify(r)))).toBeTruthy();
		expect(r.schema).toBe(RESULTS_SCHEMA);
		expect(r.models[0]).toHaveProperty('rankLow');
		expect(r.models[0]).toHaveProperty('se');
		expect(r.pairs).toHaveLength(2);
		expect(r.agreement?.k).toBe(2);
		expect(r.perturbation).toEqual({ kind: 'bootstrap', strength: 1 });
		expect(r.tauDraws).toHaveLength(20);
	});

	it('keeps a model called "__proto__" as data, through JSON and back', () => {
		const { result: r } = result(['__proto__', 'constructor', 'ok']);
		const back = JSON.parse(JSON.stringify(r));
		expect(Object.keys(back.reference.scores)).toEqual(['__proto__', 'constructor', 'ok']);
		expect(Object.getPrototypeOf(back.reference.scores)).toBe(Object.prototype);
	});
});

describe('CSV exports', () => {
	it('quote commas and quotes, and defuse spreadsheet formulas in names', () => {
		expect(csvField('a,b')).toBe('"a,b"');
		expect(csvField('say "hi"')).toBe('"say ""hi"""');
		expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
		expect(csvField(-0.5)).toBe('-0.5');
		expect(csvField(null)).toBe('');
	});

	it('write one row per model and one row per draw', () => {
		const { result: r, table } = result(['m1', 'm2', 'm3']);
		expect(modelsCsv(r).trim().split('\n')).toHaveLength(4);
		const draws = drawsCsv(table, ['m1', 'm2', 'm3'], [0, 1, 2]).trim().split('\n');
		expect(draws).toHaveLength(21);
		expect(draws[0]).toBe('draw,tau,m1,m2,m3');
		expect(modelsCsv(r).split('\n')[0]).toContain('se,seClustered,conservativeRank');
	});
});
