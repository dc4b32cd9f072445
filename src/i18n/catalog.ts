/**
 * Messages and their translation. Each message is an ICU MessageFormat string
 * (https://unicode-org.github.io/icu/userguide/format_parse/messages/) in `messages/en.ts` (the
 * source, which fixes every key and placeholder) and `messages/zh-CN.ts`. Formatting goes through
 * intl-messageformat (FormatJS), which uses the platform's Intl.PluralRules, Intl.NumberFormat and
 * Intl.DateTimeFormat for the chosen locale.
 *
 * Placeholders are typed from the English string itself:
 * - `{name}`: a string (format numbers yourself, or use one of the forms below);
 * - `{n, number}`, `{n, number, percent}`, `{n, plural, one {# item} other {# items}}`,
 *   `{n, selectordinal, …}`: a number, formatted for the locale;
 * - `{d, date, medium}`, `{d, time, short}`: a Date or a timestamp;
 * - `{k, select, a {…} other {…}}`: a string.
 * Rich-text tags `<code>`, `<strong>`, `<em>` and `<data>` (data: a dataset, file or model name,
 * which must not be translated) are allowed; `translate` drops them (plain text, e.g. for an
 * aria-label) and `translateRich` returns them as parts for `RichText.svelte`.
 *
 * Pure (no DOM, no runes); the current locale and the reactive `t()` live in `i18n.svelte.ts`.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { kindMessage } from '../core/perturbations/kind-strings.ts';
import en from './messages/en.ts';
import zhCN from './messages/zh-CN.ts';
import type { MessageKey } from './keys.ts';
import { BASE_LOCALE, type Locale } from './locales.ts';

type En = typeof en;
export type { MessageKey };

const CATALOGS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
	en,
	'zh-CN': zhCN
};

// ---- Placeholder types, read from the English message ----------------------------------------

type Trim<S extends string> = S extends ` ${infer R}`
	? Trim<R>
	: S extends `${infer R} `
		? Trim<R>
		: S extends `\n${infer R}`
			? Trim<R>
			: S;

type IsName<S extends string> = S extends ''
	? false
	: S extends `${string}${' ' | '#' | '{' | '<' | "'" | '\n' | '\t'}${string}`
		? false
		: true;

type ValueOf<Kind extends string> = Kind extends 'number' | 'plural' | 'selectordinal'
	? number
	: Kind extends 'date' | 'time'
		? Date | number
		: string;

/** The argument opened by one `{` (its text up to the next `}`), as `{ name: type }` or `{}`. */
type ArgOf<Inside extends string> = Inside extends `${infer Name},${infer Rest}`
	? IsName<Trim<Name>> extends true
		? {
				[K in Trim<Name>]: ValueOf<
					Trim<Rest> extends `${infer Kind},${string}` ? Trim<Kind> : Trim<Rest>
				>;
			}
		: unknown
	: IsName<Trim<Inside>> extends true
		? { [K in Trim<Inside>]: string }
		: unknown;

type ArgsOf<S extends string, Acc = unknown> = S extends `${string}{${infer After}`
	? After extends `${infer Inside}}${string}`
		? ArgsOf<After, Acc & ArgOf<Inside>>
		: Acc
	: Acc;

type Flatten<T> = { [K in keyof T]: T[K] };

/** The parameters of a message: `{}` when it has none. */
export type MessageParams<K extends MessageKey> = Flatten<ArgsOf<En[K]> & unknown>;

/** `t('key')` for a message without placeholders, `t('key', { … })` otherwise. */
export type ParamArgs<K extends MessageKey> = keyof MessageParams<K> extends never
	? [params?: Record<string, never>]
	: [params: MessageParams<K>];

/**
 * A message to show later, as a value: a key and its parameters. State classes keep these (not
 * English sentences) so the text follows a language switch; views show them with `tm()`.
 */
export interface Msg {
	readonly key: MessageKey;
	/** Checked against the message's placeholders when the value is made, by `msg()`. */
	readonly params?: Readonly<Record<string, unknown>>;
}
// One interface, not a union over every key: with more than a thousand messages a union of
// `{ key: K; params: … }` is too complex for the compiler to combine in a conditional expression.

export function msg<K extends MessageKey>(key: K, ...args: ParamArgs<K>): Msg {
	return { key, params: args[0] };
}

/**
 * Whether `key` is a message: one of the catalogs', or one a perturbation kind's module brought
 * (`KindModule.strings`, read through `core/perturbations/kind-strings.ts`).
 */
export function isMessageKey(key: string): key is MessageKey {
	return Object.hasOwn(en, key) || kindMessage(BASE_LOCALE, key) !== undefined;
}

