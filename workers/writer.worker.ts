/**
 * The library writer: a worker that writes imported datasets into the library, so that
 * IndexedDB's copy of the values (half a second of the page's time for a 30 MB matrix) costs this
 * thread, not the page's (`DatasetWriter`, `LibraryStore.begin`). Plain messages, no comlink:
 * `{ id, dbName, write }` in, `{ id, ok: true }` or `{ id, ok: false, failure }` out (a
 * StorageError's class does not cross threads; any other failure is `failure: null`, after which
 * the page writes the dataset itself). `EngineClient.storeDataset` starts it and talks to it.
 */
import {
	storageFailure,
	type DatasetWrite,
	type StorageFailure
} from '../src/storage/dataset-write.ts';
import { LibraryStore, StorageError } from '../src/storage/LibraryStore.ts';

export interface WriteRequest {
	readonly id: number;
	readonly dbName: string;
	readonly write: DatasetWrite;
}

export type WriteReply =
	| { readonly id: number; readonly ok: true }
	| { readonly id: number; readonly ok: false; readonly failure: StorageFailure | null };

/** One store per database name, kept between writes. */
const stores = new Map<string, LibraryStore>();

/** One write request, answered. */
export async function answer({ id, dbName, write }: WriteRequest): Promise<WriteReply> {
	const library = stores.get(dbName) ?? new LibraryStore(dbName);
	stores.set(dbName, library);
	try {
		await library.put(write.record, write.matrix, write.details, write.configs);
		return { id, ok: true };
	} catch (e) {
		return { id, ok: false, failure: e instanceof StorageError ? storageFailure(e) : null };
	}
}

declare const WorkerGlobalScope: { new (): unknown } | undefined;
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	self.addEventListener('message', (event: MessageEvent<WriteRequest>) => {
		void answer(event.data).then((reply) => self.postMessage(reply));
	});
}
