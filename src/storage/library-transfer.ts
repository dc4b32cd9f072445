/**
 * Moving the whole library in and out as one file (`formats/library-file.ts`): what goes into an
 * export (every sound record of a snapshot), what an import would change (`inspectLibrary`,
 * writes nothing) and the import itself (`applyLibrary`, one transaction: all or nothing).
 * `LibraryStore` opens the transactions; these functions do the work inside them. Problems are
 * `Msg` values (`backup.problem.*`, src/i18n/messages/en-checks.ts): the view words them.
 */
import { checkItemDetails } from '../schemas/item-details.ts';
import { DatasetRecordSchema, type DatasetRecord } from '../schemas/dataset.ts';
import { checkMatrix } from '../schemas/matrix.ts';
import { backupMsg } from '../formats/library-file.ts';
import type { Msg } from '../i18n/catalog.ts';
import type { LibraryContents, LibraryDataset, LibraryValue } from './library-backup.ts';
import type { StoreNames } from 'idb';
import type { LibraryDb, LibrarySchema, StoredDetails, StoredMatrix } from './migrations.ts';
import {
	checkReviewRecord,
	isReviewValueKey,
	reviewFromValue,
	reviewToValue,
	reviewValueKey
} from '../features/items/storage/reviews.ts';
import { configsOf, configsRecord, configsValueKey, isConfigsValueKey } from './run-configs.ts';
import {
	checkSavedRun,
	datasetOfKey,
	datasetValueBounds,
	DATASET_VALUE_PREFIX,
	type SavedRun
} from './saved-run.ts';
import { quiet, settle } from './transactions.ts';

/** `exportAll`'s result: the file and what went into it. */
export interface LibraryExport {
	readonly bytes: Uint8Array;
	/** Suggested download name, `perturbation-sandbox-library-YYYY-MM-DD.zip`. */
	readonly fileName: string;
	readonly datasets: number;
	readonly runs: number;
	/** Records left out because they are damaged (each a message). */
	readonly problems: Msg[];
}

type DatasetPresence = 'no' | 'same-name' | 'different-name';

interface ImportCandidate {
	/** The dataset as described in the file. */
	readonly record: DatasetRecord;
	/**
	 * Whether the library already has this dataset (same id = same matrix): `no`; `same-name`
	 * (nothing to ask); `different-name` (the user named it differently here: ask which to keep).
	 */
	readonly exists: DatasetPresence;
	/** The library's record when it exists. */
	readonly current: DatasetRecord | null;
	/** Saved runs of this dataset in the file. */
	readonly runs: number;
	/** Whether the file carries item details for it (valid ones; damaged ones are a problem). */
	readonly details: boolean;
}

export type ImportInspection =
	| { readonly ok: false; readonly message: Msg }
	| {
			readonly ok: true;
			readonly exportedAt: string;
			readonly appVersion: string;
			readonly datasets: ImportCandidate[];
			/** Saved runs in the file, and how many of them the library already has. */
			readonly runs: { readonly total: number; readonly existing: number };
			readonly problems: Msg[];
	  };

export interface LibraryImportOptions {
	/**
	 * What to do with a dataset or saved run the library already has: keep the library's
	 * (`skip`) or take the file's (`replace`: its name, notes and per-dataset values). Anything
	 * but `replace` keeps the library's.
	 */
	readonly onConflict: 'skip' | 'replace';
}

interface ImportCounts {
	readonly added: number;
	readonly replaced: number;
	readonly skipped: number;
}

export type ImportOutcome =
	| { readonly ok: false; readonly message: Msg }
	| (ImportCounts & {
			readonly ok: true;
			readonly runs: ImportCounts;
			readonly problems: Msg[];
	  });

function orphanRuns(count: number): Msg {
	return backupMsg('backup.problem.orphanRuns', { count });
}

/** Whether a stored value can go into a JSON file unchanged. */
function isJsonData(v: unknown, depth = 0): boolean {
	if (depth > 64) return false;
	if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
	if (typeof v === 'number') return Number.isFinite(v);
	if (Array.isArray(v)) return v.every((x) => isJsonData(x, depth + 1));
	if (typeof v !== 'object') return false;
	const proto: unknown = Object.getPrototypeOf(v);
	if (proto !== Object.prototype && proto !== null) return false;
	return Object.values(v).every((x) => isJsonData(x, depth + 1));
}

/** What one read-only transaction saw of the library, for an export. */
interface Snapshot {
	readonly records: readonly unknown[];
	readonly matrices: readonly (StoredMatrix | undefined)[];
	readonly details: readonly (StoredDetails | undefined)[];
	readonly runs: readonly unknown[];
	readonly kvKeys: readonly IDBValidKey[];
	readonly kvValues: readonly unknown[];
}

/**
 * Reads the library for an export in one read-only transaction (a consistent snapshot). Reviews
 * and run configurations travel as per-dataset values (`reviews.ts`, `run-configs.ts`).
 */
