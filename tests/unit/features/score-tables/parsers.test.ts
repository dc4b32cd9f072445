import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScoreTable } from '../../../../src/features/score-tables/core/ScoreTable.ts';
import { parseScoreTable } from '../../../../src/features/score-tables/formats/parse.ts';
import { stderrName } from '../../../../src/features/score-tables/formats/stderr-names.ts';
import type { ScoreTableParse } from '../../../../src/features/score-tables/formats/types.ts';
import { FIXTURES } from '../../helpers.ts';

const read = (name: string) => readFileSync(join(FIXTURES, 'score-table', name), 'utf8');

function ok(r: ScoreTableParse) {
	if (!r.ok) throw new Error(JSON.stringify(r.issues, null, 1));
	return r;
}

/** Score (or standard error) of (model, benchmark) under condition c. */
function cell(
	t: ScoreTable,
	model: string,
	benchmark: string,
	c = 0,
	field: 'scores' | 'stderr' = 'scores'
) {
	const k = t.models.indexOf(model) * t.benchmarks.length + t.benchmarks.indexOf(benchmark);
	return t.conditions[c][field]![k];
}

describe('wide CSV/TSV', () => {
	it('reads models as rows, *_stderr columns as standard errors, text columns left out', () => {
		const r = ok(parseScoreTable(read('wide-stderr.csv'), 'wide-stderr.csv'));
		expect(r.choices).toMatchObject({
			format: 'wide',
			orientation: 'models-as-rows',
			delimiter: ','
		});
		expect(r.table.models).toEqual(['alpha', 'beta', 'gamma', 'delta']);
		expect(r.table.benchmarks).toEqual(['mmlu', 'gsm8k', 'hellaswag']);
		expect(cell(r.table, 'delta', 'mmlu')).toBe(0.58);
		expect(cell(r.table, 'gamma', 'gsm8k')).toBeNaN();
		expect(cell(r.table, 'delta', 'hellaswag')).toBeNaN();
		expect(cell(r.table, 'beta', 'gsm8k', 0, 'stderr')).toBe(0.013);
		expect(cell(r.table, 'alpha', 'hellaswag', 0, 'stderr')).toBeNaN();
		expect(r.notes.map((n) => n.code).sort()).toEqual([
			'ignored-text-column',
			'percent-cells',
			'stderr-found'
		]);
	});

	it('reads the transposed table (benchmarks as rows), and either orientation when asked', () => {
		const r = ok(parseScoreTable(read('wide-transposed.tsv'), 'wide-transposed.tsv'));
		expect(r.choices).toMatchObject({ orientation: 'benchmarks-as-rows', delimiter: '\t' });
		expect(r.table.models).toEqual(['alpha', 'beta', 'gamma']);
		expect(r.table.benchmarks).toEqual(['mmlu', 'arc']);
		expect(cell(r.table, 'gamma', 'mmlu', 0, 'stderr')).toBe(0.5);
		expect(
			r.notes.some((n) => n.code === 'ignored-text-column' && n.params.name === 'license')
		).toBe(true);
		const flipped = ok(
			parseScoreTable('model,a,b\nx,1,2\ny,3,4\n', 'f.csv', {
				format: 'wide',
				delimiter: ',',
				orientation: 'benchmarks-as-rows'
			})
		);
		expect(flipped.table.models).toEqual(['a', 'b']);
		expect(flipped.table.benchmarks).toEqual(['x', 'y']);
		expect(cell(flipped.table, 'b', 'x')).toBe(2);
	});

	it('puts rows under the condition named in a condition column', () => {
		const r = ok(
			parseScoreTable(
				'model,condition,mmlu,arc\na,direct,0.5,0.4\nb,direct,0.6,0.3\na,tuned,0.7,0.6\nb,tuned,0.8,0.7\n',
				'c.csv'
			)
		);
		expect(r.choices).toMatchObject({ conditionColumn: 1 });
		expect(r.table.conditions.map((c) => c.name)).toEqual(['direct', 'tuned']);
		expect(cell(r.table, 'b', 'arc', 1)).toBe(0.7);
	});

	it('names the file, row and column of every bad cell', () => {
		const r = parseScoreTable('model,mmlu,arc\na,0.5,abc\nb,"0,7",0.3\nc,0.1,true\n', 'bad.csv');
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.issues.map((i) => [i.code, i.row, i.column, i.columnName])).toEqual([
			['not-a-number', 2, 3, 'arc'],
			['decimal-comma', 3, 2, 'mmlu'],
			['boolean-score', 4, 3, 'arc']
		]);
		for (const i of r.issues) {
			expect(i.file).toBe('bad.csv');
			expect(i.message.length).toBeGreaterThan(0);
			expect(i.hint?.length).toBeGreaterThan(0);
		}
	});

	it('reports duplicate and empty names, extra fields and negative standard errors', () => {
		const issues = (text: string) => {
			const r = parseScoreTable(text, 'x.csv');
			return r.ok ? [] : r.issues.map((i) => [i.code, i.row ?? null, i.column ?? null]);
		};
		expect(issues('model,a,b\nm,1,2\nm,3,4\n')).toEqual([['duplicate-name', 3, null]]);
		expect(issues('model,a,a\nm,1,2\nn,3,4\n')).toEqual([['duplicate-name', 1, 3]]);
		expect(issues('model,a,b\n,1,2\nn,3,4\no,1,1\n')).toEqual([['empty-name', 2, null]]);
		expect(issues('model,a,b\nm,1,2,9\nn,3,4\n')).toEqual([['extra-fields', 2, null]]);
		expect(issues('model,a,a_stderr\nm,1,-0.1\nn,3,0.1\n')).toEqual([['negative-stderr', 2, 3]]);
		expect(issues('model,a\nm,1\n')).toEqual([['too-few-models', null, null]]);
	});

	it('tells standard-error names from benchmarks', () => {
		expect(stderrName('mmlu_stderr')).toEqual({ base: 'mmlu', strict: true });
		expect(stderrName('MMLU (stderr)')).toEqual({ base: 'MMLU', strict: true });
		expect(stderrName('acc_std_err')).toEqual({ base: 'acc', strict: true });
		expect(stderrName('gsm8k standard error')).toEqual({ base: 'gsm8k', strict: true });
		expect(stderrName('mmlu_se')).toEqual({ base: 'mmlu', strict: false });
		expect(stderrName('case')).toBeNull();
		expect(stderrName('base')).toBeNull();
		// An ambiguous name without its base is a benchmark; an unambiguous one is left out.
		const r = ok(parseScoreTable('model,case_se,x_stderr,y\nm,1,0.1,2\nn,2,0.1,1\n', 'x.csv'));
		expect(r.table.benchmarks).toEqual(['case_se', 'y']);
		expect(r.notes.some((n) => n.code === 'orphan-stderr' && n.params.name === 'x_stderr')).toBe(
			true
		);
	});

	it('leaves out the columns the user excludes', () => {
		const r = ok(
			parseScoreTable('model,params,a,b\nm,7,1,2\nn,13,3,4\n', 'x.csv', {
				format: 'wide',
				delimiter: ',',
				orientation: 'models-as-rows',
				exclude: ['params']
			})
		);
		expect(r.table.benchmarks).toEqual(['a', 'b']);
	});
});

