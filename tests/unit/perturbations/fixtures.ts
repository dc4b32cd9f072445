/** Matrices shared by the perturbation tests. */
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { modelColumn } from '../../../src/core/stats/columns.ts';
import { goldenMatrix } from '../helpers.ts';

export const binary = goldenMatrix('small-binary.csv');
export const continuous = goldenMatrix('small-continuous.csv');

/** `matrix` with extra meta columns (e.g. dates), cells unchanged. */
export function withMeta(
	matrix: ScoreMatrix,
	extra: Record<string, readonly string[]>
): ScoreMatrix {
	const cells = new Float64Array(matrix.nItems * matrix.nModels);
	for (let m = 0; m < matrix.nModels; m++) {
		const column = modelColumn(matrix, m);
		for (let i = 0; i < matrix.nItems; i++) cells[i * matrix.nModels + m] = column[i];
	}
	return packMatrix({
		models: matrix.models,
		itemIds: matrix.itemIds,
		meta: { ...matrix.meta, ...extra },
		cells
	});
}

/** Monthly dates for n items, a few left empty or malformed (undated). */
export function monthlyDates(n: number): string[] {
	return Array.from({ length: n }, (_, i) =>
		i % 17 === 5
			? ''
			: i % 23 === 7
				? 'unknown'
				: `2023-${String((i % 12) + 1).padStart(2, '0')}-15`
	);
}

/** Binary matrix with dates and categories (for the time split and the category kinds). */
export const dated = withMeta(binary, { created_at: monthlyDates(binary.nItems) });
/** Continuous matrix with a category column. */
export const continuousWithCategory = withMeta(continuous, {
	category: Array.from({ length: continuous.nItems }, (_, i) => ['a', 'b', 'c', 'd'][i % 4])
});
