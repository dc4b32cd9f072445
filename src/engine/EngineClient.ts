/**
 * The run pool, and the one client the page holds: a warm pool of run workers here, the import
 * and writer workers in `ImportClient.ts` (delegated to, so callers see one engine). Cancelling terminates workers (the only way to stop a busy
 * one) and is reported as an `AbortError`, which callers treat as a normal outcome.
 *
 * A run is one road for every perturbation: the matrix goes to each worker once (kept there
 * between runs), every worker prepares the recipe (`prepare`), then chunks of draws go out
 * (`chunk`) and come back into one draw table, summarised by worker 0. Run workers shut down
 * after `IDLE_MS` without a run (their memory goes back to the system); the pool refills on the
 * next run.
 *
 * A search (`search`: the worst-case weights, one optimisation rather than draws) runs in the
 * first run worker. Cancelling it is cooperative: the worker's search gives its event loop a turn
 * every few dozen milliseconds and ends at its next step once told, keeping the worker (and its
 * matrix) for the next run; a worker that has not stopped after `CANCEL_GRACE_MS` is terminated.
 */
import * as Comlink from 'comlink';
import { kindModule } from '../core/perturbations/registry.ts';
import { chunkRanges, emptyDrawTable, placeChunk, tableBuffers } from '../core/run.ts';
import type { DrawTable, RunPlan } from '../core/run-types.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import {
	floorPairs,
	joinFloorParts,
	type FloorParts,
	type NoiseFloor
} from '../core/stats/noise-floor.ts';
import type { ImportChoices } from '../formats/import-files.ts';
import type { LibraryArchive } from '../formats/library-file.ts';
import type { DatasetWrite } from '../storage/dataset-write.ts';
import {
	copyTable,
	interimReporter,
	measure,
	reuseFloorDraws,
	type FloorDraws
} from './interim.ts';
import { ImportClient } from './ImportClient.ts';
import {
	abortPromise,
	AbortError,
	chunkSizeFor,
	defaultFactory,
	defaultWorkerCount,
	isAbortError,
	drawChunks,
	loadMatrix,
	spawn,
	type Guard,
	type Slot,
	type WorkerFactory
} from './worker-slot.ts';
import type {
	AnalyzeOutcome,
	BuildOutcome,
	DroppedFile,
	SearchRecipe
} from '../../workers/engine.worker.ts';

export type { DroppedFile, SearchRecipe };
export {
	AbortError,
	chunkSizeFor,
	defaultWorkerCount,
	isAbortError,
	WorkerCrashError,
	type WorkerFactory
} from './worker-slot.ts';
export { interimReporter, PARTIAL_AFTER_MS, PARTIAL_EVERY_MS, type PartialRun } from './interim.ts';
export type { ImportCallbacks, RunOutput } from './engine-requests.ts';
import type {
	FloorCallbacks,
	FloorRequest,
	ImportCallbacks,
	RunCallbacks,
	RunOutput,
	RunRequest,
	SearchCallbacks,
	SearchOutput,
	SearchRequest
} from './engine-requests.ts';

/** Run workers stop after this long without a run. */
const IDLE_MS = 60_000;

/** A cancelled search's worker is terminated when it has not stopped within this time. */
const CANCEL_GRACE_MS = 1_000;

/** A run's chunks: the `reused` floor resamples as one chunk first, then the rest split over `n`. */
function chunksAfterReused(draws: number, reused: number, n: number) {
	const rest = chunkRanges(draws - reused, chunkSizeFor(draws - reused, n));
	const shifted = rest.map((c) => ({ start: c.start + reused, count: c.count }));
	return reused ? [{ start: 0, count: reused }, ...shifted] : shifted;
}

/** The floor's resamples split over `n` workers like a run's draws, in whole pairs. */
function floorRanges(draws: number, n: number) {
	const size = chunkSizeFor(draws, n);
	return chunkRanges(draws, size + (size % 2));
}

/** `engine:<step>` from when every call of `before` is done until `call` is. */
function measureAfter(step: string, before: readonly unknown[], call: Promise<unknown>): void {
	void Promise.all(before)
		.then(() => {
			const t = performance.now();
			return call.then(() => measure(step, t));
		})
		.catch(() => {});
}

