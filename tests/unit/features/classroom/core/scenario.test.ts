import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	itemAnswers,
	OPTIONS,
	plantBrokenItems
} from '../../../../../src/features/classroom/core/broken-items.ts';
import { freshBand } from '../../../../../src/features/classroom/core/fresh-band.ts';
import {
	freshCells,
	freshTestSet,
	spacedAbilities
} from '../../../../../src/features/classroom/core/pool.ts';
import {
	levelWith,
	preparedMatrix,
	studiability
} from '../../../../../src/features/classroom/core/preparation.ts';
import {
	buildScenario,
	MODELS,
	SOURCE_ITEMS,
	sourceSpec,
	STREAM,
	streamSeed,
	testSetPair
} from '../../../../../src/features/classroom/core/scenario.ts';
import { itemRow } from '../../../../../src/features/items/core/model-totals.ts';
import { minRanks } from '../../../../../src/core/rank.ts';
import { computeReference } from '../../../../../src/core/run.ts';
import { generateSample } from '../../../../../src/core/sample-generator.ts';
import { packMatrix, type ScoreMatrix } from '../../../../../src/core/ScoreMatrix.ts';

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
	it('grades each model’s answer against the key: wrong keys fail the right answer, harness failures fail everyone, the rest is unchanged (fast-check)', () => {
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
					expect(planted.kinds.filter((k) => k === 'wrongKey')).toHaveLength(wrongKeys);
					const before = rows(first.matrix);
					rows(planted.matrix).forEach((row, r) => {
						const kind = kinds.get(r);
						const { key, rightAnswer, answers } = planted.answers[r];
						// The answers are the clean grades: the right answer exactly where it was a 1.
						if (kind !== 'impossible') {
							expect(Array.from(answers, (a) => (a === rightAnswer ? 1 : 0))).toEqual(before[r]);
						}
						const expected =
							kind === 'impossible'
								? before[r].map(() => 0)
								: Array.from(answers, (a) => (a === key ? 1 : 0));
						expect(row).toEqual(expected);
						if (kind === 'wrongKey') expect(key).not.toBe(rightAnswer);
						else expect(key).toBe(rightAnswer);
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
		const full = plantBrokenItems(s, first, 15, 50);
		expect(full.rows).toHaveLength(20);
		expect(full.wrongKeysMissing).toBe(0);
		expect(full.impossibleMissing).toBe(45);
	});

	it('an item’s answers belong to the item, whatever test set holds it; options are A-D', () => {
		const cells = [1, 0, 1, 0, 0, 1];
		const a = itemAnswers(3, 17, cells);
		expect(itemAnswers(3, 17, cells)).toEqual(a);
		expect(a.wrongKey).not.toBe(a.key);
		for (const [m, v] of cells.entries()) {
			expect(a.answers[m] === a.key).toBe(v === 1);
			expect(a.answers[m]).toBeGreaterThanOrEqual(0);
			expect(a.answers[m]).toBeLessThan(OPTIONS);
		}
	});
});

describe('fresh items from the pool (steps 2 and 3)', () => {
	it('are reproducible, new, and the first k items of a test set do not depend on its size', () => {
		const s = buildScenario(9);
		const a = freshTestSet(s, STREAM.sameSource, 0, 300);
		expect(freshTestSet(s, STREAM.sameSource, 0, 300).bits).toEqual(a.bits);
		const prefix = freshTestSet(s, STREAM.sameSource, 0, 100);
		expect(rows(prefix)).toEqual(rows(a).slice(0, 100));
		expect(a.models).toEqual(s.models);
		expect(a.meta.category).toHaveLength(300);
		expect(rows(freshTestSet(s, STREAM.sameSource, 1, 300))).not.toEqual(rows(a));
	});

	it('answer like the source: each model’s score on many fresh items is its score on the source, within noise', () => {
		const s = buildScenario(4);
		const fresh = computeReference(freshTestSet(s, STREAM.sameSourceLarge, 0, 8000)).scores;
		for (let m = 0; m < MODELS; m++) {
			const p = s.trueAbility[m];
			// both are samples: 8,000 fresh items and the 2,000 of the source
			const se = Math.sqrt(p * (1 - p) * (1 / 8000 + 1 / SOURCE_ITEMS));
			expect(Math.abs(fresh[m] - p), s.models[m]).toBeLessThan(4 * se);
		}
	});

	it('a harder source lowers every expected score; spacing 0 makes the models equally able', () => {
		const s = buildScenario(4);
		const usual = computeReference(freshTestSet(s, STREAM.harder, 0, 3000)).scores;
		const harder = computeReference(
			freshTestSet(s, STREAM.harder, 0, 3000, { shift: 1, spacing: 1 })
		).scores;
		// The same items and uniforms, each made harder: no answer can turn from wrong to right.
		for (let m = 0; m < MODELS; m++) expect(harder[m]).toBeLessThan(usual[m]);
		const equal = spacedAbilities(s, 0);
		for (const row of equal) expect(Array.from(row)).toEqual(Array.from(equal[0]));
		const same = spacedAbilities(s, 1);
		same.forEach((row, m) => {
			row.forEach((v, g) => expect(v).toBeCloseTo(s.theta[m] + s.skills[m][g], 12));
		});
	});

	it('the fresh-set floor’s pool holds the same answers as a fresh test set, one byte a cell', () => {
		const s = buildScenario(9);
		const options = { shift: 0.3, spacing: 0.5 };
		const matrix = freshTestSet(s, STREAM.freshBand, 0, 250, options);
		const cells = freshCells(s, STREAM.freshBand, 0, 250, options);
		expect(Array.from(cells)).toEqual(rows(matrix).flat());
	});

	it('the fresh-set floor depends on the seed, the size and the spacing alone; it falls as the models close up', () => {
		const s = buildScenario(9);
		const large = freshBand(s, 'large', 1);
		expect(large.draws + large.undefinedDraws).toBe(200);
		expect(large.q05).toBeLessThanOrEqual(large.median);
		expect(large.median).toBeLessThanOrEqual(large.q95);
		const small = freshBand(s, 'small', 1);
		// Fewer items, more noise: two small test sets agree less than two large ones.
		expect(small.median).toBeLessThan(large.median);
		// Equally able models: any ranking is noise, and two test sets agree around tau-b 0.
		const equal = freshBand(s, 'large', 0);
		expect(Math.abs(equal.median)).toBeLessThan(0.15);
		expect(equal.q05).toBeLessThan(-0.2);
		// Asked again (from the cache or afresh after other bands): the same numbers.
		for (let spacing = 0.05; spacing < 1; spacing += 0.05) freshBand(s, 'large', spacing);
		expect(freshBand(s, 'large', 1)).toEqual(large);
		expect(freshBand(buildScenario(9), 'small', 1)).toEqual(small);
	}, 60_000);
});
