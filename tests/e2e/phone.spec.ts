import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, firstDatasetId, FIXTURES, openApp, openItems, test } from './fixtures.ts';

// Every view fits a phone (issue 24): at 320, 360 and 800 px wide, in English and Chinese, no view
// is wider than the screen (`scrollWidth` <= the viewport width: wide tables scroll in their own
// box) and axe (WCAG 2.1 A/AA) stays clean; on a phone every control of the classroom is a touch
// target of at least 44 x 44 px, and its steps are kept as screenshots (360 px). Per language and
// width, one page walks the app's views and one the classroom. axe runs at 360 px (an axe pass
// takes seconds on a shared machine; the layout rules it checks do not change between widths).
// Presentation mode still fits a 1280 x 720 projector.

// A page walks about ten views, four analyses among them.
test.describe.configure({ timeout: 300_000 });

const WIDTHS = [320, 360, 800] as const;
const LANGS = ['en', 'zh-CN'] as const;
/** The width at which axe runs and the classroom's steps are kept as screenshots. */
const SHOT_WIDTH = 360;

/** A long table (model, item, score) small enough to import at once: the import review opens. */
const LONG_CSV = [
	'model,item,score',
	...['m1', 'm2', 'm3'].flatMap((m, j) =>
		['a', 'b', 'c', 'd'].map((i, k) => `${m},${i},${(j + k) % 2}`)
	)
].join('\n');

/** Analyses of the built-in sample, one per kind of draw, with settings that run fast. */
const DRAWS: Record<string, string> = {
	sample: 'kind=subsample&draws=60&seed=1',
	variants: 'kind=dropCategory&seed=2',
	search: 'kind=worstCase&strength=0.5&seed=3',
	sweep: 'kind=subsample&sweep=1&steps=1,0.5&draws=30&seed=8'
};

/** The page fits its viewport (nothing scrolls sideways) and axe finds nothing, on `view`. */
async function fits(page: Page, view: string): Promise<void> {
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
	const { scroll, inner } = await page.evaluate(() => ({
		scroll: document.documentElement.scrollWidth,
		inner: window.innerWidth
	}));
	expect(scroll, `${view}: page width`).toBeLessThanOrEqual(inner);
	if (inner !== SHOT_WIDTH) return;
	const result = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	const violations = result.violations.map((v) => ({
		id: v.id,
		nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' '))
	}));
	expect(violations, `${view}: axe`).toEqual([]);
}

/**
 * What an analysis shows cut rather than scrolled or wrapped (issue 32): one-word buttons and
 * summaries ("CSV", a model's name) whose label breaks over two lines, and boxes that hide
 * content wider than themselves (a table must scroll in its own box, never be clipped).
 */
async function cut(page: Page): Promise<string[]> {
	return page.locator('main').evaluate((main) => {
		const out: string[] = [];
		for (const el of main.querySelectorAll<HTMLElement>('button, summary')) {
			const label = el.textContent?.trim() ?? '';
			if (!el.offsetParent || !label || label.length > 12 || /\s/.test(label)) continue;
			const range = document.createRange();
			range.selectNodeContents(el);
			const lines = new Set(
				[...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))
			);
			if (lines.size > 1) out.push(`“${label}” breaks over ${lines.size} lines`);
		}
		for (const el of main.querySelectorAll<HTMLElement>('*')) {
			if (!el.offsetParent || el.classList.contains('visually-hidden')) continue;
			const x = getComputedStyle(el).overflowX;
			if ((x === 'hidden' || x === 'clip') && el.scrollWidth > el.clientWidth + 1) {
				out.push(
					`${el.tagName.toLowerCase()}.${el.className} clips ${el.scrollWidth - el.clientWidth} px`
				);
			}
		}
		return out;
	});
}

