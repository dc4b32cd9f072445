/**
 * Which family each table's Holm adjustment runs over, so that every table can name it.
 *
 * Holm's adjusted p-value depends on the family it is computed in (S. Holm 1979, "A Simple
 * Sequentially Rejective Multiple Test Procedure", Scand. J. Statist. 6(2):65-70: each p is
 * multiplied by at most the number of tests in the family). A run shows two families:
 * - the neighbouring pairs of the reference ranking (`RunExtras.pairs`, up to `maxPairs` of them,
 *   the top of the ranking first): "Neighbours in the ranking";
 * - the pairs of "Who beats whom" and the tie groups (`RankingDetails.pairwise`): every pair of
 *   up to 60 models, M(M - 1)/2 of them, or above that the M - 1 neighbours.
 * The same neighbour pair therefore has a larger (or equal) adjusted p-value in the larger family.
 * This module counts each family (the tests with a defined p-value, as `holmAdjust` does) and
 * finds a pair where the two tables differ, for the sentence that makes the difference explicit.
 */
import type { PairRow } from './run-extras.ts';
import type { PairwiseRow } from './stats/pairwise.ts';

/** The tests of one Holm family. */
export interface HolmFamily {
	/** `neighbours`: consecutive pairs of the reference ranking; `all`: every pair of the models. */
	readonly scope: 'neighbours' | 'all';
	/** Tests in the family: those with a defined p-value (the m of Holm's adjustment). */
	readonly size: number;
	/** Pairs listed, with or without a defined p-value. */
	readonly pairs: number;
	/** Models the pairs are drawn from. */
	readonly models: number;
}

/** How many of the p-values are defined (the family size m of `holmAdjust`). */
export function definedCount(pValues: Iterable<number>): number {
	let m = 0;
	for (const p of pValues) if (p === p) m++;
	return m;
}

function modelsOf(pairs: ReadonlyArray<{ readonly a: number; readonly b: number }>): number {
	const models = new Set<number>();
	for (const p of pairs) {
		models.add(p.a);
		models.add(p.b);
	}
	return models.size;
}

/** The family of the neighbour table (`RunExtras.pairs`). */
export function neighbourFamily(pairs: readonly PairRow[]): HolmFamily {
	return {
		scope: 'neighbours',
		size: definedCount(pairs.map((p) => p.pValue)),
		pairs: pairs.length,
		models: modelsOf(pairs)
	};
}

/** The family of "Who beats whom" and the tie groups (`RankingDetails.pairwise`). */
export function pairwiseFamily(
	scope: 'all' | 'neighbours',
	pairwise: readonly PairwiseRow[]
): HolmFamily {
	return {
		scope,
		size: definedCount(pairwise.map((p) => p.pValue)),
		pairs: pairwise.length,
		models: modelsOf(pairwise)
	};
}

/** A neighbour pair whose adjusted p-value differs between the two tables. */
export interface HolmDifference {
	readonly a: number;
	readonly b: number;
	/** Holm-adjusted p in the neighbour table and in "Who beats whom". */
	readonly neighbours: number;
	readonly all: number;
	/** Neighbour pairs whose two adjusted p-values differ (by more than 1e-12). */
	readonly differing: number;
}

/**
 * Where the neighbour table and "Who beats whom" show the same pair with different adjusted
 * p-values: the first such pair in ranking order (the example the page names) and how many
 * differ; `null` when every shared pair agrees (the two families are the same tests).
 */
export function holmDifference(
	pairs: readonly PairRow[],
	pairwise: readonly PairwiseRow[]
): HolmDifference | null {
	const other = new Map<string, number>();
	for (const p of pairwise) other.set(`${p.a},${p.b}`, p.pAdjusted);
	let first: PairRow | null = null;
	let firstAll = Number.NaN;
	let differing = 0;
	for (const p of pairs) {
		const all = other.get(`${p.a},${p.b}`);
		if (all === undefined || !(all === all) || !(p.pHolm === p.pHolm)) continue;
		if (Math.abs(all - p.pHolm) <= 1e-12) continue;
		differing++;
		if (!first) {
			first = p;
			firstAll = all;
		}
	}
	return first
		? { a: first.a, b: first.b, neighbours: first.pHolm, all: firstAll, differing }
		: null;
}
