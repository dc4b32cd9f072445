/**
 * The registry of perturbation kinds: one module per kind (`kind-module.ts`), registered once.
 * The built-ins (`kinds/index.ts`) are registered here in catalogue order; `registerKind` adds
 * another (a test's fixture kind). The catalogue (`CATALOGUE`, `PERTURBATION_KINDS`), the run's
 * checks, preparation and draws, the estimate and the views all look a kind up here instead of
 * naming it. `CATALOGUE` and `PERTURBATION_KINDS` are live: a kind registered later is in them.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { addKindStrings } from './kind-strings.ts';
import { entryOf, type CatalogueEntry, type KindModule, type KindRecipe } from './kind-module.ts';
import { BUILT_IN_KINDS } from './kinds/index.ts';

const MODULES = new Map<string, KindModule>();
/** Every registered kind's id, in registration order (live). */
export const KIND_IDS: string[] = [];
/** Every registered kind's catalogue entry (live). */
export const ENTRIES: Record<string, CatalogueEntry> = {};

/**
 * Registers a kind module. Its id must be new; its words (`strings`) must be English and
 * Chinese, under keys that start with `kind.<kind>.`.
 */
export function registerKind<R extends KindRecipe>(module: KindModule<R>): void {
	const kind = module.kind;
	if (MODULES.has(kind)) throw new RangeError(`perturbation kind ${kind} is already registered`);
	if (module.strings) {
		const foreign = Object.values(module.strings)
			.flatMap((m) => Object.keys(m))
			.filter((key) => !key.startsWith(`kind.${kind}.`));
		if (foreign.length) {
			throw new RangeError(`${kind} brings words outside kind.${kind}.*: ${foreign.join(', ')}`);
		}
		addKindStrings(module.strings);
	}
	MODULES.set(kind, module as unknown as KindModule);
	KIND_IDS.push(kind);
	ENTRIES[kind] = entryOf(kind, module.entry);
}

for (const module of BUILT_IN_KINDS) registerKind(module);

/** The module of a registered kind (a RangeError for an unknown one). */
export function kindModule(kind: string): KindModule {
	const module = MODULES.get(kind);
	if (!module) throw new RangeError(`unknown perturbation kind ${kind}`);
	return module;
}

/** Whether `kind` names a registered kind. */
export function isKind(kind: string): boolean {
	return MODULES.has(kind);
}

/** The number of draws `recipe` fixes (its kind's `fixedDraws`), or null: the user's. */
export function fixedDrawsOf(
	recipe: KindRecipe,
	data: { readonly nCategories: number }
): number | null {
	return kindModule(recipe.kind).fixedDraws?.(recipe, data) ?? null;
}

/**
 * The number of draws a run of `recipe` makes: the number its kind fixes (a variant per
 * category, …), else the user's `draws`. The one draw count: the run plan (`prepareRun`), the
 * estimate and the page's progress all ask this.
 */
export function drawCountOf(
	recipe: KindRecipe,
	draws: number,
	data: { readonly nCategories: number }
): number {
	return fixedDrawsOf(recipe, data) ?? draws;
}

/**
 * `drawCountOf` on a matrix: the categories counted in the recipe's column for the kinds that
 * need one (the page's progress and memory check, before the plan is back from the workers).
 */
export function drawCountOn(recipe: KindRecipe, draws: number, matrix: ScoreMatrix): number {
	const column =
		ENTRIES[recipe.kind]?.needs === 'category' ? (recipe as { column?: string }).column : undefined;
	const nCategories = column ? new Set(matrix.meta[column] ?? []).size : 0;
	return drawCountOf(recipe, draws, { nCategories });
}
