import { describe, expect, it } from 'vitest';
import { compareConfigs } from '../../../src/core/run-config-diff.ts';
import type { BuildResult, ImportProposal } from '../../../src/formats/import-files.ts';
import { Contribution } from '../../../src/formats/contribution.ts';
import { ItemTable } from '../../../src/formats/item-table.ts';
import {
	addConfig,
	collectConfigs,
	flattenInto,
	helmConfig,
	inspectConfig,
	lmEvalConfigFor,
	lmEvalRunConfig,
	type ConfigEntries
} from '../../../src/formats/run-config.ts';
import { formatEntry } from '../../../src/formats/registry.ts';
import {
	CONFIG_LIMITS,
	checkRunConfigs,
	type RunConfigs
} from '../../../src/schemas/run-config.ts';
import { analyze, fixtureFile, textFile } from './util.ts';

const CONFIG_LOGS = [
	'inspect-config/2025-02-01T10-00-00+00-00_mmlu-mini_gpt4o.json',
	'inspect-config/2025-02-02T10-00-00+00-00_mmlu-mini_claudex.json',
	'inspect-config/2025-02-03T10-00-00+00-00_mmlu-mini_geminiy.json'
];
const HAIKU = 'inspect/2025-01-10T11-00-00+00-00_mmlu-mini_haiku.eval';
const LM = 'lm-eval/EleutherAI__pythia-70m';
const LM_RUN = '2024-06-10T14-02-11.284311';
const LM2 = 'lm-eval/EleutherAI__pythia-160m';
const LM2_RUN = '2024-06-11T09-15-42.003271';

function configsOf(p: ImportProposal | BuildResult): RunConfigs {
	const r = 'result' in p ? p.result : p;
	if (!r.ok) expect.fail(JSON.stringify(r.issues));
	expect(checkRunConfigs(r.configs, r.matrix.models).ok).toBe(true);
	return r.configs;
}

const entriesOf = (c: RunConfigs, model: string) =>
	new Map(c.models.find((m) => m.model === model)?.entries ?? []);

