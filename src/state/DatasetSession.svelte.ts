/**
 * The open dataset: loading its record and matrix, its saved runs, and its own last settings (a
 * per-dataset value in the library). Knows nothing of runs; `Analysis` composes it with the run
 * state.
 */
import type { AnalysisSettings } from '../core/analysis-settings.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { DatasetRecord } from '../schemas/dataset.ts';
import type { RunResult } from '../schemas/results.ts';
import type { LibraryStore } from '../storage/LibraryStore.ts';
import { datasetValueKey, type SavedRun, type SavedView } from '../storage/saved-run.ts';
import type { Msg } from '../i18n/catalog.ts';
import { settingsRecord, SETTINGS_FIELD } from './dataset-settings.ts';
import { storageMsg } from './storage-notice.ts';
import { measureImport } from './user-timing.ts';

export type LoadStatus = 'empty' | 'loading' | 'ready' | 'missing' | 'error';

export class DatasetSession {
	readonly #store: LibraryStore;
	#record = $state.raw<DatasetRecord | null>(null);
	#matrix = $state.raw<ScoreMatrix | null>(null);
	#load = $state<LoadStatus>('empty');
	#loadError = $state.raw<Msg | null>(null);
	#saved = $state.raw<readonly SavedRun[]>([]);
	#saveProblem = $state.raw<Msg | null>(null);
	#opening = 0;

	constructor(store: LibraryStore) {
		this.#store = store;
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
	/** Results of earlier runs on this dataset, newest first (kept in the library). */
	get savedRuns(): readonly SavedRun[] {
		return this.#saved;
	}
	/** Why the last result could not be saved, if it could not. */
	get saveProblem(): Msg | null {
		return this.#saveProblem;
	}

	/** Whether dataset `id` is open and loaded. */
	isOpen(id: string): boolean {
		return this.#record?.id === id && this.#load === 'ready';
	}

	/**
	 * Loads dataset `id` with its own last settings (undefined when it has none). Resolves null when
	 * it could not be loaded, or when another `open` or `close` came after this one.
	 */
	async open(id: string): Promise<{ storedSettings: unknown } | null> {
		const ticket = ++this.#opening;
		const t0 = performance.now();
		this.#load = 'loading';
		this.#loadError = null;
		this.#record = null;
		this.#matrix = null;
		this.#saved = [];
		try {
			// A dataset being written (just imported) opens from memory and has no settings of its
			// own yet: no read waits behind its write.
			const held = this.#store.holds(id);
			const [record, matrix, stored] = await Promise.all([
				this.#store.get(id),
				this.#store.getMatrix(id),
				held
					? undefined
					: this.#store
							.getValue<unknown>(datasetValueKey(id, SETTINGS_FIELD))
							.catch(() => undefined)
			]);
			if (ticket !== this.#opening) return null;
			if (!record || !matrix) {
				this.#load = 'missing';
				return null;
			}
			this.#record = record;
			this.#matrix = matrix;
			this.#load = 'ready';
			measureImport('open', t0);
			void this.loadSaved(id);
			return { storedSettings: stored };
		} catch (e) {
			if (ticket !== this.#opening) return null;
			this.#load = 'error';
			this.#loadError = storageMsg(e);
			return null;
		}
	}

	close(): void {
		this.#opening++;
		this.#record = null;
		this.#matrix = null;
		this.#load = 'empty';
	}

	/** Renames the open dataset in view (storage is the library's job). */
	renamed(record: DatasetRecord): void {
		if (this.#record?.id === record.id) this.#record = record;
	}

	/** Keeps the open dataset's settings as its own (best effort: a failure loses nothing shown). */
	async keepSettings(settings: AnalysisSettings): Promise<void> {
		const id = this.#record?.id;
		if (!id) return;
		try {
			await this.#store.setValue(datasetValueKey(id, SETTINGS_FIELD), settingsRecord(settings));
		} catch {
			// The settings stay in the URL; storage problems are reported by the library.
		}
	}

	async loadSaved(id: string): Promise<void> {
		try {
			const runs = await this.#store.listRuns(id);
			if (this.#record?.id === id) this.#saved = runs;
		} catch {
			this.#saved = [];
		}
	}

	/**
	 * Keeps a result in the library (saved runs travel with the library file), then its figures
	 * (`kept`, when given: so that it comes back without running again).
	 */
	async save(result: RunResult, kept: SavedView | null = null): Promise<void> {
		try {
			await this.#store.saveRun(result);
			if (kept) await this.#store.saveView(kept);
			this.#saveProblem = null;
			await this.loadSaved(result.dataset.id);
		} catch (e) {
			this.#saveProblem = storageMsg(e);
		}
	}

	/** A kept result and its saved run by run key (each absent when not kept; both on failure). */
	async kept(key: string): Promise<{ view: SavedView | undefined; run: SavedRun | undefined }> {
		try {
			return await this.#store.getView(key);
		} catch {
			return { view: undefined, run: undefined };
		}
	}
}
