/**
 * The rank sets against numpy: bench/rank_sets_reference.py (every standing pair of every draw
 * formed by broadcasting, `numpy.quantile` for the critical values) on the same normals, through
 * scripts/golden/make_rank_sets_golden.py. Every bound, the top-k set, the first critical value,
 * the steps and every "surely better" verdict must agree; the covariance within rounding.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { clustersFromLabels } from '../../../../src/core/stats/clusters.ts';
import { meanCovariance } from '../../../../src/core/rank-sets/covariance.ts';
import {
	rankSetsOfMatrix,
	rankSetsOfScores,
	type RankSets
} from '../../../../src/core/rank-sets/rank-sets.ts';
import { GOLDEN_DIR } from '../../helpers.ts';

interface Expected {
	marginalLow: number[];
	marginalHigh: number[];
	simultaneousLow: number[];
	simultaneousHigh: number[];
	topKSet: number[];
	k: number;
	critical: number;
	steps: number;
	better: Array<[number, number]>;
}
interface MatrixCase extends Expected {
	name: string;
	cells: Array<Array<number | null>>;
	clusters: string[] | null;
	level: number;
	topK: number;
	draws: number;
	normals: number[];
	estimate: Array<number | null>;
	cov: Array<number | null>;
}
interface ScoresCase extends Expected {
	name: string;
	scores: number[];
	se: number[];
	level: number;
	topK: number;
	draws: number;
	normals: number[];
}

const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'rank-sets-golden.json'), 'utf8')) as {
	cases: Array<MatrixCase | ScoresCase>;
};
const nan = (v: number | null) => (v === null ? Number.NaN : v);

function matrixOf(c: MatrixCase) {
	const p = c.cells[0].length;
	return packMatrix({
		models: Array.from({ length: p }, (_, m) => `m${m}`),
		itemIds: c.cells.map((_, i) => `i${i}`),
		cells: c.cells.flat().map(nan),
		meta: c.clusters ? { passage: c.clusters } : {}
	});
}

function expectSame(r: RankSets, c: Expected) {
	expect(Array.from(r.marginalLow)).toEqual(c.marginalLow);
	expect(Array.from(r.marginalHigh)).toEqual(c.marginalHigh);
	expect(Array.from(r.simultaneousLow)).toEqual(c.simultaneousLow);
	expect(Array.from(r.simultaneousHigh)).toEqual(c.simultaneousHigh);
	expect(r.topK).toEqual({ k: c.k, models: c.topKSet });
	expect(r.criticalValue).toBeCloseTo(c.critical, 9);
	expect(r.steps).toBe(c.steps);
	const P = r.marginalLow.length;
	const better: Array<[number, number]> = [];
	for (let a = 0; a < P; a++)
		for (let b = 0; b < P; b++) if (r.better[a * P + b]) better.push([a, b]);
	expect(better).toEqual(c.better);
}

describe('rank sets against numpy (golden)', () => {
	for (const c of golden.cases) {
		it(`${c.name}: bounds, top-k set, critical value and verdicts as numpy's`, () => {
			const options = {
				level: c.level,
				draws: c.draws,
				topK: c.topK,
				normals: Float64Array.from(c.normals)
			};
			if ('scores' in c) {
				expectSame(rankSetsOfScores(c.scores, c.se, options), c);
				return;
			}
			const matrix = matrixOf(c);
			const clusters = c.clusters ? clustersFromLabels(c.clusters) : null;
			const cov = meanCovariance(matrix, clusters);
			const scale = Math.max(...c.cov.map((v) => Math.abs(nan(v))));
			cov.estimate.forEach((v, m) => expect(v).toBeCloseTo(nan(c.estimate[m]), 12));
			cov.cov.forEach((v, x) => expect(Math.abs(v - nan(c.cov[x]))).toBeLessThan(1e-12 * scale));
			expectSame(rankSetsOfMatrix(matrix, clusters, options), c);
		});
	}
});
