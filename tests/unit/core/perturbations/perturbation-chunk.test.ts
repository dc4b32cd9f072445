import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import { minRanks } from '../../../../src/core/rank.ts';
import { weightedScores } from '../../../../src/core/scores.ts';
import {
	CATALOGUE,
	IMITATES,
	defaultRecipe,
	withStrength,
	zeroStrength,
	type PerturbationKind,
	type Recipe
} from '../../../../src/core/perturbations/catalogue.ts';
import {
	categoryDrawWeights,
	checkPerturbation,
	prepareRun
} from '../../../../src/core/perturbations/perturbation-chunk.ts';
import { KIND_TEXT } from '../../../../src/report/catalogue-text.ts';
import { drawLabels } from '../../../../src/report/draw-labels.ts';
import { runChunk } from '../../../../src/core/run.ts';
import {
	binary,
	continuous,
	continuousWithCategory,
	dated,
	withTrials,
	withTrialsMissing
} from './fixtures.ts';
import type { ChunkResult, PreparedRun, RunEngine } from '../../../../src/core/run-types.ts';

/** A runnable recipe of every kind, with the matrix it runs on. */
const CASES: Array<{ spec: Recipe; matrix: ScoreMatrix }> = [
	{ spec: { kind: 'bootstrap', strength: 1 }, matrix: binary },
	{ spec: { kind: 'bootstrap', strength: 0.3 }, matrix: continuous },
	{ spec: { kind: 'subsample', fraction: 0.4 }, matrix: continuous },
	{ spec: { kind: 'clusterBootstrap', column: 'category', strength: 1 }, matrix: binary },
	{ spec: { kind: 'sizeSweep', sizes: [5, 20, 60], drawsPerSize: 10 }, matrix: binary },
	{
		spec: { kind: 'dirichlet', column: 'category', concentration: 2 },
		matrix: continuousWithCategory
	},
	{ spec: { kind: 'dropCategory', column: 'category', strength: 1 }, matrix: binary },
	{ spec: { kind: 'worstCase', column: 'category', bound: 0.5 }, matrix: continuousWithCategory },
	{ spec: { kind: 'labelNoise', p: 0.1, mode: 'cell' }, matrix: binary },
	{ spec: { kind: 'labelNoise', p: 0.1, mode: 'key' }, matrix: binary },
	{ spec: { kind: 'trials', trials: 2 }, matrix: withTrials },
	{ spec: { kind: 'trials', trials: 50 }, matrix: withTrialsMissing },
	{ spec: { kind: 'difficulty', strength: 1, resample: true }, matrix: continuous },
	{ spec: { kind: 'timeSplit', column: 'created_at', cutoff: '2023-06-01' }, matrix: dated },
	{ spec: { kind: 'threshold', thresholds: [0.3, 0.5, 0.8] }, matrix: continuous },
	{
		spec: {
			kind: 'modelSet',
			method: 'bradleyTerry',
			removeShare: 0.3,
			addWeak: 2,
			weakAccuracy: 0.3
		},
		matrix: binary
	},
	{
		spec: { kind: 'modelSet', method: 'winRate', removeShare: 0.2, addWeak: 1, weakAccuracy: 0.2 },
		matrix: continuous
	}
];

function drawsOf(matrix: ScoreMatrix, spec: Recipe): number {
	return prepareRun(matrix, spec).fixedDraws ?? 12;
}

describe('catalogue', () => {
	it('covers every kind with a one-sentence description of what it imitates', () => {
		const kinds = Object.keys(CATALOGUE) as PerturbationKind[];
		expect(new Set(CASES.map((c) => c.spec.kind))).toEqual(new Set(kinds));
		for (const kind of kinds) {
			const entry = CATALOGUE[kind];
			expect(entry.kind).toBe(kind);
			expect(KIND_TEXT[kind].realWorld).toMatch(/^[A-Z].*[.?]$/);
			expect(IMITATES).toContain(entry.imitates);
			if (entry.strength) {
				const s = entry.strength;
				expect(s.default).toBeGreaterThanOrEqual(s.min);
				expect(s.default).toBeLessThanOrEqual(s.max);
				expect((defaultRecipe(kind) as unknown as Record<string, number>)[s.param]).toBe(s.default);
			} else expect(KIND_TEXT[kind].strengthNote).toBeTruthy();
		}
	});

	it('default recipes run on a matrix that has what they need', () => {
		for (const kind of Object.keys(CATALOGUE) as PerturbationKind[]) {
			let spec = defaultRecipe(kind, { sizes: [10, 60] });
			if (spec.kind === 'timeSplit') spec = { ...spec, cutoff: '2023-06-01' };
			if (spec.kind === 'threshold') spec = { ...spec, thresholds: [0.5] };
			const matrix =
				spec.kind === 'threshold' ? continuous : spec.kind === 'trials' ? withTrials : dated;
			expect(checkPerturbation(matrix, spec), kind).toEqual([]);
		}
	});
});

