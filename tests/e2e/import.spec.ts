import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openApp, test } from './fixtures.ts';

test('a file dropped on the drop zone is imported and analysed', async ({ page }) => {
	await openApp(page, { analysis: false });
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

test('a large file imports with a progress bar while the page stays responsive @timing', async ({
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

	await openApp(page, { analysis: false });
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

test('a large import can be cancelled: nothing stored, and the next import works @timing', async ({
	page
}) => {
	const dir = mkdtempSync(join(tmpdir(), 'ps-cancel-'));
	const models = Array.from({ length: 12 }, (_, m) => `model-${m}`);
	const lines = [`item_id,${models.join(',')}`];
	for (let i = 0; i < 600_000; i++) {
		lines.push(
			[`item-${i}`, ...models.map((_, m) => ((i * 7 + m * 13) % 10 < 4 ? 1 : 0))].join(',')
		);
	}
	const path = join(dir, 'huge.csv');
	writeFileSync(path, lines.join('\n') + '\n');

	await openApp(page, { analysis: false });
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	await page.getByTestId('file-input').setInputFiles(path);
	await expect(page.getByTestId('import-progress')).toBeVisible();
	const t0 = Date.now();
	await page.getByRole('button', { name: 'Cancel import' }).click();
	await expect(page.getByTestId('import-progress')).toHaveCount(0, { timeout: 1_000 });
	expect(Date.now() - t0).toBeLessThan(1_500);
	await expect(page.getByTestId('import-error')).toHaveCount(0);
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	await page.reload();
	await expect(page.getByTestId('library-item')).toHaveCount(1);

	await page.getByTestId('file-input').setInputFiles({
		name: 'after.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from('item_id,m1,m2\na,1,0\nb,0,1\nc,1,1\n')
	});
	await expect(page.getByTestId('dataset-name')).toHaveText('after');
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
});

test('a 200 MB JSONL log imports in the browser, streamed, without the tab running out of memory', async ({
	page
}) => {
	test.setTimeout(180_000);
	const dir = mkdtempSync(join(tmpdir(), 'ps-jsonl-'));
	const path = join(dir, 'big.jsonl');
	const { openSync, writeSync, closeSync } = await import('node:fs');
	const fd = openSync(path, 'w');
	const models = Array.from({ length: 8 }, (_, m) => `model-${m}`);
	const pad = 'x'.repeat(120); // realistic logs carry text per record
	let x = 7;
	let written = 0;
	let items = 0;
	for (; written < 200 * 1024 * 1024; items++) {
		let block = '';
		for (const model of models) {
			x = (Math.imul(x, 1103515245) + 12345) >>> 0;
			block += `{"item_id":"q${items}","model":"${model}","score":${x % 100 < 40 ? 1 : 0},"note":"${pad}"}\n`;
		}
		writeSync(fd, block);
		written += block.length;
	}
	closeSync(fd);

	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(path);
	await expect(page.getByTestId('import-progress')).toBeVisible();
	await expect(page.getByTestId('import-review')).toBeVisible({ timeout: 150_000 });
	await expect(page.getByTestId('import-preview')).toContainText('8 models');
	await page.getByTestId('import-confirm').click();
	await expect(page.getByTestId('dataset-name')).toHaveText('big', { timeout: 60_000 });
	// Every record arrived: as many items as were written (none lost between stream chunks).
	await expect(page.getByTestId('dataset-summary')).toContainText(
		`${items.toLocaleString('en-US')} items × 8 models`
	);
});

test('not a results file, an empty file, and a file dropped twice: clear messages, nothing lost', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png });
	await expect(page.getByTestId('import-error')).toContainText('chart.png');
	await expect(page.getByTestId('import-error')).toContainText('PNG image');
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
	await expect(page.getByTestId('import-error')).toContainText('empty.csv');
	await expect(page.getByTestId('library-item')).toHaveCount(1);

	const csv = Buffer.from('item_id,a,b\nq1,1,0\nq2,0,1\nq3,1,1\n');
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'twice.csv', mimeType: 'text/csv', buffer: csv });
	await expect(page.getByTestId('dataset-name')).toHaveText('twice');
	await page.goto('/#/');
	// Dropped again at once, without waiting for the list: the first copy may still be being
	// written (the writer worker's first job in this page, slower from the stored first visit);
	// written or not, the copy gets the notice and is stored once (ImportSession's writes in flight).
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'twice-again.csv', mimeType: 'text/csv', buffer: csv });
	await expect(page.getByTestId('notice')).toContainText('is already in the library as “twice”');
	await page.goto('/#/');
	await expect(page.getByTestId('library-item')).toHaveCount(2);
});
