/**
 * Rank probabilities, who beats whom and tie groups: pinned to numpy/scipy/statsmodels values
 * (scripts/golden/make_ranking_golden.py -> tests/fixtures/golden/ranking-golden.json) on the
 * golden draws, with property tests and brute-force oracles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankingDetails } from '../../../../src/core/ranking-details.ts';
import { minRanks } from '../../../../src/core/rank.ts';
import {
	computeReference,
	emptyDrawTable,
	placeChunk,
	runChunkOnWeights
} from '../../../../src/core/run.ts';
import type { ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { clustersFromMeta } from '../../../../src/core/stats/clusters.ts';
import { pairedTest } from '../../../../src/core/stats/paired-tests.ts';
import {
	ALL_PAIRS_MAX_MODELS,
	pairwiseComparisons,
	tieGroups,
	tieGroupsOf
} from '../../../../src/core/stats/pairwise.ts';
import { rankProbabilities } from '../../../../src/core/stats/rank-probabilities.ts';
import { summarizeRun } from '../../../../src/core/summary.ts';
import { GOLDEN_DIR, goldenMatrix } from '../../helpers.ts';
import { close, matrixFromRows } from './stats-golden.ts';
import type { DrawTable, Reference } from '../../../../src/core/run-types.ts';

type Num = number | null;
interface GoldenCase {
	name: string;
	draws?: string;
	cells?: Num[][];
	weights?: number[][];
	models: string[];
	clusterColumn: string | null;
	ranking: string[];
	rankProbabilities: Record<string, Num[]>;
	pairwise: Array<{
		a: string;
		b: string;
		pAhead: number;
		difference: number;
		ciLow: Num;
		ciHigh: Num;
		test: string;
		pValue: Num;
		pAdjusted: Num;
	}>;
	tieGroups: string[][];
}

const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'ranking-golden.json'), 'utf8')) as {
	cases: GoldenCase[];
};
const draws = JSON.parse(readFileSync(join(GOLDEN_DIR, 'draws.json'), 'utf8')) as Array<{
	name: string;
	file: string;
	weights: number[][];
}>;

/** The draw table of the given item weights (draw d = weights[d]). */
function tableOnWeights(matrix: ScoreMatrix, reference: Reference, weights: number[][]): DrawTable {
	const table = emptyDrawTable(weights.length, matrix.nModels);
	placeChunk(table, runChunkOnWeights(matrix, reference, 0, weights, 'plain'));
	return table;
}

function setUp(c: GoldenCase): { matrix: ScoreMatrix; weights: number[][] } {
	if (c.draws) {
		const d = draws.find((x) => x.name === c.draws)!;
		return { matrix: goldenMatrix(d.file), weights: d.weights };
	}
	return { matrix: matrixFromRows(c.cells!), weights: c.weights! };
}

describe('ranking details against numpy/scipy/statsmodels (ranking-golden.json)', () => {
	for (const c of golden.cases) {
		it(c.name, () => {
			const { matrix, weights } = setUp(c);
			const reference = computeReference(matrix);
			const table = tableOnWeights(matrix, reference, weights);
			const clusters = c.clusterColumn ? clustersFromMeta(matrix, c.clusterColumn) : null;
			const name = (m: number) => c.models[m];
			expect(reference.order.map(name)).toEqual(c.ranking);

			const probs = rankProbabilities(table);
			probs.forEach((row, m) =>
				row.forEach((v, r) => expect(close(v, c.rankProbabilities[name(m)][r])).toBe(true))
			);

			const scope = c.name.endsWith('-neighbours') ? 'neighbours' : 'all';
			const rows = pairwiseComparisons(matrix, table, {
				order: reference.order,
				clusters,
				scope
			});
			expect(rows.map((r) => [name(r.a), name(r.b)])).toEqual(c.pairwise.map((r) => [r.a, r.b]));
			rows.forEach((r, k) => {
				const g = c.pairwise[k];
				expect(r.pAhead).toBe(g.pAhead);
				expect(r.test).toBe(g.test);
				expect(close(r.difference, g.difference, 1e-12)).toBe(true);
				expect(close(r.ciLow, g.ciLow, 1e-9)).toBe(true);
				expect(close(r.ciHigh, g.ciHigh, 1e-9)).toBe(true);
				expect(close(r.pValue, g.pValue, 1e-9)).toBe(true);
				expect(close(r.pAdjusted, g.pAdjusted, 1e-9)).toBe(true);
			});
			expect(tieGroupsOf(reference.order, rows, scope).map((g) => g.map(name))).toEqual(
				c.tieGroups
			);
		});
	}

	it('the golden cases include separated groups and ties (the test means something)', () => {
		const groups = golden.cases.map((c) => c.tieGroups.length);
		expect(Math.max(...groups)).toBeGreaterThanOrEqual(3);
		expect(golden.cases.some((c) => c.pairwise.some((p) => p.pAhead === 0.5))).toBe(true);
	});
});

