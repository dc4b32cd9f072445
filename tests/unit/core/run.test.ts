import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawScratch, drawWeights, subsampleSize } from '../../../src/core/draws.ts';
import { chunkRanges, emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { goldenRecipe, type GoldenSettings } from '../../../scripts/golden/cases.ts';
import { GOLDEN_DIR, goldenMatrix, loadGolden } from '../helpers.ts';

type RunSettings = GoldenSettings;

const golden = loadGolden();
const draws = JSON.parse(readFileSync(join(GOLDEN_DIR, 'draws.json'), 'utf8')) as Array<{
	name: string;
	settings: RunSettings;
	weights: number[][];
}>;

function fullRun(file: string, settings: RunSettings, chunk = settings.draws) {
	const matrix = goldenMatrix(file);
	const prepared = prepareRun(matrix, goldenRecipe(settings));
	const reference = prepared.reference;
	const table = emptyDrawTable(settings.draws, matrix.nModels);
	for (const c of chunkRanges(settings.draws, chunk)) {
		placeChunk(table, runChunk(matrix, prepared, settings.seed, c.start, c.count));
	}
	return { matrix, reference, table, summary: summarizeRun(table, reference, matrix.models) };
}

describe('draws', () => {
	it('are still the committed draws for every golden case (the generator is pinned)', () => {
		for (const c of draws) {
			const n = c.weights[0].length;
			const scratch = drawScratch(n);
			c.weights.forEach((w, d) => {
				expect(Array.from(drawWeights(n, c.settings, c.settings.seed, d, scratch))).toEqual(w);
			});
		}
	});

	it('bootstrap weights sum to n; subsample weights are 0/1 and sum to round(fraction * n)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 300 }),
				fc.double({ min: 0.001, max: 1, noNaN: true }),
				fc.nat(),
				fc.nat(1000),
				(n, fraction, seed, d) => {
					const s = drawScratch(n);
					const boot = drawWeights(n, { kind: 'bootstrap', fraction }, seed, d, s);
					if (boot.reduce((a, b) => a + b, 0) !== n) return false;
					const sub = drawWeights(n, { kind: 'subsample', fraction }, seed, d, s);
					return (
						sub.every((w) => w <= 1) &&
						sub.reduce((a, b) => a + b, 0) === subsampleSize(n, fraction)
					);
				}
			)
		);
	});
});

describe('a run, against numpy/scipy on the same draws', () => {
	for (const g of golden.runs) {
		it(`${g.name}: reference, per-model summary, tau-b and leader agree`, () => {
			const { matrix, reference, table, summary } = fullRun(g.file, g.settings, 37);
			matrix.models.forEach((m, k) => expect(reference.scores[k]).toBe(g.reference.scores[m]));
			expect(summary.models.map((m) => m.model)).toEqual(g.reference.ranking);
			summary.models.forEach((m, k) => {
				const e = g.models[k];
				expect(m.model).toBe(e.model);
				expect(m.reference).toBe(e.reference);
				expect(m.referenceRank).toBe(e.referenceRank);
				expect(m.mean).toBeCloseTo(e.mean, 13); // numpy.mean sums pairwise
				expect(m.q025).toBe(e.q025);
				expect(m.q500).toBe(e.q500);
				expect(m.q975).toBe(e.q975);
				expect(m.rankLow).toBe(e.rankLow);
				expect(m.rankHigh).toBe(e.rankHigh);
				expect(m.pFirst).toBe(e.pFirst);
			});
			Array.from(table.tau).forEach((t, d) => expect(t).toBeCloseTo(g.tauDraws[d]!, 14));
			expect(summary.tau.median).toBeCloseTo(g.tau.median, 14);
			expect(summary.tau.q05).toBeCloseTo(g.tau.q05, 14);
			expect(summary.tau.q95).toBeCloseTo(g.tau.q95, 14);
			expect(summary.tau.mean).toBeCloseTo(g.tau.mean, 13);
			expect(summary.tau.min).toBeCloseTo(g.tau.min, 14);
			expect(matrix.models[summary.leader]).toBe(g.leader);
			expect(summary.leaderKept).toBe(g.leaderKept);
			expect(summary.maxSwing).toBeCloseTo(g.maxSwing, 14);
		});
	}
});

