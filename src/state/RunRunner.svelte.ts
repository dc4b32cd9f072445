/**
 * Running: one run at a time through the engine, its progress, its interim view and its result
 * (a `RunView`, see run-view.ts). A strength sweep is one run of several steps: each step is the
 * standalone run at that strength (same seed and draws), one after the other, under one progress
 * bar. Cancelling is normal, not an error.
 */
import { resolveRecipe, stepSettings, type AnalysisSettings } from '../core/analysis-settings.ts';
import { checkRunSize } from '../core/limits.ts';
import { drawTypeOf, type Recipe } from '../core/perturbations/catalogue.ts';
import { drawCountOn } from '../core/perturbations/registry.ts';
import type { RunExtrasOptions } from '../core/run-extras.ts';
import { searchStepRow, sweepStopsAfter } from '../core/sweep.ts';
import {
	isAbortError,
	WorkerCrashError,
	type EngineClient,
	type RunOutput
} from '../engine/EngineClient.ts';
import { msg, type Msg } from '../i18n/catalog.ts';
import { NOISE_FLOOR_PAIRS, type NoiseFloor } from '../core/stats/noise-floor.ts';
import { RunCache } from './run-cache.ts';
import type { SettingsIssue } from './settings-issue.ts';
import {
	partialSampleView,
	runView,
	searchView,
	strengthSweepView,
	type RunContext,
	type RunView,
	type SearchParts,
	type StepResult,
	withExtrasState
} from './run-view.ts';
import type { Reference } from '../core/run-types.ts';

export type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/**
 * What a running job is doing: waiting for the workers to hold the matrix and the recipe
 * (`prepare`: the matrix still on its way to them, e.g. just after an import), measuring the noise
 * floor (once per matrix), or its own draws.
 */
export type RunPhase = 'prepare' | 'floor' | 'draws';

/** The cache key of a noise floor: the matrix (engine key), cluster column, seed and pairs. */
export function floorKey(engineKey: string, seed: number, floor: FloorJob): string {
	return `${engineKey}|floor|${floor.clusterColumn ?? ''}|${seed}|${floor.pairs ?? NOISE_FLOOR_PAIRS}`;
}

/**
 * Why a run did not finish, as data: settings that cannot run (worded by the view), or a message
 * from the engine or a limit check: `message` (English, for logs) and `text`, the same worded by
 * the catalogs (a limit's refusal, a crashed worker, an engine error shown as its detail).
 */
export type RunFailure =
	| { readonly issues: readonly SettingsIssue[] }
	/** `text`, when present, is the failure worded by the catalogs (e.g. a crashed worker). */
	| { readonly message: string; readonly text?: Msg };

/** The noise floor a run is measured against: resample items, or the clusters of a column. */
interface FloorJob {
	readonly clusterColumn: string | null;
	/** Pairs of resamples (default `NOISE_FLOOR_PAIRS`). */
	readonly pairs?: number;
}

interface RunJob {
	readonly ctx: RunContext;
	/** The noise floor to measure the run against (computed once, then cached); none when absent. */
	readonly floor?: FloorJob | null;
	readonly workers?: number;
	readonly extras: RunExtrasOptions | null;
	/** A strength sweep's steps (the kind's strength values); absent for every other run. */
	readonly steps?: readonly number[];
	/** The steps are the app's own: stop once the typical change reaches `SWEEP_STOP_CHANGE`. */
	readonly defaultSteps?: boolean;
	/**
	 * Measure a floor not yet cached after the run's main result rather than before it (a large
	 * matrix: the result is not held up by thousands of resamples). The main result shows with its
	 * extras pending; the floor's figures join the view when it is in. Not for sweeps or searches.
	 */
	readonly floorAfter?: boolean;
}

/** Draws a job makes: per step for a sweep, the run plan's count (`drawCountOn`); 1 per search. */
function jobDraws(job: RunJob): number {
	const r = job.ctx.recipe;
	const search = drawTypeOf(r) === 'search';
	if (job.steps) return job.steps.length * (search ? 1 : job.ctx.settings.draws);
	if (search) return 1;
	return drawCountOn(r, job.ctx.settings.draws, job.ctx.matrix);
}

