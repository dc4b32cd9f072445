import { describe, expect, it } from 'vitest';
import { repoOf, swebenchModelFor } from '../../../src/formats/swebench.ts';
import { analyze, fixtureFile, okMatrix, value } from './util.ts';

const REPORT = 'swebench/gpt-4o__2024-08-06.swe_run_1.json';
const RESULTS = 'swebench/20240620_sweagent_claude3.5sonnet/results/results.json';

describe('SWE-bench reports', () => {
	it('names the repository and the model', () => {
		expect(repoOf('django__django-11099')).toBe('django/django');
		expect(repoOf('pytest-dev__pytest-5103')).toBe('pytest-dev/pytest');
		expect(swebenchModelFor('gpt-4o__2024-08-06.swe_run_1.json', 'report')).toBe(
			'gpt-4o/2024-08-06'
		);
		expect(swebenchModelFor('evaluation/verified/20240620_x/results/results.json', 'results')).toBe(
			'20240620_x'
		);
	});

	it('merges a harness report and a results.json over the union of ids plus an instance list', async () => {
		const p = await analyze(
			fixtureFile(REPORT),
			fixtureFile(RESULTS),
			fixtureFile('swebench/instance_ids.txt')
		);
		expect(p.files.map((f) => f.format)).toEqual([
			'swebench-report',
			'swebench-report',
			'swebench-instances'
		]);
		const m = okMatrix(p);
		expect(m.models).toEqual(['gpt-4o/2024-08-06', '20240620_sweagent_claude3.5sonnet']);
		expect(m.nItems).toBe(7);
		expect(m.valueType).toBe('binary');
		// results.json: not listed as resolved = unresolved (0), including the list-only instance
		expect(value(m, 'matplotlib__matplotlib-23299', '20240620_sweagent_claude3.5sonnet')).toBe(0);
		expect(value(m, 'astropy__astropy-12907', '20240620_sweagent_claude3.5sonnet')).toBe(1);
		// harness report: instances it does not list stay missing
		expect(value(m, 'matplotlib__matplotlib-23299', 'gpt-4o/2024-08-06')).toBeNull();
		expect(value(m, 'pytest-dev__pytest-5103', 'gpt-4o/2024-08-06')).toBe(0); // empty patch
		expect(value(m, 'django__django-11099', 'gpt-4o/2024-08-06')).toBe(1);
		expect(m.meta.category[m.itemIds.indexOf('psf__requests-2317')]).toBe('psf/requests');
	});

	it('two reports that would get the same model name are numbered, with a note', async () => {
		const p = await analyze(
			fixtureFile(RESULTS, 'results.json'),
			fixtureFile(REPORT, 'results.json.json')
		);
		expect(p.choices.files.map((c) => c.model)).toEqual(['results', 'results (2)']);
		expect(p.notes.some((n) => /numbered/.test(n.text))).toBe(true);
		expect(okMatrix(p).nModels).toBe(2);
	});

	it('the same report dropped twice is left out once, with a note', async () => {
		const p = await analyze(
			fixtureFile(RESULTS, 'a/results/results.json'),
			fixtureFile(RESULTS, 'b/results/results.json'),
			fixtureFile(REPORT)
		);
		expect(p.files[1].duplicateOf).toBe('a/results/results.json');
		expect(p.choices.files[1].format).toBe('skip');
		expect(p.notes.some((n) => /same content/.test(n.text))).toBe(true);
		expect(okMatrix(p).models).toEqual(['a', 'gpt-4o/2024-08-06']);
	});
});
