/**
 * One run worker as the engine holds it: the worker, its comlink wrapper and a promise that
 * rejects when it crashes; the errors the engine reports (an abort, a crash); and the abort
 * signal as a promise; handing chunks of draws out to the pool. Split out of EngineClient.ts, which re-exports the errors.
 */
import * as Comlink from 'comlink';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { EngineApi } from '../../workers/engine.worker.ts';
import type { ChunkResult } from '../core/run-types.ts';

export class AbortError extends Error {
	override name = 'AbortError';
	constructor() {
		super('cancelled');
	}
}

export function isAbortError(e: unknown): boolean {
	return e instanceof Error && e.name === 'AbortError';
}

/** A worker died (uncaught error, failed to load, out of memory). */
export class WorkerCrashError extends Error {
	override name = 'WorkerCrashError';
	/** The browser's words about the crash (for the `engine.crashed` message). */
	readonly detail: string;
	constructor(message: string, detail: string = message) {
		super(message);
		this.detail = detail;
	}
}

export interface Slot {
	readonly worker: Worker;
	readonly api: Comlink.Remote<EngineApi>;
	/** Rejects when the worker crashes; never resolves. */
	readonly crashed: Promise<never>;
}

export type WorkerFactory = () => Worker;

export const defaultFactory: WorkerFactory = () =>
	new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
		type: 'module',
		name: 'engine'
	});

export function spawn(factory: WorkerFactory): Slot {
	const worker = factory();
	const crashed = new Promise<never>((_, reject) => {
		worker.addEventListener('error', (event) => {
			event.preventDefault();
			reject(
				new WorkerCrashError(
					`A worker stopped unexpectedly (${event.message || 'no details'}).`,
					event.message || 'no details'
				)
			);
		});
		worker.addEventListener('messageerror', () => {
			reject(
				new WorkerCrashError(
					'A worker sent a message that could not be read.',
					'a message that could not be read'
				)
			);
		});
	});
	crashed.catch(() => {}); // observed by callers through race(); avoid unhandled rejections
	return { worker, api: Comlink.wrap<EngineApi>(worker), crashed };
}

export function abortPromise(signal: AbortSignal | undefined): Promise<never> {
	return new Promise<never>((_, reject) => {
		if (!signal) return;
		if (signal.aborted) reject(new AbortError());
		signal.addEventListener('abort', () => reject(new AbortError()), { once: true });
	});
}

/** Chunks each worker has queued at once, so it never waits for the main thread between them. */
const IN_FLIGHT = 2;

/** Hands out `chunks` to the slots, `IN_FLIGHT` at a time each; `each` gets every result. */
export async function drawChunks<R = ChunkResult>(
	slots: readonly Slot[],
	chunks: ReadonlyArray<{ start: number; count: number }>,
	call: (slot: Slot, chunk: { start: number; count: number }) => Promise<R>,
	each: (k: number, result: R) => void
): Promise<void> {
	let next = 0;
	const lane = async (s: Slot) => {
		while (next < chunks.length) {
			const k = next++;
			each(k, await call(s, chunks[k]));
		}
	};
	await Promise.all(slots.flatMap((s) => Array.from({ length: IN_FLIGHT }, () => lane(s))));
}

export type Guard = <T>(slot: Slot, p: Promise<T>) => Promise<T>;

/** The matrix goes to each worker once: a worker that holds it keeps it between runs. */
export async function loadMatrix(
	slots: readonly Slot[],
	key: string,
	matrix: ScoreMatrix,
	guard: Guard
) {
	await Promise.all(
		slots.map(async (s) => {
			if (!(await guard(s, s.api.has(key)))) await guard(s, s.api.load(key, matrix));
		})
	);
}

/** Default number of run workers: one per core, at most 8. */
export function defaultWorkerCount(): number {
	const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
	return Math.max(1, Math.min(8, cores));
}

/**
 * Draws per chunk: about six chunks per worker for smooth progress, but at least 32 draws when
 * there are that many (the kernel counts up to 32 draws per pass over the matrix), at most 500.
 */
export function chunkSizeFor(draws: number, workers: number): number {
	const perWorker = Math.ceil(draws / workers);
	return Math.max(
		1,
		Math.min(500, Math.max(Math.ceil(draws / (workers * 6)), Math.min(32, perWorker)))
	);
}
