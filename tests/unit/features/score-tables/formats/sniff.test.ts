import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffScoreTable } from '../../../../../src/features/score-tables/formats/sniff.ts';
import { FIXTURES, HAVE_REAL, REAL } from '../../../helpers.ts';

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		return statSync(p).isDirectory() ? walk(p) : [p];
	});
}

describe('sniffScoreTable', () => {
	it('recognises every score-table fixture, with proposals', () => {
		const expected: Record<string, string> = {
			'wide-stderr.csv': 'stderr-columns',
			'wide-transposed.tsv': 'stderr-columns',
			'long.csv': 'long-columns',
			'long.jsonl': 'records-with-benchmark',
			'nested-single.json': 'nested-scores',
			'two-conditions.json': 'nested-scores'
		};
		for (const [file, code] of Object.entries(expected)) {
			const s = sniffScoreTable(readFileSync(join(FIXTURES, 'score-table', file), 'utf8'), file);
			expect(s.kind, file).toBe('score-table');
			expect(s.reason.code, file).toBe(code);
			expect(s.confidence).toBeGreaterThanOrEqual(0.8);
			expect(s.proposals.length).toBeGreaterThan(0);
			expect(s.message.length).toBeGreaterThan(0);
		}
	});

	it('offers a wide table in both orientations, the likelier first', () => {
		const s = sniffScoreTable('benchmark,a,b\nx,0.5,0.6\ny,0.7,0.2\n', 't.csv');
		expect(s.proposals.map((p) => (p.format === 'wide' ? p.orientation : p.format))).toEqual([
			'benchmarks-as-rows',
			'models-as-rows'
		]);
	});

	it('never calls a per-item fixture of the importers a confident score table', () => {
		// The one exception is a real ambiguity: a flipped wide table of aggregate scores
		// (models x test sets) reads as either; the import review offers both.
		const ambiguous = new Set(['wide/transposed.csv']);
		const root = join(FIXTURES, 'formats');
		for (const p of walk(root)) {
			const name = relative(root, p);
			const s = sniffScoreTable(readFileSync(p).toString('utf8'), name);
			if (ambiguous.has(name)) continue;
			expect(s.kind === 'score-table' && s.confidence >= 0.5, name).toBe(false);
		}
		for (const f of ['small-binary.csv', 'small-continuous.csv']) {
			expect(sniffScoreTable(readFileSync(join(FIXTURES, 'golden', f), 'utf8'), f).kind).toBe(
				'per-item-matrix'
			);
		}
	});

	it('leaves a results log with its per-item records one level down to the importers (promptfoo)', () => {
		const file = 'promptfoo/support-eval.json';
		const s = sniffScoreTable(readFileSync(join(FIXTURES, 'formats', file), 'utf8'), file);
		expect(s).toMatchObject({ kind: 'per-item-matrix', reason: { code: 'records-with-item' } });
		const inner = { evalId: 'e', results: { version: 3, results: [{ testIdx: 0, score: 1 }] } };
		expect(sniffScoreTable(JSON.stringify(inner), 'out.json').kind).toBe('per-item-matrix');
		// Nested scores stay a score table.
		const nested = { mmlu: { a: 0.5, b: 0.6 }, gsm8k: { a: 0.7, b: { x: 1 } } };
		expect(sniffScoreTable(JSON.stringify(nested), 'n.json').kind).toBe('score-table');
	});

	it('tells an empty or cut-off file apart', () => {
		expect(sniffScoreTable('', 'x.csv').reason.code).toBe('empty');
		expect(sniffScoreTable('{"a": {"b": 1', 'x.json', false).reason.code).toBe('incomplete-json');
		expect(sniffScoreTable('{"a": {"b": 1', 'x.json').reason.code).toBe('not-json');
	});

	it.skipIf(!HAVE_REAL)(
		'real files: ImageNetV2 accuracies are a score table, its per-image matrix is not',
		() => {
			const acc = join(REAL, 'imagenet_v2', 'accuracies.csv');
			expect(sniffScoreTable(readFileSync(acc, 'utf8'), acc)).toMatchObject({
				kind: 'score-table'
			});
			const wide = join(REAL, 'imagenet_v2', 'imagenet_v2.wide.csv');
			const head = readFileSync(wide, 'utf8').slice(0, 64 * 1024);
			expect(sniffScoreTable(head, wide, false)).toMatchObject({ kind: 'per-item-matrix' });
		}
	);
});
