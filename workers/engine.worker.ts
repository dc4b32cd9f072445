/**
 * The engine worker: thin async functions over src/core and src/formats. The main thread reaches
 * it only through src/engine (one comlink wrapper); failures come back as values or rejections,
 * and a crash is noticed by the pool.
 */
import * as Comlink from 'comlink';
import { fingerprint } from '../src/core/fingerprint.ts';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { chunkBuffers, computeReference, planOf, runChunk, tableBuffers } from '../src/core/run.ts';
import { prepareRun } from '../src/core/perturbations/perturbation-chunk.ts';
import { finishRun, type FinishedRun } from '../src/core/run-finish.ts';
import type { Recipe } from '../src/core/perturbations/catalogue.ts';
import {
	SEARCH_LIMIT_SECONDS,
	searchExtras,
	searchWorstCaseSteps,
	type SearchOutcome
} from '../src/core/search.ts';
import { runExtras, type RunExtras, type RunExtrasOptions } from '../src/core/run-extras.ts';
import { fragilityJson, type FragilityJson } from '../src/features/items/core/fragility.ts';
import type { RankSets } from '../src/core/rank-sets/rank-sets.ts';
import { rankSetsOfRun, type RankSetsRequest } from '../src/core/rank-sets/run-rank-sets.ts';
import { clustersFromMeta, type Clusters } from '../src/core/stats/clusters.ts';
import {
	floorFromParts,
	floorParts,
	noiseFloorDraws,
	noiseFloorSE,
	type FloorParts,
	type NoiseFloor
} from '../src/core/stats/noise-floor.ts';
import type {
	BuildResult,
	ImportChoices,
	ImportProposal,
	SourceFile
} from '../src/formats/import-files.ts';
import type { LibraryArchive } from '../src/formats/library-file.ts';
import type {
	ChunkResult,
	DrawTable,
	PreparedRun,
	Reference,
	RunPlan
} from '../src/core/run-types.ts';

/**
 * The importers (parsers, unzip, format detection) load on the first import only: a run's
 * workers need src/core alone, and their start-up is the module graph they fetch.
 */
const importer = () => import('../src/formats/import-files.ts');

/** A dropped file as the main thread hands it over (name includes a folder path if any). */
export interface DroppedFile {
	readonly blob: Blob;
	readonly name: string;
}

/** A build plus the dataset id (content fingerprint) of its matrix when it succeeded. */
export interface BuildOutcome {
	readonly result: BuildResult;
	readonly id: string | null;
}

export interface AnalyzeOutcome {
	/** Pass to `build` to re-read the same files with edited choices. */
	readonly session: number;
	readonly proposal: ImportProposal;
	readonly id: string | null;
}

/** Files of open import sessions (between analyze and the user's confirm or cancel). */
const sessions = new Map<number, SourceFile[]>();
let nextSession = 1;

/** The matrix this worker holds (sent once per worker, kept between runs). */
let loaded: { key: string; matrix: ScoreMatrix } | null = null;
/** The prepared recipe of the current run (groups, collapsed counts, the tilt, …). */
let recipe: { key: string; spec: string; prepared: PreparedRun } | null = null;

/** The noise floor's inputs on the loaded matrix: its reference and, by column, its clusters. */
let floorInputs: {
	key: string;
	column: string | null;
	reference: Reference;
	clusters: Clusters | null;
} | null = null;

function floorOf(key: string, column: string | null) {
	const { matrix } = requireMatrix(key);
	if (!floorInputs || floorInputs.key !== key || floorInputs.column !== column) {
		const clusters = column === null ? null : clustersFromMeta(matrix, column);
		floorInputs = { key, column, reference: computeReference(matrix), clusters };
	}
	return { matrix, ...floorInputs };
}

/** A range of floor resamples: what its summary needs, and the resamples when asked for. */
interface FloorChunk {
	readonly parts: FloorParts;
	readonly draws: ChunkResult | null;
}

/** How a noise floor resamples: its seed and the cluster column (null: items). */
interface FloorOptions {
	readonly seed: number;
	readonly clusterColumn: string | null;
}

interface SummarizeOptions {
	readonly extras?: RunExtrasOptions | null;
	/** The strength of the sweep step this run is (its row is made too). */
	readonly step?: number | null;
}

