import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawScratch, drawWeights } from '../../../src/core/draws.ts';
import {
	difficultyDrawWeights,
	difficultyWeights,
	solveRates
} from '../../../src/core/perturbations/difficulty.ts';
import { close, loadStatsGolden } from '../stats/stats-golden.ts';
import { binary, continuous } from './fixtures.ts';

const golden = loadStatsGolden().difficulty;

describe('difficulty shift', () => {
	it('solve rates and tilted weights equal numpy (nanmean, exp(-s z) with population SD)', () => {
		const rates = solveRates(continuous);
		// numpy.nanmean(x, axis=1)
		rates.forEach((r, i) => expect(close(r, golden.rates[i], 1e-15)).toBe(true));
		for (const [s, expected] of Object.entries(golden.weights)) {
			const w = difficultyWeights(rates, Number(s));
			// numpy.exp(-s * (r - r.mean()) / r.std())
			w.forEach((x, i) => expect(close(x, expected[i], 1e-13)).toBe(true));
		}
	});

	it('strength 0 gives every weight exactly 1', () => {
		expect(difficultyWeights(solveRates(binary), 0).every((w) => w === 1)).toBe(true);
		expect(difficultyWeights([0.5, 0.5, Number.NaN], 2).every((w) => w === 1)).toBe(true);
	});

	it('a positive strength lowers the weighted mean solve rate (a harder test set), a negative one raises it', () => {
		const rates = solveRates(binary);
		const weightedMean = (w: Float64Array) =>
			rates.reduce((s, r, i) => s + w[i] * r, 0) / w.reduce((a, b) => a + b, 0);
		const base = weightedMean(difficultyWeights(rates, 0));
		fc.assert(
			fc.property(fc.double({ min: 0.05, max: 3, noNaN: true }), (s) => {
				return (
					weightedMean(difficultyWeights(rates, s)) < base &&
					weightedMean(difficultyWeights(rates, -s)) > base
				);
			})
		);
	});

	it('resampled draws are the bootstrap draw times the tilt', () => {
		const tilt = difficultyWeights(solveRates(binary), 1);
		const w = difficultyDrawWeights(tilt, true, 7, 3);
		const counts = drawWeights(
			binary.nItems,
			{ kind: 'bootstrap', fraction: 1 },
			7,
			3,
			drawScratch(binary.nItems)
		);
		w.forEach((x, i) => expect(x).toBe(counts[i] * tilt[i]));
		expect(difficultyDrawWeights(tilt, false, 7, 3)).toEqual(tilt);
	});
});
