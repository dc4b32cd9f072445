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

for (const scheme of ['light', 'dark'] as const) {
	test(`no accessibility violations on any screen (${scheme})`, async ({ page }) => {
		await page.emulateMedia({ colorScheme: scheme });
		await openApp(page);
		expect(await violations(page), 'analysis').toEqual([]);
		const show = page.getByRole('button', { name: 'Show table' });
		while ((await show.count()) > 0) await show.first().click();
		await expect(page.getByRole('button', { name: 'Hide table' }).first()).toBeVisible();
		expect(await violations(page), 'analysis with its tables').toEqual([]);

		await page.goto('/#/');
		await expect(page.getByTestId('library-item')).toHaveCount(1);
		expect(await violations(page), 'start').toEqual([]);

		await page.goto('/#/privacy');
		await expect(page.getByTestId('privacy-guarantee')).toBeVisible();
		expect(await violations(page), 'privacy').toEqual([]);

		await page.goto('/#/');
		await page.getByTestId('file-input').setInputFiles(lmEvalFiles);
		await expect(page.getByTestId('import-confirm')).toBeVisible();
		expect(await violations(page), 'import review').toEqual([]);
	});
}
