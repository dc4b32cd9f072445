/**
 * The page's side of the library writer worker (`workers/writer.worker.ts`): writes imported
 * datasets into the library off the page, so that IndexedDB copies the matrix in that worker
 * rather than on the page (`DatasetWriter`, `LibraryStore.begin`). The worker starts on a write
 * and ends `IDLE_MS` after it has answered every write sent to it: a big write leaves its copies
 * in the worker's heap (about 270 MB after the XL file's), which only ending the worker gives back,
 * and starting one costs tens of milliseconds beside a write. Plain messages matched by id (no comlink).
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

/**
 * The writer ends this long after its last answer. Ended at once instead (`IDLE_MS = 0`),
 * import.spec's "a file dropped twice" failed in 3 runs of 4 (the second drop's "already in the
 * library" notice never showed); the cause was not found. With 2 s it passed 9 of 9.
 */
const IDLE_MS = 2_000;

/** A reply for writes the worker will never answer (it crashed or was ended). */
const LOST: WriteReply = { id: -1, ok: false, failure: null };

export class LibraryWriter {
	readonly #factory: WorkerFactory;
	#writer: Writer | null = null;
	#next = 1;
	readonly #idleMs: number;
	#idle: ReturnType<typeof setTimeout> | null = null;

	constructor(factory: WorkerFactory = defaultFactory, idleMs = IDLE_MS) {
		this.#factory = factory;
		this.#idleMs = idleMs;
	}

	/** Ends `writer` once it has had nothing to write for `idleMs`. */
	#endWhenIdle(writer: Writer): void {
		this.#clearIdle();
		this.#idle = setTimeout(() => {
			this.#idle = null;
			if (this.#writer !== writer || writer.pending.size > 0) return;
			this.#writer = null;
			end(writer);
		}, this.#idleMs);
	}

	#clearIdle(): void {
		if (this.#idle !== null) clearTimeout(this.#idle);
		this.#idle = null;
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
		this.#clearIdle();
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
		this.#clearIdle();
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
			// Nothing more to write: end it after `idleMs` (its memory goes back to the system).
			if (writer.pending.size === 0) this.#endWhenIdle(writer);
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
