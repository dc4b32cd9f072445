/**
 * A library file as the store takes it in: the format itself (`formats/library-file.ts`, read
 * once in the engine worker: zip, manifest, datasets) plus what only the storage layer knows to
 * check, the saved runs and the per-dataset values. Pure (no idb). Problems are `Msg` values
 * (`backup.*`, src/i18n/messages/en-checks.ts): the view words them.
 */
import { z } from 'zod';
import type { Msg } from '../i18n/catalog.ts';
import {
	backupMsg,
	readLibraryArchive,
	LIBRARY_FILE_LIMITS,
	type LibraryArchive,
	type LibraryContents as FileContents,
	type LibraryFileLimits,
	type LibraryValue
} from '../formats/library-file.ts';
import { checkSavedRun, datasetOfKey, type SavedRun } from './saved-run.ts';

export type { LibraryDataset, LibraryValue } from '../formats/library-file.ts';

/** What a library file holds: its datasets, saved runs and per-dataset values. */
export type LibraryContents = FileContents<SavedRun>;

export type LibraryRead =
	| { readonly ok: true; readonly contents: LibraryContents; readonly problems: Msg[] }
	| { readonly ok: false; readonly message: Msg };

const ValueSchema = z.object({ key: z.string(), value: z.unknown() });

/**
 * Reads a library file. `ok: false` when it is not one (or cannot be read safely); otherwise the
 * valid contents, with a problem message for each dataset, run or value left out.
 */
export function readLibraryFile(
	bytes: Uint8Array | ArrayBuffer,
	limits: LibraryFileLimits = LIBRARY_FILE_LIMITS
): LibraryRead {
	return completeLibraryRead(readLibraryArchive(bytes, limits));
}

/** Checks the saved runs and values of a file whose datasets are read (`readLibraryArchive`). */
export function completeLibraryRead(archive: LibraryArchive): LibraryRead {
	if (!archive.ok) return archive;
	const problems = [...archive.problems];
	const ids = new Set(archive.datasets.map((d) => d.record.id));
	return {
		ok: true,
		contents: {
			exportedAt: archive.exportedAt,
			appVersion: archive.appVersion,
			datasets: archive.datasets,
			runs: checkRuns(archive.runs, problems),
			kv: checkValues(archive.kv, ids, new Set(archive.listedIds), problems),
			...(archive.scoreTables ? { scoreTables: archive.scoreTables } : {}),
			...(archive.votes ? { votes: archive.votes } : {})
		},
		problems
	};
}

function checkRuns(listed: readonly unknown[], problems: Msg[]): SavedRun[] {
	const runs: SavedRun[] = [];
	const keys = new Set<string>();
	listed.forEach((raw, k) => {
		const run = checkSavedRun(raw);
		if (!run.ok) {
			problems.push(backupMsg('backup.problem.runInvalid', { index: k + 1, detail: run.reason }));
		} else if (keys.has(run.run.key)) {
			problems.push(backupMsg('backup.problem.runTwice', { index: k + 1 }));
		} else {
			keys.add(run.run.key);
			runs.push(run.run);
		}
	});
	return runs;
}

/**
 * The per-dataset values of the datasets read (`ids`); a value of a dataset left out is not
 * reported again, one of a dataset the file does not list (`listed`) is.
 */
function checkValues(
	listed: readonly unknown[],
	ids: ReadonlySet<string>,
	listedIds: ReadonlySet<unknown>,
	problems: Msg[]
): LibraryValue[] {
	const kv: LibraryValue[] = [];
	const keys = new Set<string>();
	listed.forEach((raw, k) => {
		const entry = ValueSchema.safeParse(raw);
		const owner = entry.success ? datasetOfKey(entry.data.key) : null;
		if (!entry.success || owner === null || !Object.hasOwn(raw as object, 'value')) {
			problems.push(backupMsg('backup.problem.valueInvalid', { index: k + 1 }));
		} else if (keys.has(entry.data.key)) {
			problems.push(backupMsg('backup.problem.valueTwice', { key: entry.data.key }));
		} else if (ids.has(owner)) {
			keys.add(entry.data.key);
			kv.push({ key: entry.data.key, value: entry.data.value });
		} else if (!listedIds.has(owner)) {
			problems.push(backupMsg('backup.problem.valueOrphan', { key: entry.data.key }));
		}
		// else: its dataset was left out, which is already reported.
	});
	return kv;
}
