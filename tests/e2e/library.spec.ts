import {
	expect,
	fixturePath,
	importFiles,
	openApp,
	readDownload,
	runWith,
	test
} from './fixtures.ts';

test('the library exports to one file, can be deleted entirely, and comes back from the file', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await importFiles(page, fixturePath('golden', 'small-binary.csv'));
	await expect(page.getByTestId('dataset-name')).toHaveText('small-binary');
	await runWith(page, { draws: 100, seed: 8 });
	await expect(page.getByTestId('saved-runs')).toContainText('seed 8');

	await page
		.getByRole('navigation', { name: 'Main' })
		.getByRole('link', { name: 'Privacy' })
		.click();
	await expect(page.getByTestId('privacy-guarantee')).toBeVisible();
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId('export-library').click()
	]);
	expect(download.suggestedFilename()).toMatch(
		/^perturbation-sandbox-library-\d{4}-\d\d-\d\d\.zip$/
	);
	const backup = await readDownload(download);
	await expect(page.getByTestId('library-backup-message')).toContainText('Exported 2 datasets');

	await page.getByTestId('delete-everything').click();
	// Deleting everything reloads the page when it is done: wait for that reload, not just any load.
	await Promise.all([
		page.waitForEvent('framenavigated', { timeout: 15_000 }),
		page.getByTestId('confirm-delete-everything').click()
	]);
	await page.waitForLoadState('load');
	await page.goto('/#/');
	await expect(page.getByTestId('library-empty')).toBeVisible();

	await page.getByTestId('library-file-input').setInputFiles({
		name: 'backup.zip',
		mimeType: 'application/zip',
		buffer: backup
	});
	await expect(page.getByTestId('library-backup-message')).toContainText('2 added');
	await expect(page.getByTestId('library-item')).toHaveCount(2);
	await page
		.getByTestId('library-item')
		.filter({ hasText: 'small-binary' })
		.getByTestId('dataset-link')
		.click();
	await expect(page.getByTestId('saved-runs')).toContainText('seed 8');
});

test('importing a library never overwrites a renamed dataset without asking', async ({ page }) => {
	await openApp(page, '#/privacy', { analysis: false });
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId('export-library').click()
	]);
	const backup = await readDownload(download);
	await page.goto('/#/');
	const row = page.getByTestId('library-item');
	await row.getByTestId('rename-button').click();
	await page.getByTestId('rename-input').fill('My renamed sample');
	await page.getByTestId('rename-input').press('Enter');
	await page
		.getByTestId('library-file-input')
		.setInputFiles({ name: 'b.zip', mimeType: 'application/zip', buffer: backup });
	await expect(page.getByTestId('library-conflict')).toContainText(
		'already here under another name'
	);
	await page.getByTestId('library-keep').click();
	await expect(page.getByTestId('library-item')).toContainText('My renamed sample');
	await page
		.getByTestId('library-file-input')
		.setInputFiles({ name: 'b.zip', mimeType: 'application/zip', buffer: backup });
	await page.getByTestId('library-replace').click();
	await expect(page.getByTestId('library-item')).toContainText('Leaderboard');
});

test('a file that is not a library backup is refused with a message', async ({ page }) => {
	await openApp(page, '#/privacy', { analysis: false });
	await page.getByTestId('library-file-input').setInputFiles({
		name: 'notes.zip',
		mimeType: 'application/zip',
		buffer: Buffer.from('this is not a zip')
	});
	await expect(page.getByTestId('library-backup-message')).toContainText('notes.zip');
	await page.goto('/#/');
	await expect(page.getByTestId('library-item')).toHaveCount(1);
});
