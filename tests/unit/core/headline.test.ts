import { describe, expect, it } from 'vitest';
import { formatScoreInterval, formatShare, formatRankInterval } from '../../../src/core/format.ts';
import {
	headline,
	searchHeadline,
	sizeSweepHeadline,
	strengthSweepHeadline,
	variantsHeadline
} from '../../../src/core/headline.ts';
import type { SearchOutcome } from '../../../src/core/search.ts';
import type { RunSummary } from '../../../src/core/summary.ts';
import type { SweepRow } from '../../../src/core/sweep.ts';
import type { VariantsSummary } from '../../../src/core/variants.ts';

function summary(tau: number[], leaderKept: number, maxSwing: number): RunSummary {
	const sorted = [...tau].sort((a, b) => a - b);
	return {
		nDraws: tau.length,
		models: [
			{
				model: 'alpha',
				index: 0,
				reference: 0.8,
				referenceRank: 1,
				mean: 0.8,
				q025: 0.75,
				q500: 0.8,
				q975: 0.86,
				rankLow: 1,
				rankHigh: 2,
				pFirst: leaderKept,
				pFirstSE: 0,
				present: tau.length
			}
		],
		tau: { mean: 0.95, median: 0.95, q05: sorted[1], q95: 1, min: sorted[0], undefinedDraws: 0 },
		leader: 0,
		leaderKept,
		leaderKeptSE: 0,
		leaderPresent: tau.length,
		maxSwing
	};
}

describe('headline', () => {
	it('states the swing in points, a tau-b threshold with its exact share, and leader agreement', () => {
		const tau = [0.9, 0.934, 0.95, 0.96, 0.97, 0.98, 0.99, 1, 1, 1];
		const h = headline(summary(tau, 0.71, 0.061), tau, true);
		expect(h.tauThreshold).toBe(0.93);
		expect(h.tauShare).toBe(0.9);
		expect(h.text).toBe(
			'Scores moved by up to 6.1 points; the ranking kept Kendall tau-b ≥ 0.93 in 90% of draws; the leader (alpha) stayed first in 71%.'
		);
	});

	it('uses plain units for scores outside 0-1', () => {
		const tau = [1, 1];
		expect(headline(summary(tau, 1, 2.5), tau, false).text).toContain('up to 2.5;');
	});
});

describe('formatting', () => {
	it('formats intervals, shares and ranks as the design brief shows them', () => {
		expect(formatScoreInterval(0.724, 0.701, 0.746, true)).toBe('72.4% (70.1–74.6)');
		expect(formatShare(0.71)).toBe('71%');
		expect(formatShare(0.998)).toBe('99.8%');
		expect(formatRankInterval(3, 2, 5)).toBe('rank 3 (2–5)');
	});
});

const spread = (median: number) => ({ median, q05: median - 0.05, q95: median + 0.02 });
function sizeRow(
	size: number,
	tau: number,
	replication: number | null,
	leaderKept = 0.9
): SweepRow {
	return {
		step: null,
		size,
		draws: 100,
		tau: spread(tau),
		replication: replication === null ? null : spread(replication),
		leaderKept,
		leaderPresent: 100,
		scoreChange: spread(0.02)
	};
}

describe('sizeSweepHeadline', () => {
	it('settles by the replication figure (two disjoint sets), not tau-b against the full set', () => {
		const rows = [
			sizeRow(10, 0.7, 0.5, 0.4),
			sizeRow(50, 0.93, 0.86),
			sizeRow(250, 0.96, 0.91, 0.8),
			sizeRow(500, 0.98, 0.95),
			sizeRow(1000, 1, null, 1)
		];
		expect(sizeSweepHeadline(rows, 1000)).toBe(
			'The ranking settles at about 250 items of 1,000: from there on two disjoint test sets of that size agree with median Kendall tau-b ≥ 0.90 (0.91 at 250 items; against the full set 0.96), and the leader is first in 80% of draws of that size.'
		);
	});
	it('says so when two disjoint sets never reach the level', () => {
		const rows = [sizeRow(10, 0.92, 0.6), sizeRow(20, 0.95, 0.8), sizeRow(40, 1, null)];
		expect(sizeSweepHeadline(rows, 40)).toBe(
			'Two disjoint test sets of up to 20 items (half of 40) do not reach a median Kendall tau-b of 0.90 with each other (at 20 items: 0.80).'
		);
	});
	it('never uses the against-full figure for "settles" when replication is missing', () => {
		expect(sizeSweepHeadline([sizeRow(10, 0.99, null)], 10)).toContain('not available');
	});
});

describe('strengthSweepHeadline', () => {
	it('gives the strongest step beside the lowest median tau-b across steps', () => {
		const step = (s: number, tau: number, change: number, kept: number): SweepRow => ({
			...sizeRow(0, tau, null, kept),
			step: s,
			size: null,
			scoreChange: spread(change)
		});
		const rows = [step(1, 1, 0, 1), step(0.5, 0.9, 0.02, 0.8), step(0.1, 0.86, 0.041, 0.6)];
		expect(strengthSweepHeadline(rows, 'Share of items kept', true)).toBe(
			'At the strongest step (share of items kept 0.1), scores move by 4.1 points on average in a typical draw, and the median Kendall tau-b with the reference is 0.86 (lowest over the 3 steps: 0.86); the leader stays first in 60% of draws there.'
		);
	});
});

describe('variantsHeadline', () => {
	const v = (n: number, leaderFirst: number): VariantsSummary => ({
		nVariants: n,
		models: [
			{
				model: 'alpha',
				index: 0,
				reference: 0.8,
				referenceRank: 1,
				min: 0.7,
				max: 0.85,
				rankMin: 1,
				rankMax: 2
			}
		],
		variants: [],
		tauMin: 0.81,
		tauMax: 0.97,
		undefinedVariants: 0,
		leader: 0,
		leaderFirst,
		maxChange: 0.1
	});
	it('reports min-max across the variants and counts, with no share or interval', () => {
		const text = variantsHeadline(v(5, 4), true);
		expect(text).toBe(
			'Across the 5 variants, scores moved by up to 10.0 points; tau-b with the reference ranking ranged from 0.81 to 0.97; the leader (alpha) was first in 4 of 5.'
		);
		expect(text).not.toMatch(/95%|%\)/);
	});
	it('speaks of one variant as one', () => {
		expect(variantsHeadline(v(1, 0), true)).toContain('the leader (alpha) is no longer first');
	});
});

describe('searchHeadline', () => {
	it('names the worst case found, the bound and who takes first place', () => {
		const outcome: SearchOutcome = {
			tau: 0.83,
			categories: ['a', 'b'],
			weights: Float64Array.from([1.5, 0.5]),
			scores: Float64Array.from([0.6, 0.7]),
			ranks: Int32Array.from([2, 1]),
			method: 'line-search',
			evaluated: 40,
			bound: 0.5,
			tauLowerBound: null,
			exact: false,
			stopped: false
		};
		expect(searchHeadline(outcome, ['alpha', 'beta'], 0, 0.05, true)).toBe(
			'The worst case found with each category’s item weight within ±50% gives Kendall tau-b 0.83 with the reference ranking, and the leader (alpha) loses first place to beta; scores moved by up to 5.0 points.'
		);
	});
});
