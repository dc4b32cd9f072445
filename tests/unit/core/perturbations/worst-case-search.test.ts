import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import {
	categoryScores,
	collapseByCategory,
	type CategoryCounts
} from '../../../../src/core/perturbations/category-weights.ts';
import { groupsFromMeta } from '../../../../src/core/perturbations/groups.ts';
import { rngForDraw } from '../../../../src/core/random.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import {
	randomInteriorSearch,
	worstCaseSearch,
	worstCaseSearchSteps,
	type WorstCaseResult
} from '../../../../src/core/perturbations/worst-case.ts';
import { GOLDEN_DIR, HAVE_REAL, NO_REAL_MESSAGE, REAL, importText } from '../../helpers.ts';

interface GoldenCase {
	name: string;
	bound: number;
	num: number[][];
	den: number[][];
	minTau: number;
	reversed: number;
	weights: number[];
	pairwiseBound: number;
	/** The app's certificate (seed 7) and its tau-b recomputed in numpy two ways. */
	certificate: {
		weights: number[];
		tau: number;
		outcome: string;
		recomputedTau: number;
		recomputedTauByMeans: number;
	};
}
const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'worst-case-golden.json'), 'utf8')) as {
	cases: GoldenCase[];
};

function countsOf(num: number[][], den: number[][]): CategoryCounts {
	return {
		nModels: num.length,
		nGroups: num[0].length,
		num: Float64Array.from(num.flat()),
		den: Float64Array.from(den.flat())
	};
}

function referenceOf(counts: CategoryCounts): Float64Array {
	return categoryScores(counts, new Float64Array(counts.nGroups).fill(1));
}

/** The tau-b the certificate's weights give, recomputed from scratch. */
function recomputed(counts: CategoryCounts, reference: Float64Array, r: WorstCaseResult): number {
	return kendallTauB(reference, categoryScores(counts, r.weights));
}

function inBox(r: WorstCaseResult, bound: number): boolean {
	return r.weights.every((v) => v >= 1 - bound && v <= 1 + bound);
}

describe('worstCaseSearch against the exact mixed-integer program (scipy.optimize.milp)', () => {
	for (const c of golden.cases) {
		it(c.name, { timeout: 120_000 }, () => {
			const counts = countsOf(c.num, c.den);
			const reference = referenceOf(counts);
			const r = worstCaseSearch(counts, reference, c.bound, { seed: 7 });
			// min over generic points of scipy.stats.kendalltau(reference, s(v)).statistic, from
			// the MILP over which pairs reverse
			expect(r.tau).toBeCloseTo(c.minTau, 12);
			expect(r.exact).toBe(true);
			expect(r.outcome).toBe('proven');
			expect(r.tauBound).toBe(r.tau);
			// The certificate is the golden one, and numpy recomputes its tau-b exactly, from the
			// weighted sums and from the weighted category means.
			expect(Array.from(r.weights)).toEqual(c.certificate.weights);
			expect(r.tau).toBe(c.certificate.tau);
			expect(r.tau).toBe(c.certificate.recomputedTau);
			expect(r.tau).toBe(c.certificate.recomputedTauByMeans);
			expect(r.method.name).toBe('line-search+branch-and-bound');
			expect(Object.is(recomputed(counts, reference, r), r.tau)).toBe(true);
			expect(inBox(r, c.bound)).toBe(true);
			// The MILP's own weights give the same tau-b.
			expect(kendallTauB(reference, categoryScores(counts, c.weights))).toBeCloseTo(c.minTau, 12);
			// The pairwise relaxation, when not exact, is a lower bound.
			const heuristic = worstCaseSearch(counts, reference, c.bound, { seed: 7, exactLpLimit: 0 });
			expect(heuristic.tau).toBeGreaterThanOrEqual(c.minTau - 1e-12);
			if (!heuristic.exact) {
				// Without linear programs the bound is still proven: at least the pairwise relaxation
				// (A - 2 K) / sqrt((n0 - n1)(n0 - n2)) when that is not negative (the clique bound of
				// exclusive reversals can only tighten it), and never above the minimum.
				expect(heuristic.outcome).toBe('found');
				if (c.pairwiseBound >= 0) {
					expect(heuristic.tauBound).toBeGreaterThanOrEqual(c.pairwiseBound - 1e-12);
				}
				expect(heuristic.tauBound).toBeLessThanOrEqual(c.minTau + 1e-12);
			}
		});
	}

	it('the leaderboard sample at bound 0.5 goes below the best corner (0.926) to 0.916', () => {
		const c = golden.cases.find((x) => x.name === 'leaderboard sample, bound 0.5')!;
		expect(c.minTau).toBeCloseTo(0.9157894736842105, 12);
		const counts = countsOf(c.num, c.den);
		const reference = referenceOf(counts);
		const r = worstCaseSearch(counts, reference, 0.5, { seed: 1 });
		expect(r.tau).toBeCloseTo(0.9157894736842105, 12);
		// Interior: at least one weight strictly inside (1 - b, 1 + b).
		expect(r.weights.some((v) => v > 0.5 && v < 1.5)).toBe(true);
	});
});

