import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plantBrokenItems } from '../../../src/core/classroom/broken-items.ts';
import {
	levelWith,
	preparedMatrix,
	studiability
} from '../../../src/core/classroom/preparation.ts';
import {
	buildScenario,
	MODELS,
	SOURCE_ITEMS,
	sourceSpec,
	STREAM,
	streamSeed,
	testSetPair
} from '../../../src/core/classroom/scenario.ts';
import {
	sizeCurve,
	SWEEP_DRAWS,
	SWEEP_SIZES
} from '../../../src/core/classroom/step-new-test-set.ts';
import { itemRow } from '../../../src/core/items/model-totals.ts';
import { kendallTauB } from '../../../src/core/kendall.ts';
import { subsamplePair } from '../../../src/core/perturbations/size-sweep.ts';
import { minRanks } from '../../../src/core/rank.ts';
import {
	computeReference,
	emptyDrawTable,
	placeChunk,
	prepareRun,
	runChunk
} from '../../../src/core/run.ts';
import { generateSample } from '../../../src/core/sample-generator.ts';
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { weightedScores } from '../../../src/core/scores.ts';

function rows(matrix: ScoreMatrix): number[][] {
	return Array.from({ length: matrix.nItems }, (_, i) =>
		Array.from(itemRow(matrix, i, new Float64Array(matrix.nModels)))
	);
}

describe('the classroom scenario', () => {
	it('is the seeded generator’s sample, unchanged, with true ability = the score on the source', () => {
		const s = buildScenario(42);
		const direct = packMatrix(generateSample(sourceSpec(42)));
		expect(s.source.bits).toEqual(direct.bits);
		expect(s.source.models).toEqual(direct.models);
		expect([s.source.nItems, s.source.nModels]).toEqual([SOURCE_ITEMS, MODELS]);
		expect(s.trueAbility).toEqual(computeReference(direct).scores);
		expect(s.trueRanks).toEqual(minRanks(s.trueAbility));
		expect(s.trueRanks[s.trueOrder[0]]).toBe(1);
		expect(buildScenario(42)).toBe(s); // kept for the next step
	});

	it('derives distinct streams from one seed', () => {
		const seeds = Object.values(STREAM).map((k) => streamSeed(7, k));
		expect(new Set([...seeds, 7]).size).toBe(seeds.length + 1);
	});

	it('draws two disjoint test sets of k source items; a redraw changes the items, not the models', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 20 }),
				fc.integer({ min: 10, max: SOURCE_ITEMS / 2 }),
				fc.integer({ min: 0, max: 1000 }),
				(seed, k, draw) => {
					const s = buildScenario(seed);
					const { first, second } = testSetPair(s, k, draw);
					expect(first.items).toHaveLength(k);
					expect(second.items).toHaveLength(k);
					const a = new Set(first.items);
					for (const i of second.items) expect(a.has(i)).toBe(false);
					expect([...first.items]).toEqual([...first.items].sort((x, y) => x - y));
					const source = rows(s.source);
					expect(rows(first.matrix)).toEqual(Array.from(first.items, (i) => source[i]));
					expect(first.matrix.models).toEqual(s.models);
					const again = testSetPair(s, k, draw);
					expect(again.first.items).toEqual(first.items);
					expect(testSetPair(s, k, draw + 1).first.items).not.toEqual(first.items);
				}
			),
			{ numRuns: 25 }
		);
		expect(() => testSetPair(buildScenario(1), SOURCE_ITEMS / 2 + 1, 0)).toThrow(RangeError);
	});
});

describe('preparation', () => {
	it('answers right every item whose studiability is below the model’s level (brute force)', () => {
		const s = buildScenario(3);
		const { first } = testSetPair(s, 60, 0);
		const u = studiability(s);
		const before = rows(first.matrix);
		fc.assert(
			fc.property(
				fc.array(fc.double({ min: 0, max: 0.95, noNaN: true }), {
					minLength: MODELS,
					maxLength: MODELS
				}),
				(levels) => {
					const after = rows(preparedMatrix(first, u, levels));
					after.forEach((row, r) =>
						row.forEach((v, m) => {
							const ui = u[first.items[r]];
							expect(v).toBe(before[r][m] === 1 || ui < levels[m] ? 1 : 0);
						})
					);
				}
			),
			{ numRuns: 30 }
		);
	});

	it('does nothing at level 0, saturates at the common level, rejects levels outside [0, 1)', () => {
		const s = buildScenario(3);
		const { first } = testSetPair(s, 60, 0);
		const u = studiability(s);
		expect(preparedMatrix(first, u, new Float64Array(MODELS))).toBe(first.matrix);
		expect(Array.from(levelWith([0, 0.3, 0.8], 0.5))).toEqual([0.5, 0.5, 0.8]);
		expect(() => preparedMatrix(first, u, new Float64Array(MODELS).fill(1))).toThrow(RangeError);
		expect(() => preparedMatrix(first, u, [0.1])).toThrow(RangeError);
	});

	it('gives every item one studiability in [0, 1), whatever test set holds it', () => {
		const u = studiability(buildScenario(5));
		expect(u).toHaveLength(SOURCE_ITEMS);
		for (const x of u) expect(x >= 0 && x < 1).toBe(true);
		expect(studiability(buildScenario(5))).toEqual(u);
	});
});

