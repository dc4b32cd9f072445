/**
 * The votes benchmark's module worker in Chromium (bench/browser-votes.ts): holds one group's fit
 * and runs chunks of its bootstrap over votes (`bootstrapChunk`), as bench/votes-worker.ts does in
 * Node and the app's votes worker does for a run.
 */
import type { GroupFit } from '../../src/features/votes/core/group-fit.ts';
import { bootstrapChunk } from '../../src/features/votes/core/vote-bootstrap.ts';

type Request =
	| { readonly type: 'load'; readonly group: GroupFit }
	| {
			readonly type: 'chunk';
			readonly seed: number;
			readonly start: number;
			readonly count: number;
	  };

let group: GroupFit | null = null;

self.onmessage = (e: MessageEvent<Request>) => {
	const m = e.data;
	if (m.type === 'load') {
		group = m.group;
		self.postMessage({ type: 'loaded' });
		return;
	}
	const chunk = bootstrapChunk(group!, m.seed, m.start, m.count);
	(self as unknown as Worker).postMessage({ type: 'chunk', scores: chunk.scores }, [
		chunk.scores.buffer
	]);
};
