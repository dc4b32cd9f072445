import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minRanks } from '../../../../src/core/rank.ts';
import { averageRanks, averageRanksOfMinRanks } from '../../../../src/core/stats/agreement.ts';

/** Average ranks by their definition: 1 + (values below) + (other values equal) / 2, NaN lowest. */
function bruteAverageRanks(values: readonly number[]): number[] {
	const key = (v: number) => (v === v ? v : Number.NEGATIVE_INFINITY);
	return values.map((v) => {
		let below = 0;
		let equal = 0;
		for (const w of values) {
			if (key(w) < key(v)) below++;
			else if (key(w) === key(v)) equal++;
		}
		return below + (equal + 1) / 2;
	});
}

/** Scores with ties (few distinct values) and now and then a NaN. */
const scores = fc.array(
	fc.oneof(
		fc.constantFrom(0, 0.25, 0.5, 1, Number.NaN),
		fc.double({ min: -1, max: 1, noNaN: true })
	),
	{ minLength: 1, maxLength: 60 }
);

describe('average ranks', () => {
	it('averageRanks equals the definition (ties share the mean position, NaN lowest)', () => {
		fc.assert(
			fc.property(scores, (v) => {
				expect(Array.from(averageRanks(v))).toEqual(bruteAverageRanks(v));
			}),
			{ numRuns: 200 }
		);
	});

	it('averageRanksOfMinRanks(minRanks(scores)) equals averageRanks(scores)', () => {
		fc.assert(
			fc.property(scores, (v) => {
				expect(averageRanksOfMinRanks(minRanks(v))).toEqual(averageRanks(v));
			}),
			{ numRuns: 200 }
		);
	});
});
