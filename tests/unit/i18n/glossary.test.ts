/**
 * One concept, one word: no Chinese catalog message spells a glossary term another way (or breaks
 * a house rule: authors in Latin letters, 你 not 您, the Chinese ellipsis ……); the glossary itself
 * has each term once, in both languages, and follows its own rules.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../src/i18n/glossary/terms.ts';
import { SPELLING_RULES, spellingProblems } from '../../../src/i18n/glossary/spelling.ts';
import { QUOTES } from '../../../src/features/classroom/core/sources.ts';
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

	it('catches the spellings issue 31 found in the Chinese catalogs (and the glossary names their replacements)', () => {
		const old = {
			noiseFloor: '仅有抽样噪声时的噪声底线',
			clusterSE: '整群标准误',
			leader: '领先者',
			studyingToTest: '准备考试（“benchmaxxed”）',
			benchmaxxed: '有些人称之为“benchmaxxed”',
			groundTruth: '它与 ground truth 一致吗？',
			measureWordKey: '3 道标准答案错误',
			measureWordHarness: '1 道评测框架故障',
			postTrained: '根据早期基准进行“后训练”',
			imagenetV2: '新版 ImageNet 测试集',
			kendall: '（肯德尔 1948）',
			midP: '（中点 p 值）',
			onTheLine: '准确率落在一条直线上',
			trials: '更少尝试',
			keyDrift: '这是答案有误的典型迹象',
			leaderFloor: '榜首底线',
			leaderKept: '榜首保持第一'
		};
		const caught = new Set(spellingProblems(old).map((p) => p.key));
		expect(Object.keys(old).filter((k) => !caught.has(k))).toEqual([]);
		const now = {
			noiseFloor: '噪声基底',
			clusterSE: '聚类稳健标准误',
			leader: '榜首',
			studyingToTest: '应试（“刷榜”）',
			groundTruth: '它与真实标签一致吗？',
			measureWords: '3 处标准答案错误，1 次评测框架故障',
			postTrained: '在早期的基准上做过“后训练”',
			imagenetV2: 'ImageNetV2',
			kendall: '（Kendall 1948）',
			midP: '（mid-p 值）',
			onTheLine: '准确率在一条线上',
			trials: '更少试验',
			key: '这是标准答案有误的典型迹象',
			leaderFloor: '榜首的噪声基底',
			leaderKept: '榜首不变'
		};
		expect(show(spellingProblems(now))).toEqual([]);
		const terms = GLOSSARY.map((t) => t['zh-CN'].term).join(' ');
		for (const term of ['噪声基底', '聚类稳健标准误', '榜首', '刷榜', '应试', '真实标签']) {
			expect(terms, term).toContain(term);
		}
		// trace and eval stay as Chinese LLM practice writes them, glossed once.
		const glossed = (id: string) => GLOSSARY.find((t) => t.id === id)!['zh-CN'].term;
		expect(glossed('trace')).toMatch(/^trace（.+）$/);
		expect(glossed('eval')).toMatch(/^eval（.+）$/);
	});

	it('the English catalog has the English terms the glossary names', () => {
		const all = Object.values(en).join('\n').toLowerCase();
		for (const t of GLOSSARY) {
			const word = t.en.term.replace(/\s*\(.*\)$/, '').toLowerCase();
			expect(all.includes(word), `${t.id}: “${word}”`).toBe(true);
		}
	});
});
