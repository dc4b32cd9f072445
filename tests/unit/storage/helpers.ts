/**
 * Shared pieces of the storage tests: datasets whose ids are real fingerprints, their item
 * details, real run results, a raw look at a database, and a simulated storage quota for
 * fake-indexeddb.
 */
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	type AnalysisSettings
} from '../../../src/core/analysis-settings.ts';
import { openDB } from 'idb';
import { fingerprint } from '../../../src/core/fingerprint.ts';
import { sampleFacts } from '../../../src/core/headline.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';

/** The settings of a test run: bootstrap or subsample, share kept, draws, seed. */
interface RunSettings {
	readonly kind: 'bootstrap' | 'subsample';
	readonly fraction: number;
	readonly draws: number;
	readonly seed: number;
}
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import type { DatasetRecord } from '../../../src/schemas/dataset.ts';
import type { RunResult } from '../../../src/schemas/results.ts';
import { buildRunResult } from '../../../src/schemas/run-result-builder.ts';
import { definitionsJson } from '../../../src/report/definitions.ts';
import type { ItemDetails } from '../../../src/schemas/item-details.ts';
import { runKey, type SavedRun } from '../../../src/storage/saved-run.ts';

let counter = 0;
/** A database name no other test uses. */
export const freshName = (what = 'db') => `test-${what}-${++counter}-${Date.now()}`;

export interface DatasetSpec {
	name?: string;
	models?: string[];
	items?: number;
	continuous?: boolean;
	/** Every `missingEvery`-th cell is missing (0 = none). */
	missingEvery?: number;
	meta?: Record<string, string[]>;
	addedAt?: string;
	/** Varies the cells, so two specs give two datasets. */
	salt?: number;
}

export interface Dataset {
	record: DatasetRecord;
	matrix: ScoreMatrix;
}

/** A dataset as the app stores it: the id is the matrix's fingerprint. */
export function dataset(spec: DatasetSpec = {}): Dataset {
	const models = spec.models ?? ['alpha', 'beta', 'gamma'];
	const n = spec.items ?? 6;
	const salt = spec.salt ?? 0;
	const cells: number[] = [];
	for (let i = 0; i < n; i++) {
		for (let m = 0; m < models.length; m++) {
			const k = i * models.length + m;
			if (spec.missingEvery && k % spec.missingEvery === spec.missingEvery - 1) cells.push(NaN);
			else if (spec.continuous) cells.push(((k * 37 + salt * 11) % 101) / 7);
			else cells.push((k * 7 + salt + (k >> 3)) % 3 === 0 ? 0 : 1);
		}
	}
	const matrix = packMatrix({
		models,
		// The salt is in the item ids too, so every salt gives a different fingerprint.
		itemIds: Array.from({ length: n }, (_, i) => (salt ? `item-${i}-${salt}` : `item-${i}`)),
		meta: spec.meta,
		cells
	});
	const name = spec.name ?? 'data';
	return {
		matrix,
		record: {
			id: fingerprint(matrix),
			name,
			fileName: `${name}.csv`,
			source: 'file',
			addedAt: spec.addedAt ?? '2026-01-01T00:00:00.000Z',
			nItems: matrix.nItems,
			nModels: matrix.nModels,
			valueType: matrix.valueType,
			missingCells: matrix.missingCells,
			metaFields: Object.keys(matrix.meta),
			notes: []
		}
	};
}

/**
 * Item details aligned with `d`'s matrix, as an importer returns them: texts with markup, some
 * nulls, and (unless `outputs: false`) every model's output; `pad` lengthens each output.
 */
export function itemDetails(d: Dataset, options: { outputs?: boolean; pad?: number } = {}) {
	const { itemIds, models } = d.matrix;
	const details: ItemDetails = {
		itemIds: [...itemIds],
		models: [...models],
		text: itemIds.map((id, i) => (i % 3 === 2 ? null : `Question <b>${id}</b>: 2 + ${i} = ?`)),
		target: itemIds.map((_, i) => (i % 2 ? null : String(2 + i))),
		outputs:
			options.outputs === false
				? null
				: itemIds.map((_, i) =>
						models.map((m, j) =>
							(i + j) % 4 === 3 ? null : `${m} answers ${i}${'.'.repeat(options.pad ?? 0)}`
						)
					),
		truncated: false
	};
	return details;
}

/** A real run result of `d` (what the Analysis view would save). */
export function runResult(d: Dataset, settings: Partial<RunSettings> = {}): RunResult {
	const s: RunSettings = { kind: 'bootstrap', fraction: 0.5, draws: 12, seed: 7, ...settings };
	const full: AnalysisSettings = { ...DEFAULT_ANALYSIS_SETTINGS, ...s };
	const prepared = prepareRun(
		d.matrix,
		s.kind === 'subsample'
			? { kind: 'subsample', fraction: s.fraction }
			: { kind: 'bootstrap', strength: 1 }
	);
	const reference = prepared.reference;
	const table = emptyDrawTable(s.draws, d.matrix.nModels);
	placeChunk(table, runChunk(d.matrix, prepared, s.seed, 0, s.draws));
	const summary = summarizeRun(table, reference, d.matrix.models);
	return buildRunResult({
		definitions: definitionsJson,
		dataset: {
			id: d.record.id,
			name: d.record.name,
			items: d.matrix.nItems,
			models: d.matrix.nModels,
			valueType: d.matrix.valueType,
			missingCells: d.matrix.missingCells,
			sharedItems: d.matrix.nItems
		},
		settings: full,
		perturbation: resolveRecipe(full, d.matrix),
		models: d.matrix.models,
		referenceScores: reference.scores,
		summary,
		extras: null,
		tauDraws: table.tau,
		headline: headlineText(
			sampleFacts(summary, table.tau, {
				recipe: { kind: 'bootstrap', strength: 1 },
				nItems: 100,
				unitScale: true,
				floor: null,
				floorCluster: null
			}),
			'en'
		),
		createdAt: new Date('2026-02-01T00:00:00.000Z')
	});
}

