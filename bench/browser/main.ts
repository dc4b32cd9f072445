/**
 * The benchmark page (served by bench/browser.ts, driven by Playwright). It rebuilds a case's
 * matrix and draws with the same seeded code as the Node runner, then times
 * - `fed`: the Node runner's measurement, here with module workers (bench.worker.ts);
 * - `app`: the app's own client (src/engine/EngineClient.ts and workers/engine.worker.ts),
 *   which draws the weights in the workers and also summarises the run.
 */
import * as Comlink from 'comlink';
import { DEFAULT_ANALYSIS_SETTINGS, resolveRecipe } from '../../src/core/analysis-settings.ts';
import type { PerturbationKind } from '../../src/core/draws.ts';
import { EngineClient, chunkSizeFor } from '../../src/engine/EngineClient.ts';
import { DRAW_SEED, FRACTION, SIZES, generateDraws, matrixSeed } from '../cases.ts';
import { IN_FLIGHT, tableDigest, timedRun, type Port } from '../schedule.ts';
import { syntheticMatrix } from '../synthetic.ts';
import type { WorkerReply, WorkerRequest } from '../worker-core.ts';
import type { EngineApi } from '../../workers/engine.worker.ts';
import type { Recipe } from '../../src/core/perturbations/catalogue.ts';
import { chunkRanges, emptyDrawTable, placeChunk, tableBuffers } from '../../src/core/run.ts';

export interface BrowserCase {
	readonly size: string;
	readonly kind: PerturbationKind;
	readonly mode: 'fed' | 'app';
	readonly repeat: number;
	readonly workers: number;
}

export interface BrowserResult {
	readonly size: string;
	readonly kind: PerturbationKind;
	readonly mode: 'fed' | 'app';
	readonly runs: number[];
	readonly seconds: number;
	readonly digest: string;
	readonly fastKernels: boolean | null;
	readonly setupSeconds: number;
	readonly userAgent: string;
}

/** Seconds spent in each step of the app client's run (see `steps`). */
export interface StepTimes {
	readonly size: string;
	readonly kind: PerturbationKind;
	/** Per run on the same workers: the first run starts them and loads the matrix. */
	readonly runs: Array<{
		readonly start: number;
		readonly load: number;
		readonly draws: number;
		readonly summary: number;
		readonly total: number;
	}>;
	readonly digest: string;
}

declare global {
	interface Window {
		benchReady: boolean;
		benchRun: (c: BrowserCase) => Promise<BrowserResult>;
		benchSteps: (c: BrowserCase) => Promise<StepTimes>;
	}
}

/** A worker as a request/reply function; replies come in request order. */
function port(worker: Worker): Port {
	const pending: Array<{ resolve: (r: WorkerReply) => void; reject: (e: Error) => void }> = [];
	worker.onmessage = (event: MessageEvent<WorkerReply>) => pending.shift()?.resolve(event.data);
	worker.onerror = (event) => {
		for (const p of pending.splice(0)) p.reject(new Error(event.message));
	};
	return (message: WorkerRequest) =>
		new Promise<WorkerReply>((resolve, reject) => {
			pending.push({ resolve, reject });
			worker.postMessage(message);
		});
}

async function run(c: BrowserCase): Promise<BrowserResult> {
	const status = document.getElementById('status')!;
	status.textContent = `${c.size} ${c.kind} ${c.mode}: building`;
	const size = SIZES.find((s) => s.name === c.size)!;
	const t0 = performance.now();
	const matrix = syntheticMatrix(size.models, size.items, matrixSeed(size));
	const runs: number[] = [];
	let digest = '';
	let fastKernels: boolean | null = null;
	let setupSeconds: number;
	if (c.mode === 'fed') {
		const weights = generateDraws(size.items, c.kind, size.draws);
		const workers = Array.from(
			{ length: c.workers },
			() => new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' })
		);
		try {
			const ports = workers.map(port);
			const loaded = await Promise.all(ports.map((p) => p({ type: 'load', matrix, weights })));
			const first = loaded[0];
			if (first.type !== 'loaded') throw new Error(JSON.stringify(first));
			fastKernels = loaded.every((l) => l.type === 'loaded' && l.fast);
			setupSeconds = (performance.now() - t0) / 1000;
			const leader = first.reference.order[0];
			for (let r = 0; r < c.repeat; r++) {
				status.textContent = `${c.size} ${c.kind} fed: run ${r + 1}`;
				const result = await timedRun(ports, size.draws, size.models, leader, (start, count) => ({
					type: 'chunk',
					start,
					count
				}));
				runs.push(result.seconds);
				digest = tableDigest(result.table);
			}
		} finally {
			for (const w of workers) w.terminate();
		}
	} else {
		const client = new EngineClient();
		setupSeconds = (performance.now() - t0) / 1000;
		try {
			const settings = {
				...DEFAULT_ANALYSIS_SETTINGS,
				kind: c.kind,
				fraction: FRACTION,
				draws: size.draws,
				seed: DRAW_SEED
			};
			const spec = resolveRecipe(settings, matrix);
			for (let r = 0; r < c.repeat; r++) {
				status.textContent = `${c.size} ${c.kind} app: run ${r + 1}`;
				const out = await client.run({
					key: c.size,
					matrix,
					settings,
					spec,
					workers: c.workers
				});
				runs.push(out.elapsedMs / 1000);
				digest = tableDigest(out.table);
			}
		} finally {
			client.dispose();
		}
	}
	status.textContent = `${c.size} ${c.kind} ${c.mode}: done`;
	return {
		size: c.size,
		kind: c.kind,
		mode: c.mode,
		runs,
		seconds: Math.min(...runs),
		digest,
		fastKernels,
		setupSeconds,
		userAgent: navigator.userAgent
	};
}

