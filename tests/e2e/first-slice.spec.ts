import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
	expect,
	exportJson,
	FIXTURES,
	fixturePath,
	importFiles,
	openApp,
	openPanels,
	readDownload,
	REAL_FIRST_VISIT,
	runWith,
	setSettings,
	test
} from './fixtures.ts';

const golden = JSON.parse(readFileSync(join(FIXTURES, 'golden', 'golden.json'), 'utf8'));

test.describe('a real first visit', () => {
	test.use(REAL_FIRST_VISIT);

	test('a first visit opens a built-in sample already analysed, whose charts export as PNG with their provenance in the file name', async ({
		page
	}) => {
		await openApp(page);
		await expect(page).toHaveURL(/#\/analysis\?dataset=[0-9a-f]{16}/);
		await expect(page.getByTestId('dataset-name')).toContainText('Leaderboard');
		await expect(page.getByTestId('headline')).toContainText(
			/^Sampling noise: with [\d,]+ items, each score is known to within ±[\d.]+ points/
		);
		await expect(page.getByTestId('verdict')).toContainText(/^Sampling noise alone moves scores/);
		await openPanels(page, 'ranks');
		for (const id of ['chart-swing', 'chart-tau', 'chart-ranks']) {
			await expect(page.getByTestId(id).locator('canvas')).toBeVisible();
		}
		// The charts export as PNG with their provenance in the file name.
		for (const id of ['chart-swing', 'chart-tau', 'chart-ranks']) {
			const [download] = await Promise.all([
				page.waitForEvent('download'),
				page.getByTestId(`${id}-png`).click()
			]);
			expect(download.suggestedFilename()).toMatch(/bootstrap-1000-seed1-.*\.png$/);
			const bytes = await readDownload(download);
			expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
			expect(bytes.length).toBeGreaterThan(5_000);
		}
	});
});

/**
 * Every record of the app's IndexedDB, by store, as JSON (typed arrays as plain arrays), with
 * the times of day a visit writes (`addedAt`, `savedAt`) left out: what a test finds stored.
 */
function storedLibrary(page: Page) {
	return page.evaluate(async () => {
		const plain = (v: unknown): unknown =>
			ArrayBuffer.isView(v)
				? Array.from(v as unknown as ArrayLike<number>)
				: Array.isArray(v)
					? v.map(plain)
					: v && typeof v === 'object'
						? Object.fromEntries(
								Object.entries(v)
									.filter(([k]) => k !== 'addedAt' && k !== 'savedAt')
									.map(([k, x]) => [k, plain(x)])
							)
						: v;
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const r = indexedDB.open('perturbation-sandbox');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const stores: Record<string, unknown> = {};
		for (const name of db.objectStoreNames) {
			const store = db.transaction(name).objectStore(name);
			const all = await new Promise<[unknown[], unknown[]]>((resolve, reject) => {
				const keys = store.getAllKeys();
				const values = store.getAll();
				values.onsuccess = () => resolve([keys.result, values.result]);
				values.onerror = () => reject(values.error);
			});
			stores[name] = {
				keyPath: store.keyPath,
				indexes: [...store.indexNames],
				records: all[0].map((k, i) => [k, plain(all[1][i])])
			};
		}
		db.close();
		return { version: db.version, stores };
	});
}

test('a test started from the stored first visit finds the library a real first visit leaves: the same schema version, stores and records (the same sample), and the same analysis', async ({
	page,
	browser
}) => {
	await openApp(page, { analysis: false });
	// an empty browser (a context made in a test takes the project's storageState unless told)
	const fresh = await browser.newContext(REAL_FIRST_VISIT);
	expect((await fresh.storageState({ indexedDB: true })).origins).toEqual([]);
	const real = await fresh.newPage();
	await openApp(real, { analysis: false });
	const stored = await storedLibrary(page);
	expect(Object.keys(stored.stores).length).toBeGreaterThan(0);
	expect(stored).toEqual(await storedLibrary(real));
	// and the analysis a first visit opens shows the same numbers from either
	await openApp(page);
	await real.goto(page.url());
	await expect(real.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 30_000
	});
	await expect(real.getByTestId('verdict')).toHaveText(
		await page.getByTestId('verdict').innerText()
	);
	await fresh.close();
});

