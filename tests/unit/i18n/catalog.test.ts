/**
 * The two catalogs say the same things: the same keys, the same placeholders (name and kind), the
 * same rich-text tags; every message parses and formats in its locale; the Chinese uses no Latin
 * word outside the agreed technical terms.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { RICH_TAGS, translateById } from '../../../src/i18n/catalog.ts';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import en from '../../../src/i18n/messages/en.ts';
import zhCN from '../../../src/i18n/messages/zh-CN.ts';
import { LATIN_TERMS } from './latin-terms.ts';

const CATALOGS: Record<Locale, Record<string, string>> = { en, 'zh-CN': zhCN };

// intl-messageformat's AST element types (@formatjs/icu-messageformat-parser TYPE)
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

interface Shape {
	readonly args: Record<string, 'string' | 'select' | 'number' | 'date'>;
	readonly tags: string[];
}

type AstNode = {
	type: number;
	value?: string;
	children?: AstNode[];
	options?: Record<string, { value: AstNode[] }>;
};

function shape(source: string, locale: Locale): Shape {
	const ast = new IntlMessageFormat(source, locale).getAst() as unknown as AstNode[];
	const args: Record<string, 'string' | 'select' | 'number' | 'date'> = {};
	const tags = new Set<string>();
	const walk = (nodes: AstNode[]) => {
		for (const n of nodes) {
			if (n.type === ARGUMENT) args[n.value!] = 'string';
			if (n.type === SELECT) args[n.value!] = 'select';
			if (n.type === NUMBER || n.type === PLURAL) args[n.value!] = 'number';
			if (n.type === DATE || n.type === TIME) args[n.value!] = 'date';
			if (n.type === TAG) tags.add(n.value!);
			if (n.children) walk(n.children);
			for (const option of Object.values(n.options ?? {})) walk(option.value);
		}
	};
	walk(ast);
	// Word order differs between languages: compare placeholders by name, not by position.
	const sorted = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
	return { args: sorted, tags: [...tags].sort() };
}

function sampleParams(s: Shape): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(s.args).map(([name, kind]) => [
			name,
			kind === 'number'
				? 1234
				: kind === 'date'
					? new Date(2024, 4, 1)
					: kind === 'select'
						? 'other' // a select shows its branch, not its value
						: `‹${name}›`
		])
	);
}

const keys = Object.keys(en);

describe('message catalogs', () => {
	it('both languages have exactly the same keys', () => {
		for (const locale of LOCALES) {
			expect(Object.keys(CATALOGS[locale]).sort(), locale).toEqual([...keys].sort());
		}
	});

	it('the same placeholders (name and kind) and the same tags, key by key', () => {
		const mismatches: string[] = [];
		for (const key of keys) {
			const base = shape(en[key as keyof typeof en], 'en');
			for (const locale of LOCALES) {
				const other = shape(CATALOGS[locale][key], locale);
				if (JSON.stringify(other) !== JSON.stringify(base)) {
					mismatches.push(`${locale} ${key}: ${JSON.stringify(other)} ≠ ${JSON.stringify(base)}`);
				}
			}
		}
		expect(mismatches).toEqual([]);
	});

	it('only known rich-text tags, and no placeholder named like one', () => {
		for (const locale of LOCALES) {
			for (const key of keys) {
				const { args, tags } = shape(CATALOGS[locale][key], locale);
				for (const tag of tags) {
					expect(RICH_TAGS as readonly string[], `${locale} ${key}`).toContain(tag);
				}
				for (const name of Object.keys(args)) {
					expect(RICH_TAGS as readonly string[], `${locale} ${key}`).not.toContain(name);
				}
			}
		}
	});

	it('every message formats with its parameters, leaving no braces or tags behind', () => {
		for (const locale of LOCALES) {
			for (const key of keys) {
				const params = sampleParams(shape(CATALOGS[locale][key], locale));
				const out = translateById(locale, key, params);
				expect(out, `${locale} ${key}`).not.toBe(key);
				expect(out, `${locale} ${key}`).not.toMatch(/[{}]|<\/?(code|strong|em)>/);
				for (const [name, value] of Object.entries(params)) {
					if (typeof value === 'string' && value.startsWith('‹'))
						expect(out, `${locale} ${key}`).toContain(value);
					else if (typeof value === 'number')
						expect(out, `${locale} ${key} ${name}`).toMatch(/1,234/);
				}
			}
		}
	});

	it('the Chinese uses no Latin word outside the agreed technical terms', () => {
		const allowed = new Set(LATIN_TERMS.map((w) => w.toLowerCase()));
		const stray: string[] = [];
		for (const key of keys) {
			const source = zhCN[key as keyof typeof zhCN];
			// placeholders and tags are not text
			let text = source.replace(/<\/?\w+>/g, ' ');
			// Placeholders nest (`{n, plural, other {# 道题目}}`): from the innermost out, a branch's
			// text is kept (marked ⟦…⟧), an argument and a plural's or select's keys are not.
			for (let before = ''; before !== text;) {
				before = text;
				text = text.replace(/\{([^{}]*)\}/g, (_, inner: string) => {
					const branches = inner.match(/⟦[^⟦⟧]*⟧/g);
					if (branches) return ` ${branches.join(' ')} `;
					if (/^\s*\w+\s*(,|$)/.test(inner)) return ' ';
					return ` ⟦${inner}⟧ `;
				});
			}
			text = text.replace(/[⟦⟧]/g, ' ');
			for (const word of text.match(/[A-Za-z][\w@.:-]*[A-Za-z0-9]|[A-Za-z]/g) ?? []) {
				const bare = word.replace(/^[.-]+|[.:-]+$/g, '');
				const pieces = [bare, ...bare.split(/[._:]/)];
				if (!pieces.some((p) => allowed.has(p.toLowerCase()))) stray.push(`${key}: ${word}`);
			}
		}
		expect(stray).toEqual([]);
	});
});
