/**
 * What one perturbation kind is, in one module (`kinds/<kind>.ts`): its catalogue entry, its
 * checks, its one-time preparation, its draws (plain, and fast where a kernel applies), the
 * number of draws it makes, and the facts the headline and the views read. The registry
 * (`registry.ts`) holds the modules; the catalogue, the run, the estimate and the views look a
 * kind up there instead of naming it. A module may bring its own words (`strings`, English and
 * Chinese): the i18n catalogs read them like their own (`i18n/catalog.ts`).
 *
 * In the spirit of squoosh's one folder per codec and excalidraw's `register({...})` per action:
 * adding a kind is writing its module and registering it (`kinds/index.ts` for the built-ins).
 */
import type { ScoreMatrix, ValueType } from '../ScoreMatrix.ts';
import type { DrawScratch } from '../draws.ts';
import type { KendallScratch } from '../kendall.ts';
import type { scoreScratch } from '../scores.ts';
import type {
	ChunkResult,
	DifficultyShift,
	PreparedRun,
	RunData,
	SweepStep,
	Variant
} from '../run-types.ts';
import type { CategoryCounts } from './category-weights.ts';
import type { FieldLabelKey } from './field-labels.ts';
import type {
	FieldSpec,
	KindSettingKey,
	NumberField,
	RecipeNumber,
	SweepPlan
} from './catalogue-fields.ts';
import type { Groups } from './groups.ts';
import type { Imitates } from './imitates.ts';
import type { AggregateMethod } from './model-set.ts';

/** What a run's draws are; it decides what the summary may say. */
export type DrawType = 'sample' | 'variants' | 'search' | 'sweep';

/** What one draw produces (see the catalogue's header). */
type DrawOutput = 'itemWeights' | 'categoryWeights' | 'matrix';

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

