/**
 * Model facts (issue 35): fact columns by name, counts and dates as people write them, a models
 * table dropped beside the scores and matched to the models by name, and the notes that say what
 * was read and which names met no model.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	factDate,
	factFieldOf,
	matchFacts,
	parseQuantity,
	withReleaseDate
} from '../../../src/formats/model-facts.ts';
import { modelsTableColumns, parseModelsTable } from '../../../src/formats/models-table.ts';
import { fromBytes } from '../../../src/formats/source.ts';
import { DATES, LCB, HAVE_LCB } from '../features/dates/dates-fixtures.ts';
import { REAL } from '../helpers.ts';
import { analyze, okMatrix, textFile } from './util.ts';

const file = (path: string, name = path.split('/').pop()!) =>
	fromBytes(new Uint8Array(readFileSync(path)), name);

describe('fact columns, counts and dates', () => {
	it('names: release dates, cut-offs, sizes, compute, family; benchmarks are not facts', () => {
		const cases: Record<string, string | null> = {
			release_month: 'releaseDate',
			'Release date': 'releaseDate',
			model_release_date: 'releaseDate',
			knowledge_cutoff: 'cutoff',
			params: 'params',
			'Num Params': 'params',
			training_tokens: 'tokens',
			pretrain_flops_log10: 'compute',
			FLOPs: 'compute',
			model_family: 'family',
			model_style: 'family',
			mmlu: null,
			gsm8k: null,
			model: null
		};
		for (const [name, field] of Object.entries(cases)) expect(factFieldOf(name), name).toBe(field);
	});

	it('counts with suffixes and dates in the usual spellings', () => {
		expect([parseQuantity('7B'), parseQuantity('1.5T'), parseQuantity('3.8e25')]).toEqual([
			7e9, 1.5e12, 3.8e25
		]);
		expect([parseQuantity('1,200M'), parseQuantity('70 b'), parseQuantity('12')]).toEqual([
			1.2e9, 7e10, 12
		]);
		expect([parseQuantity('big'), parseQuantity('-3'), parseQuantity('')]).toEqual([NaN, NaN, NaN]);
		expect(factDate('2024-05')).toBe('2024-05');
		expect(factDate('2024/5/13')).toBe('2024-05-13');
		expect(factDate('2023-08-30T07:00:00Z')).toBe('2023-08-30');
		expect(factDate('1693378800000')).toBe('2023-08-30');
		expect([factDate('2024-02-30'), factDate('2024-13'), factDate('soon')]).toEqual([
			null,
			null,
			null
		]);
	});

	it('a models table has a model column and only facts (a display name or notes may ride along)', () => {
		expect(
			modelsTableColumns(['model', 'release_month', 'params', 'tokens', 'compute', 'family'])
		).toMatchObject({ model: 'model', facts: { releaseDate: 'release_month', family: 'family' } });
		expect(
			modelsTableColumns(['model', 'model_release_date', 'model_family', 'display_name'])
		).toMatchObject({ facts: { releaseDate: 'model_release_date', family: 'model_family' } });
		expect(modelsTableColumns(['model', 'release_month', 'mmlu'])).toBeNull();
		expect(modelsTableColumns(['model', 'display_name'])).toBeNull();
		expect(modelsTableColumns(['item_id', 'release_month'])).toBeNull();
	});

	it('bad cells are left out, counted, the first named; JSON records read the same', () => {
		const t = parseModelsTable('model,release_month,params\na,2024-01,7B\nb,soon,lots\nc,,\n')!;
		expect(t.rows).toEqual([
			{ name: 'a', facts: { releaseDate: '2024-01', params: 7e9 } },
			{ name: 'b', facts: {} },
			{ name: 'c', facts: {} }
		]);
		expect(t.bad).toEqual({ count: 2, row: 3, column: 'release_month', value: 'soon' });
		const j = parseModelsTable('[{"model": "a", "release_date": "2024-01-02", "compute": 1e24}]')!;
		expect(j.rows).toEqual([{ name: 'a', facts: { releaseDate: '2024-01-02', compute: 1e24 } }]);
	});

	it('names matched exactly, by full name, then loosely when only one model fits', () => {
		const rows = ['GPT-4', 'org/model-b', 'claude 3', 'nobody'].map((name) => ({
			name,
			facts: { family: name }
		}));
		const m = matchFacts(rows, ['GPT-4', 'b', 'Claude-3'], [undefined, 'org/model-b', undefined]);
		expect([...m.byName.keys()]).toEqual(['GPT-4', 'b', 'Claude-3']);
		expect([m.unmatched, m.loose]).toEqual([['nobody'], 1]);
	});
});

describe('a release date typed in the import review', () => {
	it('sets, clears and refuses; the other facts stay', () => {
		expect(withReleaseDate({ params: 7e9 }, '2024-05')).toEqual({
			params: 7e9,
			releaseDate: '2024-05'
		});
		expect(withReleaseDate(null, ' 2024/5/13 ')).toEqual({ releaseDate: '2024-05-13' });
		expect(withReleaseDate({ releaseDate: '2024-05', family: 'x' }, '')).toEqual({ family: 'x' });
		expect(withReleaseDate({ releaseDate: '2024-05' }, '')).toBeNull();
		expect(withReleaseDate({ releaseDate: '2024-05' }, 'soon')).toBe(false);
		expect(withReleaseDate(undefined, '2024-13')).toBe(false);
	});
});

describe('a models table dropped beside the scores', () => {
	it('the generated sample and its models table: dates read, the undated model stays without', async () => {
		const p = await analyze(
			file(join(DATES, 'dated-sample.csv')),
			file(join(DATES, 'dated-sample.models.csv'))
		);
		expect(p.files.map((f) => f.format)).toEqual(['wide-table', 'models-table']);
		const m = okMatrix(p);
		expect(m.nModels).toBe(8);
		const facts = p.result.ok ? p.result.modelFacts : null;
		expect(facts?.[m.models.indexOf('model-d')]).toEqual({ releaseDate: '2024-09-01' });
		expect(facts?.[m.models.indexOf('model-b')]).toEqual({ releaseDate: '2024-07' });
		expect(facts?.[m.models.indexOf('model-e')]).toEqual({});
		expect(p.result.notes.map((n) => n.code)).toContain('models-table-read');
	});

	it('names the models the scores lack', async () => {
		const models = 'model,release_date\nmodel-a,2024-01\nghost,2024-02\n';
		const p = await analyze(file(join(DATES, 'dated-sample.csv')), textFile(models, 'models.csv'));
		const note = p.result.notes.find((n) => n.code === 'models-table-unmatched');
		expect(note?.text).toBe(
			'models.csv: 1 model of this table is not among the scores and left out, such as ghost.'
		);
		// and listed whole for the review
		expect(p.result.ok && p.result.unmatchedFacts).toEqual(['ghost']);
	});

	it.skipIf(!HAVE_LCB)(
		'LiveCodeBench: its own dates, and its models CSV matched by full name',
		async () => {
			const p = await analyze(
				file(LCB),
				file(join(REAL, 'livecodebench', 'livecodebench.models.csv'))
			);
			const m = okMatrix(p);
			const facts = p.result.ok ? p.result.modelFacts! : [];
			expect(facts.filter((f) => f?.releaseDate)).toHaveLength(45);
			expect(facts[m.models.indexOf('DSCoder-33b-Ins')]).toMatchObject({
				releaseDate: '2023-08-30',
				family: 'DeepSeekCode'
			});
			expect(p.result.notes.find((n) => n.code === 'models-table-read')?.params.count).toBe(45);
		}
	);
});
