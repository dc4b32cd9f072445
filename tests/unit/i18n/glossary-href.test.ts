/**
 * The glossary page's links: each term's place becomes a hash the router reads back as that
 * screen, with the language; screens of a dataset fall back to the start page when none is stored.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../src/i18n/glossary/terms.ts';
import { parseHash } from '../../../src/state/Route.svelte.ts';
import { glossaryHref } from '../../../src/views/glossary/glossary-href.ts';

describe('glossaryHref', () => {
	it('links each kind of place', () => {
		const t = { dataset: 'ds 1', lang: 'zh-CN' };
		expect(glossaryHref({ view: 'classroom', step: 4 }, t)).toBe('#/classroom?step=4&lang=zh-CN');
		expect(glossaryHref({ view: 'teachers' }, t)).toBe('#/classroom/teachers?lang=zh-CN');
		expect(glossaryHref({ view: 'analysis' }, t)).toBe('#/analysis?dataset=ds+1&lang=zh-CN');
		expect(glossaryHref({ view: 'items' }, { dataset: 'x', lang: null })).toBe('#/items?dataset=x');
		expect(glossaryHref({ view: 'start' }, { dataset: 'x', lang: null })).toBe('#/');
	});

	it('without a dataset, the analysis and the item view send the reader to the start page', () => {
		expect(glossaryHref({ view: 'analysis' }, { dataset: null, lang: 'en' })).toBe('#/?lang=en');
		expect(glossaryHref({ view: 'items' }, { dataset: null, lang: null })).toBe('#/');
	});

	it('every term links to a screen the router knows, in the language given', () => {
		for (const term of GLOSSARY) {
			const href = glossaryHref(term.where, { dataset: 'd', lang: 'zh-CN' });
			const at = parseHash(href);
			expect(at.lang, term.id).toBe('zh-CN');
			const expected = {
				classroom: 'classroom',
				teachers: 'classroom/teachers',
				analysis: 'analysis',
				items: 'items',
				start: 'start'
			}[term.where.view];
			expect(at.view, term.id).toBe(expected);
			if (term.where.view === 'classroom') {
				expect(at.params.get('step'), term.id).toBe(String(term.where.step));
				expect(term.where.step).toBeGreaterThanOrEqual(1);
				expect(term.where.step).toBeLessThanOrEqual(7);
			}
		}
	});

	it('the router knows the glossary page', () => {
		expect(parseHash('#/glossary?lang=zh-CN')).toMatchObject({ view: 'glossary', lang: 'zh-CN' });
		expect(parseHash('#/glossary?term=cluster').params.get('term')).toBe('cluster');
	});
});
