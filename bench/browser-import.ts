/**
 * The XL import in the built app, in Chromium: from dropping the wide CSV (4,000 models x 60,000
 * items, 458 MB: `bench/import.ts` writes it) on the start screen to the end of the first run
 * with the default settings. Builds the app, serves `dist/` with `vite preview`, drives Debian's
 * Chromium with Playwright and prints the times:
 *
 *   drop -> analysis open (the import worker's analyse, the IndexedDB write, the page loading the
 *   dataset), -> Run pressed, -> first run done (the run workers' load and draws);
 *
 * plus the renderer's peak resident memory.
 *
 *   npx tsx bench/browser-import.ts [--size XL] [--port 4205] [--repeat 1] [--no-build] [--profile]
 *
 * `--profile` also prints the page main thread's busiest functions (CDP CPU profile, drop to end
 * of the first run); the engine's steps come from User Timing measures (`engine:*`).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/** Peak resident memory (VmHWM) of this process's Chromium renderers, in MB. */
function rendererPeakMB(): number {
	let peak = 0;
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8');
			if (!cmd.includes('--type=renderer')) continue;
			const status = readFileSync(`/proc/${name}/status`, 'utf8');
			peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
		} catch {
			// the process ended meanwhile
		}
	}
	return Math.round(peak);
}

/** The last entry of each step name ("load 1.2 s" -> step "load"), in first-seen order. */
function lastOfEach(steps: readonly string[]): string[] {
	const last = new Map<string, string>();
	for (const s of steps) last.set(s.split(' ')[0], s);
	return [...last.values()];
}

interface CpuProfile {
	nodes: Array<{
		id: number;
		callFrame: { functionName: string; url: string; lineNumber: number };
	}>;
	samples: number[];
	timeDeltas: number[];
}

/** The main thread's 15 functions with the most self time. */
function printProfile(profile: Partial<CpuProfile>): void {
	const byId = new Map<number, number>();
	const deltas = profile.timeDeltas ?? [];
	for (const [k, id] of (profile.samples ?? []).entries()) {
		byId.set(id, (byId.get(id) ?? 0) + (deltas[k] ?? 0));
	}
	const self = new Map<string, number>();
	for (const n of profile.nodes ?? []) {
		const f = n.callFrame;
		const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
		self.set(key, (self.get(key) ?? 0) + (byId.get(n.id) ?? 0));
	}
	console.log('  main thread, self time:');
	for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
		console.log(`    ${(us / 1e6).toFixed(2)} s  ${key}`);
	}
}

async function main(): Promise<void> {
	const size = SIZES.find((s) => s.name === value('--size', 'XL'))!;
	const port = Number(value('--port', '4205'));
	const repeat = Number(value('--repeat', '1'));
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
	try {
		for (let r = 0; r < repeat; r++) {
			const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-quic'] });
			try {
				const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
				// A first visit analyses the built-in sample; wait for it, then go to the start screen.
				await page.goto(url);
				const status = page.getByTestId('run-status');
				await status.waitFor({ timeout: 60_000 });
				await page.waitForFunction(
					() =>
						document.querySelector('[data-testid="run-status"]')?.getAttribute('data-state') ===
						'done',
					null,
					{ timeout: 60_000 }
				);
				await page.goto(`${url}#/`);
				await page.getByTestId('file-input').waitFor({ state: 'attached' });
				// --profile: the page's main thread, from the drop to the end of the first run.
				const cdp = argv.includes('--profile') ? await page.context().newCDPSession(page) : null;
				if (cdp) {
					await cdp.send('Profiler.enable');
					await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
					await cdp.send('Profiler.start');
				}
				const t0 = Date.now();
				await page.getByTestId('file-input').setInputFiles(csv);
				await page.waitForURL(/dataset=[0-9a-f]{16}/, { timeout: 300_000 });
				await page.getByTestId('dataset-name').waitFor({ timeout: 300_000 });
				const t1 = Date.now();
				const state = await status.getAttribute('data-state');
				if (state !== 'running' && state !== 'done') await page.getByTestId('run-button').click();
				const t2 = Date.now();
				await page.waitForFunction(
					() =>
						document.querySelector('[data-testid="run-status"]')?.getAttribute('data-state') ===
						'done',
					null,
					{ timeout: 600_000, polling: 100 }
				);
				const t3 = Date.now();
				const draws = await page.getByTestId('draws-input').inputValue();
				// The engine's steps (User Timing measures `engine:*` from src/engine/EngineClient.ts).
				const steps = await page.evaluate(() =>
					performance
						.getEntriesByType('measure')
						.filter((e) => e.name.startsWith('engine:'))
						.map((e) => `${e.name.slice(7)} ${(e.duration / 1000).toFixed(2)} s`)
				);
				console.log(`  engine steps (last of each): ${lastOfEach(steps).join('; ')}`);
				if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
				console.log(
					`${size.name} (${size.models} x ${size.items}) in Chromium: drop -> analysis open ` +
						`${((t1 - t0) / 1000).toFixed(1)} s; -> first run (${draws} draws) done ` +
						`${((t3 - t0) / 1000).toFixed(1)} s (run ${((t3 - t2) / 1000).toFixed(1)} s); ` +
						`renderer peak ${rendererPeakMB()} MB`
				);
			} finally {
				await browser.close();
			}
		}
	} finally {
		await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
	}
}

await main();
