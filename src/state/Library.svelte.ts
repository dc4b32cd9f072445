/**
 * The library: stored datasets, imports in progress, the mapping review and import errors.
 *
 * Importing is two steps in the import worker: `analyze` detects each file's format, proposes
 * every choice and builds the matrix with them; then either the import is stored at once (the fast
 * path: a single wide CSV/TSV read the usual way, or a built-in sample) or the proposal is shown
 * for review (`review`), where choices can be changed (each change rebuilds) before `confirm`
 * stores it. A dataset is listed only once it is fully stored; a failed or cancelled import
 * changes nothing.
 */
import { isUnitScale, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { DroppedFile, EngineClient } from '../engine/EngineClient.ts';
import { isAbortError } from '../engine/EngineClient.ts';
import type {
	BuildResult,
	ImportChoices,
	ImportProposal,
	ItemDetails
} from '../formats/import-files.ts';
import type { ImportIssue } from '../formats/issues.ts';
import { nameFromFile, type DatasetRecord } from '../schemas/dataset.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import {
	StorageError,
	type ImportInspection,
	type ImportOutcome,
	type LibraryExport,
	type LibraryStore
} from '../storage/LibraryStore.ts';
import type { Notices } from './Notices.svelte.ts';
import { SAMPLES, type SampleEntry } from './samples.ts';
import { APP_VERSION } from './version.ts';

export interface ImportJob {
	readonly key: number;
	readonly label: string;
	progress: number;
	phase: 'reading' | 'saving';
}

export interface ImportFailure {
	readonly key: number;
	readonly fileName: string;
	readonly issues: readonly ImportIssue[];
}

/** An analysed import waiting for the user's confirmation. */
export interface ImportReview {
	readonly session: number;
	readonly files: readonly DroppedFile[];
	readonly proposal: ImportProposal;
	readonly choices: ImportChoices;
	readonly result: BuildResult;
	readonly id: string | null;
	readonly name: string;
}

type Source = 'file' | 'sample';

export class Library {
	readonly #store: LibraryStore;
	readonly #engine: EngineClient;
	readonly #notices: Notices;
	#datasets = $state.raw<readonly DatasetRecord[]>([]);
	#loaded = $state(false);
	#jobs = $state<ImportJob[]>([]);
	#failures = $state.raw<readonly ImportFailure[]>([]);
	#storageProblem = $state<string | null>(null);
	#review = $state.raw<ImportReview | null>(null);
	#rebuilding = $state(false);
	#rebuildProgress = $state(0);
	#next = 1;
	#controller: AbortController | null = null;
	#buildTicket = 0;

	constructor(store: LibraryStore, engine: EngineClient, notices: Notices) {
		this.#store = store;
		this.#engine = engine;
		this.#notices = notices;
	}

