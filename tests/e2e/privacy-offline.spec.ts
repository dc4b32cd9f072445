import { createServer, type Server } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Request } from '@playwright/test';
import {
	expect,
	exportJson,
	fixturePath,
	importFiles,
	openApp,
	readDownload,
	ROOT,
	runWith,
	REAL_FIRST_VISIT,
	test
} from './fixtures.ts';

const MARKER = 'zz-private-marker-8f3a';

test.describe('from a real first visit', () => {
	test.use(REAL_FIRST_VISIT);

	test('nothing leaves the browser: every request of a whole session stays on the app origin and carries no data', async ({
		page,
		context,
		baseURL
	}) => {
		const requests: Request[] = [];
		context.on('request', (r) => requests.push(r));
		await openApp(page, { analysis: false });
		// A file whose model names and item ids carry a marker we can look for in traffic.
		const csv = [`item_id,${MARKER}-a,${MARKER}-b,plain`]
			.concat(
				Array.from(
					{ length: 40 },
					(_, i) => `${MARKER}-q${i},${i % 2},${i % 3 === 0 ? 1 : 0},${i % 5 === 0 ? 1 : 0}`
				)
			)
			.join('\n');
		await page.goto('/#/');
		await page
			.getByTestId('file-input')
			.setInputFiles({ name: 'private.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
		await runWith(page, { kind: 'subsample', fraction: 0.5, draws: 300, seed: 5 });
		await exportJson(page);
		for (const id of ['export-csv', 'export-draws-csv', 'chart-swing-png']) {
			const [d] = await Promise.all([page.waitForEvent('download'), page.getByTestId(id).click()]);
			await readDownload(d);
		}
		// Shared URLs carry ids and settings only.
		expect(page.url()).not.toContain(MARKER);
		const hash = new URL(page.url()).hash;
		expect(hash.startsWith('#/analysis?')).toBe(true);
		const keys = [...new URLSearchParams(hash.slice('#/analysis?'.length)).keys()].sort();
		// (panels: which folded result panels are open, by name; runWith opens them all)
		expect(keys).toEqual(['dataset', 'draws', 'fraction', 'kind', 'panels', 'seed']);
		// Other formats: harness logs through the review, and a built-in sample.
		await page.goto('/#/');
		const lmEval = join(ROOT, 'tests', 'fixtures', 'formats', 'lm-eval');
		await page
			.getByTestId('file-input')
			.setInputFiles(
				['EleutherAI__pythia-160m', 'EleutherAI__pythia-70m'].flatMap((d) =>
					readdirSync(join(lmEval, d)).map((f) => join(lmEval, d, f))
				)
			);
		await page.getByTestId('import-confirm').click();
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
		await page.goto('/#/');
		await page.getByTestId('sample-pass-at-10').click();
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');

		const origin = new URL(baseURL!).origin;
		expect(requests.length).toBeGreaterThan(3);
		for (const r of requests) {
			const url = r.url();
			if (url.startsWith('data:') || url.startsWith('blob:')) continue;
			expect(new URL(url).origin, url).toBe(origin);
			expect(url).not.toContain(MARKER);
			expect(r.postData() ?? '').not.toContain(MARKER);
			expect(['GET', 'HEAD']).toContain(r.method());
		}
	});
});

test('the built page carries a strict Content-Security-Policy', async ({ page }) => {
	await page.goto('/');
	const csp = await page
		.locator('meta[http-equiv="Content-Security-Policy"]')
		.getAttribute('content');
	expect(csp).toContain("connect-src 'self'");
	expect(csp).toContain("default-src 'self'");
	expect(csp).not.toMatch(/https?:/);
});

test('installable: a web app manifest with icons, served by the app itself', async ({
	page,
	request
}) => {
	await page.goto('/');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href).toBeTruthy();
	const manifest = await (await request.get(new URL(href!, page.url()).toString())).json();
	expect(manifest).toMatchObject({
		name: 'Perturbation Sandbox',
		display: 'standalone',
		start_url: './'
	});
	for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
		const res = await request.get(new URL(icon.src, page.url()).toString());
		expect(res.ok(), icon.src).toBe(true);
	}
	expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
		expect.arrayContaining(['192x192', '512x512'])
	);
	await expect
		.poll(() =>
			page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)
		)
		.toBe('activated');
});

