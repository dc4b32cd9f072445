import { describe, expect, it } from 'vitest';
import { formatScoreInterval, formatShare, formatRankInterval } from '../../../src/core/format.ts';
import {
	headlineText,
	sampleFacts,
	searchFacts,
	sizeSweepFacts,
	strengthSweepFacts,
	variantsFacts,
	type HeadlineFacts
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

const en = (f: HeadlineFacts) => headlineText(f, 'en');
const zh = (f: HeadlineFacts) => headlineText(f, 'zh-CN');

describe('headline', () => {
	it('states the swing in points, a tau-b threshold with its exact share, and leader agreement', () => {
		const tau = [0.9, 0.934, 0.95, 0.96, 0.97, 0.98, 0.99, 1, 1, 1];
		const h = sampleFacts(summary(tau, 0.71, 0.061), tau, true);
		expect(h.tauThreshold).toBe(0.93);
		expect(h.tauShare).toBe(0.9);
		expect(en(h)).toBe(
			'Scores moved by up to 6.1 points; the ranking kept Kendall tau-b ≥ 0.93 in 90% of draws; the leader (alpha) stayed first in 71%.'
		);
		expect(zh(h)).toBe(
			'分数最多变动了 6.1 个百分点；在 90% 的抽样中，排名保持肯德尔 tau-b ≥ 0.93；领先者（alpha）在 71% 的抽样中仍居第一。'
		);
	});

	it('uses plain units for scores outside 0-1', () => {
		const tau = [1, 1];
		expect(en(sampleFacts(summary(tau, 1, 2.5), tau, false))).toContain('up to 2.5;');
		expect(zh(sampleFacts(summary(tau, 1, 2.5), tau, false))).toContain('最多变动了 2.5；');
	});

	it('counts the leader over the draws it took part in, with grouped numbers', () => {
		const tau = Array.from({ length: 2000 }, (_, d) => (d % 10 ? 1 : 0.9));
		const s = { ...summary(tau, 0.5, 0.02), leaderPresent: 1500 };
		expect(en(sampleFacts(s, tau, true))).toContain(
			'stayed first in 50% of the 1,500 draws it took part in.'
		);
		expect(zh(sampleFacts(s, tau, true))).toContain(
			'在领先者（alpha）参与的 1,500 次抽样中，它有 50% 仍居第一。'
		);
	});

	it('says when tau-b is undefined', () => {
		const tau = [Number.NaN, Number.NaN];
		const s = summary(tau, 1, 0);
		const tied = { ...s, tau: { ...s.tau, q05: Number.NaN } };
		expect(en(sampleFacts(tied, tau, true))).toBe(
			'Scores moved by up to 0.0 points; Kendall tau-b is undefined because every model tied.'
		);
		expect(zh(sampleFacts(tied, tau, true))).toBe(
			'分数最多变动了 0.0 个百分点；由于所有模型分数相同，肯德尔 tau-b 无定义。'
		);
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
		expect(en(sizeSweepFacts(rows, 1000))).toBe(
			'The ranking settles at about 250 items of 1,000: from there on two disjoint test sets of that size agree with median Kendall tau-b ≥ 0.90 (0.91 at 250 items; against the full set 0.96), and the leader is first in 80% of draws of that size.'
		);
		expect(zh(sizeSweepFacts(rows, 1000))).toBe(
			'排名在约 250 道题目（共 1,000 道）时趋于稳定：从这个规模起，两套同样大小、互不重叠的测试集之间的肯德尔 tau-b 中位数 ≥ 0.90（250 道题目时为 0.91；与完整测试集相比为 0.96），且在该规模的抽样中领先者有 80% 排第一。'
		);
	});
	it('says so when two disjoint sets never reach the level', () => {
		const rows = [sizeRow(10, 0.92, 0.6), sizeRow(20, 0.95, 0.8), sizeRow(40, 1, null)];
		expect(en(sizeSweepFacts(rows, 40))).toBe(
			'Two disjoint test sets of up to 20 items (half of 40) do not reach a median Kendall tau-b of 0.90 with each other (at 20 items: 0.80).'
		);
		expect(zh(sizeSweepFacts(rows, 40))).toBe(
			'即使两套互不重叠的测试集各有 20 道题目（40 道的一半），它们之间的肯德尔 tau-b 中位数也达不到 0.90（20 道题目时为 0.80）。'
		);
	});
	it('never uses the against-full figure for "settles" when replication is missing', () => {
		expect(en(sizeSweepFacts([sizeRow(10, 0.99, null)], 10))).toContain('not available');
		expect(zh(sizeSweepFacts([sizeRow(10, 0.99, null)], 10))).toContain('没有复现指标');
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
		const f = strengthSweepFacts(rows, 'subsample', true);
		expect(en(f)).toBe(
			'At the strongest step (share of items kept 0.1), scores move by 4.1 points on average in a typical draw, and the median Kendall tau-b with the reference is 0.86 (lowest over the 3 steps: 0.86); the leader stays first in 60% of draws there.'
		);
		expect(zh(f)).toBe(
			'在最强的一步（保留题目的比例为 0.1），一次典型抽样中分数平均变动 4.1 个百分点，与参照排名的肯德尔 tau-b 中位数为 0.86（3 步中最低为 0.86）；在这一步的抽样中领先者有 60% 仍居第一。'
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
		maxChange: 0.1,
		changeBasis: 'reference'
	});
	it('reports min-max across the variants and counts, with no share or interval', () => {
		const text = en(variantsFacts(v(5, 4), true));
		expect(text).toBe(
			'Across the 5 variants, scores moved by up to 10.0 points; tau-b with the reference ranking ranged from 0.81 to 0.97; the leader (alpha) was first in 4 of 5.'
		);
		expect(text).not.toMatch(/95%|%\)/);
		expect(zh(variantsFacts(v(5, 4), true))).toBe(
			'在 5 个变体中，分数最多变动了 10.0 个百分点；与参照排名的 tau-b 介于 0.81 到 0.97 之间；领先者（alpha）在 5 个变体中有 4 个排第一。'
		);
	});
	it('speaks of one variant as one', () => {
		expect(en(variantsFacts(v(1, 0), true))).toContain('the leader (alpha) is no longer first');
		expect(en(variantsFacts(v(1, 1), true))).toContain('the leader (alpha) is still first');
		expect(zh(variantsFacts(v(1, 0), true))).toContain('领先者（alpha）已不再是第一。');
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
			stopped: false,
			outcome: 'found',
			linearPrograms: 0
		};
		const f = searchFacts(outcome, ['alpha', 'beta'], 0, 0.05, true);
		expect(en(f)).toBe(
			'The worst case found (not proven) with each category’s item weight within ±50% gives Kendall tau-b 0.83 with the reference ranking, and the leader (alpha) loses first place to beta; scores moved by up to 5.0 points.'
		);
		expect(zh(f)).toBe(
			'找到的最坏情况（未证明）：在每个类别的题目权重不超出 ±50% 时，与参照排名的肯德尔 tau-b 为 0.83，领先者（alpha）的第一名让给了 beta；分数最多变动了 5.0 个百分点。'
		);
		const proven = searchFacts(
			{
				...outcome,
				exact: true,
				outcome: 'proven',
				tauLowerBound: 0.83,
				ranks: Int32Array.from([1, 2])
			},
			['alpha', 'beta'],
			0,
			0.05,
			true
		);
		expect(en(proven)).toMatch(
			/^The worst case \(proven\) with .* and the leader \(alpha\) stays first;/
		);
		expect(zh(proven)).toMatch(/^最坏情况（已证明）：.*领先者（alpha）仍居第一；/);
	});

	it('says "not proven" beside the bound it did prove, found or stopped, never "proven"', () => {
		const base: SearchOutcome = {
			tau: 0.83,
			categories: ['a', 'b'],
			weights: Float64Array.from([1.5, 0.5]),
			scores: Float64Array.from([0.7, 0.6]),
			ranks: Int32Array.from([1, 2]),
			method: 'line-search+branch-and-bound',
			evaluated: 40,
			bound: 0.5,
			tauLowerBound: 0.71,
			exact: false,
			stopped: false,
			outcome: 'found',
			linearPrograms: 200_000
		};
		const found = searchFacts(base, ['alpha', 'beta'], 0, 0.05, true);
		expect(found.found).toBe('found');
		expect(found.tauBound).toBe(0.71);
		expect(en(found)).toMatch(
			/^The worst case found \(not proven\) with .* What it did prove: no weighting within the bound goes below tau-b 0\.71\.$/
		);
		expect(zh(found)).toMatch(
			/^找到的最坏情况（未证明）：.*它已证明的是：范围内没有任何权重能使 tau-b 低于 0\.71。$/
		);
		const stopped = searchFacts(
			{ ...base, stopped: true, outcome: 'stopped' as const },
			['alpha', 'beta'],
			0,
			0.05,
			true
		);
		expect(en(stopped)).toMatch(
			/^The worst case found before the search was stopped \(not proven\) .* below tau-b 0\.71\.$/
		);
		expect(en(stopped)).not.toMatch(/\(proven\)/);
	});
});
