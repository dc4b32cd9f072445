/**
 * The verdict sentence (src/report/headline-text.ts) from its facts (src/core/headline.ts): worded
 * by what the perturbation imitates and by draw type, every adjective chosen by the numbers, in
 * English and Chinese, at the extremes (within / beyond sampling noise, below / inside / above a
 * resample's band against the full set, no floor, every model tied, too few shared items).
 */
import { describe, expect, it } from 'vitest';
import { formatRankInterval, formatScoreInterval, formatShare } from '../../../src/i18n/format.ts';
import {
	sampleFacts,
	searchFacts,
	sizeSweepFacts,
	strengthSweepFacts,
	variantsFacts,
	type HeadlineFacts,
	type SampleFacts,
	type SearchFacts,
	type StrengthSweepFacts,
	type VariantsFacts
} from '../../../src/core/headline.ts';
import type { FloorFacts } from '../../../src/core/noise-facts.ts';
import type { NoiseFloor } from '../../../src/core/stats/noise-floor.ts';
import type { SearchOutcome } from '../../../src/core/search.ts';
import type { RunSummary } from '../../../src/core/summary.ts';
import type { SweepRow } from '../../../src/core/sweep.ts';
import type { VariantsSummary } from '../../../src/core/variants.ts';
import {
	formatPointsRange,
	formatRange,
	formatUnits,
	headlineRich,
	headlineText,
	tauDigits,
	verdictWord
} from '../../../src/report/headline-text.ts';

const en = (f: HeadlineFacts) => headlineText(f, 'en');
const zh = (f: HeadlineFacts) => headlineText(f, 'zh-CN');

/** ImageNetV2's floor (make_noise_floor_golden.py), rounded. */
const floor: FloorFacts = {
	tauLow: 0.9585,
	tauHigh: 0.9783,
	pairLow: 0.9482,
	pairHigh: 0.9683,
	leaderFloor: 0.3305,
	noiseChange: 0.0031,
	noiseChangeHigh: 0.0044
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
	change: {
		typical: 0.0031,
		inNoise: 1,
		band: 'within',
		drift: 0.0001,
		driftUnits: 0.05,
		driftBand: 'within'
	},
	tauReading: { verdict: 'inside', resamplesMovingMore: 0.5 },
	floor,
	fewItems: null,
	entrants: null
};

/** A random shift centred on the full set: each draw moves far, the mean over draws barely. */
const shift: SampleFacts = {
	...noise,
	imitates: 'shift',
	sameAsFloor: false,
	maxSwing: 0.152,
	swingModel: 'alexnet',
	tau: { median: 0.963, q05: 0.955, q95: 0.97 },
	leaderKept: 1,
	change: {
		typical: 0.0734,
		inNoise: 23.7,
		band: 'beyond',
		drift: 0.003,
		driftUnits: 0.4,
		driftBand: 'within'
	},
	tauReading: { verdict: 'inside', resamplesMovingMore: 0.21 }
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
			'on test sets of 5,000 of the 10,000 items, each score stays within ±1.0 points of its full-set score in 95% of draws'
		);
		expect(en(half)).toContain('between 0.96 and 0.98 against the full set (90% of draws)');
		expect(zh(half)).toContain('在从 10,000 道题目中抽出 5,000 道的测试集上');
		expect(en({ ...noise, floor: null, sameAsFloor: false })).toContain('against the full set');
	});

	it('never says a bootstrap interval shows a number would not replicate, nor "moves by up to"', () => {
		for (const f of [noise, { ...noise, floor: null }, { ...noise, drawItems: 10 }]) {
			expect(en(f)).not.toMatch(/replicat|up to/);
		}
	});

	it('says when tau-b is undefined', () => {
		const tied = { ...noise, tau: { median: Number.NaN, q05: Number.NaN, q95: Number.NaN } };
		expect(en(tied)).toBe(
			'Sampling noise: each score stays within ±1.0 points of its full-set score in 95% of draws (the widest 95% interval, resnet50’s); Kendall tau-b is undefined because every model tied.'
		);
		expect(zh(tied)).toBe(
			'抽样噪声：95% 的抽样中每个分数都在其完整测试集分数的 ±1.0 个百分点以内（最宽的 95% 区间，属于 resnet50）；由于所有模型分数相同，肯德尔 tau-b 无定义。'
		);
	});
});

