/**
 * Imports in progress: the jobs (with progress and cancel), the failures, and the import waiting
 * for review.
 *
 * Importing is two steps in the import worker: `analyze` detects each file's format, proposes
 * every choice and builds the matrix with them; then either the import is stored at once (the fast
 * path: a single wide CSV/TSV read the usual way, or a built-in sample) or the proposal is shown
 * for review (`review`), where choices can be changed (each change rebuilds) before `confirm`
 * stores it. Storing only starts the IndexedDB write: the dataset is held in memory meanwhile
 * (`LibraryStore.begin`), so its analysis opens at once, and the run workers get its matrix
 * (`EngineClient.preload`). A dataset is listed only once it is fully stored; a write that fails
 * later is reported then (a notice and a failure) and the open analysis keeps working from
 * memory. A failed or cancelled import changes nothing.
 */
import type { DroppedFile, EngineClient } from '../engine/EngineClient.ts';
import { isAbortError } from '../engine/EngineClient.ts';
import type { BuildResult, ImportChoices, ImportProposal } from '../formats/import-files.ts';
import type { ImportIssue } from '../formats/issues.ts';
import { withReleaseDate } from '../formats/model-facts.ts';
import type { DatasetRecord } from '../schemas/dataset.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import type { ItemDetails } from '../schemas/item-details.ts';
import type { RunConfigs } from '../schemas/run-config.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { storageMessage } from '../storage/LibraryStore.ts';
import { msg } from '../i18n/catalog.ts';
import { storageNotice } from './storage-notice.ts';
import { measureImport } from './user-timing.ts';
import {
	datasetName,
	datasetRecord,
	fileLabel,
	isPlainWideTable,
	issuesOf,
	type DatasetSource
} from './dataset-record.ts';
import type { Notices } from './Notices.svelte.ts';
import type { SampleEntry } from './samples.ts';

export interface ImportJob {
	readonly key: number;
	readonly label: string;
	progress: number;
	phase: 'reading' | 'saving';
}

/**
 * An import that stored nothing, and why (the files, rows and columns at fault); `key` is the
 * job it was (a later failure of the same files replaces it).
 */
export type ImportFailure = Readonly<{
	key: number;
	fileName: string;
	issues: readonly ImportIssue[];
}>;

/** An analysed import waiting for the user's confirmation. */
export interface ImportReview {
	/** The import worker's session holding the files (released on confirm or cancel). */
	readonly session: number;
	readonly files: readonly DroppedFile[];
	/** What was detected and proposed; `choices` and `result` follow the user's changes. */
	readonly proposal: ImportProposal;
	readonly choices: ImportChoices;
	readonly result: BuildResult;
	/** The dataset id (fingerprint) of `result`'s matrix; null when it failed. */
	readonly id: string | null;
	readonly name: string;
}

/** Where imports are stored: the library (`Library.svelte.ts`). */
export interface DatasetShelf {
	find(id: string): DatasetRecord | undefined;
	/**
	 * Starts storing a dataset (all or nothing; `LibraryStore.begin`): from now on it opens from
	 * memory. Refused at once when invalid; otherwise `written` settles when it is stored, or
	 * fails with a StorageError.
	 */
	put(
		record: DatasetRecord,
		matrix: ScoreMatrix,
		details: ItemDetails | null,
		configs?: RunConfigs | null
	): { ok: true; written: Promise<void> } | { ok: false; error: unknown };
}

export class ImportSession {
	readonly #engine: EngineClient;
	readonly #shelf: DatasetShelf;
	readonly #notices: Notices;
	readonly #fetch: typeof fetch;
	#jobs = $state<ImportJob[]>([]);
	#failures = $state.raw<readonly ImportFailure[]>([]);
	#review = $state.raw<ImportReview | null>(null);
	#rebuilding = $state(false);
	#rebuildProgress = $state(0);
	#saving = $state(0);
	#next = 1;
	/** Writes going on (see `saved`). */
	readonly #writes = new Set<Promise<void>>();
	/**
	 * The datasets being written, by id (fingerprint): the shelf lists a dataset only once it is
	 * stored, so the same file dropped again meanwhile is found here, and gets the same "already in
	 * the library" notice instead of opening a second write of it.
	 */
	readonly #writing = new Map<string, DatasetRecord>();
	#controller: AbortController | null = null;
	#buildTicket = 0;

	constructor(
		engine: EngineClient,
		shelf: DatasetShelf,
		notices: Notices,
		fetcher: typeof fetch = (...args) => fetch(...args)
	) {
		this.#engine = engine;
		this.#shelf = shelf;
		this.#notices = notices;
		this.#fetch = fetcher;
	}

