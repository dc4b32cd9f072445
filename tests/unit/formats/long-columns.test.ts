/**
 * Long tables as public per-item collections write them: the default mapping (item, model, score,
 * trials per cell, benchmark) from names and values, and the trials each cell keeps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trialsSummary } from '../../../src/core/trials.ts';
import { columnFacts, guessLong } from '../../../src/formats/long-columns.ts';
import { analyze, buildMatrix, issuesOf, modelMeans, okMatrix, textFile, value } from './util.ts';

/** The issue's file: one line per model and item, `pass1` the share of `count` trials. */
const ISSUE_JSONL = [
	{ benchmark_id: 'tb', model: 'agent-a', example_id: 'e1', pass1: 0.8, count: 5 },
	{ benchmark_id: 'tb', model: 'agent-a', example_id: 'e2', pass1: 0.2, count: 5 },
	{ benchmark_id: 'tb', model: 'agent-a', example_id: 'e3', pass1: 1, count: 5 },
	{ benchmark_id: 'tb', model: 'agent-b', example_id: 'e1', pass1: 0.6, count: 5 },
	{ benchmark_id: 'tb', model: 'agent-b', example_id: 'e2', pass1: 0, count: 5 },
	{ benchmark_id: 'tb', model: 'agent-b', example_id: 'e3', pass1: 0.4, count: 5 }
]
	.map((r) => JSON.stringify(r))
	.join('\n');

