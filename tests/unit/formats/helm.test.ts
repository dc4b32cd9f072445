import { describe, expect, it } from 'vitest';
import { scenarioOf } from '../../../src/formats/helm.ts';
import { analyze, fixtureFile, okMatrix, value } from './util.ts';

const RUN = (model: string) =>
	`benchmark_output/runs/v1/mmlu:subject=anatomy,method=multiple_choice_joint,model=${model}`;
const run = (dir: string, model: string) =>
	['run_spec.json', 'per_instance_stats.json', 'instances.json', 'display_predictions.json'].map(
		(f) => fixtureFile(`helm/${dir}/${f}`, `${RUN(model)}/${f}`)
	);

describe('HELM run folders', () => {
	it('strips the model from a run name', () => {
		expect(scenarioOf('mmlu:subject=anatomy,method=multiple_choice_joint,model=openai_gpt2')).toBe(
			'mmlu:subject=anatomy,method=multiple_choice_joint'
		);
	});

	it('keeps unperturbed rows, takes exact_match, names models from run_spec.json', async () => {
		const p = await analyze(
			...run('run-gpt2', 'openai_gpt2'),
			...run('run-llama', 'meta_llama-7b')
		);
		expect(p.files.map((f) => f.format)).toEqual([
			'helm-run-spec',
			'helm-per-instance',
			'helm-instances',
			'helm-predictions',
			'helm-run-spec',
			'helm-per-instance',
			'helm-instances',
			'helm-predictions'
		]);
		expect(p.choices.files[1]).toMatchObject({
			metric: 'exact_match',
			split: 'test',
			model: 'openai/gpt2'
		});
		expect(p.files[1].options.metrics?.[0]).toBe('exact_match');
		const m = okMatrix(p);
		expect(m.models).toEqual(['openai/gpt2', 'meta/llama-7b']);
		expect(m.itemIds).toEqual(['id12', 'id13', 'id14']);
		expect(value(m, 'id12', 'openai/gpt2')).toBe(0);
		expect(value(m, 'id12', 'meta/llama-7b')).toBe(1);
		const r = p.result;
		expect(r.ok && r.details?.text[1]).toBe('The heart has how many chambers?');
		expect(r.ok && r.details?.target[1]).toBe('4');
		expect(r.ok && r.details?.outputs?.[0]).toEqual([' A', ' B']);
		expect(r.ok && r.notes.some((n) => /3 perturbed rows were left out/.test(n.text))).toBe(true);
	});

	it('without run_spec.json the model comes from the run folder name', async () => {
		const p = await analyze(
			fixtureFile(
				'helm/run-gpt2/per_instance_stats.json',
				`${RUN('openai_gpt2')}/per_instance_stats.json`
			),
			fixtureFile(
				'helm/run-llama/per_instance_stats.json',
				`${RUN('meta_llama-7b')}/per_instance_stats.json`
			)
		);
		expect(okMatrix(p).models).toEqual(['openai_gpt2', 'meta_llama-7b']);
	});
});