test.describe('a real first visit', () => {
	test.use(REAL_FIRST_VISIT);

	test('after the first visit the app works offline: reload, import, run, export', async ({
		page,
		context
	}) => {
		await openApp(page, { settings: { draws: 20 } });
		await page.evaluate(async () => {
			await navigator.serviceWorker.ready;
			if (!navigator.serviceWorker.controller) {
				await new Promise((r) =>
					navigator.serviceWorker.addEventListener('controllerchange', r, { once: true })
				);
			}
		});
		await context.setOffline(true);
		await page.reload();
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
			timeout: 30_000
		});
		await importFiles(page, fixturePath('golden', 'small-continuous.csv'));
		await expect(page.getByTestId('dataset-name')).toHaveText('small-continuous');
		await runWith(page, { draws: 100, seed: 3 });
		const result = await exportJson(page);
		expect(result.settings.seed).toBe(3);
		await context.setOffline(false);
	});
});

test.describe('served from a sub-path of a plain static host', () => {
	let server: Server;
	// beside the preview server's port (PW_PORT), so that checkouts side by side do not collide
	const port = Number(process.env.PW_PORT ?? 4173) + 1000;
	test.beforeAll(async () => {
		const dist = join(ROOT, 'dist');
		const types: Record<string, string> = {
			'.html': 'text/html',
			'.js': 'text/javascript',
			'.css': 'text/css',
			'.svg': 'image/svg+xml',
			'.png': 'image/png',
			'.csv': 'text/csv',
			'.wasm': 'application/wasm',
			'.webmanifest': 'application/manifest+json',
			'.map': 'application/json'
		};
		server = createServer((req, res) => {
			const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
			if (!path.startsWith('/some/dir/')) {
				res.writeHead(404).end();
				return;
			}
			let file = normalize(join(dist, path.slice('/some/dir/'.length)));
			if (!file.startsWith(dist)) return void res.writeHead(403).end();
			if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
			if (!existsSync(file)) return void res.writeHead(404).end();
			res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
			res.end(readFileSync(file));
		});
		await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
	});
	test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

	test('loads, analyses the sample and imports a file with no server configuration', async ({
		page
	}) => {
		await page.goto(`http://127.0.0.1:${port}/some/dir/`);
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
			timeout: 30_000
		});
		await page.goto(`http://127.0.0.1:${port}/some/dir/#/`);
		await page.getByTestId('file-input').setInputFiles(fixturePath('golden', 'small-binary.csv'));
		await expect(page.getByTestId('dataset-name')).toHaveText('small-binary');
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
	});
});

test('a crashing worker ends the import or run with a clear error, and the app keeps working', async ({
	browser
}) => {
	// Service workers blocked so page.route sees the worker script requests.
	const context = await browser.newContext({ ...REAL_FIRST_VISIT, serviceWorkers: 'block' });
	const page = await context.newPage();
	const pageErrors: string[] = [];
	page.on('pageerror', (e) => pageErrors.push(e.message));
	let broken = true;
	await page.route('**/assets/engine.worker-*.js', (route) =>
		broken
			? route.fulfill({
					contentType: 'text/javascript',
					body: 'throw new Error("simulated crash")'
				})
			: route.continue()
	);
	// The first-visit sample import needs the import worker: it fails with a message.
	await page.goto('/');
	await expect(page.getByTestId('import-error')).toContainText('the import stopped unexpectedly');
	broken = false;
	await page.getByTestId('sample-irt-leaderboard').click();
	const status = page.getByTestId('run-status');
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 30_000 });

	// A run on a fresh worker that crashes: a third worker is started for workers=3.
	broken = true;
	const hash = new URL(page.url()).hash.replace('draws=1000', 'draws=300');
	await page.evaluate((h) => (window.location.hash = h), `${hash}&workers=3`);
	await expect(page.getByTestId('draws-input')).toHaveValue('300');
	await page.getByTestId('run-button').click();
	await expect(status).toHaveAttribute('data-state', 'error');
	await expect(status).toContainText('A worker stopped unexpectedly');
	await expect(status).toContainText('Your data is safe');

	broken = false;
	await page.getByTestId('run-button').click();
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
	expect(pageErrors).toEqual([]);
	await context.close();
});

