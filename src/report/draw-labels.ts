/**
 * Labels of fixed draws, from a run plan's structured descriptors (`Variant`, `SweepStep`): the
 * words come from the message catalogs (`variant.*`), so the page shows them in the reader's
 * language while the results JSON keeps the English ones (`drawLabels`, the variants' `name`).
 */
import { translate, type RichPart, translateRich } from '../i18n/catalog.ts';
import { formatFixed } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { RunPlan, Variant } from '../core/run-types.ts';

/** Labels are listed only up to this many draws. */
const MAX_LABELS = 2000;

/** A number as JavaScript writes it, without binary noise (1 - 0.7 = 0.3, not 0.30000000000000004). */
function exact(v: number): string {
	return String(Number(v.toPrecision(12)));
}

/** The label of a variant in `locale`, with the category marked as data (RichText). */
export function variantLabelRich(v: Variant, locale: Locale): RichPart[] {
	switch (v.kind) {
		case 'withoutCategory':
			return v.share === 1
				? translateRich(locale, 'variant.without', { category: v.category })
				: translateRich(locale, 'variant.weighted', {
						category: v.category,
						weight: exact(1 - v.share)
					});
		case 'before':
			return translateRich(locale, 'variant.before', { cutoff: v.cutoff });
		case 'from':
			return translateRich(locale, 'variant.from', { cutoff: v.cutoff });
		case 'threshold':
			return translateRich(locale, 'variant.threshold', { value: exact(v.value) });
		case 'difficultyShift':
			return translateRich(locale, 'variant.shifted', {
				achieved: formatFixed(v.achieved, 2, locale),
				requested: exact(v.requested)
			});
	}
}

/** The label of a variant as plain text in `locale` (English: as the results JSON names it). */
export function variantLabel(v: Variant, locale: Locale = 'en'): string {
	return variantLabelRich(v, locale)
		.map((p) => (typeof p === 'string' ? p : p.text))
		.join('');
}

/** "variant 3": the label of a variant the plan does not describe. */
export function numberedVariant(n: number, locale: Locale = 'en'): string {
	return translate(locale, 'variant.numbered', { n });
}

/** An English label per draw for fixed-draw plans of at most 2,000 draws (`k = 25` for a size sweep). */
export function drawLabels(plan: RunPlan): string[] | null {
	if (plan.variants) return plan.variants.map((v) => variantLabel(v));
	if (plan.steps && plan.fixedDraws !== null && plan.fixedDraws <= MAX_LABELS) {
		return plan.steps.flatMap((s) => Array.from({ length: s.count }, () => `k = ${s.size}`));
	}
	return null;
}
