/**
 * The XL import in the built app, in Chromium: from dropping the wide CSV (4,000 models x 60,000
 * items, 458 MB: `bench/import.ts` writes it) on the start screen to the end of the first run
 * with the default settings. Builds the app, serves `dist/` with `vite preview`, drives Debian's
 * Chromium with Playwright and prints the phases, timed in the page (an observer installed before
 * the drop notes when each step shows; `performance.now()`, so no polling delay):
 *
 *   drop -> read         the file input's change event to the import worker's result on the page
 *                        (`engine:analyze`: read, parse, pack, fingerprint);
 *   read -> open         the analysis screen showing the dataset's name (the dataset record, the
 *                        page opening it; the IndexedDB write goes on beside it, `import:save`);
 *   open -> run started  Run pressed (by the bench, as soon as the page is open) until the run's
 *                        status says running;
 *   run -> done          the run (the workers' load, prepare, draws, summarize; the views) until
 *                        its main result shows (status done);
 *   -> complete          its extras in and, on a large matrix (src/state/floor-timing.ts), the
 *                        noise floor measured after the result (no extras-state box left).
 *
 * A plain wide CSV has no review screen (it is stored at once), so there is no review phase.
 * Also printed: the renderers' CPU seconds from the drop to the first run done (every thread; what
 * a quiet machine would need, the wall time being stretched by the load), the renderer's peak resident memory, the engine's and the import's User Timing
 * measures (`engine:*`, `import:*`) and the load average.
 *
 *   npx tsx bench/browser-import.ts [--size XL] [--port 4205] [--repeat 1] [--no-build] [--profile]
 *                                   [--memory]
 *
 * `--memory` also prints the renderer's resident memory while each engine and import step ran,
 * and its timeline (sampled every 100 ms), to find the step that makes the peak.
 *
 * `--profile` also prints the page main thread's busiest functions (CDP CPU profile), twice:
 * from the drop to the run started, then for the run.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
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

/** `/proc/<pid>/<file>` of each of this process's Chromium renderers (one ended meanwhile is skipped). */
function rendererFiles(file: 'status' | 'stat'): string[] {
	const out: string[] = [];
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8');
			if (cmd.includes('--type=renderer')) out.push(readFileSync(`/proc/${name}/${file}`, 'utf8'));
		} catch {
			// the process ended meanwhile
		}
	}
	return out;
}

/** The largest renderer's resident memory in MB: its peak (`VmHWM`) or now (`VmRSS`). */
function rendererMB(field: 'VmHWM' | 'VmRSS'): number {
	const kb = rendererFiles('status').map((s) =>
		Number(new RegExp(`${field}:\\s+(\\d+)`).exec(s)?.[1] ?? 0)
	);
	return Math.round(Math.max(0, ...kb) / 1024);
}
const rendererPeakMB = () => rendererMB('VmHWM');
const rendererRssMB = () => rendererMB('VmRSS');

/**
 * `--memory`: the renderer's resident memory every 100 ms, so that a peak can be put beside the
 * step that made it. `stop` returns the samples (wall-clock ms, MB).
 */
function sampleMemory(): () => Array<[number, number]> {
	const samples: Array<[number, number]> = [];
	const timer = setInterval(() => samples.push([Date.now(), rendererRssMB()]), 100);
	return () => {
		clearInterval(timer);
		return samples;
	};
}

/**
 * CPU seconds (user + system, every thread: the page, its workers) this process's Chromium
 * renderers have used so far. On a shared machine the wall time is the CPU time stretched by the
 * load; the CPU time says what a quiet machine would take (two cores: at best half of it in wall
 * time when the work is split over two workers).
 */
function rendererCpuSeconds(): number {
	let ticks = 0;
	for (const stat of rendererFiles('stat')) {
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		ticks += Number(fields[11]) + Number(fields[12]);
	}
	return ticks / 100;
}

/**
 * `--memory`: each engine and import step (User Timing) with the renderer's largest resident
 * memory while it ran, then the samples' timeline every half second.
 */
