import { describe, expect, it } from 'vitest';
import { changesOfTable, medianTau, noiseUnits } from '../../../../../src/core/noise-units.ts';
import type { ChunkResult } from '../../../../../src/core/run-types.ts';
import { sandwichIntervals } from '../../../../../src/features/votes/core/sandwich.ts';
import {
	prepareGroups,
	type PreparedGroup
} from '../../../../../src/features/votes/core/vote-analysis.ts';
import { bootstrapChunk } from '../../../../../src/features/votes/core/vote-bootstrap.ts';
import { voteNoiseFloor } from '../../../../../src/features/votes/core/vote-noise-floor.ts';
import {
	dropLevelDraws,
	dropModelDraws,
	fewerVotesChunk,
	levelWeightsDraw,
	medianTime,
	reweightChunk,
	timeSplitDraws
} from '../../../../../src/features/votes/core/vote-perturbations.ts';
import type { GroupFit } from '../../../../../src/features/votes/core/group-fit.ts';
import {
	selectVotes,
	voteColumn,
	type Votes
} from '../../../../../src/features/votes/core/votes.ts';
import { smallVotes, votesGolden } from '../votes-fixtures.ts';

function prepared(votes: Votes = smallVotes): PreparedGroup & { fit: GroupFit } {
	const g = prepareGroups(votes, { tieRule: 'half', l2: 0, anchors: ['m-c'], seed: 1 })[0];
	if (typeof g.fit === 'string') throw new Error(g.fit);
	return g as PreparedGroup & { fit: GroupFit };
}

/** A draw's ratings minus its first model's (the level is not identified). */
function gaps(chunk: ChunkResult, d: number, K: number): number[] {
	const row = Array.from(chunk.scores.subarray(d * K, (d + 1) * K));
	const base = row.find((x) => x === x)!;
	return row.map((x) => x - base);
}

/** A direct fit of the group's votes for which `keep` holds, as gaps (model names as the group's). */
function directGaps(group: PreparedGroup, keep: (v: number) => boolean): number[] {
	const sub = selectVotes(
		smallVotes,
		Array.from(smallVotes.a, (_, v) => (keep(v) ? 1 : 0))
	);
	const g = prepared(sub);
	const r = group.models.map((m) => {
		const i = g.models.indexOf(m);
		return i < 0 ? NaN : g.fit.ratings[i];
	});
	const base = r.find((x) => x === x)!;
	return r.map((x) => x - base);
}

function expectClose(a: number[], b: number[]) {
	a.forEach((x, m) => (x === x ? expect(x).toBeCloseTo(b[m], 7) : expect(b[m]).toBeNaN()));
}

