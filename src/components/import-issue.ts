/**
 * An import problem in the reader's language: where it is (file, row, column) and, for the
 * problems `src/formats` gives a code, what is wrong and what to do, from the message catalogs
 * (`import.where.*`, `import.issue.<code>`, `import.hint.<code>` in `messages/en-import.ts`).
 * Every `ImportIssueCode` has its message (tests/unit/i18n/import-issue.test.ts enumerates them);
 * should one ever lack it, the English sentence follows the translated location and
 * `translated: false` says so, so the view marks it `lang="en"`.
 * Pure: the locale is an argument (ImportErrors.svelte and ImportReview.svelte pass `i18n.locale`).
 */
import {
	isMessageKey,
	translate,
	translateRich,
	type MessageKey,
	type RichPart
} from '../i18n/catalog.ts';
import { formatBytes } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ImportIssue, SummaryText } from '../formats/issues.ts';
import type { ImportNote } from '../formats/notes.ts';

interface IssueText {
	readonly parts: RichPart[];
	/** Whether the problem itself (not only its place) is in the reader's language. */
	readonly translated: boolean;
}

/** Formats a message by a key built at run time (the key is checked against the catalog). */
function rich(locale: Locale, key: MessageKey, params: Record<string, unknown>): RichPart[] {
	return (translateRich as (l: Locale, k: MessageKey, p: unknown) => RichPart[])(
		locale,
		key,
		params
	);
}

/** The `import.where.*` message for the parts of the place an issue names. */
function whereKey(issue: ImportIssue): MessageKey {
	const row = issue.row !== undefined;
	const col = issue.column !== undefined;
	const name = issue.columnName !== undefined;
	if (row && col) return name ? 'import.where.rowColumnName' : 'import.where.rowColumn';
	if (row) return name ? 'import.where.rowColumnNamed' : 'import.where.row';
	if (col) return name ? 'import.where.columnName' : 'import.where.column';
	return name ? 'import.where.columnNamed' : 'import.where.file';
}

/**
 * The catalog key of an issue's problem or hint: `import.issue.<code>`, or, for problems worded
 * by what a row is (`params.what`: item or model), `import.issue.<code>.<what>`.
 */
function keyFor(part: 'issue' | 'hint', issue: ImportIssue): MessageKey | null {
	const base = `import.${part}.${issue.code}`;
	const what = issue.params?.what;
	if (what !== undefined && isMessageKey(`${base}.${what}`)) return `${base}.${what}` as MessageKey;
	return isMessageKey(base) ? base : null;
}

/** Parameters as the messages take them (byte sizes written for the locale). */
function paramsFor(issue: ImportIssue, locale: Locale): Record<string, unknown> {
	const p: Record<string, unknown> = { ...issue.params };
	const bytes =
		issue.code === 'file-too-large'
			? ['size', 'limit']
			: issue.code === 'zip-bomb'
				? ['total', 'compressed', 'maxTotal']
				: [];
	for (const k of bytes) p[k] = formatBytes(Number(p[k]), locale);
	// A format named by its id (`cannot-read-as`): its label in the reader's language.
	if (issue.code === 'cannot-read-as') {
		const label = `format.${String(p.format)}`;
		if (isMessageKey(label)) p.format = translate(locale, label);
	}
	return p;
}

/** The problem as rich-text parts: place, then what is wrong and what to do. */
export function issueText(issue: ImportIssue, locale: Locale): IssueText {
	const where = rich(locale, whereKey(issue), {
		file: issue.file,
		row: String(issue.row ?? ''),
		column: String(issue.column ?? ''),
		columnName: issue.columnName ?? ''
	});
	const colon = translate(locale, 'import.where.colon');
	const space = translate(locale, 'import.where.space');
	const what = keyFor('issue', issue);
	if (what !== null) {
		const params = paramsFor(issue, locale);
		const hintKey = keyFor('hint', issue);
		const hint = hintKey ? rich(locale, hintKey, params) : [];
		return {
			parts: [
				...where,
				colon,
				...rich(locale, what, params),
				...(hint.length ? [space, ...hint] : [])
			],
			translated: true
		};
	}
	const english = `${issue.message}${issue.hint ? ` ${issue.hint}` : ''}`;
	return { parts: [...where, colon, english], translated: false };
}

/** What a detector recognised in a file (`FileProposal.about`), in the reader's language. */
export function summaryText(about: SummaryText, locale: Locale): RichPart[] {
	return rich(locale, `import.summary.${about.code}` as MessageKey, { ...about.params });
}

/**
 * A note of the import (`formats/notes.ts`) in the reader's language: `note.<code>`. Every
 * `NoteCode` has its message (the key's type is checked against the catalog).
 */
export function noteParts(note: Pick<ImportNote, 'code' | 'params'>, locale: Locale): RichPart[] {
	const key: MessageKey = `note.${note.code}`;
	return rich(locale, key, { ...note.params });
}

/**
 * A stored note (a dataset record's `noteCodes`, written by any version of the app) in the
 * reader's language, or null when this version has no message for its code.
 */
export function storedNoteParts(
	note: { readonly code: string; readonly params?: Readonly<Record<string, string | number>> },
	locale: Locale
): RichPart[] | null {
	const key = `note.${note.code}`;
	return isMessageKey(key) ? rich(locale, key, { ...note.params }) : null;
}

/** The same as plain text (copying, aria labels, tests). */
export function issuePlainText(issue: ImportIssue, locale: Locale): string {
	return issueText(issue, locale)
		.parts.map((p) => (typeof p === 'string' ? p : p.text))
		.join('');
}
