import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupsFromMeta } from '../../../src/core/perturbations/groups.ts';
import {
	clusteredStandardError,
	modelStandardErrors,
	standardError
} from '../../../src/core/stats/standard-error.ts';
import { goldenMatrix } from '../helpers.ts';
import { close, loadStatsGolden, nan } from './stats-golden.ts';

const golden = loadStatsGolden();

describe('standardError / clusteredStandardError (Miller 2024)', () => {
	it('equal scipy.stats.sem and the double-sum clustered formula on every golden case', () => {
		for (const c of golden.standardError) {
			const values = nan(c.values);
			// scipy.stats.sem(s[~isnan(s)]) (ddof = 1)
			expect(close(standardError(values), c.se, 1e-12), c.name).toBe(true);
			// sqrt(SE^2 + 1/n^2 sum_c sum_{i != j} e_i e_j), by the double sum in make_stats_golden.py
			expect(
				close(clusteredStandardError(values, c.groups, c.nGroups), c.seClustered, 1e-12),
				c.name
			).toBe(true);
		}
	});

	it('equals scipy per model on small-binary.csv, clustered by category', () => {
		const g = golden.matrixStandardErrors;
		const matrix = goldenMatrix(g.file);
		const se = modelStandardErrors(matrix, groupsFromMeta(matrix, g.column));
		matrix.models.forEach((name, m) => {
			expect(close(se.plain[m], g.se[name])).toBe(true);
			expect(close(se.clustered![m], g.seClustered[name])).toBe(true);
		});
		expect(modelStandardErrors(matrix).clustered).toBeNull();
	});

	it('clustered equals plain when every item is its own cluster', () => {
		fc.assert(
			fc.property(
				fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 2, maxLength: 40 }),
				(xs) => {
					const groups = xs.map((_, i) => i);
					return (
						Math.abs(clusteredStandardError(xs, groups, xs.length) - standardError(xs)) <= 1e-12
					);
				}
			)
		);
	});

	it('gives NaN for fewer than two present values and skips NaN cells', () => {
		expect(standardError([0.5])).toBeNaN();
		expect(standardError([Number.NaN, 1])).toBeNaN();
		expect(standardError([1, 0, Number.NaN, 1])).toBe(standardError([1, 0, 1]));
		expect(clusteredStandardError([1, Number.NaN], [0, 0], 1)).toBeNaN();
	});
});
