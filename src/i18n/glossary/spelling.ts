/**
 * The rules the Chinese catalogs follow: each glossary term's banned spellings (`terms.ts`), plus
 * rules that are not terms — authors cited in Latin letters, as Chinese researchers cite them; the
 * informal 你 throughout; the Chinese ellipsis …… (two characters, GB/T 15834). `spellingProblems`
 * lists every message that breaks one; `tests/unit/i18n/glossary.test.ts` requires none.
 */
import { GLOSSARY, type BannedSpelling } from './terms.ts';

interface SpellingRule {
	/** What the rule keeps: a glossary term id, or the name of a house rule. */
	readonly id: string;
	/** The spelling to use instead (shown in a failing test). */
	readonly use: string;
	readonly banned: BannedSpelling;
}

/** Cited authors, transliterated: Chinese researchers write these names in Latin letters. */
const AUTHORS: readonly [string, string][] = [
	['哈特', 'Hardt'],
	['哈梅尔', 'Hamel'],
	['侯赛因', 'Husain'],
	['埃夫隆', 'Efron'],
	['米勒', 'Miller'],
	['多明格斯', 'Dominguez-Olmedo'],
	['奥尔梅多', 'Dominguez-Olmedo'],
	['张与', 'Zhang &'],
	['张、', 'Zhang,'],
	['雷希特', 'Recht'],
	['诺斯卡特', 'Northcutt']
];

/** House rules that are not glossary terms. */
const HOUSE_RULES: readonly SpellingRule[] = [
	...AUTHORS.map(([wrong, latin]) => ({
		id: 'authors-in-latin',
		use: latin,
		banned: { pattern: wrong }
	})),
	// A year after a transliterated name is a citation: Kendall 1948, not 肯德尔 1948.
	{ id: 'authors-in-latin', use: 'Kendall', banned: { pattern: /肯德尔\s*\d{4}/ } },
	{ id: 'informal-you', use: '你', banned: { pattern: '您' } },
	// The benchmark's own name, as the classroom and the score tables write it.
	{ id: 'imagenet-v2', use: 'ImageNetV2', banned: { pattern: '新版 ImageNet' } },
	// mid-p, as the analysis and the heat maps write it.
	{ id: 'mid-p', use: 'mid-p', banned: { pattern: '中点' } },
	// 道 counts items (题目), not what is wrong with them: 1 处标准答案错误, 3 次评测框架故障.
	{ id: 'measure-words', use: '处 / 次', banned: { pattern: /道(?:标准答案错误|评测框架故障)/ } },
	// Hardt's "post-trained on the earlier benchmark" (在……上), not "according to" it.
	{ id: 'post-trained-on', use: '在早期的基准上', banned: { pattern: '根据早期基准' } },
	// A single … (the English ellipsis) standing alone; …… is the Chinese one.
	{ id: 'chinese-ellipsis', use: '……', banned: { pattern: /(?<!…)…(?!…)/ } },
	// config.lead: "can explain" is not "often explains".
	{
		id: 'config-lead',
		use: '（能够解释，不是“往往”）',
		banned: { pattern: '往往比能力差异' }
	}
];

/** Every rule: the glossary's banned spellings, then the house rules. */
export const SPELLING_RULES: readonly SpellingRule[] = [
	...GLOSSARY.flatMap((term) =>
		(term.banned ?? []).map((banned) => ({ id: term.id, use: term['zh-CN'].term, banned }))
	),
	...HOUSE_RULES
];

function matches(text: string, pattern: string | RegExp): string | null {
	if (typeof pattern === 'string') return text.includes(pattern) ? pattern : null;
	const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
	return m ? m[0] : null;
}

interface SpellingProblem {
	readonly key: string;
	readonly rule: string;
	readonly found: string;
	readonly use: string;
}

/** The messages of `catalog` that spell a glossary term (or break a house rule) another way. */
export function spellingProblems(
	catalog: Readonly<Record<string, string>>,
	rules: readonly SpellingRule[] = SPELLING_RULES
): SpellingProblem[] {
	const problems: SpellingProblem[] = [];
	for (const [key, text] of Object.entries(catalog)) {
		for (const rule of rules) {
			if (rule.banned.allowIn?.[key]) continue;
			const found = matches(text, rule.banned.pattern);
			if (found !== null) problems.push({ key, rule: rule.id, found, use: rule.use });
		}
	}
	return problems;
}
