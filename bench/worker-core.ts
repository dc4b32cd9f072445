/**
 * What a benchmark worker does, for both kinds of worker: node:worker_threads
 * (bench/engine-worker.ts) and the browser's module workers (bench/browser/bench.worker.ts).
 * The same core code as workers/engine.worker.ts, fed with the draws the runner generated once
 * instead of drawing them.
 */
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import type { Recipe } from '../src/core/perturbations/catalogue.ts';
import { chunkBuffers, computeReference, runChunk, runChunkOnWeights } from '../src/core/run.ts';
import { prepareRun } from '../src/core/perturbations/perturbation-chunk.ts';
import { usesBitKernel } from '../src/core/kernels/counters.ts';
import type { ChunkResult, PreparedRun, Reference } from '../src/core/run-types.ts';

export type WorkerRequest =
	| { type: 'load'; matrix: ScoreMatrix; weights: Uint8Array | null }
	| { type: 'chunk'; start: number; count: number }
	| {
			type: 'app-chunk';
			start: number;
			count: number;
			recipe: Recipe;
			seed: number;
	  }
	| { type: 'prepare'; recipe: Recipe };

export type WorkerReply =
	| { type: 'loaded'; reference: Reference; fast: boolean; loadMs: number }
	| { type: 'chunk'; chunk: ChunkResult; busyMs: number }
	| { type: 'prepared'; busyMs: number }
	| { type: 'error'; message: string };

let state: { matrix: ScoreMatrix; reference: Reference; weights: Uint8Array | null } | null = null;
/** The prepared recipe of the app-path chunks (prepared on the first chunk of a recipe). */
let prepared: { key: string; run: PreparedRun } | null = null;

/** Handles one request; returns the reply and the buffers to transfer with it. */
export function handle(message: WorkerRequest): { reply: WorkerReply; transfer: ArrayBuffer[] } {
	try {
		if (message.type === 'load') {
			const t0 = performance.now();
			const { matrix, weights } = message;
			const reference = computeReference(matrix);
			state = { matrix, reference, weights };
			prepared = null;
			// Builds the kernel's copy of the matrix now, as the app's first chunk would.
			const fast = usesBitKernel(matrix);
			return {
				reply: { type: 'loaded', reference, fast, loadMs: performance.now() - t0 },
				transfer: []
			};
		}
		if (!state) throw new Error('no matrix loaded');
		const { matrix, reference, weights } = state;
		const t0 = performance.now();
		if (message.type === 'prepare') {
			// prepared afresh (a run's one-time work is part of its time)
			prepared = null;
			prepared = { key: JSON.stringify(message.recipe), run: prepareRun(matrix, message.recipe) };
			return { reply: { type: 'prepared', busyMs: performance.now() - t0 }, transfer: [] };
		}
		let chunk: ChunkResult;
		if (message.type === 'chunk') {
			const n = matrix.nItems;
			const draws: Uint8Array[] = [];
			for (let d = message.start; d < message.start + message.count; d++) {
				draws.push(weights!.subarray(d * n, (d + 1) * n));
			}
			chunk = runChunkOnWeights(matrix, reference, message.start, draws);
		} else {
			const key = JSON.stringify(message.recipe);
			if (prepared?.key !== key) prepared = { key, run: prepareRun(matrix, message.recipe) };
			chunk = runChunk(matrix, prepared.run, message.seed, message.start, message.count);
		}
		return {
			reply: { type: 'chunk', chunk, busyMs: performance.now() - t0 },
			transfer: chunkBuffers(chunk)
		};
	} catch (e) {
		return { reply: { type: 'error', message: String(e) }, transfer: [] };
	}
}
