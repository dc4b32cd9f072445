/**
 * The perturbation catalogue: the one table of every recipe a run can use. Each entry declares
 *
 * - its **draw type** (`sample` | `variants` | `search` | `sweep`): what the run's draws are, which
 *   decides what its summary may claim (see `DRAW_TYPE_TEXT` and docs/using.md, "Draw types");
 * - what it **imitates** (`noise` | `shift` | `grading` | `entrants`, see `imitates.ts`): how its
 *   headline reads a score change against sampling noise, and where the form lists it;
 * - its **fields**: the settings it reads, each with its URL parameter, label key, type, bounds
 *   (a number's form range `min`/`max` and, at least as wide, the `valid` range its recipe check
 *   uses, see `NumberField`), default and, where the default depends on the data, how
 *   (`dataDefault`);
 * - what one draw produces (`output`), the data it needs, and which field is its strength.
 *
 * The URL parser, the zod schema and validation (`schemas/settings.ts`), the settings form and
 * `resolveRecipe` (`analysis-settings.ts`) are all derived from this table: adding a perturbation
 * is one entry here (plus its texts in `catalogue-text.ts`) and its core draw function.
 *
 * Draw outputs:
 * - `itemWeights`:     a weight per item (0 drops it, 2 counts it twice);
 * - `categoryWeights`: one weight per category, shared by its items;
 * - `matrix`:          a changed matrix (flipped cells, binarised scores, another model set).
 *
 * A recipe is plain data (stored with the run, sent to workers); every draw is a function of
 * (matrix, recipe, seed, draw index) alone.
 */
import type { ValueType } from '../ScoreMatrix.ts';
import type { FieldLabelKey } from './field-labels.ts';
import {
	SHARE,
	shareStrength,
	validRange,
	WHOLE_FROM_1,
	type ColumnField,
	type FieldSpec,
	type IntegerField,
	type KindSettingKey,
	type NumberField,
	type RecipeNumber,
	type SweepPlan
} from './catalogue-fields.ts';
import type { Imitates } from './imitates.ts';
import type { LabelNoiseMode } from './label-noise.ts';
import { MAX_TRIALS_KEPT } from './trials.ts';
import type { AggregateMethod } from './model-set.ts';

/** A perturbation with every parameter resolved: what a run's draws are made from. */
export type Recipe =
	| { readonly kind: 'bootstrap'; readonly strength: number }
	| { readonly kind: 'subsample'; readonly fraction: number }
	| { readonly kind: 'clusterBootstrap'; readonly column: string; readonly strength: number }
	| {
			readonly kind: 'sizeSweep';
			/** Subsample sizes, ascending (see `sizeGrid`). */
			readonly sizes: readonly number[];
			readonly drawsPerSize: number;
	  }
	| { readonly kind: 'dirichlet'; readonly column: string; readonly concentration: number }
	| { readonly kind: 'dropCategory'; readonly column: string; readonly strength: number }
	| { readonly kind: 'worstCase'; readonly column: string; readonly bound: number }
	| { readonly kind: 'labelNoise'; readonly p: number; readonly mode: LabelNoiseMode }
	| { readonly kind: 'trials'; readonly trials: number }
	| { readonly kind: 'difficulty'; readonly strength: number; readonly resample: boolean }
	| { readonly kind: 'timeSplit'; readonly column: string; readonly cutoff: string }
	| { readonly kind: 'threshold'; readonly thresholds: readonly number[] }
	| {
			readonly kind: 'modelSet';
			readonly method: AggregateMethod;
			readonly removeShare: number;
			readonly addWeak: number;
			readonly weakAccuracy: number;
	  };

export type PerturbationKind = Recipe['kind'];
export { IMITATES, type Imitates } from './imitates.ts';
type DrawOutput = 'itemWeights' | 'categoryWeights' | 'matrix';

/** What a run's draws are; it decides what the summary may say. */
export type DrawType = 'sample' | 'variants' | 'search' | 'sweep';