describe('long tables: the default mapping', () => {
	it('the issue’s JSONL (model, example_id, pass1, count) imports as proposed', async () => {
		const p = await analyze(textFile(ISSUE_JSONL, 'results.jsonl'));
		expect(p.files[0].format).toBe('long-table');
		expect(p.choices.files[0].columns).toMatchObject({
			item: 'example_id',
			model: 'model',
			score: 'pass1',
			trials: 'count',
			scope: ''
		});
		const m = okMatrix(p);
		expect([m.nItems, m.nModels]).toEqual([3, 2]);
		// each model's mean pass1
		expect(modelMeans(m).get('agent-a')).toBeCloseTo((0.8 + 0.2 + 1) / 3, 12);
		expect(modelMeans(m).get('agent-b')).toBeCloseTo((0.6 + 0 + 0.4) / 3, 12);
		expect(m.trials).toEqual({ uniform: 5, perCell: null });
		const r = p.result;
		expect(r.ok && r.preview.trials).toEqual({ known: 'all', min: 5, max: 5 });
		expect(r.ok && r.preview.models.map((x) => x.mean)).toEqual([
			modelMeans(m).get('agent-a'),
			modelMeans(m).get('agent-b')
		]);
	});

	it('the same table as CSV and TSV', async () => {
		const csv = [
			'benchmark_id,model,example_id,pass1,count',
			...ISSUE_JSONL.split('\n').map((l) => Object.values(JSON.parse(l)).join(','))
		].join('\n');
		for (const [text, name] of [
			[csv, 'r.csv'],
			[csv.replaceAll(',', '\t'), 'r.tsv']
		]) {
			const p = await analyze(textFile(text, name));
			expect(p.choices.files[0].columns, name).toMatchObject({
				item: 'example_id',
				model: 'model',
				score: 'pass1',
				trials: 'count'
			});
			expect(okMatrix(p).trials).toEqual({ uniform: 5, perCell: null });
		}
	});

	// One naming style per row: the score column's name and how it writes its values.
	const STYLES: ReadonlyArray<readonly [string, readonly string[]]> = [
		['score', ['1', '0', '0.5', '1']],
		['pass@1', ['1', '0', '0.5', '1']],
		['pass1', ['0.8', '0', '0.6', '1']],
		['correct', ['true', 'false', 'false', 'true']],
		['acc', ['1', '0', '0', '1']],
		['resolved', ['True', 'False', 'True', 'False']],
		['value', ['0.25', '0.5', '0.75', '1']],
		['Pass 1', ['1', '0', '1', '1']]
	];
	for (const [score, values] of STYLES) {
		it(`finds the score “${score}” beside an id and a model`, async () => {
			const rows = [
				['q1', 'm1'],
				['q1', 'm2'],
				['q2', 'm1'],
				['q2', 'm2']
			].map((r, k) => [r[0], r[1], values[k]]);
			const text = ['instance_id,agent,' + score, ...rows.map((r) => r.join(','))].join('\n');
			const p = await analyze(textFile(text, 'style.csv'));
			expect(p.choices.files[0].columns).toMatchObject({
				item: 'instance_id',
				model: 'agent',
				score
			});
			expect(okMatrix(p).nItems).toBe(2);
		});
	}

	for (const trials of ['count', 'n', 'trials', 'epochs', 'samples', 'n_samples']) {
		it(`“${trials}” is trials per cell, never the score`, async () => {
			// the trials column comes first: it must not be taken for the score
			const text = [
				`${trials},question_id,model,correct`,
				'4,q1,a,0.75',
				'4,q1,b,0.5',
				'4,q2,a,1',
				'4,q2,b,0.25'
			].join('\n');
			const p = await analyze(textFile(text, 'k.csv'));
			expect(p.choices.files[0].columns).toMatchObject({ score: 'correct', trials });
			expect(okMatrix(p).trials).toEqual({ uniform: 4, perCell: null });
		});
	}

	it('the score is a numeric column, never the item’s or the model’s', async () => {
		// "score" holds text (a grade): the numeric column is the score
		const text = [
			'example_id,model,score,points',
			'e1,a,good,0.5',
			'e1,b,bad,0',
			'e2,a,bad,1',
			'e2,b,good,1'
		].join('\n');
		const p = await analyze(textFile(text, 's.csv'));
		const c = p.choices.files[0].columns!;
		expect(c.score).toBe('points');
		expect([c.item, c.model]).not.toContain(c.score);
		expect(okMatrix(p).nItems).toBe(2);
	});

	it('no numeric column: no score is proposed, and the review asks for one (no 600 errors)', async () => {
		const text = ['example_id,model,verdict', 'e1,a,pass', 'e1,b,fail', 'e2,a,fail'].join('\n');
		const p = await analyze(textFile(text, 'v.csv'));
		expect(p.choices.files[0].columns?.score).toBe('');
		const issues = issuesOf(p);
		expect(issues.map((i) => i.code)).toEqual(['long-no-columns']);
	});

	it('a benchmark column with several values is the category and keeps the items apart', async () => {
		const rows = [
			{ benchmark_id: 'swe-lite', model: 'a', instance_id: 'x-1', resolved: 1 },
			{ benchmark_id: 'swe-lite', model: 'b', instance_id: 'x-1', resolved: 0 },
			{ benchmark_id: 'swe-verified', model: 'a', instance_id: 'x-1', resolved: 0 },
			{ benchmark_id: 'swe-verified', model: 'b', instance_id: 'x-1', resolved: 1 },
			{ benchmark_id: 'swe-verified', model: 'a', instance_id: 'x-2', resolved: 1 },
			{ benchmark_id: 'swe-verified', model: 'b', instance_id: 'x-2', resolved: 1 }
		];
		const p = await analyze(textFile(rows.map((r) => JSON.stringify(r)).join('\n'), 'b.jsonl'));
		expect(p.choices.files[0].columns).toMatchObject({
			item: 'instance_id',
			category: 'benchmark_id',
			scope: 'benchmark_id'
		});
		const m = okMatrix(p);
		expect(m.itemIds).toEqual(['swe-lite/x-1', 'swe-verified/x-1', 'swe-verified/x-2']);
		expect(m.meta.category).toEqual(['swe-lite', 'swe-verified', 'swe-verified']);
		expect(value(m, 'swe-verified/x-1', 'b')).toBe(1);
		// without the scope the same instance under two benchmarks collides
		const cols = { ...p.choices.files[0].columns!, scope: '' };
		const files = [textFile(rows.map((r) => JSON.stringify(r)).join('\n'), 'b.jsonl')];
		const choices = { ...p.choices, files: [{ ...p.choices.files[0], columns: cols }] };
		expect(issuesOf(await buildMatrix(files, choices))[0].code).toBe('duplicate-cell-first');
	});

	it('a benchmark column with one value stays metadata', async () => {
		const p = await analyze(textFile(ISSUE_JSONL, 'results.jsonl'));
		expect(p.choices.files[0].columns).toMatchObject({ category: '', scope: '' });
		expect(p.choices.files[0].columns?.meta).toContain('benchmark_id');
	});
});