describe('shift: a changed source', () => {
	it('leads with how far a typical draw moves the scores beside a resample, then the drift', () => {
		expect(en(shift)).toBe(
			'A typical draw moved the scores by 7.3 points (the mean over models of |score change|, median over 1,000 draws), 24 times what a resample of this size from the same pool moves them (0.3 points); on average over the draws they drift by 0.3 points (0.4 standard errors). In 95% of draws each score stays within 15.2 points of its full-set score (widest: alexnet). The ranking kept a median Kendall tau-b of 0.963 with the full set, inside what a resample of this size gives against the full set (0.959–0.978; 21% of resamples move the ranking more); the leader (nasnetalarge) was first in every draw (a resample alone: 33%).'
		);
		expect(zh(shift)).toBe(
			'一次典型抽样使分数变动 7.3 个百分点（各模型 |分数变动| 的平均值，在 1,000 次抽样上取中位数），是同一题库中同样大小的一次重抽样所带来变动（0.3 个百分点）的 24 倍；在所有抽样上平均，分数漂移 0.3 个百分点（0.4 个标准误）。95% 的抽样中，每个分数都在其完整测试集分数的 15.2 个百分点以内（最宽的属于 alexnet）。排名与完整测试集的肯德尔 tau-b 中位数为 0.963，处于同样大小的一次重抽样与完整测试集相比给出的范围之内（0.959–0.978；有 21% 的重抽样使排名变动更大）；榜首（nasnetalarge）在每次抽样中都排第一（仅做重抽样时：33%）。'
		);
	});

	it('never says a random shift moved the scores some fraction of their noise, nor "up to"', () => {
		for (const f of [shift, { ...shift, imitates: 'grading' as const }]) {
			for (const text of [en(f), zh(f)]) {
				expect(text).not.toMatch(/0\.\d times their|times their sampling noise|up to/);
				expect(text).not.toMatch(/between two test sets|两套测试集之间/);
			}
		}
	});

	it('within noise, below the floor (printed at the digits that show it), the leader not always first', () => {
		const f: SampleFacts = {
			...shift,
			tau: { median: 0.95843, q05: 0.9, q95: 0.96 },
			tauReading: { verdict: 'below', resamplesMovingMore: 0.049 },
			leaderKept: 0.62,
			change: { ...shift.change, typical: 0.004, inNoise: 1.3, band: 'within' }
		};
		expect(en(f)).toContain(
			'1.3 times what a resample of this size from the same pool moves them (0.3 points): within sampling noise;'
		);
		expect(en(f)).toContain(
			'tau-b of 0.958 with the full set, below what a resample of this size gives against the full set (0.959–0.978; 5% of resamples move the ranking more)'
		);
		expect(en(f)).toContain('was first in 62% of draws');
		expect(zh(f)).toContain('（0.3 个百分点）的 1.3 倍：在抽样噪声之内');
		expect(zh(f)).toContain('低于同样大小的一次重抽样与完整测试集相比给出的范围（0.959–0.978');
	});

	it('a ranking that agrees better than a resample does with the full set is “above” it', () => {
		const f: SampleFacts = {
			...shift,
			tau: { median: 0.99, q05: 0.98, q95: 1 },
			tauReading: { verdict: 'above', resamplesMovingMore: 0.99 }
		};
		expect(en(f)).toContain(
			'above what a resample of this size gives against the full set (0.96–0.98'
		);
		expect(zh(f)).toContain('高于同样大小的一次重抽样与完整测试集相比给出的范围（0.96–0.98');
	});

	it('grading is worded as a regrading; no floor: no comparison is claimed', () => {
		expect(en({ ...shift, imitates: 'grading' })).toMatch(/^Once regraded, a typical draw moved/);
		expect(zh({ ...shift, imitates: 'grading' })).toMatch(/^重新评分后，一次典型抽样使分数变动/);
		const bare: SampleFacts = {
			...shift,
			floor: null,
			tauReading: { verdict: null, resamplesMovingMore: Number.NaN },
			change: {
				...shift.change,
				inNoise: Number.NaN,
				band: null,
				driftUnits: Number.NaN,
				driftBand: null
			}
		};
		expect(en(bare)).toBe(
			'A typical draw moved the scores by 7.3 points (the mean over models of |score change|, median over 1,000 draws); on average over the draws they drift by 0.3 points. In 95% of draws each score stays within 15.2 points of its full-set score (widest: alexnet). The ranking kept a median Kendall tau-b of 0.96 with the full set; the leader (nasnetalarge) was first in every draw.'
		);
		expect(en(bare)).not.toMatch(/sampling noise|resample/);
	});

	it('uses no adjective the numbers do not support', () => {
		const f = { ...shift, leaderKept: 0.5 };
		expect(en(f)).not.toMatch(/\b(stay|stayed|barely|again|still|yet)\b/);
		expect(en(f)).toContain('was first in 50% of draws');
	});

	it('entrants: the ranking of the models present against a resample’s band, no score change', () => {
		const f: SampleFacts = {
			...shift,
			imitates: 'entrants',
			entrants: { removeShare: 0.2, addWeak: 3, method: 'mean' },
			leaderPresent: 812,
			leaderKept: 0.95
		};
		expect(en(f)).toBe(
			'Other entrants: with 20% of the models removed and 3 weak models added, the models present rank with a median Kendall tau-b of 0.963 against the full leaderboard, inside what a resample of this size gives against the full set (0.959–0.978; 21% of resamples move the ranking more); the leader (nasnetalarge) was first in 95% of the 812 draws it took part in. Scores are not compared: a model’s mean score does not depend on who else takes part.'
		);
		expect(zh(f)).toBe(
			'参赛者变化：去掉 20% 的模型并加入 3 个弱模型后，在场模型的排名与完整排行榜的肯德尔 tau-b 中位数为 0.963，处于同样大小的一次重抽样与完整测试集相比给出的范围之内（0.959–0.978；有 21% 的重抽样使排名变动更大）；在榜首（nasnetalarge）参与的 812 次抽样中，它有 95% 排第一。这里不比较分数：模型的平均分不取决于还有谁参赛。'
		);
		const bt = {
			...f,
			entrants: { removeShare: 0.2, addWeak: 0, method: 'bradleyTerry' as const }
		};
		expect(en(bt)).toContain('with 20% of the models removed, the models present');
		expect(en(bt)).toContain('these scores depend on who else takes part');
	});

	it('under 30 shared items: the numbers under a warning, no verdict', () => {
		const f: SampleFacts = { ...shift, fewItems: { shared: 9, minimum: 30 } };
		expect(en(f)).toMatch(
			/^Only 9 items are scored for every model: under 30 items a test set cannot rank models .* so these numbers come without a verdict\. A typical draw moved the scores by 7\.3 points/
		);
		expect(en(f)).not.toMatch(/within sampling noise|inside what|below what|above what/);
		expect(zh(f)).toMatch(/^所有模型都有分数的题目只有 9 道/);
		expect(zh(f)).not.toMatch(/在抽样噪声之内|给出的范围/);
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
		typical: 0.02,
		moveLow: 0.01,
		moveHigh: 0.04,
		inNoise: 6.5,
		band: 'beyond',
		unitsLow: 0.9,
		unitsHigh: 3.4,
		tauMin: 0.81,
		tauMax: 0.97,
		verdicts: { below: 2, inside: 3, above: 0 },
		leader: 'alpha',
		leaderFirst: 4,
		floor,
		split: null,
		fewItems: null
	};
	it('reports the typical variant, each variant’s own change and how many are below, inside, above', () => {
		expect(en(v)).toBe(
			'Across the 5 variants, the typical variant moved the scores by 2.0 points (the mean over models of |score change|), 6.5 times what a resample of this size from the same pool moves them (0.3 points); each variant’s own change: 1.0–4.0 points, 0.9–3.4 standard errors for the typical model (the largest single change: 10.0 points, alpha). Kendall tau-b with the full set ranged from 0.81 to 0.97: 2 of 5 below, 3 inside and 0 above what a resample of this size gives against the full set (0.96–0.98); the leader (alpha) was first in 4 of 5.'
		);
		expect(zh(v)).toBe(
			'在 5 个变体中，典型变体使分数变动 2.0 个百分点（各模型 |分数变动| 的平均值），是同一题库中同样大小的一次重抽样所带来变动（0.3 个百分点）的 6.5 倍；各变体自身的变动：1.0–4.0 个百分点，对典型模型而言为 0.9–3.4 个标准误（单个最大变动：10.0 个百分点，alpha）。与完整测试集的肯德尔 tau-b 介于 0.81 到 0.97 之间：5 个中有 2 个低于、3 个处于、0 个高于同样大小的一次重抽样与完整测试集相比给出的范围（0.96–0.98）；榜首（alpha）在 5 个变体中有 4 个排第一。'
		);
		expect(en(v)).not.toMatch(/95%|%\)|not below/);
	});

	it('ranges whose ends are equal read as one number; a tie for first counts 1/k', () => {
		const f = {
			...v,
			nVariants: 2,
			moveLow: 0.029,
			moveHigh: 0.029,
			unitsLow: 1.1,
			unitsHigh: 1.1,
			tauMin: 0.9,
			tauMax: 0.9,
			leaderFirst: 1.5
		};
		const text = en(f);
		expect(text).toContain('each variant’s own change: 2.9 points, 1.1 standard errors');
		expect(text).toContain('Kendall tau-b with the full set was 0.90');
		expect(text).toContain('was first in 1.5 of 2');
		expect(text).not.toMatch(/2\.9–2\.9|1\.1–1\.1/);
		expect(zh(f)).toContain('与完整测试集的肯德尔 tau-b 为 0.90');
	});

	it('a time split names the models that dropped beyond noise and beyond the others', () => {
		const f: VariantsFacts = {
			...v,
			nVariants: 2,
			split: {
				cutoff: '2024-09-26',
				dropped: [
					{ model: 'glacier-13b', change: -0.199, inNoise: -6.9 },
					{ model: 'orbit-7b', change: -0.143, inNoise: -5.5 }
				],
				rose: [],
				othersLow: -0.022,
				othersHigh: 0.039,
				models: 16
			}
		};
		expect(en(f)).toContain(
			'From the items before 2024-09-26 to those from it on, glacier-13b (−19.9 points, 6.9 times its noise), orbit-7b (−14.3 points, 5.5 times its noise) dropped beyond sampling noise and beyond the other models; the other 14 models moved −2.2 to +3.9 points.'
		);
		expect(zh(f)).toContain(
			'从 2024-09-26 之前的题目到此后的题目，glacier-13b（−19.9 个百分点，是其噪声的 6.9 倍）、orbit-7b（−14.3 个百分点，是其噪声的 5.5 倍）的下降超出了抽样噪声，也超出了其他模型的变动；其余 14 个模型的变动为 −2.2 至 +3.9 个百分点。'
		);
		const none = { ...f, split: { ...f.split!, dropped: [], models: 16 } };
		expect(en(none)).toContain('no model dropped beyond sampling noise');
		// rich text: model names are data
		const rich = headlineRich(f, 'en');
		expect(rich).toContainEqual({ tag: 'data', text: 'glacier-13b' });
	});

	it('one variant is spoken of as one, against a resample’s band', () => {
		const f = {
			...v,
			nVariants: 1,
			typical: 0.02,
			moveLow: 0.02,
			moveHigh: 0.02,
			inNoise: 1.2,
			band: 'within' as const,
			unitsLow: 1.2,
			unitsHigh: 1.2,
			tauMin: 0.96,
			tauMax: 0.96,
			verdicts: { below: 0, inside: 1, above: 0 },
			leaderFirst: 0
		};
		expect(en(f)).toBe(
			'In the one variant, scores moved 2.0 points on average over models, 1.2 times what a resample of this size from the same pool moves them (0.3 points): within sampling noise; the typical model moved 1.2 standard errors (the largest single change: 10.0 points, alpha); the ranking kept Kendall tau-b 0.960 with the full set, inside what a resample of this size gives against the full set (0.959–0.978); the leader (alpha) is no longer first.'
		);
		expect(zh({ ...f, leaderFirst: 1 })).toContain('榜首（alpha）仍居第一。');
		expect(en({ ...f, leaderFirst: 0.5 })).toContain('the leader (alpha) shares first place.');
	});

	it('pass/fail thresholds compare rankings only: a pass share is not a mean score', () => {
		const f = { ...v, imitates: 'grading' as const };
		expect(en(f)).toBe(
			'Graded pass or fail at 5 thresholds, the models rank with Kendall tau-b from 0.81 to 0.97 against their mean scores: 2 of 5 below, 3 inside and 0 above what a resample of this size gives against the full set (0.96–0.98); the leader (alpha) was first at 4 of 5. A pass share and a mean score are different measures, so their difference is not reported as a score change.'
		);
		expect(zh(f)).toContain('通过率和平均分是不同的度量');
	});

	it('every model tied in every variant', () => {
		const f = { ...v, tauMin: Number.NaN, tauMax: Number.NaN, verdicts: null };
		expect(en(f)).toContain('tau-b is undefined in every variant (every model tied)');
	});
});

