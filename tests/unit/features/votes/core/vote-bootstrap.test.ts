import pmf from '@stdlib/stats-base-dists-binomial-pmf';
import { describe, expect, it } from 'vitest';
import { rngForDraw } from '../../../../../src/core/random.ts';
import { binomialSample } from '../../../../../src/features/votes/core/binomial.ts';
import { MultinomialSampler } from '../../../../../src/features/votes/core/multinomial.ts';
import { sandwichIntervals } from '../../../../../src/features/votes/core/sandwich.ts';
import { prepareGroups } from '../../../../../src/features/votes/core/vote-analysis.ts';
import {
	arenaRanks,
	bootstrapChunk,
	bootstrapIntervals
} from '../../../../../src/features/votes/core/vote-bootstrap.ts';
import type { GroupFit } from '../../../../../src/features/votes/core/group-fit.ts';
import { smallVotes } from '../votes-fixtures.ts';

const N = 20_000;

/** Pearson's chi-square of N draws against Binomial(n, p), bins of expected count >= 5 pooled. */
function chiSquare(draws: number[], n: number, p: number): { stat: number; df: number } {
	const seen = new Map<number, number>();
	for (const x of draws) seen.set(x, (seen.get(x) ?? 0) + 1);
	const mean = n * p;
	const sd = Math.sqrt(n * p * (1 - p));
	const lo = Math.max(0, Math.floor(mean - 6 * sd));
	const hi = Math.min(n, Math.ceil(mean + 6 * sd));
	let stat = 0;
	let df = -1;
	let e = 0;
	let o = 0;
	for (let k = lo; k <= hi; k++) {
		e += draws.length * pmf(k, n, p);
		o += seen.get(k) ?? 0;
		if (e >= 5 || k === hi) {
			stat += ((o - e) * (o - e)) / e;
			df++;
			e = 0;
			o = 0;
		}
	}
	return { stat, df };
}

describe('binomialSample (inversion; Hörmann 1993 BTRS)', () => {
	for (const [n, p] of [
		[20, 0.3],
		[2_000_000, 4e-6],
		[2_000_000, 1e-5],
		[1000, 0.5],
		[1_000_000, 0.7],
		[50, 0.98]
	]) {
		it(`Binomial(${n}, ${p}): the draws follow its pmf (chi-square)`, () => {
			const rng = rngForDraw(11, Math.round(n * p));
			const draws = Array.from({ length: N }, () => binomialSample(rng, n, p));
			const { stat, df } = chiSquare(draws, n, p);
			// a fixed seed: deterministic; the chi-square's mean is df, its SD sqrt(2 df)
			expect(stat).toBeLessThan(df + 5 * Math.sqrt(2 * df));
			expect(draws.every((x) => Number.isInteger(x) && x >= 0 && x <= n)).toBe(true);
		});
	}

	it('edge cases: n = 0, p = 0, p = 1', () => {
		const rng = rngForDraw(1, 1);
		expect(binomialSample(rng, 0, 0.5)).toBe(0);
		expect(binomialSample(rng, 10, 0)).toBe(0);
		expect(binomialSample(rng, 10, 1)).toBe(10);
	});
});

describe('MultinomialSampler (Poissonisation, inversion from the mode, PTRS, alias top-up)', () => {
	// (votes, cell weights, draws): the large case tops up about 5 sqrt(N) = 7,000 votes a draw
	const cases: [number, number[], number][] = [
		[2_000_000, [3, 17, 40, 250, 1200, 0, 998_540], 3000],
		[83, [5, 0, 30, 48], N],
		[1, [1, 1], 2000]
	];
	for (const [total, weights, draws] of cases) {
		it(`${total} over ${weights.length} cells: each cell is Binomial(N, p_c) (chi-square), the total is N`, () => {
			const sampler = new MultinomialSampler(weights, total);
			const sum = weights.reduce((a, b) => a + b, 0);
			const out = new Float64Array(weights.length);
			const byCell = weights.map(() => [] as number[]);
			let wrongTotals = 0;
			for (let d = 0; d < draws; d++) {
				sampler.sample(rngForDraw(21, d), out);
				if (out.reduce((a, b) => a + b, 0) !== total) wrongTotals++;
				out.forEach((x, c) => byCell[c].push(x));
			}
			expect(wrongTotals).toBe(0);
			weights.forEach((w, c) => {
				if (w === 0 || w === sum)
					return expect(byCell[c].every((x) => x === (w ? total : 0))).toBe(true);
				const { stat, df } = chiSquare(byCell[c], total, w / sum);
				expect(stat).toBeLessThan(df + 5 * Math.sqrt(2 * Math.max(df, 1)));
			});
		});
	}
});

function bigGroup(): GroupFit {
	const g = prepareGroups(smallVotes, { tieRule: 'half', l2: 0, anchors: ['m-c'], seed: 1 })[0];
	if (typeof g.fit === 'string') throw new Error(g.fit);
	return g.fit;
}

describe('bootstrap over votes (Chatbot Arena)', () => {
	it('the same seed gives the same resamples, however they are chunked', () => {
		const g = bigGroup();
		const whole = bootstrapChunk(g, 5, 0, 12);
		const a = bootstrapChunk(g, 5, 0, 5);
		const b = bootstrapChunk(g, 5, 5, 7);
		expect([...a.scores, ...b.scores]).toEqual([...whole.scores]);
		expect([...bootstrapChunk(g, 6, 0, 5).scores]).not.toEqual([...a.scores]);
	});

	it('its standard errors agree with the sandwich estimator’s within 15%', () => {
		const g = bigGroup();
		const K = g.counts.nModels;
		const boot = bootstrapIntervals(bootstrapChunk(g, 7, 0, 400).scores, K);
		const sw = sandwichIntervals(g);
		for (let m = 0; m < K; m++) {
			expect(boot.draws[m]).toBe(400);
			expect(boot.intervals[m].se / sw[m].se).toBeGreaterThan(0.85);
			expect(boot.intervals[m].se / sw[m].se).toBeLessThan(1.15);
			expect(boot.intervals[m].low).toBeLessThan(g.ratings[m]);
			expect(boot.intervals[m].high).toBeGreaterThan(g.ratings[m]);
		}
	});

	it('percentile intervals are numpy’s linear quantiles of the defined resamples', () => {
		const scores = Float64Array.from([1, NaN, 3, 2, 4, 5]);
		const { intervals, draws } = bootstrapIntervals(scores, 2, 0.5);
		// model 0: [1, 3, 4]; model 1: [2, 5]  (numpy.quantile(x, [0.25, 0.75]))
		expect(draws).toEqual(Int32Array.from([3, 2]));
		expect(intervals[0].low).toBe(2);
		expect(intervals[0].high).toBe(3.5);
		expect(intervals[1].low).toBe(2.75);
		expect(intervals[0].se).toBeCloseTo(Math.sqrt(7 / 3), 12);
	});
});

describe("Chatbot Arena's displayed rank", () => {
	it('is 1 + the number of models whose lower bound is above this upper bound', () => {
		const ranks = arenaRanks([
			{ low: 1100, high: 1200 },
			{ low: 1090, high: 1150 },
			{ low: 1000, high: 1080 },
			{ low: 1010, high: 1099 },
			{ low: NaN, high: NaN }
		]);
		expect([...ranks]).toEqual([1, 1, 3, 2, 0]);
	});
});
