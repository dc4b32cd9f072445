/**
 * Where the English says something particular for zero (`=0 {…}` in a plural), the Chinese says it
 * too: Chinese has no grammatical plural, but “另有 0 道其他题目被标记” is not how one says “no other
 * item is flagged”. Checked on the parsed messages, argument by argument.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/messages/en.ts';
import zhCN from '../../../src/i18n/messages/zh-CN.ts';

// intl-messageformat's AST element types (@formatjs/icu-messageformat-parser TYPE)
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

type AstNode = {
	type: number;
	value?: string;
	children?: AstNode[];
	options?: Record<string, { value: AstNode[] }>;
};

/** The plural arguments of a message that have an `=0` branch. */
function zeroBranches(source: string, locale: string): Set<string> {
	const found = new Set<string>();
	const walk = (nodes: AstNode[]) => {
		for (const n of nodes) {
			if (n.type === PLURAL && n.options?.['=0']) found.add(n.value!);
			if (n.type === TAG && n.children) walk(n.children);
			if (n.type === PLURAL || n.type === SELECT) {
				for (const option of Object.values(n.options ?? {})) walk(option.value);
			}
		}
	};
	walk(new IntlMessageFormat(source, locale).getAst() as unknown as AstNode[]);
	return found;
}

describe('plural =0 branches', () => {
	it('every =0 branch of the English exists in the Chinese', () => {
		const missing: string[] = [];
		for (const [key, source] of Object.entries(en)) {
			const zh = zeroBranches(zhCN[key as keyof typeof zhCN], 'zh-CN');
			for (const arg of zeroBranches(source, 'en')) {
				if (!zh.has(arg)) missing.push(`${key}: {${arg}, plural, =0 …}`);
			}
		}
		expect(missing).toEqual([]);
	});

	it('finds a dropped branch', () => {
		expect([...zeroBranches('{n, plural, =0 {none} one {# item} other {# items}}', 'en')]).toEqual([
			'n'
		]);
		expect([...zeroBranches('另有 {n, plural, other {# 道}}', 'zh-CN')]).toEqual([]);
		expect([
			...zeroBranches('<b>{a, select, x {{n, plural, =0 {无} other {#}}} other {}}</b>', 'zh-CN')
		]).toEqual(['n']);
	});
});
