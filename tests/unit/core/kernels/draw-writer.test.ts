import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DrawWriter } from '../../../../src/core/kernels/draw-writer.ts';
import { kendallTauB } from '../../../../src/core/kendall.ts';
import { minRanks } from '../../../../src/core/rank.ts';

/** Scores with many exact ties, NaN, negative values and -0 (a few levels, or any doubles). */
const scores = (minModels: number, maxModels: number) =>
	fc
		.record({
			M: fc.integer({ min: minModels, max: maxModels }),
			seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
			levels: fc.constantFrom(1, 3, 40, 0),
			nan: fc.constantFrom(0, 0.02, 1)
		})
		.map(({ M, seed, levels, nan }) => {
			let x = seed;
			const u = () => {
				x = (Math.imul(x, 1103515245) + 12345) >>> 0;
				return x / 2 ** 32;
			};
			const special = [0, -0, -1e-300, 1e300, -1.5, 5e-324];
			return Float64Array.from({ length: M }, () => {
				if (u() < nan) return Number.NaN;
				if (u() < 0.05) return special[Math.floor(u() * special.length)];
				return levels ? Math.floor(u() * levels) / levels - 0.3 : (u() - 0.5) * 2 ** (u() * 40);
			});
		});

function check(reference: Float64Array, s: Float64Array) {
	const M = s.length;
	const out = new DrawWriter({ scores: reference }, 1);
	out.row(0).set(s);
	out.fromScores(0);
	expect(Array.from(out.ranks.subarray(0, M))).toEqual(Array.from(minRanks(s)));
	expect(Object.is(out.tau[0], kendallTauB(reference, s))).toBe(true);
}

describe('DrawWriter.fromScores', () => {
	it('gives minRanks and kendallTauB of any scores (sort path, few models)', () => {
		fc.assert(
			fc.property(scores(1, 200), scores(1, 1), (s, r) => {
				check(
					Float64Array.from(s, (_, m) => (m * 7919) % 13 || r[0]),
					s
				);
			}),
			{ numRuns: 200 }
		);
	});

	it('gives minRanks and kendallTauB of any scores (hash path, 256 models and more)', () => {
		fc.assert(
			fc.property(scores(512, 1500), (s) => {
				check(
					Float64Array.from(s, (_, m) => (m * 7919) % 37),
					s
				);
			}),
			{ numRuns: 60 }
		);
	});
});
