import { describe, expect, it } from 'vitest';
import { instructionId } from '../../../src/formats/alpaca-eval.ts';
import { analyze, fixtureFile, okMatrix } from './util.ts';

const A = 'alpaca-eval/model_alpha/weighted_alpaca_eval_gpt4_turbo/annotations.json';
const B = 'alpaca-eval/model_beta/weighted_alpaca_eval_gpt4_turbo/annotations.json';

describe('AlpacaEval annotations', () => {
	it('item = instruction, model = generator_2, score = preference - 1, a tie (0) = 0.5, null = missing', async () => {
		const p = await analyze(fixtureFile(A), fixtureFile(B));
		expect(p.files.map((f) => f.format)).toEqual(['alpaca-annotations', 'alpaca-annotations']);
		const m = okMatrix(p);
		expect(m.models).toEqual(['model_alpha', 'model_beta']);
		expect(m.nItems).toBe(4);
		const id = instructionId('Explain recursion to a child.');
		const i = m.itemIds.indexOf(id);
		expect(m.values![i * 2]).toBe(0.5);
		expect(m.values![i * 2 + 1]).toBeCloseTo(0.99, 12);
		expect(m.values![0]).toBeCloseTo(0.9, 12);
		expect(m.missingCells).toBe(1);
		expect(m.meta.category).toEqual(['oasst', 'helpful_base', 'koala', 'selfinstruct']);
		const r = p.result;
		expect(r.ok && r.details?.text[0]).toBe('Write a haiku about autumn.');
		expect(r.ok && r.details?.outputs?.[0][1]).toBe('model_beta says: ...');
	});

	it('gives stable, distinct ids', () => {
		expect(instructionId('a')).toBe(instructionId('a'));
		expect(instructionId('a')).not.toBe(instructionId('b'));
		expect(instructionId('x')).toMatch(/^ae-[0-9a-f]{12}$/);
	});
});