interface Summarized extends FinishedRun {
	readonly extras: RunExtras | null;
	readonly table: DrawTable;
}

function prepared(key: string, spec: Recipe): PreparedRun {
	const { matrix } = requireMatrix(key);
	const specKey = JSON.stringify(spec);
	if (!recipe || recipe.key !== key || recipe.spec !== specKey) {
		recipe = null; // drop the previous run's data before building the next
		recipe = { key, spec: specKey, prepared: prepareRun(matrix, spec) };
	}
	return recipe.prepared;
}

function matrixBuffers(matrix: ScoreMatrix): ArrayBuffer[] {
	return [matrix.bits, matrix.values, matrix.present]
		.filter((a): a is NonNullable<typeof a> => a !== null)
		.map((a) => a.buffer as ArrayBuffer);
}

function resultBuffers(result: BuildResult): ArrayBuffer[] {
	return result.ok ? matrixBuffers(result.matrix) : [];
}

function throttled(onProgress?: (fraction: number) => void) {
	let last = -1;
	return (f: number) => {
		if (!onProgress || (f - last < 0.01 && f < 1)) return;
		last = f;
		onProgress(f);
	};
}

/** A worst-case recipe (the one kind whose draw type is `search`). */
export type SearchRecipe = Extract<Recipe, { kind: 'worstCase' }>;

interface SearchRunOptions {
	readonly seed: number;
	/** The longest the search runs (ms); it then returns the best weighting found (`stopped`). */
	readonly limitMs?: number;
	/** Most weightings to evaluate (default: the optimiser's). */
	readonly budget?: number;
	/** The reference set's statistics to compute beside the search; null = none. */
	readonly extras: RunExtrasOptions | null;
}

/** A finished search: its reference, its result (certificate included) and the extras. */
export interface SearchRunResult {
	readonly reference: Reference;
	readonly outcome: SearchOutcome;
	readonly extras: RunExtras | null;
	/** Time the search took in the worker (ms). */
	readonly elapsedMs: number;
}

/**
 * Searches going on in this worker, and those of them cancelled. The page posts `cancelSearch`
 * after `search`, so a search is always registered before its cancel arrives.
 */
const searching = new Set<number>();
const cancelledSearches = new Set<number>();
/** A running search gives the event loop a turn this often (ms), so that a cancel arrives. */
const SEARCH_TURN_MS = 40;

