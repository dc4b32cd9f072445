/**
 * The simultaneous rank sets of Bradley–Terry ratings (sandwich covariance, csranks stepdown),
 * pinned to an independent computation: scipy's fit, numpy's sandwich covariance and the plain
 * numpy stepdown of bench/rank_sets_reference.py on the same normals
 * (scripts/golden/make_votes_rank_sets_golden.py), plus the same sets through `analyzeGroups`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headToHead } from '../../../../../src/features/votes/core/head-to-head.ts';
import { sandwichCovariance } from '../../../../../src/features/votes/core/sandwich.ts';
import {
	analyzeGroups,
	prepareGroups
} from '../../../../../src/features/votes/core/vote-analysis.ts';
import { voteRankSets } from '../../../../../src/features/votes/core/vote-rank-sets.ts';
import type { GroupFit } from '../../../../../src/features/votes/core/group-fit.ts';
import { GOLDEN_DIR } from '../../../helpers.ts';
import { smallVotes } from '../votes-fixtures.ts';

interface Case {
	readonly name: string;
	readonly models: string[];
	readonly l2: number;
	readonly anchor: string | null;
	readonly level: number;
	readonly draws: number;
	readonly normals: number[];
	readonly ratings: Record<string, number>;
	readonly cov: number[];
	readonly simultaneousLow: Record<string, number>;
	readonly simultaneousHigh: Record<string, number>;
	readonly marginalLow: Record<string, number>;
	readonly marginalHigh: Record<string, number>;
	readonly critical: number;
	readonly steps: number;
}

const golden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'votes-rank-sets-golden.json'), 'utf8')
) as { cases: Case[] };

const GROUP = [...'abcdefg'].map((c) => `m-${c}`);

function fitOf(c: Case): { fit: GroupFit; names: string[] } {
	const groups = prepareGroups(smallVotes, {
		tieRule: 'half',
		l2: c.l2,
		seed: 1,
		...(c.anchor ? { anchors: [c.anchor] } : {})
	});
	const g = groups.find((x) => GROUP.includes(smallVotes.models[x.models[0]]))!;
	if (typeof g.fit === 'string') throw new Error(g.fit);
	return { fit: g.fit, names: g.models.map((m) => smallVotes.models[m]) };
}

describe('rank sets of vote ratings (pinned to scipy + numpy, make_votes_rank_sets_golden.py)', () => {
	for (const c of golden.cases) {
		it(c.name, () => {
			const { fit, names } = fitOf(c);
			const K = names.length;
			expect([...names].sort()).toEqual([...c.models].sort());
			// The covariance against numpy's (rating points squared), by name.
			const cov = sandwichCovariance(fit);
			const col = names.map((n) => c.models.indexOf(n));
			let worst = 0;
			for (let i = 0; i < K; i++)
				for (let j = 0; j < K; j++)
					worst = Math.max(worst, Math.abs(cov[i * K + j] - c.cov[col[i] * K + col[j]]));
			expect(worst).toBeLessThan(1e-6);
			// The golden normals, columns in the group's model order.
			const normals = new Float64Array(c.draws * K);
			for (let b = 0; b < c.draws; b++)
				for (let i = 0; i < K; i++) normals[b * K + i] = c.normals[b * K + col[i]];
			const sets = voteRankSets(fit, cov, { level: c.level, seed: 1, draws: c.draws, normals });
			names.forEach((n, i) => {
				expect(fit.ratings[i]).toBeCloseTo(c.ratings[n], 6);
				expect([sets.simultaneousLow[i], sets.simultaneousHigh[i]], n).toEqual([
					c.simultaneousLow[n],
					c.simultaneousHigh[n]
				]);
				expect([sets.marginalLow[i], sets.marginalHigh[i]], n).toEqual([
					c.marginalLow[n],
					c.marginalHigh[n]
				]);
			});
			expect(sets.criticalValue).toBeCloseTo(c.critical, 6);
			expect(sets.steps).toBe(c.steps);
			expect(sets.covariance).toBe('sandwich');
		});
	}

	it('are given beside Arena rank by analyzeGroups, and contain it when they must', () => {
		const options = { tieRule: 'half' as const, l2: 0, seed: 3, bootstrapDraws: 0 };
		const a = analyzeGroups(smallVotes, prepareGroups(smallVotes, options), options);
		for (const g of a.groups) {
			expect(g.rankSets).toMatchObject({ covariance: 'sandwich', draws: 2000, level: 0.95 });
			const K = g.ratings.length;
			g.ratings.forEach((r, k) => {
				expect(r.rankSet).not.toBeNull();
				const { low, high } = r.rankSet!;
				// a permutation's rank: 1 <= low <= position <= high <= K
				expect(low).toBeGreaterThanOrEqual(1);
				expect(low).toBeLessThanOrEqual(k + 1);
				expect(high).toBeGreaterThanOrEqual(k + 1);
				expect(high).toBeLessThanOrEqual(K);
			});
		}
		const none = analyzeGroups(smallVotes, prepareGroups(smallVotes, options), {
			...options,
			rankSetDraws: 0
		});
		expect(none.groups[0].rankSets).toBeNull();
		expect(none.groups[0].ratings[0].rankSet).toBeNull();
	});
});

describe('head to head (win fractions and battle counts)', () => {
	it('counts every vote once per pair and mirrors the win fraction', () => {
		const options = {
			tieRule: 'half' as const,
			l2: 0,
			seed: 1,
			bootstrapDraws: 0,
			rankSetDraws: 0
		};
		const a = analyzeGroups(smallVotes, prepareGroups(smallVotes, options), options);
		let battles = 0;
		for (const g of a.groups) {
			const h = g.headToHead!;
			const K = h.size;
			expect(h.order.map((m) => g.models[m])).toEqual(g.ratings.map((r) => r.model));
			for (let r = 0; r < K; r++) {
				expect(h.winFraction[r * K + r]).toBeNaN();
				for (let c = r + 1; c < K; c++) {
					battles += h.battles[r * K + c];
					expect(h.battles[r * K + c]).toBe(h.battles[c * K + r]);
					if (h.battles[r * K + c] > 0)
						expect(h.winFraction[r * K + c] + h.winFraction[c * K + r]).toBeCloseTo(1, 12);
				}
			}
		}
		expect(battles).toBe(smallVotes.a.length);
	});

	it('reads ties as half a win under half, leaves them out under drop', () => {
		// m0 v m1: m0 wins 2, m1 wins 1, 1 tie
		const counts = {
			nModels: 2,
			pairA: Int32Array.of(0),
			pairB: Int32Array.of(1),
			winA: Float64Array.of(2),
			winB: Float64Array.of(1),
			tie: Float64Array.of(1),
			squares: null
		};
		const half = headToHead(counts, 'half', [1, 0]);
		expect(half.winFraction[1]).toBeCloseTo(1.5 / 4, 15); // row m1 v column m0
		expect(half.winFraction[2]).toBeCloseTo(2.5 / 4, 15);
		expect(half.battles[1]).toBe(4);
		const drop = headToHead(counts, 'drop', [0, 1]);
		expect(drop.winFraction[1]).toBeCloseTo(2 / 3, 15);
		expect(drop.battles[1]).toBe(4);
	});
});
