/**
 * The browser step of `npm run bench` (also runnable alone: `npx tsx bench/browser.ts`):
 * serves the benchmark page (bench/browser/) with Vite's dev server on 127.0.0.1:4180, opens it
 * in Debian's Chromium through Playwright, and
 * 1. times the Mid run in the page, the way the Node runner does (fed draws, module workers) and
 *    through the app's own EngineClient (draws generated in the workers, summary included),
 *    checking that the page's results are bit-identical to Node's (digest of the draw table);
 * 2. runs XL in the page and records the renderer process's peak resident memory (VmHWM in
 *    /proc/<pid>/status: the tab's main thread, its workers and their WebAssembly memories) and
 *    the main thread's JS heap (CDP Performance.getMetrics, JSHeapUsedSize).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import type { BrowserCase, BrowserResult, StepTimes } from './browser/main.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = 4180;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface NodeCase {
	readonly size: string;
	readonly kind: string;
	readonly engineSeconds: number;
	readonly digest: string;
}

export interface BrowserBench {
	readonly chromium: string;
	readonly mid: Array<BrowserResult & { nodeSeconds: number | null; sameAsNode: boolean | null }>;
	readonly csp: Array<{ policy: string; kernels: string; digest: string }>;
	readonly xlMemory: {
		readonly kind: string;
		readonly fedSeconds: number;
		readonly appSeconds: number;
		readonly rendererPeakRssMB: number;
		readonly rendererRssAfterMB: number;
		readonly mainJsHeapUsedMB: number;
		readonly underOneGB: boolean;
	} | null;
	/** XL through the app's worker step by step (fresh browser; first run starts the workers). */
	readonly xlSteps: StepTimes[];
}

/** Process ids of every descendant of `pid` (from /proc). */
function descendants(pid: number): number[] {
	const children = new Map<number, number[]>();
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
			const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
			if (!children.has(ppid)) children.set(ppid, []);
			children.get(ppid)!.push(Number(name));
		} catch {
			// the process ended meanwhile
		}
	}
	const out: number[] = [];
	const todo = [pid];
	while (todo.length) {
		for (const c of children.get(todo.pop()!) ?? []) {
			out.push(c);
			todo.push(c);
		}
	}
	return out;
}

/** The renderer processes among this process's descendants, with VmRSS and VmHWM in MB. */
function renderers(): Array<{ pid: number; rssMB: number; peakMB: number }> {
	const out: Array<{ pid: number; rssMB: number; peakMB: number }> = [];
	for (const pid of descendants(process.pid)) {
		try {
			const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
			if (!cmd.includes('--type=renderer')) continue;
			const status = readFileSync(`/proc/${pid}/status`, 'utf8');
			const kb = (field: string) =>
				Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
			out.push({ pid, rssMB: kb('VmRSS') / 1024, peakMB: kb('VmHWM') / 1024 });
		} catch {
			// ended
		}
	}
	return out;
}

/** The benchmark page's server (Vite dev server), optionally sending a CSP header. */
async function serve(csp?: string) {
	const server = await createServer({
		// The page needs no plugin: the app's config (Svelte, PWA) is left out on purpose.
		root: ROOT,
		configFile: false,
		worker: { format: 'es' },
		logLevel: 'error',
		server: {
			host: '127.0.0.1',
			port: PORT,
			strictPort: true,
			open: false,
			// no reloads while other files in the tree change during a run
			hmr: false,
			watch: { ignored: ['**/*'] },
			headers: csp ? { 'Content-Security-Policy': csp } : {}
		}
	});
	await server.listen();
	return server;
}

/** A fresh browser on the benchmark page (fresh, so that a memory peak is one case's alone). */
async function open() {
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-quic'] });
	const page = await browser.newPage();
	const violations: string[] = [];
	page.on('pageerror', (e) => console.error(`  page error: ${e.message}`));
	page.on('console', (m) => {
		if (m.type() === 'error' && /Content.Security.Policy|wasm/i.test(m.text())) {
			violations.push(m.text());
		}
	});
	await page.goto(`http://127.0.0.1:${PORT}/bench/browser/index.html`);
	await page.waitForFunction(() => window.benchReady === true, null, { timeout: 120_000 });
	const call = (c: BrowserCase) =>
		page.evaluate((arg) => window.benchRun(arg), c) as Promise<BrowserResult>;
	const steps = (c: BrowserCase) =>
		page.evaluate((arg) => window.benchSteps(arg), c) as Promise<StepTimes>;
	return { browser, page, call, steps, violations };
}

/**
 * Whether the kernels compile in a worker whose script is served with each policy (the app's
 * build policy from shared/TOOLCHAIN.md, with and without 'wasm-unsafe-eval'), and that the
 * results are the same either way (without it the engine falls back to plain JavaScript).
 */
export async function cspCheck(): Promise<
	Array<{ policy: string; kernels: string; digest: string }>