/** The source of a message in `locale`: the catalog's, else a kind module's. */
function sourceOf(locale: Locale, key: string): string | undefined {
	return CATALOGS[locale][key] ?? kindMessage(locale, key);
}

// ---- Formatting ------------------------------------------------------------------------------

/**
 * Tags a message may use; anything else is a mistake the catalog test reports. Tags and
 * placeholders share one namespace in ICU, so no placeholder may be called like a tag.
 */
export const RICH_TAGS = ['code', 'strong', 'em', 'data'] as const;
type RichTag = (typeof RICH_TAGS)[number];

/** A piece of a rich message: plain text, or text inside one of RICH_TAGS. */
export type RichPart = string | { readonly tag: RichTag; readonly text: string };

const cache = new Map<string, IntlMessageFormat | null>();

function formatter(locale: Locale, key: string): IntlMessageFormat | null {
	const id = `${locale}\u0000${key}`;
	let f = cache.get(id);
	if (f === undefined) {
		const source = sourceOf(locale, key);
		// not cached while absent: a kind registered later may bring it
		if (source === undefined) return null;
		try {
			f = new IntlMessageFormat(source, locale);
		} catch {
			f = null; // a malformed message: the catalog test names it; fall back meanwhile
		}
		cache.set(id, f);
	}
	return f;
}

const PLAIN_TAGS = Object.fromEntries(
	RICH_TAGS.map((tag) => [tag, (chunks: unknown[]) => chunks.join('')])
);
const RICH_TAG_VALUES = Object.fromEntries(
	RICH_TAGS.map((tag) => [
		tag,
		(chunks: unknown[]) => ({ tag, text: chunks.map((c) => String(c)).join('') })
	])
);

type Values = Record<string, unknown>;

function run<T>(locale: Locale, key: string, values: Values): T | null {
	for (const l of locale === BASE_LOCALE ? [locale] : [locale, BASE_LOCALE]) {
		const f = formatter(l, key);
		if (!f) continue;
		try {
			return f.format(values as never) as T;
		} catch {
			// a missing parameter: try the base language, then give the key
		}
	}
	return null;
}

/**
 * The message `key` in `locale` as plain text (rich-text tags dropped). Falls back to English when
 * the locale lacks the message or cannot format it, and to the key itself as a last resort (so a
 * gap is visible, never a crash).
 */
export function translate<K extends MessageKey>(
	locale: Locale,
	key: K,
	...args: ParamArgs<K>
): string {
	const out = run<string | unknown[]>(locale, key, { ...PLAIN_TAGS, ...(args[0] ?? {}) });
	if (out === null) return key;
	return Array.isArray(out) ? out.join('') : String(out);
}

/** Like `translate`, keeping `<code>`, `<strong>`, `<em>` and `<data>` as parts (see RichText.svelte). */
export function translateRich<K extends MessageKey>(
	locale: Locale,
	key: K,
	...args: ParamArgs<K>
): RichPart[] {
	const out = run<unknown>(locale, key, { ...RICH_TAG_VALUES, ...(args[0] ?? {}) });
	if (out === null) return [key];
	// a parameter may itself be rich parts (a list of model names): spread them in place
	const parts = (Array.isArray(out) ? out : [out]).flat();
	const merged: RichPart[] = [];
	for (const p of parts) {
		const part: RichPart = typeof p === 'object' && p !== null ? (p as RichPart) : String(p);
		const last = merged.at(-1);
		if (typeof part === 'string' && typeof last === 'string')
			merged[merged.length - 1] = last + part;
		else merged.push(part);
	}
	return merged;
}

/**
 * A message whose key is built at run time from an id (`format.${formatId}`, `sample.${id}.title`):
 * null when the catalog has no such key, so the caller can show its own (English) text for an id
 * added after the catalog. Parameters are not type-checked here; prefer `translate`.
 */
export function translateById(
	locale: Locale,
	key: string,
	params: Readonly<Record<string, unknown>> = {}
): string | null {
	if (!isMessageKey(key)) return null;
	return (translate as (l: Locale, k: string, p: object) => string)(locale, key, params);
}

/** A `Msg` value in `locale`. */
export function translateMsg(locale: Locale, m: Msg): string {
	return (translate as (l: Locale, k: MessageKey, p?: unknown) => string)(locale, m.key, m.params);
}

/** A `Msg` value in `locale`, with its rich-text parts. */
export function translateMsgRich(locale: Locale, m: Msg): RichPart[] {
	return (translateRich as (l: Locale, k: MessageKey, p?: unknown) => RichPart[])(
		locale,
		m.key,
		m.params
	);
}
