/** A benchmark worker for Node (node:worker_threads); the work is in worker-core.ts. */
import { parentPort } from 'node:worker_threads';
import { handle, type WorkerRequest } from './worker-core.ts';

parentPort!.on('message', (message: WorkerRequest) => {
	const { reply, transfer } = handle(message);
	parentPort!.postMessage(reply, transfer);
});
