/**
 * The perturbation catalogue: the one table of every recipe a run can use, derived from the kind
 * registry (`registry.ts`): each kind is one module (`kinds/<kind>.ts`, see `kind-module.ts`)
 * whose entry declares
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
 * `resolveRecipe` (`analysis-settings.ts`) are all derived from this table; the run's checks,
 * preparation and draws (`perturbation-chunk.ts`, `run.ts`) call the kind's module. Adding a
 * perturbation is its module (entry, checks, preparation, draws, draw count) plus its words
 * (`kind.<kind>.*` in the catalogs, or the module's own `strings`): see docs/architecture.md,
 * "Adding a perturbation kind".
 *
 * Draw outputs:
 * - `itemWeights`:     a weight per item (0 drops it, 2 counts it twice);
 * - `categoryWeights`: one weight per category, shared by its items;
 * - `matrix`:          a changed matrix (flipped cells, binarised scores, another model set).
 *
 * A recipe is plain data (stored with the run, sent to workers); every draw is a function of
 * (matrix, recipe, seed, draw index) alone.
 */
import {
	type FieldSpec,
	type IntegerField,
	type KindSettingKey,
	type NumberField,
	type RecipeNumber
} from './catalogue-fields.ts';
import type { CatalogueEntry, DrawType } from './kind-module.ts';
import type { PerturbationKind, Recipe } from './recipe.ts';
import { ENTRIES, KIND_IDS, kindModule } from './registry.ts';

export type { PerturbationKind, Recipe } from './recipe.ts';
export { IMITATES, type Imitates } from './imitates.ts';
export type { DrawType } from './kind-module.ts';
export type { FieldSpec, KindSettingKey, RecipeNumber, ValidRange } from './catalogue-fields.ts';

/** Every registered kind's entry, by id (live: a kind registered later is in it). */
export const CATALOGUE = ENTRIES as Readonly<Record<PerturbationKind, CatalogueEntry>>;

/** Every registered kind, in catalogue order (live, like `CATALOGUE`). */
export const PERTURBATION_KINDS = KIND_IDS as unknown as [PerturbationKind, ...PerturbationKind[]];

/** The draw type of a recipe's run (difficulty without resampling is one fixed variant). */
export function drawTypeOf(recipe: Recipe): DrawType {
	return kindModule(recipe.kind).drawTypeOf?.(recipe) ?? CATALOGUE[recipe.kind].drawType;
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
	return (kindModule(zero.kind).neutral?.(zero) as Recipe | undefined) ?? zero;
}

/** Whether a recipe's scores are on the data's scale (a Bradley-Terry strength is not a share). */
export function scoresOnDataScale(recipe: Recipe): boolean {
	return kindModule(recipe.kind).scoresOnDataScale?.(recipe) ?? true;
}