export class EngineClient {
	readonly #factory: WorkerFactory;
	#pool: Slot[] = [];
	/** The import worker and the library writer: files in, datasets stored (`ImportClient.ts`). */
	readonly #imports: ImportClient;
	#idle: ReturnType<typeof setTimeout> | null = null;
	readonly #idleMs: number;
	readonly #cancelGraceMs: number;
	/** Settles once a cancelled search has stopped (or its worker was terminated). */
	#stopping: Promise<void> = Promise.resolve();
	#nextSearch = 1;
	/** The last noise floor's resamples without clusters: a bootstrap run's first draws. */
	#floorDraws: FloorDraws | null = null;
	/** The matrix `preload` is sending to the run workers now (null: none). */
	#preloading: { key: string; done: Promise<void> } | null = null;

	constructor(
		factory: WorkerFactory = defaultFactory,
		options: { idleMs?: number; cancelGraceMs?: number; writerFactory?: WorkerFactory } = {}
	) {
		this.#factory = factory;
		this.#imports = new ImportClient(factory, options.writerFactory);
		this.#idleMs = options.idleMs ?? IDLE_MS;
		this.#cancelGraceMs = options.cancelGraceMs ?? CANCEL_GRACE_MS;
	}

	/** Detects formats, proposes choices and builds the matrix with them (import worker). */
	analyzeFiles(
		files: readonly DroppedFile[],
		callbacks?: ImportCallbacks
	): Promise<AnalyzeOutcome> {
		return this.#imports.analyzeFiles(files, callbacks);
	}

	/** Re-reads an analysed session's files with edited choices. */
	buildImport(
		session: number,
		choices: ImportChoices,
		callbacks?: ImportCallbacks
	): Promise<BuildOutcome> {
		return this.#imports.buildImport(session, choices, callbacks);
	}

	/** Reads a library backup file in the import worker. */
	readLibraryFile(bytes: Uint8Array, callbacks?: ImportCallbacks): Promise<LibraryArchive> {
		return this.#imports.readLibraryFile(bytes, callbacks);
	}

	/** Lets the import worker forget a session's files. */
	releaseImport(session: number): void {
		this.#imports.releaseImport(session);
	}

	/** Writes a dataset into the library `dbName` off the page (the library writer worker). */
	storeDataset(dbName: string, write: DatasetWrite): Promise<void> {
		return this.#imports.storeDataset(dbName, write);
	}

	/**
	 * Sends a matrix to the run workers ahead of its first run (after an import, while its
	 * analysis opens), so that the run finds it there (`has`) instead of waiting for the load.
	 * Does nothing while a run or search is going on (their workers hold its matrix) or when the
	 * workers already hold this one. Best effort: resolves when done, never rejects (after a
	 * failure the run loads the matrix again); idle workers stop after `idleMs` as after a run.
	 */
	preload(key: string, matrix: ScoreMatrix, workers: number = defaultWorkerCount()): Promise<void> {
		const busy = this.#pool.length > 0 && this.#idle === null;
		if (busy) return Promise.resolve();
		const t0 = performance.now();
		const slots = this.#slots(Math.max(1, workers));
		const loads = slots.map(async (s) => {
			const load = async () => {
				if (!(await s.api.has(key))) await s.api.load(key, matrix);
			};
			await Promise.race([load(), s.crashed]);
		});
		this.#scheduleIdle();
		const done = Promise.all(loads).then(
			() => measure('preload', t0),
			() => {}
		);
		const entry = { key, done };
		this.#preloading = entry;
		void done.then(() => {
			if (this.#preloading === entry) this.#preloading = null;
		});
		return done;
	}

	/** Waits for a `preload` of `key` still going (a run pressed meanwhile is queued behind it). */
	async #preloaded(key: string, aborted: Promise<never>): Promise<void> {
		const ready = this.preparing(key);
		if (ready) await Promise.race([ready, aborted]);
	}

