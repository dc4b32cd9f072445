/**
 * The source's quotes and the cited facts' attributions as the screens show them: a quote in the
 * reader's language (in Chinese the source's own Chinese, verbatim, where it says what the English
 * says; otherwise our translation, marked as ours by a translator's note that says what the
 * source's Chinese gets wrong), and a source's one-line attribution.
 */
import { QUOTES, SOURCES, type Quote, type QuoteId, type SourceId } from '../core/sources.ts';
import { i18n, tRich } from '../../../i18n/i18n.svelte.ts';
import type { RichPart } from '../../../i18n/catalog.ts';

/** The people (or authors) each source is by: names, shown as data. */
const SOURCE_AUTHORS: Readonly<Record<SourceId, string>> = {
	hardtInterview: 'Moritz Hardt',
	husain: 'Hamel Husain',
	recht2019: 'B. Recht, R. Roelofs, L. Schmidt & V. Shankar',
	zhang2025: 'G. Zhang, R. Dominguez-Olmedo & M. Hardt',
	northcutt2021: 'C. G. Northcutt, A. Athalye & J. Mueller'
};

interface QuoteShown {
	/** The quote in the reader's language. */
	readonly text: string;
	/** Whether `text` is our translation rather than the source's own words. */
	readonly ours: boolean;
	/** The translator's note under our translation (what the source's Chinese says, and why). */
	readonly note: string | null;
	readonly lang: string;
	readonly source: SourceId;
}

export function quoteShown(id: QuoteId): QuoteShown {
	const q: Quote = QUOTES[id];
	if (i18n.locale === 'zh-CN') {
		if (q.zhCNOurs) {
			return {
				text: q.zhCNOurs,
				ours: true,
				note: q.zhNote ?? null,
				lang: 'zh-CN',
				source: q.source
			};
		}
		return {
			text: q.zhCN ?? q.en,
			ours: false,
			note: null,
			lang: q.zhCN ? 'zh-CN' : 'en',
			source: q.source
		};
	}
	return { text: q.en, ours: false, note: null, lang: 'en', source: q.source };
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