/** A small matrix of counts: M models x G categories, each category of `size` items. */
function arbitraryCounts(missing: boolean) {
	return fc
		.record({
			M: fc.integer({ min: 2, max: 6 }),
			G: fc.integer({ min: 1, max: 4 }),
			size: fc.integer({ min: 1, max: 12 }),
			seed: fc.nat()
		})
		.chain(({ M, G, size }) =>
			fc.record({
				bound: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
				num: fc.array(fc.integer({ min: 0, max: size }), { minLength: M * G, maxLength: M * G }),
				den: missing
					? fc.array(fc.integer({ min: 0, max: size }), { minLength: M * G, maxLength: M * G })
					: fc.constant(new Array<number>(M * G).fill(size)),
				M: fc.constant(M),
				G: fc.constant(G),
				seed: fc.nat()
			})
		)
		.map(({ M, G, num, den, bound, seed }) => {
			const counts: CategoryCounts = {
				nModels: M,
				nGroups: G,
				num: Float64Array.from(num, (x, i) => Math.min(x, den[i])),
				den: Float64Array.from(den)
			};
			return { counts, bound, seed };
		});
}

describe('worstCaseSearch properties (fast-check)', () => {
	for (const missing of [false, true]) {
		const label = missing ? 'with missing cells' : 'complete';
		it(`${label}: the certificate recomputes to the reported tau, inside the box, above the bound`, () => {
			fc.assert(
				fc.property(arbitraryCounts(missing), ({ counts, bound, seed }) => {
					const reference = referenceOf(counts);
					const r = worstCaseSearch(counts, reference, bound, { seed, budget: 2_000 });
					const tau = recomputed(counts, reference, r);
					expect(Object.is(tau, r.tau)).toBe(true);
					expect(inBox(r, bound)).toBe(true);
					if (r.tauBound !== null && r.tau === r.tau) {
						expect(r.tau).toBeGreaterThanOrEqual(r.tauBound - 1e-12);
					}
					const sameDen = counts.den.every((d, i) => d === counts.den[i % counts.nGroups]);
					if (!sameDen) expect(r.exact).toBe(false);
				}),
				{ numRuns: 60 }
			);
		});

		it(`${label}: at least as bad as random interior sampling with the same evaluations`, () => {
			fc.assert(
				fc.property(arbitraryCounts(missing), fc.nat(), ({ counts, bound, seed }, seed2) => {
					const reference = referenceOf(counts);
					const r = worstCaseSearch(counts, reference, bound, { seed, budget: 2_000 });
					const random = randomInteriorSearch(counts, reference, bound, r.evaluated, seed2);
					expect(random.evaluated).toBe(r.evaluated);
					const lower = (t: number) => (t === t ? t : Number.POSITIVE_INFINITY);
					expect(lower(r.tau)).toBeLessThanOrEqual(lower(random.tau));
				}),
				{ numRuns: 60 }
			);
		});
	}
});

/**
 * The sign of s_a(x) - s_b(x) at v = (x, 1), exactly: with integer counts it is the sign of
 * (x n_a0 + n_a1)(x d_b0 + d_b1) - (x n_b0 + n_b1)(x d_a0 + d_a1) = C x^2 + B x + A, whose
 * coefficients are exact integers, so a pair tied for every x (C = B = A = 0) gives exactly 0,
 * and away from a root the sign is far above the rounding. A model without items (NaN score)
 * ranks below every number, as in `kendallTauB`.
 */
