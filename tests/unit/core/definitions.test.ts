import { describe, expect, it } from 'vitest';
import {
	DEFINITIONS,
	definitionsFor,
	definitionText,
	definitionWords,
	type DefinitionId
} from '../../../src/report/definitions.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';

const ids = Object.keys(DEFINITIONS) as DefinitionId[];

describe('definitions', () => {
	it('every figure has its words in every language: term, what, how, and what it is not', () => {
		for (const locale of LOCALES) {
			for (const id of ids) {
				const w = definitionWords(id, locale);
				expect(w.term, `${locale} ${id}`).not.toBe('');
				expect(w.what, `${locale} ${id}`).not.toBe('');
				expect(w.how.length, `${locale} ${id}`).toBeGreaterThan(0);
				expect(w.not === null, `${locale} ${id}`).toBe(!DEFINITIONS[id].hasNot);
			}
		}
	});

	it('code and formulas are quoted the same in every language', () => {
		const code = (id: DefinitionId, locale: (typeof LOCALES)[number]) =>
			definitionWords(id, locale)
				.how.filter((p) => typeof p !== 'string')
				.map((p) => (p as { text: string }).text);
		for (const id of ids) expect(code(id, 'zh-CN').sort(), id).toEqual(code(id, 'en').sort());
		expect(code('rank', 'en')).toEqual(['scipy.stats.rankdata(-scores, method="min")']);
	});

	it('the results JSON carries English sentences, code inline', () => {
		expect(definitionText('pFirst')).toBe(
			'The share of redraws in which the model is ranked first. Over all draws: 1 when the model alone is first, 1/k when k models tie for first, 0 otherwise (also when it is absent from the draw); the mean of that over draws. The column sums to 1. Every “first” the app counts (the leader kept first, the leader floor, a sweep step, the variants, a worst case) follows this one rule. The share of redraws in which the model is first, not the probability that it is truly the best model.'
		);
		expect(definitionText('rank')).toContain('scipy.stats.rankdata(-scores, method="min"): tied');
		expect(definitionsFor('variants')).not.toContain('pFirst');
		expect(definitionsFor('sample')).toContain('pFirst');
	});
});