/** A draw table from integer scores (many ties), ranks by the app's min method. */
function tableOf(scores: number[][], absent: boolean[][] = []): DrawTable {
	const D = scores.length;
	const M = scores[0].length;
	const flat = new Float64Array(D * M);
	const ranks = new Int32Array(D * M);
	for (let d = 0; d < D; d++) {
		const present = scores[d].map((_, m) => !absent[d]?.[m]);
		const idx = present.flatMap((p, m) => (p ? [m] : []));
		const r = minRanks(idx.map((m) => scores[d][m]));
		for (let m = 0; m < M; m++) flat[d * M + m] = present[m] ? scores[d][m] : Number.NaN;
		idx.forEach((m, k) => (ranks[d * M + m] = r[k]));
	}
	return { nDraws: D, nModels: M, scores: flat, ranks, tau: new Float64Array(D) };
}

const scoresArb = fc.integer({ min: 1, max: 9 }).chain((M) =>
	fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: M, maxLength: M }), {
		minLength: 1,
		maxLength: 30
	})
);

describe('rankProbabilities', () => {
	it('sums to 1 for every model and every rank (all models in every draw)', () => {
		fc.assert(
			fc.property(scoresArb, (scores) => {
				const table = tableOf(scores);
				const p = rankProbabilities(table);
				const M = table.nModels;
				for (let m = 0; m < M; m++) expect(p[m].reduce((a, v) => a + v, 0)).toBeCloseTo(1, 12);
				for (let r = 0; r < M; r++) expect(p.reduce((a, row) => a + row[r], 0)).toBeCloseTo(1, 12);
			})
		);
	});

	it('rank 1 is P(first) (ties share 1/k), and matches a brute-force count', () => {
		fc.assert(
			fc.property(scoresArb, (scores) => {
				const table = tableOf(scores);
				const M = table.nModels;
				const p = rankProbabilities(table);
				const reference = computeReferenceOf(scores[0]);
				const summary = summarizeRun(
					table,
					reference,
					Array.from({ length: M }, (_, m) => `m${m}`)
				);
				for (const row of summary.models) expect(p[row.index][0]).toBeCloseTo(row.pFirst, 12);
				// brute force: each model in a tie group of size k sits at each of its k positions 1/k
				const brute = Array.from({ length: M }, () => new Array<number>(M).fill(0));
				for (const s of scores) {
					for (let m = 0; m < M; m++) {
						const above = s.filter((v) => v > s[m]).length;
						const same = s.filter((v) => v === s[m]).length;
						for (let j = above; j < above + same; j++) brute[m][j] += 1 / same / scores.length;
					}
				}
				p.forEach((row, m) => row.forEach((v, r) => expect(v).toBeCloseTo(brute[m][r], 12)));
			})
		);
	});

	it('a model absent from a draw counts at no rank in it', () => {
		const table = tableOf(
			[
				[3, 2, 1],
				[3, 2, 1]
			],
			[
				[false, false, false],
				[true, false, false]
			]
		);
		const p = rankProbabilities(table);
		expect(Array.from(p[0])).toEqual([0.5, 0, 0]);
		expect(Array.from(p[1])).toEqual([0.5, 0.5, 0]);
		expect(Array.from(p[2])).toEqual([0, 0.5, 0.5]);
	});

	it('computes a subset of models only when asked', () => {
		const table = tableOf([[1, 5, 3]]);
		const [only] = rankProbabilities(table, [2]);
		expect(Array.from(only)).toEqual([0, 1, 0]);
	});
});

function computeReferenceOf(scores: number[]) {
	return computeReference(matrixFromRows([scores]));
}

