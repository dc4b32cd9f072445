import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	test as base,
	expect,
	type BrowserContext,
	type Download,
	type Page
} from '@playwright/test';
import { FIRST_VISIT_INFO, FIRST_VISIT_STATE } from './first-visit-state.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const FIXTURES = join(ROOT, 'tests', 'fixtures');

/**
 * Browser contexts that start from the stored first visit (`first-visit.setup.ts`): the built-in
 * sample is already in their IndexedDB, so `openApp` does not visit the app a first time.
 */
const afterFirstVisit = new WeakSet<BrowserContext>();

/**
 * `test.use(REAL_FIRST_VISIT)`: the tests of this file (or block) start from an empty browser,
 * not from the stored first visit, so `openApp` makes a real first visit (the sample fetched,
 * parsed and stored by the app, the service worker installed on the way). For the tests that check
 * the first visit itself. A context a test makes itself takes the project's `storageState` too
 * (Playwright applies the `use` options to `browser.newContext`): `browser.newContext(
 * { ...REAL_FIRST_VISIT, ... })` for an empty one.
 */
export const REAL_FIRST_VISIT = { storageState: { cookies: [], origins: [] } };

/**
 * Every test fails on a console error or an uncaught page error. Each test's context starts from
 * the project's `storageState` (the stored first visit, unless the test says `REAL_FIRST_VISIT`).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
	context: async ({ context, storageState }, use) => {
		if (storageState === FIRST_VISIT_STATE) afterFirstVisit.add(context);
		await use(context);
	},
	consoleErrors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('console', (m) => {
				if (m.type() === 'error') errors.push(m.text());
			});
			page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
			await use(errors);
			expect(errors, 'console errors').toEqual([]);
		},
		{ auto: true }
	]
});

export { expect };

/**
 * One page kept across the tests of a describe block, for work worth doing once per spec file
 * (importing a large real dataset): the block runs its tests in order in one worker (serial
 * mode; a failure skips the rest, and a retry starts the block again), `setup` runs once on the
 * page before the first test, and the page's console and page errors fail the test during which
 * they happen, as with `test`. Declare the block's tests with `sharedTest` (it does not open a
 * page of its own for each test) and reach the page with the function returned:
 *
 *     test.describe('ImageNetV2', () => {
 *       const page = sharedPage(async (p) => { ...import once... });
 *       sharedTest('the headline numbers', async () => { await page().goto(...); ... });
 *     });
 */
export function sharedPage(setup: (page: Page) => Promise<void>, setupTimeout = 120_000) {
	let context: BrowserContext | undefined;
	let page: Page | undefined;
	const errors: string[] = [];
	base.describe.configure({ mode: 'serial' });
	base.beforeAll(async ({ browser }, info) => {
		base.setTimeout(setupTimeout);
		// A context made here does not get the project's `use` options by itself.
		const {
			baseURL,
			viewport,
			acceptDownloads,
			userAgent,
			deviceScaleFactor,
			locale,
			storageState
		} = info.project.use;
		context = await browser.newContext({
			baseURL,
			viewport,
			acceptDownloads,
			userAgent,
			deviceScaleFactor,
			locale,
			storageState
		});
		if (storageState === FIRST_VISIT_STATE) afterFirstVisit.add(context);
		page = await context.newPage();
		page.on('console', (m) => {
			if (m.type() === 'error') errors.push(m.text());
		});
		page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
		await setup(page);
		expect(errors.splice(0), 'console errors while setting up').toEqual([]);
	});
	base.afterEach(() => {
		expect(errors.splice(0), 'console errors').toEqual([]);
	});
	base.afterAll(async () => {
		await context?.close();
	});
	return (): Page => {
		if (!page) throw new Error('sharedPage: the page exists once the block has started');
		return page;
	};
}

/** `test` without a page of its own per test: for the tests of a `sharedPage` block. */
export const sharedTest = base;

export interface OpenAppOptions {
	/**
	 * `true` (the default): land where a first visit lands, on the built-in sample's analysis, and
	 * wait until that analysis is done. `false`: the first visit stores the sample (the library
	 * holds it, as after the default) but does not open or analyse it; the page then shows `hash`
	 * (the start screen when empty). For tests that leave the analysis at once: it saves its run.
	 */
	analysis?: boolean;
	/**
	 * Settings as in the URL (`{ kind: 'subsample', draws: 60, seed: 4 }`): the sample's analysis
	 * opens with these instead of the defaults, and `openApp` waits until their run is done. The
	 * same page as `openApp(page)` then `runWith(page, settings)`, without the default run first.
	 */
	settings?: Record<string, string | number>;
}

