import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openApp, test } from './fixtures.ts';

test('a file dropped on the drop zone is imported and analysed', async ({ page }) => {
	await openApp(page);
	await page.goto('/#/');
	const csv = 'item_id,m1,m2,m3\na,1,0,1\nb,0,0,1\nc,1,1,1\nd,0,1,0\n';
	const dataTransfer = await page.evaluateHandle((text) => {
		const dt = new DataTransfer();
		dt.items.add(new File([text], 'dropped.csv', { type: 'text/csv' }));
		return dt;
	}, csv);
	const zone = page.getByRole('region', { name: 'Drop results files here' });
	await zone.dispatchEvent('dragenter', { dataTransfer });
	await zone.dispatchEvent('drop', { dataTransfer });
	await expect(page.getByTestId('dataset-name')).toHaveText('dropped');
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
	await expect(page.getByTestId('notice')).toHaveCount(0); // imported once, not twice
});

test('a large file imports with a progress bar while the page stays responsive', async ({
	page
}) => {
	const dir = mkdtempSync(join(tmpdir(), 'ps-big-'));
	const models = Array.from({ length: 12 }, (_, m) => `model-${m}`);
	const lines = [`item_id,meta:category,${models.join(',')}`];
	let x = 12345;
	for (let i = 0; i < 400_000; i++) {
		const row = [`item-${i}`, `cat-${i % 7}`];
		for (let m = 0; m < models.length; m++) {
			x = (Math.imul(x, 1103515245) + 12345) >>> 0;
			row.push(x % 100 < 30 + 4 * m ? '1' : '0');
		}
		lines.push(row.join(','));
	}
	const path = join(dir, 'big.csv');
	writeFileSync(path, lines.join('\n') + '\n');

	await openApp(page);
	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles(path);
	await expect(page.getByTestId('import-progress')).toBeVisible();
	await expect(page.getByRole('progressbar', { name: 'Importing big.csv' })).toBeVisible();
	// The main thread answers promptly while the worker parses.
	const t0 = Date.now();
	await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
	expect(Date.now() - t0).toBeLessThan(1_000);
	await expect(page.getByTestId('dataset-name')).toHaveText('big', { timeout: 60_000 });
	await expect(page.getByTestId('dataset-summary')).toContainText('400,000 items × 12 models');
});