describe('search', () => {
	const s: SearchFacts = {
		kind: 'search',
		unitScale: true,
		found: 'proven',
		tauBound: null,
		bound: 0.7,
		tau: 0.893,
		leader: 'alpha',
		first: ['beta'],
		leaderFirst: 0,
		maxChange: 0.121,
		change: {
			typical: 0.075,
			inNoise: 6.1,
			band: 'beyond',
			drift: 0.075,
			driftUnits: 4.2,
			driftBand: 'beyond'
		},
		tauReading: { verdict: 'below', resamplesMovingMore: 0.016 },
		floor: { ...floor, tauLow: 0.903, tauHigh: 0.9515 },
		fewItems: null
	};
	it('the worst case speaks of its certificate, against a resample’s band, with who takes first place', () => {
		expect(en(s)).toBe(
			'The worst case (proven) with each category’s item weight within ±70%: its certificate moves the scores 7.5 points on average over models, 6.1 times what a resample of this size from the same pool moves them (0.3 points); the typical model moves 4.2 standard errors (the largest change: 12.1 points), and ranks the models at Kendall tau-b 0.89 with the full set, below what a resample of this size gives against the full set (0.90–0.95; 2% of resamples move the ranking more); under it the leader (alpha) loses first place to beta.'
		);
		expect(zh(s)).toBe(
			'最坏情况（已证明）：在每个类别的题目权重不超出 ±70% 时，它的凭证使各模型分数平均变动 7.5 个百分点，是同一题库中同样大小的一次重抽样所带来变动（0.3 个百分点）的 6.1 倍；典型模型变动 4.2 个标准误（最大变动：12.1 个百分点），与完整测试集的肯德尔 tau-b 为 0.89，低于同样大小的一次重抽样与完整测试集相比给出的范围（0.90–0.95；有 2% 的重抽样使排名变动更大）；在这组权重下榜首（alpha）把第一让给了 beta。'
		);
		expect(en(s)).not.toMatch(/draw/);
		expect(en({ ...s, leaderFirst: 1, first: ['alpha'], found: 'stopped' })).toMatch(
			/^The worst case found before the search was stopped \(not proven\) .* the leader \(alpha\) stays first\.$/
		);
		expect(en({ ...s, leaderFirst: 0.5, first: ['alpha', 'beta'] })).toContain(
			'the leader (alpha) shares first place with beta.'
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
		search: false,
		steps: 6,
		strongest: { step: 0.5, change: 0.26, tau: 0.9, leaderKept: 0.8 },
		lowestTau: 0.9,
		firstBelow: { step: 0.2, tau: 0.93 },
		floor,
		fewItems: null
	};
	it('reports the step where the ranking first falls below a resample’s band', () => {
		expect(en(f)).toBe(
			'At the strongest step (flip probability 0.5), a typical draw moves the scores 26.0 points (84 times what a resample of this size moves them, 0.3 points), and the median Kendall tau-b with the full set is 0.90; the ranking first falls below what a resample of this size gives against the full set (0.96) at flip probability 0.2 (median tau-b 0.93); the leader is first in 80% of draws there.'
		);
		expect(zh(f)).toBe(
			'在最强的一步（翻转概率为 0.5），一次典型抽样使分数变动 26.0 个百分点（是同样大小的一次重抽样所带来变动 0.3 个百分点 的 84 倍），与完整测试集的肯德尔 tau-b 中位数为 0.90；排名首次低于同样大小的一次重抽样与完整测试集相比给出的范围（0.96）是在翻转概率为 0.2 时（tau-b 中位数为 0.93）；在这一步的抽样中榜首有 80% 排第一。'
		);
	});
	it('says no step falls below only when none does', () => {
		const never = { ...f, firstBelow: null, strongest: { ...f.strongest!, tau: 0.96 } };
		expect(en(never)).toContain(
			'at none of the 6 steps does the ranking fall below what a resample of this size gives against the full set (0.96–0.98)'
		);
		expect(en(f)).not.toContain('at none of');
		const bare = { ...f, floor: null, firstBelow: null };
		expect(en(bare)).toContain('the lowest median tau-b over the 6 steps is 0.90');
		expect(en(bare)).not.toMatch(/noise|resample/);
	});
	it('a worst-case sweep speaks of certificates, never of draws', () => {
		const w: StrengthSweepFacts = {
			...f,
			perturbation: 'worstCase',
			search: true,
			strongest: { step: 0.9, change: 0.09, tau: 0.8, leaderKept: 0 }
		};
		const text = en(w);
		expect(text).toContain(
			'the worst case found moves the scores 9.0 points on average over models'
		);
		expect(text).toContain('its certificate ranks the models at Kendall tau-b 0.80');
		expect(text).toContain('under that certificate the leader is not first');
		expect(text).not.toMatch(/draw/);
		expect(zh(w)).not.toMatch(/次抽样|的抽样/);
	});
	it('computes the first step below the floor from the rows, against a resample’s band', () => {
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
			tauFloor: { q05: 0.9, median: 0.93, q95: 0.95, draws: 100, undefinedDraws: 0 },
			tauFloorVsReference: { q05: 0.95, median: 0.96, q95: 0.97, draws: 200, undefinedDraws: 0 },
			leaderFloor: 0.9,
			scoreChange: { q05: 0, median: 0.01, q95: 0.02, draws: 200, undefinedDraws: 0 }
		};
		const facts = strengthSweepFacts(
			[row(0, 1), row(1, 0.96), row(2, 0.94), row(3, 0.9)],
			'difficulty',
			true,
			nf
		);
		// 0.94 is above two resamples' 5% point (0.90) but below a resample's against the full set
		expect(facts.firstBelow).toEqual({ step: 2, tau: 0.94 });
		expect(facts.floor?.noiseChange).toBe(0.01);
		expect(facts.search).toBe(false);
	});
});

describe('facts from a run', () => {
	const model = (m: Partial<RunSummary['models'][number]>) =>
		({
			q500: 0,
			rankLow: 1,
			rankHigh: 1,
			pFirst: 0,
			pFirstSE: 0,
			present: 4,
			...m
		}) as RunSummary['models'][number];
	const summary: RunSummary = {
		nDraws: 4,
		models: [
			model({
				model: 'a',
				index: 1,
				reference: 0.8,
				referenceRank: 1,
				mean: 0.7,
				q025: 0.65,
				q975: 0.75,
				pFirst: 1,
				medianAbsChange: 0.1
			}),
			model({
				model: 'b',
				index: 0,
				reference: 0.5,
				referenceRank: 2,
				mean: 0.45,
				q025: 0.44,
				q975: 0.46,
				rankLow: 2,
				rankHigh: 2,
				medianAbsChange: 0.05
			})
		],
		tau: { mean: 1, median: 1, q05: 1, q95: 1, min: 1, undefinedDraws: 0 },
		leader: 1,
		leaderKept: 1,
		leaderKeptSE: 0,
		leaderPresent: 4,
		maxSwing: 0.15,
		drawChange: { median: 0.075, q05: 0.07, q95: 0.08 }
	};
	const nf: NoiseFloor = {
		basis: 'plain',
		seed: 1,
		pairs: 10,
		scoreSE: Float64Array.from([0.01, 0.02]),
		tauFloor: { q05: 0.9, median: 1, q95: 1, draws: 10, undefinedDraws: 0 },
		tauFloorVsReference: { q05: 1, median: 1, q95: 1, draws: 20, undefinedDraws: 0 },
		tauVsReferenceSorted: new Float64Array(20).fill(1),
		leaderFloor: 0.9,
		scoreChange: { q05: 0, median: 0.01, q95: 0.02, draws: 20, undefinedDraws: 0 }
	};
	it('a typical draw’s change beside a resample’s, the drift in standard errors, the verdict', () => {
		const f = sampleFacts(summary, [1, 1, 1, 1], {
			recipe: { kind: 'difficulty', strength: 1, resample: true },
			nItems: 100,
			unitScale: true,
			floor: nf,
			floorCluster: null
		});
		expect(f.change.typical).toBeCloseTo(0.075, 12);
		expect(f.change.inNoise).toBeCloseTo(7.5, 12);
		expect(f.change.band).toBe('beyond');
		// a: -0.1 / 0.02 = -5; b: -0.05 / 0.01 = -5
		expect(f.change.driftUnits).toBeCloseTo(5, 12);
		expect(f.change.drift).toBeCloseTo(0.075, 12);
		expect(f.tauReading.verdict).toBe('inside');
		expect(f.tauReading.resamplesMovingMore).toBe(0);
		expect(f.swingModel).toBe('a');
		expect(f.imitates).toBe('shift');
		expect(f.sameAsFloor).toBe(false);
		expect(f.fewItems).toBeNull();
		const few = sampleFacts(summary, [1], {
			recipe: { kind: 'difficulty', strength: 1, resample: true },
			nItems: 100,
			unitScale: true,
			floor: nf,
			floorCluster: null,
			sharedItems: 29
		});
		expect(few.fewItems).toEqual({ shared: 29, minimum: 30 });
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
	it('variants and search facts carry the floor, the changes and the verdicts', () => {
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
			{ meanAbsShift: 0.03, typical: 3, tauVerdict: 'above' as const }
		];
		const f = variantsFacts(vs, per, ['a'], {
			imitates: 'shift',
			unitScale: true,
			floor: nf,
			nItems: 100
		});
		expect([f.moveLow, f.moveHigh, f.unitsLow, f.unitsHigh, f.typical]).toEqual([
			0.01, 0.03, 1, 3, 0.02
		]);
		expect(f.inNoise).toBeCloseTo(2, 12);
		expect(f.verdicts).toEqual({ below: 1, inside: 0, above: 1 });
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
			nf,
			100
		);
		// b: 0 / 0.01 = 0; a: -0.2 / 0.02 = -10 -> median 5; mean |change| 0.1
		expect(s.change.driftUnits).toBeCloseTo(5, 12);
		expect(s.change.typical).toBeCloseTo(0.1, 12);
		expect(s.tauReading.verdict).toBe('below');
		expect(s.leaderFirst).toBe(1);
		const tied = { ...outcome, ranks: Int32Array.from([1, 1]) };
		expect(
			searchFacts(tied, { scores: [0.5, 0.8], order: [1, 0] }, ['b', 'a'], 0.2, true, nf, 100)
				.leaderFirst
		).toBe(0.5);
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
		expect(verdictWord('above')).toBe('above');
		expect(verdictWord('inside')).toBe('inside');
		expect(verdictWord('below')).toBe('below');
		expect(verdictWord(null)).toBe('none');
	});
	it('a range of changes in one unit; equal ends read as one number', () => {
		expect(formatPointsRange(0.01, 0.04, true, 'en')).toBe('1.0–4.0 points');
		expect(formatPointsRange(0.01, 0.04, true, 'zh-CN')).toBe('1.0–4.0 个百分点');
		expect(formatPointsRange(0.01, 0.04, false, 'en')).toBe('0.01–0.04');
		expect(formatPointsRange(0.029, 0.0291, true, 'en')).toBe('2.9 points');
		expect(formatPointsRange(0.5, 0.5, false, 'en')).toBe('0.5');
		expect(formatRange('1.1', '1.1')).toBe('1.1');
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