test('import a wide CSV, run with URL settings, export JSON equal to numpy/scipy golden values; datasets survive a reload, can be renamed and deleted; the same URL gives identical numbers with 1 or 3 workers', async ({
	page
}) => {
	test.setTimeout(120_000); // two imports, three runs, five reloads
	await openApp(page, { analysis: false });
	await importFiles(page, fixturePath('golden', 'small-binary.csv'));
	await expect(page).toHaveURL(/dataset=[0-9a-f]{16}/);
	await expect(page.getByTestId('dataset-name')).toHaveText('small-binary');

	const g = golden.runs.find((r: { name: string }) => r.name === 'binary-bootstrap');
	await runWith(page, { kind: 'bootstrap', draws: g.settings.draws, seed: g.settings.seed });
	const result = await exportJson(page);

	expect(result.schema).toBe('perturbation-sandbox/run@5');
	expect(result.drawType).toBe('sample');
	expect(result.settings).toMatchObject({ kind: 'bootstrap', draws: 200, seed: 7 });
	expect(result.perturbation).toEqual({ kind: 'bootstrap', strength: 1, imitates: 'noise' });
	expect(result.dataset).toMatchObject({ name: 'small-binary', items: 60, models: 8 });
	expect(result.reference.ranking).toEqual(g.reference.ranking);
	expect(result.reference.scores).toEqual(g.reference.scores);
	result.models.forEach((m: Record<string, number>, k: number) => {
		const e = g.models[k];
		for (const key of [
			'reference',
			'q025',
			'q500',
			'q975',
			'rankLow',
			'rankHigh',
			'pFirst',
			'referenceRank'
		]) {
			expect(m[key], `${e.model}.${key}`).toBe(e[key]);
		}
		expect(m.mean).toBeCloseTo(e.mean, 12);
		expect(m.pFirstSE).toBeCloseTo(e.pFirstSE, 14);
	});
	// P(first): models tied first share the draw, so the column sums to 1.
	expect(result.models.reduce((a: number, m: { pFirst: number }) => a + m.pFirst, 0)).toBeCloseTo(
		1,
		12
	);
	expect(result.leaderKeptSE).toBeCloseTo(g.leaderKeptSE, 14);
	expect(result.tau.median).toBeCloseTo(g.tau.median, 14);
	expect(result.tau.q05).toBeCloseTo(g.tau.q05, 14);
	expect(result.leaderKept).toBeCloseTo(g.leaderKept, 14); // 1/k summed in draw order

	// Datasets survive a reload, and can be renamed and deleted.
	await page.reload();
	await page.goto('/#/');
	const rows = page.getByTestId('library-item');
	await expect(rows).toHaveCount(2);
	const row = rows.filter({ hasText: 'small-binary' });
	await expect(row).toContainText('60 × 8');
	await expect(row).toContainText('0/1');

	// Escape leaves the name as it was; Enter renames.
	await row.getByTestId('rename-button').click();
	await page.getByTestId('rename-input').fill('Not kept');
	await page.getByTestId('rename-input').press('Escape');
	await expect(page.getByTestId('rename-input')).toHaveCount(0);
	await expect(row).toContainText('small-binary');
	await row.getByTestId('rename-button').click();
	await page.getByTestId('rename-input').fill('My eval');
	await page.getByTestId('rename-input').press('Enter');
	await expect(page.getByTestId('library-item').filter({ hasText: 'My eval' })).toHaveCount(1);
	await page.reload();
	await expect(page.getByTestId('library-item').filter({ hasText: 'My eval' })).toHaveCount(1);

	const renamed = page.getByTestId('library-item').filter({ hasText: 'My eval' });
	await renamed.getByTestId('delete-button').click();
	await renamed.getByTestId('confirm-delete').click();
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	await page.reload();
	await expect(page.getByTestId('library-item')).toHaveCount(1);

	// The same URL gives identical numbers with 1 or 3 workers.
	await importFiles(page, fixturePath('golden', 'small-continuous.csv'));
	await expect(page.getByTestId('dataset-name')).toHaveText('small-continuous');
	await runWith(page, { kind: 'subsample', fraction: 0.5, draws: 300, seed: 99, workers: 1 });
	const one = await exportJson(page);
	await page.reload();
	await expect(page.getByTestId('dataset-name')).toHaveText('small-continuous');
	await runWith(page, { kind: 'subsample', fraction: 0.5, draws: 300, seed: 99, workers: 3 });
	const three = await exportJson(page);
	delete one.createdAt;
	delete three.createdAt;
	expect(three).toEqual(one);
	await expect(page.getByTestId('run-status')).toContainText('3 workers');
});