	/**
	 * While the matrix `key` is on its way to the run workers (`preload`): a promise that settles
	 * once they hold it (or the load failed); null otherwise. A run started meanwhile waits for it.
	 */
	preparing(key: string): Promise<void> | null {
		const p = this.#preloading;
		return p && p.key === key && this.#pool.length > 0 ? p.done : null;
	}

	#slots(n: number): Slot[] {
		while (this.#pool.length < n) this.#pool.push(spawn(this.#factory));
		return this.#pool.slice(0, n);
	}

	/** Terminates every run worker (the pool refills on the next run). */
	stopRuns(): void {
		this.#clearIdle();
		this.#preloading = null;
		for (const s of this.#pool) s.worker.terminate();
		this.#pool = [];
	}

	/** Run workers alive now (for tests and diagnostics). */
	get runWorkers(): number {
		return this.#pool.length;
	}

	#clearIdle(): void {
		if (this.#idle !== null) clearTimeout(this.#idle);
		this.#idle = null;
	}

	/** Stops the run workers after `idleMs` unless another run starts first. */
	#scheduleIdle(): void {
		this.#clearIdle();
		if (this.#pool.length) this.#idle = setTimeout(() => this.stopRuns(), this.#idleMs);
	}

	/** Ends one run worker (it is replaced on the next run). */
	#drop(slot: Slot): void {
		slot.worker.terminate();
		this.#pool = this.#pool.filter((s) => s !== slot);
	}

