/**
 * The score-table worker, wrapped once (comlink): each job runs in a fresh worker that is
 * terminated when done or when the signal aborts (an abort rejects with an `AbortError`, which the
 * UI treats as normal). `analyze`: the agreement view's analyses; `floorInWorker`: the
 * two-test-set view's noise floor, with progress; `rankSetsInWorker`: one benchmark's rank
 * confidence sets, with progress.
 */
import * as Comlink from 'comlink';
import { inFreshWorker, type WorkerFactory } from '../../../engine/fresh-worker.ts';
import type { ScoreTableAnalysis, ScoreTableAnalysisOptions } from '../core/results.ts';
import type { ScoreTable } from '../core/ScoreTable.ts';
import type { TwoSetFloor } from '../core/two-set-floor.ts';
import type { FloorRequest } from '../core/two-set-measure.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import type { RankSets } from '../../../core/rank-sets/rank-sets.ts';
import type {
	FloorOptions,
	ScoreTableWorkerApi,
	TableRankSetsRequest
} from '../../../../workers/score-table.worker.ts';

export type { TableRankSetsRequest };

export type ScoreTableWorkerFactory = WorkerFactory;

const defaultFactory: ScoreTableWorkerFactory = () =>
	new Worker(new URL('../../../../workers/score-table.worker.ts', import.meta.url), {
		type: 'module',
		name: 'score-table'
	});

/**
 * The rank confidence sets of one benchmark (issue 22) in a fresh worker, with progress; the
 * worker ends when they are done or the signal aborts (an `AbortError`).
 */
export async function rankSetsInWorker(
	table: ScoreTable,
	request: TableRankSetsRequest,
	signal?: AbortSignal,
	onProgress?: (done: number, total: number) => void,
	factory: ScoreTableWorkerFactory = defaultFactory
): Promise<RankSets | null> {
	const progress = onProgress ? Comlink.proxy(onProgress) : undefined;
	return inWorker((api) => api.rankSets(table, request, progress), signal, factory);
}

export async function analyzeInWorker(
	table: ScoreTable,
	options: ScoreTableAnalysisOptions,
	signal?: AbortSignal,
	factory: ScoreTableWorkerFactory = defaultFactory
): Promise<ScoreTableAnalysis> {
	return inWorker((api) => api.analyze(table, options), signal, factory);
}

/**
 * The noise floor `request` asks for (`two-set-measure.ts`): the bootstrap of `matrix`'s items
 * (basis `items`), or independent redraws (basis `independent`). `onProgress` gets the share
 * done (items only: the redraws take milliseconds).
 */
export async function floorInWorker(
	request: FloorRequest,
	matrix: ScoreMatrix | null,
	options: FloorOptions,
	job: { signal?: AbortSignal; onProgress?: (share: number) => void } = {},
	factory: ScoreTableWorkerFactory = defaultFactory
): Promise<TwoSetFloor> {
	const { side, items, basis } = request;
	if (request.basis === 'independent') {
		const f = await inWorker(
			(api) => api.independentFloor(request.scores, request.se, options),
			job.signal,
			factory
		);
		return { ...f, basis, side, items };
	}
	if (!matrix) throw new Error('the items floor needs the per-item matrix');
	const onProgress = job.onProgress;
	const progress = onProgress
		? Comlink.proxy((done: number, total: number) => onProgress(total ? done / total : 1))
		: undefined;
	const f = await inWorker(
		(api) => api.itemsFloor(matrix, request.columns, options, progress),
		job.signal,
		factory
	);
	return { ...f, basis, side, items };
}

/** `inFreshWorker` with this client's worker API. */
function inWorker<T>(
	call: (api: Comlink.Remote<ScoreTableWorkerApi>) => Promise<T>,
	signal: AbortSignal | undefined,
	factory: WorkerFactory
): Promise<T> {
	return inFreshWorker<ScoreTableWorkerApi, T>(factory, call, signal);
}