export class RunRunner {
	readonly #engine: EngineClient;
	#status = $state<RunStatus>('idle');
	#phase = $state<RunPhase>('draws');
	/** The running job's main result is shown and its noise floor is being measured after it. */
	#floorAfter = $state(false);
	/** Noise floors measured in this session, by `floorKey` (a few matrices' worth). */
	readonly #floors = new RunCache<NoiseFloor>(8);
	#done = $state(0);
	#total = $state(0);
	#error = $state.raw<RunFailure | null>(null);
	#partial = $state.raw<RunView | null>(null);
	/** Progress of the rank sets the run going on now computes (null when none are). */
	#rankSets = $state.raw<{ readonly done: number; readonly total: number } | null>(null);
	#controller: AbortController | null = null;
	/** The run going on now has shown its main result; its extras are still coming. */
	#mainShown = false;

	constructor(engine: EngineClient) {
		this.#engine = engine;
	}

	get status(): RunStatus {
		return this.#status;
	}
	get progress() {
		return { done: this.#done, total: this.#total };
	}
	/**
	 * `prepare` until the workers hold the matrix, `floor` while the run measures its dataset's
	 * noise floor, `draws` for its own draws.
	 */
	get phase(): RunPhase {
		return this.#phase;
	}
	/** Whether the noise floor is being measured after the run's main result (shown, `done`). */
	get floorAfter(): boolean {
		return this.#floorAfter;
	}

	/** Progress of `phase` for the run of `controller` (its first report ends `prepare`). */
	#progress(controller: AbortController, phase: RunPhase) {
		return (done: number, total: number) => {
			if (this.#controller !== controller) return;
			this.#phase = phase;
			this.#done = done;
			this.#total = total;
		};
	}

	/** Whether this session has measured the floor of a matrix (engine key), seed and clusters. */
	hasFloor(engineKey: string, seed: number, clusterColumn: string | null): boolean {
		return this.#floors.has(floorKey(engineKey, seed, { clusterColumn }));
	}

	/** Forgets the noise floors of a dataset (after it is deleted). */
	forgetFloors(datasetId: string): void {
		this.#floors.forgetDataset(datasetId);
	}
	get error(): RunFailure | null {
		return this.#error;
	}
	/** Interim results of the run going on now (null when there are none yet). */
	get partial(): RunView | null {
		return this.#status === 'running' ? this.#partial : null;
	}
	/** How far the run going on now has got with its rank sets (null: not computing them). */
	get rankSetsProgress(): { readonly done: number; readonly total: number } | null {
		return this.#rankSets;
	}

	/** Marks a result as shown without running (a cached run). */
	showDone(): void {
		this.#status = 'done';
	}

	/** Back to idle (another dataset opened). */
	reset(): void {
		this.cancel();
		this.#status = 'idle';
		this.#error = null;
	}

	/** Refuses a run with a reason (settings that cannot run, a limit). */
	refuse(failure: RunFailure): void {
		this.cancel();
		this.#status = 'error';
		this.#error = failure;
	}

	/**
	 * Runs a job; resolves its view, or null when it was cancelled, failed (see `error`) or was
	 * superseded by another run before its main result.
	 *
	 * Streaming: a run with extras shows its main result first. `onMain` gets it (its
	 * `extrasState` is `pending`) as soon as the summary is back, and the status is `done` from
	 * then on; the promise resolves with the complete view, or, when the extras were cancelled or
	 * failed, with the main result marked so (its status stays `done`, no error).
	 */
	async run(job: RunJob, onMain?: (view: RunView) => void): Promise<RunView | null> {
		this.cancel();
		const fits = checkRunSize(
			job.steps ? job.ctx.settings.draws : jobDraws(job),
			job.ctx.matrix.nModels
		);
		if (!fits.ok) {
			this.refuse({ message: 'run too large', text: fits.text });
			return null;
		}
		const controller = new AbortController();
		this.#controller = controller;
		this.#status = 'running';
		this.#phase = 'prepare';
		this.#floorAfter = false;
		this.#error = null;
		this.#partial = null;
		this.#rankSets = null;
		this.#done = 0;
		this.#total = jobDraws(job);
		this.#mainShown = false;
		let main: RunView | null = null;
		const shown = (view: RunView) => {
			if (this.#controller !== controller) return;
			main = view;
			this.#mainShown = true;
			this.#status = 'done';
			this.#partial = null;
			onMain?.(withExtrasState(view, 'pending'));
		};
		try {
			if (this.#deferFloor(job)) return await this.#floorAfterMain(job, controller, shown);
			job = await this.#withFloor(job, controller);
			if (this.#controller !== controller) return null;
			const view = job.steps
				? await this.#sweep(job, job.steps, controller)
				: drawTypeOf(job.ctx.recipe) === 'search'
					? searchView(job.ctx, await this.#search(job, job.ctx.recipe, controller, true))
					: runView(job.ctx, await this.#once(job, controller, shown));
			if (this.#controller !== controller) return null;
			this.#status = 'done';
			return view;
		} catch (e) {
			// The main result stays when only its extras were cancelled or failed.
			if (main) return withExtrasState(main, isAbortError(e) ? 'cancelled' : 'failed');
			if (this.#controller !== controller) return null;
			if (isAbortError(e)) this.#status = 'cancelled';
			else {
				this.#status = 'error';
				const message = e instanceof Error ? e.message : String(e);
				this.#error =
					e instanceof WorkerCrashError
						? { message, text: msg('engine.crashed', { detail: e.detail }) }
						: { message, text: msg('run.failed', { detail: message }) };
			}
			return null;
		} finally {
			if (this.#controller === controller) {
				this.#controller = null;
				this.#partial = null;
				this.#rankSets = null;
				this.#mainShown = false;
				this.#floorAfter = false;
				this.#phase = 'draws';
			}
		}
	}

	/** Whether the job's floor, not cached yet, is measured after its main result. */
	#deferFloor(job: RunJob): boolean {
		if (!job.floor || !job.floorAfter || job.steps) return false;
		if (drawTypeOf(job.ctx.recipe) === 'search') return false;
		return !this.#floors.get(this.#floorKeyOf(job, job.floor));
	}

	#floorKeyOf(job: RunJob, floor: FloorJob): string {
		return floorKey(job.ctx.engineKey ?? job.ctx.dataset.id, job.ctx.settings.seed, floor);
	}

	/**
	 * The job with its noise floor in its context: from this session's cache, else measured now by
	 * the engine (the `floor` phase, with its own progress; cancelled with the run).
	 */
	async #withFloor(job: RunJob, controller: AbortController): Promise<RunJob> {
		if (!job.floor) return job;
		const { ctx } = job;
		const engineKey = ctx.engineKey ?? ctx.dataset.id;
		const key = this.#floorKeyOf(job, job.floor);
		let floor = this.#floors.get(key);
		if (!floor) {
			this.#done = 0;
			this.#total = 2 * (job.floor.pairs ?? NOISE_FLOOR_PAIRS);
			floor = await this.#engine.noiseFloor(
				{
					key: engineKey,
					matrix: ctx.matrix,
					seed: ctx.settings.seed,
					pairs: job.floor.pairs,
					clusterColumn: job.floor.clusterColumn,
					workers: job.workers
				},
				{ signal: controller.signal, onProgress: this.#progress(controller, 'floor') }
			);
			this.#floors.set(key, floor);
		}
		// A floor after the result leaves its progress as it ends (the run's own is over).
		if (this.#controller === controller && !this.#floorAfter) {
			if (this.#phase === 'floor') this.#phase = 'prepare';
			this.#done = 0;
			this.#total = jobDraws(job);
		}
		return { ...job, ctx: { ...ctx, floor, floorCluster: job.floor.clusterColumn } };
	}

	/**
	 * A run whose floor is measured after its main result (`floorAfter`): the run first, its main
	 * result (then its extras) shown with the extras pending and the status `done`, then the floor,
	 * whose figures join the view. Stopping the floor keeps the result (extras cancelled).
	 */
	async #floorAfterMain(
		job: RunJob,
		controller: AbortController,
		shown: (view: RunView) => void
	): Promise<RunView | null> {
		const output = await this.#once(job, controller, shown);
		if (this.#controller !== controller) return null;
		shown(runView(job.ctx, output));
		this.#floorAfter = true;
		const floored = await this.#withFloor(job, controller);
		if (this.#controller !== controller) return null;
		this.#floorAfter = false;
		return runView(floored.ctx, output);
	}

	/**
	 * One engine run of the job's recipe; interim views for sample runs; `shown` gets the main
	 * result (without extras) while the extras are computed.
	 */
	async #once(
		job: RunJob,
		controller: AbortController,
		shown: (view: RunView) => void
	): Promise<RunOutput> {
		const { ctx } = job;
		// Interim figures are a sample's only: a search or a sweep is not summarised as one.
		const sample = drawTypeOf(ctx.recipe) === 'sample';
		const output = await this.#engine.run(
			{
				key: ctx.engineKey ?? ctx.dataset.id,
				matrix: ctx.matrix,
				settings: ctx.settings,
				spec: ctx.recipe,
				workers: job.workers,
				extras: job.extras
			},
			{
				signal: controller.signal,
				onProgress: this.#progress(controller, 'draws'),
				onPartial: (p) => {
					if (this.#controller === controller && sample) {
						this.#partial = partialSampleView(ctx, p);
					}
				},
				onMain: (main) => shown(runView(ctx, main)),
				onRankSetsProgress: (done, total) => {
					if (this.#controller === controller) this.#rankSets = { done, total };
				}
			}
		);
		return output;
	}

	/** A strength sweep: each step is the standalone run at that strength, in turn. */
	async #sweep(
		job: RunJob,
		steps: readonly number[],
		controller: AbortController
	): Promise<RunView> {
		const { ctx } = job;
		const search = drawTypeOf(ctx.recipe) === 'search';
		const per = search ? 1 : ctx.settings.draws;
		const results: StepResult[] = [];
		let reference: Reference | null = null;
		let workers = 0;
		const t0 = performance.now();
		for (let k = 0; k < steps.length; k++) {
			const step = await this.#sweepStep(job, steps[k], controller, (done) => {
				if (this.#controller !== controller) return;
				this.#phase = 'draws';
				this.#done = k * per + done;
			});
			reference ??= step.reference;
			workers = Math.max(workers, step.workers);
			results.push(step.result);
			if (this.#controller !== controller) break;
			if (sweepStopsAfter(step.result.row, ctx.unitScale, !job.defaultSteps)) break;
			this.#phase = 'draws';
			this.#done = (k + 1) * per;
			if (k + 1 < steps.length) {
				const timing = { workers, elapsedMs: performance.now() - t0 };
				const done = { done: (k + 1) * per, total: steps.length * per };
				this.#partial = strengthSweepView(ctx, reference, results, timing, done);
			}
		}
		const timing = { workers, elapsedMs: performance.now() - t0 };
		return strengthSweepView(ctx, reference!, results, timing);
	}

	/** One step of a strength sweep: the standalone run (or search) at that strength. */
	async #sweepStep(
		job: RunJob,
		value: number,
		controller: AbortController,
		onDone: (done: number) => void
	): Promise<{ result: StepResult; reference: Reference; workers: number }> {
		const settings = stepSettings(job.ctx.settings, value);
		if (drawTypeOf(job.ctx.recipe) === 'search') {
			const recipe = resolveRecipe(settings, job.ctx.matrix);
			const parts = await this.#search({ ...job, extras: null }, recipe, controller, false);
			const row = searchStepRow(parts.outcome, parts.reference, value);
			return {
				result: { step: value, row, summary: null },
				reference: parts.reference,
				workers: 0
			};
		}
		const output = await this.#step(job, settings, value, onDone, controller);
		const row = output.stepRow;
		if (!row) throw new TypeError('a strength step needs its row');
		return {
			result: { step: value, row, summary: output.summary },
			reference: output.reference,
			workers: output.workers
		};
	}

	#step(
		job: RunJob,
		settings: AnalysisSettings,
		value: number,
		onDone: (done: number) => void,
		controller: AbortController
	): Promise<RunOutput> {
		return this.#engine.run(
			{
				key: job.ctx.engineKey ?? job.ctx.dataset.id,
				matrix: job.ctx.matrix,
				settings,
				spec: resolveRecipe(settings, job.ctx.matrix),
				workers: job.workers,
				extras: null,
				sweepStep: value
			},
			{ signal: controller.signal, onProgress: (done) => onDone(done) }
		);
	}

	/**
	 * One worst-case search in the engine's worker (the optimiser once, not draws), with the
	 * reference extras beside it. It stops after `SEARCH_LIMIT_SECONDS` with the best weighting
	 * found so far (the result says it was stopped); Cancel stops it. `progress`: the progress bar
	 * follows the search (a strength sweep counts its steps instead).
	 */
	async #search(
		job: RunJob,
		recipe: Recipe,
		controller: AbortController,
		progress: boolean
	): Promise<SearchParts> {
		if (recipe.kind !== 'worstCase') throw new TypeError('a search needs a worst-case recipe');
		return this.#engine.search(
			{
				key: job.ctx.engineKey ?? job.ctx.dataset.id,
				matrix: job.ctx.matrix,
				recipe,
				seed: job.ctx.settings.seed,
				extras: job.extras
			},
			{
				signal: controller.signal,
				onProgress: progress ? this.#progress(controller, 'draws') : undefined
			}
		);
	}

	cancel(): void {
		const c = this.#controller;
		if (!c) return;
		this.#controller = null;
		c.abort();
		this.#partial = null;
		this.#rankSets = null;
		// Cancelling a run's extras keeps its main result, shown and done.
		this.#status = this.#mainShown ? 'done' : 'cancelled';
		this.#mainShown = false;
		this.#floorAfter = false;
		this.#phase = 'draws';
	}
}
