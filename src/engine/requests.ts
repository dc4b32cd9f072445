/**
 * What the engine's noise floor and worst-case search take and give (`EngineClient.noiseFloor`,
 * `EngineClient.search`). Split out of EngineClient.ts, which re-exports them.
 */
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { RunExtrasOptions } from '../core/run-extras.ts';
import type { SearchRecipe, SearchRunResult } from '../../workers/engine.worker.ts';

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

export interface ImportCallbacks {
	readonly signal?: AbortSignal;
	/** Share of the import done, 0-1. */
	readonly onProgress?: (fraction: number) => void;
}