/** A kind's row of the catalogue (`CATALOGUE[kind]`). */
export interface CatalogueEntry {
	readonly kind: string;
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

/** What a module declares of its entry; the rest (kind, strength, defaults) is derived. */
type EntryInput = Omit<
	CatalogueEntry,
	'kind' | 'strength' | 'constants' | 'derived' | 'drawsSetting' | 'otherNumbers'
> &
	Partial<Pick<CatalogueEntry, 'constants' | 'derived' | 'drawsSetting' | 'otherNumbers'>>;

/** The least a recipe is: plain data naming its kind. */
export interface KindRecipe {
	readonly kind: string;
}

/**
 * What a kind's own data checks report (beside the shared checks of value type, meta column and
 * number ranges), as codes the view words (`check.<code>`).
 */
export type KindIssue =
	| { readonly code: 'sizes'; readonly max: number }
	/** Fewer trials: no cell is a mean of two trials or more; scores outside 0-1. */
	| { readonly code: 'trialsUnknown' | 'trialsScale' }
	| { readonly code: 'cutoff'; readonly cutoff: string }
	| { readonly code: 'thresholds' };

/** A prepared run of a kind's own recipe. */
export type KindRun<R extends KindRecipe> = Omit<PreparedRun, 'recipe'> & { readonly recipe: R };

/** What `prepareRun` hands a module's `prepare`: the category column's groups and counts. */
interface PrepareBase {
	readonly groups: Groups | null;
	readonly counts: CategoryCounts | null;
}

/** A module's one-time preparation; what it leaves out is null. */
interface KindPreparation {
	/** The pieces of `RunData` the draws need. */
	readonly data?: Partial<RunData>;
	/** The reference scores, when not each model's mean (a pairwise aggregate). */
	readonly scores?: Float64Array;
	readonly variants?: Variant[];
	readonly steps?: SweepStep[];
	readonly difficulty?: DifficultyShift;
}

/** Buffers one plain chunk lends each of its draws (made once per chunk). */
export interface PlainScratch {
	readonly scores: ReturnType<typeof scoreScratch>;
	readonly kendall: KendallScratch;
	readonly draw: DrawScratch;
	readonly itemWeights: Float64Array;
	readonly intWeights: Uint32Array;
	readonly second: Uint32Array;
	readonly perm: Uint32Array;
	readonly secondScores: Float64Array;
}

/** One draw's place in a plain chunk: its scores and ranks to fill. */
interface DrawRow {
	/** Its position in the chunk. */
	readonly k: number;
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	/** The chunk's replication tau-b (kinds with `replication`), else null. */
	readonly replicationTau: Float64Array | null;
}

/**
 * A kind's plain draw (the oracle the fast paths are tested against), by what it produces:
 * item weights, category weights, a changed matrix, or scores it fills itself (`custom`: it
 * returns the draw's tau-b when it ranks the draw itself, or null to have it ranked as usual).
 */
type PlainDraw<R extends KindRecipe> =
	| {
			readonly by: 'itemWeights';
			weights(
				matrix: ScoreMatrix,
				run: KindRun<R>,
				seed: number,
				d: number,
				scratch: PlainScratch
			): ArrayLike<number>;
	  }
	| {
			readonly by: 'categoryWeights';
			weights(run: KindRun<R>, seed: number, d: number, out: Float64Array): Float64Array;
	  }
	| {
			readonly by: 'matrix';
			matrix(matrix: ScoreMatrix, run: KindRun<R>, seed: number, d: number): ScoreMatrix;
	  }
	| {
			readonly by: 'custom';
			score(
				matrix: ScoreMatrix,
				run: KindRun<R>,
				seed: number,
				d: number,
				row: DrawRow,
				scratch: PlainScratch
			): number | null;
	  };

/** A module's own words: message keys (`kind.<kind>.label`, `.imitates`, …) and their text. */
export interface KindStrings {
	readonly en: Readonly<Record<string, string>>;
	readonly 'zh-CN': Readonly<Record<string, string>>;
}

/**
 * How a run's caption and file name name a recipe, beyond "kind, strength" (codes:
 * `views/analysis/perturbation-info.ts` words them).
 */
interface KindCaption {
	/**
	 * `name`: the kind's name alone (the classic bootstrap, each category dropped whole); a phrase
	 * of its own instead of "kind, strength": the share of items kept, or a category's weight.
	 */
	readonly lead?:
		'name' | { readonly code: 'shareKept' | 'categoryWeight'; readonly value: number };
	/** What follows the column: the split's cut-off, or that the run is one variant. */
	readonly after?:
		{ readonly code: 'cutoff'; readonly cutoff: string } | { readonly code: 'oneVariant' };
	/** File names leave the strength out (the classic bootstrap keeps its plain name). */
	readonly stemWithoutStrength?: boolean;
}

/** Which kind-specific result view a run of the kind shows (null: its draw type's own). */
type KindView = 'sizeSweep' | null;

export interface KindModule<R extends KindRecipe = KindRecipe> {
	readonly kind: R['kind'];
	/** Its catalogue entry (see `CatalogueEntry`). */
	readonly entry: EntryInput;
	/** A paper or documentation page for the idea (a citation: not translated). */
	readonly source: { readonly href: string; readonly text: string };
	/** Its words, when the i18n catalogs do not hold them (`kind.<kind>.label`, `.imitates`). */
	readonly strings?: KindStrings;
	/** The draw type of a recipe, when it is not always the entry's. */
	drawTypeOf?(recipe: R): DrawType;
	/** The recipe at its neutral strength, with the settings that add change of their own reset. */
	neutral?(atNeutral: R): R;
	/** Checks of the recipe against the data beyond the shared ones. */
	check?(matrix: ScoreMatrix, recipe: R): KindIssue[];
	/** One-time work before the draws (the categories are ready in `base` for category kinds). */
	prepare?(matrix: ScoreMatrix, recipe: R, base: PrepareBase): KindPreparation;
	/**
	 * The number of draws the recipe fixes (a variant per category, two sides of a split, the
	 * sizes of a sweep times its draws per size), or null: the user's. The one draw count: the
	 * run plan, the estimate and the page all ask `drawCountOf` (registry), which asks this.
	 */
	fixedDraws?(recipe: R, data: { readonly nCategories: number }): number | null;
	readonly plain: PlainDraw<R>;
	/** The fast path of a chunk, or null where it does not apply (the plain path runs). */
	fast?(
		matrix: ScoreMatrix,
		run: KindRun<R>,
		seed: number,
		start: number,
		count: number
	): ChunkResult | null;
	/** Whether its draws carry a replication tau-b (`ChunkResult.replicationTau`). */
	readonly replication?: boolean;
	/** Items in each draw (the estimate's cost, the headline's sampling error); else all. */
	drawItems?(recipe: R, nItems: number): number;
	/**
	 * Whether its draws are the noise floor's own kind of test set: full-size resamples of the
	 * pool the floor resamples (`floorCluster`: the floor's cluster column, or null).
	 */
	isNoiseItself?(recipe: R, floorCluster: string | null): boolean;
	/** Whether its draws' scores are on the data's scale (a pairwise aggregate is not). */
	scoresOnDataScale?(recipe: R): boolean;
	/** Whether a score change is measured (pass shares at thresholds, model sets: not). */
	readonly comparesScores?: boolean;
	/** What its variants are compared with: the reference (default), or each other. */
	readonly variantsBaseline?: 'reference' | 'acrossVariants';
	/** The headline's facts about entrants (a model-set change), else null. */
	entrantsOf?(recipe: R): {
		readonly removeShare: number;
		readonly addWeak: number;
		readonly method: AggregateMethod;
	} | null;
	/**
	 * The steps of a strength sweep, adjusted to the data: `steps` are the URL's (`explicit`) or
	 * the kind's plan, already within the strength's bounds [`min`, `max`].
	 */
	sweepSteps?(
		steps: number[],
		ctx: {
			readonly nItems: number;
			/** The data's largest trials per cell (0: none). */
			readonly maxTrials: number;
			readonly explicit: boolean;
			readonly min: number;
			readonly max: number;
		}
	): number[];
	/**
	 * Whether its results report a difficulty shift (requested and achieved, from the plan's
	 * `difficulty`): the results JSON's `difficultyShift` and the note under the draw type.
	 */
	readonly reportsShift?: boolean;
	/** A kind-specific result view, looked up instead of switched on. */
	readonly view?: KindView;
	/** How captions and file names name a recipe beyond "kind, strength" (default: nothing more). */
	caption?(recipe: R): KindCaption;
}

/** A module with its recipe type checked where it is written. */
export function defineKind<R extends KindRecipe>(module: KindModule<R>): KindModule<R> {
	return module;
}

/** The full catalogue entry of a module's declared one. */
export function entryOf(kind: string, input: EntryInput): CatalogueEntry {
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