for (const engine of ['plain', 'auto'] as const) {
	const perturbationChunk = (
		matrix: ScoreMatrix,
		prepared: PreparedRun,
		seed: number,
		start: number,
		count: number
	): ChunkResult => runChunk(matrix, prepared, seed, start, count, engine as RunEngine);

	describe(`runChunk (${engine} path)`, () => {
		for (const { spec, matrix } of CASES) {
			const label = `${spec.kind}${'mode' in spec ? ` (${spec.mode})` : ''}${'method' in spec ? ` (${spec.method})` : ''}`;

			it(`${label}: gives identical results however the draws are split into chunks`, () => {
				const prepared = prepareRun(matrix, spec);
				const draws = drawsOf(matrix, spec);
				const whole = perturbationChunk(matrix, prepared, 42, 0, draws);
				fc.assert(
					fc.property(fc.integer({ min: 1, max: draws }), (size) => {
						for (let start = 0; start < draws; start += size) {
							const count = Math.min(size, draws - start);
							const part = perturbationChunk(matrix, prepared, 42, start, count);
							const M = matrix.nModels;
							for (let k = 0; k < count * M; k++) {
								if (!Object.is(part.scores[k], whole.scores[start * M + k])) return false;
								if (part.ranks[k] !== whole.ranks[start * M + k]) return false;
							}
							for (let k = 0; k < count; k++)
								if (!Object.is(part.tau[k], whole.tau[start + k])) return false;
						}
						return true;
					}),
					{ numRuns: 8 }
				);
			});

			it(`${label}: draws are valid (ranks from scores, tau in [-1, 1])`, () => {
				const prepared = prepareRun(matrix, spec);
				const draws = drawsOf(matrix, spec);
				const chunk = perturbationChunk(matrix, prepared, 7, 0, draws);
				const M = matrix.nModels;
				for (let d = 0; d < draws; d++) {
					const s = chunk.scores.subarray(d * M, (d + 1) * M);
					const r = chunk.ranks.subarray(d * M, (d + 1) * M);
					if (spec.kind === 'modelSet') {
						// absent models: NaN and rank 0; the others min ranks among themselves
						const present = Array.from(r, (x) => x > 0);
						const ps = s.filter((_, m) => present[m]);
						expect(Array.from(r.filter((_, m) => present[m]))).toEqual(Array.from(minRanks(ps)));
						expect(s.every((x, m) => present[m] || Number.isNaN(x))).toBe(true);
					} else expect(Array.from(r)).toEqual(Array.from(minRanks(s)));
					const t = chunk.tau[d];
					if (!Number.isNaN(t)) {
						expect(t).toBeGreaterThanOrEqual(-1);
						expect(t).toBeLessThanOrEqual(1);
					}
				}
			});

			const zero = zeroStrength(spec);
			if (zero) {
				it(`${label}: zero strength reproduces the reference exactly`, () => {
					const prepared = prepareRun(matrix, zero);
					const reference =
						zero.kind === 'modelSet'
							? prepared.reference.scores
							: weightedScores(matrix, null, new Float64Array(matrix.nModels));
					expect(prepared.reference.scores).toEqual(reference);
					const draws = Math.min(drawsOf(matrix, zero), 6);
					const chunk = perturbationChunk(matrix, prepared, 3, 0, draws);
					const M = matrix.nModels;
					for (let d = 0; d < draws; d++) {
						expect(chunk.scores.subarray(d * M, (d + 1) * M)).toEqual(reference);
						// kendallTauB(x, x) is 1 up to scipy's rounding of (a / sqrt(a)) / sqrt(a) with ties
						expect(chunk.tau[d]).toBe(kendallTauB(reference, reference));
						expect(Array.from(chunk.ranks.subarray(d * M, (d + 1) * M))).toEqual(
							Array.from(minRanks(reference))
						);
					}
				});
			}
		}

		it('size sweep at k = n reproduces the reference', () => {
			const spec: Recipe = { kind: 'sizeSweep', sizes: [binary.nItems], drawsPerSize: 3 };
			const chunk = perturbationChunk(binary, prepareRun(binary, spec), 1, 0, 3);
			expect(Array.from(chunk.tau)).toEqual([1, 1, 1]);
		});

		it('mean-score model-set draws keep the reference order of the kept models (tau 1 up to rounding)', () => {
			const spec: Recipe = {
				kind: 'modelSet',
				method: 'mean',
				removeShare: 0.4,
				addWeak: 3,
				weakAccuracy: 0.2
			};
			const chunk = perturbationChunk(binary, prepareRun(binary, spec), 5, 0, 20);
			expect(Array.from(chunk.tau).every((t) => t > 1 - 1e-15 && t <= 1)).toBe(true);
		});
	});
}

