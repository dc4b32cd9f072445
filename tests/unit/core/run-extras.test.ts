import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExtras } from '../../../src/core/run-extras.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import type { ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { clustersFromMeta } from '../../../src/core/stats/clusters.ts';
import { pairedTest } from '../../../src/core/stats/paired-tests.ts';
import { modelStandardErrors } from '../../../src/core/stats/standard-error.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { goldenMatrix } from '../helpers.ts';
import { close, loadClusterGolden, matrixFromRows } from './stats/stats-golden.ts';

function runOn(matrix: ScoreMatrix, draws = 80) {
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const reference = prepared.reference;
	const table = emptyDrawTable(draws, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, 3, 0, draws));
	return { matrix, reference, table, summary: summarizeRun(table, reference, matrix.models) };
}

const run = (file: string) => runOn(goldenMatrix(file));

describe('runExtras', () => {
	it('tests neighbouring models in reference order, with the pinned statistics', () => {
		const { matrix, reference, table, summary } = run('small-binary.csv');
		const x = runExtras(matrix, table, reference, summary, {
			topK: 3,
			clusterColumn: 'category',
			maxPairs: 100
		});
		const clusters = clustersFromMeta(matrix, 'category')!;
		expect(x.pairs).toHaveLength(matrix.nModels - 1);
		x.pairs.forEach((p, k) => {
			expect([p.a, p.b]).toEqual([reference.order[k], reference.order[k + 1]]);
			expect(p.pAbove).toBeGreaterThanOrEqual(0);
			expect(p.pAbove).toBeLessThanOrEqual(1);
			const test = pairedTest(matrix, p.a, p.b, clusters);
			expect(p.test).toBe('clusteredT');
			expect(p.pValue).toBe(test.pValue);
			expect(p.difference).toBe(test.difference.mean);
			expect(p.differenceDf).toBe(2);
			if (!Number.isNaN(p.pValue)) expect(p.pHolm).toBeGreaterThanOrEqual(p.pValue);
		});
		// "m3" and "m3-copy" are identical columns: always tied, so each is above half the time.
		const tie = x.pairs.find(
			(p) => matrix.models[p.a].startsWith('m3') && matrix.models[p.b].startsWith('m3')
		)!;
		expect(tie.pAbove).toBe(0.5);
		expect(tie.onlyA).toBe(0);
		expect(tie.onlyB).toBe(0);
		expect(tie.difference).toBe(0);
		expect(tie.pValue).toBeNaN();
		expect(tie.pHolm).toBeNaN();
		const se = modelStandardErrors(matrix, clusters);
		expect(Array.from(x.se)).toEqual(Array.from(se.plain));
		expect(Array.from(x.seClustered!)).toEqual(Array.from(se.clustered!));
		expect(x.clusterColumn).toBe('category');
		// easy / mid / hard: 3 clusters, a caution, t(2) intervals
		expect(x.clusters).toEqual({
			column: 'category',
			count: 3,
			labelled: 3,
			unlabelledItems: 0,
			fewClusters: true
		});
		expect(x.ciBasis).toBe('clustered');
		expect(Array.from(x.ciDf).every((df) => df === 2)).toBe(true);
		expect(x.agreement.k).toBe(3);
		expect(x.agreement.leaderAgreement).toBe(summary.leaderKept);
		expect(Math.min(...x.conservativeRank.map((r) => r ?? Infinity))).toBe(1);
	});

	it('uses t-tests for continuous scores, ignores unknown cluster columns and clamps k', () => {
		const { matrix, reference, table, summary } = run('small-continuous.csv');
		const x = runExtras(matrix, table, reference, summary, {
			topK: 99,
			clusterColumn: 'nope',
			maxPairs: 2
		});
		expect(x.pairs).toHaveLength(2);
		expect(x.pairs[0].test).toBe('ttest');
		expect(x.pairs[0].onlyA).toBeNull();
		expect(x.pairs[0].differenceLow).toBeLessThan(x.pairs[0].differenceHigh);
		expect(x.seClustered).toBeNull();
		expect(x.clusterColumn).toBeNull();
		expect(x.clusters).toBeNull();
		expect(x.ciBasis).toBe('plain');
		expect(x.agreement.k).toBe(matrix.nModels);
		expect(x.agreement.topKMean).toBe(1);
	});

	for (const mode of ['plain', 'clustered'] as const) {
		it(`${mode}: SEs, intervals, conservative ranks and pairs equal statsmodels / scipy`, () => {
			const g = loadClusterGolden().extras;
			const matrix = matrixFromRows(g.cells, { passage: g.labels });
			const { reference, table, summary } = runOn(matrix, 20);
			expect([...reference.order]).toEqual(g.order);
			const x = runExtras(matrix, table, reference, summary, {
				topK: 3,
				clusterColumn: mode === 'clustered' ? 'passage' : null,
				maxPairs: 200
			});
			const want = g[mode];
			const se = mode === 'clustered' ? x.seClustered! : x.se;
			want.se.forEach((v, m) => expect(close(se[m], v, 1e-12), `se ${m}`).toBe(true));
			// statsmodels conf_int(); 1e-9 for scipy 1.10's t.ppf (see standard-error.test.ts)
			want.ciLow.forEach((v, m) => expect(close(x.ciLow[m], v, 1e-9), `low ${m}`).toBe(true));
			want.ciHigh.forEach((v, m) => expect(close(x.ciHigh[m], v, 1e-9), `high ${m}`).toBe(true));
			// 1 + #{j : low_j > high_i}; null (not 1) for the model graded on one item
			expect(x.conservativeRank).toEqual(want.conservativeRank);
			expect(x.conservativeRank.at(-1)).toBeNull();
			expect(x.pairs).toHaveLength(want.pairs.length);
			x.pairs.forEach((p, k) => {
				const w = want.pairs[k];
				expect([p.a, p.b, p.n]).toEqual([w.a, w.b, w.n]);
				expect(p.test).toBe(mode === 'clustered' ? 'clusteredT' : 'mcnemar');
				// mid-p McNemar (scipy.stats.binom) or statsmodels' clustered p-value
				expect(close(p.pValue, w.pValue, 1e-9), `p ${k}`).toBe(true);
				// statsmodels multipletests(p, method='holm') over the pairs with a defined p
				expect(close(p.pHolm, w.pHolm, 1e-9), `holm ${k}`).toBe(true);
				expect(close(p.difference, w.difference, 1e-13)).toBe(true);
				expect(close(p.differenceSE, w.differenceSE, 1e-12)).toBe(true);
				expect(close(p.differenceLow, w.differenceLow, 1e-9)).toBe(true);
				expect(close(p.differenceHigh, w.differenceHigh, 1e-9)).toBe(true);
				if (w.differenceSE !== null) expect(p.differenceDf).toBe(w.differenceDf);
			});
			if (mode === 'clustered') {
				expect(x.clusters!.unlabelledItems).toBe(g.labels.filter((l) => !l.trim()).length);
				expect(x.clusters!.fewClusters).toBe(false);
			}
		});
	}

	it('never gives a model without an interval conservative rank 1', () => {
		const cell = fc.constantFrom(0, 1, null);
		fc.assert(
			fc.property(
				fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 2, maxLength: 12 }),
				(rows) => {
					const matrix = matrixFromRows(rows);
					const { reference, table, summary } = runOn(matrix, 4);
					const x = runExtras(matrix, table, reference, summary, {
						topK: 2,
						clusterColumn: null,
						maxPairs: 10
					});
					return x.conservativeRank.every((r, m) =>
						Number.isNaN(x.ciLow[m]) ? r === null : r !== null && r >= 1
					);
				}
			),
			{ numRuns: 40 }
		);
	});
});
