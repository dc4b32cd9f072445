import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where Playwright's own download is impossible (see scripts/ensure-browser.mjs);
// otherwise Playwright's bundled browser.
const debianChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(debianChromium) ? debianChromium : undefined;
// PW_PORT lets several checkouts run their end-to-end tests side by side.
const port = Number(process.env.PW_PORT ?? 4173);

export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 60_000,
	expect: { timeout: 15_000 },
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		acceptDownloads: true,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath,
			args: ['--disable-quic', '--disable-background-networking', '--disable-component-update']
		}
	},
	projects: [
		{
			name: 'chromium',
			use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 1000 } }
		}
	],
	webServer: {
		command: `node_modules/.bin/vite build && node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: !process.env.CI,
		timeout: 120_000
	}
});
