/**
 * For the perturbation picker and captions: the catalogue grouped as the picker shows it, and a
 * run's settings in words. Every text comes from the catalogue's text table.
 */
import type { AnalysisSettings } from '../../core/analysis-settings.ts';
import {
	CATALOGUE,
	drawTypeOf,
	PERTURBATION_KINDS,
	strengthOf,
	type PerturbationKind,
	type Recipe
} from '../../core/perturbations/catalogue.ts';
import { GROUP_TEXT } from '../../core/perturbations/catalogue-text.ts';

export const PERTURBATION_GROUPS: ReadonlyArray<{
	label: string;
	kinds: readonly PerturbationKind[];
}> = (Object.keys(GROUP_TEXT) as Array<keyof typeof GROUP_TEXT>).map((group) => ({
	label: GROUP_TEXT[group],
	kinds: PERTURBATION_KINDS.filter((k) => CATALOGUE[k].group === group)
}));

/** The perturbation of a run in words: "Subsample 50%", "Label noise, flip probability 0.1". */
function describeRecipe(recipe: Recipe, sweep: boolean): string {
	const entry = CATALOGUE[recipe.kind];
	let what: string = entry.label;
	if (sweep && entry.strength) what = `${entry.label}, ${entry.strength.label.toLowerCase()} swept`;
	else if (recipe.kind === 'subsample') what = `Subsample ${Math.round(recipe.fraction * 100)}%`;
	else if (recipe.kind === 'bootstrap' && recipe.strength === 1) what = entry.label;
	else if (entry.strength) {
		what = `${entry.label}, ${entry.strength.label.toLowerCase()} ${strengthOf(recipe)}`;
	}
	if ('column' in recipe) what += ` by “${recipe.column}”`;
	if (recipe.kind === 'timeSplit') what += ` at ${recipe.cutoff}`;
	if (recipe.kind === 'difficulty' && !recipe.resample) what += ', one fixed variant';
	return what;
}

/** "Subsample 50% · 1,000 draws · seed 1": the settings of a run in words, for captions. */
export function describeRun(settings: AnalysisSettings, recipe: Recipe, draws: number): string {
	const sweep = settings.sweep && CATALOGUE[recipe.kind].strength?.sweep != null;
	const search = drawTypeOf(recipe) === 'search';
	const count = sweep
		? search
			? 'one search per step'
			: `${settings.draws.toLocaleString('en-US')} draws per step`
		: search
			? `${draws.toLocaleString('en-US')} weightings searched`
			: `${draws.toLocaleString('en-US')} draws`;
	return `${describeRecipe(recipe, sweep)} · ${count} · seed ${settings.seed}`;
}

/** A file-name fragment for the run's settings. */
export function runFileStem(settings: AnalysisSettings, recipe: Recipe, draws: number): string {
	const entry = CATALOGUE[recipe.kind];
	if (settings.sweep && entry.strength?.sweep) {
		return `${recipe.kind}-sweep-${settings.draws}-seed${settings.seed}`;
	}
	if (drawTypeOf(recipe) === 'search') {
		return `${recipe.kind}-${strengthOf(recipe)}-search-seed${settings.seed}`;
	}
	// The classic bootstrap (strength 1) keeps its plain name.
	const value = strengthOf(recipe);
	const strength =
		value === null || (recipe.kind === 'bootstrap' && recipe.strength === 1) ? '' : `-${value}`;
	return `${recipe.kind}${strength}-${draws}-seed${settings.seed}`;
}
