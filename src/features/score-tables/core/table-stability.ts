/**
 * One perturbation of a score table's aggregate ranking, whatever its draw type: the entry that
 * `results.ts` calls for each perturbation of the settings (`stability.ts` holds each kind).
 */
import {
	dropBenchmarkVariants,
	sampleDraws,
	summarizeSample,
	TABLE_PERTURBATION_DRAW_TYPES,
	worstCaseWeights,
	type SampleStability,
	type SearchStability,
	type StabilityContext,
	type TablePerturbation,
	type VariantsStability
} from './stability.ts';

export type StabilityResult = SampleStability | VariantsStability | SearchStability;

interface StabilityOptions {
	/** Random draws for `sample` perturbations. */
	readonly draws?: number;
	readonly seed?: number;
	/** Local-search starts for the worst case. */
	readonly starts?: number;
}

/** Runs one perturbation of the aggregate ranking, whatever its draw type. */
export function tableStability(
	ctx: StabilityContext,
	spec: TablePerturbation,
	options: StabilityOptions = {}
): StabilityResult {
	const { draws = 1000, seed = 0 } = options;
	switch (TABLE_PERTURBATION_DRAW_TYPES[spec.kind]) {
		case 'sample':
			return summarizeSample(ctx, spec, seed, sampleDraws(ctx, spec, seed, 0, draws));
		case 'variants':
			return dropBenchmarkVariants(ctx);
		case 'search':
			return worstCaseWeights(ctx, (spec as { bound: number }).bound, {
				seed,
				starts: options.starts
			});
	}
}