test('a long run can be cancelled, and the app keeps working @timing', async ({ page }) => {
	await openApp(page, { settings: { draws: 20 } }); // warm
	await setSettings(page, { draws: 100000 });
	await page.getByTestId('run-button').click();
	const status = page.getByTestId('run-status');
	await expect(status).toHaveAttribute('data-state', 'running');
	await expect(page.getByRole('progressbar', { name: 'Run progress' })).toBeVisible();
	await page.getByTestId('cancel-button').click();
	await expect(status).toHaveAttribute('data-state', 'cancelled', { timeout: 1_000 });
	await runWith(page, { draws: 50 });
	await expect(page.getByTestId('verdict')).toBeVisible();
});

test('a longer run shows interim figures as its draws come in, then the full result', async ({
	page
}) => {
	test.setTimeout(120_000); // 100,000 draws; 50 s here when the machine is busy
	await openApp(page, { settings: { draws: 20 } }); // warm
	await setSettings(page, { draws: 100000, seed: 3 });
	await page.getByTestId('run-button').click();
	const note = page.getByTestId('partial-note');
	await expect(note).toContainText(/the first [\d,]+ of 100,000 draws/);
	await expect(page.getByTestId('verdict')).toBeVisible();
	await expect(page.getByTestId('chart-tau')).toBeVisible();
	await expect(page.getByTestId('export-json')).toHaveCount(0); // exports wait for the whole run
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'running');
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 60_000
	});
	await expect(note).toHaveCount(0);
	const r = await exportJson(page);
	expect(r.settings.draws).toBe(100000);
	expect(r.tau.median).toBeGreaterThan(0);
});

test('a broken file shows file, row and column, and the library is unchanged; themes are chosen from the header and kept across reloads; model names are shown as text, never run as HTML', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	await page.getByTestId('file-input').setInputFiles(fixturePath('e2e', 'broken.csv'));
	const error = page.getByTestId('import-error');
	await expect(error).toBeVisible();
	await expect(error).toContainText(
		'broken.csv, row 4, column 5 (“model-c”): “oops” is not a number.'
	);
	await expect(error).toContainText('Your library is unchanged.');
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	await page.reload();
	await expect(page.getByTestId('library-item')).toHaveCount(1);

	// Themes: dark and light are chosen from the header and kept across reloads.
	await page.getByTestId('theme-select').selectOption('dark');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	expect(bg).toBe('rgb(18, 21, 27)');
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await page.getByTestId('theme-select').selectOption('auto');
	await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);

	// Model names are shown as text, never run as HTML.
	await importFiles(page, fixturePath('e2e', 'untrusted.csv'));
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
	await page.getByTestId('chart-swing').getByRole('button', { name: 'Show table' }).click();
	await expect(page.getByTestId('chart-swing')).toContainText(
		'<img src=x onerror="window.__pwned=1">'
	);
	expect(
		await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)
	).toBeUndefined();
	await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('one model can be picked out in the charts; settings can be typed and run from the keyboard, and the URL follows', async ({
	page
}) => {
	await openApp(page, { settings: { draws: 20 } });
	const select = page.getByTestId('highlight-select');
	const leader = (await select.locator('option').nth(1).textContent())!;
	await select.selectOption({ label: leader });
	await expect(select).toHaveValue(/\d+/);
	await expect(page.getByTestId('chart-swing').locator('canvas')).toBeVisible();
	await select.selectOption({ label: 'no model' });
	await expect(select).toHaveValue('');

	// Settings typed and run from the keyboard; the URL follows.
	const seed = page.getByTestId('seed-input');
	await seed.fill('31337');
	await seed.press('Tab');
	await expect(page).toHaveURL(/seed=31337/);
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'idle');
	await page.getByTestId('draws-input').fill('250');
	await page.getByTestId('draws-input').press('Enter');
	await expect(page).toHaveURL(/draws=250/);
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
	await expect(page.getByTestId('verdict')).toBeVisible();
	const r = await exportJson(page);
	expect(r.settings).toMatchObject({ draws: 250, seed: 31337 });
	await page.getByTestId('seed-input').fill('-5');
	await page.getByTestId('seed-input').press('Tab');
	await expect(
		page.getByRole('alert').filter({ hasText: 'The seed must be a whole number' })
	).toBeVisible();
	await expect(page).toHaveURL(/seed=31337/);
});

