/**
 * What a finished run's draws say, made where the draws end up (the run's first worker, from the
 * draw table the chunks filled): the summary of every run, and by draw type the variants'
 * summary, the size sweep's rows or a strength sweep step's row. The page only adds what it alone has: the words (a variant's
 * name in the reader's language) and the measures against the noise floor, which is measured
 * beside the run and may arrive after it (`state/run-view.ts`).
 *
 * A threshold's variants are pass shares, another quantity than the reference's mean score: their
 * score change is taken across the variants (`ChangeBasis`): the kind module says so
 * (`variantsBaseline`).
 */
import { drawTypeOf } from './perturbations/catalogue.ts';
import type { DrawTable, RunPlan } from './run-types.ts';
import { summarizeRun, type RunSummary } from './summary.ts';
import { sizeSweepRows, strengthStepRow, type SweepRow } from './sweep.ts';
import { summarizeVariants, type ChangeBasis, type VariantsSummary } from './variants.ts';
import type { Recipe } from './perturbations/recipe.ts';
import { kindModule } from './perturbations/registry.ts';

/** What the score change of a variants run compares (see the module comment). */
function changeBasisOf(recipe: Recipe): ChangeBasis {
	return kindModule(recipe.kind).variantsBaseline ?? 'reference';
}

export interface FinishedRun {
	/** Every run's summary (a sample's figures; the others read its counts). */
	readonly summary: RunSummary;
	/** A variants run's summary (variants named by number: the page names them); else null. */
	readonly variants: VariantsSummary | null;
	/** A size sweep's rows, one per size; else null. */
	readonly sweepRows: readonly SweepRow[] | null;
	/** A strength sweep's step: this run's row at that strength; else null. */
	readonly stepRow: SweepRow | null;
}

/**
 * The finished run's summaries from its plan and draw table (`nDraws` draws); `step`: the strength
 * of a strength sweep's step this run is (its row made too), else null.
 */
export function finishRun(
	plan: RunPlan,
	table: DrawTable,
	models: readonly string[],
	nDraws: number,
	step: number | null = null
): FinishedRun {
	const summary = summarizeRun(table, plan.reference, models, nDraws);
	const steps = plan.steps;
	const sweepRows =
		steps && steps.length > 0
			? sizeSweepRows(
					table,
					plan.reference,
					steps.map((s) => s.size),
					steps[0].count
				)
			: null;
	const variants =
		!steps && drawTypeOf(plan.recipe) === 'variants'
			? summarizeVariants(table, plan.reference, models, [], changeBasisOf(plan.recipe))
			: null;
	const stepRow = step === null ? null : strengthStepRow(table, plan.reference, step);
	return { summary, variants, sweepRows, stepRow };
}
