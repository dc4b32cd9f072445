import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minRanks } from '../../../../src/core/rank.ts';
import {
	agreementSeries,
	averageRanks,
	maxRankChange,
	spearmanRho,
	summarizeAgreement,
	topKOverlap
} from '../../../../src/core/stats/agreement.ts';
import { close, loadStatsGolden, nan, tableFromScores } from './stats-golden.ts';

const golden = loadStatsGolden();

const scoresArb = fc
	.integer({ min: 2, max: 30 })
	.chain((n) =>
		fc.tuple(
			fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n }),
			fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n })
		)
	);

describe('spearmanRho', () => {
	it('equals scipy.stats.spearmanr(x, y).statistic (NaN read as lowest)', () => {
		for (const c of golden.spearman) {
			// scipy.stats.spearmanr(x, y).statistic with NaN -> -inf
			expect(close(spearmanRho(nan(c.x), nan(c.y)), c.rho, 1e-13), JSON.stringify(c)).toBe(true);
		}
	});

	it('averageRanks equals scipy.stats.rankdata (average) and sums to n(n+1)/2', () => {
		expect(Array.from(averageRanks([3, 1, 3, 2]))).toEqual([3.5, 1, 3.5, 2]);
		fc.assert(
			fc.property(scoresArb, ([x]) => {
				const s = averageRanks(x).reduce((a, b) => a + b, 0);
				return s === (x.length * (x.length + 1)) / 2;
			})
		);
	});

	it('lies in [-1, 1], is symmetric, and is 1 for a ranking against itself', () => {
		fc.assert(
			fc.property(scoresArb, ([x, y]) => {
				const r = spearmanRho(x, y);
				const self = spearmanRho(x, x);
				return (
					(Number.isNaN(r) || (r >= -1 && r <= 1 && Math.abs(r - spearmanRho(y, x)) < 1e-12)) &&
					(Number.isNaN(self) || Math.abs(self - 1) < 1e-12)
				);
			})
		);
	});
});

describe('topKOverlap and maxRankChange', () => {
	it('include every model tied at the cut and divide by the larger top set', () => {
		// reference: a > b > c > d; draw: a > b = c > d
		expect(topKOverlap([1, 2, 3, 4], [1, 2, 2, 4], 2)).toBe(2 / 3);
		expect(topKOverlap([1, 2, 3, 4], [1, 2, 2, 4], 3)).toBe(1);
		expect(topKOverlap([1, 2, 3, 4], [4, 3, 2, 1], 2)).toBe(0);
		expect(topKOverlap([1, 2], [2, 1], 5)).toBe(1);
		expect(() => topKOverlap([1], [1], 0)).toThrow(RangeError);
		expect(maxRankChange([1, 2, 3, 4], [4, 1, 2, 3])).toBe(3);
	});

	it('top-k overlap lies in [0, 1] and is 1 against the reference itself', () => {
		fc.assert(
			fc.property(scoresArb, fc.integer({ min: 1, max: 35 }), ([x, y], k) => {
				const rx = minRanks(x);
				const o = topKOverlap(rx, minRanks(y), k);
				return o >= 0 && o <= 1 && topKOverlap(rx, rx, k) === 1 && maxRankChange(rx, rx) === 0;
			})
		);
	});
});

