/** A benchmark worker for the browser (module worker); the work is in ../worker-core.ts. */
import { handle, type WorkerRequest } from '../worker-core.ts';

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
	const { reply, transfer } = handle(event.data);
	self.postMessage(reply, { transfer });
};