describe('run invariants', () => {
	it('gives identical numbers however the draws are split into chunks (worker count)', () => {
		const settings: RunSettings = { kind: 'bootstrap', fraction: 0.5, draws: 60, seed: 3 };
		const whole = fullRun('small-binary.csv', settings).table;
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 60 }), (size) => {
				const t = fullRun('small-binary.csv', settings, size).table;
				return (
					t.scores.every((v, k) => Object.is(v, whole.scores[k])) &&
					t.ranks.every((v, k) => v === whole.ranks[k]) &&
					t.tau.every((v, k) => Object.is(v, whole.tau[k]))
				);
			}),
			{ numRuns: 15 }
		);
	});

	it('zero-strength perturbation (subsample keeping every item) reproduces the reference', () => {
		for (const file of ['small-binary.csv', 'small-continuous.csv']) {
			const { reference, table, summary } = fullRun(file, {
				kind: 'subsample',
				fraction: 1,
				draws: 5,
				seed: 9
			});
			for (let d = 0; d < 5; d++) {
				const s = table.scores.subarray(
					d * reference.scores.length,
					(d + 1) * reference.scores.length
				);
				expect(Array.from(s)).toEqual(Array.from(reference.scores));
				expect(table.tau[d]).toBeCloseTo(1, 14); // scipy's arithmetic: x / sqrt(a) / sqrt(a)
			}
			expect(summary.leaderKept).toBe(1);
			expect(summary.maxSwing).toBe(0);
		}
	});

	it('a bootstrap at strength 0 reproduces the reference; at strength 1 it is the classic one', () => {
		for (const file of ['small-binary.csv', 'small-continuous.csv']) {
			const base = { kind: 'bootstrap' as const, fraction: 1, draws: 5, seed: 9 };
			const { reference, table, summary } = fullRun(file, { ...base, strength: 0 });
			const M = reference.scores.length;
			for (let d = 0; d < 5; d++) {
				expect(Array.from(table.scores.subarray(d * M, (d + 1) * M))).toEqual(
					Array.from(reference.scores)
				);
			}
			expect(summary.leaderKept).toBe(1);
			expect(summary.maxSwing).toBe(0);
			const classic = fullRun(file, base).table;
			const one = fullRun(file, { ...base, strength: 1 }).table;
			expect(Array.from(one.scores)).toEqual(Array.from(classic.scores));
		}
	});

	it('a partial bootstrap moves scores less than the classic one: narrower 95% intervals', () => {
		// (Was an end-to-end check on the built-in sample, tests/e2e/perturbations.spec.ts.)
		for (const file of ['small-binary.csv', 'small-continuous.csv']) {
			const base = { kind: 'bootstrap' as const, fraction: 1, draws: 100, seed: 5 };
			const width = (strength: number) =>
				fullRun(file, { ...base, strength }).summary.models.reduce(
					(a, m) => a + (m.q975 - m.q025),
					0
				);
			const [none, partial, full] = [0, 0.3, 1].map(width);
			expect(none).toBe(0);
			expect(partial).toBeGreaterThan(0);
			expect(partial).toBeLessThan(full);
		}
	});

	it('a partial bootstrap resamples about a share s of the slots; weights sum to n', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 300 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				fc.nat(),
				fc.nat(1000),
				(n, strength, seed, d) => {
					const w = drawWeights(
						n,
						{ kind: 'bootstrap', fraction: 1, strength },
						seed,
						d,
						drawScratch(n)
					);
					return w.reduce((a, b) => a + b, 0) === n;
				}
			)
		);
		// An item is left out when its own slot is resampled (s) and no resampled slot draws it
		// (about exp(-s) for large n): a share of about s * exp(-s).
		const n = 20_000;
		const w = drawWeights(
			n,
			{ kind: 'bootstrap', fraction: 1, strength: 0.5 },
			4,
			0,
			drawScratch(n)
		);
		const out = w.reduce((a, x) => a + (x === 0 ? 1 : 0), 0) / n;
		expect(out).toBeGreaterThan(0.5 * Math.exp(-0.5) - 0.02);
		expect(out).toBeLessThan(0.5 * Math.exp(-0.5) + 0.02);
	});

	it('the same seed gives the same run; another seed a different one', () => {
		const s: RunSettings = { kind: 'subsample', fraction: 0.5, draws: 20, seed: 5 };
		const a = fullRun('small-continuous.csv', s).table.tau;
		const b = fullRun('small-continuous.csv', s).table.tau;
		const c = fullRun('small-continuous.csv', { ...s, seed: 6 }).table.tau;
		expect(Array.from(a)).toEqual(Array.from(b));
		expect(Array.from(a)).not.toEqual(Array.from(c));
	});
});
