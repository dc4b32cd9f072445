/**
 * The verdict sentence (src/report/headline-text.ts) from its facts (src/core/headline.ts): worded
 * by what the perturbation imitates and by draw type, every adjective chosen by the numbers, in
 * English and Chinese, at the extremes (within / beyond sampling noise, below / inside / above the
 * noise floor, no floor, every model tied).
 */
import { describe, expect, it } from 'vitest';
import { formatRankInterval, formatScoreInterval, formatShare } from '../../../src/i18n/format.ts';
import {
	sampleFacts,
	searchFacts,
	shiftBand,
	sizeSweepFacts,
	strengthSweepFacts,
	variantsFacts,
	type FloorFacts,
	type HeadlineFacts,
	type SampleFacts,
	type SearchFacts,
	type StrengthSweepFacts,
	type VariantsFacts
} from '../../../src/core/headline.ts';
import type { NoiseFloor } from '../../../src/core/stats/noise-floor.ts';
import type { SearchOutcome } from '../../../src/core/search.ts';
import type { RunSummary } from '../../../src/core/summary.ts';
import type { SweepRow } from '../../../src/core/sweep.ts';
import type { VariantsSummary } from '../../../src/core/variants.ts';
import {
	formatPointsRange,
	formatUnits,
	headlineText,
	tauDigits,
	verdictWord
} from '../../../src/report/headline-text.ts';

const en = (f: HeadlineFacts) => headlineText(f, 'en');
const zh = (f: HeadlineFacts) => headlineText(f, 'zh-CN');

/** ImageNetV2's floor (make_noise_floor_golden.py), rounded. */
const floor: FloorFacts = {
	tauLow: 0.9482,
	tauHigh: 0.9683,
	leaderFloor: 0.3305,
	noiseChange: 0.0031
};

const noise: SampleFacts = {
	kind: 'sample',
	imitates: 'noise',
	unitScale: true,
	drawItems: 10_000,
	nItems: 10_000,
	sameAsFloor: true,
	maxSwing: 0.0098,
	swingModel: 'resnet50',
	tau: { median: 0.97, q05: 0.961, q95: 0.979 },
	tauThreshold: 0.96,
	tauShare: 0.95,
	leader: 'nasnetalarge',
	leaderKept: 0.34,
	leaderPresent: 1000,
	nDraws: 1000,
	shift: { meanAbsShift: 0.0001, typical: 0.05, band: 'within' },
	tauVerdict: 'inside',
	floor,
	entrants: null
};

const shift: SampleFacts = {
	...noise,
	imitates: 'shift',
	sameAsFloor: false,
	maxSwing: 0.152,
	swingModel: 'alexnet',
	tau: { median: 0.963, q05: 0.955, q95: 0.97 },
	leaderKept: 1,
	shift: { meanAbsShift: 0.119, typical: 17.3, band: 'beyond' }
};

describe('noise: a sampling-noise run', () => {
	it('states how well each score is known and what two test sets of the pool give', () => {
		expect(en(noise)).toBe(
			'Sampling noise: with 10,000 items, each score is known to within ±1.0 points (the widest 95% interval, resnet50’s), and two test sets of this size from the same pool rank the models with Kendall tau-b between 0.95 and 0.97 (90% of pairs); the leader (nasnetalarge) is first in 34% of the draws. A test set from a changed source can move scores further: try a shift.'
		);
		expect(zh(noise)).toBe(
			'抽样噪声：用 10,000 道题目，每个分数的误差在 ±1.0 个百分点以内（最宽的 95% 区间，属于 resnet50）；同一题库中两套同样大小的测试集给出的排名，肯德尔 tau-b 在 0.95 到 0.97 之间（90% 的配对）；榜首（nasnetalarge）在 34% 的抽样中排第一。来源改变后的测试集可能让分数变动更多：试试一种偏移。'
		);
	});

	it('without the floor (or smaller test sets), reads tau-b against the full set', () => {
		const half = { ...noise, drawItems: 5000, sameAsFloor: false };
		expect(en(half)).toContain(
			'on test sets of 5,000 of the 10,000 items, each score moves by up to ±1.0 points'
		);
		expect(en(half)).toContain('between 0.96 and 0.98 against the full set (90% of draws)');
		expect(zh(half)).toContain('在从 10,000 道题目中抽出 5,000 道的测试集上');
		expect(en({ ...noise, floor: null, sameAsFloor: false })).toContain('against the full set');
	});

	it('never says a bootstrap interval shows a number would not replicate', () => {
		for (const f of [noise, { ...noise, floor: null }]) {
			expect(en(f)).not.toMatch(/replicat|Scores moved by up to/);
		}
	});

	it('says when tau-b is undefined', () => {
		const tied = { ...noise, tau: { median: Number.NaN, q05: Number.NaN, q95: Number.NaN } };
		expect(en(tied)).toBe(
			'Sampling noise: each score moves by up to ±1.0 points (the widest 95% interval, resnet50’s); Kendall tau-b is undefined because every model tied.'
		);
		expect(zh(tied)).toBe(
			'抽样噪声：每个分数最多变动 ±1.0 个百分点（最宽的 95% 区间，属于 resnet50）；由于所有模型分数相同，肯德尔 tau-b 无定义。'
		);
	});
});

