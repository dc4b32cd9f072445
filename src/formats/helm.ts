/**
 * HELM run folders (stanford-crfm/helm, `benchmark_output/runs/<suite>/<run>/`):
 * `per_instance_stats.json` is a list of `{instance_id, train_trial_index, perturbation?, stats:
 * [{name: {name, split, perturbation?}, count, sum, mean, ...}]}`; `run_spec.json` holds `name`
 * (`mmlu:subject=anatomy,method=...,model=openai_gpt2`) and `adapter_spec.model`
 * (`openai/gpt2`); `instances.json` the inputs and references; `display_predictions.json` the
 * outputs.
 *
 * Only unperturbed rows are kept (no `perturbation`, no `name.perturbation`); score = the chosen
 * stat's `mean` on the chosen split, averaged over train trials; item = `instance_id` (prefixed
 * with the scenario when several scenarios are merged); model = `adapter_spec.model`.
 */
import { z } from 'zod';
import { has } from './issues.ts';
import { isObject, numberOf, own, scalarText } from './json-safe.ts';
import { readDocument, readJsonDocument } from './read-helpers.ts';
import { addConfig, helmConfig } from './run-config.ts';
import { baseName, dirName } from './source.ts';
import type { Facts, Head, ReadContext, Claim } from './read-context.ts';
import { importNote } from './notes.ts';

/** Stats that are bookkeeping, not scores. */
const NOT_SCORES =
	/^(num_|inference_|training_|batch_|finish_reason|max_prob|logprob|estimated_|predicted_index|num_bytes|perplexity|bits_per_byte|logprob_per_byte)/;
const PREFERRED = [
	'exact_match',
	'quasi_exact_match',
	'prefix_exact_match',
	'quasi_prefix_exact_match',
	'math_equiv_chain_of_thought',
	'math_equiv',
	'final_number_exact_match',
	'pass',
	'f1_score',
	'rouge_l',
	'bleu_4'
];

const StatSchema = z
	.object({
		name: z
			.object({
				name: z.string(),
				split: z.string().optional(),
				perturbation: z.unknown().optional()
			})
			.loose(),
		mean: z.number().nullish(),
		sum: z.number().nullish(),
		count: z.number().nullish()
	})
	.loose();

const EntrySchema = z
	.object({
		instance_id: z.union([z.string(), z.number().transform(String)]),
		train_trial_index: z.number().optional(),
		perturbation: z.unknown().optional(),
		stats: z.array(z.unknown())
	})
	.loose();

const RunSpecSchema = z
	.object({
		name: z.string(),
		adapter_spec: z
			.object({ model: z.string().optional(), model_deployment: z.string().optional() })
			.loose()
	})
	.loose();

/** The scenario part of a run name: `mmlu:subject=anatomy,method=...,model=x` without `model=...`. */
export function scenarioOf(runName: string): string {
	return runName
		.split(',')
		.filter((p) => !/^(model|model_deployment)=/.test(p))
		.join(',');
}

/** A scenario as a benchmark's name: without the adapter's settings (`mmlu:subject=anatomy`). */
function benchmarkOf(scenario: string): string {
	return scenario
		.split(',')
		.filter(
			(p) => !/^(method|groups?|max_train_instances|num_.*|eval_split|data_augmentation)=/.test(p)
		)
		.join(',');
}

function modelFromRunName(runName: string): string | null {
	const m = /(?:^|[,:])model=([^,]+)/.exec(runName);
	return m ? m[1] : null;
}

