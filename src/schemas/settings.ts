/**
 * Run settings and where they live: the URL hash. Each parameter is read on its own, so one bad
 * value falls back to its default (with a note) instead of discarding the rest.
 */
import { z } from 'zod';
import { MAX_SEED } from '../core/random.ts';
import type { RunSettings } from '../core/run.ts';

export const PERTURBATION_KINDS = ['bootstrap', 'subsample'] as const;

export const MAX_DRAWS = 100_000;

export const RunSettingsSchema = z.object({
	kind: z.enum(PERTURBATION_KINDS),
	fraction: z.number().gt(0).max(1),
	draws: z.number().int().min(1).max(MAX_DRAWS),
	seed: z.number().int().min(0).max(MAX_SEED)
});

export type RunSettingsData = z.infer<typeof RunSettingsSchema>;

// The schema and the core type must describe the same thing.
const _sameShape: RunSettings = {} as RunSettingsData;
void _sameShape;

export const DEFAULT_SETTINGS: RunSettings = Object.freeze({
	kind: 'bootstrap',
	fraction: 0.5,
	draws: 1000,
	seed: 1
});

const fieldParsers: { [K in keyof RunSettings]: (raw: string) => RunSettings[K] | undefined } = {
	kind: (raw) => RunSettingsSchema.shape.kind.safeParse(raw).data,
	fraction: (raw) => RunSettingsSchema.shape.fraction.safeParse(strictNumber(raw)).data,
	draws: (raw) => RunSettingsSchema.shape.draws.safeParse(strictNumber(raw)).data,
	seed: (raw) => RunSettingsSchema.shape.seed.safeParse(strictNumber(raw)).data
};

/** The part of URLSearchParams used here (keeps this module free of DOM types). */
export interface ParamsLike {
	get(key: string): string | null;
	set(key: string, value: string): void;
	delete(key: string): void;
}

function strictNumber(raw: string): number {
	return raw.trim() === '' ? Number.NaN : Number(raw);
}

/** Reads settings from URL parameters; invalid or absent ones take their defaults. */
export function settingsFromParams(params: ParamsLike): {
	settings: RunSettings;
	problems: string[];
} {
	const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
	const problems: string[] = [];
	for (const key of Object.keys(fieldParsers) as Array<keyof RunSettings>) {
		const raw = params.get(key);
		if (raw === null) continue;
		const value = fieldParsers[key](raw);
		if (value === undefined) {
			problems.push(
				`URL setting ${key}=“${raw}” is not valid; using ${String(DEFAULT_SETTINGS[key])}.`
			);
		} else settings[key] = value;
	}
	return { settings: settings as unknown as RunSettings, problems };
}

/** Writes settings into URL parameters (fraction only for subsample). */
export function settingsToParams<P extends ParamsLike>(settings: RunSettings, params: P): P {
	params.set('kind', settings.kind);
	if (settings.kind === 'subsample') params.set('fraction', String(settings.fraction));
	else params.delete('fraction');
	params.set('draws', String(settings.draws));
	params.set('seed', String(settings.seed));
	return params;
}

export function sameSettings(a: RunSettings, b: RunSettings): boolean {
	return (
		a.kind === b.kind &&
		a.draws === b.draws &&
		a.seed === b.seed &&
		(a.kind === 'bootstrap' || a.fraction === b.fraction)
	);
}