describe('shift: a changed source', () => {
	it('the issue’s sentence: far beyond noise, the ranking inside its floor', () => {
		expect(en(shift)).toBe(
			'The scores moved 11.9 points on average, 17 times their sampling noise; single draws moved them by up to 15.2 points (the widest 95% interval, alexnet’s). The ranking kept a median Kendall tau-b of 0.96 with the full set, inside what sampling noise alone gives (0.95–0.97); the leader (nasnetalarge) was first in every draw (sampling noise alone: 33%).'
		);
		expect(zh(shift)).toBe(
			'分数平均变动了 11.9 个百分点，是其抽样噪声的 17 倍；单次抽样最多使分数变动 15.2 个百分点（最宽的 95% 区间，属于 alexnet）。排名与完整测试集的肯德尔 tau-b 中位数为 0.96，在抽样噪声本身给出的范围之内（0.95–0.97）；榜首（nasnetalarge）在每次抽样中都排第一（仅有抽样噪声时：33%）。'
		);
	});

	it('within noise, below the floor (printed at the digits that show it), the leader not always first', () => {
		const f: SampleFacts = {
			...shift,
			tau: { median: 0.9481, q05: 0.9, q95: 0.96 },
			tauVerdict: 'below',
			leaderKept: 0.62,
			shift: { meanAbsShift: 0.004, typical: 0.8, band: 'within' }
		};
		expect(en(f)).toContain('0.4 points on average, 0.8 times their sampling noise: within it;');
		expect(en(f)).toContain(
			'tau-b of 0.9481 with the full set, below what sampling noise alone gives (0.9482–0.9683)'
		);
		expect(en(f)).toContain('was first in 62% of draws');
		expect(zh(f)).toContain('是其抽样噪声的 0.8 倍：在噪声之内');
		expect(zh(f)).toContain('低于抽样噪声本身给出的范围（0.9482–0.9683）');
	});

	it('a ranking that agrees better than two test sets of the pool is “above” the floor', () => {
		const f = { ...shift, tau: { median: 0.99, q05: 0.98, q95: 1 } };
		expect(en(f)).toContain('above what sampling noise alone gives (0.95–0.97)');
		expect(zh(f)).toContain('高于抽样噪声本身给出的范围（0.95–0.97）');
	});

	it('grading is worded as a regrading; no floor: no comparison is claimed', () => {
		expect(en({ ...shift, imitates: 'grading' })).toMatch(/^Once regraded, the scores moved/);
		expect(zh({ ...shift, imitates: 'grading' })).toMatch(/^重新评分后，分数平均变动了/);
		const bare = {
			...shift,
			floor: null,
			tauVerdict: null,
			shift: { ...shift.shift, typical: NaN, band: null }
		};
		expect(en(bare)).toBe(
			'The scores moved 11.9 points on average; single draws moved them by up to 15.2 points (the widest 95% interval, alexnet’s). The ranking kept a median Kendall tau-b of 0.96 with the full set; the leader (nasnetalarge) was first in every draw.'
		);
		expect(en(bare)).not.toMatch(/sampling noise/);
	});

	it('uses no adjective the numbers do not support', () => {
		const f = { ...shift, leaderKept: 0.5 };
		expect(en(f)).not.toMatch(/\b(stay|stays|stayed|barely|again|still)\b/);
		expect(en(f)).toContain('was first in 50% of draws');
	});

	it('entrants: the ranking of the models present, no score change', () => {
		const f: SampleFacts = {
			...shift,
			imitates: 'entrants',
			entrants: { removeShare: 0.2, addWeak: 3, method: 'mean' },
			leaderPresent: 812,
			leaderKept: 0.95
		};
		expect(en(f)).toBe(
			'Other entrants: with 20% of the models removed and 3 weak models added, the models present rank with a median Kendall tau-b of 0.96 against the full leaderboard, inside what sampling noise alone gives (0.95–0.97); the leader (nasnetalarge) was first in 95% of the 812 draws it took part in. Scores are not compared: a model’s mean score does not depend on who else takes part.'
		);
		expect(zh(f)).toBe(
			'参赛者变化：去掉 20% 的模型并加入 3 个弱模型后，在场模型的排名与完整排行榜的肯德尔 tau-b 中位数为 0.96，在抽样噪声本身给出的范围之内（0.95–0.97）；在榜首（nasnetalarge）参与的 812 次抽样中，它有 95% 排第一。这里不比较分数：模型的平均分不取决于还有谁参赛。'
		);
		const bt = {
			...f,
			entrants: { removeShare: 0.2, addWeak: 0, method: 'bradleyTerry' as const }
		};
		expect(en(bt)).toContain('with 20% of the models removed, the models present');
		expect(en(bt)).toContain('these scores depend on who else takes part');
	});
});

