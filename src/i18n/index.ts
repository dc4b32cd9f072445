/**
 * The i18n layer: import from here. See README.md in this folder (API, glossary, how to add a
 * message).
 */
export {
	fmt,
	i18n,
	LOCALE_STORAGE_KEY,
	manifestFile,
	msg,
	t,
	tById,
	tm,
	tmRich,
	tRich,
	type Msg
} from './i18n.svelte.ts';
export {
	isMessageKey,
	translate,
	translateById,
	translateMsg,
	translateMsgRich,
	translateRich,
	type MessageKey,
	type MessageParams,
	type ParamArgs,
	type RichPart
} from './catalog.ts';
export * from './format.ts';
export {
	BASE_LOCALE,
	isLocale,
	LOCALE_NAMES,
	LOCALES,
	matchLocale,
	resolveLocale,
	type Locale
} from './locales.ts';
