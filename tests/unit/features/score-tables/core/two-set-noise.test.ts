/**
 * Two test sets against noise (src/features/score-tables/core/two-set-*.ts): noise units, residuals from the
 * probit line against their sampling SE, and the noise floor, pinned to numpy/scipy on synthetic
 * cases and, when ../shared/real is present, on ImageNet vs ImageNetV2
 * (scripts/golden/make_two_test_sets_golden.py re-draws the same resamples and redraws).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_CONDITION,
	type ScoreTable
} from '../../../../../src/features/score-tables/core/ScoreTable.ts';
import { modelColumn } from '../../../../../src/core/stats/columns.ts';
import { noiseFloor } from '../../../../../src/core/stats/noise-floor.ts';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import {
	itemsSide,
	matrixOfModels
} from '../../../../../src/features/score-tables/core/two-set-items.ts';
import {
	chunkedNoiseFloor,
	independentFloor,
	tauAgainstFloor,
	type TwoSetFloor
} from '../../../../../src/features/score-tables/core/two-set-floor.ts';
import {
	binomialStandardError,
	sideErrors,
	twoSetNoise
} from '../../../../../src/features/score-tables/core/two-set-noise.ts';
import {
	floorRequest,
	NO_NOISE_INPUTS,
	setErrors
} from '../../../../../src/features/score-tables/core/two-set-measure.ts';
import { accuracyOnTheLine } from '../../../../../src/features/score-tables/core/two-test-sets.ts';
import {
	twoTestSetResults,
	twoTestSets
} from '../../../../../src/features/score-tables/core/results.ts';
import { TwoTestSetResultsSchema } from '../../../../../src/features/score-tables/schemas/score-table.ts';
import { close } from '../golden.ts';
import { expectFloor, expectNoise, twoSetGolden } from '../two-set-golden.ts';

function tableOf(original: number[], updated: number[], se?: [number[], number[]]): ScoreTable {
	const M = original.length;
	const scores = new Float64Array(2 * M);
	const stderr = se ? new Float64Array(2 * M) : null;
	for (let m = 0; m < M; m++) {
		scores[2 * m] = original[m];
		scores[2 * m + 1] = updated[m];
		if (stderr && se) {
			stderr[2 * m] = se[0][m];
			stderr[2 * m + 1] = se[1][m];
		}
	}
	return {
		models: original.map((_, m) => `m${m}`),
		benchmarks: ['original', 'new'],
		conditions: [{ name: DEFAULT_CONDITION, scores, stderr }]
	};
}

const COLUMNS = { original: 'original', new: 'new' } as const;

describe('two test sets in noise units: numpy/scipy on synthetic cases', () => {
	for (const c of twoSetGolden.synthetic) {
		it(`${c.name}: per model and across models, and the independent floor`, () => {
			const table = tableOf(
				c.original,
				c.new,
				c.inputs.tableSE ? [c.seOriginal, c.seNew] : undefined
			);
			const line = twoTestSets(table, COLUMNS);
			const inputs = {
				nOriginal: c.inputs.nOriginal ?? null,
				nNew: c.inputs.nNew ?? null,
				items: null
			};
			const errors = setErrors(table, COLUMNS, line, inputs);
			expect(errors.original.source).toBe(c.inputs.tableSE ? 'table' : 'binomial');
			errors.original.se.forEach((se, m) => expect(close(se, c.seOriginal[m])).toBe(true));
			errors.new.se.forEach((se, m) => expect(close(se, c.seNew[m])).toBe(true));
			const noise = twoSetNoise(line, errors.original.se, errors.new.se);
			expectNoise(noise, c, c.name);
			expect(close(line.tau, c.tau)).toBe(true);

			const request = floorRequest(line, errors, inputs);
			expect(request?.basis).toBe('independent');
			expect(request?.side).toBe(c.independentFloor.side);
			if (request?.basis !== 'independent') return;
			const floor = independentFloor(request.scores, request.se, { seed: 1, pairs: 200 });
			expectFloor(floor, c.independentFloor, c.name);
			const full: TwoSetFloor = { ...floor, basis: 'independent', side: request.side, items: null };
			expect(tauAgainstFloor(line.tau, full)).toBe(c.tauVerdict);
		});
	}

	it('fractions and percentages give the same noise units', () => {
		const [a, b] = twoSetGolden.synthetic;
		const ua = twoSetNoise(accuracyOnTheLine(a.original, a.new), a.seOriginal, a.seNew).points.map(
			(p) => p.dropInNoiseUnits
		);
		const ub = twoSetNoise(accuracyOnTheLine(b.original, b.new), b.seOriginal, b.seNew).points.map(
			(p) => p.dropInNoiseUnits
		);
		ua.forEach((u, k) => expect(u).toBeCloseTo(ub[k], 9));
	});
});

describe('standard errors of a set', () => {
	it('prefer items, then the table, then the binomial from an item count', () => {
		const scores = [0.5, 0.9];
		const base = { scores, scale: 1 };
		expect(sideErrors(base).source).toBe('none');
		expect(sideErrors({ ...base, nItems: 100 }).source).toBe('binomial');
		expect(sideErrors({ ...base, nItems: 100 }).se[0]).toBeCloseTo(0.05, 15);
		const table = sideErrors({ ...base, nItems: 100, tableSE: [0.1, Number.NaN] });
		expect([table.source, table.items]).toEqual(['table', 100]);
		const items = sideErrors({
			...base,
			nItems: 100,
			tableSE: [0.1, 0.2],
			itemsSE: [0.01, 0.02],
			itemsCount: 2500
		});
		expect([items.source, items.items, items.se[1]]).toEqual(['items', 2500, 0.02]);
		// A table column without any standard error falls through to the item count.
		expect(sideErrors({ ...base, nItems: 4, tableSE: [Number.NaN, Number.NaN] }).source).toBe(
			'binomial'
		);
		// Scores that are not a share of items have no binomial SE.
		expect(sideErrors({ scores: [12, 30], nItems: 100, scale: null }).source).toBe('none');
	});

	it('binomial: sqrt(p (1 - p) / n) in the scores’ units', () => {
		expect(binomialStandardError(0.2, 400, 1)).toBeCloseTo(0.02, 15);
		expect(binomialStandardError(20, 400, 0.01)).toBeCloseTo(2, 13);
		expect(binomialStandardError(1.2, 400, 1)).toBeNaN();
		expect(binomialStandardError(0.2, 0, 1)).toBeNaN();
	});

	it('no standard error on either side: no noise units and no floor', () => {
		const table = tableOf([0.6, 0.7, 0.8], [0.5, 0.6, 0.75]);
		const line = twoTestSets(table, COLUMNS);
		const errors = setErrors(table, COLUMNS, line, NO_NOISE_INPUTS);
		const noise = twoSetNoise(line, errors.original.se, errors.new.se);
		expect(noise.models).toBe(0);
		expect(noise.line.models).toBe(0);
		expect(noise.dropInNoiseUnits.median).toBeNaN();
		expect(floorRequest(line, errors, NO_NOISE_INPUTS)).toBeNull();
	});
});

describe('noise units: invariants', () => {
	const sets = fc.integer({ min: 3, max: 12 }).chain((M) =>
		fc.record({
			x: fc.array(fc.double({ min: 0.05, max: 0.95, noNaN: true }), { minLength: M, maxLength: M }),
			y: fc.array(fc.double({ min: 0.05, max: 0.95, noNaN: true }), { minLength: M, maxLength: M }),
			n: fc.integer({ min: 50, max: 100_000 })
		})
	);

	it('the drop in noise units has the drop’s sign, and within + dropped + rose = models', () => {
		fc.assert(
			fc.property(sets, ({ x, y, n }) => {
				const line = accuracyOnTheLine(x, y);
				const se = (v: number[]) => v.map((p) => binomialStandardError(p, n, 1));
				const noise = twoSetNoise(line, se(x), se(y));
				noise.points.forEach((p, k) => {
					const drop = line.points[k].drop;
					if (drop !== 0) expect(Math.sign(p.dropInNoiseUnits)).toBe(Math.sign(drop));
				});
				expect(noise.within + noise.dropped + noise.rose).toBe(noise.models);
				expect(noise.line.offLine).toBeLessThanOrEqual(noise.line.models);
				if (noise.line.df > 0) expect(noise.line.pValue).toBeGreaterThanOrEqual(0);
			})
		);
	});

	it('four times the items halve every noise unit', () => {
		fc.assert(
			fc.property(sets, ({ x, y, n }) => {
				const line = accuracyOnTheLine(x, y);
				const at = (k: number) => {
					const se = (v: number[]) => v.map((p) => binomialStandardError(p, k, 1));
					return twoSetNoise(line, se(x), se(y)).points;
				};
				const a = at(n);
				const b = at(4 * n);
				a.forEach((p, k) => {
					expect(b[k].dropInNoiseUnits).toBeCloseTo(2 * p.dropInNoiseUnits, 6);
					if (p.residualInNoiseUnits === p.residualInNoiseUnits) {
						expect(b[k].residualInNoiseUnits).toBeCloseTo(2 * p.residualInNoiseUnits, 6);
					}
				});
			}),
			{ numRuns: 50 }
		);
	});
});

describe('the independent floor: invariants', () => {
	it('is a function of the seed, lies in [-1, 1] with q05 <= median <= q95', () => {
		fc.assert(
			fc.property(
				fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 9 }),
				fc.double({ min: 0, max: 0.2, noNaN: true }),
				fc.integer({ min: 0, max: 2 ** 32 - 1 }),
				(scores, s, seed) => {
					const se = scores.map(() => s);
					const a = independentFloor(scores, se, { seed, pairs: 15 });
					const b = independentFloor(scores, se, { seed, pairs: 15 });
					expect(a).toEqual(b);
					for (const f of [a.tauFloor, a.tauFloorVsReference]) {
						if (!f.draws) continue;
						expect(f.q05 <= f.median && f.median <= f.q95).toBe(true);
						expect(f.q05 >= -1 && f.q95 <= 1).toBe(true);
					}
				}
			),
			{ numRuns: 60 }
		);
	});

	it('with no noise every redraw is the reference ranking', () => {
		const f = independentFloor([0.1, 0.5, 0.3, 0.9], [0, 0, 0, 0], { seed: 3, pairs: 5 });
		expect(f.tauFloor.median).toBe(1);
		expect(f.tauFloorVsReference.q05).toBe(1);
	});

	it('tau-b against the floor of two independent sets: below its 5% quantile, above its 95%', () => {
		const spread = (q05: number, median: number, q95: number) => ({
			q05,
			median,
			q95,
			draws: 10,
			undefinedDraws: 0
		});
		const floor: TwoSetFloor = {
			basis: 'items',
			side: 'new',
			items: 100,
			models: 5,
			seed: 1,
			pairs: 10,
			tauFloor: spread(0.9, 0.95, 0.97),
			tauFloorVsReference: spread(0.93, 0.96, 0.98)
		};
		expect(tauAgainstFloor(0.89, floor)).toBe('below');
		expect(tauAgainstFloor(0.9, floor)).toBe('inside');
		expect(tauAgainstFloor(0.97, floor)).toBe('inside');
		// like with like: the 95% point of two sets, not of one set against the truth (0.98)
		expect(tauAgainstFloor(0.975, floor)).toBe('above');
		expect(tauAgainstFloor(0.99, floor)).toBe('above');
		expect(tauAgainstFloor(Number.NaN, floor)).toBeNull();
	});
});

describe('the items floor', () => {
	const matrices = fc
		.record({
			n: fc.integer({ min: 2, max: 30 }),
			M: fc.integer({ min: 2, max: 6 }),
			binary: fc.boolean(),
			seed: fc.integer({ min: 0, max: 2 ** 32 - 1 })
		})
		.chain(({ n, M, binary, seed }) =>
			fc
				.array(
					binary
						? fc.constantFrom(0, 1, 1, Number.NaN)
						: fc.double({ min: 0, max: 1, noNaN: true }),
					{ minLength: n * M, maxLength: n * M }
				)
				.map((cells) => ({
					matrix: packMatrix({
						models: Array.from({ length: M }, (_, m) => `m${m}`),
						itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
						cells
					}),
					seed
				}))
		);

	it('in chunks is noiseFloor at once, and matrixOfModels keeps each kept model’s cells', () => {
		fc.assert(
			fc.property(matrices, ({ matrix, seed }) => {
				const steps: number[] = [];
				const chunked = chunkedNoiseFloor(matrix, { seed, pairs: 120 }, (done) => steps.push(done));
				expect(chunked).toEqual(noiseFloor(matrix, { seed, pairs: 120 }));
				expect(steps).toEqual([100, 200, 240]);
				const keep = [matrix.nModels - 1, 0];
				const cut = matrixOfModels(matrix, keep);
				expect(cut.models).toEqual(keep.map((m) => matrix.models[m]));
				keep.forEach((m, k) =>
					expect(Array.from(modelColumn(cut, k))).toEqual(Array.from(modelColumn(matrix, m)))
				);
			}),
			{ numRuns: 15 }
		);
	});

	it('matches models by name and measures how far the table lies from its items', () => {
		const matrix = packMatrix({
			models: ['b', 'x', 'a'],
			itemIds: ['1', '2', '3', '4'],
			cells: [1, 0, 1, 1, 1, 0, 0, 0, 1, 1, 0, 0]
		});
		// a: 2/4 right, b: 3/4 right; the table says a 50%, b 70% (percentages), c absent.
		const side = itemsSide(['a', 'b', 'c'], [0, 1, 2], [50, 70, 40], matrix, 100);
		expect(Array.from(side.match.columnOf)).toEqual([2, 0, -1]);
		expect(side.match.models).toEqual([0, 1]);
		expect(side.match.unmatched).toBe(1);
		expect(side.mean[0]).toBeCloseTo(50, 12);
		expect(side.se[0]).toBeCloseTo(100 * Math.sqrt(1 / 3 / 4), 12); // sem of [1, 1, 0, 0]
		expect(side.se[2]).toBeNaN();
		expect(side.largestGap).toBeCloseTo(5 / side.se[1], 12);
	});
});

describe('results JSON two-test-sets@3', () => {
	it('carries the noise figures, validates, and says null where nothing was measured', () => {
		const c = twoSetGolden.synthetic[0];
		const table = tableOf(c.original, c.new);
		const line = twoTestSets(table, COLUMNS);
		const inputs = { nOriginal: 2000, nNew: 500, items: null };
		const errors = setErrors(table, COLUMNS, line, inputs);
		const noise = twoSetNoise(line, errors.original.se, errors.new.se);
		const request = floorRequest(line, errors, inputs);
		if (request?.basis !== 'independent') throw new Error('expected the independent floor');
		const floor: TwoSetFloor = {
			...independentFloor(request.scores, request.se, { seed: 1, pairs: 200 }),
			basis: 'independent',
			side: request.side,
			items: request.items
		};
		const ref = { id: 'st-1', name: 'x' };
		const json = twoTestSetResults(table, ref, COLUMNS, line, null, {
			errors,
			noise,
			floor,
			itemsDataset: null
		});
		expect(TwoTestSetResultsSchema.safeParse(json).success).toBe(true);
		expect(json.schema).toBe('perturbation-sandbox/two-test-sets@3');
		expect(json.noise.original).toEqual({ source: 'binomial', items: 2000 });
		expect(json.noise.floor).toMatchObject({ basis: 'independent', side: 'new', items: 500 });
		expect(json.noise.tauAgainstFloor).toBe(c.tauVerdict);
		expect(json.noise.line.residualSD).toBe(noise.line.residualSD);
		json.points.forEach((p, k) => {
			expect(p.dropInNoiseUnits).toBe(noise.points[k].dropInNoiseUnits);
			expect(p.onLine).toBe(c.onLine[k]);
		});
		expect(json.furthestBelow.every((b) => b.residualInNoiseUnits! < 0)).toBe(true);

		const bare = twoTestSetResults(table, ref, COLUMNS, line);
		expect(TwoTestSetResultsSchema.safeParse(bare).success).toBe(true);
		expect(bare.noise).toMatchObject({
			original: { source: 'none', items: null },
			models: 0,
			floor: null,
			tauAgainstFloor: null
		});
		expect(bare.points.every((p) => p.dropInNoiseUnits === null && p.onLine === null)).toBe(true);
	});
});