describe('prepareRun', () => {
	it('fixes the number of draws where the recipe does, labels them, and refuses more', () => {
		const drop = prepareRun(binary, {
			kind: 'dropCategory',
			column: 'category',
			strength: 1
		});
		expect(drop.fixedDraws).toBe(3);
		expect(drop.variants).toEqual([
			{ kind: 'withoutCategory', category: 'easy', share: 1 },
			{ kind: 'withoutCategory', category: 'hard', share: 1 },
			{ kind: 'withoutCategory', category: 'mid', share: 1 }
		]);
		expect(drawLabels(drop)).toEqual(['without "easy"', 'without "hard"', 'without "mid"']);
		expect(() => runChunk(binary, drop, 1, 2, 2)).toThrow(/3 draws/);
		const cw = [0, 1, 2].flatMap((d) =>
			Array.from(categoryDrawWeights(drop, 1, d, new Float64Array(3)))
		);
		expect(cw).toEqual([0, 1, 1, 1, 0, 1, 1, 1, 0]);
		const split = prepareRun(dated, {
			kind: 'timeSplit',
			column: 'created_at',
			cutoff: '2023-06-01'
		});
		expect(split.variants?.map((v) => v.kind)).toEqual(['before', 'from']);
		expect(drawLabels(split)).toEqual(['before 2023-06-01', 'from 2023-06-01']);
		const thresholds = prepareRun(continuous, {
			kind: 'threshold',
			thresholds: [0.3, 0.7]
		});
		expect(thresholds.variants).toEqual([
			{ kind: 'threshold', value: 0.3 },
			{ kind: 'threshold', value: 0.7 }
		]);
		const shift = prepareRun(binary, { kind: 'difficulty', strength: 1, resample: false });
		expect(shift.fixedDraws).toBe(1);
		expect(shift.variants?.[0].kind).toBe('difficultyShift');
		expect(shift.difficulty?.requested).toBe(1);
		const boot = prepareRun(binary, { kind: 'bootstrap', strength: 1 });
		expect([boot.fixedDraws, boot.variants, boot.steps, boot.difficulty]).toEqual([
			null,
			null,
			null,
			null
		]);
	});

	it('explains what is wrong with a recipe instead of running it', () => {
		expect(checkPerturbation(continuous, { kind: 'labelNoise', p: 0.1, mode: 'cell' })).toEqual([
			{ code: 'valueType', kind: 'labelNoise', needs: 'binary', has: 'continuous' }
		]);
		expect(
			checkPerturbation(binary, { kind: 'dirichlet', column: 'topic', concentration: 1 })[0]
		).toMatchObject({ code: 'metaColumn', column: 'topic', known: ['category'] });
		expect(
			checkPerturbation(dated, { kind: 'timeSplit', column: 'created_at', cutoff: 'soon' })
		).toEqual([{ code: 'cutoff', cutoff: 'soon' }]);
		expect(() => prepareRun(binary, { kind: 'worstCase', column: 'category', bound: 1 })).toThrow(
			RangeError
		);
	});

	it('withStrength sets the strength field; zeroStrength is null for kinds without one', () => {
		expect(withStrength({ kind: 'labelNoise', p: 0.1, mode: 'key' }, 0.2)).toEqual({
			kind: 'labelNoise',
			p: 0.2,
			mode: 'key'
		});
		expect(zeroStrength({ kind: 'threshold', thresholds: [0.5] })).toBeNull();
		expect(zeroStrength({ kind: 'bootstrap', strength: 0.7 })).toEqual({
			kind: 'bootstrap',
			strength: 0
		});
		expect(
			zeroStrength({
				kind: 'modelSet',
				method: 'winRate',
				removeShare: 0.3,
				addWeak: 2,
				weakAccuracy: 0.2
			})
		).toEqual({
			kind: 'modelSet',
			method: 'winRate',
			removeShare: 0,
			addWeak: 0,
			weakAccuracy: 0.2
		});
	});
});
