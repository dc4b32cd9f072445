/**
 * The app's state, built once in main.ts and shared through Svelte context. Views read and call
 * it; it reaches storage and workers only through LibraryStore and EngineClient.
 */
import { getContext, setContext } from 'svelte';
import { EngineClient } from '../engine/EngineClient.ts';
import { hasSettingParams, settingsFromParams, settingsToParams } from '../schemas/settings.ts';
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import { LibraryStore } from '../storage/LibraryStore.ts';
import { Analysis } from './Analysis.svelte.ts';
import { Library } from './Library.svelte.ts';
import { settingsUrlNotice } from './settings-notice.ts';
import { Notices } from './Notices.svelte.ts';
import { Panels } from './Panels.svelte.ts';
import { Route } from './Route.svelte.ts';
import { scoreTablesOf } from '../features/score-tables/state/ScoreTables.svelte.ts';
import { votesOf } from '../features/votes/state/VotesLibrary.svelte.ts';
import { Theme } from './Theme.svelte.ts';
import { DEFAULT_SAMPLE_ID, SAMPLES } from './samples.ts';

const SEEDED_KEY = 'samplesSeeded';

/** The URL parameter naming the exclusion set an analysis leaves out. */
export const EXCLUDE_PARAM = 'exclude';

export class AppState {
	readonly notices = new Notices();
	readonly store = new LibraryStore();
	readonly engine = new EngineClient();
	readonly route = new Route();
	/** Which folded result panels are open (the URL's `panels=`). */
	readonly panels = new Panels(this.route);
	readonly theme = new Theme();
	readonly library = new Library(this.store, this.engine, this.notices);
	readonly analysis = new Analysis(this.store, this.engine, (settings) =>
		this.#writeSettings(settings)
	);
	#started = $state(false);
	/** Files the person dropped or chose since the page loaded (the first-visit sample yields to them). */
	#userImports = 0;

	constructor() {
		// The score tables are made with the app, outside any reactive block. Svelte does not track,
		// in the block that runs, state that the same run created: made lazily by the start screen's
		// `{#if scoreTablesOf(app).review}`, their review was never seen by that block, so a score
		// table chosen before any other screen had asked for them was silently dropped (issue 21).
		scoreTablesOf(this);
		votesOf(this);
	}

	get started(): boolean {
		return this.#started;
	}

	/**
	 * First load: read the library; on a first visit store the default sample and open it, so the
	 * first screen already shows the point of the tool. The sample is stored but not opened when
	 * the person has dropped or chosen files meanwhile (their import, its review or its failure
	 * wins the screen), or has gone elsewhere.
	 */
	async start(): Promise<void> {
		await this.library.refresh();
		let seeded: boolean;
		try {
			seeded = (await this.store.getValue<boolean>(SEEDED_KEY)) === true;
		} catch {
			// Storage unavailable: the library shows why; still show the sample below.
			seeded = false;
		}
		if (!seeded && this.library.datasets.length === 0) {
			const sample = SAMPLES.find((s) => s.spec.id === DEFAULT_SAMPLE_ID);
			const record = sample ? await this.library.importSample(sample) : null;
			try {
				await this.store.setValue(SEEDED_KEY, true);
			} catch {
				// already reported by the library
			}
			if (
				record &&
				this.#userImports === 0 &&
				!this.library.review &&
				!this.route.datasetId &&
				this.route.view === 'start'
			) {
				this.openDataset(record.id, true);
			}
		}
		this.#started = true;
	}

	/**
	 * Current URL settings (invalid values fall back to defaults, with a notice); `settings` is
	 * null when the URL names none (the dataset then opens with its own last settings).
	 */
	urlSettings(): {
		settings: AnalysisSettings | null;
		workers: number | undefined;
		/** The URL's `exclude=`: the exclusion set id runs leave out (null: every item). */
		exclude: string | null;
	} {
		const w = Number(this.route.params.get('workers'));
		const workers = Number.isInteger(w) && w >= 1 && w <= 16 ? w : undefined;
		const exclude = this.route.params.get(EXCLUDE_PARAM) || null;
		if (!hasSettingParams(this.route.params)) return { settings: null, workers, exclude };
		const { settings, urlProblems } = settingsFromParams(this.route.params);
		for (const p of urlProblems) this.notices.push('warning', settingsUrlNotice(p));
		return { settings, workers, exclude };
	}

