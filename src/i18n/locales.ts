/**
 * The languages the app speaks and how one is chosen. Pure: no DOM, no runes, so it can be unit
 * tested and used anywhere.
 */

/** Every supported locale, the base (fallback) language first. */
export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** Each language's name in that language (the switch shows these, whatever the current locale). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
	en: 'English',
	'zh-CN': '简体中文'
};

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a BCP 47 tag to a supported locale: any `zh*` (zh, zh-CN, zh-Hans, zh-TW, …) to `zh-CN`,
 * any `en*` to `en`; null for anything else. Simplified Chinese is the only Chinese we have, and a
 * reader of Traditional Chinese reads it far better than English.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
	if (!tag) return null;
	const lower = tag.trim().toLowerCase();
	if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh-CN';
	if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en';
	return null;
}

interface LocaleSources {
	/** `lang=` in the URL hash: a shared link selects the language. */
	readonly url?: string | null;
	/** The reader's own choice, remembered in localStorage. */
	readonly stored?: string | null;
	/** navigator.languages (or [navigator.language]). */
	readonly browser?: readonly string[];
}

/**
 * The locale to start in: the URL's `lang=` (exact: `en` or `zh-CN`), else the remembered choice,
 * else the first browser language we speak, else English.
 */
export function resolveLocale(sources: LocaleSources): Locale {
	if (isLocale(sources.url)) return sources.url;
	if (isLocale(sources.stored)) return sources.stored;
	for (const tag of sources.browser ?? []) {
		const match = matchLocale(tag);
		if (match) return match;
	}
	return BASE_LOCALE;
}
