/**
 * The noise floor (src/core/stats/noise-floor.ts) against numpy/scipy on the shipped samples and,
 * when ../shared/real is present, on ImageNetV2 (scripts/golden/make_noise_floor_golden.py
 * re-draws the same resamples from the app's generator definitions), plus its invariants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeReference, emptyDrawTable, placeChunk } from '../../../../src/core/run.ts';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { clustersFromLabels, clustersFromMeta } from '../../../../src/core/stats/clusters.ts';
import {
	floorFromParts,
	floorPairs,
	floorParts,
	joinFloorParts,
	noiseFloor,
	noiseFloorDraws,
	noiseFloorSE,
	summarizeNoiseFloor,
	type FloorSpread,
	type NoiseFloor
} from '../../../../src/core/stats/noise-floor.ts';
import { HAVE_REAL, NO_REAL_MESSAGE } from '../../helpers.ts';
import {
	goldenCaseMatrix,
	noiseGolden,
	type GoldenFloor,
	type GoldenSpread
} from './noise-golden.ts';
import { close } from './stats-golden.ts';

function expectSpread(ours: FloorSpread, theirs: GoldenSpread, what: string) {
	expect(close(ours.q05, theirs.q05), `${what} q05`).toBe(true);
	expect(close(ours.median, theirs.median), `${what} median`).toBe(true);
	expect(close(ours.q95, theirs.q95), `${what} q95`).toBe(true);
	expect([ours.draws, ours.undefinedDraws], what).toEqual([theirs.draws, theirs.undefinedDraws]);
}

function expectFloor(ours: NoiseFloor, theirs: GoldenFloor, what: string) {
	expect([ours.basis, ours.seed, ours.pairs]).toEqual([theirs.basis, theirs.seed, theirs.pairs]);
	ours.scoreSE.forEach((se, m) =>
		expect(close(se, theirs.scoreSE[m]), `${what} SE ${m}`).toBe(true)
	);
	// scipy.stats.kendalltau of two resamples' scores; numpy.quantile (linear)
	expectSpread(ours.tauFloor, theirs.tauFloor, `${what} tauFloor`);
	expectSpread(ours.tauFloorVsReference, theirs.tauFloorVsReference, `${what} vs reference`);
	expect(ours.leaderFloor, `${what} leaderFloor`).toBe(theirs.leaderFloor);
	expectSpread(ours.scoreChange, theirs.scoreChange, `${what} scoreChange`);
}

describe('noiseFloor: numpy/scipy on the shipped samples', () => {
	for (const name of ['irt-leaderboard', 'pass-at-10', 'train-on-test']) {
		it(`${name}: tau floors, leader floor, SEs and score change`, async () => {
			const c = noiseGolden.cases[name];
			const matrix = await goldenCaseMatrix(name);
			expect(matrix.models).toEqual(c.models);
			const floor = noiseFloor(matrix, { seed: c.floor.seed, pairs: c.floor.pairs });
			expectFloor(floor, c.floor, name);
			if (c.clustered) {
				const clusters = clustersFromMeta(matrix, c.clustered.column);
				const f = c.clustered.floor;
				expectFloor(noiseFloor(matrix, { seed: f.seed, pairs: f.pairs, clusters }), f, name);
			}
		});
	}
});

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_REAL || !noiseGolden.cases['imagenet-v2'])('noiseFloor on ImageNetV2', () => {
	it('10,000 images x 67 models: numpy/scipy figures (seed 1, 1,000 pairs)', async () => {
		const c = noiseGolden.cases['imagenet-v2'];
		const matrix = await goldenCaseMatrix('imagenet-v2');
		const floor = noiseFloor(matrix, { seed: 1 });
		expectFloor(floor, c.floor, 'imagenet-v2');
		// the audit: two resamples ~0.957, resample vs original ~0.969
		expect(floor.tauFloor.median).toBeCloseTo(0.957, 2);
		expect(floor.tauFloorVsReference.median).toBeCloseTo(0.969, 2);
	}, 60_000);
});

/** A random small matrix: items x models cells, 0/1 or continuous, some cells missing. */
const smallMatrix = fc
	.record({
		n: fc.integer({ min: 2, max: 40 }),
		M: fc.integer({ min: 2, max: 7 }),
		binary: fc.boolean(),
		seed: fc.integer({ min: 0, max: 2 ** 32 - 1 })
	})
	.chain(({ n, M, binary, seed }) =>
		fc
			.array(
				binary ? fc.constantFrom(0, 1, 1, Number.NaN) : fc.double({ min: 0, max: 1, noNaN: true }),
				{
					minLength: n * M,
					maxLength: n * M
				}
			)
			.map((cells) => ({
				matrix: packMatrix({
					models: Array.from({ length: M }, (_, m) => `m${m}`),
					itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
					meta: { group: Array.from({ length: n }, (_, i) => `g${i % 3}`) },
					cells
				}),
				seed
			}))
	);

const ordered = (s: FloorSpread) => !(s.draws > 0) || (s.q05 <= s.median && s.median <= s.q95);

