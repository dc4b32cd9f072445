import { describe, expect, it } from 'vitest';
import { formatScoreInterval, formatShare, formatRankInterval } from '../../../src/core/format.ts';
import { headline, sweepHeadline } from '../../../src/core/headline.ts';
import type { RunSummary } from '../../../src/core/summary.ts';

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
				pFirst: leaderKept
			}
		],
		tau: { mean: 0.95, median: 0.95, q05: sorted[1], q95: 1, min: sorted[0], undefinedDraws: 0 },
		leader: 0,
		leaderKept,
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

describe('sweepHeadline', () => {
	const row = (k: number, median: number, leaderKept: number) => ({
		k,
		tau: { median },
		leaderKept
	});
	it('names the smallest size from which the ranking stays settled', () => {
		const rows = [
			row(10, 0.6, 0.4),
			row(50, 0.92, 0.7),
			row(100, 0.88, 0.8),
			row(500, 0.95, 0.9),
			row(1000, 1, 1)
		];
		expect(sweepHeadline(rows, 1000)).toBe(
			'The ranking settles at about 500 items of 1,000: from there on the median Kendall tau-b with the full test set stays ≥ 0.90, and the leader is first in 90% of draws of that size. With 10 items the median tau-b is 0.60 and the leader is first in 40%.'
		);
	});
	it('says so when only the full set reaches the level', () => {
		expect(sweepHeadline([row(10, 0.5, 0.2), row(20, 1, 1)], 20)).toContain(
			'settles at about 20 items of 20'
		);
	});
});
