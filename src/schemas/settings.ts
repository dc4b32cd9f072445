/**
 * Run settings and where they live: the URL hash. Every parameter, its bounds and which kinds read
 * it come from the catalogue (`core/perturbations/catalogue.ts`) through `core/settings-rules.ts`;
 * nothing here names a kind. Each parameter is read on its own, so one bad value falls back to its
 * default (with a note) instead of discarding the rest. Only the parameters that matter for the
 * chosen perturbation are written.
 *
 * | parameter    | meaning                                                                 |
 * |--------------|-------------------------------------------------------------------------|
 * | `kind`       | perturbation: bootstrap, subsample, clusterBootstrap, sizeSweep, …      |
 * | `draws`      | number of draws (per size for sizeSweep, per step with `sweep=1`)       |
 * | `seed`       | 0 – 4,294,967,295                                                       |
 * | `fraction`   | subsample: share of items kept, [0.01, 1]                               |
 * | `strength`   | the kind's strength (bounds from the catalogue)                         |
 * | `column`     | meta column: categories, or dates for timeSplit                         |
 * | `cutoff`     | timeSplit cut-off date                                                  |
 * | `mode`       | labelNoise: `cell` or `key`                                             |
 * | `method`     | modelSet: `mean`, `winRate` or `bradleyTerry`                           |
 * | `addWeak`    | modelSet: weak models added, 0 – 50                                     |
 * | `thresholds` | threshold sweep: comma-separated thresholds                             |
 * | `resample`   | difficulty: 1 = resample the shifted set (default), 0 = one fixed variant |
 * | `sweep`      | 1 = sweep the kind's strength (a `sweep` run)                           |
 * | `steps`      | the sweep's strength values, comma-separated, as `strength`/`fraction`  |
 * | `k`          | k of the top-k overlap                                                  |
 * | `cluster`    | meta column clustering the standard errors; empty = none; absent = the  |
 * |              | app's proposal (a column that looks like clusters)                      |
 */
import { z } from 'zod';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	relevantFields,
	SETTINGS_ORDER,
	type AnalysisSettings
} from '../core/analysis-settings.ts';
import {
	fieldsBySetting,
	type KindSettingKey,
	type PerturbationKind
} from '../core/perturbations/catalogue.ts';
import {
	COMMON_RULES,
	looseRule,
	parseValue,
	ruleFor,
	type CommonKey,
	type Rule,
	type SettingProblem
} from '../core/settings-rules.ts';
export { PERTURBATION_KINDS } from '../core/perturbations/catalogue.ts';

/** The zod schema of a rule's values. */
function zodOf(rule: Rule) {
	switch (rule.type) {
		case 'number':
			return z.number().min(rule.min).max(rule.max);
		case 'integer':
			return z.number().int().min(rule.min).max(rule.max);
		case 'choice':
			return z.enum(rule.options as [string, ...string[]]);
		case 'flag':
			return z.boolean();
		case 'text':
			return z.string().min(1).max(rule.maxLength);
		case 'date':
			return z.string().max(40);
		case 'numbers':
			return z.array(z.number().min(rule.min).max(rule.max)).max(rule.maxLength);
	}
}

const loose = (key: KindSettingKey) => zodOf(looseRule(key));

/**
 * Settings as stored and exported. One value per field whatever the kind, so each field takes the
 * widest bounds of the kinds that read it; `settingsProblems` (core/settings-rules) checks a
 * kind's own bounds. Nullable fields: null = the default for the data.
 */
export const AnalysisSettingsSchema = z.object({
	// Checked against the kinds registered when a value is parsed, not when this module loads:
	// a kind registered later (`registerKind`) is valid too.
	kind: z.custom<PerturbationKind>(
		(v) => typeof v === 'string' && COMMON_RULES.kind.rule.options.includes(v as PerturbationKind),
		{ message: 'not a registered perturbation kind' }
	),
	draws: zodOf(COMMON_RULES.draws.rule) as z.ZodNumber,
	seed: zodOf(COMMON_RULES.seed.rule) as z.ZodNumber,
	fraction: loose('fraction') as z.ZodNumber,
	strength: (loose('strength') as z.ZodNumber).nullable(),
	column: (loose('column') as z.ZodString).nullable(),
	cutoff: (loose('cutoff') as z.ZodString).nullable(),
	mode: loose('mode') as z.ZodType<AnalysisSettings['mode']>,
	method: loose('method') as z.ZodType<AnalysisSettings['method']>,
	addWeak: loose('addWeak') as z.ZodNumber,
	thresholds: (loose('thresholds') as z.ZodArray<z.ZodNumber>).nullable(),
	resample: z.boolean(),
	topK: zodOf(COMMON_RULES.topK.rule) as z.ZodNumber,
	cluster: z.string().max(200).nullable(),
	sweep: z.boolean(),
	steps: (zodOf(COMMON_RULES.steps.rule) as z.ZodArray<z.ZodNumber>).nullable()
});

