import { expect, openApp, setSettings, test } from './fixtures.ts';

/**
 * A 0/1 matrix as CSV: `models` models, `categories` categories of `size` items each, seeded;
 * each model has a skill and each category favours some models (so the weights can move them).
 */
function categoriesCsv(models: number, categories: number, size: number): string {
	let state = 12345;
	const random = () => {
		state = (Math.imul(state, 1103515245) + 12345) >>> 0;
		return state / 2 ** 32;
	};
	const names = Array.from({ length: models }, (_, m) => `model${m}`);
	const affinity = Array.from({ length: categories }, () => random() - 0.5);
	const lines = [['item_id', 'meta:category', ...names].join(',')];
	for (let g = 0; g < categories; g++) {
		for (let i = 0; i < size; i++) {
			const cells = names.map((_, m) => {
				const p = 0.2 + (0.6 * m) / models + 0.3 * affinity[g] * (random() - 0.3);
				return random() < p ? 1 : 0;
			});
			lines.push([`g${g}-q${i}`, `c${g}`, ...cells].join(','));
		}
	}
	return lines.join('\n');
}

test('the worst-case search runs in the worker: its progress moves, Cancel stops it, Run again works', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles({
		name: 'thousand-categories.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(categoriesCsv(67, 1000, 10))
	});
	await expect(page.getByTestId('dataset-name')).toHaveText('thousand-categories');
	const status = page.getByTestId('run-status');
	await expect(status).not.toHaveAttribute('data-state', 'running', { timeout: 60_000 });
	await setSettings(page, { kind: 'worstCase', strength: 0.5, seed: 1 });
	if ((await status.getAttribute('data-state')) !== 'running') {
		await page.getByTestId('run-button').click();
	}
	await expect(status).toHaveAttribute('data-state', 'running');
	// The page keeps painting while the search runs: the bar moves between two looks at it.
	const bar = status.locator('progress');
	const value = async () => Number((await bar.getAttribute('value')) ?? 0);
	await expect.poll(value).toBeGreaterThan(0);
	const first = await value();
	await expect.poll(value).toBeGreaterThan(first);
	await page.getByTestId('cancel-button').click();
	await expect(status).toHaveAttribute('data-state', 'cancelled');
	await expect(page.getByTestId('cancel-button')).toHaveCount(0);

	await page.getByTestId('run-button').click();
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
	await expect(page.getByTestId('search-certificate')).toBeVisible();
	await expect(page.getByTestId('search-weights').locator('tbody tr')).toHaveCount(1000);
});
