import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Download, type Page } from '@playwright/test';

export const ROOT = join(import.meta.dirname, '..', '..');
export const FIXTURES = join(ROOT, 'tests', 'fixtures');

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
	consoleErrors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('console', (m) => {
				if (m.type() === 'error') errors.push(m.text());
			});
			page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
			await use(errors);
			expect(errors, 'console errors').toEqual([]);
		},
		{ auto: true }
	]
});

export { expect };

/** Opens the app and waits for the first-visit sample analysis to finish. */
export async function openApp(page: Page, hash = ''): Promise<void> {
	await page.goto(`/${hash}`);
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 30_000
	});
}

export async function importFiles(page: Page, ...paths: string[]): Promise<void> {
	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles(paths);
}

export async function readDownload(download: Download): Promise<Buffer> {
	const path = await download.path();
	return readFileSync(path!);
}

export async function exportJson(page: Page) {
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId('export-json').click()
	]);
	return JSON.parse((await readDownload(download)).toString('utf8'));
}

/**
 * Sets run settings through the URL hash (the automation contract), waits until the settings form
 * shows them (hashchange is asynchronous), then starts the run.
 */
export async function setSettings(page: Page, settings: Record<string, string | number>) {
	const url = new URL(page.url());
	const params = new URLSearchParams(url.hash.replace(/^#\/analysis\?/, ''));
	for (const [k, v] of Object.entries(settings)) params.set(k, String(v));
	await page.evaluate((h) => (window.location.hash = h), `#/analysis?${params}`);
	if (settings.seed !== undefined) {
		await expect(page.getByTestId('seed-input')).toHaveValue(String(settings.seed));
	}
	if (settings.draws !== undefined) {
		await expect(page.getByTestId('draws-input')).toHaveValue(String(settings.draws));
	}
	if (settings.kind !== undefined) {
		await expect(page.getByTestId('kind-select')).toHaveValue(String(settings.kind));
	}
}

export async function runWith(page: Page, settings: Record<string, string | number>) {
	await setSettings(page, settings);
	await page.getByTestId('run-button').click();
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 60_000
	});
}

export function fixturePath(...parts: string[]): string {
	return join(FIXTURES, ...parts);
}