function pairSign(counts: CategoryCounts, a: number, b: number, x: number): number {
	const { den } = counts;
	const aliveA = den[a * 2] + den[a * 2 + 1] > 0;
	const aliveB = den[b * 2] + den[b * 2 + 1] > 0;
	if (!aliveA || !aliveB) return (aliveA ? 1 : 0) - (aliveB ? 1 : 0);
	const { A, B, C } = pairQuadratic(counts, a, b);
	return Math.sign(C * x * x + B * x + A);
}

function pairQuadratic(counts: CategoryCounts, a: number, b: number) {
	const { num, den } = counts;
	return {
		C: num[a * 2] * den[b * 2] - num[b * 2] * den[a * 2],
		B:
			num[a * 2] * den[b * 2 + 1] +
			num[a * 2 + 1] * den[b * 2] -
			num[b * 2] * den[a * 2 + 1] -
			num[b * 2 + 1] * den[a * 2],
		A: num[a * 2 + 1] * den[b * 2 + 1] - num[b * 2 + 1] * den[a * 2 + 1]
	};
}

/** Kendall's tau-b (scipy's) of the reference against the exact order at v = (x, 1). */
function exactTauB(counts: CategoryCounts, reference: Float64Array, x: number): number {
	const M = counts.nModels;
	const low = (s: number) => (s === s ? s : Number.NEGATIVE_INFINITY);
	let s = 0;
	let tiedX = 0;
	let tiedY = 0;
	for (let a = 0; a < M; a++) {
		for (let b = a + 1; b < M; b++) {
			const sx = Math.sign(low(reference[a]) - low(reference[b])) || 0;
			const sy = pairSign(counts, a, b, x);
			if (sx === 0) tiedX++;
			if (sy === 0) tiedY++;
			s += sx * sy;
		}
	}
	const n0 = (M * (M - 1)) / 2;
	return s / Math.sqrt((n0 - tiedX) * (n0 - tiedY));
}

/**
 * Brute force over the arrangement for two categories: scores depend on v only through
 * x = v_0 / v_1 in [(1 - b)/(1 + b), (1 + b)/(1 - b)]; every pair changes order only at a root of a
 * quadratic in x, so the midpoints between all roots (and the ends) visit every cell. Each cell is
 * scored with exact comparisons (`exactTauB`), not with `categoryScores`: in floating point two
 * scores that are equal for every x but computed from different cells, such as (x * 1) / (x * 3)
 * and 1 / 3, can differ in the last bit at some x, and that broken tie is not a weighting's
 * ranking (the search's certificate, whose weights are multiples of 2^-30, keeps such ties exact).
 */
function bruteForceTwoCategories(counts: CategoryCounts, bound: number): number {
	const M = counts.nModels;
	const lo = (1 - bound) / (1 + bound);
	const hi = 1 / lo;
	const xs = [lo, hi];
	for (let a = 0; a < M; a++) {
		for (let b = a + 1; b < M; b++) {
			const { A, B, C } = pairQuadratic(counts, a, b);
			if (C === 0) {
				if (B !== 0) xs.push(-A / B);
			} else if (B * B - 4 * A * C >= 0) {
				const s = Math.sqrt(B * B - 4 * A * C);
				xs.push((-B + s) / (2 * C), (-B - s) / (2 * C));
			}
		}
	}
	const cuts = xs.filter((x) => x >= lo && x <= hi).sort((p, q) => p - q);
	const reference = referenceOf(counts);
	let best = Number.POSITIVE_INFINITY;
	for (let i = 0; i + 1 < cuts.length; i++) {
		if (!(cuts[i + 1] > cuts[i])) continue;
		const tau = exactTauB(counts, reference, 0.5 * (cuts[i] + cuts[i + 1]));
		if (tau < best) best = tau;
	}
	return best;
}