	get datasets(): readonly DatasetRecord[] {
		return this.#datasets;
	}
	get loaded(): boolean {
		return this.#loaded;
	}
	get jobs(): readonly ImportJob[] {
		return this.#jobs;
	}
	get failures(): readonly ImportFailure[] {
		return this.#failures;
	}
	/** Set when storage cannot be read at all (the library list shows it). */
	get storageProblem(): string | null {
		return this.#storageProblem;
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

	get store(): LibraryStore {
		return this.#store;
	}

	async refresh(): Promise<void> {
		try {
			this.#datasets = await this.#store.list();
			this.#storageProblem = null;
		} catch (e) {
			this.#storageProblem = e instanceof Error ? e.message : String(e);
		} finally {
			this.#loaded = true;
		}
	}

	find(id: string): DatasetRecord | undefined {
		return this.#datasets.find((d) => d.id === id);
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
		source: Source = 'file'
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
			let analysed;
			try {
				analysed = await this.#engine.analyzeFiles(dropped, {
					signal: controller.signal,
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
						hint: 'The file may be too large for this browser tab; try a smaller file.'
					}
				]);
				return null;
			}
			const { session, proposal, id } = analysed;
			const name = datasetName(dropped);
			if (source === 'sample' || isPlainWideTable(proposal)) {
				this.#engine.releaseImport(session);
				if (!proposal.result.ok) {
					if (!proposal.result.cancelled) this.#fail(key, label, issuesOf(proposal));
					return null;
				}
				return await this.#save(key, proposal.result, id!, name, dropped, source);
			}
			if (this.#review) this.#engine.releaseImport(this.#review.session);
			this.#review = {
				session,
				files: dropped,
				proposal,
				choices: proposal.choices,
				result: proposal.result,
				id,
				name
			};
			return 'review';
		} finally {
			this.#jobs = this.#jobs.filter((j) => j.key !== key);
			if (this.#jobs.length === 0) this.#controller = null;
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
			this.#review = {
				...this.#review!,
				result: {
					ok: false,
					issues: [
						{
							file: review.name,
							message: `could not be read again (${message}).`,
							hint: 'Drop the files again.'
						}
					],
					preview: null,
					notes: []
				},
				id: null
			};
		} finally {
			if (ticket === this.#buildTicket) this.#rebuilding = false;
		}
	}

	renameReview(name: string): void {
		if (this.#review) this.#review = { ...this.#review, name };
	}

	/** Stores the reviewed import. Returns the dataset, or null when it cannot be stored. */
	async confirmReview(): Promise<DatasetRecord | null> {
		const review = this.#review;
		if (!review || !review.result.ok || !review.id || this.#rebuilding) return null;
		const key = this.#next++;
		this.#jobs = [...this.#jobs, { key, label: review.name, progress: 1, phase: 'saving' }];
		try {
			const record = await this.#save(
				key,
				review.result,
				review.id,
				review.name.trim() || 'dataset',
				review.files,
				'file'
			);
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

	#job(key: number): ImportJob | undefined {
		return this.#jobs.find((j) => j.key === key);
	}

	async #save(
		key: number,
		result: Extract<BuildResult, { ok: true }>,
		id: string,
		name: string,
		files: readonly DroppedFile[],
		source: Source
	): Promise<DatasetRecord | null> {
		const label = files.map((f) => f.name).join(', ');
		const checked = checkMatrix(result.matrix);
		if (!checked.ok) {
			this.#fail(key, label, [
				{
					file: label,
					message: `the importer produced an inconsistent matrix (${checked.reason}).`,
					hint: 'Please report this with the file.'
				}
			]);
			return null;
		}
		const existing = this.find(id);
		if (existing) {
			this.#notices.push('info', `“${label}” is already in the library as “${existing.name}”.`);
			return existing;
		}
		const job = this.#job(key);
		if (job) job.phase = 'saving';
		const m = result.matrix;
		const record: DatasetRecord = {
			id,
			name:
				source === 'sample'
					? (SAMPLES.find((s) => s.fileName === files[0]?.name)?.spec.title ?? name)
					: name.slice(0, 200),
			fileName: label.slice(0, 1000),
			source,
			addedAt: new Date().toISOString(),
			nItems: m.nItems,
			nModels: m.nModels,
			valueType: m.valueType,
			missingCells: m.missingCells,
			metaFields: Object.keys(m.meta),
			notes: datasetNotes(m, result.notes)
		};
		try {
			await this.#store.put(record, m, result.details);
		} catch (e) {
			const message = e instanceof StorageError ? e.message : String(e);
			this.#notices.push('error', message);
			this.#fail(key, label, [{ file: label, message: 'could not be saved.', hint: message }]);
			return null;
		}
		this.#datasets = [record, ...this.#datasets.filter((d) => d.id !== record.id)];
		return record;
	}

	#fail(key: number, fileName: string, issues: readonly ImportIssue[]): void {
		this.#failures = [
			...this.#failures.filter((f) => f.fileName !== fileName),
			{ key, fileName, issues }
		];
	}

	async importSample(sample: SampleEntry): Promise<DatasetRecord | null> {
		let file: File;
		try {
			const response = await fetch(sample.url);
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
			file = new File([await response.blob()], sample.fileName, { type: 'text/csv' });
		} catch (e) {
			this.#notices.push(
				'error',
				`The sample “${sample.spec.title}” could not be loaded (${e instanceof Error ? e.message : String(e)}).`
			);
			return null;
		}
		const record = await this.importFiles([file], 'sample');
		return record === 'review' ? null : record;
	}

	/** The whole library as one file (datasets, saved runs), for backup or another browser. */
	async exportLibrary(): Promise<LibraryExport | null> {
		try {
			return await this.#store.exportAll({ appVersion: APP_VERSION });
		} catch (e) {
			this.#notices.push('error', e instanceof Error ? e.message : String(e));
			return null;
		}
	}

	/** What a library file holds and which datasets are already here (writes nothing). */
	async inspectLibraryFile(bytes: Uint8Array): Promise<ImportInspection> {
		try {
			return await this.#store.inspectImport(bytes);
		} catch (e) {
			return { ok: false, message: e instanceof Error ? e.message : String(e) };
		}
	}

	/** Imports a library file; existing datasets are replaced only with `replace`. */
	async applyLibraryFile(
		bytes: Uint8Array,
		onConflict: 'skip' | 'replace'
	): Promise<ImportOutcome> {
		let outcome: ImportOutcome;
		try {
			outcome = await this.#store.applyImport(bytes, { onConflict });
		} catch (e) {
			outcome = { ok: false, message: e instanceof Error ? e.message : String(e) };
		}
		await this.refresh();
		return outcome;
	}

	/** Deletes the whole library from this browser. */
	async deleteEverything(): Promise<boolean> {
		try {
			await this.#store.deleteEverything();
			this.#datasets = [];
			return true;
		} catch (e) {
			this.#notices.push('error', e instanceof Error ? e.message : String(e));
			return false;
		}
	}

	async rename(id: string, name: string): Promise<void> {
		const trimmed = name.trim();
		if (!trimmed) return;
		try {
			const next = await this.#store.rename(id, trimmed.slice(0, 200));
			this.#datasets = this.#datasets.map((d) => (d.id === id ? next : d));
		} catch (e) {
			this.#notices.push('error', e instanceof Error ? e.message : String(e));
		}
	}

	async remove(id: string): Promise<boolean> {
		try {
			await this.#store.delete(id);
			this.#datasets = this.#datasets.filter((d) => d.id !== id);
			return true;
		} catch (e) {
			this.#notices.push('error', e instanceof Error ? e.message : String(e));
			return false;
		}
	}
}

