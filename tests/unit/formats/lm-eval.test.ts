import { describe, expect, it } from 'vitest';
import { parseSamplesName } from '../../../src/formats/lm-eval.ts';
import { analyze, buildMatrix, fixtureFile, okMatrix, value } from './util.ts';

const T70 = '2024-06-10T14-02-11.284311';
const T160 = '2024-06-11T09-15-42.003271';
const files = (withResults = true) => [
	...(withResults ? [fixtureFile(`lm-eval/EleutherAI__pythia-70m/results_${T70}.json`)] : []),
	fixtureFile(`lm-eval/EleutherAI__pythia-70m/samples_arc_easy_${T70}.jsonl`),
	fixtureFile(`lm-eval/EleutherAI__pythia-70m/samples_gsm8k_${T70}.jsonl`),
	...(withResults ? [fixtureFile(`lm-eval/EleutherAI__pythia-160m/results_${T160}.json`)] : []),
	fixtureFile(`lm-eval/EleutherAI__pythia-160m/samples_arc_easy_${T160}.jsonl`),
	fixtureFile(`lm-eval/EleutherAI__pythia-160m/samples_gsm8k_${T160}.jsonl`)
];

describe('lm-evaluation-harness --log_samples', () => {
	it('parses task and run timestamp from the file name (tasks may contain underscores)', () => {
		expect(parseSamplesName(`x/samples_mmlu_high_school_physics_${T70}.jsonl`)).toEqual({
			task: 'mmlu_high_school_physics',
			timestamp: T70
		});
		expect(parseSamplesName('samples.jsonl')).toBeNull();
	});

	it('merges several tasks and two models; model names come from results_<ts>.json', async () => {
		const p = await analyze(...files());
		expect(p.files.map((f) => f.format)).toEqual([
			'lm-eval-results',
			'lm-eval-samples',
			'lm-eval-samples',
			'lm-eval-results',
			'lm-eval-samples',
			'lm-eval-samples'
		]);
		expect(p.choices.files[1]).toMatchObject({
			model: 'EleutherAI/pythia-70m',
			metric: 'acc',
			filter: 'none',
			category: 'task'
		});
		expect(p.choices.files[2]).toMatchObject({ metric: 'exact_match', filter: 'strict-match' });
		expect(p.files[2].options.filters).toEqual(['strict-match', 'flexible-extract']);
		const m = okMatrix(p);
		expect(m.models).toEqual(['EleutherAI/pythia-70m', 'EleutherAI/pythia-160m']);
		expect(m.nItems).toBe(7);
		expect(m.itemIds.slice(0, 5)).toEqual([
			'arc_easy/0',
			'arc_easy/1',
			'arc_easy/2',
			'arc_easy/3',
			'gsm8k/0'
		]);
		expect(m.meta.category).toEqual([
			'arc_easy',
			'arc_easy',
			'arc_easy',
			'arc_easy',
			'gsm8k',
			'gsm8k',
			'gsm8k'
		]);
		expect(value(m, 'arc_easy/2', 'EleutherAI/pythia-70m')).toBe(0);
		expect(value(m, 'gsm8k/1', 'EleutherAI/pythia-160m')).toBe(0);
		const r = p.result;
		expect(r.ok && r.details?.text[0]).toBe('Which gas do plants absorb?');
		expect(r.ok && r.details?.outputs?.[4][0]).toBe('5');
	});

	it('without results files the model is named after its folder (model_name_sanitized)', async () => {
		const p = await analyze(...files(false));
		expect(okMatrix(p).models).toEqual(['EleutherAI/pythia-70m', 'EleutherAI/pythia-160m']);
	});

	it('the user picks another filter and metric', async () => {
		const fs = files();
		const p = await analyze(...fs);
		const choices = {
			...p.choices,
			files: p.choices.files.map((c) =>
				c.format === 'lm-eval-samples' && c.metric === 'exact_match'
					? { ...c, filter: 'flexible-extract' }
					: c.format === 'lm-eval-samples'
						? { ...c, metric: 'acc_norm' }
						: c
			)
		};
		const m = okMatrix(await buildMatrix(fs, choices));
		expect(value(m, 'gsm8k/1', 'EleutherAI/pythia-70m')).toBe(1);
		expect(value(m, 'arc_easy/2', 'EleutherAI/pythia-70m')).toBe(1);
	});

	it('a filter that is not in the file is named with the ones present', async () => {
		const fs = files();
		const p = await analyze(...fs);
		const choices = {
			...p.choices,
			files: p.choices.files.map((c, k) => (k === 2 ? { ...c, filter: 'nope' } : c))
		};
		const r = await buildMatrix(fs, choices);
		expect(r.ok).toBe(false);
		expect(!r.ok && r.issues[0].hint).toMatch(/strict-match, flexible-extract/);
	});
});