describe('worstCaseSearch against brute force over the arrangement (two categories)', () => {
	it('the oracle ties what every weighting ties (fast-check counterexample)', () => {
		// Models 3 and 5 score 1/3 for every weighting (1 of 3 items in one category each); in
		// floating point (x * 1) / (x * 3) is 0.33333333333333337 for some x, which broke their tie
		// and let the old oracle report 0.866. Exactly, tau-b is 0.9045 in every cell but x = 1.
		const counts: CategoryCounts = {
			nModels: 6,
			nGroups: 2,
			num: Float64Array.from([1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0]),
			den: Float64Array.from([1, 2, 0, 0, 0, 0, 0, 3, 0, 0, 3, 0])
		};
		const oracle = bruteForceTwoCategories(counts, 0.05);
		expect(oracle).toBeCloseTo(0.9045340337332909, 14);
		const r = worstCaseSearch(counts, referenceOf(counts), 0.05, { seed: 0, budget: 5_000 });
		expect(r.tau).toBeCloseTo(oracle, 14);
		expect(r.scores[3]).toBe(r.scores[5]);
		// Both are tied for every weighting, so the proven bound counts them tied: it is reached.
		expect(r.tauBound).toBeCloseTo(r.tau, 14);
	});

	it('finds the lowest tau-b over all cells, with and without missing cells', () => {
		for (const missing of [false, true]) {
			fc.assert(
				fc.property(
					arbitraryCounts(missing).filter(({ counts }) => counts.nGroups === 2),
					({ counts, bound, seed }) => {
						const reference = referenceOf(counts);
						const r = worstCaseSearch(counts, reference, bound, { seed, budget: 5_000 });
						const oracle = bruteForceTwoCategories(counts, bound);
						if (oracle < Number.POSITIVE_INFINITY)
							expect(r.tau).toBeLessThanOrEqual(oracle + 1e-12);
					}
				),
				{ numRuns: 40 }
			);
		}
	});
});

describe('worstCaseSearch says what it showed (proven / found with its bound / stopped)', () => {
	const c = golden.cases.find((x) => x.name.startsWith('CIFAR-10.1') && x.bound === 0.7)!;
	const counts = countsOf(c.num, c.den);
	const reference = referenceOf(counts);

	it('a proof cut short by the LP limit is "found", with a proven bound below the minimum', () => {
		const r = worstCaseSearch(counts, reference, 0.7, { seed: 7, exactLpLimit: 2_000 });
		expect(r.outcome).toBe('found');
		expect(r.exact).toBe(false);
		expect(r.stopped).toBe(false);
		expect(r.linearPrograms).toBeLessThanOrEqual(2_000);
		expect(r.tauBound).not.toBeNull();
		expect(r.tauBound!).toBeLessThanOrEqual(c.minTau + 1e-12);
		expect(r.tau).toBeGreaterThanOrEqual(c.minTau - 1e-12);
		expect(Object.is(recomputed(counts, reference, r), r.tau)).toBe(true);
	});

	it('a search stopped by its caller is "stopped", never "proven"', () => {
		let calls = 0;
		const r = worstCaseSearch(counts, reference, 0.7, { seed: 7, shouldStop: () => ++calls > 40 });
		expect(r.outcome).toBe('stopped');
		expect(r.exact).toBe(false);
		expect(r.tauBound!).toBeLessThanOrEqual(c.minTau + 1e-12);
	});

	it('with missing cells only the line search runs: "found"', () => {
		const holes = {
			...counts,
			den: Float64Array.from(counts.den, (d, i) => (i === 3 ? d - 1 : d))
		};
		const r = worstCaseSearch(holes, referenceOf(holes), 0.7, { seed: 7, budget: 500 });
		expect(r.outcome).toBe('found');
		expect(r.method.name).toBe('line-search');
		expect(r.linearPrograms).toBe(0);
	});

	it('the certificate is on the 2^-30 grid and keeps models with different sums apart', () => {
		const r = worstCaseSearch(counts, reference, 0.9, { seed: 7, exactLpLimit: 0 });
		expect(r.weights.every((w) => Number.isInteger(w * 2 ** 30))).toBe(true);
		const scale = Math.max(...r.scores);
		for (let a = 0; a < counts.nModels; a++) {
			for (let b = a + 1; b < counts.nModels; b++) {
				expect(Math.abs(r.scores[a] - r.scores[b])).toBeGreaterThan(1e-13 * scale);
			}
		}
	});
});