	/**
	 * Runs the open dataset's analysis without exclusion set `setId` (null: on every item): a new
	 * history entry, since it is another analysis; the URL keeps the set so a reload restores it.
	 */
	applyExclusion(setId: string | null): void {
		const params = new URLSearchParams(this.route.params);
		if (setId) params.set(EXCLUDE_PARAM, setId);
		else params.delete(EXCLUDE_PARAM);
		this.route.go('analysis', params);
	}

	/**
	 * Opens a dataset's analysis with its own last settings (or the defaults): settings do not
	 * carry over from the dataset open before.
	 */
	openDataset(id: string, replace = false): void {
		const params = new URLSearchParams();
		params.set('dataset', id);
		const workers = this.route.params.get('workers');
		if (workers) params.set('workers', workers);
		this.route.go('analysis', params, replace);
	}

	/** Opens a votes dataset's room (`#/votes?dataset=vt-…`). */
	openVotes(id: string, replace = false): void {
		this.route.go('votes', new URLSearchParams({ dataset: id }), replace);
	}

	/** Writes settings into the URL, replacing the entry (settings are not navigation). */
	#writeSettings(settings: AnalysisSettings): void {
		const params = new URLSearchParams(this.route.params);
		settingsToParams(settings, params);
		this.route.go(this.route.view, params, true);
	}

	/** New settings for the open dataset: into the URL, the analysis and the dataset's own. */
	applySettings(settings: AnalysisSettings): void {
		this.#writeSettings(settings);
		this.analysis.setSettings(settings);
	}

	/**
	 * Imports dropped files as one dataset: opens its analysis when it could be stored at once, or
	 * shows the mapping review on the start screen.
	 */
	async importFiles(files: readonly File[]): Promise<void> {
		if (files.length === 0) return;
		this.#userImports++;
		this.library.clearFailures();
		// Pairwise votes go to their own room (issue 34): asked first, because the score-table
		// sniff and the per-item importer's long-table detector would both take a
		// `model_a, model_b, winner` file for a table.
		const votes = await votesOf(this).offer(files);
		if (votes) {
			if (votes.kind === 'stored') this.openVotes(votes.record.id);
			else if (votes.kind === 'review' && this.route.view !== 'start') this.route.go('start');
			return;
		}
		// A score table (models x benchmarks) goes to its own review (issue 14).
		if (await scoreTablesOf(this).offer(files)) {
			if (this.route.view !== 'start') this.route.go('start');
			return;
		}
		const outcome = await this.library.importFiles(files);
		if (outcome === 'review') {
			if (this.route.view !== 'start') this.route.go('start');
		} else if (outcome) this.openDataset(outcome.id);
	}

	/** Stores the reviewed import and opens its analysis. */
	async confirmImport(): Promise<void> {
		const record = await this.library.confirmReview();
		if (record) this.openDataset(record.id);
	}

	/**
	 * Deletes the whole library. The first-visit sample is not added again afterwards: the person
	 * asked for an empty library.
	 */
	async deleteEverything(): Promise<boolean> {
		this.analysis.close();
		if (!(await this.library.deleteEverything())) return false;
		try {
			await this.store.setValue(SEEDED_KEY, true);
		} catch {
			// the next visit will show the sample again; nothing is lost
		}
		return true;
	}

	async deleteDataset(id: string): Promise<void> {
		if (await this.library.remove(id)) {
			this.analysis.forget(id);
			if (this.route.datasetId === id) this.route.go('start');
		}
	}
}

const KEY = Symbol('app');

export function provideApp(app: AppState): void {
	setContext(KEY, app);
}

export function useApp(): AppState {
	return getContext<AppState>(KEY);
}
