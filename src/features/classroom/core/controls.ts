/**
 * The classroom's controls and where they live: the URL hash
 * (`#/classroom?step=N&lang=...&seed=...`), so a teacher can prepare a link to any step with any
 * setting. One flat set of controls for the whole story: each step reads the ones it needs
 * (`STEP_PARAMS`, the controls its screen shows), and the URL always carries all of them,
 * explicitly (a prepared link keeps its meaning when a default changes, and going from step to
 * step keeps every setting). Each parameter is read on its own: a bad value falls back to its
 * default with a problem (a code and its parameters, worded by the screens), the rest is kept.
 * `lang` belongs to the translation layer and is left alone here.
 *
 * | parameter    | control                                                                | default      |
 * |--------------|------------------------------------------------------------------------|--------------|
 * | `step`       | the step, 1-7                                                          | 1            |
 * | `seed`       | the scenario: its models, its source and every draw (0 - 2^32-1)      | 1968         |
 * | `items`      | test-set size (10 - 1,000)                                             | 200          |
 * | `draw`       | which test sets (step 1's, steps 2-3's fresh ones); "redraw" adds 1    | 0            |
 * | `shift`      | step 3: how much harder the new source is, in SDs of difficulty        | 0.7          |
 * | `spacing`    | step 3: how far apart the models are (x the generated spread)          | 1            |
 * | `studied`    | step 4-5: the models that studied, by true rank (1 = truly best)       | 5,8,10       |
 * | `study`      | step 4-5: their preparation level (share of their failures fixed)      | 0.6          |
 * | `studyKind`  | step 4: `items` (memorised the benchmark's items) or `task` (trained   | `items`      |
 * |              | on the test task: items of that kind, later ones too)                  |              |
 * | `altitude`   | step 5: the preparation everyone gets (0: step 4's leaderboard)        | 0            |
 * | `wrongKeys`  | step 6: items planted with a wrong answer key                          | 6            |
 * | `impossible` | step 6: items planted that no model can pass                           | 4            |
 * | `read`       | step 6: traces read, in reading order                                  | 5            |
 * | `order`      | step 6: reading order, the items most models fail first or random      | `mostFailed` |
 */
import { z } from 'zod';
import { MAX_SEED } from '../../../core/random.ts';
import { MAX_TEST_ITEMS, MODELS } from './scenario.ts';

export const STEPS = [1, 2, 3, 4, 5, 6, 7] as const;
export type StepNumber = (typeof STEPS)[number];

/** Levels stop below 1: at 1 every model would answer every item right. */
export const MAX_LEVEL = 0.95;

/** Largest spacing of the models (x the generated spread of their abilities). */
export const MAX_SPACING = 1.5;

/** Most traces step 6 lets the class read. */
export const MAX_READ = 200;

/** How the models of step 4 studied: memorised the benchmark's items, or trained on the task. */
export const STUDY_KINDS = ['items', 'task'] as const;

/** Step 6's reading orders: the items most models fail first, or a random order. */
export const READING_ORDERS = ['mostFailed', 'random'] as const;

export const ClassroomControlsSchema = z.object({
	step: z.number().int().min(1).max(7),
	seed: z.number().int().min(0).max(MAX_SEED),
	items: z.number().int().min(10).max(MAX_TEST_ITEMS),
	draw: z.number().int().min(0).max(999_999),
	shift: z.number().min(0).max(2),
	spacing: z.number().min(0).max(MAX_SPACING),
	studied: z
		.array(z.number().int().min(1).max(MODELS))
		.max(MODELS)
		.refine((a) => new Set(a).size === a.length, 'each model once'),
	study: z.number().min(0).max(MAX_LEVEL),
	studyKind: z.enum(STUDY_KINDS),
	altitude: z.number().min(0).max(MAX_LEVEL),
	wrongKeys: z.number().int().min(0).max(50),
	impossible: z.number().int().min(0).max(50),
	read: z.number().int().min(0).max(MAX_READ),
	order: z.enum(READING_ORDERS)
});

export type ClassroomControls = z.infer<typeof ClassroomControlsSchema>;