/** A saved run of `d`, as the store would keep it. */
export function savedRun(
	d: Dataset,
	settings: Partial<RunSettings> = {},
	savedAt = '2026-02-02T00:00:00.000Z'
): SavedRun {
	const result = runResult(d, settings);
	return { key: runKey(d.record.id, result.settings), datasetId: d.record.id, savedAt, result };
}

export interface Dump {
	version: number;
	stores: Record<string, { keyPath: string | string[] | null; indexes: Record<string, unknown> }>;
	records: Record<string, Array<{ key: unknown; value: unknown }>>;
}

/** Everything in a database, read with a raw connection (opened at its current version). */
export async function dump(name: string): Promise<Dump> {
	const db = await openDB(name);
	try {
		const out: Dump = { version: db.version, stores: {}, records: {} };
		const names = [...db.objectStoreNames];
		if (!names.length) return out;
		const tx = db.transaction(names, 'readonly');
		for (const s of names) {
			const store = tx.objectStore(s);
			const indexes: Record<string, unknown> = {};
			for (const i of [...store.indexNames]) indexes[i] = store.index(i).keyPath;
			out.stores[s] = { keyPath: store.keyPath, indexes };
			const keys = await store.getAllKeys();
			const values = await store.getAll();
			out.records[s] = keys.map((key, k) => ({ key, value: values[k] }));
		}
		await tx.done;
		return out;
	} finally {
		db.close();
	}
}

/** Keys of one store of a dump. */
export const keysOf = (d: Dump, store: string) => (d.records[store] ?? []).map((r) => r.key);

/**
 * The invariants of a library that must survive anything (failed writes, several tabs): every
 * dataset has its matrix and the reverse, every item details, saved run and per-dataset value has
 * its dataset.
 */
export async function expectConsistent(name: string): Promise<Dump> {
	const d = await dump(name);
	const datasets = new Set(keysOf(d, 'datasets'));
	const matrices = new Set(keysOf(d, 'matrices'));
	const problems: string[] = [];
	for (const id of datasets)
		if (!matrices.has(id)) problems.push(`dataset ${String(id)} has no matrix`);
	for (const id of matrices)
		if (!datasets.has(id)) problems.push(`matrix ${String(id)} has no dataset`);
	for (const id of keysOf(d, 'details'))
		if (!datasets.has(id)) problems.push(`details ${String(id)} have no dataset`);
	for (const id of keysOf(d, 'reviews'))
		if (!datasets.has(id)) problems.push(`review ${String(id)} has no dataset`);
	for (const id of keysOf(d, 'configs'))
		if (!datasets.has(id)) problems.push(`configurations ${String(id)} have no dataset`);
	for (const r of d.records.runs ?? []) {
		const run = r.value as { datasetId: string };
		if (!datasets.has(run.datasetId)) problems.push(`run ${String(r.key)} has no dataset`);
	}
	for (const r of d.records.kv ?? []) {
		const m = /^dataset:([0-9a-f]{16}):/.exec(String(r.key));
		if (m && !datasets.has(m[1])) problems.push(`value ${String(r.key)} has no dataset`);
	}
	if (problems.length) throw new Error(problems.join('\n'));
	return d;
}

/** Approximate bytes a value takes (typed arrays by length, strings by UTF-16 units). */
function sizeOf(v: unknown, depth = 0): number {
	if (depth > 20 || v === null || v === undefined) return 0;
	if (ArrayBuffer.isView(v)) return v.byteLength;
	if (typeof v === 'string') return v.length * 2;
	if (typeof v !== 'object') return 8;
	let n = 0;
	for (const x of Object.values(v)) n += sizeOf(x, depth + 1);
	return n;
}

interface FakeTransaction {
	_abort(errorName: string): void;
}

/**
 * A storage quota for fake-indexeddb (which has none): a transaction whose puts add up to more
 * than `bytes` is aborted with a QuotaExceededError — as browsers do when a write does not fit —
 * right after the put that crossed the limit succeeded (so that record was written and must be
 * rolled back). With `store`, only a put into that store triggers the abort.
 */
export function simulateQuota(bytes: number, store?: string): { restore(): void; hits(): number } {
	const proto = IDBObjectStore.prototype;
	const original = proto.put;
	const used = new WeakMap<IDBTransaction, number>();
	const aborted = new WeakSet<IDBTransaction>();
	let hits = 0;
	proto.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
		const request = original.call(this, value, key);
		const tx = this.transaction;
		const total = (used.get(tx) ?? 0) + sizeOf(value);
		used.set(tx, total);
		if (total > bytes && (!store || this.name === store) && !aborted.has(tx)) {
			aborted.add(tx);
			hits++;
			request.addEventListener('success', () => {
				(tx as unknown as FakeTransaction)._abort('QuotaExceededError');
			});
		}
		return request;
	};
	return {
		restore: () => {
			proto.put = original;
		},
		hits: () => hits
	};
}
