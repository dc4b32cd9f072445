/**
 * Run settings and where they live: the URL hash. Each parameter is read on its own, so one bad
 * value falls back to its default (with a note) instead of discarding the rest. Only the
 * parameters that matter for the chosen perturbation are written.
 *
 * | parameter    | meaning                                                                |
 * |--------------|------------------------------------------------------------------------|
 * | `kind`       | perturbation: bootstrap, subsample, clusterBootstrap, sizeSweep, …     |
 * | `draws`      | number of draws (draws per size for sizeSweep)                         |
 * | `seed`       | 0 – 4,294,967,295                                                      |
 * | `fraction`   | subsample: share of items kept, (0, 1]                                 |
 * | `strength`   | the kind's strength (see the catalogue)                                |
 * | `column`     | meta column: categories, or dates for timeSplit                        |
 * | `cutoff`     | timeSplit cut-off date                                                 |
 * | `mode`       | labelNoise: `cell` or `key`                                            |
 * | `method`     | modelSet: `mean`, `winRate` or `bradleyTerry`                          |
 * | `addWeak`    | modelSet: weak models added                                            |
 * | `thresholds` | threshold sweep: comma-separated thresholds                            |
 * | `k`          | k of the top-k overlap                                                 |
 */
import { z } from 'zod';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	relevantFields,
	sameAnalysisSettings,
	type AnalysisSettings
} from '../core/analysis-settings.ts';
import { CATALOGUE, type PerturbationKind } from '../core/perturbations/catalogue.ts';
import { MAX_SEED } from '../core/random.ts';

export const PERTURBATION_KINDS = Object.keys(CATALOGUE) as [
	PerturbationKind,
	...PerturbationKind[]
];

export const MAX_DRAWS = 100_000;

export const AnalysisSettingsSchema = z.object({
	kind: z.enum(PERTURBATION_KINDS),
	draws: z.number().int().min(1).max(MAX_DRAWS),
	seed: z.number().int().min(0).max(MAX_SEED),
	fraction: z.number().gt(0).max(1),
	strength: z.number().finite().nullable(),
	column: z.string().min(1).max(200).nullable(),
	cutoff: z.string().max(40).nullable(),
	mode: z.enum(['cell', 'key']),
	method: z.enum(['mean', 'winRate', 'bradleyTerry']),
	addWeak: z.number().int().min(0).max(1000),
	thresholds: z.array(z.number().finite()).max(200).nullable(),
	topK: z.number().int().min(1).max(10_000)
});

// The schema and the core type must describe the same thing.
const _sameShape: AnalysisSettings = {} as z.infer<typeof AnalysisSettingsSchema>;
void _sameShape;

export const DEFAULT_SETTINGS: AnalysisSettings = DEFAULT_ANALYSIS_SETTINGS;

/** The part of URLSearchParams used here (keeps this module free of DOM types). */
export interface ParamsLike {
	get(key: string): string | null;
	set(key: string, value: string): void;
	delete(key: string): void;
}

function strictNumber(raw: string): number {
	return raw.trim() === '' ? Number.NaN : Number(raw);
}

const S = AnalysisSettingsSchema.shape;

/** URL name and parser of each field. */
const FIELDS: {
	[K in keyof AnalysisSettings]: {
		param: string;
		parse: (raw: string) => AnalysisSettings[K] | undefined;
	};
} = {
	kind: { param: 'kind', parse: (raw) => S.kind.safeParse(raw).data },
	draws: { param: 'draws', parse: (raw) => S.draws.safeParse(strictNumber(raw)).data },
	seed: { param: 'seed', parse: (raw) => S.seed.safeParse(strictNumber(raw)).data },
	fraction: { param: 'fraction', parse: (raw) => S.fraction.safeParse(strictNumber(raw)).data },
	strength: { param: 'strength', parse: (raw) => S.strength.safeParse(strictNumber(raw)).data },
	column: { param: 'column', parse: (raw) => S.column.safeParse(raw).data },
	cutoff: { param: 'cutoff', parse: (raw) => S.cutoff.safeParse(raw).data },
	mode: { param: 'mode', parse: (raw) => S.mode.safeParse(raw).data },
	method: { param: 'method', parse: (raw) => S.method.safeParse(raw).data },
	addWeak: { param: 'addWeak', parse: (raw) => S.addWeak.safeParse(strictNumber(raw)).data },
	thresholds: {
		param: 'thresholds',
		parse: (raw) => S.thresholds.safeParse(raw.split(',').map(strictNumber)).data
	},
	topK: { param: 'k', parse: (raw) => S.topK.safeParse(strictNumber(raw)).data }
};

/** Reads settings from URL parameters; invalid or absent ones take their defaults. */
export function settingsFromParams(params: ParamsLike): {
	settings: AnalysisSettings;
	problems: string[];
} {
	const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
	const problems: string[] = [];
	for (const key of Object.keys(FIELDS) as Array<keyof AnalysisSettings>) {
		const { param, parse } = FIELDS[key];
		const raw = params.get(param);
		if (raw === null) continue;
		const value = parse(raw);
		if (value === undefined) {
			const fallback = DEFAULT_SETTINGS[key];
			problems.push(
				`URL setting ${param}=“${raw}” is not valid; using ${fallback === null ? 'the default' : String(fallback)}.`
			);
		} else settings[key] = value;
	}
	return { settings: settings as unknown as AnalysisSettings, problems };
}

/** Writes the settings that matter for the kind into URL parameters, removing the others. */
export function settingsToParams<P extends ParamsLike>(settings: AnalysisSettings, params: P): P {
	const relevant = new Set<keyof AnalysisSettings>([...relevantFields(settings.kind), 'topK']);
	for (const key of Object.keys(FIELDS) as Array<keyof AnalysisSettings>) {
		const { param } = FIELDS[key];
		const value = settings[key];
		if (
			!relevant.has(key) ||
			value === null ||
			(key === 'topK' && value === DEFAULT_SETTINGS.topK)
		) {
			params.delete(param);
		} else params.set(param, Array.isArray(value) ? value.join(',') : String(value));
	}
	return params;
}

export function sameSettings(a: AnalysisSettings, b: AnalysisSettings): boolean {
	return sameAnalysisSettings(a, b);
}
