import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import { minRanks } from '../../../../src/core/rank.ts';
import { packMatrix, type ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import type { Recipe } from '../../../../src/core/perturbations/catalogue.ts';
import {
	collapseByCategory,
	categoryScores
} from '../../../../src/core/perturbations/category-weights.ts';
import { groupsFromMeta } from '../../../../src/core/perturbations/groups.ts';
import { sliceCategoryCounts } from '../../../../src/core/kernels/collapse.ts';
import { categoryScoresBatch } from '../../../../src/core/kernels/category-product.ts';
import { runChunk } from '../../../../src/core/run.ts';
import { prepareRun } from '../../../../src/core/perturbations/perturbation-chunk.ts';
import type { ChunkResult } from '../../../../src/core/run-types.ts';

/** Relative tolerance of the fast path where weights are real (see kernels/fast-chunk.ts). */
const TOLERANCE = 1e-12;

/**
 * A random matrix with a category column and dates: 0/1 with many exact ties, or continuous;
 * optionally with missing cells.
 */
const matrices = fc
	.record({
		nItems: fc.integer({ min: 2, max: 120 }),
		nModels: fc.integer({ min: 2, max: 40 }),
		seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
		missing: fc.constantFrom(0, 0, 0.05, 0.5),
		continuous: fc.boolean(),
		levels: fc.constantFrom(1, 2, 5, 50),
		groups: fc.integer({ min: 1, max: 6 })
	})
	.map((c) => {
		let s = c.seed;
		const u = () => {
			s = (Math.imul(s, 1103515245) + 12345) >>> 0;
			return s / 2 ** 32;
		};
		const p = Array.from({ length: c.nModels }, () => Math.floor(u() * c.levels) / c.levels);
		const cells = new Float64Array(c.nItems * c.nModels);
		for (let i = 0; i < c.nItems; i++) {
			for (let m = 0; m < c.nModels; m++) {
				let v: number = u() < p[m] ? 1 : 0;
				if (c.continuous) v = Math.round(u() * 8) / 8;
				if (u() < c.missing) v = Number.NaN;
				cells[i * c.nModels + m] = v;
			}
		}
		return packMatrix({
			models: Array.from({ length: c.nModels }, (_, m) => `m${m}`),
			itemIds: Array.from({ length: c.nItems }, (_, i) => `i${i}`),
			meta: {
				category: Array.from({ length: c.nItems }, () => `c${Math.floor(u() * c.groups)}`),
				created_at: Array.from(
					{ length: c.nItems },
					() => `2024-${String(1 + Math.floor(u() * 12)).padStart(2, '0')}-01`
				)
			},
			cells
		});
	});

/** Recipes whose weights are integers on 0/1 data: the fast path must equal the plain one. */
function exactRecipes(matrix: ScoreMatrix): Recipe[] {
	const n = matrix.nItems;
	const out: Recipe[] = [
		{ kind: 'bootstrap', strength: 1 },
		{ kind: 'bootstrap', strength: 0.4 },
		{ kind: 'subsample', fraction: 0.3 },
		{ kind: 'sizeSweep', sizes: [1, Math.max(1, Math.floor(n / 2)), n], drawsPerSize: 3 },
		{ kind: 'timeSplit', column: 'created_at', cutoff: '2024-07-01' },
		{ kind: 'difficulty', strength: 0.8, resample: true },
		{ kind: 'modelSet', method: 'mean', removeShare: 0.4, addWeak: 2, weakAccuracy: 0.3 }
	];
	if (matrix.bits) {
		out.push(
			{ kind: 'clusterBootstrap', column: 'category', strength: 1 },
			{ kind: 'clusterBootstrap', column: 'category', strength: 0.5 },
			{ kind: 'dropCategory', column: 'category', strength: 1 },
			{ kind: 'labelNoise', p: 0.1, mode: 'cell' },
			{ kind: 'labelNoise', p: 0.5, mode: 'cell' },
			{ kind: 'labelNoise', p: 0.2, mode: 'key' }
		);
	} else out.push({ kind: 'threshold', thresholds: [0.25, 0.5, 0.875, 0.5] });
	return out;
}

/** Recipes with real weights (or continuous category sums): equal within TOLERANCE. */
function realRecipes(matrix: ScoreMatrix): Recipe[] {
	const out: Recipe[] = [
		{ kind: 'dirichlet', column: 'category', concentration: 0.7 },
		{ kind: 'dropCategory', column: 'category', strength: 0.6 },
		{ kind: 'worstCase', column: 'category', bound: 0.5 }
	];
	if (!matrix.bits) {
		out.push(
			{ kind: 'clusterBootstrap', column: 'category', strength: 1 },
			{ kind: 'dropCategory', column: 'category', strength: 1 }
		);
	}
	return out;
}

function draws(matrix: ScoreMatrix, spec: Recipe) {
	return prepareRun(matrix, spec).fixedDraws ?? 9;
}

function bytes(a: Float64Array): Buffer {
	return Buffer.from(a.buffer, a.byteOffset, a.byteLength);
}

function expectSame(fast: ChunkResult, plain: ChunkResult, what: string) {
	expect(bytes(fast.scores).equals(bytes(plain.scores)), `${what}: scores`).toBe(true);
	expect(Array.from(fast.ranks), `${what}: ranks`).toEqual(Array.from(plain.ranks));
	expect(bytes(fast.tau).equals(bytes(plain.tau)), `${what}: tau`).toBe(true);
	if (plain.replicationTau) {
		expect(bytes(fast.replicationTau!).equals(bytes(plain.replicationTau)), what).toBe(true);
	} else expect(fast.replicationTau).toBeNull();
}

describe('fast paths against the plain path (the oracle)', () => {
	it('integer weights on 0/1 data, and every kind of item weights: identical numbers', () => {
		fc.assert(
			fc.property(matrices, fc.nat(), (matrix, seed) => {
				for (const spec of exactRecipes(matrix)) {
					const prepared = prepareRun(matrix, spec);
					const D = draws(matrix, spec);
					const fast = runChunk(matrix, prepared, seed, 0, D);
					const plain = runChunk(matrix, prepared, seed, 0, D, 'plain');
					expectSame(fast, plain, JSON.stringify(spec));
				}
			}),
			{ numRuns: 60 }
		);
	});

	it(`real category weights: scores within ${TOLERANCE} (relative); ranks and tau-b those of the scores`, () => {
		fc.assert(
			fc.property(matrices, fc.nat(), (matrix, seed) => {
				const M = matrix.nModels;
				for (const spec of realRecipes(matrix)) {
					const prepared = prepareRun(matrix, spec);
					const D = draws(matrix, spec);
					const fast = runChunk(matrix, prepared, seed, 0, D);
					const plain = runChunk(matrix, prepared, seed, 0, D, 'plain');
					for (let k = 0; k < D * M; k++) {
						const a = fast.scores[k];
						const b = plain.scores[k];
						if (Number.isNaN(b)) expect(a).toBeNaN();
						else expect(Math.abs(a - b)).toBeLessThanOrEqual(TOLERANCE * Math.abs(b));
					}
					for (let d = 0; d < D; d++) {
						const s = fast.scores.subarray(d * M, (d + 1) * M);
						expect(Array.from(fast.ranks.subarray(d * M, (d + 1) * M))).toEqual(
							Array.from(minRanks(s))
						);
						expect(Object.is(fast.tau[d], kendallTauB(prepared.reference.scores, s))).toBe(true);
					}
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('model-set change by mean score: every draw keeps the order of the models present (tau 1)', () => {
		fc.assert(
			fc.property(
				matrices,
				fc.double({ min: 0, max: 0.9, noNaN: true }),
				fc.nat(),
				(m, share, seed) => {
					const spec: Recipe = {
						kind: 'modelSet',
						method: 'mean',
						removeShare: share,
						addWeak: 3,
						weakAccuracy: 0.5
					};
					const prepared = prepareRun(m, spec);
					const M = m.nModels;
					const ref = prepared.reference.scores;
					for (const engine of ['auto', 'plain'] as const) {
						const chunk = runChunk(m, prepared, seed, 0, 8, engine);
						for (let d = 0; d < 8; d++) {
							const r = chunk.ranks.subarray(d * M, (d + 1) * M);
							const present = Array.from(r, (x) => x > 0);
							const x = ref.filter((_, k) => present[k]);
							// the order among the models present is the reference order: tau-b(x, x)
							// (1, up to scipy's arithmetic (a / sqrt(a)) / sqrt(a) with ties)
							expect(Object.is(chunk.tau[d], kendallTauB(x, x))).toBe(true);
							if (!Number.isNaN(chunk.tau[d])) expect(chunk.tau[d]).toBeGreaterThan(1 - 1e-15);
							expect(present.filter(Boolean).length).toBe(
								M - Math.max(0, Math.min(M - 2, Math.round(share * M)))
							);
							// the reference leader, when present, is first
							const leader = prepared.reference.order[0];
							if (present[leader]) expect(r[leader]).toBe(1);
							for (let k = 0; k < M; k++) {
								if (!present[k]) expect(chunk.scores[d * M + k]).toBeNaN();
							}
						}
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});

describe('collapsed category counts', () => {
	it('the kernel counts equal the plain collapse; the batch product equals categoryScores bit for bit', () => {
		fc.assert(
			fc.property(matrices, fc.nat(), (matrix, seed) => {
				const groups = groupsFromMeta(matrix, 'category');
				const plain = collapseByCategory(matrix, groups);
				const kernel = sliceCategoryCounts(matrix, groups);
				if (matrix.bits) {
					expect(kernel).not.toBeNull();
					expect(Array.from(kernel!.num)).toEqual(Array.from(plain.num));
					expect(Array.from(kernel!.den)).toEqual(Array.from(plain.den));
				} else expect(kernel).toBeNull();
				const G = plain.nGroups;
				const M = plain.nModels;
				const D = 1 + (seed % 40);
				let x = seed | 1;
				const w = Float64Array.from({ length: D * G }, (_, k) => {
					x = (Math.imul(x, 1103515245) + 12345) >>> 0;
					return k % 7 === 3 ? 0 : x / 2 ** 31;
				});
				const out = categoryScoresBatch(plain, w, D, new Float64Array(D * M));
				for (let d = 0; d < D; d++) {
					const one = categoryScores(plain, w.subarray(d * G, (d + 1) * G));
					expect(bytes(out.subarray(d * M, (d + 1) * M)).equals(bytes(one))).toBe(true);
				}
			}),
			{ numRuns: 60 }
		);
	});
});
