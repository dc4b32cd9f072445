/**
 * The library: the stored datasets (listed, renamed, deleted), the imports in progress
 * (`ImportSession`, whose jobs, failures and review the views read here too), and the backup
 * file (exported, or read once in the import worker and then inspected and applied).
 */
import type { EngineClient } from '../engine/EngineClient.ts';
import type { DatasetRecord } from '../schemas/dataset.ts';
import type { ModelFactsEntry } from '../schemas/model-facts.ts';
import { msg } from '../i18n/catalog.ts';
import { completeLibraryRead } from '../storage/library-backup.ts';
import type { DatasetWrite } from '../storage/dataset-write.ts';
import { ScoreTableStore } from '../features/score-tables/storage/ScoreTableStore.ts';
import { VotesStore } from '../features/votes/storage/VotesStore.ts';
import {
	type ImportInspection,
	type ImportOutcome,
	type LibraryExport,
	type LibraryRead,
	type LibraryStore
} from '../storage/LibraryStore.ts';
import {
	ImportSession,
	type DatasetShelf,
	type ImportFailure,
	type ImportJob,
	type ImportReview
} from './ImportSession.svelte.ts';
import type { Notices, NoticeText } from './Notices.svelte.ts';
import type { SampleEntry } from './samples.ts';
import { storageMsg, storageNotice } from './storage-notice.ts';
import { APP_VERSION } from './version.ts';

export class Library {
	readonly #store: LibraryStore;
	/** Score tables travel in the same backup file (`manifest.scoreTables`). */
	readonly #scoreTables: ScoreTableStore;
	/** And votes datasets (`manifest.votes`). */
	readonly #votes: VotesStore;
	readonly #engine: EngineClient;
	readonly #notices: Notices;
	/** Imports in progress and the review. */
	readonly imports: ImportSession;
	#datasets = $state.raw<readonly DatasetRecord[]>([]);
	#loaded = $state(false);
	#storageProblem = $state.raw<NoticeText | null>(null);
	/** Backup files read in the worker, by the bytes the page holds (inspect, then apply). */
	readonly #backups = new WeakMap<Uint8Array, Promise<LibraryRead>>();

