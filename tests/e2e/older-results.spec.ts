import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openApp, test } from './fixtures.ts';

/**
 * Restores a library backup of tests/e2e/data (the golden `small-binary` dataset and one run saved
 * by an older version, see make-library-run2.ts), opens the dataset and its saved runs, and gives
 * the saved run of `seed`.
 */
async function savedRun(page: Page, zip: string, seed: number) {
	await openApp(page, '#/privacy', { analysis: false });
	await page
		.getByTestId('library-file-input')
		.setInputFiles(join(import.meta.dirname, 'data', zip));
	await expect(page.getByTestId('library-backup-message')).toContainText('1 added');
	await page.goto('/#/');
	await page
		.getByTestId('library-item')
		.filter({ hasText: 'small-binary' })
		.getByTestId('dataset-link')
		.click();
	await expect(page.getByTestId('dataset-name')).toHaveText('small-binary');
	const saved = page.getByTestId('saved-runs');
	await saved.locator('summary').click();
	return saved.locator('li').filter({ hasText: `seed ${seed}` });
}

/**
 * A library backup holding a run saved in the run@2 format (written by the run@2 version of the
 * app): it opens, and its saved run says that an older version wrote it.
 */
test('a run@2 result opened in the app shows the older-version note', async ({ page }) => {
	const row = await savedRun(page, 'library-run2.zip', 21);
	await expect(row).toContainText('the leader (alpha) stayed first in 77%');
	await expect(row.getByTestId('legacy-note')).toContainText('run@2');
});

/**
 * A run saved in the run@3 format (before the noise floor; written by the run@3 version): it
 * opens, its verdict is worded again without a noise floor (no claim about sampling noise it did
 * not measure), and its note says so.
 */
test('a run@3 result opens, worded again without a noise floor, with its own note', async ({
	page
}) => {
	const row = await savedRun(page, 'library-run3.zip', 23);
	await expect(row).toContainText(
		/Sampling noise: with 60 items, each score is known to within ±13\.4 points/
	);
	await expect(row).toContainText('against the full set');
	await expect(row).not.toContainText('Scores moved by up to');
	await expect(row.getByTestId('legacy-note')).toContainText('run@3');
	await expect(row.getByTestId('legacy-note')).toContainText('not measured against sampling noise');
});

/**
 * A run saved in the run@4 format (before issue 30; written by the run@4 version): a Dirichlet
 * run whose sentence said "0.1 times their sampling noise: within it". It opens, keeps the
 * sentence it was saved with (its figures cannot be read again like with like), and its note says
 * what that sentence measured.
 */
test('a run@4 result opens with its own sentence and a note on what it measured', async ({
	page
}) => {
	const row = await savedRun(page, 'library-run4.zip', 25);
	await expect(row).toContainText('The scores moved 0.4 points on average');
	const note = row.getByTestId('legacy-note');
	await expect(note).toContainText('run@4');
	await expect(note).toContainText('the mean over the draws, which cancels for a random shift');
	await expect(note).toContainText('against two resamples');
});
