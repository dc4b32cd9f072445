/**
 * Property tests: whatever text arrives — random, or a valid fixture mutated — the score-table
 * parsers and the sniff end in a valid table or in issues that name the file (and, for a cell, its
 * row and column or its key path), never in an exception.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTable } from '../../../../src/features/score-tables/core/ScoreTable.ts';
import { parseScoreTable } from '../../../../src/features/score-tables/formats/parse.ts';
import { sniffScoreTable } from '../../../../src/features/score-tables/formats/sniff.ts';
import type {
	ScoreTableChoices,
	ScoreTableParse
} from '../../../../src/features/score-tables/formats/types.ts';
import { FIXTURES } from '../../helpers.ts';

const DIR = join(FIXTURES, 'score-table');
const SEEDS = readdirSync(DIR).map((name) => ({
	name,
	text: readFileSync(join(DIR, name), 'utf8')
}));
const CELL_CODES = new Set([
	'not-a-number',
	'decimal-comma',
	'number-too-large',
	'boolean-score',
	'negative-stderr',
	'duplicate-cell'
]);

function check(r: ScoreTableParse, file: string): void {
	expect(() => structuredClone(r)).not.toThrow();
	if (r.ok) {
		expect(checkTable(r.table)).toEqual([]);
		expect(r.table.models.length).toBeGreaterThanOrEqual(2);
		for (const c of r.table.conditions) {
			for (const v of c.scores) expect(Number.isNaN(v) || Number.isFinite(v)).toBe(true);
			if (c.stderr) for (const v of c.stderr) expect(Number.isNaN(v) || v >= 0).toBe(true);
		}
		return;
	}
	expect(r.issues.length).toBeGreaterThan(0);
	for (const i of r.issues) {
		expect(i.file).toBe(file);
		expect(i.message.length).toBeGreaterThan(0);
		if (CELL_CODES.has(i.code))
			expect(i.row !== undefined || i.path !== undefined, JSON.stringify(i)).toBe(true);
	}
}

const NAMES = ['x.csv', 'x.tsv', 'x.json', 'x.jsonl'];
const RUN = { numRuns: 200, timeout: 4000, interruptAfterTimeLimit: 20_000 };

const CHOICES: ScoreTableChoices[] = [
	{ format: 'wide', delimiter: ',', orientation: 'models-as-rows' },
	{ format: 'wide', delimiter: '\t', orientation: 'benchmarks-as-rows', idColumn: 3 },
	{
		format: 'wide',
		delimiter: ',',
		orientation: 'models-as-rows',
		conditionColumn: 1,
		exclude: ['a']
	},
	{
		format: 'long',
		container: 'csv',
		delimiter: ',',
		columns: { model: 'model', benchmark: 'benchmark', score: 'score', stderr: 'se' }
	},
	{
		format: 'long',
		container: 'jsonl',
		columns: { model: 'model', benchmark: 'task', score: 'accuracy', condition: 'c' }
	},
	{
		format: 'long',
		container: 'json',
		columns: { model: 'm', benchmark: 'b', score: 's' },
		duplicates: 'mean'
	},
	{ format: 'nested-json', outer: 'benchmark' },
	{ format: 'nested-json', outer: 'model' }
];

describe('fuzz: score-table parsers end in a table or clean issues', () => {
	it('random text that looks like CSV / JSON, with and without choices', () => {
		const token = fc.constantFrom(
			'model',
			'benchmark',
			'score',
			'mmlu',
			'mmlu_stderr',
			'direct_eval',
			'direct_eval_stderr',
			'a',
			'b',
			'1',
			'0',
			'0.5',
			'75%',
			'N/A',
			'true',
			'-0.1',
			'1e999',
			'"',
			',',
			'\n',
			'\t',
			'{',
			'}',
			'[',
			']',
			':',
			'"x"',
			'"y"',
			'"mmlu"',
			'"a_stderr"',
			'null',
			' ',
			'__proto__'
		);
		fc.assert(
			fc.property(
				fc.array(token, { maxLength: 300 }),
				fc.constantFrom(...NAMES),
				fc.option(fc.constantFrom(...CHOICES)),
				(tokens, name, choice) => {
					const text = tokens.join('');
					sniffScoreTable(text, name);
					sniffScoreTable(text, name, false);
					check(parseScoreTable(text, name, choice ?? undefined), name);
				}
			),
			RUN
		);
	}, 60_000);

	it('mutations of every fixture', () => {
		const mutation = fc.record({
			at: fc.nat(),
			len: fc.integer({ min: 0, max: 12 }),
			text: fc.constantFrom(
				'',
				'"',
				',',
				'\n',
				'{',
				'}',
				'[',
				':',
				'null',
				'abc',
				'-5',
				'1,5',
				'\u0000',
				'é',
				'_stderr'
			)
		});
		fc.assert(
			fc.property(
				fc.constantFrom(...SEEDS),
				fc.array(mutation, { minLength: 1, maxLength: 5 }),
				fc.option(fc.constantFrom(...CHOICES)),
				(seed, ms, choice) => {
					let t = seed.text;
					for (const m of ms) {
						const at = m.at % (t.length + 1);
						t = t.slice(0, at) + m.text + t.slice(at + m.len);
					}
					sniffScoreTable(t, seed.name);
					check(parseScoreTable(t, seed.name, choice ?? undefined), seed.name);
				}
			),
			{ ...RUN, numRuns: 400 }
		);
	}, 60_000);

	it('random JSON values', () => {
		fc.assert(
			fc.property(
				fc.jsonValue({ maxDepth: 4 }),
				fc.constantFrom(...CHOICES.slice(4)),
				(v, choice) => {
					const text = JSON.stringify(v) ?? '';
					sniffScoreTable(text, 'x.json');
					check(parseScoreTable(text, 'x.json'), 'x.json');
					check(parseScoreTable(text, 'x.json', choice), 'x.json');
				}
			),
			RUN
		);
	}, 60_000);
});