	get jobs(): readonly ImportJob[] {
		return this.#jobs;
	}
	get failures(): readonly ImportFailure[] {
		return this.#failures;
	}
	/** The import waiting for review, if any. */
	get review(): ImportReview | null {
		return this.#review;
	}
	/** True while a changed choice is being rebuilt. */
	get rebuilding(): boolean {
		return this.#rebuilding;
	}
	get rebuildProgress(): number {
		return this.#rebuildProgress;
	}

	/** Datasets whose write is still going on. */
	get saving(): number {
		return this.#saving;
	}

	/** Settles once every write begun so far has ended (stored, or failed and reported). */
	async saved(): Promise<void> {
		while (this.#writes.size) await Promise.all([...this.#writes]);
	}

	dismissFailure(key: number): void {
		this.#failures = this.#failures.filter((f) => f.key !== key);
	}

	clearFailures(): void {
		this.#failures = [];
	}

	cancelImports(): void {
		this.#controller?.abort();
	}

	/**
	 * Analyses dropped files as one import. Returns the stored dataset when it could be stored at
	 * once, `'review'` when the mapping is waiting for confirmation, or null when it failed or was
	 * cancelled (the failure is listed in `failures`).
	 */
	async importFiles(
		files: readonly File[],
		source: DatasetSource = 'file'
	): Promise<DatasetRecord | 'review' | null> {
		if (files.length === 0) return null;
		const dropped: DroppedFile[] = files.map((f) => ({
			blob: f,
			name: f.webkitRelativePath || f.name
		}));
		const label =
			files.length === 1 ? dropped[0].name : `${files.length} files (${dropped[0].name}, …)`;
		const key = this.#next++;
		const controller = (this.#controller ??= new AbortController());
		this.#jobs = [...this.#jobs, { key, label, progress: 0, phase: 'reading' }];
		try {
			const analysed = await this.#analyze(key, label, dropped, controller.signal);
			if (!analysed) return null;
			const { session, proposal, id } = analysed;
			const name = proposal.name ?? datasetName(dropped);
			if (source === 'sample' || isPlainWideTable(proposal)) {
				this.#engine.releaseImport(session);
				if (!proposal.result.ok) {
					if (!proposal.result.cancelled) this.#fail(key, label, issuesOf(proposal));
					return null;
				}
				return await this.#save(key, proposal.result, id!, name, dropped, source);
			}
			if (this.#review) this.#engine.releaseImport(this.#review.session);
			const { choices, result } = proposal;
			this.#review = { session, files: dropped, proposal, choices, result, id, name };
			return 'review';
		} finally {
			this.#jobs = this.#jobs.filter((j) => j.key !== key);
			if (this.#jobs.length === 0) this.#controller = null;
		}
	}

	/** The worker's analysis, or null when it was cancelled or failed (the failure is listed). */
	async #analyze(key: number, label: string, dropped: DroppedFile[], signal: AbortSignal) {
		try {
			return await this.#engine.analyzeFiles(dropped, {
				signal,
				onProgress: (f) => {
					const job = this.#job(key);
					if (job) job.progress = f;
				}
			});
		} catch (e) {
			if (isAbortError(e)) return null;
			this.#fail(key, label, [
				{
					file: label,
					message: `the import stopped unexpectedly (${e instanceof Error ? e.message : String(e)}).`,
					hint: 'The file may be too large for this browser tab; try a smaller file.',
					code: 'import-worker-crashed',
					params: { detail: e instanceof Error ? e.message : String(e) }
				}
			]);
			return null;
		}
	}

	/** Rebuilds the reviewed import with edited choices (the latest change wins). */
	async rechoose(choices: ImportChoices): Promise<void> {
		const review = this.#review;
		if (!review) return;
		const ticket = ++this.#buildTicket;
		this.#review = { ...review, choices };
		this.#rebuilding = true;
		this.#rebuildProgress = 0;
		try {
			const { result, id } = await this.#engine.buildImport(review.session, choices, {
				onProgress: (f) => {
					if (ticket === this.#buildTicket) this.#rebuildProgress = f;
				}
			});
			if (ticket !== this.#buildTicket || this.#review?.session !== review.session) return;
			this.#review = { ...this.#review, result, id };
		} catch (e) {
			if (ticket !== this.#buildTicket || isAbortError(e)) return;
			const message = e instanceof Error ? e.message : String(e);
			const issue = {
				file: review.name,
				message: `could not be read again (${message}).`,
				hint: 'Drop the files again.',
				code: 'read-again-failed',
				params: { detail: message }
			} as const;
			const result: BuildResult = { ok: false, issues: [issue], preview: null, notes: [] };
			this.#review = { ...this.#review!, result, id: null };
		} finally {
			if (ticket === this.#buildTicket) this.#rebuilding = false;
		}
	}

	renameReview(name: string): void {
		if (this.#review) this.#review = { ...this.#review, name };
	}

	/**
	 * Sets a model's release date in the review (stored with the dataset on confirm); false when
	 * the text is not a date. A changed choice builds again and reads the facts again.
	 */
	setReviewReleaseDate(model: string, text: string): boolean {
		const review = this.#review;
		if (!review?.result.ok) return false;
		const { result } = review;
		const m = result.matrix.models.indexOf(model);
		if (m < 0) return false;
		const next = withReleaseDate(result.modelFacts?.[m], text);
		if (next === false) return false;
		const facts = result.matrix.models.map((_, k) => result.modelFacts?.[k] ?? null);
		facts[m] = next;
		this.#review = { ...review, result: { ...result, modelFacts: facts } };
		return true;
	}

	/** Stores the reviewed import. Returns the dataset, or null when it cannot be stored. */
	async confirmReview(): Promise<DatasetRecord | null> {
		const review = this.#review;
		if (!review || !review.result.ok || !review.id || this.#rebuilding) return null;
		const key = this.#next++;
		this.#jobs = [...this.#jobs, { key, label: review.name, progress: 1, phase: 'saving' }];
		try {
			const name = review.name.trim() || 'dataset';
			const record = await this.#save(key, review.result, review.id, name, review.files, 'file');
			if (record) {
				this.#engine.releaseImport(review.session);
				this.#review = null;
			}
			return record;
		} finally {
			this.#jobs = this.#jobs.filter((j) => j.key !== key);
		}
	}

	cancelReview(): void {
		if (!this.#review) return;
		this.#engine.releaseImport(this.#review.session);
		this.#buildTicket++;
		this.#rebuilding = false;
		this.#review = null;
	}

	/** Fetches a built-in sample and imports it (stored at once, never reviewed). */
	async importSample(sample: SampleEntry): Promise<DatasetRecord | null> {
		let file: File;
		try {
			const response = await this.#fetch(sample.url);
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
			file = new File([await response.blob()], sample.fileName, { type: 'text/csv' });
		} catch (e) {
			this.#notices.push(
				'error',
				msg('import.notice.sampleFailed', {
					sample: sample.spec.title,
					detail: e instanceof Error ? e.message : String(e)
				})
			);
			return null;
		}
		const record = await this.importFiles([file], 'sample');
		return record === 'review' ? null : record;
	}

	#job(key: number): ImportJob | undefined {
		return this.#jobs.find((j) => j.key === key);
	}

	async #save(
		key: number,
		result: Extract<BuildResult, { ok: true }>,
		id: string,
		name: string,
		files: readonly DroppedFile[],
		source: DatasetSource
	): Promise<DatasetRecord | null> {
		const label = fileLabel(files);
		const checked = checkMatrix(result.matrix);
		if (!checked.ok) {
			this.#fail(key, label, [
				{
					file: label,
					message: `the importer produced an inconsistent matrix (${checked.reason}).`,
					hint: 'Please report this with the file.',
					code: 'inconsistent-matrix',
					params: { detail: checked.reason }
				}
			]);
			return null;
		}
		const existing = this.#shelf.find(id) ?? this.#writing.get(id);
		if (existing) {
			this.#notices.push(
				'info',
				msg('import.notice.duplicate', { file: label, name: existing.name })
			);
			void this.#engine.preload(id, result.matrix);
			return existing;
		}
		const job = this.#job(key);
		if (job) job.phase = 'saving';
		const record = datasetRecord({ id, name, files, source, result });
		const begun = this.#shelf.put(record, result.matrix, result.details, result.configs);
		if (!begun.ok) {
			this.#notSaved(key, label, begun.error);
			return null;
		}
		this.#writing.set(id, record);
		void this.#engine.preload(id, result.matrix);
		const t0 = performance.now();
		this.#track(
			begun.written
				.then(
					() => measureImport('write', t0),
					(e: unknown) => this.#notSaved(key, label, e)
				)
				// Listed by the shelf now, or not stored (a later drop may try again).
				.finally(() => this.#writing.delete(id))
		);
		return record;
	}

	/** Counts a write until it ends. */
	#track(write: Promise<void>): void {
		this.#writes.add(write);
		this.#saving = this.#writes.size;
		void write.finally(() => {
			this.#writes.delete(write);
			this.#saving = this.#writes.size;
		});
	}

	/** A dataset that could not be stored: a notice (the sentence for its kind) and a failure. */
	#notSaved(key: number, label: string, e: unknown): void {
		this.#notices.push('error', storageNotice(e));
		this.#fail(key, label, [
			{ file: label, message: 'could not be saved.', hint: storageMessage(e), code: 'not-saved' }
		]);
	}

	#fail(key: number, fileName: string, issues: readonly ImportIssue[]): void {
		this.#failures = [
			...this.#failures.filter((f) => f.fileName !== fileName),
			{ key, fileName, issues }
		];
	}
}