describe('worstCaseSearch control', () => {
	const c = golden.cases.find((x) => x.name.startsWith('synthetic 12 models'))!;
	const counts = countsOf(c.num, c.den);
	const reference = referenceOf(counts);

	it('is deterministic for a seed', () => {
		const a = worstCaseSearch(counts, reference, 0.5, { seed: 11, exactLpLimit: 0 });
		const b = worstCaseSearch(counts, reference, 0.5, { seed: 11, exactLpLimit: 0 });
		expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
		expect(a.evaluated).toBe(b.evaluated);
	});

	it('reports progress and stops when asked, returning a valid certificate', () => {
		const seen: Array<[number, number]> = [];
		let calls = 0;
		const r = worstCaseSearch(counts, reference, 0.5, {
			seed: 1,
			onProgress: (done, total) => seen.push([done, total]),
			shouldStop: () => ++calls > 2
		});
		expect(r.stopped).toBe(true);
		expect(r.exact).toBe(false);
		expect(seen.length).toBeGreaterThan(0);
		expect(seen.every(([done, total]) => done >= 0 && done <= total)).toBe(true);
		expect(Object.is(recomputed(counts, reference, r), r.tau)).toBe(true);
	});

	it('as steps: yields between checks, and the result does not depend on the pauses', () => {
		const whole = worstCaseSearch(counts, reference, 0.5, { seed: 4 });
		const steps = worstCaseSearchSteps(counts, reference, 0.5, { seed: 4 });
		let pauses = 0;
		let step = steps.next();
		while (!step.done) {
			pauses++;
			step = steps.next();
		}
		expect(pauses).toBeGreaterThan(1);
		expect(step.value.method.name).toBe('line-search+branch-and-bound');
		expect(Array.from(step.value.weights)).toEqual(Array.from(whole.weights));
		expect(step.value.tau).toBe(whole.tau);
		expect(step.value.evaluated).toBe(whole.evaluated);
		expect(step.value.exact).toBe(whole.exact);
	});

	it('bound 0 is the reference; a bound of 1 or more is refused', () => {
		const r = worstCaseSearch(counts, reference, 0, { seed: 1 });
		expect(Array.from(r.weights)).toEqual(new Array(counts.nGroups).fill(1));
		expect(r.tau).toBe(1);
		expect(r.exact).toBe(true);
		expect(() => worstCaseSearch(counts, reference, 1, { seed: 1 })).toThrow(RangeError);
	});

	it('names its method and says how many points it evaluated', () => {
		const r = worstCaseSearch(counts, reference, 0.5, { seed: 1 });
		expect(r.method.name).toBe('line-search+branch-and-bound');
		expect(r.evaluated).toBeGreaterThan(0);
	});
});

/** Binary benchmark of G categories x `size` items, M models (seeded; complete or with holes). */
function syntheticCounts(M: number, G: number, size: number, missing: number): CategoryCounts {
	const rng = rngForDraw(20261202, 0);
	const num = new Float64Array(M * G);
	const den = new Float64Array(M * G);
	const affinity = Array.from({ length: G }, () => uniformFloat64(rng) - 0.5);
	for (let m = 0; m < M; m++) {
		for (let g = 0; g < G; g++) {
			const p = 0.2 + (0.6 * m) / M + 0.2 * affinity[g] * (uniformFloat64(rng) - 0.5);
			for (let i = 0; i < size; i++) {
				if (uniformFloat64(rng) < missing) continue;
				den[m * G + g]++;
				if (uniformFloat64(rng) < p) num[m * G + g]++;
			}
		}
	}
	return { nModels: M, nGroups: G, num, den };
}

describe('worstCaseSearch at 1,000 categories (speed: scripts/worst-case-timing.ts)', () => {
	const check = (counts: CategoryCounts, budget: number) => {
		const reference = referenceOf(counts);
		const r = worstCaseSearch(counts, reference, 0.5, { seed: 5, budget });
		expect(r.exact).toBe(false);
		expect(r.method.name).toBe('line-search');
		expect(r.evaluated).toBeLessThanOrEqual(budget + 1);
		expect(Object.is(recomputed(counts, reference, r), r.tau)).toBe(true);
		expect(r.tau).toBeGreaterThanOrEqual(r.tauBound!);
		const random = randomInteriorSearch(counts, reference, 0.5, r.evaluated, 5);
		expect(r.tau).toBeLessThan(random.tau);
		return r;
	};

	it('synthetic, 67 models, complete and with missing cells', () => {
		check(syntheticCounts(67, 1000, 10, 0), 500);
		check(syntheticCounts(67, 1000, 10, 0.05), 500);
	});

	it.skipIf(!HAVE_REAL)('ImageNetV2 (1,000 classes in meta:category, 67 models)', async () => {
		const text = readFileSync(join(REAL, 'imagenet_v2', 'imagenet_v2.wide.csv'), 'utf8');
		const matrix = await importText(text, 'imagenet_v2.wide.csv');
		const counts = collapseByCategory(matrix, groupsFromMeta(matrix, 'category'));
		expect(counts.nGroups).toBe(1000);
		check(counts, 500);
	});
});
if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);
