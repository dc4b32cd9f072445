/**
 * One concept, one word: no Chinese catalog message spells a glossary term another way (or breaks
 * a house rule: authors in Latin letters, 你 not 您, the Chinese ellipsis ……); the glossary itself
 * has each term once, in both languages, and follows its own rules.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../src/i18n/glossary/terms.ts';
import { SPELLING_RULES, spellingProblems } from '../../../src/i18n/glossary/spelling.ts';
import { QUOTES } from '../../../src/core/classroom/sources.ts';
import en from '../../../src/i18n/messages/en.ts';
import zhCN from '../../../src/i18n/messages/zh-CN.ts';

const show = (ps: ReturnType<typeof spellingProblems>) =>
	ps.map((p) => `${p.key}: “${p.found}” (${p.rule}; use ${p.use})`);

describe('glossary', () => {
	it('no Chinese message spells a glossary term another way', () => {
		expect(show(spellingProblems(zhCN))).toEqual([]);
	});

	it('each term once, with a term and a one-line definition in both languages', () => {
		const ids = GLOSSARY.map((t) => t.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const lang of ['en', 'zh-CN'] as const) {
			const terms = GLOSSARY.map((t) => t[lang].term.toLowerCase());
			expect(new Set(terms).size, lang).toBe(terms.length);
			for (const t of GLOSSARY) {
				expect(t[lang].term.trim(), `${t.id} ${lang}`).not.toBe('');
				expect(t[lang].definition, `${t.id} ${lang}`).not.toMatch(/\n/);
				expect(t[lang].definition.length, `${t.id} ${lang}`).toBeGreaterThan(5);
			}
		}
	});

	it('our translations of the classroom quotes follow it too (the source’s own Chinese is quoted as it is)', () => {
		const ours = Object.fromEntries(
			Object.entries(QUOTES).flatMap(([id, q]) =>
				'zhCNOurs' in q ? [[`quote.${id}`, q.zhCNOurs]] : []
			)
		);
		expect(Object.keys(ours).length).toBeGreaterThan(5);
		expect(show(spellingProblems(ours))).toEqual([]);
	});

	it('the glossary follows its own rules', () => {
		const own = Object.fromEntries(
			GLOSSARY.map((t) => [`glossary.${t.id}`, `${t['zh-CN'].term} ${t['zh-CN'].definition}`])
		);
		expect(show(spellingProblems(own))).toEqual([]);
	});

	it('every exception names a real message, and the banned spelling is there', () => {
		for (const rule of SPELLING_RULES) {
			for (const key of Object.keys(rule.banned.allowIn ?? {})) {
				expect(zhCN[key as keyof typeof zhCN], key).toBeDefined();
				const without = spellingProblems({ [key]: zhCN[key as keyof typeof zhCN] }, [
					{ ...rule, banned: { pattern: rule.banned.pattern } }
				]);
				expect(without.length, `${key} still needs its exception`).toBe(1);
			}
		}
	});

	it('catches a term spelled another way', () => {
		const wrong = {
			a: '概率单位坐标',
			b: '排名区间',
			c: '答案键',
			d: '第一名的分数',
			e: '按聚类',
			f: '200 个题目',
			g: '哈特 2025',
			h: '正在计算…'
		};
		expect(spellingProblems(wrong).map((p) => p.key)).toEqual([
			'a',
			'b',
			'c',
			'd',
			'e',
			'f',
			'g',
			'h'
		]);
		const right = { a: '正态分位数', b: '第一名占比', c: '3 个题目列', d: '正在计算……' };
		expect(spellingProblems(right)).toEqual([]);
	});

	it('the English catalog has the English terms the glossary names', () => {
		const all = Object.values(en).join('\n').toLowerCase();
		for (const t of GLOSSARY) {
			const word = t.en.term.replace(/\s*\(.*\)$/, '').toLowerCase();
			expect(all.includes(word), `${t.id}: “${word}”`).toBe(true);
		}
	});
});
