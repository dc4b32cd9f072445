import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, FIXTURES, openApp, test } from './fixtures.ts';

const lmEvalFiles = readdirSync(join(FIXTURES, 'formats', 'lm-eval'), {
	recursive: true,
	withFileTypes: true
})
	.filter((d) => d.isFile())
	.map((d) => join(d.parentPath, d.name));

// Automated accessibility checks (axe-core, WCAG 2.1 A and AA rules) on every screen, light and
// dark. They do not replace trying the app with a keyboard and a screen reader, but they catch
// missing labels, names, roles and contrast.
async function violations(page: Page) {
	const result = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	return result.violations.map((v) => ({
		id: v.id,
		help: v.help,
		nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' '))
	}));
}

// Every screen in each language (the hash's lang= selects it; <html lang> follows), light and dark
// in English, light in Chinese (the colours do not depend on the language).
const passes = [
	{ scheme: 'light', lang: 'en', show: 'Show table', hide: 'Hide table' },
	{ scheme: 'dark', lang: 'en', show: 'Show table', hide: 'Hide table' },
	{ scheme: 'light', lang: 'zh-CN', show: '显示表格', hide: '隐藏表格' }
] as const;

for (const { scheme, lang, show: showName, hide } of passes) {
	test(`no accessibility violations on any screen (${lang}, ${scheme})`, async ({ page }) => {
		// Five axe passes over full screens: at a load of 25 on two cores the first alone took
		// over a minute.
		test.setTimeout(240_000);
		const q = `lang=${lang}`;
		await page.emulateMedia({ colorScheme: scheme });
		await openApp(page, `#/?${q}`);
		await expect(page.locator('html')).toHaveAttribute('lang', lang);
		expect(await violations(page), 'analysis').toEqual([]);
		const show = page.getByRole('button', { name: showName });
		while ((await show.count()) > 0) await show.first().click();
		await expect(page.getByRole('button', { name: hide }).first()).toBeVisible();
		expect(await violations(page), 'analysis with its tables').toEqual([]);

		await page.goto(`/#/?${q}`);
		await expect(page.getByTestId('library-item')).toHaveCount(1);
		expect(await violations(page), 'start').toEqual([]);

		await page.goto(`/#/privacy?${q}`);
		await expect(page.getByTestId('privacy-guarantee')).toBeVisible();
		expect(await violations(page), 'privacy').toEqual([]);

		await page.goto(`/#/?${q}`);
		await page.getByTestId('file-input').setInputFiles(lmEvalFiles);
		await expect(page.getByTestId('import-confirm')).toBeVisible();
		expect(await violations(page), 'import review').toEqual([]);
	});
}

test('the import review of issue 36’s choices: the decimal mark and arena-hard’s scoring rule', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	const formats = join(FIXTURES, 'formats');
	await page.getByTestId('file-input').setInputFiles(join(formats, 'european', 'noten.csv'));
	await expect(page.getByTestId('import-decimal')).toBeVisible();
	expect(await violations(page), 'European CSV review').toEqual([]);
	await page.getByRole('button', { name: 'Cancel', exact: true }).click();
	await page.getByTestId('folder-input').setInputFiles(join(formats, 'arena-hard'));
	await expect(page.getByTestId('import-metric').first()).toBeVisible();
	expect(await violations(page), 'arena-hard review').toEqual([]);
});
