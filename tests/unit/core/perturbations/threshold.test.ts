import { describe, expect, it } from 'vitest';
import { weightedScores } from '../../../../src/core/scores.ts';
import { binarize, thresholdCandidates } from '../../../../src/core/perturbations/threshold.ts';
import { close, loadStatsGolden } from '../stats/stats-golden.ts';
import { binary, continuous } from './fixtures.ts';

const golden = loadStatsGolden().threshold;

describe('binarize', () => {
	it('scores of the binarised matrix equal numpy.nanmean(x >= t)', () => {
		for (const c of golden.cases) {
			const b = binarize(continuous, c.threshold);
			expect(b.valueType).toBe('binary');
			expect(b.missingCells).toBe(continuous.missingCells);
			const s = weightedScores(b, null, new Float64Array(b.nModels));
			// numpy.nanmean(where(isnan(x), nan, x >= t), axis=0)
			s.forEach((v, m) => expect(close(v, c.scores[m], 1e-15)).toBe(true));
		}
	});

	it('is the identity on 0/1 matrices for any threshold in (0, 1]', () => {
		for (const t of [1e-9, 0.5, 1]) expect(binarize(binary, t).bits).toEqual(binary.bits);
	});
});

describe('thresholdCandidates', () => {
	it('offers the distinct values above the smallest, or maxPoints of them', () => {
		expect(thresholdCandidates(binary)).toEqual([1]);
		const all = thresholdCandidates(continuous, 1000);
		const values = new Set(Array.from(continuous.values!).filter((v) => !Number.isNaN(v)));
		expect(all.length).toBe(values.size - 1);
		expect(all).toEqual([...all].sort((a, b) => a - b));
		const few = thresholdCandidates(continuous, 3);
		expect(few.length).toBeLessThanOrEqual(3);
		few.forEach((t) => expect(values.has(t)).toBe(true));
	});
});