> {
	const base =
		"default-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self' ws:; " +
		"worker-src 'self'; object-src 'none'; base-uri 'self'";
	const out: Array<{ policy: string; kernels: string; digest: string }> = [];
	for (const script of ["script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"]) {
		const policy = `${base}; ${script}`;
		const server = await serve(policy);
		const session = await open();
		try {
			const r = await session.call({
				size: 'S',
				kind: 'subsample',
				mode: 'fed',
				repeat: 1,
				workers: 1
			});
			const kernels = r.fastKernels ? 'WebAssembly' : 'plain JavaScript (fallback)';
			out.push({ policy: script, kernels, digest: r.digest });
			console.log(`  CSP "${script}": ${kernels}, results ${r.digest}`);
		} finally {
			await session.browser.close();
			await server.close();
		}
	}
	return out;
}

export async function runBrowserBench(options: {
	repeat: number;
	workers?: number;
	nodeResults?: readonly NodeCase[];
	sizes?: readonly string[];
}): Promise<BrowserBench | null> {
	const workers = options.workers ?? 2;
	const sizes = options.sizes ?? ['Mid', 'XL'];
	const server = await serve();
	let session = await open();
	try {
		const version = session.browser.version();
		console.log(`\nChromium ${version} (${CHROMIUM}), ${workers} module workers`);
		let call = session.call;

		const mid: BrowserBench['mid'] = [];
		if (sizes.includes('Mid')) {
			for (const kind of ['bootstrap', 'subsample'] as const) {
				for (const mode of ['fed', 'app'] as const) {
					const r = await call({ size: 'Mid', kind, mode, repeat: options.repeat, workers });
					const node = options.nodeResults?.find((n) => n.size === 'Mid' && n.kind === kind);
					const sameAsNode = node ? r.digest === node.digest : null;
					mid.push({ ...r, nodeSeconds: node?.engineSeconds ?? null, sameAsNode });
					console.log(
						`  Mid ${kind.padEnd(9)} ${mode === 'fed' ? 'fed draws ' : 'app client'} ` +
							`${(r.seconds * 1000).toFixed(1)} ms` +
							(node && mode === 'fed'
								? ` (Node ${(node.engineSeconds * 1000).toFixed(1)} ms)`
								: '') +
							`  kernels ${r.fastKernels === false ? 'plain JS' : 'WebAssembly'}` +
							(sameAsNode === null
								? ''
								: sameAsNode
									? '  same results as Node'
									: '  DIFFERS from Node')
					);
				}
			}
		}

		let xlMemory: BrowserBench['xlMemory'] = null;
		if (sizes.includes('XL')) {
			await session.browser.close();
			session = await open();
			call = session.call;
			const cdp = await session.page.context().newCDPSession(session.page);
			await cdp.send('Performance.enable');
			const kind = 'bootstrap' as const;
			const fed = await call({ size: 'XL', kind, mode: 'fed', repeat: 1, workers });
			const app = await call({ size: 'XL', kind, mode: 'app', repeat: 1, workers });
			const metrics = (await cdp.send('Performance.getMetrics')).metrics;
			const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
			const r = renderers();
			const peak = Math.max(0, ...r.map((p) => p.peakMB));
			xlMemory = {
				kind,
				fedSeconds: fed.seconds,
				appSeconds: app.seconds,
				rendererPeakRssMB: Math.round(peak),
				rendererRssAfterMB: Math.round(Math.max(0, ...r.map((p) => p.rssMB))),
				mainJsHeapUsedMB: Math.round(heap / 2 ** 20),
				underOneGB: peak > 0 && peak < 1024
			};
			console.log(
				`  XL ${kind}: fed draws ${fed.seconds.toFixed(3)} s, app client ${app.seconds.toFixed(3)} s; ` +
					`renderer peak RSS ${xlMemory.rendererPeakRssMB} MB (VmHWM), main-thread JS heap ` +
					`${xlMemory.mainJsHeapUsedMB} MB: ${xlMemory.underOneGB ? 'under' : 'OVER'} 1 GB`
			);
		}
		const xlSteps: StepTimes[] = [];
		if (sizes.includes('XL')) {
			for (const kind of ['bootstrap', 'subsample'] as const) {
				await session.browser.close();
				session = await open();
				const st = await session.steps({ size: 'XL', kind, mode: 'app', repeat: 3, workers });
				xlSteps.push(st);
				const ms = (x: number) => `${(x * 1000).toFixed(0)} ms`;
				for (const [k, r] of st.runs.entries()) {
					console.log(
						`  XL ${kind.padEnd(9)} app steps, run ${k + 1}: start ${ms(r.start)}, load ` +
							`${ms(r.load)}, draws ${ms(r.draws)}, summary ${ms(r.summary)}; total ${ms(r.total)}`
					);
				}
			}
		}
		await session.browser.close();
		await server.close();
		const csp = await cspCheck();
		return { chromium: version, mid, xlMemory, xlSteps, csp };
	} catch (e) {
		await session.browser.close();
		await server.close();
		throw e;
	}
}

if (process.argv[1]?.endsWith('browser.ts')) {
	const value = (flag: string) => {
		const k = process.argv.indexOf(flag);
		return k >= 0 ? process.argv[k + 1] : undefined;
	};
	await runBrowserBench({
		repeat: Number(value('--repeat') ?? 3),
		sizes: value('--sizes')?.split(',')
	});
}
