/**
 * The items worker (`workers/items.worker.ts`), wrapped once (comlink). One client per matrix:
 * each kind of job (the item table, the fragility, the re-rank) has its own lane, a worker that
 * holds a copy of the matrix (loaded once) and runs that lane's jobs one after the other. A job
 * whose signal aborts terminates its lane's worker (the only way to stop a synchronous job) and
 * rejects with an `AbortError`, which the UI treats as normal; the lane's next job starts a fresh
 * worker. `dispose` ends every lane.
 */
import * as Comlink from 'comlink';
import type { Rerank } from '../core/exclusions.ts';
import type { FragilityJson } from '../core/fragility.ts';
import type { FragilityJob, ItemTableJob, ItemTableJobOptions } from '../core/items-jobs.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import type { ItemsWorkerApi } from '../../../../workers/items.worker.ts';

export type ItemsWorkerFactory = () => Worker;

type ItemsLane = 'table' | 'fragility' | 'rerank';

export interface JobOptions {
	readonly signal?: AbortSignal;
	/** Share done, 0..1. */
	readonly onProgress?: (share: number) => void;
}

const defaultFactory: ItemsWorkerFactory = () =>
	new Worker(new URL('../../../../workers/items.worker.ts', import.meta.url), {
		type: 'module',
		name: 'items'
	});

function itemsAbortError(): DOMException {
	return new DOMException('The item computation was cancelled.', 'AbortError');
}

/** Whether `e` is the rejection of a cancelled job. */
export function isAbort(e: unknown): boolean {
	return e instanceof DOMException && e.name === 'AbortError';
}

interface Lane {
	readonly worker: Worker;
	readonly api: Comlink.Remote<ItemsWorkerApi>;
	/** Rejects when the worker crashes. */
	readonly crashed: Promise<never>;
	readonly ready: Promise<void>;
}

export class ItemsClient {
	readonly #matrix: ScoreMatrix;
	readonly #factory: ItemsWorkerFactory;
	readonly #lanes = new Map<ItemsLane, Lane>();
	#disposed = false;

	constructor(matrix: ScoreMatrix, factory: ItemsWorkerFactory = defaultFactory) {
		this.#matrix = matrix;
		this.#factory = factory;
	}

	/** How many lanes have a worker now. */
	get workers(): number {
		return this.#lanes.size;
	}

	/** The item table and its default order (`itemTableJob`). */
	table(options: ItemTableJobOptions, job: JobOptions = {}): Promise<ItemTableJob> {
		return this.#run('table', job, (api, progress) => api.table(options, progress));
	}

	/** The fragility of the verdict with its results-JSON block (`fragilityJob`). */
	fragility(k: number, job: JobOptions = {}): Promise<FragilityJob | null> {
		return this.#run('fragility', job, (api, progress) => api.fragility(k, progress));
	}

	/** The leaderboard without the `excluded` items (indices). */
	rerank(excluded: Uint32Array, job: JobOptions = {}): Promise<Rerank> {
		return this.#run('rerank', job, (api) => api.rerank(excluded));
	}

	/** Ends every lane (jobs going on reject with an `AbortError`). */
	dispose(): void {
		this.#disposed = true;
		for (const lane of [...this.#lanes.keys()]) this.#end(lane);
	}

	#lane(name: ItemsLane): Lane {
		const open = this.#lanes.get(name);
		if (open) return open;
		const worker = this.#factory();
		const api = Comlink.wrap<ItemsWorkerApi>(worker);
		const crashed = new Promise<never>((_, reject) => {
			worker.addEventListener('error', (e: Event) => {
				e.preventDefault();
				const message = (e as ErrorEvent).message;
				reject(new Error(message || 'the items worker stopped unexpectedly'));
			});
		});
		crashed.catch(() => this.#end(name));
		const lane: Lane = { worker, api, crashed, ready: api.load(this.#matrix) };
		this.#lanes.set(name, lane);
		return lane;
	}

	#end(name: ItemsLane): void {
		const lane = this.#lanes.get(name);
		if (!lane) return;
		this.#lanes.delete(name);
		lane.api[Comlink.releaseProxy]();
		lane.worker.terminate();
	}

	async #run<T>(
		name: ItemsLane,
		job: JobOptions,
		call: (api: Comlink.Remote<ItemsWorkerApi>, progress?: (d: number, t: number) => void) => T
	): Promise<Awaited<T>> {
		const { signal, onProgress } = job;
		if (signal?.aborted || this.#disposed) throw itemsAbortError();
		const lane = this.#lane(name);
		const progress = onProgress
			? Comlink.proxy((done: number, total: number) => onProgress(total ? done / total : 1))
			: undefined;
		let onAbort = () => {};
		const aborted = new Promise<never>((_, reject) => {
			onAbort = () => {
				if (this.#lanes.get(name) === lane) this.#end(name);
				reject(itemsAbortError());
			};
			signal?.addEventListener('abort', onAbort, { once: true });
		});
		try {
			await Promise.race([lane.ready, lane.crashed, aborted]);
			return await Promise.race([call(lane.api, progress), lane.crashed, aborted]);
		} finally {
			signal?.removeEventListener('abort', onAbort);
			if (this.#disposed) this.#end(name);
		}
	}
}

/**
 * The results JSON's `fragility` block of a run, computed off the main thread in a worker of its
 * own that ends with the job (or when `signal` aborts). Null with fewer than two models.
 */
export async function fragilityInWorker(
	matrix: ScoreMatrix,
	k: number,
	signal?: AbortSignal,
	factory: ItemsWorkerFactory = defaultFactory
): Promise<FragilityJson | null> {
	const client = new ItemsClient(matrix, factory);
	try {
		return (await client.fragility(k, { signal }))?.json ?? null;
	} finally {
		client.dispose();
	}
}
