/**
 * The analysis of one dataset: which dataset is open (`DatasetSession`: loading), the run
 * settings (mirrored in the URL, kept per dataset), the run going on (`RunRunner`: running) and
 * the last result, with a cache of finished runs (`RunCache`). What a result shows is built by
 * the pure `run-view.ts`. A finished run is kept in the library (its JSON and its figures,
 * `run-store.ts`), so reopening a dataset, or taking a saved run's settings, shows its result
 * without running it again: nothing runs twice by itself for the same recipe and seed (Run
 * again does, when asked). A run starts by itself only when nothing is kept for its settings and
 * it is estimated short (`core/estimate.ts`); otherwise the page shows the estimate and waits.
 */
import {
	type AnalysisSettings,
	canSweep,
	clusterColumnOf,
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	sameAnalysisSettings
} from '../core/analysis-settings.ts';
import {
	keepItems,
	resolveExclusion,
	type AppliedExclusion,
	type ExclusionState
} from '../features/items/core/exclusion-set.ts';
import { rerankWithout, type Rerank } from '../features/items/core/exclusions.ts';
import { AUTO_RUN_SECONDS, estimateRunSeconds, floorSeconds, runWork } from '../core/estimate.ts';
import { unavailableOn } from '../core/perturbations/availability.ts';
import { checkPerturbation } from '../core/perturbations/perturbation-chunk.ts';
import { isUnitScale, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import { settingsProblems, type CommonKey } from '../core/settings-rules.ts';
import {
	drawTypeOf,
	scoresOnDataScale,
	type KindSettingKey
} from '../core/perturbations/catalogue.ts';
import { defaultClusterColumn } from '../core/stats/cluster-columns.ts';
import {
	hasRankSets,
	rankSetsRequest,
	type RankSetsRequest
} from '../core/rank-sets/run-rank-sets.ts';
import { sharedItems } from '../core/shared-items.ts';
import { sweepSteps } from '../core/sweep.ts';
import { trialsSummary } from '../core/trials.ts';
import { defaultWorkerCount, type EngineClient } from '../engine/EngineClient.ts';
import { msg } from '../i18n/catalog.ts';
import type { DatasetRecord } from '../schemas/dataset.ts';
import type { ExcludedJson } from '../schemas/results.ts';
import type { Msg } from '../i18n/catalog.ts';
import type { LibraryStore } from '../storage/LibraryStore.ts';
import type { SavedRun } from '../storage/saved-run.ts';
import { savedViewOf, viewOfSaved } from './run-store.ts';
import { initialSettings } from './dataset-settings.ts';
import { floorIsSlow } from './floor-timing.ts';
import { DatasetSession, type LoadStatus } from './DatasetSession.svelte.ts';
import { runCacheKey, RunCache } from './run-cache.ts';
import { startFragility, type FragilityWorker } from './run-fragility.ts';
import type { RunContext, RunView } from './run-view.ts';
import { RunRunner, type RunFailure, type RunPhase, type RunStatus } from './RunRunner.svelte.ts';
import type { SettingsIssue } from './settings-issue.ts';

/** The rank sets a run asks for: a sample's, up to their model limit (issue 22). */
function rankSetsOf(
	recipe: RunContext['recipe'],
	settings: AnalysisSettings,
	matrix: ScoreMatrix
): RankSetsRequest | null {
	if (drawTypeOf(recipe) !== 'sample' || !hasRankSets(matrix.nModels)) return null;
	return rankSetsRequest(settings, clusterColumnOf(settings, matrix, defaultClusterColumn));
}

/** Called when a dataset opened without settings in the URL takes its own (to write the URL). */
type SettingsChosen = (settings: AnalysisSettings) => void;

export class Analysis {
	readonly #store: LibraryStore;
	readonly #session: DatasetSession;
	readonly #runner: RunRunner;
	readonly #engine: EngineClient;
	/** The open dataset's matrix is on its way to the run workers (`EngineClient.preparing`). */
	#preparing = $state(false);
	readonly #cache = new RunCache<RunView>(8);
	readonly #onChosen: SettingsChosen;
	readonly #fragilityWorker: FragilityWorker | undefined;
	#settings = $state.raw<AnalysisSettings>(DEFAULT_ANALYSIS_SETTINGS);
	#workers = $state<number | undefined>(undefined);
	#view = $state.raw<RunView | null>(null);
	/** A saved run of the current settings whose figures were not kept (an older app's, an import). */
	#savedOnly = $state.raw<SavedRun | null>(null);
	/** The latest look-up of a kept result (a newer one makes an older one's answer moot). */
	#lookup = 0;
	/** The exclusion set id the shown view ran without ('' = every item). */
	#viewExclusion = $state('');
	/** The URL's exclusion resolved against the stored set (null until a dataset is open). */
	#exclusion = $state.raw<ExclusionState | null>(null);
	#exclusionLoadFailed = $state(false);
	/** The matrix the engine sees: the dataset's, without the excluded items. */
	#analysed = $state.raw<ScoreMatrix | null>(null);
	readonly #rerank = $derived.by((): Rerank | null => {
		const m = this.#session.matrix;
		const x = this.applied;
		return m && x && x.mask.length === m.nItems ? rerankWithout(m, x.mask) : null;
	});

	constructor(
		store: LibraryStore,
		engine: EngineClient,
		onChosen: SettingsChosen = () => {},
		fragilityWorker?: FragilityWorker
	) {
		this.#fragilityWorker = fragilityWorker;
		this.#store = store;
		this.#session = new DatasetSession(store);
		this.#runner = new RunRunner(engine);
		this.#engine = engine;
		this.#onChosen = onChosen;
	}

	get record(): DatasetRecord | null {
		return this.#session.record;
	}
	/** The dataset's whole matrix (every item). */
	get matrix(): ScoreMatrix | null {
		return this.#session.matrix;
	}
	/** The matrix runs use: the dataset's without the excluded items (null before loading). */
	get analysedMatrix(): ScoreMatrix | null {
		return this.#analysed ?? this.#session.matrix;
	}
	/** The URL's `exclude=` resolved against the stored set (null before a dataset is open). */
	get exclusion(): ExclusionState | null {
		return this.#exclusion;
	}
	/** The exclusion runs apply now (null: every item). */
	get applied(): AppliedExclusion | null {
		const x = this.#exclusion;
		return x?.kind === 'applied' ? x.exclusion : null;
	}
	/** Whether the stored exclusions could not be read (runs then use every item). */
	get exclusionLoadFailed(): boolean {
		return this.#exclusionLoadFailed;
	}
	/** The reference leaderboard on all items and without the excluded ones (null: none). */
	get rerank(): Rerank | null {
		return this.#rerank;
	}
	/** The exclusion set id the shown results ran without ('' = every item). */
	get viewExclusion(): string {
		return this.#viewExclusion;
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
	/** `prepare`, `floor` (the dataset's noise floor), then `draws`: see `RunRunner.phase`. */
	get phase(): RunPhase {
		return this.#runner.phase;
	}
	/** The noise floor is being measured after the shown result (`status` is `done`). */
	get floorAfter(): boolean {
		return this.#runner.floorAfter;
	}
	/** The open dataset's matrix is on its way to the run workers (a Run now waits for it). */
	get preparing(): boolean {
		return this.#preparing;
	}

	/** Notes while the engine is sending the matrix of `key` (a just-imported dataset) to its workers. */
	#watchPreparing(key: string): void {
		const done = this.#engine.preparing(key);
		this.#preparing = done !== null;
		void done?.then(() => {
			if (this.record?.id === key) this.#preparing = false;
		});
	}
	/** Why the last run could not finish or start (null when it did). */
	get runError(): RunFailure | null {
		return this.#runner.error;
	}
	/**
	 * A saved run of the current settings whose figures were not kept (saved by an older version
	 * or brought by a library file): its verdict can be shown; its charts need Run.
	 */
	get savedResult(): SavedRun | null {
		return this.#savedOnly;
	}

	/** The last finished run (possibly for other settings than the current ones: see `stale`). */
	get view(): RunView | null {
		return this.#view;
	}
	/** Interim results of the run going on now (null when there are none yet). */
	get partial(): RunView | null {
		return this.#runner.partial;
	}
	/** How far the running run's rank sets have got (null: none being computed). */
	get rankSetsProgress(): { readonly done: number; readonly total: number } | null {
		return this.#runner.rankSetsProgress;
	}
	get stale(): boolean {
		return (
			this.#view !== null &&
			(!sameAnalysisSettings(this.#view.settings, this.#settings) ||
				this.#viewExclusion !== this.#exclusionKey())
		);
	}

	/** The set id runs leave out now ('' = every item). */
	#exclusionKey(): string {
		return this.applied?.setId ?? '';
	}

	/** Whether the exclusion blocks runs (a link naming another set, or a set leaving nothing). */
	get exclusionBlocks(): boolean {
		const k = this.#exclusion?.kind;
		return k === 'mismatch' || k === 'empty';
	}

	#cacheKey(id: string, settings: AnalysisSettings): string {
		const x = this.#exclusionKey();
		return x ? `${runCacheKey(id, settings)}|x=${x}` : runCacheKey(id, settings);
	}

	#show(view: RunView | null, exclusion = this.#exclusionKey()): void {
		this.#view = view;
		this.#viewExclusion = exclusion;
		this.#savedOnly = null;
	}

	/**
	 * Reads the dataset's stored exclusions and resolves the URL's `exclude=` against them.
	 * Returns whether what runs use changed.
	 */
	async #resolveExclusion(id: string, requested: string | null): Promise<boolean> {
		const matrix = this.#session.matrix;
		if (!matrix) return false;
		let stored: readonly string[] = [];
		let failed = false;
		try {
			stored = (await this.#store.getReviews(id))?.excluded ?? [];
		} catch {
			failed = true;
		}
		if (this.#session.matrix !== matrix) return false;
		const before = this.#exclusionKey();
		const blocked = this.exclusionBlocks;
		const state = resolveExclusion(matrix, requested, stored);
		this.#exclusionLoadFailed = failed;
		this.#exclusion = state;
		const x = state.kind === 'applied' ? state.exclusion : null;
		if (!x) this.#analysed = null;
		else if (before !== x.setId || !this.#analysed) this.#analysed = keepItems(matrix, x.mask);
		return before !== this.#exclusionKey() || blocked !== this.exclusionBlocks;
	}

	get unitScale(): boolean {
		const m = this.matrix;
		return m ? isUnitScale(m) : true;
	}

	/**
	 * Estimated seconds of a run with the current settings, with the dataset's noise floor when
	 * this session has not measured it yet (null before a dataset is loaded).
	 */
	get estimate(): number | null {
		const m = this.analysedMatrix;
		const id = this.record?.id;
		if (!m || !id || this.settingsProblems.length) return null;
		const s = this.#settings;
		const run = estimateRunSeconds(runWork(s, m, this.#workers ?? defaultWorkerCount()));
		const x = this.applied;
		const engineKey = x ? `${id}|x=${x.setId}` : id;
		const cluster = clusterColumnOf(s, m, defaultClusterColumn);
		return this.#runner.hasFloor(engineKey, s.seed, cluster)
			? run
			: run + floorSeconds(m.nItems, m.nModels);
	}

	/** Why the current settings cannot run on this dataset (empty when they can). */
	get settingsProblems(): SettingsIssue[] {
		const m = this.analysedMatrix;
		if (!m) return [];
		const s = this.#settings;
		// a kind this dataset cannot run at all says so first, whatever asked for it (form or URL)
		const needs = unavailableOn(s.kind, m);
		if (needs) return [{ type: 'unavailable', kind: s.kind, needs }];
		const rules = settingsProblems(s).map((p): SettingsIssue => ({
			type: 'rule',
			kind: s.kind,
			setting: p.setting as KindSettingKey | CommonKey,
			problem: p.problem
		}));
		if (rules.length) return rules;
		if (s.sweep && canSweep(s.kind) && !sweepSteps(s, m.nItems, trialsSummary(m).max).length) {
			return [{ type: 'noSteps' }];
		}
		return checkPerturbation(m, resolveRecipe(s, m)).map((issue) => ({ type: 'check', issue }));
	}

	/**
	 * Opens dataset `id` (no-op when it is already open, apart from applying `settings`). `settings`
	 * null: the URL named none, so the dataset starts from its own last settings or the defaults.
	 */
	async open(
		id: string,
		settings: AnalysisSettings | null,
		workers?: number,
		exclude: string | null = null
	): Promise<void> {
		this.#workers = workers;
		if (this.#session.isOpen(id)) {
			const changed = await this.#resolveExclusion(id, exclude);
			if (!this.#session.isOpen(id)) return;
			if (settings) this.setSettings(settings);
			if (changed) {
				if (this.#runner.status === 'running' || this.#runner.status === 'error') {
					this.#runner.reset();
				}
				this.#showOrStart();
			}
			return;
		}
		this.#runner.reset();
		this.#show(null, '');
		this.#exclusion = null;
		this.#analysed = null;
		this.#settings = settings ?? DEFAULT_ANALYSIS_SETTINGS;
		const opened = await this.#session.open(id);
		if (!opened || !this.#session.isOpen(id)) return;
		await this.#resolveExclusion(id, exclude);
		if (!this.#session.isOpen(id)) return;
		this.#watchPreparing(id);
		if (settings) void this.#session.keepSettings(settings);
		else {
			const chosen = initialSettings(new URLSearchParams(), opened.storedSettings).settings;
			this.#settings = chosen;
			this.#onChosen(chosen);
		}
		this.#showOrStart();
	}

	/**
	 * The result of the current settings: from this session's cache, else kept in the library,
	 * else a run when it is estimated short.
	 */
	#showOrStart(): void {
		const id = this.record?.id;
		if (!id) return;
		if (this.exclusionBlocks) return;
		const cached = this.#cache.get(this.#cacheKey(id, this.#settings));
		if (cached) {
			this.#show(cached);
			this.#runner.showDone();
			return;
		}
		void this.#fromLibrary(id, this.#settings, true);
	}

	/**
	 * Shows the result of `settings` kept in the library, without running it. When none is kept
	 * and `start`, runs it if it is estimated short, unless a saved run of these settings exists
	 * (its verdict is shown; its charts wait for Run). Nothing happens when the dataset, the
	 * settings or the exclusion changed meanwhile, or a run started.
	 */
	async #fromLibrary(id: string, settings: AnalysisSettings, start: boolean): Promise<void> {
		const ticket = ++this.#lookup;
		const exclusion = this.#exclusionKey();
		const key = this.#cacheKey(id, settings);
		// A dataset being written (just imported) has nothing kept: no read waits behind its write.
		const found = this.#store.holds(id)
			? { view: undefined, run: undefined }
			: await this.#session.kept(key);
		const moot =
			ticket !== this.#lookup ||
			this.record?.id !== id ||
			!sameAnalysisSettings(settings, this.#settings) ||
			exclusion !== this.#exclusionKey() ||
			this.#runner.status === 'running';
		if (moot) return;
		// The saved run's JSON, when it is of the same items (its key does not name the exclusion).
		const run =
			found.run &&
			((found.run.result as { excluded?: ExcludedJson }).excluded?.setId ?? '') === exclusion
				? found.run
				: undefined;
		const view = found.view ? viewOfSaved(found.view, run) : null;
		if (view) {
			this.#cache.set(key, view);
			this.#show(view, exclusion);
			this.#runner.showDone();
			return;
		}
		if (run) {
			this.#savedOnly = run;
			return;
		}
		if (!start) return;
		const seconds = this.estimate;
		if (seconds !== null && seconds <= AUTO_RUN_SECONDS) void this.run();
	}

	close(): void {
		this.#preparing = false;
		this.#runner.reset();
		this.#session.close();
		this.#show(null, '');
		this.#exclusion = null;
		this.#analysed = null;
	}

	/** Renames the open dataset in view (storage is the library's job). */
	renamed(record: DatasetRecord): void {
		this.#session.renamed(record);
	}

	/**
	 * New settings: their result at once when this session ran them or the library keeps them
	 * (never run again by itself); otherwise the page says the result shown is for other settings.
	 */
	setSettings(settings: AnalysisSettings): void {
		if (sameAnalysisSettings(settings, this.#settings)) return;
		this.#settings = settings;
		this.#savedOnly = null;
		void this.#session.keepSettings(settings);
		const id = this.record?.id;
		if (!id || this.#runner.status === 'running' || this.exclusionBlocks) return;
		const cached = this.#cache.get(this.#cacheKey(id, settings));
		if (cached) {
			this.#show(cached);
			this.#runner.showDone();
		} else void this.#fromLibrary(id, settings, false);
	}

	#context(record: DatasetRecord, matrix: ScoreMatrix, settings: AnalysisSettings): RunContext {
		const recipe = resolveRecipe(settings, matrix);
		const x = this.applied;
		return {
			dataset: {
				id: record.id,
				name: record.name,
				items: matrix.nItems,
				models: matrix.nModels,
				valueType: matrix.valueType,
				missingCells: matrix.missingCells,
				sharedItems: sharedItems(matrix)
			},
			matrix,
			settings,
			recipe,
			...(x ? { engineKey: `${record.id}|x=${x.setId}`, excluded: this.#excludedJson(x) } : {}),
			// Bradley-Terry strengths are not shares: show them as plain numbers.
			unitScale: isUnitScale(matrix) && scoresOnDataScale(recipe)
		};
	}

	/** The results JSON's `excluded`: the set, and the reference leaderboard on all items. */
	#excludedJson(x: AppliedExclusion): ExcludedJson {
		const r = this.#rerank;
		const models = this.#session.matrix?.models ?? [];
		const num = (v: number) => (Number.isFinite(v) ? v : null);
		return {
			setId: x.setId,
			items: [...x.items],
			datasetItems: x.mask.length,
			kept: x.kept,
			before: {
				scores: Object.fromEntries(models.map((m, k) => [m, num(r ? r.scoresBefore[k] : NaN)])),
				ranking: r ? r.orderBefore.map((m) => models[m]) : []
			},
			tauB: r ? num(r.tauB) : null
		};
	}

	/** Starts a run with the current settings; a run already going is cancelled first. */
	async run(): Promise<void> {
		const record = this.record;
		const matrix = this.analysedMatrix;
		if (!record || !matrix) return;
		if (this.exclusionBlocks) {
			this.#runner.refuse({ message: 'exclusion set not resolved', text: msg('exclude.refused') });
			return;
		}
		const exclusion = this.#exclusionKey();
		const settings = this.#settings;
		this.#lookup++;
		this.#savedOnly = null;
		const problems = this.settingsProblems;
		if (problems.length) {
			this.#runner.refuse({ issues: problems });
			return;
		}
		const sweep = settings.sweep && canSweep(settings.kind);
		// The results JSON's fragility block: a run with extras gets it from its engine worker; a
		// sweep or a search has none, so it is searched in an items worker while the run goes on.
		const base = this.#context(record, matrix, settings);
		const own = sweep || drawTypeOf(base.recipe) === 'search';
		const fragility = own ? startFragility(matrix, settings.topK, this.#fragilityWorker) : null;
		const ctx: RunContext = { ...base, ...(fragility ? { fragility: fragility.read } : {}) };
		// The main result shows as soon as it is in; its extras replace it when they come.
		let main: RunView | null = null;
		const onMain = (view: RunView) => {
			if (exclusion !== this.#exclusionKey()) return;
			main = view;
			this.#show(view, exclusion);
		};
		const clusterColumn = clusterColumnOf(settings, matrix, defaultClusterColumn);
		const job = {
			ctx,
			// every run is measured against its test set's noise floor (with the SEs' clusters);
			// a slow floor (thousands of resamples of a large matrix) comes after the result
			floor: { clusterColumn },
			floorAfter: floorIsSlow(matrix),
			workers: this.#workers,
			extras: sweep
				? null
				: {
						topK: settings.topK,
						clusterColumn,
						maxPairs: 200,
						// Rank probabilities and who beats whom are shares of random redraws.
						ranking: drawTypeOf(ctx.recipe) === 'sample',
						// Rank confidence sets (of the reference set) beside a sample's rank intervals.
						rankSets: rankSetsOf(ctx.recipe, settings, matrix)
					},
			...(sweep
				? {
						steps: sweepSteps(settings, matrix.nItems, trialsSummary(matrix).max),
						defaultSteps: !settings.steps?.length
					}
				: {})
		};
		const view = await this.#runner.run(job, onMain);
		if (!view || exclusion !== this.#exclusionKey() || (main && this.#view !== main)) {
			// Superseded (a run superseded after its main result updates the page only if shown).
			fragility?.cancel();
			return;
		}
		const key = this.#cacheKey(record.id, settings);
		if (!view.extrasState) this.#cache.set(key, view);
		this.#show(view, exclusion);
		await fragility?.settled;
		if (view.result) void this.#session.save(view.result(), savedViewOf(key, view));
	}

	cancel(): void {
		this.#runner.cancel();
	}

	/** Forget cached runs of a dataset (after it is deleted). */
	forget(id: string): void {
		this.#cache.forgetDataset(id);
		this.#runner.forgetFloors(id);
		if (this.record?.id === id) this.close();
	}
}
