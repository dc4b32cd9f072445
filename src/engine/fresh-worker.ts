/**
 * One call in a fresh worker (comlink), the job prologue the one-shot clients share
 * (`DatesClient`, `ScoreTableClient`, `VotesClient`): the worker is made for the call and terminated when it
 * settles; an abort rejects at once with an `AbortError` (which views treat as normal), a crash
 * with the worker's message.
 */
import * as Comlink from 'comlink';

/** Makes the worker a call runs in (tests pass their own). */
export type WorkerFactory = () => Worker;

export function abortError(): DOMException {
	return new DOMException('The analysis was cancelled.', 'AbortError');
}

/** Runs `call` in a fresh worker; rejects on abort or a crash; always terminates the worker. */
export async function inFreshWorker<Api, T>(
	factory: WorkerFactory,
	call: (api: Comlink.Remote<Api>) => Promise<T>,
	signal?: AbortSignal
): Promise<T> {
	if (signal?.aborted) throw abortError();
	const worker = factory();
	const api = Comlink.wrap<Api>(worker);
	let onAbort = () => {};
	try {
		return await new Promise<T>((resolve, reject) => {
			onAbort = () => reject(abortError());
			signal?.addEventListener('abort', onAbort, { once: true });
			worker.addEventListener('error', (e) => {
				e.preventDefault();
				reject(new Error(e.message || 'the worker stopped unexpectedly'));
			});
			call(api).then(resolve, reject);
		});
	} finally {
		signal?.removeEventListener('abort', onAbort);
		api[Comlink.releaseProxy]();
		worker.terminate();
	}
}
