/**
 * English labels of fixed draws, from a run plan's structured descriptors (`Variant`,
 * `SweepStep`). The one place these words live, so that the i18n layer can take them over; core
 * logic returns the structured values.
 */
import type { RunPlan, Variant } from './run.ts';

/** Labels are listed only up to this many draws. */
const MAX_LABELS = 2000;

/** The English label of a variant. */
export function variantLabel(v: Variant): string {
	switch (v.kind) {
		case 'withoutCategory':
			return v.share === 1 ? `without "${v.category}"` : `"${v.category}" weighted ${1 - v.share}`;
		case 'before':
			return `before ${v.cutoff}`;
		case 'from':
			return `from ${v.cutoff}`;
		case 'threshold':
			return `score >= ${v.value}`;
		case 'difficultyShift':
			return `shifted ${v.achieved.toFixed(2)} SD harder (asked ${v.requested})`;
	}
}

/** A label per draw for fixed-draw plans of at most 2,000 draws (`k = 25` for a size sweep). */
export function drawLabels(plan: RunPlan): string[] | null {
	if (plan.variants) return plan.variants.map(variantLabel);
	if (plan.steps && plan.fixedDraws !== null && plan.fixedDraws <= MAX_LABELS) {
		return plan.steps.flatMap((s) => Array.from({ length: s.count }, () => `k = ${s.size}`));
	}
	return null;
}
