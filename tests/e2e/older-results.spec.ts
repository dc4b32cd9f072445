import { join } from 'node:path';
import { expect, openApp, test } from './fixtures.ts';

/**
 * A library backup holding a run saved in the run@2 format (written by the run@2 version of the
 * app; see tests/e2e/data/make-library-run2.ts): it opens, and its saved run says that an older
 * version wrote it.
 */
test('a run@2 result opened in the app shows the older-version note', async ({ page }) => {
	await openApp(page, '#/privacy', { analysis: false });
	await page
		.getByTestId('library-file-input')
		.setInputFiles(join(import.meta.dirname, 'data', 'library-run2.zip'));
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
	const row = saved.locator('li').filter({ hasText: 'seed 21' });
	await expect(row).toContainText('the leader (alpha) stayed first in 77%');
	await expect(row.getByTestId('legacy-note')).toContainText('run@2');
});
