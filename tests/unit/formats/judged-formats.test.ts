/**
 * promptfoo results, arena-hard-auto judgments, Every Eval Ever samples and the LiveCodeBench
 * leaderboard JSON (issue 36): what each proposes, how it reads, and every bad input named by
 * file, row and field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	battlesOf,
	isJudgmentProblem,
	parseJudgmentLine,
	questionScore,
	type JudgmentRow
} from '../../../src/formats/arena-judgments.ts';
import { fromText } from '../../../src/formats/source.ts';
import { analyze, buildMatrix, FORMATS, issuesOf, modelMeans, okMatrix } from './util.ts';

const text = (rel: string) => readFileSync(join(FORMATS, rel), 'utf8');

describe('promptfoo', () => {
	const doc = JSON.parse(text('promptfoo/support-eval.json'));

	it('item = test, model = provider; an error is missing, not 0', async () => {
		const p = await analyze(fromText(JSON.stringify(doc), 'out.json'));
		expect(p.files[0].format).toBe('promptfoo');
		expect(p.choices.files[0]).toMatchObject({ metric: 'score', category: 'metadata.category' });
		const m = okMatrix(p);
		expect(m.models).toEqual(['gpt-4o-mini', 'claude-3-haiku', 'ollama:chat:llama3']);
		expect(m.itemIds[0]).toBe('support case 1');
		expect(m.missingCells).toBe(1);
		expect(p.result.ok && p.result.notes.map((n) => n.code)).toContain('promptfoo-errors');
		expect(new Set(m.meta.category)).toEqual(new Set(['billing', 'shipping', 'returns']));
	});

	it('several prompts name the model with its prompt; repeats are averaged as trials', async () => {
		const results = doc.results.results as Record<string, unknown>[];
		const second = results.map((r) => ({ ...r, promptIdx: 1, prompt: { label: 'terse' } }));
		const repeated = [...results, ...second, ...results.slice(0, 3)];
		const p = await analyze(
			fromText(
				JSON.stringify({ ...doc, results: { ...doc.results, results: repeated } }),
				'out.json'
			)
		);
		const m = okMatrix(p);
		expect(m.models).toContain('gpt-4o-mini · terse');
		expect(m.models).toContain('gpt-4o-mini · Answer: {{question}}');
		expect(p.result.ok && p.result.notes.map((n) => n.code)).toContain('promptfoo-repeats');
		expect(p.result.ok && p.result.preview.trials).toMatchObject({ min: 2, max: 2, known: 'some' });
	});

	it('a result without a provider is named by its number', async () => {
		const results = (doc.results.results as Record<string, unknown>[]).slice();
		results[4] = { ...results[4], provider: {} };
		const bad = { ...doc, results: { ...doc.results, results } };
		const [issue] = issuesOf(await analyze(fromText(JSON.stringify(bad), 'out.json')));
		expect(issue).toMatchObject({
			file: 'out.json',
			row: 5,
			columnName: 'provider',
			code: 'promptfoo-bad-result'
		});
	});
});

describe('arena-hard-auto judgments', () => {
	const row = (games: unknown[], extra = {}) =>
		parseJudgmentLine(
			{ question_id: 'q1', model: 'm', judge: 'j', games, ...extra },
			7
		) as JudgmentRow;

	it('reads each game from the model’s side: game 1 shows the baseline as A', () => {
		const r = row([{ score: 'A>>B' }, { score: 'A>B' }]);
		expect(battlesOf(r).map((b) => [b.modelIs, b.outcome, b.strong])).toEqual([
			['B', 0, true],
			['A', 1, false]
		]);
		const v2 = row([{ score: 'B<<A' }, { score: 'B=A' }], { uid: 'u', baseline: 'base' });
		expect(battlesOf(v2).map((b) => b.outcome)).toEqual([0, 0.5]);
		expect(v2.baseline).toBe('base');
	});

	it('scores a question plainly (each game once) or as arena-hard-auto does (>> counts 3)', () => {
		const b = battlesOf(row([{ score: 'B>>A' }, { score: 'A=B' }]));
		expect(questionScore(b, 'plain')).toEqual({ score: 0.75, games: 2 });
		expect(questionScore(b, 'weighted')).toEqual({ score: 3.5 / 4, games: 2 });
		expect(questionScore(battlesOf(row([null, { score: null }])), 'plain').games).toBe(0);
	});

	it('names a line that is not a judgment, and a verdict it does not know', () => {
		const a = parseJudgmentLine({ model: 'm', games: [] }, 3);
		expect(isJudgmentProblem(a) && a).toMatchObject({ row: 3, columnName: 'question_id' });
		const b = parseJudgmentLine({ question_id: 'q', model: 'm', games: [{}, { score: 'A?B' }] }, 4);
		expect(isJudgmentProblem(b) && b).toMatchObject({
			row: 4,
			columnName: 'games[1].score',
			code: 'arena-bad-verdict'
		});
	});

	it('the weighted rule is a choice; a cell keeps its games as trials; questions give clusters', async () => {
		const dir = 'arena-hard/data/mini-arena';
		const files = ['strong-model', 'weak-model'].map((m) =>
			fromText(
				text(`${dir}/model_judgment/gpt-4-1106-preview/${m}.jsonl`),
				`${dir}/model_judgment/gpt-4-1106-preview/${m}.jsonl`
			)
		);
		files.push(fromText(text(`${dir}/question.jsonl`), `${dir}/question.jsonl`));
		const p = await analyze(...files);
		expect(p.name).toBe('mini-arena');
		const m = okMatrix(p);
		expect(new Set(m.meta.category)).toEqual(new Set(['Coding', 'Math', 'Writing']));
		expect(p.result.ok && p.result.preview.trials).toMatchObject({ min: 2, max: 2 });
		const weighted = {
			...p.choices,
			files: p.choices.files.map((c) => ({ ...c, metric: 'weighted' }))
		};
		const w = okMatrix(await buildMatrix(files, weighted));
		expect(modelMeans(w).get('strong-model')).not.toBe(modelMeans(m).get('strong-model'));
	});
});

describe('Every Eval Ever', () => {
	const dir = 'every-eval-ever/data/demo-board/demo-org';
	const a = `${dir}/model-a/3f7b5c2e-1d4a-4b8e-9c3f-5a6b7c8d9e01`;
	const b = `${dir}/model-b/8e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c02`;

	it('joins the models’ samples on evaluation/sample and names the one missing a sample', async () => {
		const p = await analyze(
			fromText(text(`${a}_samples.jsonl`), `${a}_samples.jsonl`),
			fromText(text(`${b}_samples.jsonl`), `${b}_samples.jsonl`)
		);
		const m = okMatrix(p);
		expect(m.itemIds[0]).toBe('gsm8k/gsm8k_0000');
		expect(p.name).toBe('gsm8k');
		const notes = p.result.ok ? p.result.notes : [];
		const mismatch = notes.find((n) => n.code === 'items-mismatch');
		expect(mismatch?.params).toMatchObject({
			model: 'demo-org/model-b',
			count: 1,
			total: 10,
			examples: 'gsm8k/gsm8k_0009'
		});
	});

	it('an aggregate alone says where its per-sample scores are', async () => {
		const [issue] = issuesOf(await analyze(fromText(text(`${a}.json`), 'run.json')));
		expect(issue).toMatchObject({ file: 'run.json', code: 'eee-aggregate-only' });
	});

	it('a sample whose score is not a number is named by its line and field', async () => {
		const lines = text(`${a}_samples.jsonl`).trim().split('\n');
		lines[2] = lines[2].replace('"score":', '"score":"high","x":');
		const [issue] = issuesOf(await analyze(fromText(lines.join('\n'), 'x_samples.jsonl')));
		expect(issue).toMatchObject({ row: 3, columnName: 'evaluation.score', code: 'eee-bad-score' });
	});

	it('several results per sample: the rows of one result id are read', async () => {
		const lines = text(`${a}_samples.jsonl`).trim().split('\n');
		const f1 = lines.map((l) =>
			l.replace('"gsm8k.accuracy"', '"f1"').replace(/"score":[01]/, '"score":0.5')
		);
		const p = await analyze(fromText([...lines, ...f1].join('\n'), 'x_samples.jsonl'));
		expect(p.files[0].options.filters).toEqual(['gsm8k.accuracy', 'f1']);
		expect(p.choices.files[0].filter).toBe('gsm8k.accuracy');
	});
});

describe('LiveCodeBench leaderboard JSON', () => {
	it('problem dates as created_at, models’ release dates as facts', async () => {
		const rel = 'livecodebench/performances_generation.json';
		const p = await analyze(fromText(text(rel), 'performances_generation.json'));
		expect(p.choices.files[0]).toMatchObject({ format: 'livecodebench', scale: 0.01 });
		const m = okMatrix(p);
		expect(m.meta.created_at.slice(0, 2)).toEqual(['2023-09-01', '2023-09-15']);
		expect(p.result.ok && p.result.modelFacts).toEqual([
			expect.objectContaining({ releaseDate: '2023-10-01', fullName: 'org/coder-a' }),
			expect.objectContaining({ releaseDate: '2023-12-15' }),
			expect.objectContaining({ releaseDate: '2024-01-20', fullName: 'api-coder-c' })
		]);
	});
});
