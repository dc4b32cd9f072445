/**
 * Each model's run configuration, read from the parts of the harness logs that describe how a run
 * was set up, as flat `key -> value` text (`schemas/run-config.ts`), so that the app can show
 * whether every model was run the same way:
 *
 * - **Inspect** (`header.json` / the `.json` log, inspect_ai `log/_log.py` `EvalSpec` and
 *   `EvalPlan`): `eval.model_generate_config` and `plan.config` (the `GenerateConfig`: max_tokens,
 *   temperature, reasoning_effort, …) as `generate_config.*`; `eval.config` (the `EvalConfig`:
 *   epochs, limit, message/token/time limits) as `eval_config.*`; `model_args.*`, `task_args.*`,
 *   `model_base_url`, `task_version`, `dataset.*`, the solvers, `packages.*`, `revision.commit`.
 * - **lm-evaluation-harness** (`results_<date>.json`, `lm_eval/loggers/evaluation_tracker.py`):
 *   `config.*` (model type, batch size, limit, gen_kwargs, seeds) with `model_args` split at its
 *   commas, and per task `<task>.num_fewshot` (`n-shot`), `<task>.generation_kwargs.*`,
 *   `<task>.version`, `<task>.output_type`, `<task>.task_hash`; plus the harness version fields.
 * - **HELM** (`run_spec.json`, `helm/benchmark/run_spec.py`): `adapter_spec.*` (method,
 *   max_tokens, temperature, max_train_instances, num_outputs, …) and `scenario_spec.*`.
 *
 * Keys that only name the model (Inspect `eval.model`, `pretrained=` in lm-eval `model_args`,
 * HELM `adapter_spec.model`) are left out: they differ by definition. Values are untrusted text,
 * capped (`CONFIG_LIMITS`). Other formats carry no configuration.
 */
import { CONFIG_LIMITS, type ModelConfig, type RunConfigs } from '../schemas/run-config.ts';
import type { Contribution } from './contribution.ts';
import { isObject, keysOf, own } from './json-safe.ts';

/** A model's configuration while it is read: key -> value. */
export type ConfigEntries = Map<string, string>;

/** Deepest nesting flattened into keys; deeper values are kept as JSON text. */
const MAX_DEPTH = 4;