describe('variants and thresholds', () => {
	const v: VariantsFacts = {
		kind: 'variants',
		imitates: 'shift',
		unitScale: true,
		changeBasis: 'reference',
		nVariants: 5,
		maxChange: 0.1,
		maxChangeModel: 'alpha',
		moveLow: 0.01,
		moveHigh: 0.04,
		unitsLow: 0.9,
		unitsHigh: 3.4,
		band: 'beyond',
		tauMin: 0.81,
		tauMax: 0.97,
		inside: 3,
		leader: 'alpha',
		leaderFirst: 4,
		floor
	};
	it('reports each variant’s move and how many variants keep the ranking inside the floor', () => {
		expect(en(v)).toBe(
			'Across the 5 variants, scores moved 1.0–4.0 points on average per variant, 0.9–3.4 times their sampling noise (the largest single change: 10.0 points, alpha); Kendall tau-b with the full set ranged from 0.81 to 0.97, 3 of 5 not below what sampling noise alone gives (0.95–0.97); the leader (alpha) was first in 4 of 5.'
		);
		expect(zh(v)).toBe(
			'在 5 个变体中，每个变体的分数平均变动 1.0–4.0 个百分点，是其抽样噪声的 0.9–3.4 倍（单个最大变动：10.0 个百分点，alpha）；与完整测试集的肯德尔 tau-b 介于 0.81 到 0.97 之间，5 个中有 3 个不低于抽样噪声本身给出的范围（0.95–0.97）；榜首（alpha）在 5 个变体中有 4 个排第一。'
		);
		expect(en(v)).not.toMatch(/95%|%\)/);
	});

	it('one variant is spoken of as one', () => {
		const one = {
			...v,
			nVariants: 1,
			moveLow: 0.02,
			moveHigh: 0.02,
			unitsLow: 1.2,
			unitsHigh: 1.2
		};
		const f = {
			...one,
			band: shiftBand(1.2),
			tauMin: 0.95,
			tauMax: 0.95,
			inside: 1,
			leaderFirst: 0
		};
		expect(en(f)).toBe(
			'In the one variant, scores moved 2.0 points on average, 1.2 times their sampling noise: within it (the largest single change: 10.0 points, alpha); the ranking kept Kendall tau-b 0.950 with the full set, inside what sampling noise alone gives (0.948–0.968); the leader (alpha) is no longer first.'
		);
		expect(zh({ ...f, leaderFirst: 1 })).toContain('榜首（alpha）仍居第一。');
	});

	it('pass/fail thresholds compare rankings only: a pass share is not a mean score', () => {
		const f = { ...v, imitates: 'grading' as const };
		expect(en(f)).toBe(
			'Graded pass or fail at 5 thresholds, the models rank with Kendall tau-b from 0.81 to 0.97 against their mean scores, 3 of 5 not below what sampling noise alone gives (0.95–0.97); the leader (alpha) was first at 4 of 5. A pass share and a mean score are different measures, so their difference is not reported as a score change.'
		);
		expect(zh(f)).toContain('通过率和平均分是不同的度量');
	});

	it('every model tied in every variant', () => {
		const f = { ...v, tauMin: Number.NaN, tauMax: Number.NaN, inside: 0 };
		expect(en(f)).toContain('tau-b is undefined in every variant (every model tied)');
	});
});