describe('long CSV / JSONL / JSON records', () => {
	it('reads model, benchmark, score, stderr and condition columns', () => {
		const r = ok(parseScoreTable(read('long.csv'), 'long.csv'));
		expect(r.choices).toMatchObject({
			format: 'long',
			container: 'csv',
			columns: { stderr: 'stderr', condition: 'condition' }
		});
		expect(r.table.conditions.map((c) => c.name)).toEqual(['direct', 'tuned']);
		expect(cell(r.table, 'beta', 'gsm8k', 1)).toBe(0.66);
		expect(cell(r.table, 'alpha', 'gsm8k', 1, 'stderr')).toBe(0.012);
	});

	it('reads JSON lines and a JSON list of records, by column aliases', () => {
		const r = ok(parseScoreTable(read('long.jsonl'), 'long.jsonl'));
		expect(r.choices).toMatchObject({
			container: 'jsonl',
			columns: { model: 'model', benchmark: 'task', score: 'accuracy' }
		});
		expect(cell(r.table, 'beta', 'arc')).toBeNaN();
		const records = JSON.stringify({
			results: [
				{ model: 'a', dataset: 'x', score: 1 },
				{ model: 'b', dataset: 'x', score: 2 }
			]
		});
		const j = ok(parseScoreTable(records, 'r.json'));
		expect(j.choices).toMatchObject({ container: 'json' });
		expect(j.table.models).toEqual(['a', 'b']);
	});

	it('names both rows of a duplicate cell, or averages duplicates when asked', () => {
		const text = 'model,benchmark,score\na,x,0.5\nb,x,0.4\na,x,0.7\n';
		const r = parseScoreTable(text, 'd.csv');
		expect(r.ok).toBe(false);
		if (!r.ok)
			expect(r.issues[0]).toMatchObject({
				code: 'duplicate-cell',
				row: 4,
				column: 3,
				params: { firstRow: 2 }
			});
		const mean = ok(
			parseScoreTable(text, 'd.csv', {
				format: 'long',
				container: 'csv',
				delimiter: ',',
				columns: { model: 'model', benchmark: 'benchmark', score: 'score' },
				duplicates: 'mean'
			})
		);
		expect(cell(mean.table, 'a', 'x')).toBeCloseTo(0.6, 15);
		expect(mean.notes.map((n) => n.code)).toContain('duplicates-averaged');
	});

	it('says which column is missing and lists the ones there are', () => {
		const r = parseScoreTable('model,benchmark,score\na,x,1\nb,x,2\n', 'm.csv', {
			format: 'long',
			container: 'csv',
			delimiter: ',',
			columns: { model: 'model', benchmark: 'task', score: 'score' }
		});
		expect(r.ok).toBe(false);
		if (!r.ok)
			expect(r.issues[0]).toMatchObject({
				code: 'missing-column',
				params: { role: 'benchmark', columns: 'model, benchmark, score' }
			});
		const bad = parseScoreTable('{"model":"a","task":"x","accuracy":1}\nnot json\n', 'b.jsonl', {
			format: 'long',
			container: 'jsonl',
			columns: { model: 'model', benchmark: 'task', score: 'accuracy' }
		});
		expect(bad.ok).toBe(false);
		if (!bad.ok) expect(bad.issues[0]).toMatchObject({ code: 'not-json', row: 2 });
	});
});