describe('planted broken items', () => {
	it('reverses the wrong-keyed rows, zeroes the impossible ones and leaves the rest (fast-check)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 30 }),
				fc.integer({ min: 0, max: 12 }),
				fc.integer({ min: 0, max: 12 }),
				(seed, wrongKeys, impossible) => {
					const s = buildScenario(seed);
					const { first } = testSetPair(s, 120, 1);
					const planted = plantBrokenItems(s, first, wrongKeys, impossible);
					const kinds = new Map(Array.from(planted.rows, (r, j) => [r, planted.kinds[j]]));
					expect(kinds.size).toBe(planted.rows.length);
					expect(planted.kinds.filter((k) => k === 'impossible')).toHaveLength(impossible);
					expect(planted.kinds.filter((k) => k === 'wrongKey')).toHaveLength(
						wrongKeys - planted.wrongKeysMissing
					);
					const before = rows(first.matrix);
					rows(planted.matrix).forEach((row, r) => {
						const kind = kinds.get(r);
						const expected = before[r].map((v) =>
							kind === 'wrongKey' ? 1 - v : kind === 'impossible' ? 0 : v
						);
						expect(row).toEqual(expected);
					});
					const again = plantBrokenItems(s, first, wrongKeys, impossible);
					expect(again.rows).toEqual(planted.rows);
				}
			),
			{ numRuns: 25 }
		);
	});

	it('plants what the test set allows and says what is missing', () => {
		const s = buildScenario(1);
		const { first } = testSetPair(s, 20, 0);
		const planted = plantBrokenItems(s, first, 20, 0);
		expect(planted.wrongKeysMissing).toBeGreaterThan(0);
		expect(planted.rows.length + planted.wrongKeysMissing).toBe(20);
		const full = plantBrokenItems(s, first, 15, 50);
		expect(full.rows).toHaveLength(20);
		expect(full.impossibleMissing).toBe(15 - full.wrongKeysMissing + 50 - 20);
	});
});

describe('the size curve is the engine’s size sweep', () => {
	it('pairs each sweep draw with the continuation of its own shuffle, whatever the chunks', () => {
		const s = buildScenario(11);
		const source = s.source;
		const M = source.nModels;
		const prepared = prepareRun(source, {
			kind: 'sizeSweep',
			sizes: SWEEP_SIZES,
			drawsPerSize: SWEEP_DRAWS
		});
		const seed = streamSeed(11, STREAM.sweep);
		const draws = SWEEP_SIZES.length * SWEEP_DRAWS;
		const whole = emptyDrawTable(draws, M, true);
		placeChunk(whole, runChunk(source, prepared, seed, 0, draws, 'plain'));
		const chunked = emptyDrawTable(draws, M, true);
		for (const [start, count] of [
			[0, 77],
			[77, 100],
			[177, draws - 177]
		]) {
			placeChunk(chunked, runChunk(source, prepared, seed, start, count));
		}
		expect(chunked.scores).toEqual(whole.scores);
		expect(chunked.replicationTau).toEqual(whole.replicationTau);

		const a = new Uint32Array(source.nItems);
		const b = new Uint32Array(source.nItems);
		for (let d = 0; d < draws; d += 7) {
			const k = SWEEP_SIZES[Math.floor(d / SWEEP_DRAWS)];
			subsamplePair(source.nItems, k, seed, d, a, b);
			const sa = weightedScores(source, a, new Float64Array(M));
			const sb = weightedScores(source, b, new Float64Array(M));
			expect(Array.from(sa)).toEqual(Array.from(whole.scores.subarray(d * M, (d + 1) * M)));
			expect(kendallTauB(sa, sb)).toBe(whole.replicationTau![d]);
		}
		const curve = sizeCurve(s);
		expect(curve.map((r) => r.k)).toEqual(SWEEP_SIZES);
		expect(sizeCurve(s)).toBe(curve); // kept: it depends on the seed only
	});
});
