/**
 * The score-table worker, wrapped once (comlink): `analyze` runs the agreement view's analyses in a
 * fresh worker and terminates it when done or when the signal aborts (an abort rejects with an
 * `AbortError`, which the UI treats as normal).
 */
import * as Comlink from 'comlink';
import type { ScoreTableAnalysis, ScoreTableAnalysisOptions } from '../core/score-table/results.ts';
import type { ScoreTable } from '../core/score-table/ScoreTable.ts';
import type { RankSets } from '../core/rank-sets/rank-sets.ts';
import type {
	ScoreTableWorkerApi,
	TableRankSetsRequest
} from '../../workers/score-table.worker.ts';

export type { TableRankSetsRequest };

export function abortError(): DOMException {
	return new DOMException('The analysis was cancelled.', 'AbortError');
}

/** A fresh score-table worker, its API, and its end. */
function startWorker() {
	const worker = new Worker(new URL('../../workers/score-table.worker.ts', import.meta.url), {
		type: 'module',
		name: 'score-table'
	});
	return { worker, api: Comlink.wrap<ScoreTableWorkerApi>(worker) };
}

/**
 * The rank confidence sets of one benchmark (issue 22) in a fresh worker, with progress; the
 * worker ends when they are done or the signal aborts (an `AbortError`).
 */
export async function rankSetsInWorker(
	table: ScoreTable,
	request: TableRankSetsRequest,
	signal?: AbortSignal,
	onProgress?: (done: number, total: number) => void
): Promise<RankSets | null> {
	if (signal?.aborted) throw abortError();
	const { worker, api } = startWorker();
	try {
		return await new Promise<RankSets | null>((resolve, reject) => {
			signal?.addEventListener('abort', () => reject(abortError()), { once: true });
			worker.addEventListener('error', (e) => {
				e.preventDefault();
				reject(new Error(e.message || 'the worker stopped unexpectedly'));
			});
			const progress = onProgress ? Comlink.proxy(onProgress) : undefined;
			api.rankSets(table, request, progress).then(resolve, reject);
		});
	} finally {
		api[Comlink.releaseProxy]();
		worker.terminate();
	}
}

export async function analyzeInWorker(
	table: ScoreTable,
	options: ScoreTableAnalysisOptions,
	signal?: AbortSignal
): Promise<ScoreTableAnalysis> {
	if (signal?.aborted) throw abortError();
	const { worker, api } = startWorker();
	try {
		return await new Promise<ScoreTableAnalysis>((resolve, reject) => {
			signal?.addEventListener('abort', () => reject(abortError()), { once: true });
			worker.addEventListener('error', (e) => {
				e.preventDefault();
				reject(new Error(e.message || 'the worker stopped unexpectedly'));
			});
			api.analyze(table, options).then(resolve, reject);
		});
	} finally {
		api[Comlink.releaseProxy]();
		worker.terminate();
	}
}
