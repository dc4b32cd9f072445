/**
 * The shape every catalog has: exactly the English keys (a missing or extra key does not
 * compile). Its own file so a translation can name it without importing `catalog.ts`, which
 * imports the translations (issue 20: no import circles).
 */
import type en from './messages/en.ts';

export type MessageKey = keyof typeof en;

export type Catalog = { readonly [K in MessageKey]: string };
