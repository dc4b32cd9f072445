/**
 * The source's quotes and the cited facts' attributions as the screens show them: a quote in the
 * reader's language (in Chinese always the source's own Chinese, verbatim; where it departs from
 * the English, a translator's note beside it gives a faithful wording), and a source's one-line
 * attribution.
 */
import { QUOTES, SOURCES, type QuoteId, type SourceId } from '../../core/classroom/sources.ts';
import { i18n, tRich } from '../../i18n/i18n.svelte.ts';
import type { RichPart } from '../../i18n/catalog.ts';

/** The people (or authors) each source is by: names, shown as data. */
export const SOURCE_AUTHORS: Readonly<Record<SourceId, string>> = {
	hardtInterview: 'Moritz Hardt',
	husain: 'Hamel Husain',
	recht2019: 'B. Recht, R. Roelofs, L. Schmidt & V. Shankar',
	zhang2025: 'G. Zhang, R. Dominguez-Olmedo & M. Hardt',
	northcutt2021: 'C. G. Northcutt, A. Athalye & J. Mueller'
};

export interface QuoteShown {
	/** The quote as the source words it in the reader's language. */
	readonly text: string;
	/** A faithful wording, shown as a translator's note where the source's Chinese departs. */
	readonly note: string | null;
	readonly lang: string;
	readonly source: SourceId;
}

export function quoteShown(id: QuoteId): QuoteShown {
	const q = QUOTES[id];
	if (i18n.locale === 'zh-CN') {
		const suggested = 'zhCNSuggested' in q ? q.zhCNSuggested : undefined;
		return { text: q.zhCN, note: suggested ?? null, lang: 'zh-CN', source: q.source };
	}
	return { text: q.en, note: null, lang: 'en', source: q.source };
}

/** "Moritz Hardt, interviewed by Quanta Magazine", in the reader's language. */
export function sourceLabel(source: SourceId): RichPart[] {
	const who = SOURCE_AUTHORS[source];
	switch (source) {
		case 'hardtInterview':
			return tRich('classroom.source.hardtInterview', { who });
		case 'husain':
			return tRich('classroom.source.husain', { who });
		case 'recht2019':
			return tRich('classroom.source.recht2019', { who });
		case 'zhang2025':
			return tRich('classroom.source.zhang2025', { who });
		case 'northcutt2021':
			return tRich('classroom.source.northcutt2021', { who });
	}
}

export function sourceUrl(source: SourceId): string | null {
	return SOURCES[source].url;
}
