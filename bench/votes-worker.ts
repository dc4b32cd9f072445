/**
 * A votes benchmark worker for Node (node:worker_threads): holds one group's fit and runs chunks
 * of its bootstrap over votes (`bootstrapChunk`), as a run worker of the app will.
 */
import { parentPort } from 'node:worker_threads';
import type { GroupFit } from '../src/features/votes/core/group-fit.ts';
import { bootstrapChunk } from '../src/features/votes/core/vote-bootstrap.ts';

export type VotesWorkerRequest =
	| { readonly type: 'load'; readonly group: GroupFit }
	| {
			readonly type: 'chunk';
			readonly seed: number;
			readonly start: number;
			readonly count: number;
	  };

let group: GroupFit | null = null;

parentPort!.on('message', (message: VotesWorkerRequest) => {
	if (message.type === 'load') {
		group = message.group;
		parentPort!.postMessage({ type: 'loaded' });
		return;
	}
	const chunk = bootstrapChunk(group!, message.seed, message.start, message.count);
	parentPort!.postMessage({ type: 'chunk', chunk }, [
		chunk.scores.buffer,
		chunk.ranks.buffer,
		chunk.tau.buffer
	] as ArrayBuffer[]);
});
