/**
 * The score-table worker, wrapped once (comlink): `analyze` runs the agreement view's analyses in a
 * fresh worker and terminates it when done or when the signal aborts (an abort rejects with an
 * `AbortError`, which the UI treats as normal).
 */
import * as Comlink from 'comlink';
import type { ScoreTableAnalysis, ScoreTableAnalysisOptions } from '../core/score-table/results.ts';
import type { ScoreTable } from '../core/score-table/ScoreTable.ts';
import type { ScoreTableWorkerApi } from '../../workers/score-table.worker.ts';

export function abortError(): DOMException {
	return new DOMException('The analysis was cancelled.', 'AbortError');
}

export async function analyzeInWorker(
	table: ScoreTable,
	options: ScoreTableAnalysisOptions,
	signal?: AbortSignal
): Promise<ScoreTableAnalysis> {
	if (signal?.aborted) throw abortError();
	const worker = new Worker(new URL('../../workers/score-table.worker.ts', import.meta.url), {
		type: 'module',
		name: 'score-table'
	});
	const api = Comlink.wrap<ScoreTableWorkerApi>(worker);
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
