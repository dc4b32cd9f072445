/**
 * The page's side of the library writer worker (`workers/writer.worker.ts`): writes imported
 * datasets into the library off the page, so that IndexedDB copies the matrix in that worker
 * rather than on the page (`DatasetWriter`, `LibraryStore.begin`). The worker starts on the first
 * write and is kept; imports and runs never end it. Plain messages matched by id (no comlink).
 */
import { fromStorageFailure, type DatasetWrite } from '../storage/dataset-write.ts';
import type { WriteReply, WriteRequest } from '../../workers/writer.worker.ts';

type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
	new Worker(new URL('../../workers/writer.worker.ts', import.meta.url), {
		type: 'module',
		name: 'library-writer'
	});

interface Writer {
	readonly worker: Worker;
	/** Writes waiting for the worker's reply, by request id. */
	readonly pending: Map<number, (reply: WriteReply) => void>;
}

/** A reply for writes the worker will never answer (it crashed or was ended). */
const LOST: WriteReply = { id: -1, ok: false, failure: null };

export class LibraryWriter {
	readonly #factory: WorkerFactory;
	#writer: Writer | null = null;
	#next = 1;

	constructor(factory: WorkerFactory = defaultFactory) {
		this.#factory = factory;
	}

	/**
	 * Writes a dataset into the library `dbName`. Fails with the StorageError of a storage
	 * failure; any other failure (the worker crashed or would not start) is a plain error, after
	 * which the store writes in the page.
	 */
	store(dbName: string, write: DatasetWrite): Promise<void> {
		let writer: Writer;
		try {
			writer = this.#writer ??= this.#start();
		} catch (e) {
			return Promise.reject(e instanceof Error ? e : new Error(String(e)));
		}
		const id = this.#next++;
		return new Promise<void>((resolve, reject) => {
			writer.pending.set(id, (reply) => {
				if (reply.ok) resolve();
				else if (reply.failure) reject(fromStorageFailure(reply.failure));
				else reject(new Error('the library writer could not write the dataset'));
			});
			writer.worker.postMessage({ id, dbName, write } satisfies WriteRequest);
		});
	}

	/** Ends the worker; writes still waiting fail (plain errors). */
	dispose(): void {
		const writer = this.#writer;
		this.#writer = null;
		if (writer) end(writer);
	}

	#start(): Writer {
		const worker = this.#factory();
		const writer: Writer = { worker, pending: new Map() };
		const fail = () => {
			if (this.#writer === writer) this.#writer = null;
			end(writer);
		};
		worker.addEventListener('message', (event: MessageEvent<WriteReply>) => {
			const settle = writer.pending.get(event.data.id);
			writer.pending.delete(event.data.id);
			settle?.(event.data);
		});
		worker.addEventListener('error', (event) => {
			event.preventDefault();
			fail();
		});
		worker.addEventListener('messageerror', fail);
		return writer;
	}
}

function end(writer: Writer): void {
	writer.worker.terminate();
	for (const settle of writer.pending.values()) settle(LOST);
	writer.pending.clear();
}
