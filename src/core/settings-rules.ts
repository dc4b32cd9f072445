/**
 * The rule of every settings field, derived from the catalogue: the kind-specific fields from each
 * entry's `fields`, the shared ones (draws, seed, top-k, sweep, steps) from `COMMON_RULES`. The URL
 * parser, the zod schema and the settings form all check values with these rules, so each bound
 * exists once. Problems are structured values (`SettingProblem`); the view words them
 * (`views/analysis/settings-text.ts`).
 */
import type { AnalysisSettings } from './analysis-settings.ts';
import {
	CATALOGUE,
	fieldOf,
	fieldsBySetting,
	PERTURBATION_KINDS,
	type FieldSpec,
	type KindSettingKey,
	type PerturbationKind
} from './perturbations/catalogue.ts';
import { parseItemDate } from './perturbations/time-split.ts';
import { MAX_SEED } from './random.ts';

const MAX_DRAWS = 100_000;
/** Most steps of a strength sweep. */
const MAX_STEPS = 20;

export type Rule =
	| { readonly type: 'number' | 'integer'; readonly min: number; readonly max: number }
	| { readonly type: 'choice'; readonly options: readonly string[] }
	| { readonly type: 'flag' }
	| { readonly type: 'text'; readonly maxLength: number; readonly allowEmpty?: boolean }
	| { readonly type: 'date' }
	| {
			readonly type: 'numbers';
			readonly min: number;
			readonly max: number;
			readonly maxLength: number;
			/** Whole numbers only (the steps of a sweep over attempts per cell). */
			readonly integer?: boolean;
	  };

/** Rules of the fields every kind shares, with their URL parameters (the form's labels are in
 * the view, `settingLabelText`). */
export const COMMON_RULES = {
	kind: {
		param: 'kind',
		rule: { type: 'choice', options: PERTURBATION_KINDS }
	},
	draws: {
		param: 'draws',
		rule: { type: 'integer', min: 1, max: MAX_DRAWS }
	},
	seed: {
		param: 'seed',
		rule: { type: 'integer', min: 0, max: MAX_SEED }
	},
	topK: { param: 'k', rule: { type: 'integer', min: 1, max: 10_000 } },
	sweep: { param: 'sweep', rule: { type: 'flag' } },
	cluster: {
		param: 'cluster',
		rule: { type: 'text', maxLength: 200, allowEmpty: true }
	},
	steps: {
		param: 'steps',
		rule: { type: 'numbers', min: -1e12, max: 1e12, maxLength: MAX_STEPS }
	}
} as const satisfies Record<string, { param: string; rule: Rule }>;

export type CommonKey = keyof typeof COMMON_RULES;

/** The rule of one catalogue field. */
export function fieldRule(field: FieldSpec): Rule {
	switch (field.type) {
		case 'number':
		case 'integer':
			// A number valid only when whole (attempts per cell) is offered as an integer: every
			// value the form and the URL accept then passes the recipe check (`field.valid`).
			return {
				type: field.valid.integer ? 'integer' : field.type,
				min: field.min,
				max: field.max
			};
		case 'choice':
			return { type: 'choice', options: field.options };
		case 'flag':
			return { type: 'flag' };
		case 'column':
			return { type: 'text', maxLength: 200 };
		case 'date':
			return { type: 'date' };
		case 'numbers':
			return { type: 'numbers', min: field.min, max: field.max, maxLength: field.maxLength };
	}
}

/**
 * The loosest rule of a settings field over every kind that reads it (for the stored shape, which
 * holds one value per field whatever the kind): widest bounds, every option.
 */
export function looseRule(setting: KindSettingKey): Rule {
	const fields = fieldsBySetting().get(setting) ?? [];
	const rules = fields.map(fieldRule);
	const first = rules[0];
	const numeric = rules.filter((r): r is Extract<Rule, { min: number }> => 'min' in r);
	const min = Math.min(...numeric.map((r) => r.min));
	const max = Math.max(...numeric.map((r) => r.max));
	if (first.type === 'numbers') {
		return {
			type: 'numbers',
			min,
			max,
			maxLength: Math.max(...numeric.map((r) => ('maxLength' in r ? r.maxLength : 0)))
		};
	}
	if (first.type === 'number' || first.type === 'integer') {
		return { type: numeric.some((r) => r.type === 'number') ? 'number' : 'integer', min, max };
	}
	if (first.type === 'choice') {
		const options = new Set(rules.flatMap((r) => (r.type === 'choice' ? r.options : [])));
		return { type: 'choice', options: [...options] };
	}
	return first;
}

