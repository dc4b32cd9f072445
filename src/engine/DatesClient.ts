/**
 * The dates worker (`workers/dates.worker.ts`), wrapped once (comlink): each analysis runs in a
 * fresh worker that is terminated when done or when the signal aborts (an abort rejects with an
 * `AbortError`, which the view treats as normal).
 */
import type * as Comlink from 'comlink';
import { inFreshWorker, type WorkerFactory } from './fresh-worker.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { ScoreTable } from '../features/score-tables/core/ScoreTable.ts';
import type {
	DateFacts,
	ItemDatesAnalysis,
	TableDatesAnalysis
} from '../features/dates/core/dates-analysis.ts';
import type { DatesWorkerApi } from '../../workers/dates.worker.ts';

type DatesWorkerFactory = WorkerFactory;

const defaultFactory: DatesWorkerFactory = () =>
	new Worker(new URL('../../workers/dates.worker.ts', import.meta.url), {
		type: 'module',
		name: 'dates'
	});

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

/** `inFreshWorker` with this client's worker API. */
function inWorker<T>(
	call: (api: Comlink.Remote<DatesWorkerApi>) => Promise<T>,
	signal: AbortSignal | undefined,
	factory: WorkerFactory
): Promise<T> {
	return inFreshWorker<DatesWorkerApi, T>(factory, call, signal);
}
