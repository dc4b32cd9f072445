import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	achievedShift,
	aliasTable,
	difficultyWeights,
	MAX_EXPONENT,
	resampleWeights,
	solveRates,
	solveTilt
} from '../../../../src/core/perturbations/difficulty.ts';
import { cellValue } from '../../../../src/core/ScoreMatrix.ts';
import { close, loadStatsGolden, matrixFromRows } from '../stats/stats-golden.ts';
import { binary, continuous } from './fixtures.ts';
import { ROOT } from '../../helpers.ts';

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

	it('solve rates of 0/1 data (counted by words) are the mean of the present cells of each row', () => {
		const m = matrixFromRows([
			[1, 0, null, 1],
			[null, null, null, null],
			[0, 0, 1, 1],
			[1, 1, 1, 1]
		]);
		const rates = Array.from(solveRates(m));
		expect(rates.slice(0, 1)).toEqual([2 / 3]);
		expect(rates[1]).toBeNaN();
		expect(rates.slice(2)).toEqual([0.5, 1]);
		const wide = solveRates(binary);
		for (let i = 0; i < binary.nItems; i++) {
			let s = 0;
			let n = 0;
			for (let j = 0; j < binary.nModels; j++) {
				const v = cellValue(binary, i, j);
				if (v !== null) {
					s += v;
					n++;
				}
			}
			expect(wide[i]).toBe(s / n);
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

	it('solves the tilt so that the shift reached is the shift asked for, where the items allow it', () => {
		for (const matrix of [binary, continuous]) {
			const rates = solveRates(matrix);
			for (const s of [-1.5, -0.5, 0.25, 0.5, 1, 1.5]) {
				const t = solveTilt(rates, s, false);
				expect(t.reached, `${s}`).toBe(true);
				expect(Math.abs(t.achieved - s)).toBeLessThan(1e-9);
				// the weights are exp(-exponent z), up to a common factor
				const w = difficultyWeights(rates, t.exponent);
				const ratio = t.weights[0] / w[0];
				t.weights.forEach((x, i) => expect(x).toBeCloseTo(w[i] * ratio, 12));
				expect(achievedShift(rates, t.weights)).toBeCloseTo(s, 9);
			}
			// beyond the hardest items: stops at the largest exponent and says what it reached
			const far = solveTilt(rates, 50, false);
			expect(far.reached).toBe(false);
			expect(far.exponent).toBe(MAX_EXPONENT);
			expect(far.achieved).toBeLessThan(50);
			expect(far.achieved).toBeGreaterThan(solveTilt(rates, 1, false).achieved);
		}
		const zero = solveTilt(solveRates(binary), 0, false);
		expect(zero.weights.every((w) => w === 1)).toBe(true);
		expect([zero.exponent, zero.achieved, zero.reached]).toEqual([0, 0, true]);
	});

	it('the old method (exponent = strength) fell short of the shift it named', () => {
		const rates = solveRates(binary);
		expect(achievedShift(rates, difficultyWeights(rates, 3))).toBeLessThan(2.5);
	});

	it('resampled draws take n items with probabilities proportional to the tilt (alias method)', () => {
		const t = solveTilt(solveRates(continuous), 1, true);
		const n = t.weights.length;
		const w = resampleWeights(t.alias!, 7, 3);
		expect(w.reduce((a, b) => a + b, 0)).toBe(n);
		expect(Array.from(resampleWeights(t.alias!, 7, 3))).toEqual(Array.from(w));
		// alias table reproduces the probabilities exactly: P(j) = (prob_j + sum of alias shares) / n
		const p = new Float64Array(n);
		const { prob, alias } = aliasTable(t.weights);
		for (let j = 0; j < n; j++) {
			p[j] += prob[j] / n;
			p[alias[j]] += (1 - prob[j]) / n;
		}
		const total = t.weights.reduce((a, b) => a + b, 0);
		p.forEach((x, j) => expect(x).toBeCloseTo(t.weights[j] / total, 12));
		// and the draws follow them: mean of many draws' counts is n p
		const mean = new Float64Array(n);
		const D = 4000;
		for (let d = 0; d < D; d++)
			resampleWeights(t.alias!, 1, d).forEach((c, j) => (mean[j] += c / D));
		mean.forEach((m, j) =>
			expect(Math.abs(m - n * p[j])).toBeLessThan(6 * Math.sqrt((n * p[j]) / D) + 1e-9)
		);
	});
});

describe('what the difficulty shift is called', () => {
	// Difficulty is the standardised solve rate (standardisedRates), a linear scale: no text may
	// call it logits, in either language, in the catalogue, the definitions or the docs.
	const files = [
		'src/i18n/messages/en-analysis.ts',
		'src/i18n/messages/zh-CN-analysis.ts',
		'src/i18n/messages/en-definitions.ts',
		'src/i18n/messages/zh-CN-definitions.ts',
		'docs/definitions.md',
		'docs/using.md'
	];
	it.each(files)('%s says "solve rate", never "logit", of difficulty', (file) => {
		const text = readFileSync(join(ROOT, file), 'utf8');
		const lines = text.split('\n').filter((l) => /difficult|难度/i.test(l));
		for (const line of lines) {
			expect(line, line).not.toMatch(/logit scale|on the logit|对数几率尺度/i);
		}
		expect(
			lines.some((l) => /solve rate|解出率/.test(l)),
			file
		).toBe(true);
	});
});