/** Visible buttons, selects and inputs of the classroom smaller than 44 x 44 px (by test id). */
async function smallTargets(page: Page): Promise<string[]> {
	return page
		.getByTestId('classroom')
		.locator('button, select, input:not([type="checkbox"]):not([type="radio"]), summary')
		.evaluateAll((els) =>
			els
				.filter((el) => (el as HTMLElement).offsetParent !== null)
				.map((el) => ({ el: el as HTMLElement, r: el.getBoundingClientRect() }))
				.filter(({ r }) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
				.map(
					({ el, r }) =>
						`${el.dataset.testid ?? el.tagName.toLowerCase()} ${Math.round(r.width)}x${Math.round(r.height)}`
				)
		);
}

/** Opens an analysis with the given settings and waits until its run is done. */
async function analysis(page: Page, id: string, settings: string, lang: string): Promise<void> {
	// every folded panel open: the widest content an analysis has
	await page.goto(`/#/analysis?dataset=${id}&${settings}&lang=${lang}&panels=all`);
	const status = page.getByTestId('run-status');
	await expect(status).toBeVisible({ timeout: 30_000 });
	if ((await status.getAttribute('data-state')) === 'idle') {
		await page.getByTestId('run-button').click();
	}
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
	// Every chart's table shown: the widest content an analysis has.
	const show = page.locator('figure.panel button[aria-controls][aria-expanded="false"]');
	while ((await show.count()) > 0) await show.first().click();
}

for (const lang of LANGS) {
	for (const width of WIDTHS) {
		test.describe(`${width} px, ${lang}`, () => {
			test.use({ viewport: { width, height: 800 } });

			test(`every view but the classroom fits ${width} px in ${lang}, axe clean`, async ({
				page
			}) => {
				const q = `lang=${lang}`;
				await openApp(page, `#/privacy?${q}`, { analysis: false });
				await expect(page.getByTestId('privacy-guarantee')).toBeVisible();
				await fits(page, 'privacy');

				await page.goto(`/#/?${q}`);
				await expect(page.getByTestId('library-item')).toHaveCount(1);
				await fits(page, 'start');
				const id = await firstDatasetId(page);

				for (const [kind, settings] of Object.entries(DRAWS)) {
					await analysis(page, id, settings, lang);
					await fits(page, `analysis (${kind})`);
					expect(await cut(page), `analysis (${kind}): cut`).toEqual([]);
				}

				await openItems(page, id, `&${q}`);
				await page.getByTestId('item-row').first().locator('button').first().click();
				await expect(page.getByTestId('item-panel')).toBeVisible();
				await fits(page, 'items with a panel open');

				await page.goto(`/#/?${q}`);
				await page
					.getByTestId('file-input')
					.setInputFiles(join(FIXTURES, 'score-table', 'two-conditions.json'));
				const tableReview = page.getByTestId('score-table-review');
				await expect(tableReview).toBeVisible();
				await fits(page, 'score-table review');
				await tableReview.getByTestId('import-confirm').click();
				await expect(page.getByTestId('heatmap').first()).toBeVisible({ timeout: 30_000 });
				await fits(page, 'score tables');

				await page.goto(`/#/?${q}`);
				await page.getByTestId('file-input').setInputFiles({
					name: 'long.csv',
					mimeType: 'text/csv',
					buffer: Buffer.from(LONG_CSV)
				});
				await expect(page.getByTestId('import-review')).toBeVisible();
				await expect(page.getByTestId('import-confirm')).toBeEnabled();
				await fits(page, 'import review');
			});

			test(`the classroom fits ${width} px in ${lang}, axe clean, touch targets`, async ({
				page
			}) => {
				const q = `lang=${lang}`;
				await openApp(page, `#/privacy?${q}`, { analysis: false });
				for (let step = 1; step <= 7; step++) {
					await page.goto(`/#/classroom?step=${step}&${q}`);
					const section = page.getByTestId('classroom-step');
					await expect(section).toHaveAttribute('data-step', String(step));
					await expect(section).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
					await fits(page, `classroom step ${step}`);
					if (width < 600) expect(await smallTargets(page), `step ${step}: targets`).toEqual([]);
					if (width === SHOT_WIDTH) {
						await expect(page).toHaveScreenshot(`classroom-${step}-${lang}.png`, {
							fullPage: true,
							animations: 'disabled',
							caret: 'hide',
							maxDiffPixelRatio: 0.05
						});
					}
				}

				await page.goto(`/#/classroom/teachers?${q}`);
				await expect(page.getByTestId('lesson-plan').first()).toBeVisible();
				await fits(page, "teachers' page");
			});
		});
	}
}

test.describe('presentation mode on a projector', () => {
	test.use({ viewport: { width: 1280, height: 720 } });

	// Every step with a chart: the figure comes first under the question, so the whole chart is on
	// screen without scrolling (steps 2 and 5 carry a long sentence or a quote, shown after it).
	test('presentation mode fits 1280 x 720: the chart on screen, the page not scrolled', async ({
		page
	}) => {
		await openApp(page, '#/privacy', { analysis: false });
		for (const lang of LANGS) {
			for (const step of [1, 2, 3, 4, 5]) {
				await page.goto(`/#/classroom?step=${step}&present=1&lang=${lang}`);
				const section = page.getByTestId('classroom-step');
				await expect(section).toHaveAttribute('data-step', String(step));
				await expect(section).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
				const chart = await page.getByTestId('step-chart').first().locator('canvas').boundingBox();
				const box = await section.boundingBox();
				const where = `step ${step} (${lang})`;
				expect(chart!.y, `${where}: chart top`).toBeGreaterThanOrEqual(box!.y);
				expect(chart!.y + chart!.height, `${where}: chart bottom`).toBeLessThanOrEqual(
					box!.y + box!.height
				);
				expect(chart!.x + chart!.width, `${where}: chart right`).toBeLessThanOrEqual(1280);
				const { sw, sh } = await page.evaluate(() => ({
					sw: document.documentElement.scrollWidth,
					sh: document.documentElement.scrollHeight
				}));
				expect(sw, `${where}: page width`).toBeLessThanOrEqual(1280);
				expect(sh, `${where}: page height`).toBeLessThanOrEqual(720);
			}
		}
	});
});