describe('long tables: trials per cell', () => {
	it('rows repeating an item and model beside an epoch column are averaged as trials', async () => {
		const text = [
			'sample_id,model,epoch,score',
			'q1,a,1,1',
			'q1,a,2,0',
			'q1,a,3,1',
			'q1,b,1,0',
			'q1,b,2,0',
			'q1,b,3,0',
			'q2,a,1,1',
			'q2,a,2,1',
			'q2,a,3,1',
			'q2,b,1,1',
			'q2,b,2,0',
			'q2,b,3,1'
		].join('\n');
		const p = await analyze(textFile(text, 'epochs.csv'));
		expect(p.choices.duplicates).toBe('mean');
		expect(p.notes.map((n) => n.code)).toContain('rows-are-trials');
		const m = okMatrix(p);
		expect(value(m, 'q1', 'a')).toBeCloseTo(2 / 3, 15);
		expect(m.trials).toEqual({ uniform: 3, perCell: null });
	});

	it('rows with their own counts are weighed by them', async () => {
		const text = [
			'example_id,model,pass1,count',
			'e1,a,1,2',
			'e1,a,0.5,4',
			'e1,b,0.5,2',
			'e2,a,0,3',
			'e2,b,1,3'
		].join('\n');
		const files = [textFile(text, 'w.csv')];
		const p = await analyze(...files);
		const m = okMatrix(await buildMatrix(files, { ...p.choices, duplicates: 'mean' }));
		// (2 x 1 + 4 x 0.5) / 6 trials
		expect(value(m, 'e1', 'a')).toBeCloseTo(4 / 6, 15);
		const t = m.trials!;
		expect(t.perCell && Array.from(t.perCell)).toEqual([6, 2, 3, 3]);
		expect(trialsSummary(m)).toMatchObject({ known: 'all', min: 2, max: 6 });
	});

	it('a single row keeps its value exactly (no trials x value / trials rounding)', async () => {
		const text = [
			'example_id,model,pass1,count',
			'e1,a,0.1,3',
			'e1,b,0.7,3',
			'e2,a,0.3,3',
			'e2,b,0.9,3'
		];
		const m = okMatrix(await analyze(textFile(text.join('\n'), 'x.csv')));
		expect(value(m, 'e1', 'a')).toBe(0.1);
		expect(value(m, 'e1', 'b')).toBe(0.7);
	});

	it('an empty count is unknown; a bad count is an issue naming its row', async () => {
		const ok = ['example_id,model,pass1,count', 'e1,a,1,5', 'e1,b,0,', 'e2,a,1,5', 'e2,b,0,5'];
		const m = okMatrix(await analyze(textFile(ok.join('\n'), 'u.csv')));
		expect(trialsSummary(m)).toMatchObject({ known: 'some', unknownCells: 1 });
		const bad = ['example_id,model,pass1,count', 'e1,a,1,5', 'e1,b,0,2.5', 'e2,a,1,0'];
		const files = [textFile(bad.join('\n'), 'b.csv')];
		const p = await analyze(...files);
		// 2.5 is no count: the column is not proposed as trials; chosen, its bad cells are issues
		expect(p.choices.files[0].columns?.trials).toBe('');
		const columns = { ...p.choices.files[0].columns!, trials: 'count' };
		const choices = { ...p.choices, files: [{ ...p.choices.files[0], columns }] };
		const issues = issuesOf(await buildMatrix(files, choices));
		expect(issues.map((i) => [i.code, i.row])).toEqual([
			['long-trials-invalid', 3],
			['long-trials-invalid', 4]
		]);
	});

	it('no trials column and no repeated rows: trials unknown', async () => {
		const text = ['item_id,model,score', 'q1,a,1', 'q1,b,0', 'q2,a,0', 'q2,b,1'].join('\n');
		const m = okMatrix(await analyze(textFile(text, 'plain.csv')));
		expect(m.trials ?? null).toBeNull();
		expect(trialsSummary(m).known).toBe('none');
	});
});

