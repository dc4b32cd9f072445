import { describe, expect, it } from 'vitest';
import { scoreValue } from '../../../src/formats/inspect.ts';
import { analyze, fixtureFile, okMatrix, value } from './util.ts';

const JSON_LOG = 'inspect/2025-01-10T10-00-00+00-00_mmlu-mini_gpt4omini.json';
const EVAL_LOG = 'inspect/2025-01-10T11-00-00+00-00_mmlu-mini_haiku.eval';

describe('Inspect AI logs', () => {
	it('maps C/I/P/N, numbers and booleans', () => {
		expect(['C', 'I', 'P', 'N'].map((v) => scoreValue(v))).toEqual([1, 0, 0.5, 0]);
		expect(scoreValue(0.25)).toBe(0.25);
		expect(scoreValue(true)).toBe(1);
		expect(scoreValue('0.5')).toBe(0.5);
		expect(scoreValue(null)).toBeNull();
		expect(scoreValue('maybe')).toBe('invalid');
		expect(scoreValue({ accuracy: 1, f1: 0.5 }, 'f1')).toBe(0.5);
	});

	it('merges a .json log and a .eval zip; averages epochs; category from metadata', async () => {
		const p = await analyze(fixtureFile(JSON_LOG), fixtureFile(EVAL_LOG));
		expect(p.files.map((f) => f.format)).toEqual(['inspect-log', 'inspect-log']);
		expect(p.choices.files[1]).toMatchObject({
			model: 'anthropic/claude-3-5-haiku',
			metric: 'choice',
			category: 'subject'
		});
		const m = okMatrix(p);
		expect(m.models).toEqual(['openai/gpt-4o-mini', 'anthropic/claude-3-5-haiku']);
		expect(m.itemIds).toEqual(['1', '2', '3', 'q-4']);
		expect(value(m, 'q-4', 'openai/gpt-4o-mini')).toBe(0.5); // P
		expect(value(m, '2', 'anthropic/claude-3-5-haiku')).toBe(0.5); // C then I over two epochs
		expect(value(m, 'q-4', 'anthropic/claude-3-5-haiku')).toBe(0.5); // N then C
		expect(m.meta.category).toEqual(['math', 'chemistry', 'physics', 'math']);
		// each cell keeps its scored epochs as its trials: one for the .json log, two for the .eval
		expect(m.trials?.perCell && Array.from(m.trials.perCell)).toEqual([1, 2, 1, 2, 1, 2, 1, 2]);
		const r = p.result;
		expect(r.ok && r.details?.outputs?.[0][0]).toBe('ANSWER: B');
		expect(r.ok && r.details?.target[2]).toBe('C');
	});

	it('reads a .eval file from a stream of small chunks', async () => {
		const a = okMatrix(await analyze(fixtureFile(JSON_LOG), fixtureFile(EVAL_LOG, EVAL_LOG, 97)));
		expect(a.nItems).toBe(4);
	});
});