test('a run too large for memory is refused before it starts, with the largest draw count that fits', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	const models = Array.from({ length: 600 }, (_, m) => `m${m}`);
	const rows = Array.from({ length: 12 }, (_, i) =>
		[`q${i}`, ...models.map((_, m) => ((i * 7 + m) % 3 === 0 ? 1 : 0))].join(',')
	);
	const csv = [`item_id,${models.join(',')}`, ...rows].join('\n');
	await page.goto('/#/');
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
	// 600 models: the default run is estimated over the 2 s that start by themselves, so it waits.
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', /^(idle|done)$/);
	await page.getByTestId('draws-input').fill('100000');
	await page.getByTestId('draws-input').press('Enter');
	const status = page.getByTestId('run-status');
	await expect(status).toHaveAttribute('data-state', 'error');
	await expect(status).toContainText('would need 687 MB for the results');
	await expect(status).toContainText('Use at most 74,482 draws.');
});

test('when the browser refuses more storage, the import says so and nothing is half-written', async ({
	browser
}) => {
	// Chromium here ignores CDP quota overrides, so the refusal is simulated where the browser would
	// raise it: IndexedDB's put throws QuotaExceededError for a big matrix, mid-transaction. The
	// import is stored by the library writer worker (and by the page if that worker cannot), so the
	// patch goes into both: the page's init script and the front of the writer worker's script
	// (service workers blocked so that page.route sees its request). (A real refusal, from a
	// profile on a small disk, is tested in quota.spec.ts where mounting is allowed.)
	const refuseBigMatrices = `{
		const put = IDBObjectStore.prototype.put;
		IDBObjectStore.prototype.put = function (value, key) {
			const v = value;
			if (this.name === 'matrices' && Array.isArray(v?.itemIds) && v.itemIds.length > 5000) {
				throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			}
			return put.call(this, value, key);
		};
	}`;
	const context = await browser.newContext({ ...REAL_FIRST_VISIT, serviceWorkers: 'block' });
	const page = await context.newPage();
	const pageErrors: string[] = [];
	page.on('pageerror', (e) => pageErrors.push(e.message));
	await page.addInitScript(refuseBigMatrices);
	let patchedWorker = false;
	await page.route('**/assets/writer.worker-*.js', async (route) => {
		const response = await route.fetch();
		patchedWorker = true;
		await route.fulfill({ response, body: `${refuseBigMatrices}\n${await response.text()}` });
	});
	await openApp(page, { analysis: false });
	const models = Array.from({ length: 40 }, (_, m) => `model-${m}`);
	const rows = Array.from({ length: 20_000 }, (_, i) =>
		[`item-${i}`, ...models.map((_, m) => ((i * 31 + m * 7) % 5 < 2 ? 1 : 0))].join(',')
	);
	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles({
		name: 'too-big.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from([`item_id,${models.join(',')}`, ...rows].join('\n'))
	});
	await expect(
		page.getByTestId('notice').filter({ hasText: 'refused more storage' })
	).toBeVisible();
	expect(patchedWorker).toBe(true);
	await expect(page.getByTestId('import-error')).toContainText('too-big.csv');
	// The import opened from memory while it was written; the start screen lists only the sample.
	await page.goto('/#/');
	await expect(page.getByTestId('import-error')).toContainText('too-big.csv');
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	await page.reload();
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	expect(pageErrors).toEqual([]);
	await context.close();
});

test("two tabs at once: both keep working and see each other's datasets after a reload", async ({
	page,
	context
}) => {
	await openApp(page, { analysis: false });
	const second = await context.newPage();
	await second.goto('/#/');
	await expect(second.getByTestId('library-item')).toHaveCount(1);
	await importFiles(page, fixturePath('golden', 'small-binary.csv'));
	await expect(page.getByTestId('dataset-name')).toHaveText('small-binary');
	await second
		.getByTestId('file-input')
		.setInputFiles(fixturePath('golden', 'small-continuous.csv'));
	await expect(second.getByTestId('dataset-name')).toHaveText('small-continuous');
	// Each tab opens its import while the library writer stores it: reload until both writes
	// are in (a reload at once could come before the other tab's write ended).
	await page.goto('/#/');
	await expect(async () => {
		await page.reload();
		await expect(page.getByTestId('library-item')).toHaveCount(3, { timeout: 2_000 });
	}).toPass({ timeout: 30_000 });
	await second.goto('/#/');
	await second.reload();
	await expect(second.getByTestId('library-item')).toHaveCount(3);
	await second.close();
});