export function readSnapshot(db: LibraryDb): Promise<Snapshot> {
	const withConfigs = db.objectStoreNames.contains('configs');
	const stores: StoreNames<LibrarySchema>[] = ['datasets', 'matrices', 'details', 'runs', 'kv'];
	stores.push('reviews');
	if (withConfigs) stores.push('configs');
	const tx = db.transaction(stores, 'readonly');
	return settle(tx, async () => {
		const range = IDBKeyRange.bound(DATASET_VALUE_PREFIX, `${DATASET_VALUE_PREFIX}\uffff`);
		const [records, runs, kvKeys, kvValues, reviews, configs] = await Promise.all([
			tx.objectStore('datasets').getAll(),
			tx.objectStore('runs').getAll(),
			tx.objectStore('kv').getAllKeys(range),
			tx.objectStore('kv').getAll(range),
			tx.objectStore('reviews').getAll(),
			withConfigs ? tx.objectStore('configs').getAll() : Promise.resolve([])
		]);
		for (const raw of reviews) {
			const review = checkReviewRecord(raw);
			if (review.ok) {
				kvKeys.push(reviewValueKey(review.record.id));
				kvValues.push(reviewToValue(review.record));
			}
		}
		for (const raw of configs) {
			const checked = configsOf(raw);
			if (checked.ok) {
				kvKeys.push(configsValueKey(raw.id));
				kvValues.push(checked.configs);
			}
		}
		const [matrices, details] = await Promise.all([
			Promise.all(records.map((r) => tx.objectStore('matrices').get(r.id))),
			Promise.all(records.map((r) => tx.objectStore('details').get(r.id)))
		]);
		return { records, matrices, details, runs, kvKeys, kvValues };
	});
}

/** The sound records of a snapshot; each damaged one left out is a problem. */
export function exportContents(
	snapshot: Snapshot,
	exportedAt: string,
	appVersion: string,
	problems: Msg[]
): LibraryContents {
	const datasets: LibraryDataset[] = [];
	snapshot.records.forEach((raw, k) => {
		const record = DatasetRecordSchema.safeParse(raw);
		const stored = snapshot.matrices[k];
		if (!record.success || !stored) {
			problems.push(
				record.success
					? backupMsg('backup.problem.storedDamaged', { name: record.data.name })
					: backupMsg('backup.problem.storedDamagedUnnamed')
			);
			return;
		}
		const { name } = record.data;
		const { id: _id, ...matrix } = stored;
		const checked = checkMatrix(matrix);
		if (!checked.ok) {
			problems.push(backupMsg('backup.problem.storedMatrix', { name, detail: checked.reason }));
			return;
		}
		const storedDetails = snapshot.details[k];
		const details = storedDetails ? checkItemDetails(storedDetails, checked.matrix) : null;
		if (details && !details.ok) {
			problems.push(backupMsg('backup.problem.storedDetails', { name, detail: details.reason }));
		}
		datasets.push(
			details?.ok
				? { record: record.data, matrix: checked.matrix, details: details.details }
				: { record: record.data, matrix: checked.matrix }
		);
	});
	const ids = new Set(datasets.map((d) => d.record.id));
	const runs: SavedRun[] = [];
	let damagedRuns = 0;
	for (const raw of snapshot.runs) {
		const run = checkSavedRun(raw);
		if (run.ok && ids.has(run.run.datasetId)) runs.push(run.run);
		else damagedRuns++;
	}
	if (damagedRuns) problems.push(backupMsg('backup.problem.storedRuns', { count: damagedRuns }));
	const kv: LibraryValue[] = [];
	snapshot.kvKeys.forEach((key, k) => {
		const owner = typeof key === 'string' ? datasetOfKey(key) : null;
		if (owner === null || !ids.has(owner)) return; // not a per-dataset value, or an orphan
		const value = snapshot.kvValues[k];
		if (isJsonData(value)) kv.push({ key: key as string, value });
		else problems.push(backupMsg('backup.problem.storedValue', { key: String(key) }));
	});
	return { exportedAt, appVersion, datasets, runs, kv };
}

/** What importing `contents` would change (writes nothing). */
export async function inspectLibrary(
	db: LibraryDb,
	contents: LibraryContents,
	problems: Msg[]
): Promise<ImportInspection> {
	const tx = db.transaction(['datasets', 'runs'], 'readonly');
	const datasets = tx.objectStore('datasets');
	const runs = tx.objectStore('runs');
	const { current, runStored, datasetStored } = await settle(tx, async () => {
		const [current, runStored, datasetStored] = await Promise.all([
			Promise.all(contents.datasets.map((d) => datasets.get(d.record.id))),
			Promise.all(contents.runs.map((r) => runs.getKey(r.key))),
			Promise.all(contents.runs.map((r) => datasets.getKey(r.datasetId)))
		]);
		return { current, runStored, datasetStored };
	});
	const inFile = new Set(contents.datasets.map((d) => d.record.id));
	const orphans = contents.runs.filter(
		(r, i) => !inFile.has(r.datasetId) && datasetStored[i] === undefined
	).length;
	if (orphans) problems.push(orphanRuns(orphans));
	const runsOf = new Map<string, number>();
	for (const r of contents.runs) runsOf.set(r.datasetId, (runsOf.get(r.datasetId) ?? 0) + 1);
	return {
		ok: true,
		exportedAt: contents.exportedAt,
		appVersion: contents.appVersion,
		datasets: contents.datasets.map(({ record, details }, k) => {
			const here = current[k] ?? null;
			return {
				record,
				exists: here === null ? 'no' : here.name === record.name ? 'same-name' : 'different-name',
				current: here,
				runs: runsOf.get(record.id) ?? 0,
				details: !!details
			};
		}),
		runs: {
			total: contents.runs.length,
			existing: runStored.filter((k) => k !== undefined).length
		},
		problems
	};
}

