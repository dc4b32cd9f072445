import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minRanks } from '../../../../src/core/rank.ts';
import {
	aggregateScores,
	bradleyTerryScores,
	compareAggregates,
	matrixColumns,
	modelSetDraw,
	pairwiseCounts,
	winRateScores
} from '../../../../src/core/perturbations/model-set.ts';
import { close, loadStatsGolden, matrixFromRows, nan } from '../stats/stats-golden.ts';
import { binary } from './fixtures.ts';

const golden = loadStatsGolden().modelSet;

function weakColumns(rows: (number | null)[][]): Float64Array[] {
	const K = rows.length ? rows[0].length : 0;
	return Array.from({ length: K }, (_, k) => nan(rows.map((r) => r[k])));
}

describe('pairwise aggregates', () => {
	for (const c of golden) {
		it(`${c.name}: counts, win rates and Bradley-Terry equal numpy / scipy.optimize`, () => {
			const columns = matrixColumns(matrixFromRows(c.cells));
			const counts = pairwiseCounts(columns);
			const K = columns.length;
			for (let a = 0; a < K; a++) {
				for (let b = 0; b < K; b++) {
					if (a === b) continue;
					// numpy: sum(x_a > x_b), sum(x_a != x_b) over items both have
					expect(counts.wins[a * K + b]).toBe(c.wins[a][b]);
					expect(counts.total[a * K + b]).toBe(c.total[a][b]);
				}
			}
			winRateScores(counts).forEach((v, m) => expect(close(v, c.winRate[m], 1e-14)).toBe(true));
			// scipy.optimize.minimize (BFGS) on the same likelihood with prior 1
			bradleyTerryScores(counts).forEach((v, m) =>
				expect(close(v, c.bradleyTerry[m], 1e-6)).toBe(true)
			);
			if (c.weak.length && c.weak[0].length) {
				const withWeak = pairwiseCounts([...columns, ...weakColumns(c.weak)], 'drop', counts);
				winRateScores(withWeak).forEach((v, m) =>
					expect(close(v, c.winRateWithWeak[m], 1e-14)).toBe(true)
				);
				bradleyTerryScores(withWeak).forEach((v, m) =>
					expect(close(v, c.bradleyTerryWithWeak[m], 1e-6)).toBe(true)
				);
			}
		});
	}

	it('adding weak models reorders A and B by win rate or Bradley-Terry, never by mean score', () => {
		for (const name of ['win-rate-flip', 'bradley-terry-flip']) {
			const c = golden.find((g) => g.name === name)!;
			const columns = matrixColumns(matrixFromRows(c.cells));
			const base = pairwiseCounts(columns);
			const method = name === 'win-rate-flip' ? 'winRate' : 'bradleyTerry';
			const all = { members: new Uint8Array([1, 1]), weak: [] };
			const withWeak = { members: new Uint8Array([1, 1]), weak: weakColumns(c.weak) };
			const before = aggregateScores(columns, base, method, all);
			const after = aggregateScores(columns, base, method, withWeak);
			expect(before[0]).toBeGreaterThan(before[1]);
			expect(after[1]).toBeGreaterThan(after[0]);
			const meanBefore = aggregateScores(columns, base, 'mean', all);
			const side = compareAggregates(columns, base, withWeak);
			expect(side.mean).toEqual(meanBefore);
			expect(side[method]).toEqual(after);
			expect(meanBefore[0]).toBeGreaterThan(meanBefore[1]);
		}
	});

	it('with ties counted half, win rate on complete 0/1 data follows accuracy (no reordering)', () => {
		const columns = matrixColumns(binary);
		const counts = pairwiseCounts(columns, 'half');
		const rate = winRateScores(counts);
		const mean = aggregateScores(columns, counts, 'mean', {
			members: new Uint8Array(columns.length).fill(1),
			weak: []
		});
		expect(Array.from(minRanks(rate))).toEqual(Array.from(minRanks(mean)));
	});
});

describe('modelSetDraw', () => {
	const columns = matrixColumns(binary);
	const base = pairwiseCounts(columns);

	it('the mean-score ranking of the kept models never changes (invariance)', () => {
		const reference = aggregateScores(
			columns,
			base,
			'mean',
			modelSetDraw(columns, 0, 0, 0.3, 1, 0)
		);
		fc.assert(
			fc.property(
				fc.double({ min: 0, max: 0.9, noNaN: true }),
				fc.nat(3),
				fc.nat(),
				fc.nat(100),
				(share, weak, seed, d) => {
					const draw = modelSetDraw(columns, share, weak, 0.3, seed, d);
					const s = aggregateScores(columns, base, 'mean', draw);
					const kept = [...draw.members.keys()].filter((m) => draw.members[m]);
					const refRanks = minRanks(kept.map((m) => reference[m]));
					const drawRanks = minRanks(kept.map((m) => s[m]));
					return kept.length >= 2 && refRanks.every((r, j) => r === drawRanks[j]);
				}
			),
			{ numRuns: 40 }
		);
	});

	it('removes round(share * M) models (keeping two), and weak models have the asked accuracy', () => {
		const draw = modelSetDraw(columns, 0.5, 2, 0.25, 9, 4);
		expect(draw.members.reduce((a, b) => a + b, 0)).toBe(
			binary.nModels - Math.round(0.5 * binary.nModels)
		);
		expect(modelSetDraw(columns, 0.99, 0, 0, 1, 1).members.reduce((a, b) => a + b, 0)).toBe(2);
		let right = 0;
		let total = 0;
		for (let d = 0; d < 50; d++) {
			for (const w of modelSetDraw(columns, 0, 3, 0.25, 2, d).weak) {
				right += w.reduce((a, b) => a + b, 0);
				total += w.length;
			}
		}
		expect(Math.abs(right / total - 0.25)).toBeLessThan(5 * Math.sqrt((0.25 * 0.75) / total));
	});
});