export type { FieldSpec, KindSettingKey, RecipeNumber, ValidRange } from './catalogue-fields.ts';

/** The strength of a kind, as the engine and the tests read it. */
interface StrengthInfo {
	/** The recipe field that holds the strength. */
	readonly param: string;
	/** The settings field (URL parameter) it is read from: `strength`, or `fraction` for subsample. */
	readonly setting: KindSettingKey;
	/** The code of its label (`report/catalogue-text.ts` words it). */
	readonly label: FieldLabelKey;
	readonly default: number;
	readonly min: number;
	readonly max: number;
	/** The value that reproduces the reference exactly. */
	readonly neutral: number;
	/** How the app sweeps it (`sweep=1`), or null when the kind has no strength sweep. */
	readonly sweep: SweepPlan | null;
}

/** Recipe properties that are not settings: fixed by the kind, or derived from the data. */
type DerivedValue = 'sizeGrid' | 'drawsSetting';

interface CatalogueEntry {
	readonly kind: PerturbationKind;
	/** The real-world change it stands for (the form's group; the headline's wording). */
	readonly imitates: Imitates;
	/** The draw type of its runs (difficulty without resampling: `variants`, see `drawTypeOf`). */
	readonly drawType: DrawType;
	readonly output: DrawOutput;
	readonly valueTypes: readonly ValueType[];
	/**
	 * What the recipe needs of the data: a `meta` column of categories (any labels) or dates
	 * (ISO), or trials per cell (cells that are means of two attempts or more, scores in 0-1).
	 */
	readonly needs: 'category' | 'date' | 'trials' | null;
	/** The settings it reads, in form order. */
	readonly fields: readonly FieldSpec[];
	/** Recipe properties fixed by the kind. */
	readonly constants: Readonly<Record<string, number | string | boolean>>;
	/** Recipe properties derived from the data or from the draws setting. */
	readonly derived: Readonly<Record<string, DerivedValue>>;
	/** Its numbers that are not fields (constants, derived values), with their valid ranges. */
	readonly otherNumbers: readonly RecipeNumber[];
	/** `seeded`: random draws, the user picks how many; `fixed`: the recipe fixes the draws. */
	readonly draws: 'seeded' | 'fixed';
	/** What the draws setting means for this kind (`perSize`: draws per size of the sweep). */
	readonly drawsSetting: 'draws' | 'perSize' | 'none';
	/** `null` when the kind has no single strength (`strengthNote` says what plays that role). */
	readonly strength: StrengthInfo | null;
}

const ANY: readonly ValueType[] = ['binary', 'continuous'];

const categoryField: ColumnField = {
	setting: 'column',
	param: 'column',
	recipe: 'column',
	label: 'categoryColumn',
	type: 'column',
	of: 'category',
	dataDefault: 'categoryColumn'
};

const LINEAR_SHARE: SweepPlan = {
	steps: [0, 0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1],
	scale: 'linear'
};

type EntryInput = Omit<
	CatalogueEntry,
	'kind' | 'strength' | 'constants' | 'derived' | 'drawsSetting' | 'otherNumbers'
> &
	Partial<Pick<CatalogueEntry, 'constants' | 'derived' | 'drawsSetting' | 'otherNumbers'>>;

function entry<K extends PerturbationKind>(kind: K, input: EntryInput): CatalogueEntry {
	const strengthField = input.fields.find(
		(f): f is NumberField => f.type === 'number' && f.strength !== undefined
	);
	const strength: StrengthInfo | null = strengthField
		? {
				param: strengthField.recipe,
				setting: strengthField.setting,
				label: strengthField.label,
				default: strengthField.default,
				min: strengthField.min,
				max: strengthField.max,
				neutral: strengthField.strength!.neutral,
				sweep: strengthField.strength!.sweep
			}
		: null;
	return {
		kind,
		constants: {},
		derived: {},
		otherNumbers: [],
		drawsSetting: input.draws === 'seeded' ? 'draws' : 'none',
		...input,
		strength
	};
}

