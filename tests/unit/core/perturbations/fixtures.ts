/** Matrices shared by the perturbation tests. */
import { packMatrix, type ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { modelColumn } from '../../../../src/core/stats/columns.ts';
import { goldenMatrix } from '../../helpers.ts';

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

/**
 * Continuous scores as means of 4 pass/fail trials (the golden continuous matrix rounded to
 * quarters), `trials` uniform 4; and the same with a few cells missing and trials from 1 to 6
 * per cell (some unknown).
 */
export const withTrials: ScoreMatrix = (() => {
	const cells = Float64Array.from(
		{ length: continuous.nItems * continuous.nModels },
		(_, c) => Math.round(continuous.values![c] * 4) / 4
	);
	const m = packMatrix({ models: continuous.models, itemIds: continuous.itemIds, cells });
	return { ...m, trials: { uniform: 4, perCell: null } };
})();

export const withTrialsMissing: ScoreMatrix = (() => {
	const cells = Float64Array.from(withTrials.values!, (v, c) => (c % 13 === 4 ? Number.NaN : v));
	const m = packMatrix({ models: continuous.models, itemIds: continuous.itemIds, cells });
	const perCell = Uint32Array.from(cells, (v, c) => (v !== v ? 0 : c % 9 === 2 ? 0 : 1 + (c % 6)));
	return { ...m, trials: { uniform: 0, perCell } };
})();
