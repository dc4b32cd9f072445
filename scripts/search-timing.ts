/**
 * Times the worst-case search the way the app runs it: `EngineClient.search` with the engine
 * worker's API in a worker thread (matrix transfer, the search driven in steps with a turn of the
 * worker's event loop every few dozen milliseconds, the reference extras), on 1,000 categories:
 * ImageNetV2's 1,000 classes when ../shared/real is present, else a synthetic matrix of the same
 * shape (67 models, 1,000 categories of 10 items). Then measures cancel: a search with no budget
 * or time limit, cancelled after a second, and how long until the same worker answers the next
 * call (the cooperative stop; the worker is terminated only if it takes over CANCEL_GRACE_MS).
 *
 *     npx tsx scripts/search-timing.ts [bound=0.5] [seed=1]
 *
 * Prints wall-clock and CPU time (the process's, both threads: the search is single-threaded,
 * so CPU time is about what it takes on an idle core; on a shared machine wall-clock time can be
 * a few times longer). Not a test: speed is not asserted anywhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker as ThreadWorker } from 'node:worker_threads';
import { packMatrix, type ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { rngForDraw } from '../src/core/random.ts';
import { AbortError, EngineClient, type WorkerFactory } from '../src/engine/EngineClient.ts';
import { analyzeFiles, fromText } from '../src/formats/import-files.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

const ROOT = join(import.meta.dirname, '..');
const bound = Number(process.argv[2] ?? 0.5);
const seed = Number(process.argv[3] ?? 1);

const BOOT = `import('tsx/esm/api').then(({ register }) => {
	register();
	return import(${JSON.stringify(new URL('./search-timing-worker.ts', import.meta.url).href)});
});`;

/** A Node worker thread dressed as the browser Worker that EngineClient expects. */
const factory: WorkerFactory = () => {
	const w = new ThreadWorker(BOOT, { eval: true });
	const wrapped = new Map<unknown, (data: unknown) => void>();
	return {
		postMessage: (message: unknown, transfer?: Transferable[]) =>
			w.postMessage(message, (transfer ?? []) as never),
		addEventListener: (type: string, listener: (event: unknown) => void) => {
			if (type === 'message') {
				const f = (data: unknown) => listener({ data });
				wrapped.set(listener, f);
				w.on('message', f);
			} else if (type === 'error') {
				w.on('error', (e: Error) => listener({ message: e.message, preventDefault() {} }));
			}
		},
		removeEventListener: (type: string, listener: unknown) => {
			const f = wrapped.get(listener);
			if (type === 'message' && f) w.off('message', f);
		},
		terminate: () => void w.terminate()
	} as unknown as ReturnType<WorkerFactory>;
};

/** 67 models, 1,000 categories of 10 items each (seeded 0/1 data with per-category affinity). */
function synthetic(): ScoreMatrix {
	const M = 67;
	const G = 1000;
	const size = 10;
	const rng = rngForDraw(20240611, 0);
	const n = G * size;
	const cells = new Float64Array(n * M);
	const affinity = Array.from({ length: G }, () => uniformFloat64(rng) - 0.5);
	for (let i = 0; i < n; i++) {
		const g = Math.floor(i / size);
		for (let m = 0; m < M; m++) {
			const p = 0.2 + (0.6 * m) / M + 0.3 * affinity[g] * (uniformFloat64(rng) - 0.3);
			cells[i * M + m] = uniformFloat64(rng) < Math.min(0.98, Math.max(0.02, p)) ? 1 : 0;
		}
	}
	return packMatrix({
		models: Array.from({ length: M }, (_, m) => `model ${m}`),
		itemIds: Array.from({ length: n }, (_, i) => `item ${i}`),
		meta: { category: Array.from({ length: n }, (_, i) => `c${Math.floor(i / size)}`) },
		cells
	});
}

async function imagenet(): Promise<ScoreMatrix | null> {
	const path = join(ROOT, '..', 'shared', 'real', 'imagenet_v2', 'imagenet_v2.wide.csv');
	if (!existsSync(path)) return null;
	const proposal = await analyzeFiles([
		fromText(readFileSync(path, 'utf8'), 'imagenet_v2.wide.csv')
	]);
	return proposal.result.ok ? proposal.result.matrix : null;
}

const real = await imagenet();
const matrix = real ?? synthetic();
const name = real ? 'ImageNetV2' : 'synthetic (../shared/real not found)';
const recipe = { kind: 'worstCase', column: 'category', bound } as const;
const extras = { topK: 5, clusterColumn: null, maxPairs: 200 };
const client = new EngineClient(factory);
try {
	// Warm-up: starts the worker and loads the matrix (untimed), as a page does on its first run.
	await client.search({ key: 'm', matrix, recipe: { ...recipe, bound: 0 }, seed, extras: null });
	for (let r = 0; r < 3; r++) {
		let reports = 0;
		const t0 = performance.now();
		const c0 = process.cpuUsage();
		const out = await client.search(
			{ key: 'm', matrix, recipe, seed, extras },
			{ onProgress: () => reports++ }
		);
		const s = (performance.now() - t0) / 1000;
		const c = process.cpuUsage(c0);
		const cpu = (c.user + c.system) / 1e6;
		const o = out.outcome;
		console.log(
			`${name}: ${matrix.nModels} models, ${o.weights.length} categories, bound ${bound}: ` +
				`${s.toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU (both threads; search, extras, ` +
				`transfer), ` +
				`tau ${o.tau.toFixed(4)} (${o.method}, exact ${o.exact}, stopped ${o.stopped}, ` +
				`lower bound ${o.tauLowerBound?.toFixed(4)}), evaluated ${o.evaluated}, ` +
				`progress reports ${reports}`
		);
	}
	// Cancel: a search without budget or time limit, cancelled after 1 s.
	const controller = new AbortController();
	const running = client.search(
		{ key: 'm', matrix, recipe, seed, extras, budget: 1e12, limitMs: 1e9 },
		{ signal: controller.signal }
	);
	setTimeout(() => controller.abort(), 1000);
	const tAbort = performance.now() + 1000;
	const outcome = await running.then(
		() => 'finished',
		(e: unknown) => (e instanceof AbortError ? 'AbortError' : String(e))
	);
	const tRejected = performance.now();
	await client.search({ key: 'm', matrix, recipe: { ...recipe, bound: 0 }, seed, extras: null });
	const tNext = performance.now();
	console.log(
		`cancel after 1 s: ${outcome} ${(tRejected - tAbort).toFixed(0)} ms after abort(); ` +
			`the same worker answered the next call ${(tNext - tAbort).toFixed(0)} ms after abort() ` +
			`(run workers alive: ${client.runWorkers})`
	);
} finally {
	client.dispose();
}
