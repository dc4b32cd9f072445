/**
 * The analysis of one dataset: which dataset is open (`DatasetSession`: loading), the run
 * settings (mirrored in the URL, kept per dataset), the run going on (`RunRunner`: running) and
 * the last result, with a cache of finished runs (`RunCache`). What a result shows is built by
 * the pure `run-view.ts`. A run starts by itself only when it is estimated short
 * (`core/estimate.ts`); otherwise the page shows the estimate and waits for Run.
 */
import {
	canSweep,
	clusterColumnOf,
	resolveRecipe,
	type AnalysisSettings
} from '../core/analysis-settings.ts';
import { AUTO_RUN_SECONDS, estimateRunSeconds, runWork } from '../core/estimate.ts';
import { checkPerturbation } from '../core/perturbations/perturbation-chunk.ts';
import { isUnitScale, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import { settingsProblems, type CommonKey, type SettingProblem } from '../core/settings-rules.ts';
import {
	drawTypeOf,
	type KindSettingKey,
	type PerturbationKind
} from '../core/perturbations/catalogue.ts';
import { defaultClusterColumn } from '../core/stats/cluster-columns.ts';
import { sweepSteps } from '../core/sweep.ts';
import { defaultWorkerCount, type EngineClient } from '../engine/EngineClient.ts';
import type { DatasetRecord } from '../schemas/dataset.ts';
import { DEFAULT_SETTINGS, sameSettings } from '../schemas/settings.ts';
import type { Msg } from '../i18n/catalog.ts';
import type { LibraryStore } from '../storage/LibraryStore.ts';
import type { SavedRun } from '../storage/saved-run.ts';
import { initialSettings } from './dataset-settings.ts';
import { DatasetSession, type LoadStatus } from './DatasetSession.svelte.ts';
import { runCacheKey, RunCache } from './run-cache.ts';
import type { RunContext, RunView } from './run-view.ts';
import { RunRunner, type RunFailure, type RunStatus } from './RunRunner.svelte.ts';

export type { LoadStatus, RunFailure, RunStatus, RunView };

/**
 * Why the current settings cannot run, as data (the view words it): a setting that breaks its
 * rule, a sweep with no step that fits the data, or a text from the recipe's own check (English).
 */
export type SettingsIssue =
	| {
			readonly type: 'rule';
			readonly kind: PerturbationKind;
			readonly setting: KindSettingKey | CommonKey;
			readonly problem: SettingProblem;
	  }
	| { readonly type: 'noSteps' }
	| { readonly type: 'text'; readonly text: string };

/** Called when a dataset opened without settings in the URL takes its own (to write the URL). */
export type SettingsChosen = (settings: AnalysisSettings) => void;

export class Analysis {
	readonly #session: DatasetSession;
	readonly #runner: RunRunner;
	readonly #cache = new RunCache<RunView>(8);
	readonly #onChosen: SettingsChosen;
	#settings = $state.raw<AnalysisSettings>(DEFAULT_SETTINGS);
	#workers = $state<number | undefined>(undefined);
	#view = $state.raw<RunView | null>(null);

	constructor(store: LibraryStore, engine: EngineClient, onChosen: SettingsChosen = () => {}) {
		this.#session = new DatasetSession(store);
		this.#runner = new RunRunner(engine);
		this.#onChosen = onChosen;
	}

	get record(): DatasetRecord | null {
		return this.#session.record;
	}
	get matrix(): ScoreMatrix | null {
		return this.#session.matrix;
	}
	get load(): LoadStatus {
		return this.#session.load;
	}
	get loadError(): Msg | null {
		return this.#session.loadError;
	}
	get savedRuns(): readonly SavedRun[] {
		return this.#session.savedRuns;
	}
	get saveProblem(): Msg | null {
		return this.#session.saveProblem;
	}
	get settings(): AnalysisSettings {
		return this.#settings;
	}
	get workers(): number | undefined {
		return this.#workers;
	}
	/** `idle` while the shown results are for other settings than the current ones. */
	get status(): RunStatus {
		const s = this.#runner.status;
		return s === 'done' && this.stale ? 'idle' : s;
	}
	get progress() {
		return this.#runner.progress;
	}
	/** Why the last run could not finish or start (null when it did). */
	get runError(): RunFailure | null {
		return this.#runner.error;
	}
	/** The last finished run (possibly for other settings than the current ones: see `stale`). */
	get view(): RunView | null {
		return this.#view;
	}
	/** Interim results of the run going on now (null when there are none yet). */
	get partial(): RunView | null {
		return this.#runner.partial;
	}
	get stale(): boolean {
		return this.#view !== null && !sameSettings(this.#view.settings, this.#settings);
	}
	get unitScale(): boolean {
		const m = this.matrix;
		return m ? isUnitScale(m) : true;
	}

	/** Estimated seconds of a run with the current settings (null before a dataset is loaded). */
	get estimate(): number | null {
		const m = this.matrix;
		if (!m || this.settingsProblems.length) return null;
		return estimateRunSeconds(runWork(this.#settings, m, this.#workers ?? defaultWorkerCount()));
	}

	/** Why the current settings cannot run on this dataset (empty when they can). */
	get settingsProblems(): SettingsIssue[] {
		const m = this.matrix;
		if (!m) return [];
		const s = this.#settings;
		const rules = settingsProblems(s).map((p): SettingsIssue => ({
			type: 'rule',
			kind: s.kind,
			setting: p.setting as KindSettingKey | CommonKey,
			problem: p.problem
		}));
		if (rules.length) return rules;
		if (s.sweep && canSweep(s.kind) && !sweepSteps(s, m.nItems).length) {
			return [{ type: 'noSteps' }];
		}
		return checkPerturbation(m, resolveRecipe(s, m)).map((text) => ({ type: 'text', text }));
	}

	/**
	 * Opens dataset `id` (no-op when it is already open, apart from applying `settings`). `settings`
	 * null: the URL named none, so the dataset starts from its own last settings or the defaults.
	 */
	async open(id: string, settings: AnalysisSettings | null, workers?: number): Promise<void> {
		this.#workers = workers;
		if (this.#session.isOpen(id)) {
			if (settings) this.setSettings(settings);
			return;
		}
		this.#runner.reset();
		this.#view = null;
		this.#settings = settings ?? DEFAULT_SETTINGS;
		const opened = await this.#session.open(id);
		if (!opened || !this.#session.isOpen(id)) return;
		if (settings) void this.#session.keepSettings(settings);
		else {
			const chosen = initialSettings(new URLSearchParams(), opened.storedSettings).settings;
			this.#settings = chosen;
			this.#onChosen(chosen);
		}
		this.#showOrStart();
	}

	/** A cached result of the current settings, or a run when it is estimated short. */
	#showOrStart(): void {
		const id = this.record?.id;
		if (!id) return;
		const cached = this.#cache.get(runCacheKey(id, this.#settings));
		if (cached) {
			this.#view = cached;
			this.#runner.showDone();
			return;
		}
		const seconds = this.estimate;
		if (seconds !== null && seconds <= AUTO_RUN_SECONDS) void this.run();
	}

	close(): void {
		this.#runner.reset();
		this.#session.close();
		this.#view = null;
	}

	/** Renames the open dataset in view (storage is the library's job). */
	renamed(record: DatasetRecord): void {
		this.#session.renamed(record);
	}

	setSettings(settings: AnalysisSettings): void {
		if (sameSettings(settings, this.#settings)) return;
		this.#settings = settings;
		void this.#session.keepSettings(settings);
		const id = this.record?.id;
		const cached = id ? this.#cache.get(runCacheKey(id, settings)) : undefined;
		if (cached && this.#runner.status !== 'running') {
			this.#view = cached;
			this.#runner.showDone();
		}
	}

	#context(record: DatasetRecord, matrix: ScoreMatrix, settings: AnalysisSettings): RunContext {
		const recipe = resolveRecipe(settings, matrix);
		return {
			dataset: {
				id: record.id,
				name: record.name,
				items: matrix.nItems,
				models: matrix.nModels,
				valueType: matrix.valueType,
				missingCells: matrix.missingCells
			},
			matrix,
			settings,
			recipe,
			// Bradley-Terry strengths are not shares: show them as plain numbers.
			unitScale:
				isUnitScale(matrix) && !(recipe.kind === 'modelSet' && recipe.method === 'bradleyTerry')
		};
	}

	/** Starts a run with the current settings; a run already going is cancelled first. */
	async run(): Promise<void> {
		const record = this.record;
		const matrix = this.matrix;
		if (!record || !matrix) return;
		const settings = this.#settings;
		const problems = this.settingsProblems;
		if (problems.length) {
			this.#runner.refuse({ issues: problems });
			return;
		}
		const sweep = settings.sweep && canSweep(settings.kind);
		const ctx = this.#context(record, matrix, settings);
		const view = await this.#runner.run({
			ctx,
			workers: this.#workers,
			extras: sweep
				? null
				: {
						topK: settings.topK,
						clusterColumn: clusterColumnOf(settings, matrix, defaultClusterColumn),
						maxPairs: 200,
						// Rank probabilities and who beats whom are shares of random redraws.
						ranking: drawTypeOf(ctx.recipe) === 'sample'
					},
			...(sweep ? { steps: sweepSteps(settings, matrix.nItems) } : {})
		});
		if (!view) return;
		this.#cache.set(runCacheKey(record.id, settings), view);
		this.#view = view;
		if (view.result) void this.#session.save(view.result());
	}

	cancel(): void {
		this.#runner.cancel();
	}

	/** Forget cached runs of a dataset (after it is deleted). */
	forget(id: string): void {
		this.#cache.forgetDataset(id);
		if (this.record?.id === id) this.close();
	}
}
