/**
 * A perturbation run of a group's votes read as the app reads a matrix's run
 * (`core/noise-units.ts`): how far a typical draw moves the ratings, in units of what the
 * bootstrap over votes moves them (the noise floor, `vote-noise-floor.ts`); where the run's
 * median tau-b with the group's own ranking falls in the floor's band; and how often the leader
 * keeps first place, beside how often a resample of the votes keeps it. Numbers and codes only.
 */
import {
	changesOfTable,
	medianTau,
	noiseUnits,
	type TauVerdict
} from '../../../core/noise-units.ts';
import type { DrawColumns } from '../../../core/run-types.ts';
import type { NoiseFloor } from '../../../core/stats/noise-floor.ts';

export interface VoteRunSummary {
	readonly draws: number;
	/** Draws whose votes gave no finite ratings (left out of tau-b). */
	readonly undefinedDraws: number;
	/** Median over draws of the mean over models of |rating change| (rating points). */
	readonly typicalDrawChange: number;
	/** That over the same figure for resamples of the votes (NaN without a floor). */
	readonly typicalDrawChangeInNoise: number;
	/** Median tau-b of the draws with the group's ranking, and its place in the floor's band. */
	readonly tau: number;
	readonly tauVerdict: TauVerdict | null;
	/** The floor's band of tau-b (a resample against all the votes): 5%, median, 95%. */
	readonly floorTau: { readonly q05: number; readonly median: number; readonly q95: number };
	/** Share of draws in which the group's leader is ranked first (alone or tied). */
	readonly leaderKept: number;
	/** The same share for resamples of the votes. */
	readonly leaderFloor: number;
}

/** The index of the highest rating (the group's leader), or -1. */
export function leaderOf(ratings: ArrayLike<number>): number {
	let best = -1;
	for (let m = 0; m < ratings.length; m++) {
		if (ratings[m] === ratings[m] && (best < 0 || ratings[m] > ratings[best])) best = m;
	}
	return best;
}

/** The run's summary: `reference` the group's ratings, `table` its draws, `floor` its noise floor. */
export function summarizeVoteRun(
	reference: ArrayLike<number>,
	table: DrawColumns,
	floor: NoiseFloor
): VoteRunSummary {
	const tau = medianTau(table.tau);
	const units = noiseUnits(changesOfTable(table, reference), reference, floor, tau);
	const leader = leaderOf(reference);
	const K = table.nModels;
	let kept = 0;
	let undefinedDraws = 0;
	for (let d = 0; d < table.nDraws; d++) {
		if (!(table.tau[d] === table.tau[d])) undefinedDraws++;
		if (leader >= 0 && table.ranks[d * K + leader] === 1) kept++;
	}
	const band = floor.tauFloorVsReference;
	return {
		draws: table.nDraws,
		undefinedDraws,
		typicalDrawChange: units.typicalDrawChange,
		typicalDrawChangeInNoise: units.typicalDrawChangeInNoise,
		tau,
		tauVerdict: units.tauVerdict,
		floorTau: { q05: band.q05, median: band.median, q95: band.q95 },
		leaderKept: table.nDraws ? kept / table.nDraws : Number.NaN,
		leaderFloor: floor.leaderFloor
	};
}
