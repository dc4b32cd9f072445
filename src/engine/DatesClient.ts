/**
 * The dates worker (`workers/dates.worker.ts`), wrapped once (comlink): each analysis runs in a
 * fresh worker that is terminated when done or when the signal aborts (an abort rejects with an
 * `AbortError`, which the view treats as normal).
 */
import * as Comlink from 'comlink';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { ScoreTable } from '../core/score-table/ScoreTable.ts';
import type {
	DateFacts,
	ItemDatesAnalysis,
	TableDatesAnalysis
} from '../features/dates/core/dates-analysis.ts';
import type { DatesWorkerApi } from '../../workers/dates.worker.ts';

type DatesWorkerFactory = () => Worker;

const defaultFactory: DatesWorkerFactory = () =>
	new Worker(new URL('../../workers/dates.worker.ts', import.meta.url), {
		type: 'module',
		name: 'dates'
	});

function abortError(): DOMException {
	return new DOMException('The analysis was cancelled.', 'AbortError');
}

async function inWorker<T>(
	call: (api: Comlink.Remote<DatesWorkerApi>) => Promise<T>,
	signal: AbortSignal | undefined,
	factory: DatesWorkerFactory
): Promise<T> {
	if (signal?.aborted) throw abortError();
	const worker = factory();
	const api = Comlink.wrap<DatesWorkerApi>(worker);
	let onAbort = () => {};
	try {
		return await new Promise<T>((resolve, reject) => {
			onAbort = () => reject(abortError());
			signal?.addEventListener('abort', onAbort, { once: true });
			worker.addEventListener('error', (e) => {
				e.preventDefault();
				reject(new Error(e.message || 'the worker stopped unexpectedly'));
			});
			call(api).then(resolve, reject);
		});
	} finally {
		signal?.removeEventListener('abort', onAbort);
		api[Comlink.releaseProxy]();
		worker.terminate();
	}
}

/** A per-item dataset's released split, ranking after every date and scores by month. */
export function itemDatesInWorker(
	matrix: ScoreMatrix,
	dateColumn: string,
	facts: readonly (DateFacts | null)[],
	options: { readonly seed: number; readonly draws?: number },
	signal?: AbortSignal,
	factory: DatesWorkerFactory = defaultFactory
): Promise<ItemDatesAnalysis> {
	return inWorker((api) => api.items(matrix, dateColumn, facts, options), signal, factory);
}

/** A score table's newer-at-equal-compute fits at the cut-off month (null: the default). */
export function tableDatesInWorker(
	table: ScoreTable,
	facts: readonly (DateFacts | null)[],
	cutoff: string | null,
	benchmarkDates: readonly (string | null)[],
	signal?: AbortSignal,
	factory: DatesWorkerFactory = defaultFactory
): Promise<TableDatesAnalysis> {
	return inWorker((api) => api.table(table, facts, cutoff, benchmarkDates), signal, factory);
}
