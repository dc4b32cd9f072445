/**
 * Times whole runs in the app, kind by kind, for the run-time estimate (src/core/estimate.ts):
 * the built app in Chromium, datasets of several shapes made by the app's own generator
 * (`core/sample-generator.ts`), each kind run through the page as a person runs it (settings in
 * the URL, then Run; two workers) and timed until its complete result is on the page (extras
 * included). Writes `bench/results.estimate.json`, which `scripts/calibrate-estimate.ts` fits and
 * `tests/unit/core/estimate.test.ts` holds the estimate to (within a factor of 2 of each record).
 *
 *     npx vite build && (npx vite preview --host 127.0.0.1 --port 4194 --strictPort &)
 *     npx tsx bench/estimate.ts --url http://127.0.0.1:4194 [--kinds bootstrap,worstCase] [--no-write]
 *
 * What "seconds" is. The machine these numbers come from is shared (2 cores, a load average of
 * 10-25 from other jobs), so a run's wall time says more about the neighbours than about the run.
 * Each record's `seconds` is therefore CPU time read from /proc/<pid>/task/<tid>/stat (utime +
 * stime) of the page's renderer process during the run: its main thread's (settings, the view,
 * the charts) plus its busier run worker's (draws, summary, extras; the two workers draw side by
 * side, so the busier one is the draws' share of the run). That is what the run takes when no
 * thread waits for a core, as on an idle 2-core machine: the page and the workers take turns (the
 * page renders once the workers are done). The wall time, the load average at that moment and
 * the busiest threads are recorded beside it. Each run is timed `--repeat` times (default 2; Run
 * again) and the fastest kept: a busy neighbour costs CPU time too (caches, memory bandwidth),
 * never saves it. The first
 * run on each dataset measures its noise floor (once per dataset and seed, as in the app): that
 * run is recorded as `floor` (a tiny bootstrap plus the floor), so the estimate can add the floor
 * when a dataset has not measured it yet.
 */
import { readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from '../src/core/analysis-settings.ts';
import { runWork } from '../src/core/estimate.ts';
import { CATALOGUE, type PerturbationKind } from '../src/core/perturbations/catalogue.ts';
import { generateSample, type SampleSpec } from '../src/core/sample-generator.ts';
import { packMatrix, type ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { writeJsonMatrix } from '../src/formats/json-matrix.ts';
import { settingsFromParams } from '../src/schemas/settings.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
	const k = args.indexOf(`--${name}`);
	return k >= 0 ? args[k + 1] : undefined;
};
const URL_BASE = arg('url') ?? `http://127.0.0.1:${process.env.PW_PORT ?? 4194}`;
const ONLY = arg('kinds')?.split(',') ?? null;
const WRITE = !args.includes('--no-write');
/** Times each run this many times and keeps the fastest (the neighbours slow a run, never speed it). */
const REPEAT = Number(arg('repeat') ?? 2);
const ROOT = join(import.meta.dirname, '..');
const TMP = join(ROOT, 'bench', '.tmp', 'estimate');
const OUT = join(ROOT, 'bench', 'results.estimate.json');
const TICK = 100; // clock ticks per second (getconf CLK_TCK)
/** Not the default seed: the import's own first run measures the default seed's floor. */
const SEED = '2';

interface Shape {
	readonly id: string;
	readonly models: number;
	readonly items: number;
	readonly categories: number;
	readonly kind: 'binary' | 'pass-at-k';
}

const SHAPES: readonly Shape[] = [
	{ id: 'b-20x500', models: 20, items: 500, categories: 5, kind: 'binary' },
	{ id: 'b-50x2000', models: 50, items: 2000, categories: 8, kind: 'binary' },
	{ id: 'b-100x6000', models: 100, items: 6000, categories: 12, kind: 'binary' },
	{ id: 'b-300x1000', models: 300, items: 1000, categories: 6, kind: 'binary' },
	{ id: 'k-20x400', models: 20, items: 400, categories: 3, kind: 'pass-at-k' },
	{ id: 'k-60x1500', models: 60, items: 1500, categories: 4, kind: 'pass-at-k' }
];

/** The runs timed on a dataset: URL settings (the kind's defaults otherwise). */
function casesFor(shape: Shape): Record<string, string>[] {
	const binary = shape.kind === 'binary';
	const kinds: PerturbationKind[] = binary
		? [
				'bootstrap',
				'subsample',
				'clusterBootstrap',
				'sizeSweep',
				'dirichlet',
				'dropCategory',
				'worstCase',
				'labelNoise',
				'difficulty',
				'timeSplit',
				'modelSet'
			]
		: ['bootstrap', 'threshold', 'trials', 'difficulty', 'dirichlet'];
	const cases: Record<string, string>[] = kinds.map((kind) => ({ kind }));
	// the draws' share of a run, and strength sweeps (one run per step)
	cases.push({ kind: 'bootstrap', draws: '200' }, { kind: 'bootstrap', draws: '4000' });
	if (binary && shape.models * shape.items <= 100_000) {
		cases.push({ kind: 'worstCase', sweep: '1' }, { kind: 'dirichlet', sweep: '1' });
	}
	return cases.filter((c) => !ONLY || ONLY.includes(c.kind));
}

function matrixOf(shape: Shape): ScoreMatrix {
	const spec: SampleSpec = {
		id: shape.id,
		title: shape.id,
		description: '',
		seed: 20260101 + shape.models * 7 + shape.items,
		nModels: shape.models,
		nItems: shape.items,
		categories: Array.from({ length: shape.categories }, (_, g) => ({
			name: `c${g}`,
			difficulty: -1 + (2 * g) / Math.max(1, shape.categories - 1)
		})),
		kind: shape.kind,
		attempts: 5,
		startDate: '2024-01-01',
		days: 360
	};
	const sample = generateSample(spec);
	const matrix = packMatrix(sample);
	return shape.kind === 'pass-at-k' ? { ...matrix, trials: { uniform: 5, perCell: null } } : matrix;
}

/** CPU ticks and name of every thread of a process, by thread id. */
function threadTicks(pid: number): Map<string, { ticks: number; name: string }> {
	const out = new Map<string, { ticks: number; name: string }>();
	for (const tid of readdirSync(`/proc/${pid}/task`)) {
		try {
			const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
			const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
			out.set(tid, { ticks: Number(fields[11]) + Number(fields[12]), name });
		} catch {
			// the thread ended
		}
	}
	return out;
}

/** Renderer processes below `root` (Chromium's page processes). */
function renderers(root: number): number[] {
	const parent = new Map<number, number>();
	const cmd = new Map<number, string>();
	for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
		try {
			const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
			parent.set(Number(p), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
			cmd.set(Number(p), readFileSync(`/proc/${p}/cmdline`, 'utf8'));
		} catch {
			// gone
		}
	}
	const under = (p: number): boolean => {
		for (let q = p, n = 0; q > 1 && n < 20; q = parent.get(q) ?? 0, n++)
			if (q === root) return true;
		return false;
	};
	return [...cmd.keys()].filter((p) => under(p) && cmd.get(p)!.includes('--type=renderer'));
}

interface Measured {
	readonly seconds: number;
	readonly wallSeconds: number;
	readonly mainSeconds: number;
	readonly workerSeconds: number;
	readonly threads: readonly { readonly name: string; readonly seconds: number }[];
	readonly load: number;
}

/** Runs what the page's Run button starts, timed (see the module comment). */
async function timedRun(page: Page, root: number): Promise<Measured> {
	const pids = renderers(root);
	const before = new Map(pids.map((p) => [p, threadTicks(p)]));
	const load = loadavg()[0];
	const t0 = performance.now();
	await page.getByTestId('run-button').click();
	await page.waitForFunction(
		() => {
			const s = document.querySelector('[data-testid="run-status"]');
			const extras = document.querySelector('[data-testid="extras-state"][data-state="pending"]');
			return s?.getAttribute('data-state') === 'done' && !extras;
		},
		undefined,
		{ timeout: 600_000, polling: 50 }
	);
	const wall = (performance.now() - t0) / 1000;
	const threads: { name: string; seconds: number; main: boolean }[] = [];
	for (const p of pids) {
		const b = before.get(p)!;
		for (const [tid, t] of threadTicks(p)) {
			const d = t.ticks - (b.get(tid)?.ticks ?? 0);
			if (d > 0) threads.push({ name: t.name, seconds: d / TICK, main: tid === String(p) });
		}
	}
	threads.sort((a, b) => b.seconds - a.seconds);
	// the page's main thread (the renderer process's own), and its busier run worker
	const main = threads.filter((t) => t.main).reduce((a, t) => Math.max(a, t.seconds), 0);
	const worker = threads
		.filter((t) => t.name === 'DedicatedWorker')
		.reduce((a, t) => Math.max(a, t.seconds), 0);
	const seconds = main + worker;
	return {
		seconds,
		wallSeconds: wall,
		mainSeconds: main,
		workerSeconds: worker,
		threads: threads.slice(0, 8).map(({ name, seconds }) => ({ name, seconds })),
		load
	};
}

async function setUrl(page: Page, dataset: string, params: Record<string, string>) {
	const q = new URLSearchParams({ dataset, seed: SEED, workers: '2', ...params });
	await page.evaluate((h) => (window.location.hash = h), `#/analysis?${q}`);
	await page.waitForFunction(
		(kind) =>
			(document.querySelector('[data-testid="kind-select"]') as HTMLSelectElement | null)?.value ===
			kind,
		params.kind ?? 'bootstrap'
	);
	// let the page settle (a kept result of the same settings is shown; Run runs again)
	await page.waitForTimeout(300);
}

const server = await chromium.launchServer({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--disable-quic', '--disable-background-networking']
});
const root = server.process().pid!;
const browser = await chromium.connect(server.wsEndpoint());
mkdirSync(TMP, { recursive: true });
const records: unknown[] = [];
try {
	for (const shape of SHAPES) {
		const cases = casesFor(shape);
		if (!cases.length) continue;
		const matrix = matrixOf(shape);
		const file = join(TMP, `${shape.id}.json`);
		writeFileSync(file, writeJsonMatrix(matrix, null, shape.id));
		const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
		const page = await context.newPage();
		await page.goto(`${URL_BASE}/#/privacy`);
		await page.locator('main[data-started="true"]').waitFor({ timeout: 60_000 });
		await page.goto(`${URL_BASE}/#/`);
		await page.getByTestId('file-input').setInputFiles(file);
		// a JSON matrix opens its review first
		const confirm = page.getByTestId('import-confirm');
		await confirm.waitFor({ timeout: 120_000 });
		await confirm.click();
		await page.waitForFunction(() => /dataset=[0-9a-f]{16}/.test(location.hash), undefined, {
			timeout: 120_000
		});
		const dataset = new URL(page.url().replace('#/analysis?', '?')).searchParams.get('dataset')!;
		await page.getByTestId('run-status').waitFor();
		// the import's own first run (when short) ends first
		await page.waitForTimeout(1000);
		await page.waitForFunction(
			() =>
				document.querySelector('[data-testid="run-status"]')?.getAttribute('data-state') !==
				'running',
			undefined,
			{ timeout: 600_000 }
		);
		// the first run of this seed measures the dataset's noise floor: a tiny run, to time it
		await setUrl(page, dataset, { kind: 'bootstrap', draws: '10' });
		const floor = await timedRun(page, root);
		const base = { shape: shape.id, nItems: matrix.nItems, nModels: matrix.nModels };
		const tiny = runWork({ ...DEFAULT_ANALYSIS_SETTINGS, seed: 2, draws: 10 }, matrix, 2);
		records.push({ ...base, case: 'floor', floor: true, work: tiny, ...floor });
		console.log(
			`${shape.id} floor: ${floor.seconds.toFixed(2)} s cpu, ${floor.wallSeconds.toFixed(1)} s wall, load ${floor.load.toFixed(1)}`
		);
		for (const params of cases) {
			await setUrl(page, dataset, params);
			const settings: AnalysisSettings = settingsFromParams(
				new URLSearchParams({ seed: SEED, ...params }),
				DEFAULT_ANALYSIS_SETTINGS
			).settings;
			const work = runWork(settings, matrix, 2);
			const tries: Measured[] = [];
			for (let k = 0; k < REPEAT; k++) tries.push(await timedRun(page, root));
			const m = tries.reduce((a, b) => (b.seconds < a.seconds ? b : a));
			const name = new URLSearchParams(params).toString();
			records.push({
				...base,
				case: name,
				floor: false,
				work,
				...m,
				tries: tries.map((t) => t.seconds)
			});
			console.log(
				`${shape.id} ${name}: ${m.seconds.toFixed(2)} s (main ${m.mainSeconds.toFixed(2)} + worker ${m.workerSeconds.toFixed(2)}), ${m.wallSeconds.toFixed(1)} s wall, load ${m.load.toFixed(1)} | ${m.threads.map((t) => `${t.name}:${t.seconds.toFixed(2)}`).join(' ')}`
			);
		}
		await context.close();
	}
} finally {
	await browser.close();
	await server.close();
}
const out = {
	measured: new Date().toISOString(),
	how: 'bench/estimate.ts: the built app in Chromium (Debian 156), two workers; seconds = CPU time of the page renderer’s main thread plus its busier run worker during the run, best of the tries (what it takes on an idle 2-core machine); wallSeconds, the 1-minute load average and the busiest threads beside it',
	machine: '2 cores shared with other jobs, Node 20',
	kinds: Object.keys(CATALOGUE),
	records
};
if (WRITE) {
	writeFileSync(OUT, `${JSON.stringify(out, null, '\t')}\n`);
	console.log(`wrote ${OUT} (npx prettier --write it: the repository's format)`);
}
