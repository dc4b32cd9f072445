/**
 * A run of two variants that split the test set in two (a time split: the items before the
 * cut-off and those from it on; or dropping each of two categories in turn), model by model: how
 * far each model moved from the first part to the second, whether that is beyond sampling noise,
 * and whether it is beyond what the other models did on the same split. A summary over models (a
 * mean |change|, or the smallest and largest over the two variants) hides the few models that
 * dropped while the rest held.
 *
 * Per model m, with n items in all and n1, n2 in the two parts:
 *
 * - `change` = score on part 2 - score on part 1 (signed; after the cut-off minus before);
 * - its noise: if the split were a random split of these n items, the two parts' means would
 *   differ by SE_m x sqrt(n / n1 + n / n2) (the difference of two independent means, each with
 *   the item variance of the full set; SE_m is the model's standard error on the full set, plain
 *   or CR1, `floor.scoreSE`). `changeInNoise` = change / that;
 * - `excess` = change - the median change of the other models: the part of the move the split
 *   does not give everyone (later items harder for all, say); `excessInNoise` = excess / the same
 *   noise;
 * - `beyondNoise`: |changeInNoise| >= 1.96; `beyondOthers`: |excessInNoise| >= 1.96 (two-sided
 *   95%, normal). A model `dropped` when both hold with a negative change and excess, `rose` when
 *   both hold with a positive one.
 *
 * Against the permutation null (a random split) the full set's item variance is the right one; a
 * real shift between the parts only widens it, so the noise errs towards "within".
 */
import { NOISE_BAND } from './noise-units.ts';
import type { Recipe } from './perturbations/catalogue.ts';
import { groupsFromMeta } from './perturbations/groups.ts';
import { quantileSorted } from './stats/quantile.ts';
import type { DrawColumns, Variant } from './run-types.ts';
import type { ScoreMatrix } from './ScoreMatrix.ts';

interface SplitModel {
	/** Column index in the matrix. */
	readonly index: number;
	readonly change: number;
	readonly changeInNoise: number;
	readonly excess: number;
	readonly excessInNoise: number;
	readonly beyondNoise: boolean;
	readonly beyondOthers: boolean;
}

export interface SplitChange {
	/** Items in the first and the second part. */
	readonly items: readonly [number, number];
	/** Per model, in matrix column order (models without a score in both parts left out). */
	readonly models: readonly SplitModel[];
	/** Models that dropped beyond noise and beyond the others, the largest drop first. */
	readonly dropped: readonly number[];
	/** Models that rose beyond noise and beyond the others, the largest rise first. */
	readonly rose: readonly number[];
	/** Smallest and largest change of the models that did neither (NaN when there are none). */
	readonly othersLow: number;
	readonly othersHigh: number;
}

function medianExcept(sorted: readonly number[], value: number): number {
	const i = sorted.indexOf(value);
	const rest = Float64Array.from([...sorted.slice(0, i), ...sorted.slice(i + 1)]);
	return quantileSorted(rest, 0.5);
}

/**
 * The per-model change between the two variants of `table` (rows 0 and 1), which hold `items`
 * items of the `nItems` of the full set, measured against each model's standard error `se` on the
 * full set.
 */
export function splitChange(
	table: Pick<DrawColumns, 'nModels' | 'scores'>,
	items: readonly [number, number],
	nItems: number,
	se: ArrayLike<number>
): SplitChange {
	const M = table.nModels;
	const scale = Math.sqrt(nItems / items[0] + nItems / items[1]);
	const changes: { index: number; change: number }[] = [];
	for (let m = 0; m < M; m++) {
		const change = table.scores[M + m] - table.scores[m];
		if (change === change) changes.push({ index: m, change });
	}
	const sorted = changes.map((c) => c.change).sort((a, b) => a - b);
	const models = changes.map(({ index, change }) => {
		const noise = se[index] * scale;
		const excess = changes.length > 1 ? change - medianExcept(sorted, change) : Number.NaN;
		const changeInNoise = noise > 0 ? change / noise : Number.NaN;
		const excessInNoise = noise > 0 ? excess / noise : Number.NaN;
		return {
			index,
			change,
			changeInNoise,
			excess,
			excessInNoise,
			beyondNoise: Math.abs(changeInNoise) >= NOISE_BAND,
			beyondOthers: Math.abs(excessInNoise) >= NOISE_BAND
		};
	});
	const moved = (sign: number) =>
		models
			.filter((m) => m.beyondNoise && m.beyondOthers && Math.sign(m.change) === sign)
			.filter((m) => Math.sign(m.excess) === sign)
			.sort((a, b) => sign * (b.change - a.change))
			.map((m) => m.index);
	const dropped = moved(-1);
	const rose = moved(1);
	const rest = models.filter((m) => !dropped.includes(m.index) && !rose.includes(m.index));
	const restChanges = rest.map((m) => m.change);
	return {
		items,
		models,
		dropped,
		rose,
		othersLow: restChanges.length ? Math.min(...restChanges) : Number.NaN,
		othersHigh: restChanges.length ? Math.max(...restChanges) : Number.NaN
	};
}

/**
 * The split a run of two variants makes, model by model, against the standard errors `se` on the
 * full set: a time split (the items before the cut-off, then those from it on) or dropping each
 * of two categories in turn (the second category's items, then the first's); null for any other
 * run. One rule for the app (state/run-view.ts) and the scripts (scripts/headline-check.ts).
 */
export function splitOfVariants(
	variants: readonly Variant[] | null,
	recipe: Recipe,
	matrix: ScoreMatrix,
	table: Pick<DrawColumns, 'nModels' | 'scores'>,
	se: ArrayLike<number>
): SplitChange | null {
	if (variants?.length !== 2) return null;
	const [a, b] = variants;
	const n = matrix.nItems;
	if (a.kind === 'before' && b.kind === 'from')
		return splitChange(table, [a.items, b.items], n, se);
	if (
		// variants without a category come from a category kind: the recipe names its column
		'column' in recipe &&
		a.kind === 'withoutCategory' &&
		b.kind === 'withoutCategory' &&
		a.share === 1 &&
		b.share === 1
	) {
		const groups = groupsFromMeta(matrix, recipe.column);
		const size = (name: string) => groups.sizes[groups.names.indexOf(name)] ?? 0;
		// without a, the variant holds b's items; without b, a's
		return splitChange(table, [n - size(a.category), n - size(b.category)], n, se);
	}
	return null;
}

/** The cut-off of a time split's variants (null for other runs). */
export function splitCutoff(variants: readonly Variant[] | null): string | null {
	const v = variants?.[1];
	return v?.kind === 'from' ? v.cutoff : null;
}
