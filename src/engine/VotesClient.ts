/**
 * The votes worker (`workers/votes.worker.ts`), wrapped once (comlink), as the dates and score-
 * table clients: each job runs in a fresh worker that is terminated when it is done or when the
 * signal aborts (an abort rejects with an `AbortError`, which the view treats as normal). A job
 * that needs the fit first analyses the votes in its worker (the worker keeps them by key for the
 * job's later calls), so the page never holds a worker between jobs.
 */
import type * as Comlink from 'comlink';
import { abortError, inFreshWorker, type WorkerFactory } from './fresh-worker.ts';
import type { DrawColumns } from '../core/run-types.ts';
import type { NoiseFloor } from '../core/stats/noise-floor.ts';
import type { FlipSearch } from '../features/votes/core/fewest-to-flip.ts';
import type { VoteAnalysis, VoteAnalysisOptions } from '../features/votes/core/vote-analysis.ts';
import type { VoteRecipe, VoteRecipeIssue } from '../features/votes/core/vote-kinds.ts';
import type { VoteVariant } from '../features/votes/core/vote-perturbations.ts';
import type { Votes } from '../features/votes/core/votes.ts';
import type { VotesLayout, VotesParse } from '../features/votes/formats/votes-parse.ts';
import type { VotesWorkerApi } from '../../workers/votes.worker.ts';

type VotesWorkerFactory = WorkerFactory;

const defaultFactory: VotesWorkerFactory = () =>
	new Worker(new URL('../../workers/votes.worker.ts', import.meta.url), {
		type: 'module',
		name: 'votes'
	});

/** The key a job's worker keeps its votes under (one job, one worker: any name does). */
const KEY = 'job';

/** `inFreshWorker` with this client's worker API. */
function inWorker<T>(
	call: (api: Comlink.Remote<VotesWorkerApi>) => Promise<T>,
	signal: AbortSignal | undefined,
	factory: VotesWorkerFactory
): Promise<T> {
	return inFreshWorker<VotesWorkerApi, T>(factory, call, signal);
}

/** A votes file's text read in its layout (the good votes, the bad rows as issues). */
export function parseVotesInWorker(
	text: string,
	fileName: string,
	layout: VotesLayout,
	signal?: AbortSignal,
	factory: VotesWorkerFactory = defaultFactory
): Promise<VotesParse> {
	return inWorker((api) => api.parse(text, fileName, layout), signal, factory);
}

/** arena-hard-auto judgment files read together as one set of votes. */
export function parseJudgmentsInWorker(
	files: { name: string; text: string }[],
	signal?: AbortSignal,
	factory: VotesWorkerFactory = defaultFactory
): Promise<VotesParse> {
	return inWorker((api) => api.parseJudgments(files), signal, factory);
}

/** A Parquet file as votes, or null when it is not a votes table. */
export function parseParquetVotesInWorker(
	file: Blob,
	name: string,
	signal?: AbortSignal,
	factory: VotesWorkerFactory = defaultFactory
): Promise<VotesParse | null> {
	return inWorker((api) => api.parseParquet(file, name), signal, factory);
}

/** Every group's ratings with both intervals. */
export function analyzeVotesInWorker(
	votes: Votes,
	options: VoteAnalysisOptions,
	signal?: AbortSignal,
	factory: VotesWorkerFactory = defaultFactory
): Promise<VoteAnalysis> {
	return inWorker((api) => api.analyze(KEY, votes, options), signal, factory);
}

/**
 * The fewest votes that flip group `group`'s leader, or with `pair` (group model indices, the
 * higher-rated first) that let `pair[1]` reach `pair[0]` (found, verified, with its lower bound).
 */
export function fewestToFlipInWorker(
	votes: Votes,
	options: VoteAnalysisOptions,
	group: number,
	signal?: AbortSignal,
	factory: VotesWorkerFactory = defaultFactory,
	pair: readonly [number, number] | null = null
): Promise<FlipSearch> {
	return inWorker(
		async (api) => {
			await api.analyze(KEY, votes, { ...options, bootstrapDraws: 0, rankSetDraws: 0 });
			return api.fewestToFlip(KEY, group, pair);
		},
		signal,
		factory
	);
}

/** What a perturbation run of one group returns: its draws and the group's noise floor. */
export interface VoteRunOutcome {
	/** Draws (or variants) of the group's ratings, group model order (`vote-draws.ts`). */
	readonly draws: DrawColumns;
	/** The fixed variants the draws are, or null for random draws. */
	readonly variants: readonly VoteVariant[] | null;
	readonly floor: NoiseFloor;
	/** What stops the recipe on these votes (no draws then). */
	readonly issues: readonly VoteRecipeIssue[];
}

/** Draws asked for at a time: the progress bar moves between them. */
const CHUNK = 25;

/**
 * One perturbation run of group `group`: the noise floor (bootstrap over votes, `seed`), then
 * `draws` draws of `recipe` from `seed` (fixed variants: all of them), reporting the share done.
 */
export function voteRunInWorker(
	votes: Votes,
	options: VoteAnalysisOptions,
	group: number,
	run: { readonly recipe: VoteRecipe; readonly draws: number; readonly seed: number },
	job: { readonly signal?: AbortSignal; readonly onProgress?: (share: number) => void } = {},
	factory: VotesWorkerFactory = defaultFactory
): Promise<VoteRunOutcome> {
	const { signal, onProgress } = job;
	return inWorker(
		async (api) => {
			const analysis = await api.analyze(KEY, votes, {
				...options,
				bootstrapDraws: 0,
				rankSetDraws: 0
			});
			const K = analysis.groups[group]?.models.length ?? 0;
			const issues = await api.recipeIssues(KEY, run.recipe);
			const floor = await api.noiseFloor(KEY, group, { seed: run.seed });
			onProgress?.(0.3);
			if (issues.length) return { draws: columnsOf([], K), variants: null, floor, issues };
			const first = await api.draws(
				KEY,
				group,
				run.recipe,
				run.seed,
				0,
				Math.min(CHUNK, run.draws)
			);
			if (first.variants) {
				onProgress?.(1);
				return { draws: columnsOf([first.draws], K), variants: first.variants, floor, issues };
			}
			const chunks = [first.draws];
			for (let start = first.draws.count; start < run.draws; start += CHUNK) {
				if (signal?.aborted) throw abortError();
				onProgress?.(0.3 + (0.7 * start) / run.draws);
				const next = await api.draws(
					KEY,
					group,
					run.recipe,
					run.seed,
					start,
					Math.min(CHUNK, run.draws - start)
				);
				chunks.push(next.draws);
			}
			onProgress?.(1);
			return { draws: columnsOf(chunks, K), variants: null, floor, issues };
		},
		signal,
		factory
	);
}

/** Chunks in draw order as one table. */
function columnsOf(
	chunks: readonly { count: number; scores: Float64Array; ranks: Int32Array; tau: Float64Array }[],
	K: number
): DrawColumns {
	const n = chunks.reduce((s, c) => s + c.count, 0);
	const scores = new Float64Array(n * K);
	const ranks = new Int32Array(n * K);
	const tau = new Float64Array(n);
	let at = 0;
	for (const c of chunks) {
		scores.set(c.scores, at * K);
		ranks.set(c.ranks, at * K);
		tau.set(c.tau, at);
		at += c.count;
	}
	return { nDraws: n, nModels: K, scores, ranks, tau };
}
