/**
 * The import half of EngineClient, in process: the same worker functions (`workers/engine.worker.ts`
 * `api`), called directly instead of through a worker, with the client's abort semantics.
 */
import type { EngineClient, ImportCallbacks } from '../../../src/engine/EngineClient.ts';
import { AbortError } from '../../../src/engine/EngineClient.ts';
import { api } from '../../../workers/engine.worker.ts';
import { fromStorageFailure } from '../../../src/storage/dataset-write.ts';
import { answer } from '../../../workers/writer.worker.ts';

export class InProcessEngine {
	released: number[] = [];
	analyses = 0;
	backupsRead = 0;
	/** When set, the next analysis fails with this error (a crashed worker). */
	failNext: Error | null = null;

	async #call<T>(work: () => Promise<T>, callbacks: ImportCallbacks): Promise<T> {
		if (callbacks.signal?.aborted) throw new AbortError();
		const aborted = new Promise<never>((_, reject) =>
			callbacks.signal?.addEventListener('abort', () => reject(new AbortError()), { once: true })
		);
		aborted.catch(() => {});
		return Promise.race([work(), aborted]);
	}

	analyzeFiles(...[files, callbacks = {}]: Parameters<EngineClient['analyzeFiles']>) {
		this.analyses++;
		const fail = this.failNext;
		this.failNext = null;
		return this.#call(async () => {
			if (fail) throw fail;
			return api.analyze(files, callbacks.onProgress);
		}, callbacks);
	}

	buildImport(...[session, choices, callbacks = {}]: Parameters<EngineClient['buildImport']>) {
		return this.#call(() => api.build(session, choices, callbacks.onProgress), callbacks);
	}

	/** Matrices sent to the run workers ahead of a run (`EngineClient.preload`), by key. */
	preloaded: string[] = [];
	preload(key: string): void {
		this.preloaded.push(key);
	}

	/** Datasets written as the library writer worker writes them (in process here). */
	stored = 0;
	async storeDataset(...[dbName, write]: Parameters<EngineClient['storeDataset']>) {
		this.stored++;
		const reply = await answer({ id: 0, dbName, write });
		if (reply.ok) return;
		throw reply.failure ? fromStorageFailure(reply.failure) : new Error('not written');
	}

	releaseImport(session: number): void {
		this.released.push(session);
		api.release(session);
	}

	readLibraryFile(...[bytes, callbacks = {}]: Parameters<EngineClient['readLibraryFile']>) {
		this.backupsRead++;
		return this.#call(() => api.readLibrary(bytes), callbacks);
	}

	/** As the client the state classes take. */
	get client(): EngineClient {
		return this as unknown as EngineClient;
	}
}
