import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { FIRST_VISIT_STATE } from './tests/e2e/first-visit-state.ts';

// Debian's Chromium where Playwright's own download is impossible (see scripts/ensure-browser.mjs);
// otherwise Playwright's bundled browser.
const debianChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(debianChromium) ? debianChromium : undefined;
// PW_PORT lets several checkouts run their end-to-end tests side by side.
const port = Number(process.env.PW_PORT ?? 4173);

const browser = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 1000 } };
/** The tag of the tests that check a time limit (`test('… @timing', …)`). */
const TIMING = /@timing/;

export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 60_000,
	expect: { timeout: 15_000 },
	// Two browsers at once: tests are independent (each has its own context, so its own IndexedDB,
	// service worker and storage), and one browser leaves a core idle while it waits on the page.
	// Tests that share a page (a dataset imported once) say so with serial mode; tests that check a
	// time limit run alone at the end (the `timing` project). `--workers=1` runs one test at a time.
	fullyParallel: true,
	workers: 2,
	retries: process.env.CI ? 1 : 0,
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		acceptDownloads: true,
		// A trace only when a failed test is run again (CI retries once; locally, `--trace on`):
		// recording one for every test took 30% of the end-to-end time, passing or not
		// (perturbations + i18n, 24 tests: 95 s with traces, 69 s without, 174 vs 123 CPU s).
		trace: 'on-first-retry',
		launchOptions: {
			executablePath,
			args: ['--disable-quic', '--disable-background-networking', '--disable-component-update']
		}
	},
	projects: [
		{
			// One real first visit (the app stores its built-in sample, 3-6 s), saved with its
			// IndexedDB; the projects below start each test's context from it, so openApp does not
			// pay that visit again. Tests of the first visit itself say `test.use(REAL_FIRST_VISIT)`.
			name: 'first-visit',
			use: browser,
			testMatch: /first-visit\.setup\.ts/
		},
		{
			name: 'chromium',
			use: { ...browser, storageState: FIRST_VISIT_STATE },
			grepInvert: TIMING,
			dependencies: ['first-visit']
		},
		{
			// Tests that hold the app to a clock (a cancel within a second, a frame while a big file
			// is parsed) run after the others, one at a time, so no other browser shares the cores.
			// A project that depends on another is skipped when that one fails.
			name: 'timing',
			use: { ...browser, storageState: FIRST_VISIT_STATE },
			grep: TIMING,
			dependencies: ['chromium'],
			workers: 1
		}
	],
	webServer: {
		command: `node_modules/.bin/vite build && node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: !process.env.CI,
		timeout: 120_000
	}
});
