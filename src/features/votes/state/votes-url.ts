/**
 * The votes room's settings in the URL (`#/votes?dataset=vt-…&ties=half&l2=0&anchor=…&seed=1&
 * group=0&kind=bootstrap&column=…&draws=200&pairA=…&pairB=…&strong=3`): read with zod, each bad value falls back to its
 * default (and is named, so the page can say so); written back with only the values that differ
 * from the defaults.
 */
import { z } from 'zod';
import type { VoteRecipe } from '../core/vote-kinds.ts';
import { STRONG_WEIGHTS, type StrongWeight } from '../core/strong-verdicts.ts';

/** The kinds the room offers for a run (`core/vote-kinds.ts`; `levelWeights` needs weights). */
export const RUN_KINDS = [
	'bootstrap',
	'fewerVotes',
	'reweight',
	'timeSplit',
	'dropLevel',
	'dropModel'
] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/** A run's draws when the URL names none, and the most it may ask. */
const DEFAULT_DRAWS = 200;
const MAX_DRAWS = 5000;

export interface VotesSettings {
	readonly ties: 'half' | 'drop';
	readonly l2: number;
	/** The model at 1000 in its group (null: the default, the model with the most votes). */
	readonly anchor: string | null;
	readonly seed: number;
	/** The group the fewest-votes panel and the run look at (index, largest group first). */
	readonly group: number;
	readonly kind: RunKind;
	/** The category column of `reweight` and `dropLevel` (null: the first the votes have). */
	readonly column: string | null;
	readonly draws: number;
	/**
	 * The chosen pair of the fewest-votes panel, by model name (null: the group's leader and
	 * runner-up); the model rated higher is the one to be reached, whichever is named first.
	 */
	readonly pairA: string | null;
	readonly pairB: string | null;
	/**
	 * How many votes an arena-hard-auto strong verdict (`A>>B`) counts as: 1 (the app's plain
	 * fit) or 3 (arena-hard-auto's `--weight 3`); read only when the votes have strong verdicts.
	 */
	readonly strong: StrongWeight;
}

export const DEFAULT_VOTES_SETTINGS: VotesSettings = {
	ties: 'half',
	l2: 0,
	anchor: null,
	seed: 1,
	group: 0,
	kind: 'bootstrap',
	column: null,
	draws: DEFAULT_DRAWS,
	pairA: null,
	pairB: null,
	strong: 1
};

const FIELDS = {
	ties: z.enum(['half', 'drop']),
	l2: z.coerce.number().min(0).max(1000),
	anchor: z.string().min(1).max(500),
	seed: z.coerce
		.number()
		.int()
		.min(0)
		.max(2 ** 31 - 1),
	group: z.coerce.number().int().min(0).max(100_000),
	kind: z.enum(RUN_KINDS),
	column: z.string().min(1).max(500),
	draws: z.coerce.number().int().min(2).max(MAX_DRAWS),
	pairA: z.string().min(1).max(500),
	pairB: z.string().min(1).max(500),
	strong: z.coerce.number().pipe(z.literal(STRONG_WEIGHTS))
} as const;

type Field = keyof typeof FIELDS;

/** The settings of `params`, and the parameters whose values were not valid (defaults used). */
export function votesSettingsFromParams(params: URLSearchParams): {
	settings: VotesSettings;
	invalid: Field[];
} {
	const out: Record<string, unknown> = { ...DEFAULT_VOTES_SETTINGS };
	const invalid: Field[] = [];
	for (const key of Object.keys(FIELDS) as Field[]) {
		const raw = params.get(key);
		if (raw === null || raw === '') continue;
		const parsed = FIELDS[key].safeParse(raw);
		if (parsed.success) out[key] = parsed.data;
		else invalid.push(key);
	}
	return { settings: out as unknown as VotesSettings, invalid };
}

/** `params` with `settings` written in (defaults left out), other parameters kept. */
export function votesSettingsToParams(
	settings: VotesSettings,
	params: URLSearchParams
): URLSearchParams {
	const out = new URLSearchParams(params);
	for (const key of Object.keys(FIELDS) as Field[]) {
		const v = settings[key];
		if (v === null || v === DEFAULT_VOTES_SETTINGS[key]) out.delete(key);
		else out.set(key, String(v));
	}
	return out;
}

/** Each offered kind's recipe at the room's strength, given the column it uses (if any). */
const RECIPES: { readonly [K in RunKind]: (column: string) => VoteRecipe } = {
	bootstrap: () => ({ kind: 'bootstrap' }),
	fewerVotes: () => ({ kind: 'fewerVotes', fraction: 0.5 }),
	reweight: (column) => ({ kind: 'reweight', column, concentration: 1 }),
	timeSplit: () => ({ kind: 'timeSplit', cutoff: null }),
	dropLevel: (column) => ({ kind: 'dropLevel', column }),
	dropModel: () => ({ kind: 'dropModel' })
};

/** The run's recipe from the settings, with `column` the column it uses (if it needs one). */
export function recipeOf(settings: VotesSettings, column: string | null): VoteRecipe {
	return RECIPES[settings.kind](column ?? '');
}
