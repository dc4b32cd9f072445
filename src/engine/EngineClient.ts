/**
 * The only place that talks to workers. One comlink wrapper per worker, a warm pool for runs,
 * a separate worker for imports. Cancelling terminates workers (the only way to stop a busy
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
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import type { FragilityJson } from '../core/items/fragility.ts';
import type { RankSets } from '../core/rank-sets/rank-sets.ts';
import type { Recipe } from '../core/perturbations/catalogue.ts';
import type { RunExtras, RunExtrasOptions } from '../core/run-extras.ts';
import { chunkRanges, emptyDrawTable, placeChunk, tableBuffers } from '../core/run.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { floorPairs, type NoiseFloor } from '../core/stats/noise-floor.ts';
import type { RunSummary } from '../core/summary.ts';
import type { ImportChoices } from '../formats/import-files.ts';
import type { LibraryArchive } from '../formats/library-file.ts';
import type { DatasetWrite } from '../storage/dataset-write.ts';
import { copyTable, interimReporter, type PartialRun } from './interim.ts';
import { LibraryWriter } from './LibraryWriter.ts';
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
	EngineApi,
	SearchRecipe,
	SearchRunResult
} from '../../workers/engine.worker.ts';

export type { AnalyzeOutcome, BuildOutcome, DroppedFile, SearchRecipe };
export {
	AbortError,
	chunkSizeFor,
	defaultWorkerCount,
	isAbortError,
	WorkerCrashError,
	type WorkerFactory
} from './worker-slot.ts';
import type { DrawTable, Reference, RunPlan } from '../core/run-types.ts';
export { interimReporter, PARTIAL_AFTER_MS, PARTIAL_EVERY_MS, type PartialRun } from './interim.ts';

/**
 * A User Timing measure (`performance.measure`) from `start` to now, named `engine:<step>`: the
 * browser bench (bench/browser-import.ts) reads them to split a first run and an import into
 * steps. Does nothing where User Timing is missing.
 */
function measure(step: string, start: number): void {
	try {
		performance.measure(`engine:${step}`, { start, end: performance.now() });
	} catch {
		// no User Timing here (an old browser, a test double)
	}
}

/** Run workers stop after this long without a run. */
export const IDLE_MS = 60_000;

/** A cancelled search's worker is terminated when it has not stopped within this time. */
export const CANCEL_GRACE_MS = 1_000;

export interface ImportCallbacks {
	readonly signal?: AbortSignal;
	/** Share of the import done, 0-1. */
	readonly onProgress?: (fraction: number) => void;
}

export interface RunRequest {
	/** Identifies the matrix; workers keep the last one loaded. */
	readonly key: string;
	readonly matrix: ScoreMatrix;
	/** The run's draw count and seed (`draws`, `seed`); the recipe is `spec`. */
	readonly settings: Pick<AnalysisSettings, 'draws' | 'seed'>;
	/** The resolved recipe (`resolveRecipe(settings, matrix)`). */
	readonly spec: Recipe;
	readonly workers?: number;
	/** Extra statistics to compute after the draws; null = none. */
	readonly extras?: RunExtrasOptions | null;
}

export interface RunOutput {
	readonly reference: Reference;
	/**
	 * What the run's draws are: fixed draws, variants, sweep steps, the difficulty shift reached.
	 * Always set by `run`; optional only so that interim views can describe a run still going.
	 */
	readonly plan?: RunPlan;
	readonly table: DrawTable;
	readonly summary: RunSummary;
	readonly extras: RunExtras | null;
	readonly workers: number;
	readonly elapsedMs: number;
	/** The results JSON's fragility, computed in a worker with the extras (absent: not asked). */
	readonly fragility?: FragilityJson | null;
	/** Rank confidence sets, when the extras asked for them (null above their model limit). */
	readonly rankSets?: RankSets | null;
}

/** The noise floor of a matrix: its seed, pairs and cluster column (null: resample items). */
export interface FloorRequest {
	/** Identifies the matrix; workers keep the last one loaded. */
	readonly key: string;
	readonly matrix: ScoreMatrix;
	readonly seed: number;
	readonly pairs?: number;
	readonly clusterColumn: string | null;
	readonly workers?: number;
}