describe('pairwiseComparisons', () => {
	it('agrees with a brute-force pass over every pair and the paired test of each', () => {
		const matrix = goldenMatrix('small-continuous.csv');
		const d = draws.find((x) => x.name === 'continuous-subsample')!;
		const reference = computeReference(matrix);
		const table = tableOnWeights(matrix, reference, d.weights);
		const rows = pairwiseComparisons(matrix, table, { order: reference.order, clusters: null });
		const M = matrix.nModels;
		expect(rows).toHaveLength((M * (M - 1)) / 2);
		for (const r of rows) {
			let ahead = 0;
			for (let k = 0; k < table.nDraws; k++) {
				const a = table.scores[k * M + r.a];
				const b = table.scores[k * M + r.b];
				ahead += a > b ? 1 : a === b ? 0.5 : 0;
			}
			expect(r.pAhead).toBe(ahead / table.nDraws);
			const t = pairedTest(matrix, r.a, r.b);
			expect(r.pValue).toBe(t.pValue);
			expect(r.difference).toBe(t.difference.mean);
			expect([r.ciLow, r.ciHigh]).toEqual([t.difference.low, t.difference.high]);
			expect(reference.order.indexOf(r.a)).toBeLessThan(reference.order.indexOf(r.b));
		}
	});

	it(`lists neighbours only above ${ALL_PAIRS_MAX_MODELS} models`, () => {
		const rows = Array.from({ length: 30 }, (_, i) =>
			Array.from({ length: 61 }, (_, m) => ((i * 7 + m * 3) % 11 < m % 5 ? 1 : 0))
		);
		const matrix = matrixFromRows(rows);
		const reference = computeReference(matrix);
		const table = tableOf([Array.from(reference.scores)]);
		const details = rankingDetails(matrix, table, reference, null);
		expect(details.pairwiseScope).toBe('neighbours');
		expect(details.pairwise).toHaveLength(60);
		details.pairwise.forEach((r, k) =>
			expect([r.a, r.b]).toEqual([reference.order[k], reference.order[k + 1]])
		);
		expect(details.ahead.models).toHaveLength(ALL_PAIRS_MAX_MODELS);
		expect(details.rankModels).toHaveLength(61);
	});
});

describe('tieGroups', () => {
	it('partitions the ranking into runs cut exactly at separated neighbours', () => {
		fc.assert(
			fc.property(
				fc.array(fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(Number.NaN)), {
					maxLength: 20
				}),
				(ps) => {
					const order = Array.from({ length: ps.length + 1 }, (_, k) => ps.length - k);
					const p = new Map(order.slice(1).map((m, k) => [`${order[k]},${m}`, ps[k]]));
					const groups = tieGroups(order, (a, b) => p.get(`${a},${b}`)!, 'neighbour');
					expect(groups.flat()).toEqual(order);
					expect(groups.length).toBe(1 + ps.filter((v) => v <= 0.05).length);
					for (const g of groups) expect(g.length).toBeGreaterThan(0);
				}
			)
		);
	});

	it('keeps neighbours with an undefined p-value together', () => {
		expect(tieGroups([2, 0, 1], () => Number.NaN, 'neighbour')).toEqual([[2, 0, 1]]);
		expect(tieGroups([2, 0, 1], (a) => (a === 0 ? 0.01 : 0.5), 'neighbour')).toEqual([[2, 0], [1]]);
	});

	it('anchored at the top: a group ends at the first model its top model is clearly ahead of', () => {
		// Small steps 0-1-2-3 are never separated, but 0 vs 2 is: the chain rule would join all four.
		const p = (a: number, b: number) => (b - a >= 2 ? 0.001 : 0.6);
		expect(tieGroups([0, 1, 2, 3], p, 'neighbour')).toEqual([[0, 1, 2, 3]]);
		expect(tieGroups([0, 1, 2, 3], p, 'top')).toEqual([
			[0, 1],
			[2, 3]
		]);
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 4 }), (n, gap) => {
				const order = Array.from({ length: n }, (_, k) => k);
				const q = (a: number, b: number) => (b - a >= gap ? 0.01 : 0.5);
				const groups = tieGroups(order, q, 'top');
				expect(groups.flat()).toEqual(order);
				for (const g of groups) for (const m of g) expect(q(g[0], m)).toBeGreaterThan(0.05);
			})
		);
	});
});