/** One turn of the event loop (messages waiting, such as `cancelSearch`, are handled). */
function nextTurn(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Progress in the search's own units, passed on when it moved by 1% or at the end. */
function searchProgress(onProgress?: (done: number, total: number) => void) {
	let last = Number.NEGATIVE_INFINITY;
	return (done: number, total: number) => {
		if (!onProgress || total <= 0) return;
		const f = done / total;
		if (f - last < 0.01 && f < 1) return;
		last = f;
		onProgress(done, total);
	};
}

function searchBuffers(result: SearchRunResult): ArrayBuffer[] {
	const o = result.outcome;
	return [o.weights, o.scores, o.ranks].map((a) => a.buffer as ArrayBuffer);
}

/**
 * The last rank sets this worker computed: they depend on the matrix and the request only, so a
 * run of another perturbation on the same matrix gets them at once.
 */
let rankSetsMemo: { key: string; request: string; result: RankSets | null } | null = null;

function requireMatrix(key: string) {
	if (!loaded || loaded.key !== key) throw new Error(`engine: matrix ${key} is not loaded`);
	return loaded;
}

export const api = {
	/**
	 * Detects the format of each dropped file, proposes every choice and builds the matrix with
	 * them. The files stay here (as a session) until `release`, so `build` can re-read them.
	 */
	async analyze(
		files: readonly DroppedFile[],
		onProgress?: (fraction: number) => void
	): Promise<AnalyzeOutcome> {
		const { analyzeFiles, fromBlob } = await importer();
		const sources = files.map((f) => fromBlob(f.blob, f.name));
		const proposal = await analyzeFiles(sources, { onProgress: throttled(onProgress) });
		const session = nextSession++;
		sessions.set(session, sources);
		const id = proposal.result.ok ? fingerprint(proposal.result.matrix) : null;
		return Comlink.transfer({ session, proposal, id }, resultBuffers(proposal.result));
	},

	/** Re-reads a session's files with edited choices. */
	async build(
		session: number,
		choices: ImportChoices,
		onProgress?: (fraction: number) => void
	): Promise<BuildOutcome> {
		const sources = sessions.get(session);
		if (!sources) throw new Error('engine: this import session has ended; drop the files again');
		const { buildMatrix } = await importer();
		const result = await buildMatrix(sources, choices, { onProgress: throttled(onProgress) });
		const id = result.ok ? fingerprint(result.matrix) : null;
		return Comlink.transfer({ result, id }, resultBuffers(result));
	},

	/** Forgets a session's files. */
	release(session: number): void {
		sessions.delete(session);
	},

	/**
	 * Inflates and checks a library backup file once, off the page: its datasets (matrices hashed
	 * to their ids, details), with its runs and values as listed (the page checks those).
	 */
	async readLibrary(bytes: Uint8Array): Promise<LibraryArchive> {
		const { readLibraryArchive } = await import('../src/formats/library-file.ts');
		const read = readLibraryArchive(bytes);
		const buffers = read.ok ? read.datasets.flatMap((d) => matrixBuffers(d.matrix)) : [];
		return Comlink.transfer(read, buffers);
	},

	/** Keeps the matrix for the following runs (the page sends it once per worker). */
	load(key: string, matrix: ScoreMatrix): void {
		if (loaded?.key === key) return;
		recipe = null;
		floorInputs = null;
		loaded = { key, matrix };
	},

	/** Whether this worker holds the matrix `key` (then the page does not send it again). */
	has(key: string): boolean {
		return loaded?.key === key;
	},

	/** Prepares a recipe (once per worker and recipe): what the run's draws are. */
	prepare(key: string, spec: Recipe): RunPlan {
		return planOf(prepared(key, spec));
	},

	/** Draws [start, start + count) of a recipe: one call for every kind (core picks the kernel). */
	chunk(key: string, spec: Recipe, seed: number, start: number, count: number): ChunkResult {
		const { matrix } = requireMatrix(key);
		const chunk = runChunk(matrix, prepared(key, spec), seed, start, count);
		return Comlink.transfer(chunk, chunkBuffers(chunk));
	},

	/**
	 * Resamples [start, start + count) of the loaded matrix's noise floor (`noiseFloorDraws`; an
	 * even range): the few numbers per resample its summary needs (`floorParts`) and, when `keep`,
	 * the resamples themselves (a bootstrap that follows reuses them; the page asks only when
	 * they are small).
	 */
	floorChunk(
		key: string,
		options: FloorOptions,
		start: number,
		count: number,
		keep: boolean
	): FloorChunk {
		const f = floorOf(key, options.clusterColumn);
		const chunk = noiseFloorDraws(
			f.matrix,
			f.reference,
			{ seed: options.seed, clusters: f.clusters },
			start,
			count
		);
		const parts = floorParts(chunk, f.reference);
		const buffers = [parts.pairTau, parts.tau, parts.leaderFirst, parts.change].map(
			(a) => a.buffer as ArrayBuffer
		);
		const draws = keep ? chunk : null;
		return Comlink.transfer(
			{ parts, draws },
			draws ? [...buffers, ...chunkBuffers(draws)] : buffers
		);
	},

	/** The noise floor from the parts of all its resamples (`floorFromParts`), with its SEs. */
	floorSummary(
		parts: FloorParts,
		key: string,
		options: FloorOptions & { readonly pairs: number }
	): NoiseFloor {
		const f = floorOf(key, options.clusterColumn);
		const floor = floorFromParts(parts, noiseFloorSE(f.matrix, f.clusters), {
			seed: options.seed,
			pairs: options.pairs,
			basis: f.clusters ? 'clustered' : 'plain'
		});
		return Comlink.transfer(floor, [floor.scoreSE.buffer as ArrayBuffer]);
	},

	/**
	 * The worst-case search of a `search` recipe on the loaded matrix `key` (one optimisation, not
	 * draws), with the reference set's extras. Cooperative: every `SEARCH_TURN_MS` the search
	 * gives the event loop a turn, so `cancelSearch(id)` reaches it; a cancelled search ends at
	 * its next step and resolves null. It also stops after `limitMs` (default
	 * `SEARCH_LIMIT_SECONDS`) with the best weighting found so far (`outcome.stopped`).
	 * Progress comes as (done, total) in the search's own units.
	 */
	async search(
		key: string,
		recipe: SearchRecipe,
		id: number,
		options: SearchRunOptions,
		onProgress?: (done: number, total: number) => void
	): Promise<SearchRunResult | null> {
		const { matrix } = requireMatrix(key);
		searching.add(id);
		try {
			const t0 = performance.now();
			const limitMs = options.limitMs ?? SEARCH_LIMIT_SECONDS * 1000;
			const reference = computeReference(matrix);
			const steps = searchWorstCaseSteps(matrix, recipe, reference, {
				seed: options.seed,
				budget: options.budget,
				shouldStop: () => cancelledSearches.has(id) || performance.now() - t0 > limitMs,
				onProgress: searchProgress(onProgress)
			});
			let turn = performance.now();
			let step = steps.next();
			while (!step.done) {
				if (performance.now() - turn >= SEARCH_TURN_MS) {
					await nextTurn();
					turn = performance.now();
					if (cancelledSearches.has(id)) return null;
				}
				step = steps.next();
			}
			if (cancelledSearches.has(id)) return null;
			const outcome = step.value;
			const extras = options.extras
				? searchExtras(matrix, reference, outcome, options.extras)
				: null;
			const result = { reference, outcome, extras, elapsedMs: performance.now() - t0 };
			return Comlink.transfer(result, searchBuffers(result));
		} finally {
			searching.delete(id);
			cancelledSearches.delete(id);
		}
	},

	/** Ends search `id` at its next step (it resolves null); nothing once it has ended. */
	cancelSearch(id: number): void {
		if (searching.has(id)) cancelledSearches.add(id);
	},

	/**
	 * The finished run (`core/run-finish.ts`: its summary, and the variants' summary, the size
	 * sweep's rows or a strength step's row) and, with options, its extra statistics (on the loaded
	 * matrix `key`), with the draw table handed back.
	 */
	summarize(
		table: DrawTable,
		plan: RunPlan,
		models: readonly string[],
		nDraws: number,
		key?: string,
		options?: SummarizeOptions
	): Summarized {
		const finished = finishRun(plan, table, models, nDraws, options?.step ?? null);
		const matrix = key && options?.extras ? requireMatrix(key).matrix : null;
		const extras =
			matrix && options?.extras
				? runExtras(matrix, table, plan.reference, finished.summary, options.extras)
				: null;
		return Comlink.transfer({ ...finished, extras, table }, tableBuffers(table));
	},

	/**
	 * The run's extra statistics alone (on the loaded matrix `key`), from a copy of the draw table:
	 * the page asks for them beside `summarize` (another worker when there is one), shows the main
	 * result as soon as the summary is back and the extras when they come. The copy is dropped here.
	 */
	extras(
		table: DrawTable,
		reference: Reference,
		nDraws: number,
		key: string,
		options: RunExtrasOptions
	): RunExtras {
		const { matrix } = requireMatrix(key);
		return runExtras(matrix, table, reference, { nDraws }, options);
	},

	/**
	 * The results JSON's `fragility` of the loaded matrix `key` (how few items decide the leader
	 * and the top k): seconds at thousands of models, so off the page, beside the extras.
	 */
	fragility(key: string, k: number): FragilityJson {
		return fragilityJson(requireMatrix(key).matrix, k);
	},

	/**
	 * The rank confidence sets of the loaded matrix `key` (`core/rank-sets`): seconds at a
	 * thousand models, so off the page, with progress (done, total); null above their model limit.
	 */
	rankSets(
		key: string,
		request: RankSetsRequest,
		onProgress?: (done: number, total: number) => void
	): RankSets | null {
		const id = JSON.stringify(request);
		const progress = searchProgress(onProgress);
		if (rankSetsMemo?.key === key && rankSetsMemo.request === id) {
			progress(1, 1);
			return rankSetsMemo.result;
		}
		const result = rankSetsOfRun(requireMatrix(key).matrix, request, progress);
		rankSetsMemo = { key, request: id, result };
		return result;
	}
};

export type EngineApi = typeof api;

// Guarded so vitest can import this module (see TOOLCHAIN.md, pitfall 2).
declare const WorkerGlobalScope: { new (): unknown } | undefined;
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}
