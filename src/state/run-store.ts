/**
 * A finished run kept in the library so it comes back: the view the results screen shows
 * (`run-view.ts`) with its results JSON, as a `SavedView` record, and read back. A view is plain data (numbers, typed
 * arrays, strings), so IndexedDB's structured clone keeps it whole; only the JSON builder (a
 * function) is left out. Runs whose draw table is very large are not kept (the saved run's JSON
 * and verdict still are).
 */
import type { RunResultV5 } from '../schemas/results.ts';
import type { SavedRun, SavedView } from '../storage/saved-run.ts';
import type { RunView } from './run-view.ts';

/** The shape of the kept view; a record of another shape is not read back (run it again). */
const VIEW_SHAPE = 'run-view@1';

/** Runs with more draw-table cells than this are not kept (about 40 MB of scores and ranks). */
const MAX_KEPT_CELLS = 3_500_000;

/** The draw-table cells of a view (every step's for a strength sweep). */
function cellsOf(view: RunView): number {
	if (view.drawType === 'search') return 0;
	if (view.drawType === 'sweep' && !view.table) {
		return view.steps.reduce(
			(n, s) => n + (s.summary ? s.summary.nDraws * s.summary.models.length : 0),
			0
		);
	}
	const table = view.table!;
	return table.nDraws * table.nModels;
}

/**
 * The record that keeps `view` under `key` (its run key), or null when it is not to be kept: an
 * interim view, one whose extras did not come, or one too large.
 */
export function savedViewOf(key: string, view: RunView, now = new Date()): SavedView | null {
	if (view.partial || view.extrasState || !view.result || cellsOf(view) > MAX_KEPT_CELLS) {
		return null;
	}
	const { result, savedAt, ...figures } = view;
	void savedAt; // a kept result is kept again with the time it is kept
	return {
		key,
		datasetId: view.datasetId,
		savedAt: now.toISOString(),
		version: VIEW_SHAPE,
		view: figures,
		result: result()
	};
}

/**
 * The view a kept record gives back, with its results JSON (its own; a record kept before it held
 * one: the saved run's) and the time it was run; null when the record is of another shape or
 * belongs to another dataset.
 */
export function viewOfSaved(saved: SavedView, run: SavedRun | undefined): RunView | null {
	if (saved.version !== VIEW_SHAPE || !saved.view || typeof saved.view !== 'object') return null;
	const figures = saved.view as Omit<RunView, 'result'>;
	if (figures.datasetId !== saved.datasetId) return null;
	const json = saved.result ?? run?.result;
	const result = json ? () => json as RunResultV5 : null;
	return { ...figures, result, savedAt: saved.savedAt } as RunView;
}