test('a screen that fails to render shows the error with "copy details"; the rest keeps working', async ({
	page,
	consoleErrors
}) => {
	await openApp(page, '#/privacy', { analysis: false });
	// Simulate a rendering bug: number formatting throws while the flag is set (toLocaleString, and
	// Intl.NumberFormat, which the i18n layer's formatters use).
	await page.evaluate(() => {
		const broken = () => (window as unknown as { __breakRender?: boolean }).__breakRender;
		const original = Number.prototype.toLocaleString;
		Number.prototype.toLocaleString = function (this: number, ...args: []) {
			if (broken()) throw new Error('simulated render bug');
			return original.apply(this, args);
		};
		const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!;
		Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
			configurable: true,
			get() {
				if (broken()) throw new Error('simulated render bug');
				return format.get!.call(this);
			}
		});
		(window as unknown as { __breakRender?: boolean }).__breakRender = true;
	});
	await page
		.getByRole('navigation', { name: 'Main' })
		.getByRole('link', { name: 'Library' })
		.click();
	const crash = page.getByTestId('app-error');
	await expect(crash).toBeVisible();
	await expect(crash).toContainText('simulated render bug');
	await expect(crash.getByRole('button', { name: 'Copy details' })).toBeVisible();
	// The header still works, and once the cause is gone the screen recovers.
	await page.evaluate(
		() => ((window as unknown as { __breakRender?: boolean }).__breakRender = false)
	);
	await crash.getByRole('button', { name: 'Try again' }).click();
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	consoleErrors.length = 0; // the simulated bug is logged by Svelte on purpose
});

test('starting a new run cancels the one still going; another dataset opens with its own settings @timing', async ({
	page
}) => {
	await openApp(page, { settings: { draws: 20 } });
	const status = page.getByTestId('run-status');
	// A run that would take minutes on the plain path...
	await setSettings(page, { kind: 'modelSet', draws: 100000 });
	await page.getByTestId('run-button').click();
	await expect(status).toHaveAttribute('data-state', 'running');
	// ...then another dataset's analysis cancels it and opens with that dataset's own settings
	// (the defaults: settings no longer carry over), whose short run starts at once, not queued.
	await page.goto('/#/');
	await page.getByTestId('sample-pass-at-10').click();
	await expect(page.getByTestId('dataset-name')).toContainText('Code benchmark');
	await expect(page.getByTestId('kind-select')).toHaveValue('bootstrap');
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 10_000 });
	// A slow run here is cancelled within a second; a short run then finishes at once.
	await setSettings(page, { kind: 'modelSet', draws: 100000 });
	await page.getByTestId('run-button').click();
	await expect(status).toContainText('of 100,000 draws');
	await page.getByTestId('cancel-button').click();
	await expect(status).toHaveAttribute('data-state', 'cancelled', { timeout: 1_000 });
	await setSettings(page, { kind: 'bootstrap', draws: 200 });
	await page.getByTestId('run-button').click();
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 5_000 });
});