/**
 * A first visit to the app. By default it opens on the built-in sample's analysis and waits for it
 * to finish; the options skip that analysis or replace its settings (see `OpenAppOptions`):
 *
 *     await openApp(page);                                   // the sample's analysis, done
 *     await openApp(page, '#/?lang=zh-CN');                  // the same, in Chinese
 *     await openApp(page, { analysis: false });              // the start screen, sample stored
 *     await openApp(page, '#/privacy', { analysis: false }); // any screen, sample stored
 *     await openApp(page, { settings: { draws: 60 } });      // the sample run with 60 draws, done
 *
 * In a context started from the stored first visit (the projects' default, see
 * `first-visit.setup.ts`) the sample is in the library already: `openApp` goes straight to the
 * screen that visit would end on, the same URL, the same library. In an empty context
 * (`REAL_FIRST_VISIT`, or a context the test makes itself) it is a real first visit.
 */
export async function openApp(page: Page, options?: OpenAppOptions): Promise<void>;
export async function openApp(page: Page, hash?: string, options?: OpenAppOptions): Promise<void>;
export async function openApp(
	page: Page,
	hashOrOptions: string | OpenAppOptions = '',
	options: OpenAppOptions = {}
): Promise<void> {
	const hash = typeof hashOrOptions === 'string' ? hashOrOptions : '';
	const { analysis = true, settings } = typeof hashOrOptions === 'string' ? options : hashOrOptions;
	const query = new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
	if (afterFirstVisit.has(page.context())) {
		// The first visit is stored already (the sample in IndexedDB): go where it would have gone.
		if (!analysis || settings) return reopen(page, hash, settings);
		// A first visit on the start screen opens the sample's analysis by itself (the URL keeps
		// only its `workers=` and `lang=`, as `AppState.openDataset` and `Route.go` write it).
		const params = new URLSearchParams({ dataset: storedSampleId() });
		const workers = query.get('workers');
		if (workers) params.set('workers', workers);
		const lang = query.get('lang');
		if (lang) params.set('lang', lang);
		await page.goto(`/#/analysis?${params}`);
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
			timeout: 30_000
		});
		return;
	}
	if (analysis && !settings) {
		await page.goto(`/${hash}`);
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
			timeout: 30_000
		});
		return;
	}
	// The first visit opens the sample only when it lands on the start screen: land on another
	// screen (with the hash's query, e.g. its lang=) and wait until the first load is over. The
	// sample opens from memory while the writer worker stores it, and the start screen lists it
	// once it is stored: wait for that too, then go where the test asked.
	await page.goto(`/#/privacy${query.size ? `?${query}` : ''}`);
	await expect(page.locator('main')).toHaveAttribute('data-started', 'true', { timeout: 30_000 });
	await reopen(page, hash, settings);
}

let sampleId: string | undefined;

/** The id of the sample the stored first visit holds (written by `first-visit.setup.ts`). */
function storedSampleId(): string {
	sampleId ??= (JSON.parse(readFileSync(FIRST_VISIT_INFO, 'utf8')) as { datasetId: string })
		.datasetId;
	return sampleId;
}

/**
 * The page `openApp(page, hash, { analysis: false })` or `openApp(page, hash, { settings })` shows,
 * on a page whose first visit is over (the sample stored): for the tests of a `sharedPage` block,
 * which pay for that first visit once. The app is loaded afresh (nothing of the screen before is
 * kept), then the same steps as `openApp` after its first visit:
 *
 *     await revisit(page(), '#/glossary?lang=en');                      // any screen
 *     await revisit(page(), '#/?lang=zh-CN', { kind: 'dropCategory' }); // the sample's analysis
 */
export async function revisit(
	page: Page,
	hash = '',
	settings?: Record<string, string | number>
): Promise<void> {
	await page.goto('about:blank');
	await reopen(page, hash, settings);
}

async function reopen(page: Page, hash: string, settings?: Record<string, string | number>) {
	const query = new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
	const start = `/#/${query.size ? `?${query}` : ''}`;
	await page.goto(start);
	await expect(page.getByTestId('library-item').first()).toBeVisible({ timeout: 30_000 });
	if (!settings) {
		if (hash && `/${hash}` !== start) await page.goto(`/${hash}`);
		return;
	}
	// every folded result panel open (`panels=all`), unless the test says which: the figures the
	// tests read are in them (verdict-first.spec.ts checks that they open folded)
	const params = new URLSearchParams({ dataset: await firstDatasetId(page), panels: 'all' });
	for (const [k, v] of Object.entries(settings)) params.set(k, String(v));
	for (const [k, v] of query) if (!params.has(k)) params.set(k, v);
	await page.goto(`/#/analysis?${params}`);
	await expectSettingsShown(page, settings);
	// A run estimated short starts by itself; a longer one waits for Run. Pressing Run while the
	// page is still deciding starts the same run (its result is then taken from the cache), so
	// either way the run that ends is the one of these settings.
	const status = page.getByTestId('run-status');
	if ((await status.getAttribute('data-state')) === 'idle') {
		await page.getByTestId('run-button').click();
	}
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
}