describe('vote perturbations: draws of the ratings, read like a matrix run', () => {
	const group = prepared();
	const K = group.models.length;

	it('a time split fits the votes before and from the cut-off, each as a direct fit would', () => {
		const time = smallVotes.time!;
		const cutoff = medianTime(group.cells, time);
		const { variants, draws } = timeSplitDraws(group.fit, group.cells, time, cutoff);
		expect(variants.map((v) => v.kind)).toEqual(['before', 'from']);
		expect(
			variants[0].kind === 'before' && variants[0].votes + (variants[1] as { votes: number }).votes
		).toBe(900);
		expectClose(
			gaps(draws, 0, K),
			directGaps(group, (v) => group.cells[v] >= 0 && time[v] < cutoff)
		);
		expectClose(
			gaps(draws, 1, K),
			directGaps(group, (v) => group.cells[v] >= 0 && time[v] >= cutoff)
		);
	});

	it('dropping one judge at a time fits the votes without that judge', () => {
		const judge = voteColumn(smallVotes, 'judge')!;
		const { variants, draws } = dropLevelDraws(group.fit, group.cells, judge);
		expect(variants).toHaveLength(5);
		variants.forEach((variant, d) => {
			if (variant.kind !== 'withoutLevel') throw new Error(variant.kind);
			const g = judge.levels.indexOf(variant.level);
			expectClose(
				gaps(draws, d, K),
				directGaps(group, (v) => group.cells[v] >= 0 && judge.codes[v] !== g)
			);
		});
	});

	it("dropping one model's battles leaves it out of that draw and refits the others", () => {
		const { variants, draws } = dropModelDraws(group.fit);
		expect(variants).toHaveLength(K);
		for (let m = 0; m < K; m++) {
			expect(draws.scores[m * K + m]).toBeNaN();
			expect(draws.ranks[m * K + m]).toBe(0);
			const model = group.models[m];
			expectClose(
				gaps(draws, m, K),
				directGaps(
					group,
					(v) => group.cells[v] >= 0 && smallVotes.a[v] !== model && smallVotes.b[v] !== model
				)
			);
		}
	});

	it('fixed level weights give the weighted fit (scipy, the golden "weighted by language")', () => {
		const w = votesGolden.languageWeights;
		const language = voteColumn(smallVotes, 'language')!;
		const { draws } = levelWeightsDraw(group.fit, group.cells, language, w);
		const golden = votesGolden.cases.find((c) => c.weights)!;
		const names = group.models.map((m) => smallVotes.models[m]);
		const ours = gaps(draws, 0, K);
		names.forEach((n, m) =>
			expect(ours[m]).toBeCloseTo(golden.ratings[n] - golden.ratings[names[0]], 6)
		);
	});

	it('a shifted crowd of infinite concentration is the reference; a finite one moves the ratings', () => {
		const language = voteColumn(smallVotes, 'language')!;
		const none = reweightChunk(group.fit, group.cells, language, Infinity, 3, 0, 2);
		expect(
			Array.from(none.scores.subarray(0, K))
				.map((x, m) => x - group.fit.ratings[m])
				.every((x) => Math.abs(x) < 1e-8)
		).toBe(true);
		expect(none.tau[0]).toBe(1);
		const shifted = reweightChunk(group.fit, group.cells, language, 1, 3, 0, 20);
		expect([...shifted.scores]).toEqual([
			...reweightChunk(group.fit, group.cells, language, 1, 3, 0, 20).scores
		]);
		expect(meanAbs(shifted.scores, group.fit.ratings)).toBeGreaterThan(1);
	});

	it('fewer votes: all of them is the reference, a quarter moves the ratings more than the bootstrap', () => {
		const all = fewerVotesChunk(group.fit, 1, 4, 0, 2);
		expect(meanAbs(all.scores, group.fit.ratings)).toBeLessThan(1e-8);
		// Keeping a share f of N votes moves a rating by about sqrt(1/f - 1) of the bootstrap's
		// spread (sqrt(3) at f = 1/4; at f = 1/2 the two are alike).
		const quarter = fewerVotesChunk(group.fit, 0.25, 4, 0, 200);
		const boot = bootstrapChunk(group.fit, 4, 0, 200);
		const ratio =
			meanAbs(quarter.scores, group.fit.ratings) / meanAbs(boot.scores, group.fit.ratings);
		expect(ratio).toBeGreaterThan(1.4);
		expect(ratio).toBeLessThan(2.1);
	});
});

function meanAbs(scores: Float64Array, reference: Float64Array): number {
	let s = 0;
	let k = 0;
	scores.forEach((x, i) => {
		if (x === x) {
			s += Math.abs(x - reference[i % reference.length]);
			k++;
		}
	});
	return s / k;
}

describe('the noise floor of votes, and the headline read against it', () => {
	const group = prepared();
	const K = group.models.length;

	it('is the bootstrap over votes: the same resamples, its SE near the sandwich SE', () => {
		const floor = voteNoiseFloor(group.fit, { seed: 9, pairs: 100 });
		expect(floor.pairs).toBe(100);
		expect(floor.tauFloor.draws).toBe(100);
		expect(floor.tauFloor.q05).toBeGreaterThanOrEqual(-1);
		expect(floor.tauFloor.q95).toBeLessThanOrEqual(1);
		const sw = sandwichIntervals(group.fit);
		for (let m = 0; m < K; m++) expect(floor.scoreSE[m] / sw[m].se).toBeGreaterThan(0.8);
	});

	it('a bootstrap run is within noise; a strongly shifted crowd is read in noise units', () => {
		const floor = voteNoiseFloor(group.fit, { seed: 9, pairs: 100 });
		const boot = bootstrapChunk(group.fit, 10, 0, 200);
		const table = {
			nDraws: 200,
			nModels: K,
			scores: boot.scores,
			ranks: boot.ranks,
			tau: boot.tau
		};
		const units = noiseUnits(
			changesOfTable(table, group.fit.ratings),
			group.fit.ratings,
			floor,
			medianTau(boot.tau)
		);
		expect(units.typicalShiftInNoiseUnits).toBeLessThan(1.96);
		// a typical bootstrap draw moves the ratings as far as a resample of the floor does
		expect(units.typicalDrawChangeInNoise).toBeGreaterThan(0.8);
		expect(units.typicalDrawChangeInNoise).toBeLessThan(1.25);
		const language = voteColumn(smallVotes, 'language')!;
		const shifted = reweightChunk(group.fit, group.cells, language, 0.2, 3, 0, 100);
		const t2 = {
			nDraws: 100,
			nModels: K,
			scores: shifted.scores,
			ranks: shifted.ranks,
			tau: shifted.tau
		};
		const u2 = noiseUnits(
			changesOfTable(t2, group.fit.ratings),
			group.fit.ratings,
			floor,
			medianTau(shifted.tau)
		);
		expect(u2.tauVerdict).not.toBeNull();
		expect(u2.shiftInNoiseUnits.every((x) => x === x)).toBe(true);
	});
});
