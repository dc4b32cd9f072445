import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateVotes } from '../../../../../src/features/votes/core/aggregate.ts';
import { POINTS_PER_NAT } from '../../../../../src/features/votes/core/bradley-terry.ts';
import { fitGroup, type GroupFit } from '../../../../../src/features/votes/core/group-fit.ts';
import {
	A_WINS,
	B_WINS,
	BOTH_BAD,
	TIE,
	type Votes
} from '../../../../../src/features/votes/core/votes.ts';
import { votesOf } from '../votes-fixtures.ts';

const MIRROR = [B_WINS, A_WINS, TIE, BOTH_BAD];

/** Votes among K models in which every pair met and went both ways (finite ratings), plus `extra`. */
function arbitraryVotes(K: number) {
	const base: [number, number, number][] = [];
	for (let a = 0; a < K; a++) {
		for (let b = a + 1; b < K; b++) base.push([a, b, A_WINS], [a, b, B_WINS]);
	}
	const vote = fc
		.tuple(fc.nat(K - 1), fc.nat(K - 1), fc.constantFrom(A_WINS, B_WINS, TIE, BOTH_BAD))
		.filter(([a, b]) => a !== b);
	return fc.array(vote, { maxLength: 80 }).map((extra) => [...base, ...extra]);
}

function fitOf(v: Votes, anchor: number | null, l2 = 0): GroupFit {
	const fit = fitGroup(aggregateVotes(v).counts, { tieRule: 'half', l2 }, anchor);
	if (typeof fit === 'string') throw new Error(fit);
	return fit;
}

describe('Bradley-Terry fit: invariants', () => {
	it('the ratings do not depend on the order of the votes or on which side is a', () => {
		fc.assert(
			fc.property(arbitraryVotes(4), fc.nat(), (t, seed) => {
				const reordered = t
					.map((x, k) => [x, (k * 7919 + seed) % t.length] as const)
					.sort((x, y) => x[1] - y[1])
					.map(([x]) => x);
				const swapped = reordered.map(([a, b, o]) => [b, a, MIRROR[o]] as const);
				const r0 = fitOf(votesOf(4, t), 0).ratings;
				const r1 = fitOf(votesOf(4, swapped), 0).ratings;
				r0.forEach((r, m) => expect(r1[m]).toBeCloseTo(r, 8));
			}),
			{ numRuns: 50 }
		);
	});

	it('another anchor shifts every rating by the same amount and puts it at 1000', () => {
		fc.assert(
			fc.property(arbitraryVotes(5), fc.nat(4), (t, anchor) => {
				const r0 = fitOf(votesOf(5, t), 0).ratings;
				const r1 = fitOf(votesOf(5, t), anchor).ratings;
				expect(r1[anchor]).toBe(1000);
				const shift = r1[0] - r0[0];
				r0.forEach((r, m) => expect(r1[m] - r).toBeCloseTo(shift, 7));
			}),
			{ numRuns: 50 }
		);
	});

	it('the fit solves the score equations: each model wins as many votes as the model expects', () => {
		fc.assert(
			fc.property(arbitraryVotes(4), (t) => {
				const fit = fitOf(votesOf(4, t), 1);
				const K = 4;
				const expected = new Float64Array(K);
				const actual = new Float64Array(K);
				for (const [a, b, o] of t) {
					const p = 1 / (1 + Math.exp((fit.ratings[b] - fit.ratings[a]) / POINTS_PER_NAT));
					expected[a] += p;
					expected[b] += 1 - p;
					const y = o === A_WINS ? 1 : o === B_WINS ? 0 : 0.5;
					actual[a] += y;
					actual[b] += 1 - y;
				}
				for (let m = 0; m < K; m++) expect(expected[m]).toBeCloseTo(actual[m], 8);
			}),
			{ numRuns: 50 }
		);
	});

	it('a penalty pulls the ratings towards 1000 and keeps their order', () => {
		const t: [number, number, number][] = [
			[0, 1, A_WINS],
			[0, 1, A_WINS],
			[0, 1, B_WINS],
			[1, 2, A_WINS],
			[1, 2, B_WINS],
			[1, 2, A_WINS]
		];
		const plain = fitOf(votesOf(3, t), null);
		const penalised = fitOf(votesOf(3, t), null, 5);
		expect(penalised.ratings[0]).toBeGreaterThan(penalised.ratings[1]);
		expect(penalised.ratings[1]).toBeGreaterThan(penalised.ratings[2]);
		expect(penalised.ratings[0] - penalised.ratings[2]).toBeLessThan(
			plain.ratings[0] - plain.ratings[2]
		);
	});

	it('names why a group has no finite ratings', () => {
		const unbounded = votesOf(2, [[0, 1, A_WINS]]);
		expect(fitGroup(aggregateVotes(unbounded).counts, { tieRule: 'half', l2: 0 }, 0)).toBe(
			'unbounded'
		);
		expect(
			typeof fitGroup(aggregateVotes(unbounded).counts, { tieRule: 'half', l2: 0.5 }, null)
		).toBe('object');
		const apart = votesOf(4, [
			[0, 1, A_WINS],
			[1, 0, A_WINS],
			[2, 3, A_WINS],
			[3, 2, A_WINS]
		]);
		expect(fitGroup(aggregateVotes(apart).counts, { tieRule: 'half', l2: 0 }, 0)).toBe(
			'not-connected'
		);
	});
});
