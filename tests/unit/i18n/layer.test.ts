import { describe, expect, expectTypeOf, it } from 'vitest';
import {
	isMessageKey,
	translate,
	translateMsg,
	translateRich,
	type MessageParams
} from '../../../src/i18n/catalog.ts';
import { fmt, i18n, msg, t, tm, tRich } from '../../../src/i18n/i18n.svelte.ts';
import { LOCALES, matchLocale, resolveLocale } from '../../../src/i18n/locales.ts';

describe('placeholders are typed from the English message', () => {
	it('reads names and kinds', () => {
		// Type assertions: tsc checks them (npm run check).
		expectTypeOf<keyof MessageParams<'app.name'>>().toEqualTypeOf<never>();
		expectTypeOf<MessageParams<'library.renameLabel'>>().toEqualTypeOf<{ name: string }>();
		expectTypeOf<MessageParams<'backup.exported'>>().toEqualTypeOf<{
			datasets: number;
			runs: number;
		}>();
		expectTypeOf<MessageParams<'review.overlap'>>().toEqualTypeOf<{
			a: string;
			b: string;
			count: number;
		}>();
		expectTypeOf<MessageParams<'drop.formats'>>().toEqualTypeOf<{
			itemId: string;
			meta: string;
			eval: string;
		}>();
		// At run time the parameters the types name are the ones each message uses: every value
		// given shows in the text (a name the message does not use would be left out).
		expect(translate('en', 'app.name')).toBe('Perturbation Sandbox');
		expect(translate('en', 'library.renameLabel', { name: 'X' })).toBe('New name for X');
		expect(translate('en', 'backup.exported', { datasets: 2, runs: 1 })).toBe(
			'Exported 2 datasets and 1 saved run.'
		);
		expect(translate('en', 'review.overlap', { a: 'A', b: 'B', count: 3 })).toBe(
			'Smallest overlap: A and B share 3 items'
		);
		expect(translate('en', 'drop.formats', { itemId: 'ID', meta: 'META', eval: 'EVAL' })).toMatch(
			/^A score matrix \(CSV\/TSV\/Parquet\/Excel: ID, optional META columns, .* Inspect EVAL, /
		);
	});

	it('rejects wrong or missing parameters at compile time', () => {
		// @ts-expect-error count must be a number
		const countAsText = translate('en', 'privacy.stored.now', { count: '3' });
		// @ts-expect-error parameters are required
		const noParameters = translate('en', 'privacy.stored.now');
		// @ts-expect-error no such key
		const noSuchKey = translate('en', 'no.such.key');
		// Had the types been bypassed (a cast, plain JavaScript), the page still shows something
		// and never crashes: a number given as text is formatted, a gap shows as the key.
		expect(countAsText).toBe('Now: 3 datasets.');
		expect(noParameters).toBe('privacy.stored.now');
		expect(noSuchKey).toBe('no.such.key');
	});
});

describe('plurals (Intl.PluralRules)', () => {
	it('English has one and other', () => {
		expect(translate('en', 'privacy.stored.now', { count: 1 })).toBe('Now: 1 dataset.');
		expect(translate('en', 'privacy.stored.now', { count: 0 })).toBe('Now: 0 datasets.');
		expect(translate('en', 'privacy.stored.now', { count: 1234 })).toBe('Now: 1,234 datasets.');
		expect(translate('en', 'backup.exported', { datasets: 1, runs: 2 })).toBe(
			'Exported 1 dataset and 2 saved runs.'
		);
		expect(translate('en', 'backup.conflicts', { count: 2 })).toBe(
			'2 of them are already here under another name:'
		);
	});

	it('Chinese has one form, with numbers grouped for the locale', () => {
		expect(translate('zh-CN', 'privacy.stored.now', { count: 1 })).toBe('目前：1 个数据集。');
		expect(translate('zh-CN', 'privacy.stored.now', { count: 12000 })).toBe(
			'目前：12,000 个数据集。'
		);
		expect(translate('zh-CN', 'review.shape', { models: 20, items: 1000 })).toBe(
			'20 个模型 × 1,000 道题目'
		);
	});
});

describe('rich text', () => {
	it('keeps tags as parts, or drops them for plain text', () => {
		const parts = translateRich('en', 'privacy.check.csp', { csp: "connect-src 'self'" });
		expect(parts).toEqual([
			'The page carries a Content-Security-Policy with ',
			{ tag: 'code', text: "connect-src 'self'" },
			': the browser itself refuses any connection to another site. See it in the page source.'
		]);
		expect(translate('zh-CN', 'privacy.check.csp', { csp: 'x' })).toContain('（CSP）x：');
	});

	it('never interprets parameter text as markup', () => {
		const parts = translateRich('en', 'review.overlap', { a: '<b>evil</b>', b: '{x}', count: 3 });
		expect(parts).toEqual([
			'Smallest overlap: ',
			{ tag: 'data', text: '<b>evil</b>' },
			' and ',
			{ tag: 'data', text: '{x}' },
			' share 3 items'
		]);
		expect(translate('zh-CN', 'library.confirmDelete', { name: '<i>x</i>' })).toBe(
			'删除“<i>x</i>”？'
		);
	});
});

describe('fallback', () => {
	it('unknown keys are not message keys, and show as themselves', () => {
		expect(isMessageKey('app.name')).toBe(true);
		expect(isMessageKey('nope')).toBe(false);
		expect(isMessageKey('toString')).toBe(false);
		expect((translate as (l: string, k: string) => string)('zh-CN', 'nope')).toBe('nope');
	});

	it('a missing parameter falls back to English, then to the key', () => {
		const loose = translate as (l: string, k: string, p?: object) => string;
		// zh-CN formats {count, number}; without it, both languages fail, so the key shows.
		expect(loose('zh-CN', 'privacy.stored.now', {})).toBe('privacy.stored.now');
	});

	it('browser languages map to our locales', () => {
		expect(matchLocale('zh')).toBe('zh-CN');
		expect(matchLocale('zh-TW')).toBe('zh-CN');
		expect(matchLocale('zh-Hans-CN')).toBe('zh-CN');
		expect(matchLocale('en-GB')).toBe('en');
		expect(matchLocale('fr-FR')).toBeNull();
		expect(resolveLocale({ browser: ['fr-FR', 'zh-CN'] })).toBe('zh-CN');
		expect(resolveLocale({ browser: ['de'] })).toBe('en');
		expect(resolveLocale({})).toBe('en');
	});

	it('the URL beats the remembered choice, which beats the browser', () => {
		expect(resolveLocale({ url: 'zh-CN', stored: 'en', browser: ['en'] })).toBe('zh-CN');
		expect(resolveLocale({ url: 'fr', stored: 'zh-CN', browser: ['en'] })).toBe('zh-CN');
		expect(resolveLocale({ url: 'zh', stored: null, browser: ['en-US'] })).toBe('en');
		expect(resolveLocale({ url: null, stored: 'bogus', browser: ['zh-SG'] })).toBe('zh-CN');
	});
});

describe('the reactive layer', () => {
	it('t, tRich, tm and fmt follow i18n.locale', () => {
		i18n.select('en');
		const stored = msg('importErrors.notImported', { file: 'a.csv' });
		expect(t('nav.privacy')).toBe('Privacy');
		expect(tm(stored)).toBe('“a.csv” was not imported.');
		expect(fmt.count(1234567)).toBe('1,234,567');
		i18n.select('zh-CN');
		expect(t('nav.privacy')).toBe('隐私');
		expect(tm(stored)).toBe('“a.csv”未导入。');
		expect(tm('plain text stays')).toBe('plain text stays');
		expect(tRich('privacy.stored.prefs')[0]).toEqual({ tag: 'strong', text: '你选择的主题和语言' });
		expect(translateMsg('en', stored)).toBe('“a.csv” was not imported.');
		i18n.select('fr');
		expect(i18n.locale).toBe('zh-CN');
		i18n.select('en');
	});

	it('LOCALES lists English first', () => {
		expect(LOCALES[0]).toBe('en');
	});
});
