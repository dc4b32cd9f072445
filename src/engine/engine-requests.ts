/**
 * What the engine's calls take and give back (EngineClient.ts): requests, outputs and callbacks,
 * in their own file so that callers and the client share them without importing each other.
 */
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import type { FragilityJson } from '../features/items/core/fragility.ts';
import type { RankSets } from '../core/rank-sets/rank-sets.ts';
import type { Recipe } from '../core/perturbations/catalogue.ts';
import type { RunExtras, RunExtrasOptions } from '../core/run-extras.ts';
import type { DrawTable, Reference, RunPlan } from '../core/run-types.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { FinishedRun } from '../core/run-finish.ts';
import type { PartialRun } from './interim.ts';
import type { SearchRecipe, SearchRunResult } from '../../workers/engine.worker.ts';

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
	/** The strength this run is a step of a strength sweep at (its row is made with the summary). */
	readonly sweepStep?: number | null;
}

/**
 * A finished run, as the run's first worker returns it (`core/run-finish.ts`: the summary, the
 * variants' summary, the size sweep's rows, a strength step's row), with the engine's facts.
 */
export interface RunOutput extends FinishedRun {
	readonly reference: Reference;
	/**
	 * What the run's draws are: fixed draws, variants, sweep steps, the difficulty shift reached.
	 * Always set by `run`; optional only so that interim views can describe a run still going.
	 */
	readonly plan?: RunPlan;
	readonly table: DrawTable;
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
