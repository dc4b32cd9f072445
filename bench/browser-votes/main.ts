/**
 * The votes benchmark page (served by bench/browser-votes.ts, driven by Playwright): the votes
 * row's measurement of bench/votes.ts, in Chromium. `votesBenchSetup` makes the same seeded votes
 * (untimed) and starts the workers; each `votesBenchRun` times, on the page's clock, aggregating the
 * votes to counts per (pair, outcome), the fit (main thread), sending the fit to each module
 * worker, 1,000 bootstrap resamples and refits in chunks of 50 (two in flight per worker) and the
 * intervals, and returns the ratings and standard errors for the runner's check against scipy.
 */
import { aggregateVotes } from '../../src/features/votes/core/aggregate.ts';
import { fitGroup, type GroupFit } from '../../src/features/votes/core/group-fit.ts';
import { syntheticVotes } from '../../src/features/votes/core/synthetic-votes.ts';
import { bootstrapIntervals } from '../../src/features/votes/core/vote-bootstrap.ts';
import type { Votes } from '../../src/features/votes/core/votes.ts';

export interface VotesBrowserCase {
	readonly votes: number;
	readonly models: number;
	readonly draws: number;
	readonly seed: number;
	readonly workers: number;
	readonly chunk: number;
}

export interface VotesBrowserRun {
	readonly seconds: number;
	readonly fitSeconds: number;
	readonly ratings: number[];
	readonly se: number[];
	readonly userAgent: string;
}

declare global {
	interface Window {
		votesBenchReady: boolean;
		votesBenchSetup: (c: VotesBrowserCase) => Promise<void>;
		votesBenchRun: () => Promise<VotesBrowserRun>;
	}
}

type Port = (message: unknown, transfer?: Transferable[]) => Promise<{ scores?: Float64Array }>;

let state: { c: VotesBrowserCase; votes: Votes; ports: Port[] } | null = null;

function port(w: Worker): Port {
	const pending: ((reply: { scores?: Float64Array }) => void)[] = [];
	w.onmessage = (e) => pending.shift()?.(e.data);
	w.onerror = (e) => console.error(`worker error: ${e.message}`);
	return (message, transfer = []) =>
		new Promise((resolve) => {
			pending.push(resolve);
			w.postMessage(message, transfer);
		});
}

window.votesBenchSetup = async (c) => {
	const votes = syntheticVotes({ models: c.models, votes: c.votes, seed: c.seed }).votes;
	const ports = Array.from({ length: c.workers }, () =>
		port(new Worker(new URL('./votes.worker.ts', import.meta.url), { type: 'module' }))
	);
	state = { c, votes, ports };
};

window.votesBenchRun = async () => {
	const { c, votes, ports } = state!;
	const t0 = performance.now();
	const { counts } = aggregateVotes(votes);
	const group = fitGroup(counts, { tieRule: 'half', l2: 0 }, 0) as GroupFit;
	const fitted = performance.now();
	const K = counts.nModels;
	const scores = new Float64Array(c.draws * K);
	await Promise.all(ports.map((p) => p({ type: 'load', group })));
	let next = 0;
	const work = async (p: Port) => {
		while (next < c.draws) {
			const start = next;
			const count = Math.min(c.chunk, c.draws - start);
			next += count;
			const reply = await p({ type: 'chunk', seed: c.seed, start, count });
			scores.set(reply.scores!, start * K);
		}
	};
	await Promise.all(ports.flatMap((p) => [work(p), work(p)]));
	const intervals = bootstrapIntervals(scores, K);
	const t1 = performance.now();
	return {
		seconds: (t1 - t0) / 1000,
		fitSeconds: (fitted - t0) / 1000,
		ratings: Array.from(group.ratings),
		se: intervals.intervals.map((i) => i.se),
		userAgent: navigator.userAgent
	};
};

window.votesBenchReady = true;
document.getElementById('status')!.textContent = 'ready';