// The schema and the core type must describe the same thing.
const _sameShape: AnalysisSettings = {} as z.infer<typeof AnalysisSettingsSchema>;
void _sameShape;

/** The part of URLSearchParams used here (keeps this module free of DOM types). */
export interface ParamsLike {
	get(key: string): string | null;
	set(key: string, value: string): void;
	delete(key: string): void;
}

type SettingName = KindSettingKey | CommonKey;

/**
 * URL parameter of each settings field: the shared fields' from `COMMON_RULES`, a kind's own from
 * its catalogue field's `param` (every kind reading a setting names it alike: a test checks).
 */
export const SETTING_PARAMS: Readonly<Record<keyof AnalysisSettings, string>> = Object.fromEntries(
	SETTINGS_ORDER.map((key) => [
		key,
		key in COMMON_RULES
			? COMMON_RULES[key as CommonKey].param
			: (fieldsBySetting().get(key as KindSettingKey)?.[0]?.param ?? key)
	])
) as Record<keyof AnalysisSettings, string>;

/** Whether the URL names any setting (a link's settings), beyond the dataset and workers. */
export function hasSettingParams(params: ParamsLike): boolean {
	return SETTINGS_ORDER.some((key) => params.get(SETTING_PARAMS[key]) !== null);
}

/** A URL parameter that was not valid, for the i18n layer (`state/settings-notice.ts`). */
export interface SettingsUrlProblem {
	readonly param: string;
	readonly raw: string;
	/** The value used instead, as written in a URL; null when the setting has no value of its own. */
	readonly fallback: string | null;
	readonly problem: SettingProblem;
}

/**
 * Reads settings from URL parameters; invalid or absent ones take their defaults (from `base`,
 * the defaults unless given). The kind is read first: its bounds apply to its own fields.
 * `problems` says what was wrong in English; `urlProblems` gives the same as data.
 */
export function settingsFromParams(
	params: ParamsLike,
	base: AnalysisSettings = DEFAULT_ANALYSIS_SETTINGS
): { settings: AnalysisSettings; problems: string[]; urlProblems: SettingsUrlProblem[] } {
	const settings: Record<string, unknown> = { ...base };
	const problems: string[] = [];
	const urlProblems: SettingsUrlProblem[] = [];
	let kind = base.kind;
	for (const key of SETTINGS_ORDER) {
		const param = SETTING_PARAMS[key];
		const raw = params.get(param);
		if (raw === null) continue;
		const parsed = parseValue(ruleFor(kind, key as SettingName), raw);
		if (parsed.ok) {
			settings[key] = parsed.value;
			if (key === 'kind') kind = parsed.value as PerturbationKind;
		} else {
			const fallback = base[key];
			const shown =
				fallback === null
					? 'the default'
					: Array.isArray(fallback)
						? fallback.join(',')
						: String(fallback);
			problems.push(
				`URL setting ${param}=“${raw}” is not valid (it ${problemText(parsed.problem)}); using ${shown}.`
			);
			urlProblems.push({
				param,
				raw,
				fallback: fallback === null ? null : shown,
				problem: parsed.problem
			});
		}
	}
	return { settings: settings as unknown as AnalysisSettings, problems, urlProblems };
}

/** Writes the settings that matter for the kind into URL parameters, removing the others. */
export function settingsToParams<P extends ParamsLike>(settings: AnalysisSettings, params: P): P {
	const relevant = new Set<keyof AnalysisSettings>([
		...relevantFields(settings.kind, settings.sweep),
		'topK',
		'cluster'
	]);
	for (const key of SETTINGS_ORDER) {
		const param = SETTING_PARAMS[key];
		const value = settings[key];
		const isDefault =
			(key === 'topK' && value === DEFAULT_ANALYSIS_SETTINGS.topK) ||
			(key === 'resample' && value !== false) ||
			(key === 'sweep' && value !== true);
		if (!relevant.has(key) || value === null || value === undefined || isDefault) {
			params.delete(param);
		} else if (typeof value === 'boolean') params.set(param, value ? '1' : '0');
		else params.set(param, Array.isArray(value) ? value.join(',') : String(value));
	}
	return params;
}

function count(v: number): string {
	return v.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/**
 * A problem in English for the `problems` list of `settingsFromParams` (the page words
 * `urlProblems` itself, in the reader's language): "must be a whole number from 1 to 100,000." (completes "<label> …"). */
function problemText(p: SettingProblem): string {
	switch (p.code) {
		case 'range':
			return `must be ${p.integer ? 'a whole number' : 'a number'} from ${count(p.min)} to ${count(p.max)}.`;
		case 'choice':
			return `must be one of ${p.options.join(', ')}.`;
		case 'flag':
			return 'must be 1 (on) or 0 (off).';
		case 'text':
			return `must be a name of 1 to ${p.maxLength} characters.`;
		case 'date':
			return 'must be a date such as 2024-06-01.';
		case 'list':
			return `must be 1 to ${p.maxLength} numbers from ${count(p.min)} to ${count(p.max)}${p.integer ? ', whole numbers only' : ''}, separated by commas.`;
	}
}
