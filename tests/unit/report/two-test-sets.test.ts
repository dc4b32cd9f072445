/**
 * The two-test-set sentence (src/features/score-tables/report/two-test-sets.ts): every adjective follows its numbers.
 * On ImageNet vs ImageNetV2 (golden figures of scripts/golden/make_two_test_sets_golden.py, when
 * ../shared/real was present at generation) it reads as the audit.
 */
import { describe, expect, it } from 'vitest';
import type { TwoSetFloor } from '../../../src/features/score-tables/core/two-set-floor.ts';
import type { TwoSetNoise } from '../../../src/features/score-tables/core/two-set-noise.ts';
import { accuracyOnTheLine } from '../../../src/features/score-tables/core/two-test-sets.ts';
import {
	twoSetFacts,
	twoSetSentences
} from '../../../src/features/score-tables/report/two-test-sets.ts';
import { twoSetGolden, type GoldenNoise } from '../features/score-tables/two-set-golden.ts';

const spread = (q05: number, median: number, q95: number) => ({
	q05,
	median,
	q95,
	draws: 1000,
	undefinedDraws: 0
});

/** A TwoSetNoise from golden figures (the summary is what the sentence reads). */
function noiseOf(g: GoldenNoise): TwoSetNoise {
	const s = g.summary;
	return {
		z: 1.959963984540054,
		points: [],
		models: s.models,
		dropInNoiseUnits: s.dropInNoiseUnits,
		dropped: s.dropped,
		rose: s.rose,
		within: s.within,
		line: { axes: g.axes, ...s.line }
	};
}

const floorOf = (
	basis: TwoSetFloor['basis'],
	items: number | null,
	pair: [number, number, number],
	ref: [number, number, number]
): TwoSetFloor => ({
	basis,
	side: 'new',
	items,
	models: 66,
	seed: 1,
	pairs: 1000,
	tauFloor: spread(...pair),
	tauFloorVsReference: spread(...ref)
});

describe('the sentence against noise', () => {
	const imagenet = twoSetGolden.imagenet;
	it.skipIf(!imagenet)('ImageNet vs ImageNetV2, 66 models, the items floor (English)', () => {
		const c = imagenet!.withoutFv16k;
		const f = c.itemsFloor;
		const floor = floorOf(
			'items',
			10_000,
			[f.tauFloor.q05, f.tauFloor.median, f.tauFloor.q95],
			[f.tauFloorVsReference.q05, f.tauFloorVsReference.median, f.tauFloorVsReference.q95]
		);
		const line = {
			...accuracyOnTheLine([0.7, 0.8], [0.6, 0.7]),
			n: 66,
			tau: c.tau,
			meanDropPoints: c.meanDrop * 100
		};
		expect(twoSetSentences(twoSetFacts(line, noiseOf(c), floor), 'en')).toEqual([
			'Over 66 models, scores dropped by 11.9 points on average, 15.5–25.5 times their combined sampling error (median 23.2): every drop is beyond sampling noise.',
			'The models sit on the probit line within sampling noise: residual SD 0.0123 against a sampling SE of 0.0142 per model; 1 of 66 lies beyond 1.96 SE, where about 3.3 would by chance (chi-square p = 0.952).',
			'The ranking kept tau-b 0.963, inside what sampling noise alone gives between two independent draws of a 10,000-item test set (median 0.957; 5–95%: 0.947–0.967).'
		]);
		const zh = twoSetSentences(twoSetFacts(line, noiseOf(c), floor), 'zh-CN');
		expect(zh[0]).toContain('15.5–25.5 倍');
		expect(zh[2]).toContain('10,000 道题目的测试集');

		// Without the items: the approximate floor sits below tau-b, and the sentence says why.
		const i = c.independentFloor;
		const approx = floorOf(
			'independent',
			10_000,
			[i.tauFloor.q05, i.tauFloor.median, i.tauFloor.q95],
			[i.tauFloorVsReference.q05, i.tauFloorVsReference.median, i.tauFloorVsReference.q95]
		);
		const text = twoSetSentences(twoSetFacts(line, noiseOf(c), approx), 'en')[2];
		expect(text).toMatch(/^Tau-b between the two rankings is 0\.963, above an approximate floor/);
		expect(text).toContain('the real floor is higher');
	});

	it('words each case by its numbers', () => {
		const line = accuracyOnTheLine([0.6, 0.7, 0.8, 0.9], [0.5, 0.72, 0.7, 0.85]);
		const base = noiseOf(twoSetGolden.synthetic[0]);
		const facts = (noise: Partial<TwoSetNoise>, floor: TwoSetFloor | null = null) =>
			twoSetSentences(twoSetFacts(line, { ...base, ...noise }, floor), 'en');
		const mixed = facts({ models: 4, dropped: 2, rose: 1, within: 1 });
		expect(mixed[0]).toBe(
			'Over 4 models, scores dropped by 5.8 points on average: 2 of 4 models dropped by more than 1.96 times their combined sampling error, 1 rose by more, and 1 moved less.'
		);
		const none = facts({
			models: 4,
			dropped: 0,
			rose: 0,
			within: 4,
			dropInNoiseUnits: { min: -1.2, median: 0.3, max: 1.5 }
		});
		expect(none[0]).toContain('within sampling noise for every model (at most 1.5 times');
		const noSE = facts({ models: 0, dropped: 0, rose: 0, within: 0 });
		expect(noSE[0]).toContain('Give each test set’s item count');
		expect(facts({ line: { ...base.line, pValue: 0.01 } })[1]).toMatch(
			/^The models scatter around the probit line more than sampling noise gives/
		);
		expect(facts({ line: { ...base.line, df: 0, pValue: Number.NaN } })).toHaveLength(2);
		expect(facts({}).at(-1)).toMatch(/Give an item count, or the items/);
		const below = floorOf('items', null, [0.95, 0.96, 0.97], [0.96, 0.97, 0.98]);
		expect(facts({}, below).at(-1)).toMatch(
			/below what sampling noise alone gives between two independent draws of a test set the size of the new one/
		);
		const above = floorOf('items', 500, [0.1, 0.2, 0.3], [0.2, 0.3, 0.4]);
		expect(facts({}, above).at(-1)).toMatch(
			/above what sampling noise alone gives between two independent draws of a 500-item test set \(median 0\.200; 95% of them stay below 0\.300\)/
		);
		// like with like: one 5–95% band, both ends from two independent test sets
		for (const text of [facts({}, below).at(-1)!, facts({}, above).at(-1)!]) {
			expect(text).not.toContain('exact ranking');
		}
		const approxBelow = floorOf('independent', 500, [0.95, 0.96, 0.97], [0.96, 0.97, 0.98]);
		expect(facts({}, approxBelow).at(-1)).toMatch(/below even an approximate floor/);
	});
});