/** A value cut to `CONFIG_LIMITS.valueChars` (ending in "…" when cut). */
function capValue(text: string): string {
	const max = CONFIG_LIMITS.valueChars;
	return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function scalar(v: unknown): string | null {
	if (typeof v === 'string') return v;
	if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
	if (typeof v === 'boolean') return v ? 'true' : 'false';
	if (v === null) return 'null';
	return null;
}

function jsonText(v: unknown): string {
	try {
		return JSON.stringify(v) ?? '';
	} catch {
		return '';
	}
}

/** Sets one entry (key and value capped; nothing past `keysPerModel`). */
function setEntry(out: ConfigEntries, key: string, value: string): void {
	const k = key.slice(0, CONFIG_LIMITS.keyChars);
	if (!k || (!out.has(k) && out.size >= CONFIG_LIMITS.keysPerModel)) return;
	out.set(k, capValue(value));
}

/**
 * Flattens a parsed JSON value under `prefix`: objects become dotted keys (empty ones nothing),
 * scalars their text, lists and anything deeper than `MAX_DEPTH` their JSON text. `skip` leaves
 * out keys (matched on the key below `prefix`).
 */
export function flattenInto(
	out: ConfigEntries,
	prefix: string,
	value: unknown,
	skip: (key: string) => boolean = () => false,
	depth = 0
): void {
	if (value === undefined) return;
	const s = scalar(value);
	if (s !== null) {
		if (prefix) setEntry(out, prefix, s);
		return;
	}
	if (isObject(value) && depth < MAX_DEPTH) {
		for (const k of keysOf(value)) {
			if (skip(k)) continue;
			flattenInto(out, prefix ? `${prefix}.${k}` : k, own(value, k), () => false, depth + 1);
		}
		return;
	}
	if (prefix) setEntry(out, prefix, jsonText(value));
}

// ---- Inspect -----------------------------------------------------------------------------------

/** The configuration an Inspect log's header (or `_journal/start.json`) records. */
export function inspectConfig(header: unknown): ConfigEntries {
	const out: ConfigEntries = new Map();
	const spec = own(header, 'eval');
	const plan = own(header, 'plan');
	// The model's generate config, then the eval's (which Inspect applies over it).
	flattenInto(out, 'generate_config', own(spec, 'model_generate_config'));
	flattenInto(out, 'generate_config', own(plan, 'config'));
	flattenInto(out, 'eval_config', own(spec, 'config'));
	flattenInto(out, 'model_args', own(spec, 'model_args'));
	flattenInto(out, 'model_base_url', own(spec, 'model_base_url'));
	flattenInto(out, 'model_roles', own(spec, 'model_roles'));
	flattenInto(out, 'task_args', own(spec, 'task_args'));
	flattenInto(out, 'task_version', own(spec, 'task_version'));
	const dataset = own(spec, 'dataset');
	for (const k of ['name', 'samples', 'shuffled'])
		flattenInto(out, `dataset.${k}`, own(dataset, k));
	flattenInto(out, 'sandbox', own(spec, 'sandbox'));
	const steps = own(plan, 'steps');
	if (Array.isArray(steps)) {
		const names = steps.map((s) => own(s, 'solver')).filter((n) => typeof n === 'string');
		if (names.length) setEntry(out, 'solvers', names.join(', '));
		for (const s of steps) {
			const name = own(s, 'solver');
			if (typeof name === 'string') flattenInto(out, `solver.${name}`, own(s, 'params'));
		}
	}
	flattenInto(out, 'packages', own(spec, 'packages'));
	flattenInto(out, 'revision.commit', own(own(spec, 'revision'), 'commit'));
	return out;
}

// ---- lm-evaluation-harness ----------------------------------------------------------------------

/** `model_args` keys that name the model itself (they differ by definition). */
const LM_EVAL_MODEL_KEYS = new Set(['pretrained', 'model', 'path', 'engine']);

/** Top-level fields of a results file that describe the harness and prompt setup. */
const LM_EVAL_TOP = [
	'model_source',
	'git_hash',
	'lm_eval_version',
	'transformers_version',
	'system_instruction',
	'system_instruction_sha',
	'chat_template_sha',
	'fewshot_as_multiturn'
];

/** What a results file says of its run: the settings of every task, and per task. */
export interface LmEvalRunConfig {
	readonly global: readonly (readonly [string, string])[];
	/** `[task, entries]`: pairs, since task names are untrusted keys. */
	readonly tasks: readonly (readonly [string, readonly (readonly [string, string])[]])[];
}

/** `model_args` as entries: a `k=v,k=v` string split at its commas, or an object flattened. */
function modelArgsInto(out: ConfigEntries, args: unknown): void {
	if (typeof args === 'string') {
		for (const part of args.split(',')) {
			const eq = part.indexOf('=');
			if (eq <= 0) {
				if (part.trim()) setEntry(out, `config.model_args.${part.trim()}`, 'true');
				continue;
			}
			const k = part.slice(0, eq).trim();
			if (!LM_EVAL_MODEL_KEYS.has(k)) setEntry(out, `config.model_args.${k}`, part.slice(eq + 1));
		}
		return;
	}
	flattenInto(out, 'config.model_args', args, (k) => LM_EVAL_MODEL_KEYS.has(k));
}

/** The configuration in an lm-eval results file (the whole parsed document). */
export function lmEvalRunConfig(doc: unknown): LmEvalRunConfig {
	const global: ConfigEntries = new Map();
	const config = own(doc, 'config');
	flattenInto(global, 'config', config, (k) => k === 'model_args');
	modelArgsInto(global, own(config, 'model_args'));
	for (const k of LM_EVAL_TOP) flattenInto(global, k, own(doc, k));
	const tasks: [string, [string, string][]][] = [];
	const configs = own(doc, 'configs');
	const names = new Set([...keysOf(own(doc, 'n-shot')), ...keysOf(configs)]);
	for (const task of [...names].slice(0, 500)) {
		const out: ConfigEntries = new Map();
		const c = own(configs, task);
		flattenInto(out, `${task}.num_fewshot`, own(c, 'num_fewshot'));
		flattenInto(out, `${task}.num_fewshot`, own(own(doc, 'n-shot'), task));
		flattenInto(out, `${task}.generation_kwargs`, own(c, 'generation_kwargs'));
		flattenInto(out, `${task}.output_type`, own(c, 'output_type'));
		flattenInto(out, `${task}.repeats`, own(c, 'repeats'));
		flattenInto(out, `${task}.version`, own(own(doc, 'versions'), task));
		flattenInto(out, `${task}.task_hash`, own(own(doc, 'task_hashes'), task));
		tasks.push([task, [...out]]);
	}
	return { global: [...global], tasks };
}

/** The entries of a run config that concern one task (the run's settings and the task's own). */
export function lmEvalConfigFor(run: LmEvalRunConfig, task: string): ConfigEntries {
	const out: ConfigEntries = new Map(run.global);
	for (const [name, entries] of run.tasks) {
		if (name === task) for (const [k, v] of entries) setEntry(out, k, v);
	}
	return out;
}

// ---- HELM ---------------------------------------------------------------------------------------

/** The configuration in a HELM `run_spec.json` (the whole parsed document). */
export function helmConfig(runSpec: unknown): ConfigEntries {
	const out: ConfigEntries = new Map();
	flattenInto(
		out,
		'adapter_spec',
		own(runSpec, 'adapter_spec'),
		(k) => k === 'model' || k === 'model_deployment'
	);
	flattenInto(out, 'scenario_spec', own(runSpec, 'scenario_spec'));
	return out;
}

// ---- Collected over an import ---------------------------------------------------------------------

/**
 * Records a model's configuration in its file's contribution. A model read from several files
 * (tasks, scenarios) keeps one entry per key; a key whose values differ between them keeps them
 * all, sorted and joined with " | " (so file order does not matter).
 */
export function addConfig(
	out: Contribution,
	model: number,
	entries: Iterable<readonly [string, string]>
): void {
	let target = out.configs.get(model);
	if (!target) out.configs.set(model, (target = new Map()));
	mergeInto(target, entries);
}

const SEPARATOR = ' | ';

function mergeInto(target: ConfigEntries, entries: Iterable<readonly [string, string]>): void {
	for (const [key, v] of entries) {
		const before = target.get(key.slice(0, CONFIG_LIMITS.keyChars));
		if (before === undefined) setEntry(target, key, v);
		else if (before !== v) {
			const values = new Set([...before.split(SEPARATOR), ...v.split(SEPARATOR)]);
			setEntry(target, key, [...values].sort().join(SEPARATOR));
		}
	}
}

/**
 * Every model's configuration, aligned with the matrix's `models`: the entries of the files each
 * model came from (matched by name, as the merge matches models), sorted by key. `formats` are
 * the formats of the contributions, in order.
 */
export function collectConfigs(
	contributions: readonly Contribution[],
	formats: readonly (string | 'skip')[],
	models: readonly string[],
	carriesConfigs: (format: string) => boolean
): RunConfigs {
	const byName = new Map<string, ConfigEntries>();
	contributions.forEach((c) => {
		for (const [local, entries] of c.configs) {
			const name = c.models[local];
			if (name === undefined) continue;
			let target = byName.get(name);
			if (!target) byName.set(name, (target = new Map()));
			mergeInto(target, entries);
		}
	});
	const seen = [...new Set(formats.filter((f) => f !== 'skip'))];
	const list: ModelConfig[] = models.map((model) => ({
		model,
		entries: [...(byName.get(model) ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
	}));
	return {
		carried: seen.some(carriesConfigs),
		formats: seen.slice(0, 64),
		models: list
	};
}
