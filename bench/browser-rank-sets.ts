/**
 * Rank sets in the built app, in Chromium (issue 22): drop the bench's wide CSV (`bench/import.ts`
 * writes it: Mid = 100 models x 14,042 items, L = 1,000 models), let the first sample run finish,
 * and time the rank confidence sets (2,000 draws) in the app: `engine:rankSets` (User Timing, the
 * call in its run worker, from when the calls queued before it are done) and, as the reader sees
 * it, from the main result shown (`run-status` done) to the sets shown (the leaderboard's "could
 * be first" sentence). Prints the load average beside them: the machine is shared.
 *
 *   npx tsx bench/browser-rank-sets.ts [--size Mid] [--port 4206] [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { matrixSeed, SIZES } from './cases.ts';
import { wideCsv } from './import.ts';
import { syntheticMatrix } from './synthetic.ts';

const ROOT = join(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const argv = process.argv.slice(2);
const value = (flag: string, fallback: string) => {
	const k = argv.indexOf(flag);
	return k >= 0 ? argv[k + 1] : fallback;
};

/** Notes when the run shows done and when the rank sets show (a string: tsx wraps functions). */
const WATCH = `(() => {
	const p = {};
	window.rankSetsPhases = p;
	new MutationObserver(() => {
		const now = performance.now();
		const state = document.querySelector('[data-testid="run-status"]')?.getAttribute('data-state');
		if (p.running === undefined && state === 'running') p.running = now;
		if (p.running !== undefined && p.done === undefined && state === 'done') p.done = now;
		if (p.done !== undefined && p.sets === undefined && document.querySelector('[data-testid="could-be-first"]')) p.sets = now;
	}).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

type Phases = { running?: number; done?: number; sets?: number };

async function main(): Promise<void> {
	const size = SIZES.find((s) => s.name === value('--size', 'Mid'))!;
	const port = Number(value('--port', '4206'));
	const csv = wideCsv(size, syntheticMatrix(size.models, size.items, matrixSeed(size)));
	if (!argv.includes('--no-build')) {
		execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
			cwd: ROOT,
			stdio: 'inherit'
		});
	}
	const server = await preview({
		root: ROOT,
		logLevel: 'warn',
		preview: { host: '127.0.0.1', port, strictPort: true }
	});
	const url = `http://127.0.0.1:${port}/`;
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-quic'] });
	try {
		const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
		await page.goto(url);
		await page.waitForFunction(
			() => document.querySelector('[data-testid="could-be-first"]') !== null,
			null,
			{ timeout: 300_000 }
		);
		await page.goto(`${url}#/`);
		await page.getByTestId('file-input').waitFor({ state: 'attached' });
		await page.evaluate(WATCH);
		await page.getByTestId('file-input').setInputFiles(csv);
		await page.getByTestId('dataset-name').waitFor({ timeout: 300_000 });
		const state = await page.getByTestId('run-status').getAttribute('data-state');
		if (state !== 'running' && state !== 'done') await page.getByTestId('run-button').click();
		await page.waitForFunction(
			() => (window as unknown as { rankSetsPhases: Phases }).rankSetsPhases.sets !== undefined,
			null,
			{ timeout: 1_200_000, polling: 100 }
		);
		const p = await page.evaluate(
			() => (window as unknown as { rankSetsPhases: Phases }).rankSetsPhases
		);
		const measures = await page.evaluate(() =>
			performance
				.getEntriesByType('measure')
				.filter((e) => /^engine:(rankSets|extras|draws)$/.test(e.name))
				.map((e) => `${e.name} ${(e.duration / 1000).toFixed(2)} s`)
		);
		const sec = (a?: number, b?: number) =>
			a === undefined || b === undefined ? '?' : `${((b - a) / 1000).toFixed(2)} s`;
		console.log(
			`${size.name} (${size.models} x ${size.items}) in Chromium: ${measures.slice(-3).join('; ')}; ` +
				`main result shown -> rank sets shown ${sec(p.done, p.sets)}; run started -> rank sets ` +
				`shown ${sec(p.running, p.sets)}; load average ${loadavg()
					.map((l) => l.toFixed(2))
					.join(' ')}`
		);
	} finally {
		await browser.close();
		await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
	}
}

await main();
