/**
 * The library's saved runs and kept results, as transactions on an open database: a run's JSON
 * (`runs`, carried in the library file) and its figures as the results screen showed them
 * (`views`, this browser's cache), each written only while its dataset is in the library (checked
 * in the same transaction, so nothing is left behind by a concurrent deletion). `LibraryStore`
 * wraps each in its error handling.
 */
import { RunResultSchema, type RunResult } from '../schemas/results.ts';
import type { LibraryDb } from './migrations.ts';
import { checkSavedRun, runKey, type SavedRun, type SavedView } from './saved-run.ts';
import { StorageError } from './storage-errors.ts';
import { quiet, settle } from './transactions.ts';

/** Saves a run result under `runKey(dataset, settings)`, replacing the same run saved before. */
export function saveRunIn(db: LibraryDb, result: RunResult): Promise<SavedRun> {
	const valid = RunResultSchema.safeParse(result);
	if (!valid.success) {
		throw new StorageError(
			'other',
			`Refusing to save an invalid run result (${valid.error.issues[0]?.message}).`
		);
	}
	const run: SavedRun = {
		key: runKey(result.dataset.id, result.settings),
		datasetId: result.dataset.id,
		savedAt: new Date().toISOString(),
		result
	};
	const tx = db.transaction(['datasets', 'runs'], 'readwrite');
	return settle(tx, async () => {
		if ((await tx.objectStore('datasets').getKey(run.datasetId)) === undefined) {
			throw new StorageError(
				'other',
				'The dataset of this run is no longer in the library, so the run was not saved.'
			);
		}
		quiet(tx.objectStore('runs').put(run));
		return run;
	});
}

/** Keeps a finished run's figures under its key (nothing when its dataset is gone). */
export function saveViewIn(db: LibraryDb, view: SavedView): Promise<void> {
	const tx = db.transaction(['datasets', 'views'], 'readwrite');
	return settle(tx, async () => {
		if ((await tx.objectStore('datasets').getKey(view.datasetId)) === undefined) return;
		quiet(tx.objectStore('views').put(view));
	});
}

/** A finished run's figures and its saved run (its JSON), by the run's key; each may be absent. */
export async function viewIn(
	db: LibraryDb,
	key: string
): Promise<{ view: SavedView | undefined; run: SavedRun | undefined }> {
	const tx = db.transaction(['views', 'runs'], 'readonly');
	const [view, run] = await Promise.all([
		tx.objectStore('views').get(key),
		tx.objectStore('runs').get(key)
	]);
	const checked = run === undefined ? null : checkSavedRun(run);
	return {
		view: view && typeof view === 'object' && view.key === key ? view : undefined,
		run: checked?.ok ? checked.run : undefined
	};
}

/** The saved runs of a dataset, newest first. Damaged records are skipped. */
export async function runsIn(db: LibraryDb, datasetId: string): Promise<SavedRun[]> {
	const all = await db.getAllFromIndex('runs', 'by-dataset', datasetId);
	return all
		.map((r) => checkSavedRun(r))
		.flatMap((r) => (r.ok ? [r.run] : []))
		.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