	constructor(
		store: LibraryStore,
		engine: EngineClient,
		notices: Notices,
		scoreTables: ScoreTableStore = new ScoreTableStore(),
		votes: VotesStore = new VotesStore()
	) {
		this.#store = store;
		this.#scoreTables = scoreTables;
		this.#votes = votes;
		this.#engine = engine;
		this.#notices = notices;
		this.imports = new ImportSession(engine, this.#shelf(), notices);
	}

	get datasets(): readonly DatasetRecord[] {
		return this.#datasets;
	}
	get loaded(): boolean {
		return this.#loaded;
	}
	/** Set when storage cannot be read at all (the library list shows it). */
	get storageProblem(): NoticeText | null {
		return this.#storageProblem;
	}
	get store(): LibraryStore {
		return this.#store;
	}

	// The import session, as the views read it here.
	get jobs(): readonly ImportJob[] {
		return this.imports.jobs;
	}
	get failures(): readonly ImportFailure[] {
		return this.imports.failures;
	}
	get review(): ImportReview | null {
		return this.imports.review;
	}
	get rebuilding(): boolean {
		return this.imports.rebuilding;
	}
	get rebuildProgress(): number {
		return this.imports.rebuildProgress;
	}
	importFiles(files: readonly File[], source: 'file' | 'sample' = 'file') {
		return this.imports.importFiles(files, source);
	}
	importSample(sample: SampleEntry): Promise<DatasetRecord | null> {
		return this.imports.importSample(sample);
	}
	rechoose(...args: Parameters<ImportSession['rechoose']>): Promise<void> {
		return this.imports.rechoose(...args);
	}
	renameReview(name: string): void {
		this.imports.renameReview(name);
	}
	setReviewReleaseDate(model: string, text: string): boolean {
		return this.imports.setReviewReleaseDate(model, text);
	}
	confirmReview(): Promise<DatasetRecord | null> {
		return this.imports.confirmReview();
	}
	cancelReview(): void {
		this.imports.cancelReview();
	}
	cancelImports(): void {
		this.imports.cancelImports();
	}
	dismissFailure(key: number): void {
		this.imports.dismissFailure(key);
	}
	clearFailures(): void {
		this.imports.clearFailures();
	}

	/**
	 * Where the import session stores datasets: the store (which holds each in memory while it is
	 * written), then the list, once it is stored (as renamed meanwhile, if it was).
	 */
	#shelf(): DatasetShelf {
		return {
			find: (id) => this.find(id),
			put: (record, matrix, details, configs) => {
				// Written in the library writer worker, not on the page (see `DatasetWriter`).
				const writer = (w: DatasetWrite) => this.#engine.storeDataset(this.#store.name, w);
				const begun = this.#store.begin(record, matrix, details, configs, writer);
				if (!begun.ok) return begun;
				const written = begun.written.then(async () => {
					const stored = (await this.#store.get(record.id).catch(() => undefined)) ?? record;
					this.#datasets = [stored, ...this.#datasets.filter((d) => d.id !== record.id)];
				});
				return { ok: true, written };
			}
		};
	}

	async refresh(): Promise<void> {
		try {
			this.#datasets = await this.#store.list();
			this.#storageProblem = null;
		} catch (e) {
			this.#storageProblem = storageNotice(e);
		} finally {
			this.#loaded = true;
		}
	}

	find(id: string): DatasetRecord | undefined {
		return this.#datasets.find((d) => d.id === id);
	}

	async rename(id: string, name: string): Promise<void> {
		const trimmed = name.trim();
		if (!trimmed) return;
		try {
			const next = await this.#store.rename(id, trimmed.slice(0, 200));
			this.#datasets = this.#datasets.map((d) => (d.id === id ? next : d));
		} catch (e) {
			this.#notices.push('error', storageNotice(e));
		}
	}

	/** Replaces a dataset's model facts; false when storage refused (a notice says why). */
	async setModelFacts(id: string, facts: readonly ModelFactsEntry[]): Promise<boolean> {
		try {
			const next = await this.#store.setModelFacts(id, facts);
			this.#datasets = this.#datasets.map((d) => (d.id === id ? next : d));
			return true;
		} catch (e) {
			this.#notices.push('error', storageNotice(e));
			return false;
		}
	}

	async remove(id: string): Promise<boolean> {
		try {
			await this.#store.delete(id);
			this.#datasets = this.#datasets.filter((d) => d.id !== id);
			return true;
		} catch (e) {
			this.#notices.push('error', storageNotice(e));
			return false;
		}
	}

	/** Deletes the whole library from this browser. */
	async deleteEverything(): Promise<boolean> {
		try {
			await this.#store.deleteEverything();
			this.#datasets = [];
			return true;
		} catch (e) {
			this.#notices.push('error', storageNotice(e));
			return false;
		}
	}

	/**
	 * The whole library as one file (datasets, saved runs, score tables, votes), for backup or
	 * another browser.
	 */
	async exportLibrary(): Promise<LibraryExport | null> {
		try {
			const scoreTables = await this.#scoreTables.exportJson();
			const votes = await this.#votes.exportJson();
			return await this.#store.exportAll({ appVersion: APP_VERSION, scoreTables, votes });
		} catch (e) {
			this.#notices.push('error', storageNotice(e));
			return null;
		}
	}

	/**
	 * A backup file read once, in the import worker: the same bytes (inspected, then applied) are
	 * not read again.
	 */
	#readBackup(bytes: Uint8Array): Promise<LibraryRead> {
		let read = this.#backups.get(bytes);
		if (!read) {
			read = this.#engine.readLibraryFile(bytes).then(completeLibraryRead, (e: unknown) => ({
				ok: false as const,
				message: msg('backup.refused.unreadable', {
					detail: e instanceof Error ? e.message : String(e)
				})
			}));
			this.#backups.set(bytes, read);
		}
		return read;
	}

	/** What a library file holds and which datasets are already here (writes nothing). */
	async inspectLibraryFile(bytes: Uint8Array): Promise<ImportInspection> {
		try {
			return await this.#store.inspectImport(await this.#readBackup(bytes));
		} catch (e) {
			return { ok: false, message: storageMsg(e) };
		}
	}

	/** Imports a library file; existing datasets are replaced only with `replace`. */
	async applyLibraryFile(
		bytes: Uint8Array,
		onConflict: 'skip' | 'replace'
	): Promise<ImportOutcome> {
		let outcome: ImportOutcome;
		try {
			const read = await this.#readBackup(bytes);
			outcome = await this.#store.applyImport(read, { onConflict });
			// Score tables after the datasets (their own store, their own transaction).
			if (outcome.ok && read.ok && read.contents.scoreTables?.length) {
				await this.#scoreTables.importJson(read.contents.scoreTables, onConflict);
			}
			// Votes likewise (`features/votes/storage/VotesStore.ts`).
			if (outcome.ok && read.ok && read.contents.votes?.length) {
				await this.#votes.importJson(read.contents.votes, onConflict);
			}
		} catch (e) {
			outcome = { ok: false, message: storageMsg(e) };
		}
		this.#backups.delete(bytes);
		await this.refresh();
		return outcome;
	}
}
