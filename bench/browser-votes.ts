/**
 * The votes row in the browser (issue 34: "a fit and 1,000 bootstrap refits of 2 million votes
 * over 250 models in under 10 s in the browser"): Vite's dev server serves `bench/browser-votes/`
 * on 127.0.0.1:4181, Playwright drives Debian's Chromium (`--disable-quic`), and the page times
 * what bench/votes.ts times in Node (aggregate, fit, 1,000 resamples and refits in two module
 * workers, intervals), on the page's clock, best of `repeat` after one untimed warm-up run. Beside
 * the wall time, the renderer process's CPU time during the run (all its threads: main thread
 * and workers, from /proc/<pid>/stat), since this 2-core machine is shared.
 *
 * Called by bench/votes.ts (which times scipy in the same run and checks the page's fit and
 * standard errors against it); alone: `npx tsx bench/browser-votes.ts [--repeat 3]` prints it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import type { VotesBrowserCase, VotesBrowserRun } from './browser-votes/main.ts';

const ROOT = join(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4181;
const TICKS = 100; // USER_HZ

/** CPU seconds (user + system) of the renderer processes among this process's descendants. */
function rendererCpuSeconds(): number {
	const children = new Map<number, number[]>();
	const stats = new Map<number, string>();
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
			const ppid = Number(fields[1]);
			if (!children.has(ppid)) children.set(ppid, []);
			children.get(ppid)!.push(Number(name));
			stats.set(Number(name), stat);
		} catch {
			// ended meanwhile
		}
	}
	let ticks = 0;
	const todo = [process.pid];
	while (todo.length) {
		for (const c of children.get(todo.pop()!) ?? []) {
			todo.push(c);
			try {
				if (!readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('--type=renderer')) continue;
			} catch {
				continue;
			}
			const s = stats.get(c)!;
			const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
			ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
		}
	}
	return ticks / TICKS;
}

export interface VotesBrowserResult {
	readonly runs: number[];
	readonly cpuRuns: number[];
	readonly seconds: number;
	readonly cpuSeconds: number;
	readonly fitSeconds: number;
	readonly ratings: number[];
	readonly se: number[];
	readonly browser: string;
}

/** The case in Chromium: one warm-up run, then `repeat` timed runs; the fastest counts. */
export async function runVotesBrowser(
	c: VotesBrowserCase,
	repeat: number
): Promise<VotesBrowserResult> {
	const server = await createServer({
		root: ROOT,
		configFile: false,
		worker: { format: 'es' },
		logLevel: 'error',
		server: {
			host: '127.0.0.1',
			port: PORT,
			strictPort: true,
			open: false,
			hmr: false,
			watch: { ignored: ['**/*'] }
		}
	});
	await server.listen();
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-quic'] });
	try {
		const page = await browser.newPage();
		page.on('pageerror', (e) => console.error(`  page error: ${e.message}`));
		page.on('console', (m) => {
			if (m.type() === 'error') console.error(`  console: ${m.text()}`);
		});
		await page.goto(`http://127.0.0.1:${PORT}/bench/browser-votes/index.html`);
		await page.waitForFunction(() => window.votesBenchReady === true, null, { timeout: 120_000 });
		await page.evaluate((arg) => window.votesBenchSetup(arg), c);
		const runs: VotesBrowserRun[] = [];
		const cpu: number[] = [];
		for (let k = 0; k <= repeat; k++) {
			const c0 = rendererCpuSeconds();
			runs.push(await page.evaluate(() => window.votesBenchRun()));
			cpu.push(rendererCpuSeconds() - c0);
		}
		const timed = runs.slice(1);
		let best = 0;
		for (let k = 1; k < timed.length; k++) if (timed[k].seconds < timed[best].seconds) best = k;
		return {
			runs: runs.map((r) => r.seconds),
			cpuRuns: cpu,
			seconds: timed[best].seconds,
			cpuSeconds: cpu[best + 1],
			fitSeconds: timed[best].fitSeconds,
			ratings: timed[best].ratings,
			se: timed[best].se,
			browser: `${browser.version()} (${timed[best].userAgent})`
		};
	} finally {
		await browser.close();
		await server.close();
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const argv = process.argv.slice(2);
	const k = argv.indexOf('--repeat');
	const r = await runVotesBrowser(
		{ votes: 2_000_000, models: 250, draws: 1000, seed: 20_240_521, workers: 2, chunk: 50 },
		k >= 0 ? Number(argv[k + 1]) : 3
	);
	const { ratings: _r, se: _s, ...shown } = r;
	console.log(JSON.stringify(shown, null, 1));
}