async function printMemory(page: Page, samples: Array<[number, number]>): Promise<void> {
	const { origin, steps } = await page.evaluate(() => ({
		origin: performance.timeOrigin,
		steps: performance
			.getEntriesByType('measure')
			.filter((e) => /^(engine|import):/.test(e.name))
			.map((e) => ({ name: e.name, start: e.startTime, end: e.startTime + e.duration }))
	}));
	const t0 = samples[0]?.[0] ?? 0;
	const peakIn = (a: number, b: number) =>
		Math.max(0, ...samples.filter(([t]) => t >= a - 100 && t <= b + 100).map(([, mb]) => mb));
	console.log('  memory by step (renderer resident, largest while it ran):');
	for (const s of steps) {
		const a = origin + s.start;
		const b = origin + s.end;
		const at = `${((a - t0) / 1000).toFixed(1)}-${((b - t0) / 1000).toFixed(1)} s`;
		console.log(`    ${s.name.padEnd(22)} ${at.padEnd(14)} ${peakIn(a, b)} MB`);
	}
	const line = samples
		.filter((_, k) => k % 5 === 0)
		.map(([t, mb]) => `${((t - t0) / 1000).toFixed(1)}:${mb}`);
	console.log(`  timeline (s:MB): ${line.join(' ')}`);
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
function printProfile(title: string, profile: Partial<CpuProfile>): void {
	const byId = new Map<number, number>();
	const deltas = profile.timeDeltas ?? [];
	for (const [k, id] of (profile.samples ?? []).entries()) {
		byId.set(id, (byId.get(id) ?? 0) + (deltas[k] ?? 0));
	}
	const self = new Map<string, number>();
	for (const n of profile.nodes ?? []) {
		const f = n.callFrame;
		const at = `${f.lineNumber}:${(f as { columnNumber?: number }).columnNumber ?? 0}`;
		const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${at}`;
		self.set(key, (self.get(key) ?? 0) + (byId.get(n.id) ?? 0));
	}
	console.log(`  main thread, self time, ${title}:`);
	for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
		console.log(`    ${(us / 1e6).toFixed(2)} s  ${key}`);
	}
}

/** When each step showed in the page (`performance.now()`), noted by `watchPhases`. */
interface Phases {
	drop?: number;
	open?: number;
	running?: number;
	done?: number;
	/** The first run complete: its extras and, on a large matrix, its noise floor measured after. */
	complete?: number;
}
type PhaseWindow = Window & { phases: Phases };

/**
 * Runs in the page before the drop: notes the file input's change (the drop), the dataset's name
 * showing (the analysis open), the run status turning to running, then to done. A string, since
 * tsx would wrap named functions in a helper the page does not have.
 */
const WATCH_PHASES = `(() => {
	const p = {};
	window.phases = p;
	document.addEventListener('change', () => (p.drop ??= performance.now()), true);
	new MutationObserver(() => {
		const now = performance.now();
		if (p.drop === undefined) return;
		if (p.open === undefined && document.querySelector('[data-testid="dataset-name"]')) p.open = now;
		const state = document.querySelector('[data-testid="run-status"]')?.getAttribute('data-state');
		if (p.open !== undefined && p.running === undefined && state === 'running') p.running = now;
		if (p.running !== undefined && p.done === undefined && state === 'done') p.done = now;
		if (p.done !== undefined && p.complete === undefined && state === 'done' &&
			!document.querySelector('[data-testid="extras-state"]')) p.complete = now;
	}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
})()`;

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
			const browser = await chromium.launch({
				executablePath: CHROMIUM,
				args: ['--disable-quic']
			});
			try {
				const page = await browser.newPage({
					viewport: { width: 1400, height: 1000 }
				});
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
				await page.evaluate(WATCH_PHASES);
				// --profile: the page's main thread, from the drop to the run started, then the run.
				const cdp = argv.includes('--profile') ? await page.context().newCDPSession(page) : null;
				const startProfile = async () => {
					if (!cdp) return;
					await cdp.send('Profiler.enable');
					await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
					await cdp.send('Profiler.start');
				};
				const stopProfile = async (title: string) => {
					if (cdp) printProfile(title, (await cdp.send('Profiler.stop')).profile);
				};
				await startProfile();
				const cpu0 = rendererCpuSeconds();
				const stopSampling = argv.includes('--memory') ? sampleMemory() : null;
				let cpuDone = 0;
				await page.getByTestId('file-input').setInputFiles(csv);
				await page.waitForURL(/dataset=[0-9a-f]{16}/, { timeout: 300_000 });
				await page.getByTestId('dataset-name').waitFor({ timeout: 300_000 });
				const state = await status.getAttribute('data-state');
				if (state !== 'running' && state !== 'done') await page.getByTestId('run-button').click();
				await page.waitForFunction(
					() => (window as unknown as PhaseWindow).phases.running !== undefined,
					null,
					{
						timeout: 60_000,
						polling: 50
					}
				);
				await stopProfile('drop -> run started');
				await startProfile();
				await page.waitForFunction(
					() => (window as unknown as PhaseWindow).phases.done !== undefined,
					null,
					{
						timeout: 600_000,
						polling: 100
					}
				);
				cpuDone = rendererCpuSeconds() - cpu0;
				// VmHWM so far: the peak up to the first finished run (the floor and extras come after).
				const peakDone = rendererPeakMB();
				await stopProfile('the run');
				await page.waitForFunction(
					() => (window as unknown as PhaseWindow).phases.complete !== undefined,
					null,
					{ timeout: 600_000, polling: 100 }
				);
				const draws = await page.getByTestId('draws-input').inputValue();
				const p = await page.evaluate(() => (window as unknown as PhaseWindow).phases);
				// The engine's and the import's steps (User Timing measures).
				if (stopSampling) await printMemory(page, stopSampling());
				const steps = await page.evaluate(() =>
					performance
						.getEntriesByType('measure')
						.filter((e) => /^(engine|import):/.test(e.name))
						.map((e) => `${e.name} ${(e.duration / 1000).toFixed(2)} s`)
				);
				const analyzed = await page.evaluate(() => {
					const m = performance.getEntriesByName('engine:analyze').at(-1);
					return m ? m.startTime + m.duration : undefined;
				});
				const sec = (a?: number, b?: number) =>
					a === undefined || b === undefined ? '?' : `${((b - a) / 1000).toFixed(2)} s`;
				console.log(`  steps (last of each): ${lastOfEach(steps).join('; ')}`);
				console.log(
					`${size.name} (${size.models} x ${size.items}) in Chromium, ${draws} draws: ` +
						`drop -> read ${sec(p.drop, analyzed)}; read -> open ${sec(analyzed, p.open)}; ` +
						`open -> run started ${sec(p.open, p.running)}; run -> done ${sec(p.running, p.done)}`
				);
				console.log(
					`  drop -> analysis open ${sec(p.drop, p.open)}; drop -> first run done ` +
						`${sec(p.drop, p.done)}; drop -> complete (extras, floor) ${sec(p.drop, p.complete)}; ` +
						`renderer CPU drop -> first run done ${cpuDone.toFixed(1)} s; ` +
						`renderer peak ${peakDone} MB to the first run done, ${rendererPeakMB()} MB to complete; load average ` +
						loadavg()
							.map((l) => l.toFixed(2))
							.join(' ')
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