describe('agreementSeries on the golden runs', () => {
	for (const run of golden.runs) {
		it(`${run.case}: rho, top-k, max rank change and leader agreement equal the numpy/scipy values`, () => {
			const { table, reference } = tableFromScores(run.drawScores, run.reference);
			for (const k of Object.keys(run.topK)) {
				const s = agreementSeries(table, reference, Number(k));
				// scipy.stats.spearmanr(reference, draw).statistic per draw
				s.rho.forEach((r, d) => expect(close(r, run.spearman[d], 1e-13)).toBe(true));
				// |top-k(draw) ∩ top-k(ref)| / max(|.|, |.|) with rankdata(-s, 'min') <= k
				expect(Array.from(s.topK)).toEqual(run.topK[k]);
				expect(Array.from(s.maxRankChange)).toEqual(run.maxRankChange);
				expect(Array.from(s.leaderAgrees)).toEqual(run.leaderAgrees);
			}
		});
	}

	it('is identical however the draws are split into chunks (each value depends on its draw only)', () => {
		const run = golden.runs[0];
		const { table, reference } = tableFromScores(run.drawScores, run.reference);
		const whole = agreementSeries(table, reference, 3);
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 50 }), (size) => {
				for (let start = 0; start < table.nDraws; start += size) {
					const count = Math.min(size, table.nDraws - start);
					const M = table.nModels;
					const part = agreementSeries(
						{
							nDraws: count,
							nModels: M,
							scores: table.scores.subarray(start * M, (start + count) * M),
							ranks: table.ranks.subarray(start * M, (start + count) * M),
							tau: table.tau.subarray(start, start + count)
						},
						reference,
						3
					);
					for (let d = 0; d < count; d++) {
						if (!Object.is(part.rho[d], whole.rho[start + d])) return false;
						if (part.topK[d] !== whole.topK[start + d]) return false;
					}
				}
				return true;
			}),
			{ numRuns: 15 }
		);
	});

	it('summarizes to shares in [0, 1] and a leader agreement equal to the mean of the series', () => {
		const run = golden.runs[0];
		const { table, reference } = tableFromScores(run.drawScores, run.reference);
		const summary = summarizeAgreement(agreementSeries(table, reference, 2));
		const expected = run.leaderAgrees.reduce((a, b) => a + b, 0) / run.leaderAgrees.length;
		expect(summary.leaderAgreement).toBe(expected);
		expect(summary.topKMean).toBeGreaterThanOrEqual(0);
		expect(summary.topKMean).toBeLessThanOrEqual(1);
		expect(summary.maxRankChangeMax).toBe(Math.max(...run.maxRankChange));
	});
});

describe('model-set change: only the models present in a draw count', () => {
	it('with method "mean" every draw agrees perfectly over the models it keeps', async () => {
		const { runChunk, emptyDrawTable, placeChunk } = await import('../../../../src/core/run.ts');
		const { prepareRun } = await import('../../../../src/core/perturbations/perturbation-chunk.ts');
		const { goldenMatrix } = await import('../../helpers.ts');
		const matrix = goldenMatrix('small-binary.csv');
		fc.assert(
			fc.property(
				fc.double({ min: 0.05, max: 0.9, noNaN: true }),
				fc.integer({ min: 0, max: 2 ** 32 - 1 }),
				(removeShare, seed) => {
					const prepared = prepareRun(matrix, {
						kind: 'modelSet',
						method: 'mean',
						removeShare,
						addWeak: 0,
						weakAccuracy: 0.25
					});
					const D = 20;
					const table = emptyDrawTable(D, matrix.nModels);
					placeChunk(table, runChunk(matrix, prepared, seed, 0, D));
					const s = agreementSeries(table, prepared.reference, 3);
					for (let d = 0; d < D; d++) {
						// rho is undefined with fewer than two distinct scores left
						if (!(s.rho[d] === 1 || s.rho[d] !== s.rho[d])) return false;
						if (s.topK[d] !== 1 || s.maxRankChange[d] !== 0) return false;
						if (s.leaderAgrees[d] === 0) return false;
					}
					const summary = summarizeAgreement(s);
					return summary.maxRankChangeMax === 0 && summary.topKExact === 1;
				}
			),
			{ numRuns: 25 }
		);
	});

	it('a draw without some models is scored as the same draw over those models alone', () => {
		const M = 6;
		const referenceScores = Float64Array.from([0.9, 0.8, 0.7, 0.6, 0.5, 0.4]);
		const reference = {
			scores: referenceScores,
			ranks: minRanks(referenceScores),
			order: [0, 1, 2, 3, 4, 5]
		};
		// models 0 and 3 absent; the rest reordered (2 above 1)
		const drawScores = Float64Array.from([NaN, 0.7, 0.75, NaN, 0.5, 0.45]);
		const present = [1, 2, 4, 5];
		const ranks = new Int32Array(M);
		const sub = minRanks(Float64Array.from(present, (m) => drawScores[m]));
		present.forEach((m, j) => (ranks[m] = sub[j]));
		const table = { nDraws: 1, nModels: M, scores: drawScores, ranks, tau: new Float64Array(1) };
		const s = agreementSeries(table, reference, 2);
		const refSub = Float64Array.from(present, (m) => referenceScores[m]);
		const drawSub = Float64Array.from(present, (m) => drawScores[m]);
		expect(s.rho[0]).toBe(spearmanRho(refSub, drawSub));
		// reference top 2 among present: models 1, 2; draw top 2: 2, 1
		expect(s.topK[0]).toBe(1);
		expect(s.maxRankChange[0]).toBe(1);
		expect(s.leaderAgrees[0]).toBeNaN();
		expect(summarizeAgreement(s).leaderAgreement).toBeNaN();
	});
});