	/**
	 * One job of the run pool (a run, a search, a noise floor): waits for workers being stopped,
	 * keeps the pool from idling out while it goes on, rejects with an `AbortError` when `signal`
	 * aborts (`aborted`, raced by the job's own calls) and calls `onAbort` then; a failure that is
	 * not an abort stops the run workers. The pool may idle out once it has ended.
	 */
	async #job<T>(
		signal: AbortSignal | undefined,
		onAbort: () => void,
		body: (aborted: Promise<never>) => Promise<T>
	): Promise<T> {
		this.#clearIdle();
		await this.#stopping;
		const aborted = abortPromise(signal);
		aborted.catch(() => {});
		signal?.addEventListener('abort', onAbort, { once: true });
		try {
			return await body(aborted);
		} catch (e) {
			if (!isAbortError(e)) this.stopRuns();
			throw e;
		} finally {
			signal?.removeEventListener('abort', onAbort);
			this.#scheduleIdle();
		}
	}

	/**
	 * The abort of a job whose workers draw: stopped while they only load the matrix (or prepare),
	 * they are kept, loaded, for the next job; once they draw, terminating them is the only way.
	 */
	#stopWhenDrawing(): { readonly onAbort: () => void; drawing: boolean } {
		const state = {
			drawing: false,
			onAbort: () => {
				if (state.drawing) this.stopRuns();
			}
		};
		return state;
	}

	/**
	 * The worst-case search of a `search` recipe, in the first run worker. Aborting rejects at
	 * once with an `AbortError` and tells the worker to stop (cooperatively, see the class
	 * comment); the next run or search waits until it has.
	 */
	async search(request: SearchRequest, callbacks: SearchCallbacks = {}): Promise<SearchOutput> {
		const t0 = performance.now();
		const { key, matrix } = request;
		const id = this.#nextSearch++;
		let slot: Slot | null = null;
		let call: Promise<unknown> | null = null;
		const onAbort = () => {
			if (!call || !slot) return;
			const running = slot;
			void running.api.cancelSearch(id).catch(() => {});
			const settled = call.then(
				() => true,
				() => true
			);
			const grace = new Promise<boolean>((resolve) =>
				setTimeout(() => resolve(false), this.#cancelGraceMs)
			);
			this.#stopping = Promise.race([settled, grace]).then((stopped) => {
				if (!stopped) this.#drop(running);
			});
		};
		return this.#job(callbacks.signal, onAbort, async (aborted) => {
			const [s0] = this.#slots(1);
			slot = s0;
			const guard = <T>(p: Promise<T>) => Promise.race([p, s0.crashed, aborted]);
			if (!(await guard(s0.api.has(key)))) await guard(s0.api.load(key, matrix));
			const progress = callbacks.onProgress ? Comlink.proxy(callbacks.onProgress) : undefined;
			const running = s0.api.search(
				key,
				request.recipe,
				id,
				{
					seed: request.seed,
					limitMs: request.limitMs,
					budget: request.budget,
					extras: request.extras ?? null
				},
				progress
			);
			call = running;
			running.catch(() => {});
			const out = await guard(running);
			if (!out) throw new AbortError();
			return { ...out, elapsedMs: performance.now() - t0 };
		});
	}

	async run(request: RunRequest, callbacks: RunCallbacks = {}): Promise<RunOutput> {
		const t0 = performance.now();
		const { key, matrix, settings, spec } = request;
		const stop = this.#stopWhenDrawing();
		return this.#job(callbacks.signal, stop.onAbort, async (aborted) => {
			const wanted = Math.max(1, request.workers ?? defaultWorkerCount());
			let slots = this.#slots(wanted);
			const guard: Guard = (slot, p) => Promise.race([p, slot.crashed, aborted]);
			await this.#preloaded(key, aborted);
			await loadMatrix(slots, key, matrix, guard);
			measure('load', t0);
			const tPrepare = performance.now();
			const plans = await Promise.all(slots.map((s) => guard(s, s.api.prepare(key, spec))));
			measure('prepare', tPrepare);
			const tDraws = performance.now();
			const plan = plans[0];
			const reference = plan.reference;
			const draws = plan.fixedDraws ?? settings.draws;
			const fixed = plan.fixedDraws !== null;
			const n = Math.max(1, Math.min(slots.length, draws));
			slots = slots.slice(0, n);

			const table = emptyDrawTable(draws, matrix.nModels, kindModule(spec.kind).replication);
			// A full-size bootstrap's first draws are the noise floor's resamples (same seed): reused.
			const reused = reuseFloorDraws(this.#floorDraws, key, spec, settings.seed, table);
			const chunks = chunksAfterReused(draws, reused, n);
			let done = reused;
			callbacks.onProgress?.(done, draws);
			const partial = interimReporter(
				fixed ? null : (callbacks.onPartial ?? null),
				table,
				chunks,
				reference,
				matrix.models,
				t0
			);
			if (reused) partial?.(0);
			stop.drawing = true;
			await drawChunks(
				slots,
				chunks.slice(reused ? 1 : 0),
				(s, c) => guard(s, s.api.chunk(key, spec, settings.seed, c.start, c.count)),
				(k, result) => {
					placeChunk(table, result);
					done += result.count;
					callbacks.onProgress?.(done, draws);
					partial?.(reused ? k + 1 : k);
				}
			);
			measure('draws', tDraws);
			return this.#finishRun({ request, callbacks, slots, guard, table, plan, draws, t0 });
		});
	}

	/**
	 * After a run's draws: the finished run from its first worker (`core/run-finish.ts`), shown
	 * (`onMain`) while the extras, the results JSON's fragility and the rank sets, when asked for,
	 * are computed beside it; then the run with them.
	 */
	async #finishRun(run: {
		readonly request: RunRequest;
		readonly callbacks: RunCallbacks;
		/** The workers that drew (worker 0 summarises). */
		readonly slots: readonly Slot[];
		readonly guard: Guard;
		readonly table: DrawTable;
		readonly plan: RunPlan;
		readonly draws: number;
		readonly t0: number;
	}): Promise<RunOutput> {
		const { request, callbacks, slots, guard, table, plan, draws, t0 } = run;
		const { key, matrix } = request;
		const reference = plan.reference;
		const tSummary = performance.now();
		const want = request.extras ?? null;
		// The extras go to another worker (the same one when alone, queued after the summary),
		// on a copy of the table: the main result is shown while they are computed.
		const sx = slots[1] ?? slots[0];
		const copy = want ? copyTable(table) : null;
		const s0 = slots[0];
		const summarized = guard(
			s0,
			s0.api.summarize(
				Comlink.transfer(table, tableBuffers(table)),
				plan,
				matrix.models,
				draws,
				undefined,
				{ step: request.sweepStep ?? null }
			)
		);
		const extrasCall =
			copy && want
				? guard(
						sx,
						sx.api.extras(Comlink.transfer(copy, tableBuffers(copy)), reference, draws, key, want)
					)
				: null;
		extrasCall?.catch(() => {});
		// The results JSON's fragility too (queued after the summary on worker 0).
		const fragilityCall = want ? guard(s0, s0.api.fragility(key, want.topK)) : null;
		fragilityCall?.catch(() => {});
		// The rank sets after the extras, on their worker (they depend on the matrix only).
		const onSets = callbacks.onRankSetsProgress;
		const rankSetsCall = want?.rankSets
			? guard(sx, sx.api.rankSets(key, want.rankSets, onSets && Comlink.proxy(onSets)))
			: null;
		rankSetsCall?.catch(() => {});
		// `engine:rankSets`: from when the calls queued before them on their worker are done.
		if (rankSetsCall) {
			const before = sx === s0 ? [summarized, extrasCall, fragilityCall] : [extrasCall];
			measureAfter('rankSets', before, rankSetsCall);
		}
		const out = await summarized;
		measure('summarize', tSummary);
		const main: RunOutput = {
			...out,
			reference,
			plan,
			extras: null,
			workers: slots.length,
			elapsedMs: performance.now() - t0
		};
		if (!extrasCall) return main;
		callbacks.onMain?.(main);
		const tExtras = performance.now();
		const [extras, fragility, rankSets] = await Promise.all([
			extrasCall,
			fragilityCall,
			rankSetsCall
		]);
		measure('extras', tExtras);
		const sets = rankSetsCall ? { rankSets } : {};
		return { ...main, extras, fragility, ...sets, elapsedMs: performance.now() - t0 };
	}

	/**
	 * The noise floor of a matrix (`core/stats/noise-floor.ts`): its 2 x `pairs` resamples split
	 * over the run workers like a run's draws (the same numbers whatever the worker count), then
	 * summarised in the first worker. Progress counts resamples; aborting terminates the workers.
	 */
	async noiseFloor(request: FloorRequest, callbacks: FloorCallbacks = {}): Promise<NoiseFloor> {
		const t0 = performance.now();
		const { key, matrix } = request;
		const draws = 2 * floorPairs(request);
		const stop = this.#stopWhenDrawing();
		return this.#job(callbacks.signal, stop.onAbort, async (aborted) => {
			const wanted = Math.max(1, request.workers ?? defaultWorkerCount());
			const slots = this.#slots(Math.min(wanted, draws));
			const guard: Guard = (slot, p) => Promise.race([p, slot.crashed, aborted]);
			await this.#preloaded(key, aborted);
			await loadMatrix(slots, key, matrix, guard);
			const options = { seed: request.seed, clusterColumn: request.clusterColumn };
			// The resamples themselves are kept for a bootstrap that follows when they are small
			// (not with clusters, not at thousands of models: 96 MB at 4,000); the summary needs
			// only a few numbers per resample, which is all the workers send otherwise.
			const keep = request.clusterColumn === null && draws * matrix.nModels <= 4e6;
			const table = keep ? emptyDrawTable(draws, matrix.nModels) : null;
			const parts: FloorParts[] = [];
			let done = 0;
			callbacks.onProgress?.(0, draws);
			stop.drawing = true;
			await drawChunks(
				slots,
				floorRanges(draws, slots.length),
				(s, c) => guard(s, s.api.floorChunk(key, options, c.start, c.count, keep)),
				(_, result) => {
					parts.push(result.parts);
					if (table && result.draws) placeChunk(table, result.draws);
					done += result.parts.count;
					callbacks.onProgress?.(done, draws);
				}
			);
			const s0 = slots[0];
			this.#floorDraws = table ? { key, seed: request.seed, table } : null;
			const floor = await guard(
				s0,
				s0.api.floorSummary(joinFloorParts(parts), key, { ...options, pairs: draws / 2 })
			);
			measure('floor', t0);
			return floor;
		});
	}

	/** Ends every worker; the client stays usable (workers are started again on demand). */
	dispose(): void {
		this.stopRuns();
		this.#imports.dispose();
	}
}
