/**
 * The items worker: thin functions over `src/features/items/core/items-jobs.ts` (the item table, the
 * fragility of the verdict, the leaderboard without excluded items). The main thread reaches it
 * only through `src/features/items/engine/ItemsClient.ts`, which loads the matrix once per worker and terminates
 * the worker to cancel. Typed arrays come back transferred, not copied.
 */
import * as Comlink from 'comlink';
import {
	fragilityJob,
	fragilityTransferables,
	itemTableJob,
	itemTableTransferables,
	rerankJob,
	rerankTransferables,
	type FragilityJob,
	type ItemTableJob,
	type ItemTableJobOptions
} from '../src/features/items/core/items-jobs.ts';
import type { Rerank } from '../src/features/items/core/exclusions.ts';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';

/** Progress reports: (done, total), a call through Comlink. */
type JobProgress = (done: number, total: number) => void;

let matrix: ScoreMatrix | null = null;

function loaded(): ScoreMatrix {
	if (!matrix) throw new Error('items worker: no matrix loaded');
	return matrix;
}

export const api = {
	/** Keeps the matrix for the jobs that follow (one copy per worker). */
	load(m: ScoreMatrix): void {
		matrix = m;
	},
	table(options: ItemTableJobOptions, progress?: JobProgress): ItemTableJob {
		const job = itemTableJob(loaded(), options, progress);
		return Comlink.transfer(job, itemTableTransferables(job));
	},
	fragility(k: number, progress?: JobProgress): FragilityJob | null {
		const job = fragilityJob(loaded(), k, progress);
		// Comlink.transfer keys a WeakMap by the value: null (fewer than two models) goes as is.
		return job ? Comlink.transfer(job, fragilityTransferables(job)) : null;
	},
	rerank(excluded: Uint32Array): Rerank {
		const r = rerankJob(loaded(), excluded);
		return Comlink.transfer(r, rerankTransferables(r));
	}
};

export type ItemsWorkerApi = typeof api;

declare const WorkerGlobalScope: { new (): unknown } | undefined;
// Guarded so that vitest can import this module (there is no worker scope there).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}
