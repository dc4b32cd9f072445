/**
 * What a person sets for a run: the perturbation (any kind of the catalogue) with its fields, the
 * number of draws and the seed, k for the top-k overlap, and whether to sweep the kind's strength.
 * Everything here is plain data that lives in the URL (`schemas/settings.ts` reads and writes it);
 * `resolveRecipe` turns it into the full recipe for a given matrix, filling the defaults that
 * depend on the data. Which fields a kind reads, their bounds and defaults all come from the
 * catalogue (`perturbations/catalogue.ts`); nothing here is specific to one kind.
 */
import {
	CATALOGUE,
	PERTURBATION_KINDS,
	type FieldSpec,
	type KindSettingKey,
	type PerturbationKind,
	type Recipe
} from './perturbations/catalogue.ts';
import { KIND_SETTING_KEYS } from './perturbations/catalogue-fields.ts';
import type { LabelNoiseMode } from './perturbations/label-noise.ts';
import type { AggregateMethod } from './perturbations/model-set.ts';
import { sizeGrid } from './perturbations/size-sweep.ts';
import { thresholdCandidates } from './perturbations/threshold.ts';
import { itemDates, parseItemDate } from './perturbations/time-split.ts';
import { quantileSorted } from './stats/quantile.ts';
import type { ScoreMatrix } from './ScoreMatrix.ts';

export interface AnalysisSettings {
	readonly kind: PerturbationKind;
	/** Draws of seeded kinds; per size for the size sweep, per step for a strength sweep. */
	readonly draws: number;
	readonly seed: number;
	/** Share of items kept by `subsample` (its strength). */
	readonly fraction: number;
	/** The kind's strength (see CATALOGUE[kind].strength); null = its default. */
	readonly strength: number | null;
	/** Meta column: categories (category kinds) or dates (time split); null = chosen from the data. */
	readonly column: string | null;
	/** Time split cut-off (ISO date); null = the median item date. */
	readonly cutoff: string | null;
	/** Label noise: flip cells, or whole items' keys. */
	readonly mode: LabelNoiseMode;
	/** Model-set change: how the leaderboard aggregates. */
	readonly method: AggregateMethod;
	/** Model-set change: weak models added per draw. */
	readonly addWeak: number;
	/** Threshold sweep: thresholds; null = candidates from the data. */
	readonly thresholds: readonly number[] | null;
	/** Difficulty shift: resample the shifted test set (a sample) or keep one fixed variant. */
	readonly resample: boolean;
	/** k of the top-k overlap. */
	readonly topK: number;
	/**
	 * The `meta` column whose values cluster items for the clustered standard errors: null = the
	 * app's proposal (a column that looks like clusters, else none), '' = no clustering.
	 */
	readonly cluster: string | null;
	/** Sweep the kind's strength over `steps` (a `sweep` run) instead of one run at `strength`. */
	readonly sweep: boolean;
	/** Strength values of the sweep, as the URL writes them; null = the app's choice. */
	readonly steps: readonly number[] | null;
}

/** Every field the kinds share, in URL and key order around the kinds' own fields. */
const ORDER = [
	'kind',
	'draws',
	'seed',
	...KIND_SETTING_KEYS,
	'sweep',
	'steps',
	'topK',
	'cluster'
] as const;

// Compile-time: the list names every field of AnalysisSettings and nothing else.
type Unlisted = Exclude<keyof AnalysisSettings, (typeof ORDER)[number]>;
const _everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void _everyFieldListed;

/** The settings fields in the order they appear in URLs and keys (a stable order: keys persist). */
export const SETTINGS_ORDER: ReadonlyArray<keyof AnalysisSettings> = ORDER;

/**
 * The default of a kind's own setting, from the catalogue: the fields' default when every kind
 * that reads the setting agrees on it, else null ("the kind's own default", as for `strength`);
 * null too for a default that depends on the data (a column, the cut-off, the thresholds).
 */
function catalogueDefault(setting: KindSettingKey): unknown {
	const values = new Set<unknown>();
	for (const kind of PERTURBATION_KINDS) {
		for (const f of CATALOGUE[kind].fields) {
			if (f.setting !== setting) continue;
			values.add('default' in f ? f.default : null);
		}
	}
	return values.size === 1 ? [...values][0] : null;
}

export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = Object.freeze({
	kind: 'bootstrap',
	draws: 1000,
	seed: 1,
	...(Object.fromEntries(KIND_SETTING_KEYS.map((k) => [k, catalogueDefault(k)])) as Pick<
		AnalysisSettings,
		KindSettingKey
	>),
	topK: 3,
	cluster: null,
	sweep: false,
	steps: null
});

/** Settings saved by older versions (run@1: bootstrap or subsample only; run@2) made whole. */
export function upgradeSettings(
	s:
		| Partial<AnalysisSettings>
		| { kind: 'bootstrap' | 'subsample'; fraction: number; draws: number; seed: number }
): AnalysisSettings {
	return { ...DEFAULT_ANALYSIS_SETTINGS, ...(s as Partial<AnalysisSettings>) };
}

/** Whether the kind has a strength the app can sweep (`sweep=1`). */
export function canSweep(kind: PerturbationKind): boolean {
	return CATALOGUE[kind].strength?.sweep != null;
}

/**
 * The settings fields that matter for `kind` (others are ignored and left out of URLs and keys),
 * in `SETTINGS_ORDER`; `sweep` adds the sweep's own fields.
 */
