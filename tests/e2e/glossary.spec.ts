import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GLOSSARY } from '../../src/i18n/glossary/terms.ts';
import { englishLeft } from './english-left.ts';
import { expect, openApp, revisit, sharedPage, sharedTest as test } from './fixtures.ts';

// The glossary page (issue 23): every term once with its definition and a link to where it
// appears, in English and Chinese; reached from the footer of every screen and from the teachers'
// page; found and followed by keyboard; axe clean; the Chinese drawn with a CJK font of the stack.

/** axe with the WCAG 2.1 A and AA rules: the violations, by rule and first nodes. */
async function axeViolations(page: Page) {
	const result = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	return result.violations.map((v) => ({
		id: v.id,
		nodes: v.nodes.slice(0, 3).map((n) => n.target)
	}));
}

const TEXT = {
	en: { title: 'Glossary', find: 'Kendall', step1: 'One test set, one leaderboard' },
	'zh-CN': { title: '术语表', find: '肯德尔', step1: null }
} as const;

// One page for the whole file: the first visit (which stores the sample) is paid once, and each
// test then loads the app afresh on the screen it needs (`revisit`).
test.describe('the glossary', () => {
	const page = sharedPage((p) => openApp(p, { analysis: false }));

	for (const lang of ['en', 'zh-CN'] as const) {
		test(`the glossary in ${lang}: every term, its definition and where it appears; axe clean`, async () => {
			test.setTimeout(120_000); // axe reads every entry
			await revisit(page(), `#/glossary?lang=${lang}`);
			await expect(page().locator('html')).toHaveAttribute('lang', lang);
			await expect(page().getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
			const terms = page().getByTestId('glossary-term');
			await expect(terms).toHaveCount(GLOSSARY.length);
			const other = lang === 'en' ? 'zh-CN' : 'en';
			// Read every entry at once (one round trip, not six per term, on a busy machine).
			const shown = await terms.evaluateAll(
				(els, other) =>
					els.map((el) => ({
						id: (el as HTMLElement).dataset.term,
						term: el.querySelector('dfn')?.textContent?.trim(),
						other: el.querySelector(`[lang="${other}"]`)?.textContent?.trim(),
						definition: el.querySelector('dd p')?.textContent?.trim(),
						href: el.querySelector('[data-testid="glossary-where"]')?.getAttribute('href') ?? ''
					})),
				other
			);
			expect(shown.map(({ href: _, ...rest }) => rest)).toEqual(
				GLOSSARY.map((term) => ({
					id: term.id,
					term: term[lang].term,
					other: term[other].term,
					definition: term[lang].definition
				}))
			);
			// Each link goes where the term appears, in the page's language (a dataset's screens on the
			// sample stored by the first visit).
			for (const [i, term] of GLOSSARY.entries()) {
				const href = shown[i].href;
				expect(href, term.id).toContain(`lang=${lang}`);
				const view = term.where.view;
				if (view === 'classroom') expect(href).toContain(`#/classroom?step=${term.where.step}&`);
				if (view === 'analysis' || view === 'items') {
					expect(href).toMatch(new RegExp(`^#/${view}\\?dataset=`));
				}
				if (view === 'start') expect(href).toMatch(/^#\/\?lang=/);
			}
			if (lang === 'zh-CN') expect(await englishLeft(page())).toEqual([]);
			expect(await axeViolations(page())).toEqual([]);
		});

		test(`the glossary in ${lang} by keyboard: find a term, follow its link`, async () => {
			await revisit(page(), `#/glossary?lang=${lang}`);
			const find = page().getByTestId('glossary-find');
			await find.focus();
			await page().keyboard.type(TEXT[lang].find);
			await expect(page().getByTestId('glossary-term')).toHaveCount(1);
			await expect(page().getByTestId('glossary-term')).toHaveAttribute('data-term', 'tauB');
			await page().keyboard.press('Tab');
			await expect(page().getByTestId('glossary-where')).toBeFocused();
			await page().keyboard.press('Enter');
			await expect(page()).toHaveURL(new RegExp(`#/classroom\\?step=1.*lang=${lang}`));
			const step = page().getByTestId('classroom-step');
			await expect(step).toHaveAttribute('data-step', '1');
			if (TEXT[lang].step1) await expect(step.locator('h1')).toHaveText(TEXT[lang].step1);
			await expect(page().locator('html')).toHaveAttribute('lang', lang);
			// Back, and no term found: the page says so.
			await page().goBack();
			await page().getByTestId('glossary-find').fill('zzzz');
			await expect(page().getByTestId('glossary-term')).toHaveCount(0);
			await expect(page().getByTestId('glossary-count')).toHaveText(
				lang === 'en' ? 'No term matches.' : '没有匹配的术语。'
			);
			await page().getByTestId('glossary-find').fill('');
			await expect(page().getByTestId('glossary-count')).toHaveText(
				lang === 'en'
					? `${GLOSSARY.length} terms of ${GLOSSARY.length}.`
					: `显示 ${GLOSSARY.length} 个术语（共 ${GLOSSARY.length} 个）。`
			);
		});
	}

	test('reached from the footer of every screen and from the teachers’ page', async () => {
		await revisit(page(), '#/?lang=zh-CN');
		await page().getByTestId('footer-glossary').click();
		await expect(page()).toHaveURL(/#\/glossary\?lang=zh-CN$/);
		await expect(page().getByRole('heading', { level: 1 })).toHaveText('术语表');
		await expect(page().getByTestId('footer-glossary')).toHaveAttribute('aria-current', 'page');

		await page().goto('/#/classroom/teachers?lang=en');
		await page().getByTestId('teachers-glossary').click();
		await expect(page()).toHaveURL(/#\/glossary\?lang=en$/);
		await expect(page().getByRole('heading', { level: 1 })).toHaveText('Glossary');
	});

	test('a link to one term brings it into view', async () => {
		await revisit(page(), '#/glossary?term=helmRunFolder&lang=en');
		const entry = page().locator('#term-helmRunFolder');
		await expect(entry).toHaveClass(/wanted/);
		await expect(entry).toBeInViewport();
	});

	test('the Chinese glossary is drawn with the CJK font stack', async () => {
		await revisit(page(), '#/glossary?lang=zh-CN');
		const family = await page().evaluate(() => getComputedStyle(document.body).fontFamily);
		// The named Simplified Chinese fonts come before system-ui on a Chinese page().
		expect(family.indexOf('Noto Sans CJK SC')).toBeGreaterThan(-1);
		expect(family.indexOf('PingFang SC')).toBeLessThan(family.indexOf('system-ui'));
		const cdp = await page().context().newCDPSession(page());
		await cdp.send('DOM.enable');
		await cdp.send('CSS.enable');
		const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
		for (const selector of ['main h1', '[data-testid="glossary-term"] dd p']) {
			const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
			const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
			const text = await page().locator(selector).first().innerText();
			const han = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
			expect(han, selector).toBeGreaterThan(0);
			const cjk = fonts.filter((f) => /CJK|Han|Hei|WenQuanYi/i.test(f.familyName));
			expect(
				cjk.reduce((n, f) => n + f.glyphCount, 0),
				JSON.stringify(fonts)
			).toBeGreaterThanOrEqual(han);
		}
	});
});
