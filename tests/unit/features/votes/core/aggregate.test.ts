import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	aggregateVotes,
	cellRowsOf,
	cellTotals,
	countsFromCells,
	localCells,
	modelVotes,
	restrictCounts
} from '../../../../../src/features/votes/core/aggregate.ts';
import {
	comparisonGroups,
	hasFiniteRatings
} from '../../../../../src/features/votes/core/groups.ts';
import {
	A_WINS,
	B_WINS,
	BOTH_BAD,
	selectVotes,
	TIE,
	voteCount,
	type Votes
} from '../../../../../src/features/votes/core/votes.ts';
import { votesOf } from '../votes-fixtures.ts';

describe('aggregateVotes: counts per (pair, outcome), once', () => {
	it('stores each pair lower index first, mirrors swapped votes, merges both kinds of tie', () => {
		const v = votesOf(3, [
			[0, 1, A_WINS],
			[1, 0, A_WINS],
			[1, 0, B_WINS],
			[0, 1, TIE],
			[1, 0, BOTH_BAD],
			[2, 1, B_WINS]
		]);
		const { counts, cells } = aggregateVotes(v);
		expect([...counts.pairA]).toEqual([0, 1]);
		expect([...counts.pairB]).toEqual([1, 2]);
		expect([...counts.winA]).toEqual([2, 1]);
		expect([...counts.winB]).toEqual([1, 0]);
		expect([...counts.tie]).toEqual([2, 0]);
		expect([...cells]).toEqual([0, 1, 0, 2, 2, 3]);
		expect(counts.squares).toBeNull();
		expect([...modelVotes(counts, 'half')]).toEqual([5, 6, 1]);
		expect([...modelVotes(counts, 'drop')]).toEqual([3, 4, 1]);
	});

	it('weights sum per cell with their squares; cell totals round-trip', () => {
		const v = votesOf(2, [
			[0, 1, A_WINS],
			[0, 1, A_WINS],
			[1, 0, TIE]
		]);
		const { counts } = aggregateVotes(v, { weights: [2, 0.5, 3] });
		expect([...counts.winA]).toEqual([2.5]);
		expect([...counts.squares!.winA]).toEqual([4.25]);
		expect([...counts.tie]).toEqual([3]);
		expect(countsFromCells(counts, cellTotals(counts)).winA).toEqual(counts.winA);
	});

	it('the counts do not depend on the order of the votes', () => {
		const vote = fc.tuple(fc.nat(5), fc.nat(5), fc.nat(3)).filter(([a, b]) => a !== b);
		fc.assert(
			fc.property(fc.array(vote, { minLength: 1, maxLength: 60 }), fc.nat(), (t, seed) => {
				const shuffled = [...t].sort(
					(x, y) =>
						((x[0] * 7 + x[1] * 3 + x[2] + seed) % 11) - ((y[0] * 7 + y[1] * 3 + y[2] + seed) % 11)
				);
				const key = (v: Votes) => {
					const { counts } = aggregateVotes(v);
					const out: Record<string, number[]> = {};
					counts.pairA.forEach((a, p) => {
						out[`${a}-${counts.pairB[p]}`] = [counts.winA[p], counts.winB[p], counts.tie[p]];
					});
					return out;
				};
				expect(key(votesOf(6, shuffled))).toEqual(key(votesOf(6, t)));
			})
		);
	});

	it('restricts to a group, maps votes to its cells and lists their rows in file order', () => {
		const v = votesOf(4, [
			[2, 3, A_WINS],
			[0, 1, A_WINS],
			[3, 2, B_WINS],
			[1, 0, TIE]
		]);
		const { counts, cells } = aggregateVotes(v);
		const sub = restrictCounts(counts, [2, 3]);
		expect(sub.nModels).toBe(2);
		expect([...sub.winA]).toEqual([2]);
		const local = localCells(counts, [2, 3], cells);
		expect([...local]).toEqual([0, -1, 0, -1]);
		expect(cellRowsOf(local, v.row, 3)).toEqual([[0, 2], [], []]);
	});

	it('selects votes with their rows and columns', () => {
		const v: Votes = {
			...votesOf(2, [
				[0, 1, A_WINS],
				[1, 0, B_WINS]
			]),
			columns: [{ name: 'judge', levels: ['x', 'y'], codes: Int32Array.from([1, 0]) }]
		};
		const s = selectVotes(v, [0, 1]);
		expect(voteCount(s)).toBe(1);
		expect([...s.row]).toEqual([1]);
		expect([...s.columns[0].codes]).toEqual([0]);
	});
});

describe('comparison groups and finite ratings (Zermelo 1929; Ford 1957)', () => {
	it('finds disconnected groups, largest first; a pair that only tied does not link under drop', () => {
		const v = votesOf(5, [
			[0, 1, A_WINS],
			[1, 2, B_WINS],
			[3, 4, TIE],
			[0, 2, TIE]
		]);
		const { counts } = aggregateVotes(v);
		expect(comparisonGroups(counts, 'half').map((g) => g.models)).toEqual([
			[0, 1, 2],
			[3, 4]
		]);
		expect(comparisonGroups(counts, 'drop').map((g) => g.models)).toEqual([[0, 1, 2]]);
	});

	it('ratings are finite only when no part of the group wins every vote against the rest', () => {
		const cycle = aggregateVotes(
			votesOf(3, [
				[0, 1, A_WINS],
				[1, 2, A_WINS],
				[2, 0, A_WINS]
			])
		).counts;
		expect(hasFiniteRatings(cycle, 'half')).toBe(true);
		const chain = aggregateVotes(
			votesOf(3, [
				[0, 1, A_WINS],
				[1, 2, A_WINS],
				[1, 2, B_WINS]
			])
		).counts;
		expect(hasFiniteRatings(chain, 'half')).toBe(false);
		const tied = aggregateVotes(
			votesOf(2, [
				[0, 1, A_WINS],
				[0, 1, TIE]
			])
		).counts;
		expect(hasFiniteRatings(tied, 'half')).toBe(true);
		expect(hasFiniteRatings(tied, 'drop')).toBe(false);
	});
});