describe('nested JSON', () => {
	it('reads { benchmark: { model: score } } with a *_stderr sibling and "N/A"', () => {
		const r = ok(parseScoreTable(read('nested-single.json'), 'nested-single.json'));
		expect(r.table.benchmarks).toEqual(['mmlu', 'arc']);
		expect(r.table.models).toEqual(['alpha', 'beta', 'gamma']);
		expect(r.table.conditions.map((c) => c.name)).toEqual(['scores']);
		expect(cell(r.table, 'beta', 'mmlu', 0, 'stderr')).toBe(0.004);
		expect(cell(r.table, 'gamma', 'mmlu', 0, 'stderr')).toBeNaN();
		expect(cell(r.table, 'gamma', 'arc')).toBeNaN();
	});

	it('reads one condition per top-level key; *_stderr keys are never conditions', () => {
		const r = ok(parseScoreTable(read('two-conditions.json'), 'two-conditions.json'));
		expect(r.table.conditions.map((c) => c.name)).toEqual(['direct_eval', 'train_before_test']);
		expect(r.table.benchmarks).not.toContain('direct_eval_stderr');
		expect(r.notes).toEqual([
			expect.objectContaining({ code: 'ignored-key', params: { name: 'description' } })
		]);
		expect(cell(r.table, 'other/base-2b', 'gsm8k', 0)).toBeNaN();
		expect(cell(r.table, 'other/base-2b', 'gsm8k', 1)).not.toBeNaN();
	});

	it('reads model-first nesting when asked, and stderr keys at the inner level', () => {
		const doc = { a: { x: 0.5, x_stderr: 0.01, y: 0.7 }, b: { x: 0.6, y: 0.2 } };
		const r = ok(
			parseScoreTable(JSON.stringify(doc), 'm.json', { format: 'nested-json', outer: 'model' })
		);
		expect(r.table.models).toEqual(['a', 'b']);
		expect(r.table.benchmarks).toEqual(['x', 'y']);
		expect(cell(r.table, 'a', 'x', 0, 'stderr')).toBe(0.01);
	});

	it('points at the key path of every problem', () => {
		const r = parseScoreTable(
			JSON.stringify({ c1: { x: { a: 1, b: 'oops' } }, c2: { x: 0.5 } }),
			'p.json'
		);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.issues[0]).toMatchObject({ code: 'mixed-depth', path: 'c2' });
		const s = parseScoreTable(
			JSON.stringify({ x: { a: 1, b: 'oops' }, y: { a: 1, b: 2 } }),
			'p.json'
		);
		expect(s.ok).toBe(false);
		if (!s.ok) expect(s.issues[0]).toMatchObject({ code: 'not-a-number', path: 'x › b' });
		const l = parseScoreTable('[1, 2]', 'l.json', { format: 'nested-json', outer: 'benchmark' });
		expect(l.ok).toBe(false);
		if (!l.ok)
			expect(l.issues[0]).toMatchObject({ code: 'json-not-object', params: { found: 'a list' } });
	});
});

const LM_HARMONY =
	process.env.LM_HARMONY_RESULTS ??
	join(FIXTURES, '..', '..', '..', 'shared', 'real', 'lm_harmony', 'all_results.json');
let harmony: string | null = null;
try {
	harmony = readFileSync(LM_HARMONY, 'utf8');
} catch {
	harmony = null;
}

describe.skipIf(harmony === null)('lm-harmony all_results.json (real; skipped when absent)', () => {
	it('reproduces Zhang, Dominguez-Olmedo & Hardt (2025): mean tau-b 0.52 -> 0.76 over 24 benchmarks, 61 models', async () => {
		const { compareConditions } =
			await import('../../../../src/features/score-tables/core/conditions.ts');
		const r = ok(parseScoreTable(harmony!, 'all_results.json'));
		expect(r.table.conditions.map((c) => c.name).sort()).toEqual([
			'direct_eval',
			'train_before_test'
		]);
		expect(r.table.models).toHaveLength(61);
		// The 24 downstream benchmarks; the three *_2025 columns are perplexities (lower is better).
		const downstream = r.table.benchmarks.flatMap((b, i) => (b.endsWith('_2025') ? [] : [i]));
		expect(downstream).toHaveLength(24);
		const cmp = compareConditions(r.table, {
			benchmarks: downstream,
			bootstrap: { draws: 0, seed: 1 }
		});
		const byName = Object.fromEntries(cmp.conditions.map((c) => [c.name, c.agreement.meanTau]));
		// scipy.stats.kendalltau over the same pairs: 0.51733198886 and 0.75523425287
		expect(byName.direct_eval).toBeCloseTo(0.5173319888628373, 12);
		expect(byName.train_before_test).toBeCloseTo(0.7552342528719158, 12);
	});
});