export function sniffHelmPerInstance(head: Head): Claim | null {
	const doc = head.json;
	if (!Array.isArray(doc) || !doc.length) return null;
	const first = doc[0];
	if (
		!isObject(first) ||
		own(first, 'instance_id') === undefined ||
		!Array.isArray(own(first, 'stats'))
	)
		return null;
	const metrics: string[] = [];
	const splits: string[] = [];
	for (const e of doc.slice(0, 200)) {
		if (own(e, 'perturbation')) continue;
		const stats = own(e, 'stats');
		if (!Array.isArray(stats)) continue;
		for (const s of stats) {
			const name = own(s, 'name');
			const n = own(name, 'name');
			const split = own(name, 'split');
			if (own(name, 'perturbation')) continue;
			if (typeof n === 'string' && !metrics.includes(n)) metrics.push(n);
			if (typeof split === 'string' && !splits.includes(split)) splits.push(split);
		}
	}
	const scores = metrics.filter((m) => !NOT_SCORES.test(m));
	const metric = PREFERRED.find((p) => scores.includes(p)) ?? scores[0] ?? metrics[0];
	const split = splits.includes('test') ? 'test' : splits[0];
	const folder = dirName(head.name);
	const scenario = folder ? scenarioOf(baseName(folder)) : '';
	// A run folder's name is its run spec's (`mmlu:subject=anatomy,...,model=x`): then it names the
	// benchmark; any other folder name leaves that to run_spec.json.
	const named = /[:=]/.test(scenario);
	const facts: Facts = {
		helmScenario: scenario,
		...(named ? { benchmark: benchmarkOf(scenario) } : {})
	};
	return {
		confidence: 0.95,
		summary: `HELM per-instance stats${scenario ? ` of “${scenario}”` : ''}${metric ? `, stat “${metric}”` : ''}${split ? ` on “${split}”` : ''}.`,
		params: {
			scenario: scenario ?? '',
			hasScenario: has(scenario),
			stat: metric ?? '',
			hasStat: has(metric),
			split: split ?? '',
			hasSplit: has(split)
		},
		options: {
			metrics: [...scores, ...metrics.filter((m) => !scores.includes(m))],
			splits,
			categories: ['', 'scenario']
		},
		choices: { metric, split, category: '' },
		facts
	};
}

export function sniffHelmRunSpec(head: Head): Claim | null {
	const parsed = RunSpecSchema.safeParse(head.json);
	if (!parsed.success || !isObject(own(head.json, 'scenario_spec'))) return null;
	const spec = parsed.data;
	const model =
		spec.adapter_spec.model ??
		modelFromRunName(spec.name) ??
		spec.adapter_spec.model_deployment ??
		'';
	return {
		confidence: 0.95,
		summary: `HELM run spec “${spec.name}” (names the model “${model}” of its folder).`,
		params: { spec: spec.name, model },
		options: {},
		choices: {},
		facts: {
			benchmark: benchmarkOf(scenarioOf(spec.name)) || undefined,
			helmRun: {
				folder: dirName(head.name),
				model,
				scenario: scenarioOf(spec.name),
				config: [...helmConfig(head.json)]
			}
		}
	};
}

export function sniffHelmInstances(head: Head): Claim | null {
	const doc = head.json;
	if (!Array.isArray(doc) || !doc.length) return null;
	const f = doc[0];
	if (
		!isObject(f) ||
		own(f, 'id') === undefined ||
		!isObject(own(f, 'input')) ||
		!Array.isArray(own(f, 'references'))
	)
		return null;
	return {
		confidence: 0.9,
		summary: `HELM instances (${doc.length.toLocaleString('en-US')} inputs and references for the item view).`,
		params: { count: doc.length },
		options: {},
		choices: {}
	};
}

export function sniffHelmPredictions(head: Head): Claim | null {
	const doc = head.json;
	if (!Array.isArray(doc) || !doc.length) return null;
	const f = doc[0];
	if (
		!isObject(f) ||
		own(f, 'instance_id') === undefined ||
		typeof own(f, 'predicted_text') !== 'string'
	)
		return null;
	return {
		confidence: 0.9,
		summary: `HELM predictions (${doc.length.toLocaleString('en-US')} model outputs for the item view).`,
		params: { count: doc.length },
		options: {},
		choices: {}
	};
}

