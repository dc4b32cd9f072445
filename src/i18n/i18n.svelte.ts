/**
 * The current locale and the reactive ways to read messages in it.
 *
 * `i18n.locale` is a rune, so anything that reads it — `t()`, `tRich()`, `tm()`, `fmt.*` in a
 * template, a `$derived`, or a getter of a state class read from a template — re-renders in place
 * when the language changes: no reload, no lost state, nothing rerun.
 *
 * The locale starts from (in order) the URL hash's `lang=`, the choice remembered in localStorage,
 * the browser's languages, English (see `resolveLocale`). It is applied to `<html lang>` and to the
 * PWA manifest link (one manifest per language); App.svelte sets the document title.
 */
import {
	msg,
	translate,
	translateMsg,
	translateMsgRich,
	translateById,
	translateRich,
	type MessageKey,
	type Msg,
	type ParamArgs,
	type RichPart
} from './catalog.ts';
import * as format from './format.ts';
import { BASE_LOCALE, isLocale, resolveLocale, type Locale } from './locales.ts';

const LOCALE_STORAGE_KEY = 'perturbation-sandbox:lang';

/** The manifest file for a locale: the English one is vite-plugin-pwa's, the others are emitted beside it. */
function manifestFile(locale: Locale): string {
	return locale === BASE_LOCALE ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
}

class I18n {
	#locale = $state<Locale>(BASE_LOCALE);

	get locale(): Locale {
		return this.#locale;
	}

	/**
	 * Picks the starting locale (call once, before mounting). `urlLang` is the hash's `lang=`.
	 * Reads localStorage and navigator; both may be missing or refuse (private modes).
	 */
	init(urlLang: string | null): void {
		let stored: string | null = null;
		try {
			stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
		} catch {
			// storage disabled: fall through to the browser's language
		}
		const browser =
			typeof navigator === 'undefined'
				? []
				: navigator.languages?.length
					? navigator.languages
					: [navigator.language];
		this.#set(resolveLocale({ url: urlLang, stored, browser }));
	}

	/** The reader's choice from the language switch: applied and remembered in this browser. */
	choose(locale: Locale): void {
		this.#set(locale);
		try {
			window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
		} catch {
			// not remembered; still applied
		}
	}

	/**
	 * A locale selected for this page only (a `lang=` in a link): applied, not remembered, so a
	 * shared link does not change the reader's own default.
	 */
	select(locale: string | null | undefined): void {
		if (isLocale(locale)) this.#set(locale);
	}

	#set(locale: Locale): void {
		this.#locale = locale;
		if (typeof document === 'undefined') return;
		document.documentElement.lang = locale;
		const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
		if (manifest) {
			const href = manifest.getAttribute('href') ?? '';
			manifest.setAttribute(
				'href',
				href.replace(/manifest(\.[\w-]+)?\.webmanifest$/, manifestFile(locale))
			);
		}
	}
}

/** The app's one locale state. */
export const i18n = new I18n();

/** A message in the current locale, as plain text. Reactive. */
export function t<K extends MessageKey>(key: K, ...args: ParamArgs<K>): string {
	return translate(i18n.locale, key, ...args);
}

/** A message in the current locale with its `<code>`/`<strong>`/`<em>` parts (RichText.svelte). */
export function tRich<K extends MessageKey>(key: K, ...args: ParamArgs<K>): RichPart[] {
	return translateRich(i18n.locale, key, ...args);
}

/** A stored message value with its rich-text parts (RichText.svelte), or a plain string as one part. */
export function tmRich(m: Msg | string): RichPart[] {
	return typeof m === 'string' ? [m] : translateMsgRich(i18n.locale, m);
}

/** A message by a key built at run time, or null when there is none (see `translateById`). Reactive. */
export function tById(key: string, params?: Readonly<Record<string, unknown>>): string | null {
	return translateById(i18n.locale, key, params);
}

/** A stored message value (`Msg`, made with `msg()`) in the current locale, or a plain string as it is. */
export function tm(m: Msg | string): string {
	return typeof m === 'string' ? m : translateMsg(i18n.locale, m);
}

/** The Intl helpers of format.ts, bound to the current locale. Reactive. */
export const fmt = {
	count: (n: number) => format.formatCount(n, i18n.locale),
	fixed: (v: number, digits: number) => format.formatFixed(v, digits, i18n.locale),
	plain: (v: number) => format.formatPlain(v, i18n.locale),
	percent: (p: number, digits?: number) => format.formatPercent(p, i18n.locale, digits),
	share: (p: number) => format.formatShare(p, i18n.locale),
	score: (v: number, unitScale: boolean) => format.formatScore(v, unitScale, i18n.locale),
	scoreInterval: (v: number, lo: number, hi: number, unitScale: boolean) =>
		format.formatScoreInterval(v, lo, hi, unitScale, i18n.locale),
	points: (d: number, unitScale: boolean) => format.formatPoints(d, unitScale, i18n.locale),
	tau: (v: number) => format.formatTau(v, i18n.locale),
	rankInterval: (rank: number, lo: number, hi: number) =>
		format.formatRankInterval(rank, lo, hi, i18n.locale),
	bytes: (n: number) => format.formatBytes(n, i18n.locale),
	date: (d: Date | string | number) => format.formatDate(d, i18n.locale),
	dateTime: (d: Date | string | number) => format.formatDateTime(d, i18n.locale),
	list: (items: readonly string[]) => format.formatList(items, i18n.locale)
};

export { msg };
export type { Msg };