type Stores = ReturnType<typeof openStores>;

function openStores(db: LibraryDb) {
	const stores: StoreNames<LibrarySchema>[] = ['datasets', 'matrices', 'details', 'runs', 'kv'];
	stores.push('reviews');
	const withConfigs = db.objectStoreNames.contains('configs');
	if (withConfigs) stores.push('configs');
	const tx = db.transaction(stores, 'readwrite');
	return {
		tx,
		configs: withConfigs ? tx.objectStore('configs') : null,
		reviews: tx.objectStore('reviews'),
		datasets: tx.objectStore('datasets'),
		matrices: tx.objectStore('matrices'),
		details: tx.objectStore('details'),
		runs: tx.objectStore('runs'),
		kv: tx.objectStore('kv')
	};
}

/** Writes `contents` in one transaction (all or nothing). */
export function applyLibrary(
	db: LibraryDb,
	contents: LibraryContents,
	options: LibraryImportOptions,
	problems: Msg[]
): Promise<ImportOutcome> {
	const replace = options?.onConflict === 'replace';
	const stores = openStores(db);
	return settle(stores.tx, async () => {
		const counts = await applyDatasets(stores, contents, replace, problems);
		const runs = await applyRuns(stores, contents, replace, problems);
		return { ok: true as const, ...counts, runs, problems };
	});
}

async function applyDatasets(
	stores: Stores,
	contents: LibraryContents,
	replace: boolean,
	problems: Msg[]
): Promise<ImportCounts> {
	const { datasets, matrices, details, kv, reviews, configs } = stores;
	const valuesOf = new Map<string, LibraryValue[]>();
	for (const v of contents.kv) {
		const owner = datasetOfKey(v.key)!;
		valuesOf.set(owner, [...(valuesOf.get(owner) ?? []), v]);
	}
	const counts = { added: 0, replaced: 0, skipped: 0 };
	for (const { record, matrix, details: itemDetails } of contents.datasets) {
		const exists = (await datasets.getKey(record.id)) !== undefined;
		if (exists && !replace) {
			counts.skipped++;
			continue;
		}
		if (exists) {
			const [lo, hi] = datasetValueBounds(record.id);
			quiet(kv.delete(IDBKeyRange.bound(lo, hi)));
			quiet(reviews.delete(record.id));
			counts.replaced++;
		} else counts.added++;
		quiet(matrices.put({ ...matrix, id: record.id }));
		quiet(datasets.put(record));
		// A file without details (an older one) keeps the details this library has.
		if (itemDetails) quiet(details.put({ ...itemDetails, id: record.id }));
		for (const v of valuesOf.get(record.id) ?? []) {
			if (isConfigsValueKey(v.key)) {
				// Run configurations travel as a value and live in the configs store; a file
				// without them (an older one) keeps the library's, like details.
				const checked = configsOf(v.value, matrix.models);
				if (!checked.ok) {
					const { name } = record;
					problems.push(backupMsg('backup.problem.configs', { name, detail: checked.reason }));
				} else if (configs) quiet(configs.put(configsRecord(record.id, checked.configs)));
				continue;
			}
			if (!isReviewValueKey(v.key)) {
				quiet(kv.put(v.value, v.key));
				continue;
			}
			// A review travels as a value and lives in the reviews store (reviews.ts).
			const review = reviewFromValue(record.id, v.value);
			if (review.ok) quiet(reviews.put(review.record));
			else {
				const detail = review.reason;
				problems.push(backupMsg('backup.problem.review', { name: record.name, detail }));
			}
		}
	}
	return counts;
}

/** Runs whose dataset is neither in the file nor in the library are left out. */
async function applyRuns(
	stores: Stores,
	contents: LibraryContents,
	replace: boolean,
	problems: Msg[]
): Promise<ImportCounts> {
	const { datasets, runs } = stores;
	const inFile = new Set(contents.datasets.map((d) => d.record.id));
	const counts = { added: 0, replaced: 0, skipped: 0 };
	let orphans = 0;
	for (const run of contents.runs) {
		if (!inFile.has(run.datasetId) && (await datasets.getKey(run.datasetId)) === undefined) {
			orphans++;
			continue;
		}
		const exists = (await runs.getKey(run.key)) !== undefined;
		if (exists && !replace) {
			counts.skipped++;
			continue;
		}
		quiet(runs.put(run));
		if (exists) counts.replaced++;
		else counts.added++;
	}
	if (orphans) problems.push(orphanRuns(orphans));
	return counts;
}