export const CATALOGUE: Readonly<Record<PerturbationKind, CatalogueEntry>> = {
	bootstrap: entry('bootstrap', {
		imitates: 'noise',
		drawType: 'sample',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		fields: [shareStrength('strength', 'shareResampled', 1, 0, LINEAR_SHARE)],
		draws: 'seeded'
	}),
	subsample: entry('subsample', {
		imitates: 'noise',
		drawType: 'sample',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		fields: [
			{
				setting: 'fraction',
				param: 'fraction',
				recipe: 'fraction',
				label: 'shareKept',
				type: 'number',
				min: 0.01,
				max: 1,
				// Any share above 0: a draw keeps at least one item.
				valid: validRange(0, 1, { minOpen: true }),
				default: 0.5,
				strength: {
					neutral: 1,
					sweep: { steps: [1, 0.7, 0.5, 0.3, 0.2, 0.1, 0.05, 0.02], scale: 'log' }
				}
			}
		],
		draws: 'seeded'
	}),
	clusterBootstrap: entry('clusterBootstrap', {
		imitates: 'noise',
		drawType: 'sample',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		fields: [categoryField, shareStrength('strength', 'clustersResampled', 1, 0, LINEAR_SHARE)],
		draws: 'seeded'
	}),
	sizeSweep: entry('sizeSweep', {
		imitates: 'noise',
		drawType: 'sweep',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		fields: [],
		derived: { sizes: 'sizeGrid', drawsPerSize: 'drawsSetting' },
		otherNumbers: [{ recipe: 'drawsPerSize', label: 'drawsPerSize', valid: WHOLE_FROM_1 }],
		draws: 'fixed',
		drawsSetting: 'perSize'
	}),
	dirichlet: entry('dirichlet', {
		imitates: 'shift',
		drawType: 'sample',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		fields: [
			categoryField,
			{
				setting: 'strength',
				param: 'strength',
				recipe: 'concentration',
				label: 'concentration',
				type: 'number',
				min: 0.05,
				max: 1000,
				// Any positive concentration; ∞ is no shift at all (the neutral).
				valid: validRange(0, Infinity, { minOpen: true, also: [Infinity] }),
				default: 10,
				strength: {
					neutral: Number.POSITIVE_INFINITY,
					sweep: { steps: [1000, 300, 100, 30, 10, 3, 1, 0.3], scale: 'log' }
				}
			}
		],
		draws: 'seeded'
	}),
	dropCategory: entry('dropCategory', {
		imitates: 'shift',
		drawType: 'variants',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		// Each step would itself be a set of variants: no strength sweep.
		fields: [categoryField, shareStrength('strength', 'categoryRemoved', 1, 0, null)],
		draws: 'fixed'
	}),
	worstCase: entry('worstCase', {
		imitates: 'shift',
		drawType: 'search',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		fields: [
			categoryField,
			shareStrength(
				'bound',
				'bound',
				0.5,
				0,
				{ steps: [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9], scale: 'linear' },
				0.95,
				// Any bound short of 1 (at 1 a category's weight could fall to 0).
				validRange(0, 1, { maxOpen: true })
			)
		],
		// One search, seeded, with the optimiser's own budget: no draws to choose.
		draws: 'fixed'
	}),
	labelNoise: entry('labelNoise', {
		imitates: 'grading',
		drawType: 'sample',
		output: 'matrix',
		valueTypes: ['binary'],
		needs: null,
		fields: [
			shareStrength(
				'p',
				'flipProbability',
				0.05,
				0,
				{ steps: [0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5], scale: 'log' },
				0.5,
				// Any probability; above 0.5 the flips outweigh the grading (the form stops at 0.5).
				SHARE
			),
			{
				setting: 'mode',
				param: 'mode',
				recipe: 'mode',
				label: 'flip',
				type: 'choice',
				options: ['cell', 'key'],
				default: 'cell'
			}
		],
		draws: 'seeded'
	}),
	trials: entry('trials', {
		imitates: 'noise',
		drawType: 'sample',
		output: 'matrix',
		valueTypes: ANY,
		needs: 'trials',
		fields: [
			{
				setting: 'strength',
				param: 'strength',
				recipe: 'trials',
				label: 'trialsKept',
				type: 'number',
				min: 1,
				max: MAX_TRIALS_KEPT,
				// Whole attempts; ∞ attempts is each cell's own rate, the reference.
				valid: validRange(1, MAX_TRIALS_KEPT, { integer: true, also: [Infinity] }),
				default: 1,
				strength: {
					// infinitely many attempts at each cell's rate: the rate itself, the reference
					neutral: Number.POSITIVE_INFINITY,
					sweep: { steps: [100, 50, 20, 10, 5, 4, 3, 2, 1], scale: 'log' }
				}
			}
		],
		draws: 'seeded'
	}),
	difficulty: entry('difficulty', {
		imitates: 'shift',
		drawType: 'sample',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		fields: [
			{
				setting: 'strength',
				param: 'strength',
				recipe: 'strength',
				label: 'shift',
				type: 'number',
				min: -3,
				max: 3,
				// Any shift: the tilt reports how far it got (`reached`).
				valid: validRange(-Infinity, Infinity),
				default: 0.5,
				strength: {
					neutral: 0,
					sweep: { steps: [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3], scale: 'linear' }
				}
			},
			{
				setting: 'resample',
				param: 'resample',
				recipe: 'resample',
				label: 'resample',
				type: 'flag',
				default: true
			}
		],
		draws: 'seeded'
	}),
	timeSplit: entry('timeSplit', {
		imitates: 'shift',
		drawType: 'variants',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: 'date',
		fields: [
			{
				setting: 'column',
				param: 'column',
				recipe: 'column',
				label: 'dateColumn',
				type: 'column',
				of: 'date',
				dataDefault: 'dateColumn'
			},
			{
				setting: 'cutoff',
				param: 'cutoff',
				recipe: 'cutoff',
				label: 'cutoff',
				type: 'date',
				dataDefault: 'medianDate'
			}
		],
		draws: 'fixed'
	}),
	threshold: entry('threshold', {
		imitates: 'grading',
		drawType: 'variants',
		output: 'matrix',
		valueTypes: ['continuous'],
		needs: null,
		fields: [
			{
				setting: 'thresholds',
				param: 'thresholds',
				recipe: 'thresholds',
				label: 'thresholds',
				type: 'numbers',
				min: -1e12,
				max: 1e12,
				maxLength: 200,
				dataDefault: 'thresholdCandidates'
			}
		],
		draws: 'fixed'
	}),
	modelSet: entry('modelSet', {
		imitates: 'entrants',
		drawType: 'sample',
		output: 'matrix',
		valueTypes: ANY,
		needs: null,
		fields: [
			shareStrength(
				'removeShare',
				'modelsRemoved',
				0.2,
				0,
				{ steps: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8], scale: 'linear' },
				0.9,
				// Any share short of every model.
				validRange(0, 1, { maxOpen: true })
			),
			{
				setting: 'method',
				param: 'method',
				recipe: 'method',
				label: 'method',
				type: 'choice',
				options: ['bradleyTerry', 'winRate', 'mean'],
				default: 'bradleyTerry'
			},
			{
				setting: 'addWeak',
				param: 'addWeak',
				recipe: 'addWeak',
				label: 'addWeak',
				type: 'integer',
				min: 0,
				max: 50,
				valid: validRange(0, Infinity, { integer: true }),
				default: 0
			}
		],
		constants: { weakAccuracy: 0.25 },
		otherNumbers: [{ recipe: 'weakAccuracy', label: 'weakAccuracy', valid: SHARE }],
		draws: 'seeded'
	})
};