/** The rule `kind` applies to a settings field (the loose rule when the kind does not read it). */
export function ruleFor(kind: PerturbationKind, setting: KindSettingKey | CommonKey): Rule {
	if (setting in COMMON_RULES) {
		if (setting === 'steps') {
			const info = CATALOGUE[kind].strength;
			if (info) {
				// a sweep's steps are strengths: whole numbers where the strength field is
				const field = fieldOf(kind, info.setting);
				const integer = field !== undefined && fieldRule(field).type === 'integer';
				return { type: 'numbers', min: info.min, max: info.max, maxLength: MAX_STEPS, integer };
			}
		}
		return COMMON_RULES[setting as CommonKey].rule;
	}
	const field = fieldOf(kind, setting as KindSettingKey);
	return field ? fieldRule(field) : looseRule(setting as KindSettingKey);
}

/** A value that breaks its rule, as data (worded by `problemText`). */
export type SettingProblem =
	| {
			readonly code: 'range';
			readonly min: number;
			readonly max: number;
			readonly integer: boolean;
	  }
	| { readonly code: 'choice'; readonly options: readonly string[] }
	| { readonly code: 'flag' }
	| { readonly code: 'text'; readonly maxLength: number }
	| { readonly code: 'date' }
	| {
			readonly code: 'list';
			readonly min: number;
			readonly max: number;
			readonly maxLength: number;
			readonly integer: boolean;
	  };

function numberProblem(v: number, rule: { min: number; max: number }, integer: boolean) {
	const ok =
		Number.isFinite(v) && v >= rule.min && v <= rule.max && (!integer || Number.isInteger(v));
	return ok ? null : ({ code: 'range', min: rule.min, max: rule.max, integer } as const);
}

/** What is wrong with `value` under `rule`, or null when it is valid. */
function checkValue(rule: Rule, value: unknown): SettingProblem | null {
	switch (rule.type) {
		case 'number':
		case 'integer':
			return typeof value === 'number'
				? numberProblem(value, rule, rule.type === 'integer')
				: { code: 'range', min: rule.min, max: rule.max, integer: rule.type === 'integer' };
		case 'choice':
			return typeof value === 'string' && rule.options.includes(value)
				? null
				: { code: 'choice', options: rule.options };
		case 'flag':
			return typeof value === 'boolean' ? null : { code: 'flag' };
		case 'text':
			return typeof value === 'string' &&
				value.length >= (rule.allowEmpty ? 0 : 1) &&
				value.length <= rule.maxLength
				? null
				: { code: 'text', maxLength: rule.maxLength };
		case 'date':
			return typeof value === 'string' &&
				value.length <= 40 &&
				parseItemDate(value) === parseItemDate(value)
				? null
				: { code: 'date' };
		case 'numbers': {
			const integer = rule.integer ?? false;
			const ok =
				Array.isArray(value) &&
				value.length >= 1 &&
				value.length <= rule.maxLength &&
				value.every((v) => typeof v === 'number' && numberProblem(v, rule, integer) === null);
			const { min, max, maxLength } = rule;
			return ok ? null : { code: 'list', min, max, maxLength, integer };
		}
	}
}

function strictNumber(raw: string): number {
	return raw.trim() === '' ? Number.NaN : Number(raw);
}

/** Reads a URL (or form) string under `rule`: the value, or the problem with it. */
export function parseValue(
	rule: Rule,
	raw: string
): { ok: true; value: unknown } | { ok: false; problem: SettingProblem } {
	let value: unknown = raw;
	if (rule.type === 'number' || rule.type === 'integer') value = strictNumber(raw);
	else if (rule.type === 'numbers')
		value = raw
			.split(/[,\s]+/)
			.filter(Boolean)
			.map(strictNumber);
	else if (rule.type === 'flag') {
		const t = raw.trim().toLowerCase();
		value = t === '1' || t === 'true' ? true : t === '0' || t === 'false' ? false : raw;
	}
	const problem = checkValue(rule, value);
	return problem ? { ok: false, problem } : { ok: true, value };
}

/** Every settings field that breaks the rules of its kind, with the problem. */
export function settingsProblems(
	s: AnalysisSettings
): Array<{ readonly setting: keyof AnalysisSettings; readonly problem: SettingProblem }> {
	const out: Array<{ setting: keyof AnalysisSettings; problem: SettingProblem }> = [];
	for (const key of ['draws', 'seed', 'topK'] as const) {
		const p = checkValue(ruleFor(s.kind, key), s[key]);
		if (p) out.push({ setting: key, problem: p });
	}
	for (const f of CATALOGUE[s.kind].fields) {
		const v = s[f.setting];
		if (
			v === null &&
			(f.type === 'column' || f.type === 'date' || f.type === 'numbers' || f.setting === 'strength')
		)
			continue;
		const p = checkValue(fieldRule(f), v);
		if (p) out.push({ setting: f.setting, problem: p });
	}
	if (s.sweep && s.steps !== null) {
		const p = checkValue(ruleFor(s.kind, 'steps'), s.steps);
		if (p) out.push({ setting: 'steps', problem: p });
	}
	return out;
}
