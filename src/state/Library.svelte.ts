/**
 * The library: stored datasets, imports in progress and their errors. Imports run in a worker;
 * a dataset is listed only once it is fully stored, and a failed import changes nothing.
 */
import { isUnitScale } from '../core/ScoreMatrix.ts';
import type { EngineClient } from '../engine/EngineClient.ts';
import { isAbortError } from '../engine/EngineClient.ts';
import type { ImportIssue } from '../formats/ImportResult.ts';
import { nameFromFile, type DatasetRecord } from '../schemas/dataset.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import { StorageError, type LibraryStore } from '../storage/LibraryStore.ts';
import type { Notices } from './Notices.svelte.ts';
import { SAMPLES, type SampleEntry } from './samples.ts';

export interface ImportJob {
	readonly key: number;
	readonly fileName: string;
	readonly size: number;
	progress: number;
	phase: 'reading' | 'saving';
}

export interface ImportFailure {
	readonly key: number;
	readonly fileName: string;
	readonly issues: readonly ImportIssue[];
}

export class Library {
	readonly #store: LibraryStore;
	readonly #engine: EngineClient;
	readonly #notices: Notices;
	#datasets = $state.raw<readonly DatasetRecord[]>([]);
	#loaded = $state(false);
	#jobs = $state<ImportJob[]>([]);
	#failures = $state.raw<readonly ImportFailure[]>([]);
	#storageProblem = $state<string | null>(null);
	#next = 1;
	#controller: AbortController | null = null;

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
	 * Imports files one after another. Returns the records stored (new or already present), in
	 * the order given; failures are listed in `failures`.
	 */
	async importFiles(
		files: readonly File[],
		source: 'file' | 'sample' = 'file'
	): Promise<DatasetRecord[]> {
		const controller = (this.#controller ??= new AbortController());
		const stored: DatasetRecord[] = [];
		const jobs = files.map((f) => ({
			key: this.#next++,
			fileName: f.name,
			size: f.size,
			progress: 0,
			phase: 'reading' as const
		}));
		this.#jobs = [...this.#jobs, ...jobs];
		try {
			for (let k = 0; k < files.length; k++) {
				const record = await this.#importOne(files[k], jobs[k].key, source, controller.signal);
				if (record) stored.push(record);
			}
		} finally {
			const keys = new Set(jobs.map((j) => j.key));
			this.#jobs = this.#jobs.filter((j) => !keys.has(j.key));
			if (this.#jobs.length === 0) this.#controller = null;
		}
		return stored;
	}

	#job(key: number): ImportJob | undefined {
		return this.#jobs.find((j) => j.key === key);
	}

	async #importOne(
		file: File,
		key: number,
		source: 'file' | 'sample',
		signal: AbortSignal
	): Promise<DatasetRecord | null> {
		let outcome;
		try {
			outcome = await this.#engine.importFile(file, {
				signal,
				onProgress: (f) => {
					const job = this.#job(key);
					if (job) job.progress = f;
				}
			});
		} catch (e) {
			if (isAbortError(e)) return null;
			this.#fail(key, file.name, [
				{
					file: file.name,
					message: `the import stopped unexpectedly (${e instanceof Error ? e.message : String(e)}).`,
					hint: 'The file may be too large for this browser tab; try a smaller file.'
				}
			]);
			return null;
		}
		if (!outcome.ok) {
			this.#fail(key, file.name, outcome.issues);
			return null;
		}
		const checked = checkMatrix(outcome.matrix);
		if (!checked.ok) {
			this.#fail(key, file.name, [
				{
					file: file.name,
					message: `the importer produced an inconsistent matrix (${checked.reason}).`,
					hint: 'Please report this with the file.'
				}
			]);
			return null;
		}
		const existing = this.find(outcome.id);
		if (existing) {
			this.#notices.push('info', `“${file.name}” is already in the library as “${existing.name}”.`);
			return existing;
		}
		const job = this.#job(key);
		if (job) job.phase = 'saving';
		const m = outcome.matrix;
		const notes = [...outcome.notes];
		if (m.missingCells > 0) {
			notes.push(
				`${m.missingCells.toLocaleString('en-US')} of ${(m.nItems * m.nModels).toLocaleString('en-US')} cells are missing; each model is scored over its non-missing items.`
			);
		}
		if (!isUnitScale(m))
			notes.push('Some scores lie outside 0–1; they are shown as plain numbers.');
		const record: DatasetRecord = {
			id: outcome.id,
			name:
				source === 'sample'
					? (SAMPLES.find((s) => s.fileName === file.name)?.spec.title ?? nameFromFile(file.name))
					: nameFromFile(file.name),
			fileName: file.name,
			source,
			addedAt: new Date().toISOString(),
			nItems: m.nItems,
			nModels: m.nModels,
			valueType: m.valueType,
			missingCells: m.missingCells,
			metaFields: Object.keys(m.meta),
			notes
		};
		try {
			await this.#store.put(record, m);
		} catch (e) {
			const message = e instanceof StorageError ? e.message : String(e);
			this.#notices.push('error', message);
			this.#fail(key, file.name, [
				{ file: file.name, message: 'could not be saved.', hint: message }
			]);
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
		const [record] = await this.importFiles([file], 'sample');
		return record ?? null;
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