export const PERTURBATION_KINDS = Object.keys(CATALOGUE) as [
	PerturbationKind,
	...PerturbationKind[]
];

/** The draw type of a recipe's run (difficulty without resampling is one fixed variant). */
export function drawTypeOf(recipe: Recipe): DrawType {
	if (recipe.kind === 'difficulty' && !recipe.resample) return 'variants';
	return CATALOGUE[recipe.kind].drawType;
}

/** Every field of every kind, with the kinds that use it (the settings schema is built from it). */
export function fieldsBySetting(): ReadonlyMap<KindSettingKey, ReadonlyArray<FieldSpec>> {
	const out = new Map<KindSettingKey, FieldSpec[]>();
	for (const kind of PERTURBATION_KINDS) {
		for (const f of CATALOGUE[kind].fields) {
			const list = out.get(f.setting) ?? [];
			list.push(f);
			out.set(f.setting, list);
		}
	}
	return out;
}

/** Every number a recipe of `kind` holds, with its label and valid range (fields first). */
export function recipeNumbers(kind: PerturbationKind): readonly RecipeNumber[] {
	const { fields, otherNumbers } = CATALOGUE[kind];
	const numeric = fields.filter(
		(f): f is NumberField | IntegerField => f.type === 'number' || f.type === 'integer'
	);
	return [
		...numeric.map(({ recipe, label, valid }) => ({ recipe, label, valid })),
		...otherNumbers
	];
}