/**
 * The fast path: one file read as a wide table in the usual orientation, with nothing the
 * proposal wants to point out. Everything else is shown for review first.
 */
function isPlainWideTable(proposal: ImportProposal): boolean {
	if (proposal.files.length !== 1) return false;
	const choice = proposal.choices.files[0];
	return (
		choice.format === 'wide-table' &&
		(choice.orientation ?? 'items-as-rows') === 'items-as-rows' &&
		(choice.scale ?? 1) === 1 &&
		(choice.columns?.meta ?? []).every((c) => /^meta:/i.test(c)) &&
		proposal.notes.length === 0
	);
}

/** The issues that stopped an import: the build's, else the files'. */
function issuesOf(proposal: ImportProposal): readonly ImportIssue[] {
	if (!proposal.result.ok && proposal.result.issues.length) return proposal.result.issues;
	return proposal.files.flatMap((f) => f.issues);
}

/** A dataset name: the file's stem, or the common folder of several files. */
export function datasetName(files: readonly DroppedFile[]): string {
	if (files.length === 1) return nameFromFile(files[0].name.split('/').pop() ?? files[0].name);
	const dirs = files.map((f) => f.name.split('/').slice(0, -1));
	const common: string[] = [];
	for (let k = 0; dirs.every((d) => d.length > k && d[k] === dirs[0][k]); k++)
		common.push(dirs[0][k]);
	if (common.length) return common[common.length - 1];
	return `${nameFromFile(files[0].name)} + ${files.length - 1} more`;
}

function datasetNotes(m: ScoreMatrix, importNotes: readonly string[]): string[] {
	const notes = [...importNotes];
	if (m.missingCells > 0) {
		notes.push(
			`${m.missingCells.toLocaleString('en-US')} of ${(m.nItems * m.nModels).toLocaleString('en-US')} cells are missing; each model is scored over its non-missing items.`
		);
	}
	if (!isUnitScale(m)) notes.push('Some scores lie outside 0–1; they are shown as plain numbers.');
	return notes;
}

export type { ItemDetails };