/** The id of the first dataset the start screen lists (after `openApp`: the built-in sample). */
export async function firstDatasetId(page: Page): Promise<string> {
	const link = page.getByTestId('library-item').first().getByTestId('dataset-link');
	const href = (await link.getAttribute('href')) ?? '';
	const id = new URLSearchParams(href.split('?')[1]).get('dataset');
	if (!id) throw new Error(`no dataset in the library link ${href}`);
	return id;
}

/** The id of the dataset whose analysis (or item view) is open, from the URL. */
export function datasetIdOf(page: Page): string {
	const id = new URL(page.url()).hash.match(/dataset=([0-9a-f]+)/)?.[1];
	if (!id) throw new Error(`no dataset in ${page.url()}`);
	return id;
}

/** Opens a dataset's item view (`extra`: more of the hash's query, e.g. `&lang=zh-CN`). */
export async function openItems(page: Page, id: string, extra = ''): Promise<void> {
	await page.goto(`/#/items?dataset=${id}${extra}`);
	await expect(page.getByTestId('items-view')).toBeVisible({ timeout: 30_000 });
}

export async function importFiles(page: Page, ...paths: string[]): Promise<void> {
	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles(paths);
}

export async function readDownload(download: Download): Promise<Buffer> {
	const path = await download.path();
	return readFileSync(path!);
}

/** Clicks a download button; the downloaded file's bytes. */
export async function downloadOf(page: Page, testId: string): Promise<Buffer> {
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId(testId).click()
	]);
	return readDownload(file);
}

export async function exportJson(page: Page) {
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId('export-json').click()
	]);
	return JSON.parse((await readDownload(download)).toString('utf8'));
}

/**
 * Sets run settings through the URL hash (the automation contract), waits until the settings form
 * shows them (hashchange is asynchronous), then starts the run.
 */
export async function setSettings(page: Page, settings: Record<string, string | number>) {
	const url = new URL(page.url());
	const params = new URLSearchParams(url.hash.replace(/^#\/analysis\?/, ''));
	for (const [k, v] of Object.entries(settings)) params.set(k, String(v));
	// the folded result panels open, unless the URL says which (see `reopen`)
	if (!params.has('panels')) params.set('panels', 'all');
	await page.evaluate((h) => (window.location.hash = h), `#/analysis?${params}`);
	await expectSettingsShown(page, settings);
}

/** Waits until the settings form shows the seed, draws and kind of `settings` (those it names). */
async function expectSettingsShown(page: Page, settings: Record<string, string | number>) {
	if (settings.seed !== undefined) {
		await expect(page.getByTestId('seed-input')).toHaveValue(String(settings.seed));
	}
	if (settings.draws !== undefined) {
		await expect(page.getByTestId('draws-input')).toHaveValue(String(settings.draws));
	}
	if (settings.kind !== undefined) {
		await expect(page.getByTestId('kind-select')).toHaveValue(String(settings.kind));
	}
}

export async function runWith(page: Page, settings: Record<string, string | number>) {
	await setSettings(page, settings);
	await page.getByTestId('run-button').click();
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 60_000
	});
}

export function fixturePath(...parts: string[]): string {
	return join(FIXTURES, ...parts);
}

/** Opens the folded result panel (if any) that holds the element of `testid`, as a reader does. */
export async function reveal(page: Page, testid: string): Promise<void> {
	const closed = page.locator('details[data-panel]:not([open])', {
		has: page.getByTestId(testid)
	});
	if ((await closed.count()) > 0) await closed.first().locator(':scope > summary').click();
}

/**
 * Opens folded result panels (`ResultPanel`: `ranks`, `ties`, `scatter`, `agreement`, `pairs`,
 * `uncertainty`, `variants`, `split`; `why` for the full sentence), by their summaries, as a
 * reader clicks them. Each panel's open state goes into the URL's `panels=`.
 */
export async function openPanels(page: Page, ...ids: string[]): Promise<void> {
	for (const id of ids) {
		const panel = page.getByTestId(id === 'why' ? 'why' : `panel-${id}`);
		if ((await panel.getAttribute('open')) === null) {
			await page.getByTestId(id === 'why' ? 'why-toggle' : `panel-${id}-toggle`).click();
		}
		await expect(panel).toHaveAttribute('open', '');
	}
}