describe('search', () => {
	const s: SearchFacts = {
		kind: 'search',
		unitScale: true,
		found: 'proven',
		tauBound: null,
		bound: 0.5,
		tau: 0.83,
		leader: 'alpha',
		first: ['beta'],
		leaderStays: false,
		maxChange: 0.05,
		shift: { meanAbsShift: 0.02, typical: 2.5, band: 'beyond' },
		tauVerdict: 'below',
		floor
	};
	it('the worst case against sampling noise, with who takes first place', () => {
		expect(en(s)).toBe(
			'The worst case (proven) with each category’s item weight within ±50% moves scores 2.0 points on average, 2.5 times their sampling noise (the largest change: 5.0 points) and ranks the models at Kendall tau-b 0.83 with the full set, below what sampling noise alone gives (0.95–0.97); the leader (alpha) loses first place to beta.'
		);
		expect(zh(s)).toBe(
			'最坏情况（已证明）：在每个类别的题目权重不超出 ±50% 时，分数平均变动 2.0 个百分点，是其抽样噪声的 2.5 倍（最大变动：5.0 个百分点），与完整测试集的肯德尔 tau-b 为 0.83，低于抽样噪声本身给出的范围（0.95–0.97）；榜首（alpha）把第一让给了 beta。'
		);
		expect(en({ ...s, leaderStays: true, found: 'stopped' })).toMatch(
			/^The worst case found before the search was stopped \(not proven\) .* the leader \(alpha\) stays first\.$/
		);
	});
	it('says "not proven" beside the bound it did prove, found or stopped, never "proven"', () => {
		const found: SearchFacts = { ...s, found: 'found', tauBound: 0.71 };
		expect(en(found)).toMatch(
			/^The worst case found \(not proven\) with .* What it did prove: no weighting within the bound goes below tau-b 0\.71\.$/
		);
		expect(zh(found)).toMatch(
			/^找到的最坏情况（未证明）：.*它已证明的是：范围内没有任何权重能使 tau-b 低于 0\.71。$/
		);
		const stopped: SearchFacts = { ...found, found: 'stopped' };
		expect(en(stopped)).toMatch(
			/^The worst case found before the search was stopped \(not proven\) .* below tau-b 0\.71\.$/
		);
		expect(en(stopped)).not.toMatch(/\(proven\)/);
		// proven: no second sentence
		expect(en({ ...s, tauBound: 0.83 })).not.toContain('What it did prove');
	});
});

describe('strength sweep', () => {
	const f: StrengthSweepFacts = {
		kind: 'strengthSweep',
		imitates: 'shift',
		unitScale: true,
		perturbation: 'labelNoise',
		steps: 6,
		strongest: { step: 0.5, change: 0.26, tau: 0.9, leaderKept: 0.8 },
		lowestTau: 0.9,
		firstBelow: { step: 0.2, tau: 0.93 },
		floor
	};
	it('reports the step where the ranking first falls below its floor', () => {
		expect(en(f)).toBe(
			'At the strongest step (flip probability 0.5), scores move by 26.0 points on average in a typical draw (84 times what sampling noise alone gives, 0.3 points), and the median Kendall tau-b with the full set is 0.90; the ranking first falls below its noise floor (0.95) at flip probability 0.2 (median tau-b 0.93); the leader is first in 80% of draws there.'
		);
		expect(zh(f)).toBe(
			'在最强的一步（翻转概率为 0.5），一次典型抽样中分数平均变动 26.0 个百分点（仅有抽样噪声时为 0.3 个百分点，此处是它的 84 倍），与完整测试集的肯德尔 tau-b 中位数为 0.90；排名首次低于噪声基底（0.95）是在翻转概率为 0.2 时，tau-b 中位数为 0.93；在这一步的抽样中榜首有 80% 排第一。'
		);
	});
	it('says the ranking stays inside its floor only when no step falls below it', () => {
		const never = { ...f, firstBelow: null, strongest: { ...f.strongest!, tau: 0.96 } };
		expect(en(never)).toContain(
			'the ranking stays inside its noise floor (0.95–0.97) at every one of the 6 steps'
		);
		expect(en(f)).not.toContain('stays inside');
		const bare = { ...f, floor: null, firstBelow: null };
		expect(en(bare)).toContain('the lowest median tau-b over the 6 steps is 0.90');
		expect(en(bare)).not.toMatch(/noise/);
	});
	it('computes the first step below the floor from the rows', () => {
		const row = (step: number, tau: number): SweepRow => ({
			step,
			size: null,
			draws: 10,
			tau: { median: tau, q05: tau - 0.02, q95: tau + 0.01 },
			replication: null,
			leaderKept: 1,
			leaderPresent: 10,
			scoreChange: { median: step / 10, q05: 0, q95: 1 }
		});
		const nf = {
			tauFloor: { q05: 0.95, median: 0.96, q95: 0.97, draws: 100, undefinedDraws: 0 },
			leaderFloor: 0.9,
			scoreChange: { q05: 0, median: 0.01, q95: 0.02, draws: 200, undefinedDraws: 0 }
		} as NoiseFloor;
		const facts = strengthSweepFacts(
			[row(0, 1), row(1, 0.96), row(2, 0.94), row(3, 0.9)],
			'difficulty',
			true,
			nf
		);
		expect(facts.firstBelow).toEqual({ step: 2, tau: 0.94 });
		expect(facts.floor?.noiseChange).toBe(0.01);
	});
});