/**
 * The run_spec.json of a run folder's file. Files dropped without their folders all sit in the
 * folder '': the `nth` file of a name goes with the `nth` run_spec.json (two runs' files dropped
 * as files come run by run, or name by name, and both orders pair this way).
 */
function helmRunFor(name: string, nth: number, facts: readonly Facts[]) {
	const folder = dirName(name);
	const runs = facts.map((f) => f.helmRun).filter((r) => r !== undefined && r.folder === folder);
	return (runs.length > 1 ? runs[nth] : runs[0]) ?? null;
}

/** The model of a HELM run folder: its run_spec.json, else `model=` in the folder name. */
export function helmModelFor(name: string, nth: number, facts: readonly Facts[]): string {
	const run = helmRunFor(name, nth, facts);
	if (run?.model) return run.model;
	const folder = dirName(name);
	const fromName = modelFromRunName(baseName(folder));
	if (fromName) return fromName;
	return folder ? `model of ${baseName(folder)}` : 'HELM model';
}

/** Per instance: the sum and number of the chosen stat's values over train trials. */
interface Aggregated {
	readonly aggs: Map<string, { sum: number; n: number; row: number }>;
	/** Rows left out: perturbed, or without the stat. */
	readonly perturbed: number;
	readonly without: number;
}

export async function readHelm(ctx: ReadContext): Promise<void> {
	const { out, items, choices } = ctx;
	const doc = await readDocument(ctx);
	if (!doc) return;
	if (!Array.isArray(doc.value)) {
		out.issue({
			message: 'per_instance_stats.json should be a list of instances.',
			hint: 'Drop the file from a HELM run folder.',
			code: 'helm-not-list',
			params: { name: 'per_instance_stats.json' }
		});
		return;
	}
	const metric = choices.metric;
	if (!metric) {
		out.issue({
			message: 'no stat is chosen.',
			hint: 'Pick the stat (exact_match, ...) in the mapping.',
			code: 'helm-no-stat',
			params: { examples: 'exact_match, ...' }
		});
		return;
	}
	const split = choices.split;
	const folder = dirName(ctx.file.name);
	const scenarios = new Set(
		ctx.facts.map((f) => f.helmScenario).filter((s): s is string => s !== undefined)
	);
	const run = helmRunFor(ctx.file.name, ctx.nth, ctx.facts);
	const scenario = run?.scenario ?? (folder ? scenarioOf(baseName(folder)) : '');
	const prefix = scenarios.size > 1 && scenario ? `${scenario}/` : '';
	const model = out.modelIndex(choices.model || helmModelFor(ctx.file.name, ctx.nth, ctx.facts));
	if (run?.config) addConfig(out, model, run.config);
	const agg = aggregate(ctx, doc.value, metric, split);
	if (!agg) return;
	out.scoreColumn = { columnName: metric };
	for (const [id, a] of agg.aggs) {
		const item = items.intern(prefix + id);
		out.add(item, model, a.n ? a.sum / a.n : Number.NaN, a.row);
		if (choices.category === 'scenario' && scenario) items.setMeta(item, 'category', scenario);
	}
	if (agg.perturbed)
		out.notes.push(importNote('helm-perturbed', { file: ctx.file.name, count: agg.perturbed }));
	if (agg.without)
		out.notes.push(
			split
				? importNote('helm-no-metric-split', {
						file: ctx.file.name,
						count: agg.without,
						metric,
						split
					})
				: importNote('helm-no-metric', { file: ctx.file.name, count: agg.without, metric })
		);
	if (!agg.aggs.size && !out.issues.length)
		out.issue({
			message: 'no unperturbed instances were found.',
			hint: 'Check the file comes from a HELM run folder.',
			code: 'helm-no-instances'
		});
	await readHelmSiblings(ctx, folder, prefix, model);
}