/** Column names that no list knows (letters only, never a known role's name). */
const KNOWN =
	/^(id|item|model|score|n|k|count|value|run|trials?|label|type|pass|em|win|task|eval|suite|bench|group|split|seed|try|uid|qid|llm|acc|topic|domain|repeat|epoch|attempt)/i;
const columnName = fc
	.stringMatching(/^[a-z][a-z]{2,9}$/)
	.filter((s) => !KNOWN.test(s) && s !== 'question' && s !== 'prompt' && s !== 'system');

describe('long tables: any two id columns and one numeric column import without a click', () => {
	it('property: the default mapping imports, with items and models right when items outnumber models', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.uniqueArray(columnName, { minLength: 3, maxLength: 3 }),
				fc.integer({ min: 2, max: 5 }),
				fc.integer({ min: 1, max: 8 }),
				fc.constantFrom('csv', 'tsv', 'jsonl'),
				fc.integer({ min: 0, max: 5 }),
				fc.boolean(),
				async ([itemCol, modelCol, scoreCol], M, extra, format, order, binary) => {
					const n = M + extra;
					const rows: Record<string, string | number>[] = [];
					for (let i = 0; i < n; i++) {
						for (let m = 0; m < M; m++) {
							const v = binary ? (i * 7 + m * 3) % 2 : ((i * 7 + m * 3) % 10) / 10;
							rows.push({ [itemCol]: `it${i}`, [modelCol]: `mod${m}`, [scoreCol]: v });
						}
					}
					const perm = [
						[itemCol, modelCol, scoreCol],
						[modelCol, itemCol, scoreCol],
						[scoreCol, itemCol, modelCol],
						[scoreCol, modelCol, itemCol],
						[itemCol, scoreCol, modelCol],
						[modelCol, scoreCol, itemCol]
					][order];
					const sep = format === 'tsv' ? '\t' : ',';
					const text =
						format === 'jsonl'
							? rows
									.map((r) => JSON.stringify(Object.fromEntries(perm.map((c) => [c, r[c]]))))
									.join('\n')
							: [perm.join(sep), ...rows.map((r) => perm.map((c) => r[c]).join(sep))].join('\n');
					const p = await analyze(textFile(text, `t.${format}`));
					expect(p.files[0].format).toBe('long-table');
					expect(p.choices.files[0].columns).toMatchObject({
						item: itemCol,
						model: modelCol,
						score: scoreCol
					});
					const m = okMatrix(p);
					expect([m.nItems, m.nModels]).toEqual([n, M]);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('column facts: numbers, booleans and percentages are numeric; ids are not', () => {
		expect(columnFacts(['1', '0', 'true', '50%']).numeric).toBe(true);
		expect(columnFacts([0.2, 1, null]).unit).toBe(true);
		expect(columnFacts(['q1', '2']).numeric).toBe(false);
		expect(columnFacts([]).numeric).toBeNull();
		expect(guessLong(['a', 'b', 'c'], [])).toMatchObject({ item: undefined, score: undefined });
	});
});
