/**
 * A test set's per-item matrix beside a score table: its models matched to the table's by name,
 * each model's mean and item-level standard error over the items (`stats/standard-error.ts`:
 * sample SD / sqrt(n), ddof = 1, as `scipy.stats.sem`), and the matrix cut down to the models of
 * a two-test-set comparison for its noise floor (`two-set-floor.ts`).
 *
 * The items must be the column's test set: `largestGap` says how far, in standard errors, a
 * table score lies from its items' mean (rounding in the table gives a small fraction of one;
 * another test set gives many).
 */
import { packMatrix, type ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { modelColumn } from '../../../core/stats/columns.ts';
import { modelStandardErrors } from '../../../core/stats/standard-error.ts';

/** A matrix with only the models `keep` (matrix model indices), in that order. */
export function matrixOfModels(matrix: ScoreMatrix, keep: readonly number[]): ScoreMatrix {
	const n = matrix.nItems;
	const K = keep.length;
	const cells = new Float64Array(n * K);
	const column = new Float64Array(n);
	keep.forEach((m, k) => {
		modelColumn(matrix, m, column);
		for (let i = 0; i < n; i++) cells[i * K + k] = column[i];
	});
	return packMatrix({
		models: keep.map((m) => matrix.models[m]),
		itemIds: matrix.itemIds,
		cells
	});
}

/** The per-item matrix of a set, matched to the table's models by name. */
interface ItemsMatch {
	/** For each table model, its column in the matrix, or -1. */
	readonly columnOf: Int32Array;
	/** Table models of the comparison with a column, and those columns (same order). */
	readonly models: readonly number[];
	readonly columns: readonly number[];
	/** Comparison models the matrix lacks. */
	readonly unmatched: number;
}

/** Matches `matrix`'s models to the table's `tableModels` by name (the first of a name wins). */
function matchItems(
	tableModels: readonly string[],
	comparison: readonly number[],
	matrix: ScoreMatrix
): ItemsMatch {
	const byName = new Map<string, number>();
	matrix.models.forEach((name, c) => {
		if (!byName.has(name)) byName.set(name, c);
	});
	const columnOf = Int32Array.from(tableModels, (name) => byName.get(name) ?? -1);
	const models = comparison.filter((m) => columnOf[m] >= 0);
	return {
		columnOf,
		models,
		columns: models.map((m) => columnOf[m]),
		unmatched: comparison.length - models.length
	};
}

/** A set's figures from its items, by table model (`NaN` for a model without items). */
export interface ItemsSide {
	readonly match: ItemsMatch;
	/** Item-level SE, in the table's score units. */
	readonly se: Float64Array;
	/** Mean over the items, in the table's score units. */
	readonly mean: Float64Array;
	/** Items in the matrix. */
	readonly items: number;
	/** Largest |table score - items mean| / SE over the matched comparison models. */
	readonly largestGap: number;
}

/**
 * The items' figures for the table's models. `unitsPerFraction` converts the matrix's 0/1 or
 * fractional scores to the table's: 100 when the table holds percentages, else 1.
 */
export function itemsSide(
	tableModels: readonly string[],
	comparison: readonly number[],
	scores: ArrayLike<number>,
	matrix: ScoreMatrix,
	unitsPerFraction = 1
): ItemsSide {
	const match = matchItems(tableModels, comparison, matrix);
	const stats = modelStandardErrors(matrix);
	const M = tableModels.length;
	const se = new Float64Array(M).fill(Number.NaN);
	const mean = new Float64Array(M).fill(Number.NaN);
	for (let m = 0; m < M; m++) {
		const c = match.columnOf[m];
		if (c < 0) continue;
		se[m] = stats.plain[c] * unitsPerFraction;
		mean[m] = stats.mean[c] * unitsPerFraction;
	}
	let largestGap = 0;
	for (const m of match.models) {
		const gap = Math.abs(scores[m] - mean[m]);
		if (gap > 0) largestGap = Math.max(largestGap, se[m] > 0 ? gap / se[m] : Infinity);
	}
	return { match, se, mean, items: matrix.nItems, largestGap };
}
