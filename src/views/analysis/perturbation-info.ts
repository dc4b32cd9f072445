/**
 * For the perturbation picker and captions: the catalogue grouped as the picker shows it, and a
 * run's settings in words, in the current language (reactive: read from templates and
 * `$derived`s). Words come from the message catalogs.
 */
import type { AnalysisSettings } from '../../core/analysis-settings.ts';
import { strengthLabelKey } from '../../core/headline.ts';
import { FIELD_TEXT, KIND_TEXT } from '../../report/catalogue-text.ts';
import { strengthPhrase } from '../../report/headline-text.ts';
import {
	CATALOGUE,
	drawTypeOf,
	IMITATES,
	PERTURBATION_KINDS,
	type Imitates,
	strengthOf,
	type PerturbationKind,
	type Recipe
} from '../../core/perturbations/catalogue.ts';
import { formatPercent, formatPlain } from '../../i18n/format.ts';
import { i18n, t, tById } from '../../i18n/i18n.svelte.ts';
import { kindModule } from '../../core/perturbations/registry.ts';

/** The picker's groups: the kinds by what they imitate (noise, shift, grading, entrants). */
export const PERTURBATION_GROUPS: ReadonlyArray<{
	imitates: Imitates;
	kinds: readonly PerturbationKind[];
}> = IMITATES.map((imitates) => ({
	imitates,
	kinds: PERTURBATION_KINDS.filter((k) => CATALOGUE[k].imitates === imitates)
})).filter((g) => g.kinds.length > 0);

/** A kind's name in the current language ("Label noise"). */
export function kindLabel(kind: PerturbationKind): string {
	return tById(`kind.${kind}.label`) ?? KIND_TEXT[kind].label;
}

/** The label of a kind's strength in the current language ("Share of items kept"), or null. */
export function strengthLabel(kind: PerturbationKind): string | null {
	const key = strengthLabelKey(kind);
	const code = CATALOGUE[kind].strength?.label;
	return key ? (tById(key) ?? (code ? FIELD_TEXT[code].label : null)) : null;
}

/** The perturbation of a run in words: "Subsample 50%", "Label noise, flip probability 0.1". */
function describeRecipe(recipe: Recipe, sweep: boolean): string {
	const entry = CATALOGUE[recipe.kind];
	const caption = kindModule(recipe.kind).caption?.(recipe) ?? {};
	const kind = kindLabel(recipe.kind);
	const locale = i18n.locale;
	const lead = caption.lead;
	let what = kind;
	if (sweep && entry.strength) {
		let label = strengthLabel(recipe.kind) ?? '';
		if (locale === 'en') label = label.charAt(0).toLowerCase() + label.slice(1);
		what = t('describe.swept', { kind, label });
	} else if (lead === 'name') {
		what = kind;
	} else if (lead?.code === 'shareKept') {
		what = t('describe.subsample', { pct: formatPercent(lead.value, locale, 0) });
	} else if (lead?.code === 'categoryWeight') {
		what = t('describe.categoryWeighted', { kind, weight: formatPlain(lead.value, locale) });
	} else if (entry.strength) {
		const value = strengthOf(recipe);
		if (value !== null) {
			what = t('describe.strength', { kind, phrase: strengthPhrase(recipe.kind, value, locale) });
		}
	}
	if ('column' in recipe) what = t('describe.byColumn', { what, column: recipe.column });
	const after = caption.after;
	if (after?.code === 'cutoff') what = t('describe.cutoff', { what, cutoff: after.cutoff });
	if (after?.code === 'oneVariant') what = t('describe.oneVariant', { what });
	return what;
}

/** "Subsample 50% · 1,000 draws · seed 1": the settings of a run in words, for captions. */
export function describeRun(settings: AnalysisSettings, recipe: Recipe, draws: number): string {
	const sweep = settings.sweep && CATALOGUE[recipe.kind].strength?.sweep != null;
	const type = drawTypeOf(recipe);
	const search = type === 'search';
	// Fixed variants are each one test set, not random draws: count them as variants.
	const count = sweep
		? search
			? t('describe.searchPerStep')
			: t('describe.drawsPerStep', { n: settings.draws })
		: search
			? t('describe.searched', { n: draws })
			: type === 'variants'
				? t('describe.variants', { n: draws })
				: t('describe.draws', { n: draws });
	return t('describe.run', {
		what: describeRecipe(recipe, sweep),
		count,
		seed: String(settings.seed)
	});
}

/** A file-name fragment for the run's settings (not language: the same in every language). */
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
	const plain = kindModule(recipe.kind).caption?.(recipe).stemWithoutStrength ?? false;
	const strength = value === null || plain ? '' : `-${value}`;
	return `${recipe.kind}${strength}-${draws}-seed${settings.seed}`;
}
