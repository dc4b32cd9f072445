/**
 * Issue 21, item 4: a large file's first run never lies while it waits. A generated wide CSV of
 * 2,500 models x 20,000 items (100 MB, 5e7 cells: a noise floor measured after the result, see
 * src/state/floor-timing.ts; above the rank sets' 2,000-model limit, whose extras take minutes) is imported; an observer installed before the drop notes every state
 * the run status and the Run button show. The run's first words are "Preparing the workers" (the
 * matrix on its way to them), never "Running: 0 of N draws"; the result shows, then the noise
 * floor is measured after it with its own progress and joins the sentence. In Chinese, Stop while
 * the floor is measured keeps the result.
 */
import { closeSync, existsSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, exportJson, openApp, test } from './fixtures.ts';

// One test at a time: two 100 MB imports side by side on two cores only slow each other down.
test.describe.configure({ mode: 'serial' });

const MODELS = 2_500;
const ITEMS = 20_000;

/**
 * A wide 0/1 CSV (seeded: model m solves item i with a chance falling with m), written once and
 * put in place by a rename, so a test running beside this one never reads it half written.
 */
function bigCsv(): string {
	const path = join(tmpdir(), `prepare-run-${MODELS}x${ITEMS}.csv`);
	const header = ['item_id', ...Array.from({ length: MODELS }, (_, m) => `model-${m}`)].join(',');
	const rowBytes = 'item-00000'.length + 2 * MODELS + 1;
	if (existsSync(path) && statSync(path).size === header.length + 1 + ITEMS * rowBytes) {
		return path;
	}
	const part = `${path}.${process.pid}.part`;
	const fd = openSync(part, 'w');
	writeSync(fd, header + '\n');
	let seed = 20240521;
	const row = Buffer.alloc(rowBytes);
	for (let i = 0; i < ITEMS; i++) {
		let at = row.write(`item-${String(i).padStart(5, '0')}`, 0, 'latin1');
		for (let m = 0; m < MODELS; m++) {
			seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
			row[at++] = 44;
			row[at++] = seed / 2 ** 32 < 0.85 - (0.7 * m) / MODELS ? 49 : 48;
		}
		row[at] = 10;
		writeSync(fd, row);
	}
	closeSync(fd);
	renameSync(part, path);
	return path;
}

/** Installed before the drop: every distinct (state, phase, status words, button words) shown. */
const WATCH = `(() => {
	const seen = [];
	window.runStates = seen;
	const note = () => {
		const s = document.querySelector('[data-testid="run-status"]');
		const b = document.querySelector('[data-testid="run-button"]');
		if (!s || !b) return;
		const entry = [
			s.getAttribute('data-state'),
			s.getAttribute('data-phase') ?? '',
			s.querySelector('[data-testid="run-estimate"]')?.textContent ?? '',
			b.textContent.trim(),
			document.querySelector('[data-testid="floor-after"]')?.textContent ?? ''
		].join(' | ');
		if (seen.at(-1) !== entry) seen.push(entry);
	};
	new MutationObserver(note).observe(document, {
		subtree: true, childList: true, characterData: true, attributes: true
	});
})()`;

async function importBig(page: Page): Promise<void> {
	await page.getByTestId('file-input').waitFor({ state: 'attached' });
	await page.evaluate(WATCH);
	await page.getByTestId('file-input').setInputFiles(bigCsv());
	await expect(page.getByTestId('dataset-name')).toBeVisible({ timeout: 90_000 });
	// A run estimated short starts by itself; otherwise press Run at once (it waits for the workers).
	const button = page.getByTestId('run-button');
	if (await button.isEnabled()) await button.click();
}

const states = (page: Page) =>
	page.evaluate(() => (window as unknown as { runStates: string[] }).runStates);

test('en: the first run of a large file says it prepares the workers; the floor follows the result', async ({
	page
}) => {
	test.setTimeout(180_000);
	await openApp(page, '#/', { analysis: false });
	await importBig(page);
	const status = page.getByTestId('run-status');
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
	// The floor is measured after the result: the sentence gets it once it is in.
	const headline = page.getByTestId('headline');
	await expect(headline).toContainText('two test sets of this size from the same pool', {
		timeout: 60_000
	});
	await expect(page.getByTestId('extras-state')).toHaveCount(0);
	const seen = await states(page);
	const running = seen.filter((s) => s.startsWith('running'));
	expect(running[0], seen.join('\n')).toMatch(
		/^running \| prepare \| Preparing the workers: the dataset is on its way to them\. .* \| Preparing…/
	);
	expect(seen.some((s) => /\| Running: [\d,]+ of 1,000 draws… \| Running…/.test(s))).toBe(true);
	// never "Running: 0 of N" while the workers are not ready
	expect(running.filter((s) => s.includes('| prepare |')).every((s) => !/Running:/.test(s))).toBe(
		true
	);
	const floorAfter = seen.filter((s) => s.startsWith('done | floor'));
	expect(floorAfter.length, seen.join('\n')).toBeGreaterThan(0);
	for (const state of floorAfter) {
		expect(state).toMatch(
			/Measuring the noise floor this result is read against: [\d,]+ of 2,000 resamples/
		);
	}
	const json = await exportJson(page);
	expect(json.noise.pairs).toBe(1000);
	expect(json.noiseUnits.tauVerdict).not.toBeUndefined();
});

test('zh-CN: preparing and the floor after the result in Chinese; Stop keeps the result', async ({
	page
}) => {
	test.setTimeout(180_000);
	await openApp(page, '#/?lang=zh-CN', { analysis: false });
	await importBig(page);
	const floorAfter = page.getByTestId('floor-after');
	await expect(floorAfter).toContainText('正在测量解读本结果所依据的噪声基底', { timeout: 60_000 });
	await page.getByTestId('extras-stop').click();
	await expect(page.getByTestId('extras-state')).toHaveAttribute('data-state', 'cancelled');
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
	await expect(page.getByTestId('verdict')).toBeVisible();
	const seen = await states(page);
	const first = seen.find((s) => s.startsWith('running'));
	expect(first, seen.join('\n')).toMatch(/^running \| prepare \| 正在准备计算线程.* \| 准备中…/);
});