export const DEFAULT_CONTROLS: ClassroomControls = {
	step: 1,
	seed: 1968,
	items: 200,
	draw: 0,
	shift: 0.7,
	spacing: 1,
	studied: [5, 8, 10],
	study: 0.6,
	studyKind: 'items',
	altitude: 0,
	wrongKeys: 6,
	impossible: 4,
	read: 5,
	order: 'mostFailed'
};

type Key = keyof ClassroomControls;

/** The controls each step reads (and its screen shows), besides `step`. */
export const STEP_PARAMS: Readonly<Record<StepNumber, readonly Key[]>> = {
	1: ['seed', 'items', 'draw'],
	2: ['seed', 'draw'],
	3: ['seed', 'draw', 'shift', 'spacing'],
	4: ['seed', 'items', 'draw', 'studied', 'study', 'studyKind'],
	5: ['seed', 'items', 'draw', 'studied', 'study', 'altitude'],
	6: ['seed', 'items', 'draw', 'wrongKeys', 'impossible', 'read', 'order'],
	7: ['seed']
};

/** The part of URLSearchParams used here (keeps this module free of DOM types). */
interface ParamsLike {
	get(key: string): string | null;
	set(key: string, value: string): void;
}

/** A URL parameter that could not be read: the screens word it ("seed=abc is not valid ..."). */
export interface ControlProblem {
	readonly code: 'invalidParam';
	readonly params: { readonly param: Key; readonly raw: string; readonly fallback: string };
}

function strictNumber(raw: string): number {
	return raw.trim() === '' ? Number.NaN : Number(raw);
}

const S = ClassroomControlsSchema.shape;

const PARSE: { [K in Key]: (raw: string) => ClassroomControls[K] | undefined } = {
	step: (raw) => S.step.safeParse(strictNumber(raw)).data,
	seed: (raw) => S.seed.safeParse(strictNumber(raw)).data,
	items: (raw) => S.items.safeParse(strictNumber(raw)).data,
	draw: (raw) => S.draw.safeParse(strictNumber(raw)).data,
	shift: (raw) => S.shift.safeParse(strictNumber(raw)).data,
	spacing: (raw) => S.spacing.safeParse(strictNumber(raw)).data,
	studied: (raw) =>
		S.studied.safeParse(raw.trim() === '' ? [] : raw.split(',').map(strictNumber)).data,
	study: (raw) => S.study.safeParse(strictNumber(raw)).data,
	studyKind: (raw) => S.studyKind.safeParse(raw).data,
	altitude: (raw) => S.altitude.safeParse(strictNumber(raw)).data,
	wrongKeys: (raw) => S.wrongKeys.safeParse(strictNumber(raw)).data,
	impossible: (raw) => S.impossible.safeParse(strictNumber(raw)).data,
	read: (raw) => S.read.safeParse(strictNumber(raw)).data,
	order: (raw) => S.order.safeParse(raw).data
};

/** How a control is written in the URL: numbers as JavaScript prints them, lists comma-separated. */
function written(value: ClassroomControls[Key]): string {
	return Array.isArray(value) ? value.join(',') : String(value);
}

/** Reads the controls from URL parameters; absent or invalid ones take their defaults. */
export function controlsFromParams(params: Pick<ParamsLike, 'get'>): {
	controls: ClassroomControls;
	problems: ControlProblem[];
} {
	const controls: Record<string, unknown> = { ...DEFAULT_CONTROLS };
	const problems: ControlProblem[] = [];
	for (const key of Object.keys(PARSE) as Key[]) {
		const raw = params.get(key);
		if (raw === null) continue;
		const value = PARSE[key](raw);
		if (value === undefined) {
			problems.push({
				code: 'invalidParam',
				params: { param: key, raw, fallback: written(DEFAULT_CONTROLS[key]) }
			});
		} else controls[key] = value;
	}
	return { controls: controls as ClassroomControls, problems };
}

/**
 * Writes every control into `params` (defaults included). Other parameters (`lang`) are left as
 * they are.
 */
export function controlsToParams<P extends ParamsLike>(controls: ClassroomControls, params: P): P {
	for (const key of Object.keys(PARSE) as Key[]) params.set(key, written(controls[key]));
	return params;
}
