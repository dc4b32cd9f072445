import { afterAll, describe, expect, it } from 'vitest';
import { QUOTES, SOURCES, type QuoteId } from '../../../src/core/classroom/sources.ts';
import { i18n } from '../../../src/i18n/i18n.svelte.ts';
import { quoteShown } from '../../../src/views/classroom/sources-text.ts';
import { HARDT_FILE, HAVE_SEEDS, HUSAIN_FILE, NO_SEEDS_MESSAGE, seedText } from './seeds.ts';

// The quotes of the classroom story read word for word as the sources do, English and the
// source's own Chinese, and that is what the screens show in each language.

const FILE_OF = { hardtInterview: HARDT_FILE, husain: HUSAIN_FILE } as const;
const ids = Object.keys(QUOTES) as QuoteId[];

if (!HAVE_SEEDS) console.info(NO_SEEDS_MESSAGE);

describe('the source quotes', () => {
	it.skipIf(!HAVE_SEEDS)('every quote is verbatim in its seed file, English and Chinese', () => {
		for (const id of ids) {
			const q = QUOTES[id];
			expect(Object.keys(FILE_OF), id).toContain(q.source);
			const text = seedText(FILE_OF[q.source as keyof typeof FILE_OF]);
			expect(text, `${id} (en)`).toContain(q.en);
			expect(text, `${id} (zh-CN)`).toContain(q.zhCN);
		}
	});

	it.skipIf(!HAVE_SEEDS)('a suggested wording is ours, not the source’s, and says why', () => {
		for (const id of ids) {
			const q = QUOTES[id];
			if (!('zhCNSuggested' in q)) continue;
			expect(q.translationNote, id).toBeTruthy();
			expect(seedText(FILE_OF[q.source as keyof typeof FILE_OF])).not.toContain(q.zhCNSuggested);
		}
	});

	it('the screens show the source’s own wording in each language, a suggestion only as a note', () => {
		const before = i18n.locale;
		afterAll(() => i18n.select(before));
		for (const id of ids) {
			const q = QUOTES[id];
			i18n.select('zh-CN');
			const zh = quoteShown(id);
			expect(zh.text, id).toBe(q.zhCN);
			expect(zh.lang).toBe('zh-CN');
			expect(zh.note, id).toBe('zhCNSuggested' in q ? q.zhCNSuggested : null);
			i18n.select('en');
			const en = quoteShown(id);
			expect(en.text, id).toBe(q.en);
			expect(en.note).toBeNull();
		}
		i18n.select(before);
	});

	it('every quote names a known source', () => {
		for (const id of ids) expect(Object.keys(SOURCES)).toContain(QUOTES[id].source);
	});
});
