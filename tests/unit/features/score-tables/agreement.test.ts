import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import {
	agreementMatrix,
	pairwiseCompleteTau,
	weightedTauB
} from '../../../../src/features/score-tables/core/agreement.ts';
import { averageLinkage } from '../../../../src/features/score-tables/core/cluster.ts';
import { close, golden, tableOf } from './golden.ts';

describe('agreementMatrix', () => {
	it('equals scipy.stats.kendalltau over the models present on both benchmarks', () => {
		for (const c of golden.tables) {
			const table = tableOf(c.scores);
			const a = agreementMatrix(table, table.conditions[0]);
			const B = c.tau.length;
			for (let i = 0; i < B; i++) {
				for (let j = 0; j < B; j++) {
					// scipy.stats.kendalltau(x[both], y[both]).statistic
					expect(close(a.tau[i * B + j], c.tau[i][j], 1e-13), `${c.name} ${i},${j}`).toBe(true);
					expect(a.pairModels[i * B + j]).toBe(c.pairModels[i][j]);
				}
			}
			expect(close(a.meanTau, c.meanTau, 1e-13)).toBe(true);
			expect(close(a.medianTau, c.medianTau, 1e-13)).toBe(true);
			// scipy.cluster.hierarchy.leaves_list(linkage(squareform(1 - tau), 'average'))
			if (c.orderDistinct) expect(a.order).toEqual(c.order);
			expect([...a.order].sort((x, y) => x - y)).toEqual(c.order.map((_, k) => k));
		}
	});

	it('leaves pairs with fewer than two shared models out of the mean, and counts them', () => {
		const table = tableOf([
			[1, null, 3],
			[2, 5, null],
			[3, 4, 1]
		]);
		const a = agreementMatrix(table, table.conditions[0]);
		expect(a.pairModels[0 * 3 + 1]).toBe(2);
		expect(a.pairModels[1 * 3 + 2]).toBe(1);
		expect(a.tau[1 * 3 + 2]).toBeNaN();
		expect(a.pairs).toBe(3);
		expect(a.definedPairs).toBe(2);
		expect(a.meanTau).toBeCloseTo((-1 + -1) / 2, 14);
	});

	it('is symmetric, within [-1, 1], and 1 on the diagonal unless a benchmark is all tied', () => {
		const rows = fc.array(
			fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }), {
				minLength: 4,
				maxLength: 4
			}),
			{
				minLength: 2,
				maxLength: 12
			}
		);
		fc.assert(
			fc.property(rows, (r) => {
				const table = tableOf(r);
				const a = agreementMatrix(table, table.conditions[0]);
				for (let i = 0; i < 4; i++) {
					const d = a.tau[i * 4 + i];
					if (!(Number.isNaN(d) || Math.abs(d - 1) < 1e-12)) return false;
					for (let j = 0; j < 4; j++) {
						const t = a.tau[i * 4 + j];
						if (!Object.is(t, a.tau[j * 4 + i])) return false;
						if (!(Number.isNaN(t) || (t >= -1 && t <= 1))) return false;
					}
				}
				return a.order.length === 4;
			})
		);
	});
});

describe('weightedTauB', () => {
	it('equals tau-b of the repeated arrays (a model drawn k times counts k times)', () => {
		const arb = fc
			.integer({ min: 1, max: 15 })
			.chain((n) =>
				fc.tuple(
					fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }),
					fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }),
					fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n })
				)
			);
		fc.assert(
			fc.property(arb, ([x, y, w]) => {
				const xs: number[] = [];
				const ys: number[] = [];
				x.forEach((v, i) => {
					for (let t = 0; t < w[i]; t++) {
						xs.push(v);
						ys.push(y[i]);
					}
				});
				const expected = xs.length >= 2 ? kendallTauB(xs, ys) : Number.NaN;
				const got = weightedTauB(x, y, w);
				const viaPairs = pairwiseCompleteTau(x, y, w).tau;
				const same = (a: number) =>
					Number.isNaN(expected) ? Number.isNaN(a) : Math.abs(a - expected) < 1e-12;
				return same(got) && same(viaPairs);
			})
		);
	});
});

describe('averageLinkage', () => {
	it('gives scipy linkage(..., "average") merges and leaves_list', () => {
		for (const c of golden.cluster) {
			const l = averageLinkage(c.distances.flat(), c.n);
			expect(l.order).toEqual(c.order);
			l.merges.forEach((m, k) => {
				expect([m[0], m[1], m[3]]).toEqual([c.merges[k][0], c.merges[k][1], c.merges[k][3]]);
				expect(m[2]).toBeCloseTo(c.merges[k][2], 13);
			});
		}
	});

	it('handles 0, 1 and equal distances deterministically', () => {
		expect(averageLinkage([], 0).order).toEqual([]);
		expect(averageLinkage([0], 1).order).toEqual([0]);
		const d = new Array(16).fill(1);
		const a = averageLinkage(d, 4).order;
		expect(averageLinkage(d, 4).order).toEqual(a);
		expect([...a].sort()).toEqual([0, 1, 2, 3]);
	});
});