/**
 * The app client's run (src/engine/EngineClient.ts `run`, bootstrap and subsample) step by step,
 * through the same worker (workers/engine.worker.ts) and the same calls, each step timed: start
 * (the workers' first reply: module loading), load (the matrix to every worker that lacks it, and
 * every worker's `prepare`: the reference), draws (the chunks, scheduled as EngineClient does), summary. Repeated on the same
 * workers, as the app's pool keeps them.
 */
async function steps(c: BrowserCase): Promise<StepTimes> {
	const status = document.getElementById('status')!;
	const size = SIZES.find((s) => s.name === c.size)!;
	status.textContent = `${c.size} ${c.kind} steps: building`;
	const matrix = syntheticMatrix(size.models, size.items, matrixSeed(size));
	const recipe: Recipe =
		c.kind === 'subsample'
			? { kind: 'subsample', fraction: FRACTION }
			: { kind: 'bootstrap', strength: 1 };
	const runs: StepTimes['runs'] = [];
	let digest = '';
	let workers: Worker[] = [];
	let apis: Array<Comlink.Remote<EngineApi>> = [];
	try {
		for (let r = 0; r < c.repeat; r++) {
			status.textContent = `${c.size} ${c.kind} steps: run ${r + 1}`;
			const t0 = performance.now();
			if (r === 0) {
				workers = Array.from(
					{ length: c.workers },
					() =>
						new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
							type: 'module',
							name: 'engine'
						})
				);
				apis = workers.map((w) => Comlink.wrap<EngineApi>(w));
			}
			const held = await Promise.all(apis.map((a) => a.has(c.size)));
			const t1 = performance.now();
			await Promise.all(apis.map((a, k) => (held[k] ? null : a.load(c.size, matrix))));
			const plans = await Promise.all(apis.map((a) => a.prepare(c.size, recipe)));
			const t2 = performance.now();
			const table = emptyDrawTable(size.draws, size.models);
			const chunks = chunkRanges(size.draws, chunkSizeFor(size.draws, apis.length));
			let next = 0;
			const lane = async (a: Comlink.Remote<EngineApi>) => {
				while (next < chunks.length) {
					const ch = chunks[next++];
					placeChunk(table, await a.chunk(c.size, recipe, DRAW_SEED, ch.start, ch.count));
				}
			};
			await Promise.all(apis.flatMap((a) => Array.from({ length: IN_FLIGHT }, () => lane(a))));
			const t3 = performance.now();
			const out = await apis[0].summarize(
				Comlink.transfer(table, tableBuffers(table)),
				plans[0],
				matrix.models,
				size.draws,
				c.size,
				{ extras: null }
			);
			const t4 = performance.now();
			digest = tableDigest(out.table);
			const sec = (a: number, b: number) => (b - a) / 1000;
			runs.push({
				start: sec(t0, t1),
				load: sec(t1, t2),
				draws: sec(t2, t3),
				summary: sec(t3, t4),
				total: sec(t0, t4)
			});
		}
	} finally {
		for (const w of workers) w.terminate();
	}
	status.textContent = `${c.size} ${c.kind} steps: done`;
	return { size: c.size, kind: c.kind, runs, digest };
}

window.benchRun = run;
window.benchSteps = steps;
window.benchReady = true;
document.getElementById('status')!.textContent = 'ready';