export function relevantFields(
	kind: PerturbationKind,
	sweep = false
): ReadonlyArray<keyof AnalysisSettings> {
	const used = new Set<keyof AnalysisSettings>(['kind', 'draws', 'seed']);
	for (const f of CATALOGUE[kind].fields) used.add(f.setting);
	if (sweep && canSweep(kind)) {
		used.add('sweep');
		used.add('steps');
	}
	return SETTINGS_ORDER.filter((f) => f !== 'topK' && f !== 'cluster' && used.has(f));
}

/** Whether a field is at a value older versions did not write (so keys stay what they were). */
function impliedDefault(s: AnalysisSettings, f: keyof AnalysisSettings): boolean {
	if (f === 'strength' && s.kind === 'bootstrap') return (s.strength ?? 1) === 1;
	if (f === 'resample') return s.resample !== false;
	if (f === 'steps') return s.steps === null || s.steps === undefined;
	return false;
}

/**
 * A canonical string of the settings that determine a run's numbers (cache and storage key).
 * Settings saved by run@2 give the key they were saved under.
 */
export function settingsKey(s: AnalysisSettings): string {
	const fields = relevantFields(s.kind, s.sweep === true).filter((f) => !impliedDefault(s, f));
	// The cluster choice shapes the standard errors; written only when made (older keys stay).
	if (s.cluster !== null && s.cluster !== undefined) fields.push('cluster');
	return fields
		.map((f) => {
			const v = s[f];
			return `${f}=${Array.isArray(v) ? v.join(';') : String(v)}`;
		})
		.join('&');
}

/**
 * The cluster column a run uses: the chosen one ('' = none), or the proposal for the data
 * (`proposed`, from `defaultClusterColumn`); an unknown column means none.
 */
export function clusterColumnOf(
	s: AnalysisSettings,
	matrix: ScoreMatrix,
	proposed: (m: ScoreMatrix) => string | null
): string | null {
	const chosen = s.cluster ?? proposed(matrix);
	return chosen && Object.hasOwn(matrix.meta, chosen) ? chosen : null;
}

export function sameAnalysisSettings(a: AnalysisSettings, b: AnalysisSettings): boolean {
	return settingsKey(a) === settingsKey(b) && a.topK === b.topK;
}

/** The category column to use: the chosen one, else `category`, else the first meta column. */
export function categoryColumn(matrix: ScoreMatrix, chosen: string | null): string | null {
	const fields = Object.keys(matrix.meta);
	if (chosen !== null && fields.includes(chosen)) return chosen;
	if (fields.includes('category')) return 'category';
	return fields[0] ?? null;
}

/** The date column to use: the chosen one, else `created_at`, else the first column of dates. */
export function dateColumn(matrix: ScoreMatrix, chosen: string | null): string | null {
	const fields = Object.keys(matrix.meta);
	if (chosen !== null && fields.includes(chosen)) return chosen;
	if (fields.includes('created_at')) return 'created_at';
	return (
		fields.find((f) => {
			const values = matrix.meta[f];
			let dated = 0;
			for (const v of values) if (parseItemDate(v) === parseItemDate(v)) dated++;
			return dated >= values.length / 2;
		}) ?? null
	);
}

/** The median item date of a column as YYYY-MM-DD (the default cut-off), or null. */
function medianDate(matrix: ScoreMatrix, column: string): string | null {
	const dates = itemDates(matrix.meta[column] ?? [])
		.filter((t) => t === t)
		.sort();
	if (!dates.length) return null;
	return new Date(quantileSorted(dates, 0.5, 'lower')).toISOString().slice(0, 10);
}

/** The value a field takes in `settings` on `matrix`: the setting, or its (data) default. */
export function fieldValue(
	field: FieldSpec,
	s: AnalysisSettings,
	matrix: ScoreMatrix,
	/** The recipe so far (a date default needs the chosen column). */
	partial: Readonly<Record<string, unknown>> = {}
): unknown {
	const v = s[field.setting];
	switch (field.type) {
		case 'column': {
			const found =
				field.of === 'date' ? dateColumn(matrix, s.column) : categoryColumn(matrix, s.column);
			return found ?? s.column ?? (field.of === 'date' ? 'created_at' : 'category');
		}
		case 'date': {
			if (v !== null && v !== undefined) return v;
			const column = (partial.column as string | undefined) ?? dateColumn(matrix, s.column);
			return (column ? medianDate(matrix, column) : null) ?? '';
		}
		case 'numbers':
			return Array.isArray(v) && v.length ? [...v] : thresholdCandidates(matrix, 12);
		default:
			return v === null || v === undefined ? field.default : v;
	}
}

/** The full recipe of `settings` for `matrix` (data-dependent defaults filled in). */
export function resolveRecipe(s: AnalysisSettings, matrix: ScoreMatrix): Recipe {
	const entry = CATALOGUE[s.kind];
	const out: Record<string, unknown> = { kind: s.kind, ...entry.constants };
	for (const f of entry.fields) out[f.recipe] = fieldValue(f, s, matrix, out);
	for (const [key, from] of Object.entries(entry.derived)) {
		out[key] = from === 'sizeGrid' ? sizeGrid(matrix.nItems) : s.draws;
	}
	return out as unknown as Recipe;
}

/** The settings of one step of a strength sweep: the standalone run at that strength. */
export function stepSettings(s: AnalysisSettings, value: number): AnalysisSettings {
	const info = CATALOGUE[s.kind].strength;
	if (!info) throw new RangeError(`${s.kind} has no strength to sweep`);
	return { ...s, sweep: false, steps: null, [info.setting]: value };
}