export interface FloorCallbacks {
	readonly signal?: AbortSignal;
	/** Resamples finished so far, out of 2 x pairs. */
	readonly onProgress?: (done: number, total: number) => void;
}

export interface SearchRequest {
	/** Identifies the matrix; workers keep the last one loaded. */
	readonly key: string;
	readonly matrix: ScoreMatrix;
	/** The resolved worst-case recipe. */
	readonly recipe: SearchRecipe;
	/** Seed of the search's restarts. */
	readonly seed: number;
	/** Reference-set statistics to compute beside the search; null = none. */
	readonly extras?: RunExtrasOptions | null;
	/** The longest the search runs (ms; default `SEARCH_LIMIT_SECONDS`), then its best so far. */
	readonly limitMs?: number;
	/** Most weightings to evaluate (default: the optimiser's). */
	readonly budget?: number;
}

export interface SearchOutput extends Omit<SearchRunResult, 'elapsedMs'> {
	/** Wall-clock time of the whole call, matrix transfer included (ms). */
	readonly elapsedMs: number;
}

export interface SearchCallbacks {
	readonly signal?: AbortSignal;
	/** The search's progress, in its own units (points evaluated and programs solved). */
	readonly onProgress?: (done: number, total: number) => void;
}

export interface RunCallbacks {
	readonly signal?: AbortSignal;
	/** Draws finished so far, out of the run's total. */
	readonly onProgress?: (done: number, total: number) => void;
	/**
	 * Interim results of a longer run (see `PARTIAL_AFTER_MS`): the summary of the first draws,
	 * those whose chunks have all come back. Not for fixed-draw recipes (each draw is a different
	 * condition) nor when summarising would hold up the page.
	 */
	readonly onPartial?: (partial: PartialRun) => void;
	/**
	 * The finished run without its extras (`extras: null`), as soon as the summary is back, when
	 * extras were asked for: they are computed meanwhile and come with the resolved output.
	 */
	readonly onMain?: (main: RunOutput) => void;
	/** Progress of the rank sets (`extras.rankSets`), in their own units (done, total). */
	readonly onRankSetsProgress?: (done: number, total: number) => void;
}

export class EngineClient {
	readonly #factory: WorkerFactory;
	#pool: Slot[] = [];
	#importer: Slot | null = null;
	readonly #writer: LibraryWriter;
	#idle: ReturnType<typeof setTimeout> | null = null;
	readonly #idleMs: number;
	readonly #cancelGraceMs: number;
	/** Settles once a cancelled search has stopped (or its worker was terminated). */
	#stopping: Promise<void> = Promise.resolve();
	#nextSearch = 1;
	/** The last noise floor's resamples without clusters: a bootstrap run's first draws. */
	#floorDraws: { key: string; seed: number; table: DrawTable } | null = null;

	constructor(
		factory: WorkerFactory = defaultFactory,
		options: { idleMs?: number; cancelGraceMs?: number; writerFactory?: WorkerFactory } = {}
	) {
		this.#factory = factory;
		this.#writer = new LibraryWriter(options.writerFactory);
		this.#idleMs = options.idleMs ?? IDLE_MS;
		this.#cancelGraceMs = options.cancelGraceMs ?? CANCEL_GRACE_MS;
	}

