/**
 * The analysis of one dataset: its matrix, the run settings (mirrored in the URL), the run in
 * progress and the last result. Big values are `$state.raw` (handed to chart.js and workers as is).
 */
import { headline as buildHeadline, sweepHeadline, type Headline } from '../core/headline.ts';
import { checkRunSize } from '../core/limits.ts';
import { isUnitScale, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import {
	categoryColumn,
	resolveSpec,
	settingsKey,
	type AnalysisSettings
} from '../core/analysis-settings.ts';
import type { PerturbationSpec } from '../core/perturbations/catalogue.ts';
import { checkPerturbation } from '../core/perturbations/perturbation-chunk.ts';
import {
	isAbortError,
	type EngineClient,
	type PartialRun,
	type RunOutput
} from '../engine/EngineClient.ts';
import type { DatasetRecord } from '../schemas/dataset.ts';
import { buildRunResult, type RunResult } from '../schemas/results.ts';
import { DEFAULT_SETTINGS, sameSettings } from '../schemas/settings.ts';
import type { LibraryStore } from '../storage/LibraryStore.ts';
import type { SavedRun } from '../storage/saved-run.ts';

export type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';
export type LoadStatus = 'empty' | 'loading' | 'ready' | 'missing' | 'error';

export interface RunView {
	readonly datasetId: string;
	readonly settings: AnalysisSettings;
	/** The recipe the run used, data-dependent defaults resolved. */
	readonly spec: PerturbationSpec;
	/** Model names by column index. */
	readonly models: readonly string[];
	readonly output: RunOutput;
	readonly headline: Headline;
	readonly result: RunResult;
	readonly unitScale: boolean;
	/**
	 * Set on interim results of a run still going: the first `done` of `total` draws. Such a view
	 * has no extras, and its draw table carries tau-b only (scores and ranks are empty).
	 */
	readonly partial?: { readonly done: number; readonly total: number };
}

/** Auto-run on open only below this much work (items x models x draws). */
const AUTO_RUN_LIMIT = 2e9;

export class Analysis {
	readonly #store: LibraryStore;
	readonly #engine: EngineClient;
	#record = $state.raw<DatasetRecord | null>(null);
	#matrix = $state.raw<ScoreMatrix | null>(null);
	#load = $state<LoadStatus>('empty');
	#loadError = $state<string | null>(null);
	#settings = $state.raw<AnalysisSettings>(DEFAULT_SETTINGS);
	#workers = $state<number | undefined>(undefined);
	#status = $state<RunStatus>('idle');
	#done = $state(0);
	#total = $state(0);
	#runError = $state<string | null>(null);
	#view = $state.raw<RunView | null>(null);
	#partial = $state.raw<RunView | null>(null);
	#saved = $state.raw<readonly SavedRun[]>([]);
	#saveProblem = $state<string | null>(null);
	#controller: AbortController | null = null;
	#opening = 0;
	/** Finished runs by dataset and settings, so going back and forth does not recompute. */
	readonly #cache = new Map<string, RunView>();

	constructor(store: LibraryStore, engine: EngineClient) {
		this.#store = store;
		this.#engine = engine;
	}

	get record() {
		return this.#record;
	}
	get matrix() {
		return this.#matrix;
	}
	get load() {
		return this.#load;
	}
	get loadError() {
		return this.#loadError;
	}
	get settings() {
		return this.#settings;
	}
	get workers() {
		return this.#workers;
	}
	/** `idle` while the shown results are for other settings than the current ones. */
	get status(): RunStatus {
		return this.#status === 'done' && this.stale ? 'idle' : this.#status;
	}
	get progress() {
		return { done: this.#done, total: this.#total };
	}
	get runError() {
		return this.#runError;
	}
	/** The last finished run (possibly for other settings than the current ones: see `stale`). */
	get view() {
		return this.#view;
	}
	/** Interim results of the run going on now (null when there are none yet). */
	get partial(): RunView | null {
		return this.#status === 'running' ? this.#partial : null;
	}
	get stale(): boolean {
		return this.#view !== null && !sameSettings(this.#view.settings, this.#settings);
	}
	/** Results of earlier runs on this dataset, newest first (kept in the library). */
	get savedRuns(): readonly SavedRun[] {
		return this.#saved;
	}
	/** Why the last result could not be saved, if it could not. */
	get saveProblem(): string | null {
		return this.#saveProblem;
	}

	get unitScale(): boolean {
		return this.#matrix ? isUnitScale(this.#matrix) : true;
	}

	/** Loads a dataset (no-op when it is already open) and applies settings. */
	async open(id: string, settings: AnalysisSettings, workers?: number): Promise<void> {
		this.#workers = workers;
		if (this.#record?.id === id && this.#load === 'ready') {
			this.setSettings(settings);
			return;
		}
		this.cancel();
		const ticket = ++this.#opening;
		this.#load = 'loading';
		this.#loadError = null;
		this.#record = null;
		this.#matrix = null;
		this.#view = null;
		this.#saved = [];
		this.#status = 'idle';
		this.#settings = settings;
		try {
			const [record, matrix] = await Promise.all([this.#store.get(id), this.#store.getMatrix(id)]);
			if (ticket !== this.#opening) return;
			if (!record || !matrix) {
				this.#load = 'missing';
				return;
			}
			this.#record = record;
			this.#matrix = matrix;
			this.#load = 'ready';
			void this.#loadSaved(id);
		} catch (e) {
			if (ticket !== this.#opening) return;
			this.#load = 'error';
			this.#loadError = e instanceof Error ? e.message : String(e);
			return;
		}
		const cached = this.#cache.get(this.#cacheKey(id, settings));
		if (cached) {
			this.#view = cached;
			this.#status = 'done';
		} else if (this.#work(settings) <= AUTO_RUN_LIMIT) {
			void this.run();
		}
	}

	close(): void {
		this.cancel();
		this.#opening++;
		this.#record = null;
		this.#matrix = null;
		this.#view = null;
		this.#load = 'empty';
		this.#status = 'idle';
	}

	/** Renames the open dataset in view (storage is the library's job). */
	renamed(record: DatasetRecord): void {
		if (this.#record?.id === record.id) this.#record = record;
	}

	setSettings(settings: AnalysisSettings): void {
		if (sameSettings(settings, this.#settings)) return;
		this.#settings = settings;
		const id = this.#record?.id;
		const cached = id ? this.#cache.get(this.#cacheKey(id, settings)) : undefined;
		if (cached && this.#status !== 'running') {
			this.#view = cached;
			this.#status = 'done';
		}
	}

	#work(settings: AnalysisSettings): number {
		const m = this.#matrix;
		return m ? m.nItems * m.nModels * settings.draws : 0;
	}

	#cacheKey(id: string, s: AnalysisSettings): string {
		return `${id}|${settingsKey(s)}|k=${s.topK}`;
	}

	/** Why the current settings cannot run on this dataset (empty when they can). */
	get settingsProblems(): string[] {
		const m = this.#matrix;
		if (!m) return [];
		return checkPerturbation(m, resolveSpec(this.#settings, m));
	}

	/** Starts a run with the current settings; a run already going is cancelled first. */
	async run(): Promise<void> {
		const record = this.#record;
		const matrix = this.#matrix;
		if (!record || !matrix) return;
		this.cancel();
		const settings = this.#settings;
		const spec = resolveSpec(settings, matrix);
		const problems = checkPerturbation(matrix, spec);
		const fits = checkRunSize(
			spec.kind === 'sizeSweep' ? spec.sizes.length * spec.drawsPerSize : settings.draws,
			matrix.nModels
		);
		if (problems.length || !fits.ok) {
			this.#status = 'error';
			this.#runError = problems.length ? problems.join(' ') : fits.ok ? '' : fits.message;
			return;
		}
		const controller = new AbortController();
		this.#controller = controller;
		this.#status = 'running';
		this.#runError = null;
		this.#partial = null;
		this.#done = 0;
		this.#total = settings.draws;
		const unitScale =
			// Bradley-Terry strengths are not shares: show them as plain numbers.
			isUnitScale(matrix) && !(spec.kind === 'modelSet' && spec.method === 'bradleyTerry');
		try {
			const output = await this.#engine.run(
				{
					key: record.id,
					matrix,
					settings,
					spec,
					workers: this.#workers,
					extras: {
						topK: settings.topK,
						clusterColumn: categoryColumn(matrix, settings.column),
						maxPairs: 200
					}
				},
				{
					signal: controller.signal,
					onProgress: (done, total) => {
						if (this.#controller !== controller) return;
						this.#done = done;
						this.#total = total;
					},
					onPartial: (p) => {
						if (this.#controller !== controller) return;
						this.#partial = partialView(record, matrix, settings, spec, p, unitScale);
					}
				}
			);
			if (this.#controller !== controller) return;
			this.#partial = null;
			const view = runView(record, matrix, settings, spec, output, unitScale);
			this.#remember(this.#cacheKey(record.id, settings), view);
			this.#view = view;
			this.#status = 'done';
			void this.#save(view.result);
		} catch (e) {
			if (this.#controller !== controller) return;
			if (isAbortError(e)) {
				this.#status = 'cancelled';
			} else {
				this.#status = 'error';
				this.#runError = e instanceof Error ? e.message : String(e);
			}
		} finally {
			if (this.#controller === controller) {
				this.#controller = null;
				this.#partial = null;
			}
		}
	}

	async #loadSaved(id: string): Promise<void> {
		try {
			const runs = await this.#store.listRuns(id);
			if (this.#record?.id === id) this.#saved = runs;
		} catch {
			this.#saved = [];
		}
	}

	/** Keeps the result in the library (saved runs travel with the library file). */
	async #save(result: RunResult): Promise<void> {
		try {
			await this.#store.saveRun(result);
			this.#saveProblem = null;
			await this.#loadSaved(result.dataset.id);
		} catch (e) {
			this.#saveProblem = e instanceof Error ? e.message : String(e);
		}
	}

	#remember(key: string, view: RunView): void {
		this.#cache.delete(key);
		this.#cache.set(key, view);
		while (this.#cache.size > 8) this.#cache.delete(this.#cache.keys().next().value!);
	}

	cancel(): void {
		const c = this.#controller;
		if (!c) return;
		this.#controller = null;
		c.abort();
		this.#partial = null;
		this.#status = 'cancelled';
	}

	/** Forget cached runs of a dataset (after it is deleted). */
	forget(id: string): void {
		for (const key of [...this.#cache.keys()])
			if (key.startsWith(`${id}|`)) this.#cache.delete(key);
		if (this.#record?.id === id) this.close();
	}
}

/**
 * What the results screen shows of a run: its output, headline and results JSON. `partial` marks
 * interim results (the first `done` of `total` draws).
 */
function runView(
	record: DatasetRecord,
	matrix: ScoreMatrix,
	settings: AnalysisSettings,
	spec: PerturbationSpec,
	output: RunOutput,
	unitScale: boolean,
	partial?: RunView['partial']
): RunView {
	const general = buildHeadline(output.summary, output.table.tau, unitScale);
	const headline: Headline = output.sizeSweep
		? { ...general, text: sweepHeadline(output.sizeSweep, matrix.nItems) }
		: general;
	const result = buildRunResult({
		dataset: {
			id: record.id,
			name: record.name,
			items: matrix.nItems,
			models: matrix.nModels,
			valueType: matrix.valueType,
			missingCells: matrix.missingCells
		},
		settings,
		perturbation: spec,
		models: matrix.models,
		referenceScores: output.reference.scores,
		summary: output.summary,
		extras: output.extras,
		tauDraws: output.table.tau,
		drawLabels: output.labels,
		sizeSweep: output.sizeSweep,
		headline: headline.text
	});
	return {
		datasetId: record.id,
		settings,
		spec,
		models: matrix.models,
		output,
		headline,
		result,
		unitScale,
		...(partial ? { partial } : {})
	};
}

/** A view of a run's first draws, while it goes on (charts and headline; no extras, no exports). */
function partialView(
	record: DatasetRecord,
	matrix: ScoreMatrix,
	settings: AnalysisSettings,
	spec: PerturbationSpec,
	p: PartialRun,
	unitScale: boolean
): RunView {
	const n = p.summary.nDraws;
	const output: RunOutput = {
		reference: p.reference,
		table: {
			nDraws: n,
			nModels: matrix.nModels,
			scores: new Float64Array(0),
			ranks: new Int32Array(0),
			tau: p.tau
		},
		summary: p.summary,
		extras: null,
		labels: null,
		sizeSweep: null,
		workers: 0,
		elapsedMs: 0
	};
	return runView(record, matrix, settings, spec, output, unitScale, { done: n, total: p.total });
}
