/**
 * The import side of the engine: one import worker (detecting formats, proposing choices, building
 * the matrix, reading a library backup) and the library writer worker (storing a dataset off the
 * page). Split from the run pool (`EngineClient.ts`) by meaning: nothing here is shared with runs
 * but the worker factory. Aborting an import terminates the import worker; the worker also ends
 * once no call is in flight and no session is open, giving its heap back.
 */
import * as Comlink from 'comlink';
import type { ImportChoices } from '../formats/import-files.ts';
import type { LibraryArchive } from '../formats/library-file.ts';
import type { DatasetWrite } from '../storage/dataset-write.ts';
import type { ImportCallbacks } from './engine-requests.ts';
import { measure } from './interim.ts';
import { LibraryWriter } from './LibraryWriter.ts';
import { abortPromise, isAbortError, spawn, type Slot, type WorkerFactory } from './worker-slot.ts';
import type {
	AnalyzeOutcome,
	BuildOutcome,
	DroppedFile,
	EngineApi
} from '../../workers/engine.worker.ts';

export class ImportClient {
	readonly #factory: WorkerFactory;
	#importer: Slot | null = null;
	/** Import calls in flight, and the import sessions analysed and not yet released. */
	#importCalls = 0;
	readonly #importSessions = new Set<number>();
	readonly #writer: LibraryWriter;

	constructor(factory: WorkerFactory, writerFactory?: WorkerFactory) {
		this.#factory = factory;
		this.#writer = new LibraryWriter(writerFactory);
	}

	/** Runs an import step in the import worker; aborting terminates that worker. */
	async #importCall<T>(
		call: (api: Comlink.Remote<EngineApi>, progress?: (f: number) => void) => Promise<T>,
		callbacks: ImportCallbacks
	): Promise<T> {
		const slot = (this.#importer ??= spawn(this.#factory));
		const onAbort = () => this.#dropImporter();
		callbacks.signal?.addEventListener('abort', onAbort, { once: true });
		this.#importCalls++;
		try {
			const progress = callbacks.onProgress ? Comlink.proxy(callbacks.onProgress) : undefined;
			return await Promise.race([
				call(slot.api, progress),
				slot.crashed,
				abortPromise(callbacks.signal)
			]);
		} catch (e) {
			if (!isAbortError(e)) this.#dropImporter();
			throw e;
		} finally {
			callbacks.signal?.removeEventListener('abort', onAbort);
			this.#importCalls--;
			this.#endIdleImporter();
		}
	}

	/**
	 * Ends the import worker once it has no call in flight and no session open: parsing a big
	 * file leaves hundreds of MB in its heap (460 MB of the tab after the XL file), which only
	 * ending the worker gives back. The next import starts another (a fresh worker ready at once
	 * was tried: the XL drop -> read was no faster, 4.2-4.5 s either way).
	 */
	#endIdleImporter(): void {
		if (this.#importCalls === 0 && this.#importSessions.size === 0) this.#dropImporter();
	}

	/** Detects formats, proposes choices and builds the matrix with them (import worker). */
	analyzeFiles(
		files: readonly DroppedFile[],
		callbacks: ImportCallbacks = {}
	): Promise<AnalyzeOutcome> {
		const t0 = performance.now();
		const call = this.#importCall(async (api, progress) => {
			const outcome = await api.analyze(files, progress);
			this.#importSessions.add(outcome.session);
			return outcome;
		}, callbacks);
		return call.then((outcome) => {
			measure('analyze', t0);
			return outcome;
		});
	}

	/** Re-reads an analysed session's files with edited choices. */
	buildImport(
		session: number,
		choices: ImportChoices,
		callbacks: ImportCallbacks = {}
	): Promise<BuildOutcome> {
		return this.#importCall((api, progress) => api.build(session, choices, progress), callbacks);
	}

	/** Reads a library backup file in the import worker (inflated and checked once, off the page). */
	readLibraryFile(bytes: Uint8Array, callbacks: ImportCallbacks = {}): Promise<LibraryArchive> {
		return this.#importCall<LibraryArchive>((api) => api.readLibrary(bytes), callbacks);
	}

	/** Lets the import worker forget a session's files. */
	releaseImport(session: number): void {
		if (!this.#importSessions.delete(session)) return;
		void this.#importer?.api.release(session).catch(() => {});
		this.#endIdleImporter();
	}

	/**
	 * Writes a dataset into the library `dbName` off the page, in the library writer worker
	 * (`LibraryWriter.ts`). Fails with a StorageError for a storage failure, else a plain error.
	 */
	storeDataset(dbName: string, write: DatasetWrite): Promise<void> {
		const t0 = performance.now();
		return this.#writer.store(dbName, write).then(() => measure('store', t0));
	}

	#dropImporter(): void {
		this.#importer?.worker.terminate();
		this.#importer = null;
		// its sessions ended with it (a `build` on one asks for the files again)
		this.#importSessions.clear();
	}

	/** Ends the import and writer workers (started again on demand). */
	dispose(): void {
		this.#dropImporter();
		this.#writer.dispose();
	}
}
