/**
 * Fact columns in score tables (issue 35): a wide table's `release_month`, `params`, `tokens`,
 * `compute` columns are facts about the models, not benchmarks; a long table's
 * `model_release_date` too (Epoch AI's benchmark-stitching table).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScoreTable } from '../../../src/features/score-tables/formats/parse.ts';
import { DATES, EPOCH, HAVE_EPOCH, csvRows } from '../features/dates/dates-fixtures.ts';

describe('score tables with fact columns', () => {
	it('a wide table: the facts leave the benchmarks and are read per model', () => {
		const text = readFileSync(join(DATES, 'table-inline.csv'), 'utf8');
		const p = parseScoreTable(text, 'table-inline.csv');
		if (!p.ok) throw new Error(JSON.stringify(p.issues));
		expect(p.table.benchmarks).toEqual(['alpha-qa', 'beta-math', 'gamma-code']);
		expect(p.table.models).toHaveLength(40);
		const models = csvRows(join(DATES, 'table-models.csv'));
		for (const row of models) {
			const f = p.modelFacts!.get(row.model)!;
			expect(f.releaseDate).toBe(row.release_month);
			if (row.params) expect(f.params).toBe(Number(row.params));
			if (row.compute) expect(f.compute).toBe(Number(row.compute));
		}
		expect(p.notes.map((n) => n.code)).toContain('model-facts');
		expect(p.notes.find((n) => n.code === 'model-facts')?.message).toBe(
			'Read as facts about the models, not benchmarks: release_month, params, tokens, compute.'
		);
		expect(p.notes.map((n) => n.code)).not.toContain('excluded');
	});

	it('a column chosen out stays in the note of columns left out', () => {
		const text = 'model,release_month,org,mmlu,gsm8k\na,2024-01,x,0.5,0.6\nb,2024-06,y,0.7,0.2\n';
		const p = parseScoreTable(text, 't.csv', {
			format: 'wide',
			delimiter: ',',
			orientation: 'models-as-rows',
			exclude: ['gsm8k']
		});
		if (!p.ok) throw new Error(JSON.stringify(p.issues));
		expect(p.table.benchmarks).toEqual(['mmlu']);
		expect(p.notes.find((n) => n.code === 'excluded')?.params.names).toBe('gsm8k');
		expect(p.modelFacts?.get('b')).toEqual({ releaseDate: '2024-06' });
	});

	it.skipIf(!HAVE_EPOCH)('Epoch’s long table: model_release_date per model, 179 models', () => {
		const p = parseScoreTable(readFileSync(EPOCH, 'utf8'), 'epoch_stitching.long.csv');
		if (!p.ok) throw new Error(JSON.stringify(p.issues));
		expect(p.table.benchmarks).toHaveLength(38);
		expect(p.modelFacts?.size).toBe(179);
		expect(p.modelFacts?.get('gpt-4-0314')).toEqual({ releaseDate: '2023-03-14' });
		expect(p.modelFacts?.get('gpt-5.1_medium')?.releaseDate).toBe('2025-11-13');
		// benchmark_release_date: the benchmarks' dates, no model fact (one benchmark has none).
		expect(p.benchmarkDates?.size).toBe(37);
		expect(p.benchmarkDates?.get('LAMBADA')).toBe('2016-06-20');
		expect(p.modelFacts?.get('gpt-4-0314')).not.toHaveProperty('benchmarkReleaseDate');
	});

	it('a long table’s benchmark_release_date: each benchmark’s first date; wide tables have none', () => {
		const text = [
			'model,benchmark,score,benchmark_release_date',
			'a,mmlu,0.5,2020-09-07',
			'b,mmlu,0.6,2021-01-01',
			'a,gsm8k,0.4,',
			'b,gsm8k,0.3,2021/10/27'
		].join('\n');
		const p = parseScoreTable(text, 'long.csv');
		if (!p.ok) throw new Error(JSON.stringify(p.issues));
		expect(p.table.benchmarks).toEqual(['mmlu', 'gsm8k']);
		expect(Object.fromEntries(p.benchmarkDates ?? [])).toEqual({
			mmlu: '2020-09-07',
			gsm8k: '2021-10-27'
		});
		const wide = parseScoreTable('model,mmlu\na,0.5\nb,0.6\n', 'wide.csv');
		expect(wide.ok && wide.benchmarkDates).toBeFalsy();
	});
});