describe('facts from a run', () => {
	const summary: RunSummary = {
		nDraws: 4,
		models: [
			{
				model: 'a',
				index: 1,
				reference: 0.8,
				referenceRank: 1,
				mean: 0.7,
				q025: 0.65,
				q500: 0.7,
				q975: 0.75,
				rankLow: 1,
				rankHigh: 1,
				pFirst: 1,
				pFirstSE: 0,
				present: 4
			},
			{
				model: 'b',
				index: 0,
				reference: 0.5,
				referenceRank: 2,
				mean: 0.45,
				q025: 0.44,
				q500: 0.45,
				q975: 0.46,
				rankLow: 2,
				rankHigh: 2,
				pFirst: 0,
				pFirstSE: 0,
				present: 4
			}
		],
		tau: { mean: 1, median: 1, q05: 1, q95: 1, min: 1, undefinedDraws: 0 },
		leader: 1,
		leaderKept: 1,
		leaderKeptSE: 0,
		leaderPresent: 4,
		maxSwing: 0.15
	};
	const nf = {
		basis: 'plain',
		seed: 1,
		pairs: 10,
		scoreSE: Float64Array.from([0.01, 0.02]),
		tauFloor: { q05: 0.9, median: 1, q95: 1, draws: 10, undefinedDraws: 0 },
		tauFloorVsReference: { q05: 1, median: 1, q95: 1, draws: 20, undefinedDraws: 0 },
		leaderFloor: 0.9,
		scoreChange: { q05: 0, median: 0.01, q95: 0.02, draws: 20, undefinedDraws: 0 }
	} as NoiseFloor;
	it('noise units by matrix column: (mean - reference) / SE, typical = median |units|', () => {
		const f = sampleFacts(summary, [1, 1, 1, 1], {
			recipe: { kind: 'difficulty', strength: 1, resample: true },
			nItems: 100,
			unitScale: true,
			floor: nf,
			floorCluster: null
		});
		// a: -0.1 / 0.02 = -5; b: -0.05 / 0.01 = -5
		expect(f.shift.typical).toBeCloseTo(5, 12);
		expect(f.shift.meanAbsShift).toBeCloseTo(0.075, 12);
		expect(f.shift.band).toBe('beyond');
		expect(f.tauVerdict).toBe('inside');
		expect(f.swingModel).toBe('a');
		expect(f.imitates).toBe('shift');
		expect(f.sameAsFloor).toBe(false);
	});
	it('a bootstrap at strength 1 on the floor’s clusters is the floor’s kind of test set', () => {
		const ctx = { nItems: 100, unitScale: true, floor: nf };
		const boot = { kind: 'bootstrap' as const, strength: 1 };
		expect(
			sampleFacts(summary, [1], { ...ctx, recipe: boot, floorCluster: null }).sameAsFloor
		).toBe(true);
		expect(sampleFacts(summary, [1], { ...ctx, recipe: boot, floorCluster: 'x' }).sameAsFloor).toBe(
			false
		);
		const cb = { kind: 'clusterBootstrap' as const, column: 'x', strength: 1 };
		expect(sampleFacts(summary, [1], { ...ctx, recipe: cb, floorCluster: 'x' }).sameAsFloor).toBe(
			true
		);
		const half = { kind: 'subsample' as const, fraction: 0.5 };
		expect(sampleFacts(summary, [1], { ...ctx, recipe: half, floorCluster: null }).drawItems).toBe(
			50
		);
	});
	it('variants and search facts carry the floor and the noise units', () => {
		const vs: VariantsSummary = {
			changeBasis: 'reference',
			nVariants: 2,
			models: [
				{
					model: 'a',
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
			leaderFirst: 1,
			maxChange: 0.1
		};
		const per = [
			{ meanAbsShift: 0.01, typical: 1, tauVerdict: 'below' as const },
			{ meanAbsShift: 0.03, typical: 3, tauVerdict: 'inside' as const }
		];
		const f = variantsFacts(vs, per, ['a'], 'shift', true, nf);
		expect([f.moveLow, f.moveHigh, f.unitsLow, f.unitsHigh, f.inside]).toEqual([
			0.01, 0.03, 1, 3, 1
		]);
		expect(f.maxChangeModel).toBe('a');
		const outcome: SearchOutcome = {
			tau: 0.83,
			categories: ['x'],
			weights: Float64Array.from([1]),
			scores: Float64Array.from([0.5, 0.6]),
			ranks: Int32Array.from([2, 1]),
			method: 'line-search',
			evaluated: 1,
			bound: 0.5,
			tauLowerBound: null,
			exact: false,
			stopped: false,
			outcome: 'found',
			linearPrograms: 0
		};
		const s = searchFacts(
			outcome,
			{ scores: [0.5, 0.8], order: [1, 0] },
			['b', 'a'],
			0.2,
			true,
			nf
		);
		// b: 0 / 0.01 = 0; a: -0.2 / 0.02 = -10 -> median 5
		expect(s.shift.typical).toBeCloseTo(5, 12);
		expect(s.tauVerdict).toBe('below');
		expect(s.leaderStays).toBe(true);
	});
});

describe('number words', () => {
	it('noise units: one decimal below 10, whole above', () => {
		expect(formatUnits(0.84, 'en')).toBe('0.8');
		expect(formatUnits(17.3, 'en')).toBe('17');
		expect(formatUnits(Number.NaN, 'en')).toBe('—');
	});
	it('tau-b beside its floor at the digits that keep their order', () => {
		expect(tauDigits(0.96, 0.948, 'en')).toBe(2);
		expect(tauDigits(0.9551, 0.9558, 'en')).toBe(3);
		expect(tauDigits(0.9541, 0.9544, 'en')).toBe(4);
		expect(verdictWord('inside', 0.99, floor)).toBe('above');
		expect(verdictWord('inside', 0.96, floor)).toBe('inside');
		expect(verdictWord('below', 0.9, floor)).toBe('below');
		expect(verdictWord('inside', 0.96, null)).toBe('none');
	});
	it('a range of changes in one unit', () => {
		expect(formatPointsRange(0.01, 0.04, true, 'en')).toBe('1.0–4.0 points');
		expect(formatPointsRange(0.01, 0.04, true, 'zh-CN')).toBe('1.0–4.0 个百分点');
		expect(formatPointsRange(0.01, 0.04, false, 'en')).toBe('0.01–0.04');
	});
	it('formats intervals, shares and ranks as the design brief shows them', () => {
		expect(formatScoreInterval(0.724, 0.701, 0.746, true, 'en')).toBe('72.4% (70.1–74.6)');
		expect(formatShare(0.71, 'en')).toBe('71%');
		expect(formatShare(0.998, 'en')).toBe('99.8%');
		expect(formatRankInterval(3, 2, 5, 'en')).toBe('rank 3 (2–5)');
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

describe('size sweep', () => {
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
			'排名在约 250 道题目（共 1,000 道）时趋于稳定：从这个规模起，两套同样大小、互不重叠的测试集之间的肯德尔 tau-b 中位数 ≥ 0.90（250 道题目时为 0.91；与完整测试集相比为 0.96），且在该规模的抽样中榜首有 80% 排第一。'
		);
	});
	it('says so when two disjoint sets never reach the level', () => {
		const rows = [sizeRow(10, 0.92, 0.6), sizeRow(20, 0.95, 0.8), sizeRow(40, 1, null)];
		expect(en(sizeSweepFacts(rows, 40))).toBe(
			'Two disjoint test sets of up to 20 items (half of 40) do not reach a median Kendall tau-b of 0.90 with each other (at 20 items: 0.80).'
		);
	});
	it('never uses the against-full figure for "settles" when replication is missing', () => {
		expect(en(sizeSweepFacts([sizeRow(10, 0.99, null)], 10))).toContain('not available');
		expect(zh(sizeSweepFacts([sizeRow(10, 0.99, null)], 10))).toContain('没有复现指标');
	});
});
