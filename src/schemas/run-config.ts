/**
 * Each model's run configuration, as the harness logs an import read carry it (Inspect: generate
 * config, model and task args, limits; lm-evaluation-harness: `config`, `model_args`, few-shot
 * count, generation kwargs; HELM: the run spec's `adapter_spec`), stored with the dataset in the
 * `configs` store (one record per dataset, `storage/migrations.ts` step 6) and carried in the
 * library file as the per-dataset value `dataset:<id>:configs`.
 *
 * Keys and values are untrusted text from the files, flat (`generate_config.max_tokens` ->
 * `4096`) and capped (`CONFIG_LIMITS`); they are shown as plain text only. Entries are pairs, not
 * object keys, so a key named `__proto__` stays a plain string.
 */
import { z } from 'zod';
import { zodReason } from './zod-text.ts';

/** Caps on what an import keeps per model (the rest of a long value is cut, with "…"). */
export const CONFIG_LIMITS = {
	/** Characters of a key (longer keys are cut). */
	keyChars: 120,
	/** Characters of a value (longer values are cut and end with "…"). */
	valueChars: 300,
	/** Keys per model (further keys are left out). */
	keysPerModel: 200
} as const;

const ModelConfigSchema = z.object({
	/** The model's name, as in the matrix. */
	model: z.string().max(10_000),
	/** `[key, value]` pairs sorted by key; empty when this model's files carried none. */
	entries: z
		.array(
			z.tuple([
				z.string().min(1).max(CONFIG_LIMITS.keyChars),
				z.string().max(CONFIG_LIMITS.valueChars)
			])
		)
		.max(CONFIG_LIMITS.keysPerModel)
});

export type ModelConfig = z.infer<typeof ModelConfigSchema>;

const RunConfigsSchema = z.object({
	/** Whether any file read is of a format that can carry a configuration (Inspect, lm-eval, HELM). */
	carried: z.boolean(),
	/** The formats of the files read (`FormatId`s), for "this format carries no configuration". */
	formats: z.array(z.string().max(64)).max(64),
	/** One entry per model of the matrix, in the matrix's order. */
	models: z.array(ModelConfigSchema).max(20_000)
});

/** What an import read of every model's configuration. */
export type RunConfigs = z.infer<typeof RunConfigsSchema>;

/** The `configs` store's record: a dataset's configurations plus the dataset's id. */
export interface StoredConfigs extends RunConfigs {
	readonly id: string;
}

/**
 * The configurations, or a one-line reason they are not valid; with `models`, also that they
 * name the matrix's models in order (they were read with it).
 */
export function checkRunConfigs(
	value: unknown,
	models?: readonly string[]
): { ok: true; configs: RunConfigs } | { ok: false; reason: string } {
	const r = RunConfigsSchema.safeParse(value);
	if (!r.success) {
		return { ok: false, reason: zodReason(r.error) };
	}
	if (models && r.data.models.length) {
		const names = r.data.models.map((m) => m.model);
		if (names.length !== models.length || names.some((n, k) => n !== models[k])) {
			return { ok: false, reason: 'the configurations do not name the matrix’s models' };
		}
	}
	return { ok: true, configs: r.data };
}
