import { afterAll, describe, expect, it } from 'vitest';
import { QUOTES, SOURCES, type Quote, type QuoteId } from '../../../src/core/classroom/sources.ts';
import { i18n } from '../../../src/i18n/i18n.svelte.ts';
import { quoteShown } from '../../../src/views/classroom/sources-text.ts';
import { HARDT_FILE, HAVE_SEEDS, HUSAIN_FILE, NO_SEEDS_MESSAGE, seedText } from './seeds.ts';

// The quotes of the classroom story read word for word as the sources do, English and the
// source's own Chinese; the screens show the source's Chinese where it is faithful and otherwise
// the app's translation, marked as such (issue 23).

const FILE_OF = { hardtInterview: HARDT_FILE, husain: HUSAIN_FILE } as const;
const ids = Object.keys(QUOTES) as QuoteId[];

if (!HAVE_SEEDS) console.info(NO_SEEDS_MESSAGE);

describe('the source quotes', () => {
	it.skipIf(!HAVE_SEEDS)(
		'every quote is verbatim in its seed file, English and the source’s own Chinese',
		() => {
			for (const id of ids) {
				const q: Quote = QUOTES[id];
				expect(Object.keys(FILE_OF), id).toContain(q.source);
				const text = seedText(FILE_OF[q.source as keyof typeof FILE_OF]);
				expect(text, `${id} (en)`).toContain(q.en);
				if (q.zhCN !== null) expect(text, `${id} (zh-CN)`).toContain(q.zhCN);
			}
		}
	);

	it.skipIf(!HAVE_SEEDS)('our translation is ours, not the source’s, and its note says why', () => {
		for (const id of ids) {
			const q: Quote = QUOTES[id];
			if (q.zhCN === null) expect(q.zhCNOurs, `${id}: no Chinese in the source`).toBeTruthy();
			if (!q.zhCNOurs) continue;
			expect(q.zhNote, id).toBeTruthy();
			expect(q.translationNote, id).toBeTruthy();
			expect(seedText(FILE_OF[q.source as keyof typeof FILE_OF])).not.toContain(q.zhCNOurs);
		}
	});

	it('the formal 您 is never shown, and the summary’s paraphrase of the first-trace sentence is not shown as a quote', () => {
		for (const id of ids) {
			const q: Quote = QUOTES[id];
			expect(q.zhCNOurs ?? q.zhCN ?? '', id).not.toContain('您');
		}
		const trace: Quote = QUOTES.firstTrace;
		expect(trace.zhCN).toBeNull();
		expect(trace.zhCNOurs).not.toContain('他建议');
	});

	it('the screens show the source’s own Chinese where it is faithful, otherwise ours marked as ours', () => {
		const before = i18n.locale;
		afterAll(() => i18n.select(before));
		for (const id of ids) {
			const q: Quote = QUOTES[id];
			i18n.select('zh-CN');
			const zh = quoteShown(id);
			expect(zh.text, id).toBe(q.zhCNOurs ?? q.zhCN);
			expect(zh.lang).toBe('zh-CN');
			expect(zh.ours, id).toBe(Boolean(q.zhCNOurs));
			expect(zh.note, id).toBe(q.zhCNOurs ? q.zhNote : null);
			i18n.select('en');
			const en = quoteShown(id);
			expect(en.text, id).toBe(q.en);
			expect(en.ours).toBe(false);
			expect(en.note).toBeNull();
		}
		i18n.select(before);
	});

	it('every quote names a known source', () => {
		for (const id of ids) expect(Object.keys(SOURCES)).toContain(QUOTES[id].source);
	});
});
