/**
 * A dataset's run configurations (`schemas/run-config.ts`: each model's configuration as the
 * import read it), as the `configs` store keeps them (one record per dataset, keyed by its id,
 * `migrations.ts` step 6) and as they travel in the library file: the per-dataset value
 * `dataset:<id>:configs`, like reviews (`reviews.ts`), so library files written before and after
 * share one format. Pure (no idb).
 */
import { checkRunConfigs, type RunConfigs, type StoredConfigs } from '../schemas/run-config.ts';
import { datasetValueKey } from './saved-run.ts';

/** The field of the per-dataset value the configurations travel as in the library file. */
const CONFIGS_FIELD = 'configs';

/** The library-file value key of a dataset's configurations. */
export function configsValueKey(datasetId: string): string {
	return datasetValueKey(datasetId, CONFIGS_FIELD);
}

/** Whether a library-file value key is a dataset's configurations (`dataset:<id>:configs`). */
export function isConfigsValueKey(key: string): boolean {
	return key.startsWith('dataset:') && key.endsWith(`:${CONFIGS_FIELD}`);
}

/** The stored record of a dataset's configurations. */
export function configsRecord(id: string, configs: RunConfigs): StoredConfigs {
	return { id, carried: configs.carried, formats: configs.formats, models: configs.models };
}

/** The configurations of a stored record (or a library-file value), or why they are not valid. */
export function configsOf(
	value: unknown,
	models?: readonly string[]
): { ok: true; configs: RunConfigs } | { ok: false; reason: string } {
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		return { ok: false, reason: 'not an object' };
	}
	const { id: _id, ...rest } = value as Record<string, unknown>;
	return checkRunConfigs(rest, models);
}
