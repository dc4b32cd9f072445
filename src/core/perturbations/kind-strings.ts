/**
 * The words kind modules bring with them (`KindModule.strings`), kept apart from the registry so
 * the i18n catalogs (`i18n/catalog.ts`) can read them without loading every kind's code. Plain
 * data: core still words nothing itself.
 */
import type { KindStrings } from './kind-module.ts';

const BY_LOCALE = new Map<string, Map<string, string>>();

/** Adds a module's messages (the registry calls this when it registers the module). */
export function addKindStrings(strings: KindStrings): void {
	for (const [locale, messages] of Object.entries(strings)) {
		let map = BY_LOCALE.get(locale);
		if (!map) BY_LOCALE.set(locale, (map = new Map()));
		for (const [key, text] of Object.entries(messages as Record<string, string>)) {
			map.set(key, text);
		}
	}
}

/** A message a kind module brought, in `locale`, or undefined. */
export function kindMessage(locale: string, key: string): string | undefined {
	return BY_LOCALE.get(locale)?.get(key);
}
