/**
 * What a person sets for a run: the perturbation (any kind of the catalogue) with its strength and
 * options, the number of draws and the seed, and k for the top-k overlap. Everything here is plain
 * data that lives in the URL (schemas/settings.ts reads and writes it); `resolveSpec` turns it into
 * the full recipe for a given matrix (defaults that depend on the data: the category column, the
 * time-split cut-off, the thresholds, the size grid).
 */
import {
	CATALOGUE,
	type PerturbationKind,
	type PerturbationSpec
} from './perturbations/catalogue.ts';
import type { LabelNoiseMode } from './perturbations/label-noise.ts';
import type { AggregateMethod } from './perturbations/model-set.ts';
import { sizeGrid } from './perturbations/size-sweep.ts';
import { thresholdCandidates } from './perturbations/threshold.ts';
import { itemDates, parseItemDate } from './perturbations/time-split.ts';
import { quantileSorted } from './quantile.ts';
import type { ScoreMatrix } from './ScoreMatrix.ts';

export interface AnalysisSettings {
	readonly kind: PerturbationKind;
	/** Draws of seeded kinds; draws per size for the size sweep; ignored by fixed-draw kinds. */
	readonly draws: number;
	readonly seed: number;
	/** Share of items kept by `subsample`. */
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
	/** k of the top-k overlap. */
	readonly topK: number;
}

export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = Object.freeze({
	kind: 'bootstrap',
	draws: 1000,
	seed: 1,
	fraction: 0.5,
	strength: null,
	column: null,
	cutoff: null,
	mode: 'cell',
	method: 'bradleyTerry',
	addWeak: 0,
	thresholds: null,
	topK: 3
});

/** Settings as saved by run@1 results (bootstrap or subsample) brought to the current shape. */
export function upgradeSettings(
	s:
		| AnalysisSettings
		| { kind: 'bootstrap' | 'subsample'; fraction: number; draws: number; seed: number }
): AnalysisSettings {
	return 'topK' in s ? s : { ...DEFAULT_ANALYSIS_SETTINGS, ...s };
}

/** The settings fields that matter for `kind` (others are ignored and left out of URLs and keys). */
export function relevantFields(kind: PerturbationKind): ReadonlyArray<keyof AnalysisSettings> {
	const base: Array<keyof AnalysisSettings> = ['kind', 'draws', 'seed'];
	const entry = CATALOGUE[kind];
	if (kind === 'subsample') base.push('fraction');
	else if (entry.strength) base.push('strength');
	if (entry.needs) base.push('column');
	if (kind === 'timeSplit') base.push('cutoff');
	if (kind === 'labelNoise') base.push('mode');
	if (kind === 'modelSet') base.push('method', 'addWeak');
	if (kind === 'threshold') base.push('thresholds');
	return base;
}

/** A canonical string of the settings that determine a run's numbers (cache and storage key). */
export function settingsKey(s: AnalysisSettings): string {
	return relevantFields(s.kind)
		.filter((f) => !(f === 'strength' && s.kind === 'bootstrap' && (s.strength ?? 1) === 1))
		.map((f) => {
			const v = s[f];
			return `${f}=${Array.isArray(v) ? v.join(';') : String(v)}`;
		})
		.join('&');
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
export function medianDate(matrix: ScoreMatrix, column: string): string | null {
	const dates = itemDates(matrix.meta[column] ?? [])
		.filter((t) => t === t)
		.sort();
	if (!dates.length) return null;
	return new Date(quantileSorted(dates, 0.5, 'lower')).toISOString().slice(0, 10);
}

/** The full recipe of `settings` for `matrix` (data-dependent defaults filled in). */
export function resolveSpec(s: AnalysisSettings, matrix: ScoreMatrix): PerturbationSpec {
	const strength = (fallback: number) =>
		s.strength ?? CATALOGUE[s.kind].strength?.default ?? fallback;
	const column = categoryColumn(matrix, s.column) ?? s.column ?? 'category';
	switch (s.kind) {
		case 'bootstrap':
			return { kind: 'bootstrap', strength: strength(1) };
		case 'subsample':
			return { kind: 'subsample', fraction: s.fraction };
		case 'clusterBootstrap':
			return { kind: 'clusterBootstrap', column, strength: strength(1) };
		case 'sizeSweep':
			return { kind: 'sizeSweep', sizes: sizeGrid(matrix.nItems), drawsPerSize: s.draws };
		case 'dirichlet':
			return { kind: 'dirichlet', column, concentration: strength(10) };
		case 'dropCategory':
			return { kind: 'dropCategory', column, strength: strength(1) };
		case 'worstCase':
			return { kind: 'worstCase', column, bound: strength(0.5) };
		case 'labelNoise':
			return { kind: 'labelNoise', p: strength(0.05), mode: s.mode };
		case 'difficulty':
			// Resampling gives a distribution of harder (or easier) test sets, not a single one.
			return { kind: 'difficulty', strength: strength(0.5), resample: true };
		case 'timeSplit': {
			const dates = dateColumn(matrix, s.column) ?? s.column ?? 'created_at';
			return {
				kind: 'timeSplit',
				column: dates,
				cutoff: s.cutoff ?? medianDate(matrix, dates) ?? ''
			};
		}
		case 'threshold':
			return {
				kind: 'threshold',
				thresholds: s.thresholds?.length ? [...s.thresholds] : thresholdCandidates(matrix, 12)
			};
		case 'modelSet':
			return {
				kind: 'modelSet',
				method: s.method,
				removeShare: strength(0.2),
				addWeak: s.addWeak,
				weakAccuracy: 0.25
			};
	}
}
