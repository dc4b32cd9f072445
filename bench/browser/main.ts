/**
 * The benchmark page (served by bench/browser.ts, driven by Playwright). It rebuilds a case's
 * matrix and draws with the same seeded code as the Node runner, then times
 * - `fed`: the Node runner's measurement, here with module workers (bench.worker.ts);
 * - `app`: the app's own client (src/engine/EngineClient.ts and workers/engine.worker.ts),
 *   which draws the weights in the workers and also summarises the run.
 */
import { DEFAULT_ANALYSIS_SETTINGS, resolveSpec } from '../../src/core/analysis-settings.ts';
import type { PerturbationKind } from '../../src/core/draws.ts';
import { EngineClient } from '../../src/engine/EngineClient.ts';
import { DRAW_SEED, FRACTION, SIZES, generateDraws, matrixSeed } from '../cases.ts';
import { tableDigest, timedRun, type Port } from '../schedule.ts';
import { syntheticMatrix } from '../synthetic.ts';
import type { WorkerReply, WorkerRequest } from '../worker-core.ts';

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

declare global {
	interface Window {
		benchReady: boolean;
		benchRun: (c: BrowserCase) => Promise<BrowserResult>;
	}
}

function port(worker: Worker): Port {
	return (message: WorkerRequest) =>
		new Promise<WorkerReply>((resolve, reject) => {
			worker.onmessage = (event: MessageEvent<WorkerReply>) => resolve(event.data);
			worker.onerror = (event) => reject(new Error(event.message));
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
			const spec = resolveSpec(settings, matrix);
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

window.benchRun = run;
window.benchReady = true;
document.getElementById('status')!.textContent = 'ready';