	/** Runs an import step in the import worker; aborting terminates that worker. */
	async #importCall<T>(
		call: (api: Comlink.Remote<EngineApi>, progress?: (f: number) => void) => Promise<T>,
		callbacks: ImportCallbacks
	): Promise<T> {
		const slot = (this.#importer ??= spawn(this.#factory));
		const onAbort = () => this.#dropImporter();
		callbacks.signal?.addEventListener('abort', onAbort, { once: true });
		try {
			const progress = callbacks.onProgress ? Comlink.proxy(callbacks.onProgress) : undefined;
			return await Promise.race([
				call(slot.api, progress),
				slot.crashed,
				abortPromise(callbacks.signal)
			]);
		} catch (e) {
			if (!isAbortError(e)) this.#dropImporter();
			throw e;
		} finally {
			callbacks.signal?.removeEventListener('abort', onAbort);
		}
	}

	/** Detects formats, proposes choices and builds the matrix with them (import worker). */
	analyzeFiles(
		files: readonly DroppedFile[],
		callbacks: ImportCallbacks = {}
	): Promise<AnalyzeOutcome> {
		const t0 = performance.now();
		return this.#importCall((api, progress) => api.analyze(files, progress), callbacks).then(
			(outcome) => {
				measure('analyze', t0);
				return outcome;
			}
		);
	}

	/** Re-reads an analysed session's files with edited choices. */
	buildImport(
		session: number,
		choices: ImportChoices,
		callbacks: ImportCallbacks = {}
	): Promise<BuildOutcome> {
		return this.#importCall((api, progress) => api.build(session, choices, progress), callbacks);
	}

	/** Reads a library backup file in the import worker (inflated and checked once, off the page). */
	readLibraryFile(bytes: Uint8Array, callbacks: ImportCallbacks = {}): Promise<LibraryArchive> {
		return this.#importCall<LibraryArchive>((api) => api.readLibrary(bytes), callbacks);
	}

	/** Lets the import worker forget a session's files. */
	releaseImport(session: number): void {
		void this.#importer?.api.release(session).catch(() => {});
	}

	/**
	 * Writes a dataset into the library `dbName` off the page, in the library writer worker
	 * (`LibraryWriter.ts`). Fails with a StorageError for a storage failure, else a plain error.
	 */
	storeDataset(dbName: string, write: DatasetWrite): Promise<void> {
		const t0 = performance.now();
		return this.#writer.store(dbName, write).then(() => measure('store', t0));
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
		return Promise.all(loads).then(
			() => measure('preload', t0),
			() => {}
		);
	}

	#dropImporter(): void {
		this.#importer?.worker.terminate();
		this.#importer = null;
	}

	#slots(n: number): Slot[] {
		while (this.#pool.length < n) this.#pool.push(spawn(this.#factory));
		return this.#pool.slice(0, n);
	}

	/** Terminates every run worker (the pool refills on the next run). */
	stopRuns(): void {
		this.#clearIdle();
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
	 * The worst-case search of a `search` recipe, in the first run worker. Aborting rejects at
	 * once with an `AbortError` and tells the worker to stop (cooperatively, see the class
	 * comment); the next run or search waits until it has.
	 */
	async search(request: SearchRequest, callbacks: SearchCallbacks = {}): Promise<SearchOutput> {
		const t0 = performance.now();
		const { key, matrix } = request;
		this.#clearIdle();
		await this.#stopping;
		const aborted = abortPromise(callbacks.signal);
		aborted.catch(() => {});
		const id = this.#nextSearch++;
		const [slot] = this.#slots(1);
		let call: Promise<unknown> | null = null;
		const onAbort = () => {
			if (!call) return;
			void slot.api.cancelSearch(id).catch(() => {});
			const settled = call.then(
				() => true,
				() => true
			);
			const grace = new Promise<boolean>((resolve) =>
				setTimeout(() => resolve(false), this.#cancelGraceMs)
			);
			this.#stopping = Promise.race([settled, grace]).then((stopped) => {
				if (!stopped) this.#drop(slot);
			});
		};
		callbacks.signal?.addEventListener('abort', onAbort, { once: true });
		try {
			const guard = <T>(p: Promise<T>) => Promise.race([p, slot.crashed, aborted]);
			if (!(await guard(slot.api.has(key)))) await guard(slot.api.load(key, matrix));
			const progress = callbacks.onProgress ? Comlink.proxy(callbacks.onProgress) : undefined;
			const running = slot.api.search(
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
		} catch (e) {
			if (!isAbortError(e)) this.stopRuns();
			throw e;
		} finally {
			callbacks.signal?.removeEventListener('abort', onAbort);
			this.#scheduleIdle();
		}
	}

	async run(request: RunRequest, callbacks: RunCallbacks = {}): Promise<RunOutput> {
		const t0 = performance.now();
		const { key, matrix, settings, spec } = request;
		this.#clearIdle();
		await this.#stopping;
		const aborted = abortPromise(callbacks.signal);
		aborted.catch(() => {});
		const onAbort = () => this.stopRuns();
		callbacks.signal?.addEventListener('abort', onAbort, { once: true });
		try {
			const wanted = Math.max(1, request.workers ?? defaultWorkerCount());
			let slots = this.#slots(wanted);
			const guard: Guard = (slot, p) => Promise.race([p, slot.crashed, aborted]);
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

			const table = emptyDrawTable(draws, matrix.nModels, spec.kind === 'sizeSweep');
			// A full-size bootstrap's first draws are the noise floor's resamples (same seed): reused.
			const reused = this.#reuseFloorDraws(key, spec, settings.seed, table);
			const rest = chunkRanges(draws - reused, chunkSizeFor(draws - reused, n));
			const chunks = [
				...(reused ? [{ start: 0, count: reused }] : []),
				...rest.map((c) => ({ start: c.start + reused, count: c.count }))
			];
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
					reference,
					matrix.models,
					draws
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
			if (rankSetsCall) {
				// `engine:rankSets`: from when the calls queued before them on their worker are done.
				const before = sx === s0 ? [summarized, extrasCall, fragilityCall] : [extrasCall];
				void Promise.all(before)
					.then(() => {
						const t = performance.now();
						return rankSetsCall.then(() => measure('rankSets', t));
					})
					.catch(() => {});
			}
			const out = await summarized;
			measure('summarize', tSummary);
			const main: RunOutput = {
				reference,
				plan,
				table: out.table,
				summary: out.summary,
				extras: null,
				workers: n,
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
		} catch (e) {
			if (!isAbortError(e)) this.stopRuns();
			throw e;
		} finally {
			callbacks.signal?.removeEventListener('abort', onAbort);
			this.#scheduleIdle();
		}
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
		this.#clearIdle();
		await this.#stopping;
		const aborted = abortPromise(callbacks.signal);
		aborted.catch(() => {});
		const onAbort = () => this.stopRuns();
		callbacks.signal?.addEventListener('abort', onAbort, { once: true });
		try {
			const wanted = Math.max(1, request.workers ?? defaultWorkerCount());
			const slots = this.#slots(Math.min(wanted, draws));
			const guard: Guard = (slot, p) => Promise.race([p, slot.crashed, aborted]);
			await loadMatrix(slots, key, matrix, guard);
			const options = { seed: request.seed, clusterColumn: request.clusterColumn };
			const table = emptyDrawTable(draws, matrix.nModels);
			let done = 0;
			callbacks.onProgress?.(0, draws);
			await drawChunks(
				slots,
				chunkRanges(draws, chunkSizeFor(draws, slots.length)),
				(s, c) => guard(s, s.api.floorChunk(key, options, c.start, c.count)),
				(_, result) => {
					placeChunk(table, result);
					done += result.count;
					callbacks.onProgress?.(done, draws);
				}
			);
			const s0 = slots[0];
			// kept for a bootstrap that follows (not at thousands of models: tens of MB)
			const keep = request.clusterColumn === null && table.scores.length <= 4e6;
			this.#floorDraws = keep ? { key, seed: request.seed, table: copyTable(table) } : null;
			const sent = Comlink.transfer(table, tableBuffers(table));
			const floor = await guard(
				s0,
				s0.api.floorSummary(sent, key, { ...options, pairs: draws / 2 })
			);
			measure('floor', t0);
			return floor;
		} catch (e) {
			if (!isAbortError(e)) this.stopRuns();
			throw e;
		} finally {
			callbacks.signal?.removeEventListener('abort', onAbort);
			this.#scheduleIdle();
		}
	}

	/**
	 * Copies the last noise floor's resamples into `table` when they are this run's first draws (a
	 * bootstrap at strength 1 of the same matrix and seed: draw d is resample d, bit for bit, see
	 * core/stats/noise-floor.ts); returns how many.
	 */
	#reuseFloorDraws(key: string, spec: Recipe, seed: number, table: DrawTable): number {
		const f = this.#floorDraws;
		const full = spec.kind === 'bootstrap' && spec.strength === 1;
		if (!f || !full || f.key !== key || f.seed !== seed || f.table.nModels !== table.nModels) {
			return 0;
		}
		const n = Math.min(table.nDraws, f.table.nDraws);
		const M = table.nModels;
		table.scores.set(f.table.scores.subarray(0, n * M));
		table.ranks.set(f.table.ranks.subarray(0, n * M));
		table.tau.set(f.table.tau.subarray(0, n));
		return n;
	}

	/** Ends every worker; the client stays usable (workers are started again on demand). */
	dispose(): void {
		this.stopRuns();
		this.#dropImporter();
		this.#writer.dispose();
	}
}
