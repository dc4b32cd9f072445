/**
 * The engine worker's API in a Node worker thread, for scripts/search-timing.ts: the same
 * functions the app's worker exposes (`workers/engine.worker.ts`), over comlink on the thread's
 * port instead of a browser worker's global scope.
 */
import * as Comlink from 'comlink';
import { parentPort } from 'node:worker_threads';
import { api } from '../workers/engine.worker.ts';

const port = parentPort!;
const endpoint: Comlink.Endpoint = {
	postMessage: (message: unknown, transfer?: Transferable[]) =>
		port.postMessage(message, (transfer ?? []) as never),
	addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
		const f = typeof listener === 'function' ? listener : listener.handleEvent.bind(listener);
		port.on('message', (data: unknown) => f({ data } as MessageEvent));
	},
	removeEventListener: () => {}
};
Comlink.expose(api, endpoint);