describe('run configurations read by the importers', () => {
	it('Inspect: generate config, limits, task args and solvers per model, the model name left out', async () => {
		const c = configsOf(
			await analyze(...CONFIG_LOGS.map((f) => fixtureFile(f)), fixtureFile(HAIKU))
		);
		expect(c.carried).toBe(true);
		expect(c.formats).toEqual(['inspect-log']);
		expect(c.models.map((m) => m.model)).toEqual([
			'openai/gpt-4o',
			'anthropic/claude-x',
			'google/gemini-y',
			'anthropic/claude-3-5-haiku'
		]);
		const claude = entriesOf(c, 'anthropic/claude-x');
		expect(claude.get('generate_config.max_tokens')).toBe('4096');
		expect(claude.get('generate_config.temperature')).toBe('0');
		expect(claude.get('eval_config.epochs')).toBe('1');
		expect(claude.get('solvers')).toBe('multiple_choice');
		expect(claude.get('packages.inspect_ai')).toBe('0.3.60');
		// Untrusted text is kept as text, unchanged.
		expect(claude.get('task_args.note')).toBe('<img src=x onerror=alert(1)>');
		expect(entriesOf(c, 'openai/gpt-4o').get('generate_config.max_tokens')).toBe('16384');
		// The .eval log (header.json) has an empty plan config and two epochs.
		const haiku = entriesOf(c, 'anthropic/claude-3-5-haiku');
		expect(haiku.get('eval_config.epochs')).toBe('2');
		expect(haiku.has('generate_config.max_tokens')).toBe(false);
		for (const m of c.models)
			expect(m.entries.some(([k]) => k === 'model' || k === 'eval.model')).toBe(false);
		// Entries are sorted by key.
		const keys = c.models[0].entries.map(([k]) => k);
		expect(keys).toEqual([...keys].sort());
	});

	it('Inspect: the eval generate config applies over the model’s', () => {
		const e = inspectConfig({
			eval: {
				model: 'x',
				model_generate_config: { max_tokens: 1000, reasoning_effort: 'high' },
				model_args: { region: 'eu' },
				config: { limit: 50, message_limit: 30, token_limit: null }
			},
			plan: { steps: [{ solver: 'generate', params: { cot: true } }], config: { max_tokens: 2000 } }
		});
		expect(Object.fromEntries(e)).toEqual({
			'generate_config.max_tokens': '2000',
			'generate_config.reasoning_effort': 'high',
			'eval_config.limit': '50',
			'eval_config.message_limit': '30',
			'eval_config.token_limit': 'null',
			'model_args.region': 'eu',
			solvers: 'generate',
			'solver.generate.cot': 'true'
		});
	});

	it('lm-eval: config and model_args (split, the model itself left out), few-shot count per task', async () => {
		const files = [
			`${LM}/results_${LM_RUN}.json`,
			`${LM}/samples_arc_easy_${LM_RUN}.jsonl`,
			`${LM}/samples_gsm8k_${LM_RUN}.jsonl`,
			`${LM2}/results_${LM2_RUN}.json`,
			`${LM2}/samples_arc_easy_${LM2_RUN}.jsonl`,
			`${LM2}/samples_gsm8k_${LM2_RUN}.jsonl`
		];
		const c = configsOf(await analyze(...files.map((f) => fixtureFile(f))));
		expect(c.formats).toEqual(['lm-eval-samples']);
		const small = entriesOf(c, 'EleutherAI/pythia-70m');
		expect(small.get('config.model')).toBe('hf');
		expect(small.get('config.model_args.dtype')).toBe('float32');
		expect(small.has('config.model_args.pretrained')).toBe(false);
		expect(small.get('config.batch_size')).toBe('auto');
		expect(small.get('config.limit')).toBe('4');
		expect(small.get('gsm8k.num_fewshot')).toBe('5');
		expect(small.get('arc_easy.num_fewshot')).toBe('0');
		expect(small.get('gsm8k.version')).toBe('3');
		const cmp = compareConfigs(c.models);
		expect(cmp.differing).toEqual([]);
	});

	it('lm-eval: samples without their results file carry no configuration', async () => {
		const c = configsOf(
			await analyze(
				fixtureFile(`${LM}/samples_arc_easy_${LM_RUN}.jsonl`),
				fixtureFile(`${LM2}/samples_arc_easy_${LM2_RUN}.jsonl`)
			)
		);
		expect(c.carried).toBe(true);
		expect(c.models.every((m) => m.entries.length === 0)).toBe(true);
		expect(compareConfigs(c.models).without).toHaveLength(2);
	});

	it('lm-eval: a per-task setting read from the results file', () => {
		const run = lmEvalRunConfig({
			config: {
				model: 'vllm',
				model_args: 'pretrained=org/m,max_model_len=4096,trust_remote_code'
			},
			'n-shot': { gsm8k: 8 },
			configs: {
				gsm8k: { num_fewshot: 5, generation_kwargs: { max_gen_toks: 256, until: ['Q:'] } }
			}
		});
		expect(Object.fromEntries(lmEvalConfigFor(run, 'gsm8k'))).toEqual({
			'config.model': 'vllm',
			'config.model_args.max_model_len': '4096',
			'config.model_args.trust_remote_code': 'true',
			'gsm8k.num_fewshot': '8',
			'gsm8k.generation_kwargs.max_gen_toks': '256',
			'gsm8k.generation_kwargs.until': '["Q:"]'
		});
		expect(lmEvalConfigFor(run, 'arc').has('gsm8k.num_fewshot')).toBe(false);
	});

	it('HELM: the run spec’s adapter_spec and scenario_spec, the model left out', async () => {
		const files = ['run-gpt2', 'run-llama'].flatMap((run) =>
			['per_instance_stats.json', 'run_spec.json'].map((f) => fixtureFile(`helm/${run}/${f}`))
		);
		const c = configsOf(await analyze(...files));
		const gpt2 = entriesOf(c, 'openai/gpt2');
		expect(gpt2.get('adapter_spec.max_tokens')).toBe('1');
		expect(gpt2.get('adapter_spec.max_train_instances')).toBe('5');
		expect(gpt2.get('adapter_spec.method')).toBe('multiple_choice_joint');
		expect(gpt2.get('scenario_spec.args.subject')).toBe('anatomy');
		expect(gpt2.has('adapter_spec.model')).toBe(false);
		expect(gpt2.has('adapter_spec.model_deployment')).toBe(false);
		expect(
			Object.fromEntries(helmConfig({ adapter_spec: { model: 'a', temperature: 0.7 } }))
		).toEqual({ 'adapter_spec.temperature': '0.7' });
	});

	it('a wide table carries no configuration, and says so', async () => {
		const c = configsOf(await analyze(textFile('item_id,a,b\nq1,1,0\nq2,0,1\n', 'scores.csv')));
		expect(c).toEqual({
			carried: false,
			formats: ['wide-table'],
			models: [
				{ model: 'a', entries: [] },
				{ model: 'b', entries: [] }
			]
		});
	});

	it('caps keys, values and the number of keys; odd keys stay plain strings', () => {
		const out: ConfigEntries = new Map();
		const many = Object.fromEntries(Array.from({ length: 300 }, (_, k) => [`k${k}`, k]));
		flattenInto(
			out,
			'x',
			JSON.parse('{"__proto__": {"polluted": 1}, "long": "' + 'y'.repeat(1000) + '"}')
		);
		flattenInto(out, 'many', many);
		flattenInto(out, 'z'.repeat(500), 1);
		expect(out.get('x.__proto__.polluted')).toBe('1');
		expect(out.get('x.long')).toHaveLength(CONFIG_LIMITS.valueChars);
		expect(out.get('x.long')!.endsWith('…')).toBe(true);
		expect(out.size).toBe(CONFIG_LIMITS.keysPerModel);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		const deep = new Map<string, string>();
		flattenInto(deep, 'd', { a: { b: { c: { d: { e: 1 } } } } });
		expect([...deep]).toEqual([['d.a.b.c.d', '{"e":1}']]);
	});

	it('collects a model read from several files into one configuration (values joined, sorted)', () => {
		const items = new ItemTable();
		const first = new Contribution('a.json', items);
		const second = new Contribution('b.json', items);
		addConfig(first, first.modelIndex('m'), [
			['max_tokens', '4096'],
			['temperature', '0']
		]);
		addConfig(second, second.modelIndex('other'), [['max_tokens', '1']]);
		addConfig(second, second.modelIndex('m'), [
			['max_tokens', '1024'],
			['temperature', '0']
		]);
		const c = collectConfigs(
			[second, first],
			['inspect-log', 'inspect-log'],
			['m', 'other', 'none'],
			(f) => formatEntry(f)?.configs === true
		);
		expect(c).toEqual({
			carried: true,
			formats: ['inspect-log'],
			models: [
				{
					model: 'm',
					entries: [
						['max_tokens', '1024 | 4096'],
						['temperature', '0']
					]
				},
				{ model: 'other', entries: [['max_tokens', '1']] },
				{ model: 'none', entries: [] }
			]
		});
	});

	it('the difference in the fixture: one model ran with max_tokens 4096, the others 16384', async () => {
		const c = configsOf(await analyze(...CONFIG_LOGS.map((f) => fixtureFile(f))));
		const cmp = compareConfigs(c.models);
		expect(cmp.differing).toEqual(['generate_config.max_tokens']);
		expect(cmp.differences).toEqual([
			{
				code: 'one-differs',
				key: 'generate_config.max_tokens',
				model: 'anthropic/claude-x',
				value: '4096',
				others: '16384',
				count: 2
			}
		]);
	});
});