/** The field of `kind` read from settings field `setting`, if the kind reads it. */
export function fieldOf(kind: PerturbationKind, setting: KindSettingKey): FieldSpec | undefined {
	return CATALOGUE[kind].fields.find((f) => f.setting === setting);
}

/**
 * The recipe of `kind` with default settings. `column` / `dateColumn` name the meta columns for
 * kinds that need one (defaults 'category' and 'created_at'); `sizes` is the size sweep's grid
 * (use `sizeGrid(matrix.nItems)`). The time split's cut-off and the threshold list start empty:
 * they depend on the data (`resolveRecipe` fills them).
 */
export function defaultRecipe(
	kind: PerturbationKind,
	context: { column?: string; dateColumn?: string; sizes?: readonly number[] } = {}
): Recipe {
	const e = CATALOGUE[kind];
	const out: Record<string, unknown> = { kind, ...e.constants };
	for (const f of e.fields) {
		if (f.type === 'column') {
			out[f.recipe] =
				f.of === 'date' ? (context.dateColumn ?? 'created_at') : (context.column ?? 'category');
		} else if (f.type === 'date') out[f.recipe] = '';
		else if (f.type === 'numbers') out[f.recipe] = [];
		else out[f.recipe] = f.default;
	}
	for (const [key, from] of Object.entries(e.derived)) {
		out[key] = from === 'sizeGrid' ? (context.sizes ?? [10, 25, 50, 100]) : 200;
	}
	return out as unknown as Recipe;
}

/** The recipe with its strength field set to `value` (unchanged for kinds without a strength). */
export function withStrength(spec: Recipe, value: number): Recipe {
	const info = CATALOGUE[spec.kind].strength;
	return info ? ({ ...spec, [info.param]: value } as Recipe) : spec;
}

/** The strength of a recipe, or null for kinds without one. */
export function strengthOf(recipe: Recipe): number | null {
	const info = CATALOGUE[recipe.kind].strength;
	return info ? (recipe as unknown as Record<string, number>)[info.param] : null;
}

/**
 * The recipe at zero strength, which reproduces the reference exactly, or `null` for kinds without
 * one. Also resets the settings that add change of their own: a model-set change adds no weak
 * models, a difficulty shift does not resample.
 */
export function zeroStrength(spec: Recipe): Recipe | null {
	const info = CATALOGUE[spec.kind].strength;
	if (!info) return null;
	const zero = withStrength(spec, info.neutral);
	if (zero.kind === 'modelSet') return { ...zero, addWeak: 0 };
	if (zero.kind === 'difficulty') return { ...zero, resample: false };
	return zero;
}