describe('noiseFloor: invariants', () => {
	it('tau floors lie in [-1, 1], q05 <= median <= q95, shares in [0, 1]', () => {
		fc.assert(
			fc.property(smallMatrix, ({ matrix, seed }) => {
				const f = noiseFloor(matrix, { seed, pairs: 20 });
				for (const s of [f.tauFloor, f.tauFloorVsReference]) {
					expect(ordered(s)).toBe(true);
					if (s.draws) expect(s.q05 >= -1 && s.q95 <= 1).toBe(true);
					expect(s.draws + s.undefinedDraws).toBe(s === f.tauFloor ? 20 : 40);
				}
				expect(ordered(f.scoreChange)).toBe(true);
				expect(f.leaderFloor >= 0 && f.leaderFloor <= 1).toBe(true);
			}),
			{ numRuns: 60 }
		);
	});

	it('is a function of the seed, and the same however the resamples are split', () => {
		fc.assert(
			fc.property(smallMatrix, fc.integer({ min: 1, max: 39 }), ({ matrix, seed }, cut) => {
				const pairs = 20;
				const whole = noiseFloor(matrix, { seed, pairs });
				expect(noiseFloor(matrix, { seed, pairs })).toEqual(whole);
				// two "workers": resamples [0, cut) and [cut, 40), placed into one table
				const reference = computeReference(matrix);
				const table = emptyDrawTable(2 * pairs, matrix.nModels);
				placeChunk(table, noiseFloorDraws(matrix, reference, { seed }, cut, 2 * pairs - cut));
				placeChunk(table, noiseFloorDraws(matrix, reference, { seed }, 0, cut));
				const split = summarizeNoiseFloor(table, reference, noiseFloorSE(matrix, null), {
					seed,
					pairs,
					basis: 'plain'
				});
				expect(split).toEqual(whole);
			}),
			{ numRuns: 40 }
		);
	});

	it('from the parts of whole-pair ranges, in any order, as from the whole table (what the workers send)', () => {
		fc.assert(
			fc.property(
				smallMatrix,
				fc.uniqueArray(fc.integer({ min: 1, max: 19 }), { maxLength: 4 }),
				({ matrix, seed }, cutPairs) => {
					const pairs = 20;
					const whole = noiseFloor(matrix, { seed, pairs });
					const reference = computeReference(matrix);
					const cuts = [0, ...cutPairs.map((c) => 2 * c).sort((a, b) => a - b), 2 * pairs];
					const parts = cuts
						.slice(1)
						.map((end, k) =>
							floorParts(
								noiseFloorDraws(matrix, reference, { seed }, cuts[k], end - cuts[k]),
								reference
							)
						)
						.reverse();
					const floor = floorFromParts(joinFloorParts(parts), noiseFloorSE(matrix, null), {
						seed,
						pairs,
						basis: 'plain'
					});
					expect(floor).toEqual(whole);
				}
			),
			{ numRuns: 40 }
		);
	});

	it('refuses a range that splits a pair, and parts with a gap', () => {
		const matrix = packMatrix({
			models: ['a', 'b'],
			itemIds: ['q1', 'q2', 'q3'],
			meta: {},
			cells: [1, 0, 1, 1, 0, 0]
		});
		const reference = computeReference(matrix);
		const odd = noiseFloorDraws(matrix, reference, { seed: 1 }, 1, 2);
		expect(() => floorParts(odd, reference)).toThrow(/whole pairs/);
		const later = floorParts(noiseFloorDraws(matrix, reference, { seed: 1 }, 2, 2), reference);
		expect(() => joinFloorParts([later])).toThrow(/from 0 are missing/);
	});

	it('the fast kernels give the plain path numbers', () => {
		fc.assert(
			fc.property(smallMatrix, ({ matrix, seed }) => {
				const fast = noiseFloor(matrix, { seed, pairs: 10 });
				const plain = noiseFloor(matrix, { seed, pairs: 10, engine: 'plain' });
				expect(fast.tauFloor).toEqual(plain.tauFloor);
				expect(fast.leaderFloor).toBe(plain.leaderFloor);
			}),
			{ numRuns: 40 }
		);
	});

	it('one item per cluster is the item bootstrap (same resamples, CR1 = plain SE)', () => {
		fc.assert(
			fc.property(smallMatrix, ({ matrix, seed }) => {
				const singletons = clustersFromLabels(matrix.itemIds);
				const plain = noiseFloor(matrix, { seed, pairs: 10 });
				const clustered = noiseFloor(matrix, { seed, pairs: 10, clusters: singletons });
				expect(clustered.basis).toBe('clustered');
				expect(clustered.tauFloor).toEqual(plain.tauFloor);
				expect(clustered.tauFloorVsReference).toEqual(plain.tauFloorVsReference);
				plain.scoreSE.forEach((se, m) =>
					expect(close(clustered.scoreSE[m], se === se ? se : null, 1e-9)).toBe(true)
				);
			}),
			{ numRuns: 30 }
		);
	});

	it('whole clusters move together: a matrix of identical items per cluster', () => {
		// two clusters of 5 identical items: each resample takes 0, 5 or 10 items of each
		const M = 3;
		const rowA = [1, 0, 1];
		const rowB = [0, 1, 1];
		const cells = [...Array(5).fill(rowA), ...Array(5).fill(rowB)].flat();
		const matrix = packMatrix({
			models: ['a', 'b', 'c'],
			itemIds: Array.from({ length: 10 }, (_, i) => `i${i}`),
			meta: { passage: [...Array(5).fill('p'), ...Array(5).fill('q')] },
			cells
		});
		const clusters = clustersFromMeta(matrix, 'passage');
		const reference = computeReference(matrix);
		const draws = noiseFloorDraws(matrix, reference, { seed: 3, clusters }, 0, 50);
		for (let d = 0; d < 50; d++) {
			const a = draws.scores[d * M];
			expect([0, 0.5, 1]).toContain(a);
		}
	});

	it('refuses a number of pairs that is not a positive whole number', () => {
		expect(() => floorPairs({ pairs: 0 })).toThrow(RangeError);
		expect(() => floorPairs({ pairs: 1.5 })).toThrow(RangeError);
		expect(floorPairs({})).toBe(1000);
	});
});
