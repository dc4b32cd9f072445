import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	applyLabelNoise,
	flipGap,
	flipSampler,
	forEachFlip
} from '../../../../src/core/perturbations/label-noise.ts';
import { rngForDraw } from '../../../../src/core/random.ts';
import { isPresent, cellValue } from '../../../../src/core/ScoreMatrix.ts';
import { loadStatsGolden, matrixFromRows } from '../stats/stats-golden.ts';
import { binary, continuous } from './fixtures.ts';

const golden = loadStatsGolden();

function differences(a: typeof binary, b: typeof binary) {
	const changed: Array<[number, number]> = [];
	for (let i = 0; i < a.nItems; i++) {
		for (let m = 0; m < a.nModels; m++)
			if (cellValue(a, i, m) !== cellValue(b, i, m)) changed.push([i, m]);
	}
	return changed;
}

describe('applyLabelNoise', () => {
	it('p = 0 returns the matrix unchanged', () => {
		expect(applyLabelNoise(binary, 0, 'cell', 1, 2)).toBe(binary);
	});

	it('flips a number of cells inside the scipy.stats.binom 99.9% range', () => {
		for (const c of golden.labelNoise.filter((x) => x.cells === binary.nItems * binary.nModels)) {
			for (let d = 0; d < 20; d++) {
				const flips = differences(binary, applyLabelNoise(binary, c.p, 'cell', 31, d)).length;
				// scipy.stats.binom.ppf(0.0005 / 0.9995, cells, p)
				expect(flips).toBeGreaterThanOrEqual(c.low);
				expect(flips).toBeLessThanOrEqual(c.high);
			}
		}
	});

	it('key mode flips a number of items inside the scipy.stats.binom 99.9% range', () => {
		const c = golden.labelNoise.find((x) => x.cells === binary.nItems)!;
		for (let d = 0; d < 20; d++) {
			const items = new Set(
				differences(binary, applyLabelNoise(binary, c.p, 'key', 5, d)).map(([i]) => i)
			);
			// scipy.stats.binom.ppf(0.0005 / 0.9995, nItems, p)
			expect(items.size).toBeGreaterThanOrEqual(c.low);
			expect(items.size).toBeLessThanOrEqual(c.high);
		}
	});

	it('key mode flips whole items (every model of a flipped item), and keeps missing cells missing', () => {
		const rows = [
			[1, 0, null],
			[0, 0, 1],
			[1, 1, 1],
			[null, 1, 0]
		];
		const m = matrixFromRows(rows);
		fc.assert(
			fc.property(fc.nat(), fc.nat(100), (seed, d) => {
				const noisy = applyLabelNoise(m, 0.5, 'key', seed, d);
				for (let i = 0; i < m.nItems; i++) {
					const flipped = [0, 1, 2].filter(
						(j) => isPresent(m, i, j) && cellValue(m, i, j) !== cellValue(noisy, i, j)
					);
					const present = [0, 1, 2].filter((j) => isPresent(m, i, j));
					if (flipped.length !== 0 && flipped.length !== present.length) return false;
					if ([0, 1, 2].some((j) => isPresent(noisy, i, j) !== isPresent(m, i, j))) return false;
				}
				return true;
			})
		);
	});

	it('p = 1 flips every present cell', () => {
		const noisy = applyLabelNoise(binary, 1, 'cell', 3, 0);
		expect(differences(binary, noisy).length).toBe(binary.nItems * binary.nModels);
	});

	it('refuses continuous scores with a message that says what to do', () => {
		expect(() => applyLabelNoise(continuous, 0.1, 'cell', 1, 0)).toThrow(/binarise/);
	});
});

describe('forEachFlip (geometric skipping)', () => {
	it('chooses each position with probability p (mean count over many draws)', () => {
		const total = 1000;
		const p = 0.03;
		let count = 0;
		const hits = new Uint32Array(total);
		for (let d = 0; d < 400; d++) {
			forEachFlip(rngForDraw(17, d), total, p, (k) => {
				count++;
				hits[k]++;
			});
		}
		const n = 400 * total;
		expect(Math.abs(count / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
		// No position is favoured: the first and last 100 positions get about the same share.
		const first = hits.subarray(0, 100).reduce((a, b) => a + b, 0);
		const last = hits.subarray(900).reduce((a, b) => a + b, 0);
		expect(Math.abs(first - last)).toBeLessThan(5 * Math.sqrt(2 * 400 * 100 * p));
	});
});

describe('flip gaps', () => {
	it('are Geometric(p): P(gap = g) = (1 - p)^g p, also through the table tail (small p)', () => {
		for (const p of [0.5, 0.05, 2e-4]) {
			const s = flipSampler(p);
			const rng = rngForDraw(9, Math.round(1 / p));
			const N = 40_000;
			let sum = 0;
			let zeros = 0;
			for (let k = 0; k < N; k++) {
				const g = flipGap(s, rng);
				sum += g;
				if (g === 0) zeros++;
			}
			const mean = (1 - p) / p;
			const sd = Math.sqrt(1 - p) / p / Math.sqrt(N);
			expect(Math.abs(sum / N - mean)).toBeLessThan(5 * sd);
			expect(Math.abs(zeros / N - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / N) + 1e-9);
		}
		// the table's thresholds are (1 - p)^k, and the tail is used when they run out
		const small = flipSampler(2e-4);
		expect(small.K).toBe(4096);
		expect(small.table[10]).toBeCloseTo((1 - 2e-4) ** 10, 15);
	});
});