/** The chosen stat of every unperturbed instance; null when the file has too many problems. */
function aggregate(
	ctx: ReadContext,
	entries: readonly unknown[],
	metric: string,
	split: string | undefined
): Aggregated | null {
	const { out } = ctx;
	const aggs: Aggregated['aggs'] = new Map();
	let perturbed = 0;
	let without = 0;
	for (let k = 0; k < entries.length; k++) {
		const parsed = EntrySchema.safeParse(entries[k]);
		if (!parsed.success) {
			const detail = parsed.error.issues[0]?.message ?? 'bad shape';
			const message = `entry ${k + 1} is not a HELM instance record (${detail}).`;
			const code = 'helm-bad-entry';
			if (!out.issue({ row: k + 1, message, code, params: { entry: k + 1, detail } })) return null;
			continue;
		}
		const e = parsed.data;
		if (e.perturbation) {
			perturbed++;
			continue;
		}
		const value = statValue(e.stats, metric, split);
		let agg = aggs.get(e.instance_id);
		if (!agg) aggs.set(e.instance_id, (agg = { sum: 0, n: 0, row: k + 1 }));
		if (value === null || !Number.isFinite(value)) {
			without++;
			continue;
		}
		agg.sum += value;
		agg.n++;
	}
	return { aggs, perturbed, without };
}

/** The unperturbed value of `metric` (on `split`, when given) among an instance's stats. */
function statValue(
	stats: readonly unknown[],
	metric: string,
	split: string | undefined
): number | null {
	for (const raw of stats) {
		const s = StatSchema.safeParse(raw);
		if (!s.success) continue;
		const nm = s.data.name;
		if (nm.name !== metric || nm.perturbation) continue;
		if (split && nm.split !== undefined && nm.split !== split) continue;
		return s.data.mean ?? (s.data.sum != null && s.data.count ? s.data.sum / s.data.count : null);
	}
	return null;
}

/** Item texts and outputs from instances.json / display_predictions.json in the same folder. */
async function readHelmSiblings(
	ctx: ReadContext,
	folder: string,
	prefix: string,
	model: number
): Promise<void> {
	const { out, items } = ctx;
	for (const s of ctx.siblings) {
		if (dirName(s.file.name) !== folder) continue;
		if (s.format !== 'helm-instances' && s.format !== 'helm-predictions') continue;
		// Files dropped without folders: the nth instances.json goes with the nth stats file.
		if (!folder && s.nth !== ctx.nth && sameNamed(ctx, s.file.name)) continue;
		const doc = await readJsonDocument(s.file, s.encoding, () => {});
		if (!doc.ok || !Array.isArray(doc.value)) continue;
		for (const r of doc.value) {
			if (s.format === 'helm-instances') {
				if (own(r, 'perturbation')) continue;
				const id = scalarText(own(r, 'id'));
				const k = id === null ? undefined : items.find(prefix + id);
				if (k === undefined) continue;
				const text = own(own(r, 'input'), 'text');
				if (typeof text === 'string') items.setText(k, text);
				const refs = own(r, 'references');
				if (Array.isArray(refs)) {
					const correct = refs.filter(
						(x) =>
							Array.isArray(own(x, 'tags')) && (own(x, 'tags') as unknown[]).includes('correct')
					);
					const t = correct
						.map((x) => own(own(x, 'output'), 'text'))
						.filter((x): x is string => typeof x === 'string');
					if (t.length) items.setTarget(k, t.join(' | '));
				}
				const sub = own(r, 'sub_split');
				if (typeof sub === 'string' && ctx.choices.category === '')
					items.setMeta(k, 'sub_split', sub);
			} else {
				if (own(r, 'perturbation') || (numberOf(own(r, 'train_trial_index')) ?? 0) !== 0) continue;
				const id = scalarText(own(r, 'instance_id'));
				const k = id === null ? undefined : items.find(prefix + id);
				const text = own(r, 'predicted_text');
				if (k !== undefined && typeof text === 'string') out.output(k, model, text);
			}
		}
	}
}

/** Whether several files of the import have this name (dropped without their folders). */
function sameNamed(ctx: ReadContext, name: string): boolean {
	return ctx.siblings.filter((s) => s.file.name === name).length > 1;
}
