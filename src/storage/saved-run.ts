/**
 * Saved runs and per-dataset values: the records of the library that are not datasets. Pure (no
 * idb), so the library file reader validates with the same schemas the store writes with.
 *
 * - A saved run is `{ key, datasetId, savedAt, result }`, `result` being the exported run JSON
 *   (`perturbation-sandbox/run@3`, or an older run@2 or run@1; see docs/results-schema.md, "Results
 *   schema", the one home of its description). Its
 *   key is `runKey(datasetId, settings)`: a run is fully determined by its dataset and settings
 *   (the seed makes it reproducible), so saving the same run twice replaces it instead of piling
 *   up copies.
 * - Per-dataset values live in the `kv` store under `dataset:<datasetId>:<field>` (e.g. the
 *   dataset's exclusions). They are deleted with their dataset and travel with it in the library
 *   file; every other kv entry (app flags such as `samplesSeeded`) belongs to this browser only.
 */
import { z } from 'zod';
import { settingsKey, type AnalysisSettings } from '../core/analysis-settings.ts';
import { RunResultSchema, type RunResult } from '../schemas/results.ts';
import { zodIssueText as issueText } from '../schemas/zod-text.ts';

const DATASET_ID = /^[0-9a-f]{16}$/;

/** run@1 settings (bootstrap or subsample only). */
interface SettingsV1 {
	readonly kind: string;
	readonly fraction: number;
	readonly draws: number;
	readonly seed: number;
}

/**
 * run@3 and run@2: `${datasetId}|${settingsKey(settings)}|k=${topK}` (every setting that shapes
 * the numbers);
 * run@1: `${datasetId}|${kind}|${fraction, subsample only}|${draws}|${seed}`.
 */
export function runKey(datasetId: string, settings: AnalysisSettings | SettingsV1): string {
	if ('topK' in settings) return `${datasetId}|${settingsKey(settings)}|k=${settings.topK}`;
	const fraction = settings.kind === 'subsample' ? String(settings.fraction) : '';
	return `${datasetId}|${settings.kind}|${fraction}|${settings.draws}|${settings.seed}`;
}

export interface SavedRun {
	readonly key: string;
	readonly datasetId: string;
	/** ISO time the run was saved. */
	readonly savedAt: string;
	readonly result: RunResult;
}

/**
 * A finished run's figures as the results screen shows them (the run's view without its results
 * JSON, which is the saved run's), kept so that reopening a dataset shows the result without
 * running it again. Opaque here: the analysis state builds and reads it (`state/run-store.ts`);
 * the store checks only its key and dataset.
 */
export interface SavedView {
	readonly key: string;
	readonly datasetId: string;
	/** ISO time the run finished. */
	readonly savedAt: string;
	/** The shape of `view` (a record of another shape is not read back). */
	readonly version: string;
	readonly view: unknown;
	/** The run's results JSON (the saved run of the same key may be another exclusion's). */
	readonly result?: RunResult;
}

export const SavedRunSchema = z
	.object({
		key: z.string(),
		datasetId: z.string().regex(DATASET_ID),
		savedAt: z.string().min(1),
		result: RunResultSchema
	})
	.superRefine((run, ctx) => {
		if (run.result.dataset.id !== run.datasetId) {
			ctx.addIssue({ code: 'custom', message: 'the run belongs to another dataset' });
		}
		if (run.key !== runKey(run.datasetId, run.result.settings)) {
			ctx.addIssue({ code: 'custom', message: 'the key does not match the run’s settings' });
		}
	});

/**
 * The saved run, or a one-line reason it is not one. Like `checkMatrix`, a valid value is
 * returned as given rather than as zod's copy: zod rebuilds records by assignment and would drop
 * a model called `__proto__` from `reference.scores`.
 */
export function checkSavedRun(
	value: unknown
): { ok: true; run: SavedRun } | { ok: false; reason: string } {
	const r = SavedRunSchema.safeParse(value);
	if (!r.success) return { ok: false, reason: r.error.issues.map(issueText).join('; ') };
	const v = value as SavedRun;
	return {
		ok: true,
		run: { key: v.key, datasetId: v.datasetId, savedAt: v.savedAt, result: v.result }
	};
}

/** Prefix of the kv keys that belong to one dataset. */
export const DATASET_VALUE_PREFIX = 'dataset:';

const DATASET_VALUE_KEY = /^dataset:([0-9a-f]{16}):([A-Za-z0-9_.-]{1,64})$/;

/** The kv key of a per-dataset value, e.g. `datasetValueKey(id, 'exclusions')`. */
export function datasetValueKey(datasetId: string, field: string): string {
	const key = `${DATASET_VALUE_PREFIX}${datasetId}:${field}`;
	if (!DATASET_VALUE_KEY.test(key)) {
		throw new RangeError(`not a per-dataset value key: ${key}`);
	}
	return key;
}

/** The dataset a kv key belongs to, or `null` for a key of this browser only. */
export function datasetOfKey(key: string): string | null {
	return DATASET_VALUE_KEY.exec(key)?.[1] ?? null;
}

/** Key bounds of every per-dataset value of one dataset (for ranges over the kv store). */
export function datasetValueBounds(datasetId: string): [string, string] {
	const prefix = `${DATASET_VALUE_PREFIX}${datasetId}:`;
	return [prefix, `${prefix}\uffff`];
}
