/**
 * Issue 21: a file dropped in the first second of a first visit is never lost. The app opens its
 * built-in sample by itself on a first visit; a file dropped while that happens must end in its
 * own review (or its own analysis), not under the sample. Twenty fresh first visits, each with a
 * drop at a random moment in the first 100 ms after the page has loaded, alternating a file that
 * needs a review (a long CSV) and one that opens at once (a plain wide CSV).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, FIXTURES, test } from './fixtures.ts';

const LONG = readFileSync(join(FIXTURES, 'formats', 'long', 'scores.csv'), 'utf8');
const WIDE = readFileSync(join(FIXTURES, 'formats', 'wide', 'items.csv'), 'utf8');

/** Drops a file on the page as a person would (a `drop` event carrying it), after `delay` ms. */
async function dropSoon(page: Page, name: string, text: string, delay: number): Promise<void> {
	await page.evaluate(
		async ({ name, text, delay }) => {
			await new Promise((r) => setTimeout(r, delay));
			const data = new DataTransfer();
			data.items.add(new File([text], name, { type: 'text/csv' }));
			const target = document.querySelector('main') ?? document.body;
			target.dispatchEvent(
				new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true })
			);
		},
		{ name, text, delay }
	);
}

test('a file dropped in the first 100 ms of a first visit is reviewed or opened, 20 times in a row', async ({
	browser
}) => {
	test.setTimeout(180_000);
	for (let i = 0; i < 20; i++) {
		// A fresh context is a first visit: an empty library, so the app opens its sample by itself.
		const context = await browser.newContext();
		const page = await context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.goto('/');
		const review = i % 2 === 0;
		await dropSoon(
			page,
			review ? 'first-drop-long.csv' : 'first-drop-wide.csv',
			review ? LONG : WIDE,
			(i * 37) % 100
		);
		if (review) {
			await expect(page.getByTestId('import-review'), `visit ${i + 1}`).toBeVisible();
			await expect(page.getByTestId('import-name')).toHaveValue('first-drop-long');
		} else {
			await expect(page.getByTestId('dataset-name'), `visit ${i + 1}`).toHaveText(
				'first-drop-wide'
			);
		}
		// Whatever the sample did meanwhile, the dropped file keeps the screen.
		await page.waitForTimeout(300);
		if (review) await expect(page.getByTestId('import-review')).toBeVisible();
		else await expect(page.getByTestId('dataset-name')).toHaveText('first-drop-wide');
		expect(errors).toEqual([]);
		await context.close();
	}
});
