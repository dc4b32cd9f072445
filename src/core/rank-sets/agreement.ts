/**
 * Whether the paired tests (who beats whom, the tie brackets: `stats/pairwise.ts`) and the rank
 * sets read a pair of models the same way. Both keep the chance of any false "clearly ahead" in
 * the family at 5%, by different roads: the tests take each pair's own exact or t test and
 * Holm's adjustment over the pairs listed; the rank sets take one bootstrap of the largest
 * studentised difference over all pairs, with the normal approximation (Mogstad et al. 2024,
 * section 3). So a pair near the edge can be "clearly ahead" by one and not by the other; the
 * views count such pairs and say why.
 */
import { PAIRWISE_ALPHA, separated, tieGroups } from '../stats/pairwise.ts';
import type { RankSets } from './rank-sets.ts';

/** Whether the rank sets put one of the two models surely ahead of the other. */
export function setsSeparate(sets: RankSets, a: number, b: number): boolean {
	const P = sets.marginalLow.length;
	return sets.better[a * P + b] === 1 || sets.better[b * P + a] === 1;
}

interface PairReading {
	readonly a: number;
	readonly b: number;
	/** Clearly ordered by the adjusted paired test. */
	readonly tests: boolean;
	/** Clearly ordered by the simultaneous rank sets. */
	readonly sets: boolean;
}

/** The pairs the two read differently, and how many pairs were compared. */
export function pairReadings(
	pairs: ReadonlyArray<{ readonly a: number; readonly b: number; readonly pAdjusted: number }>,
	sets: RankSets,
	alpha = PAIRWISE_ALPHA
): { readonly compared: number; readonly differ: readonly PairReading[] } {
	const differ: PairReading[] = [];
	for (const p of pairs) {
		const tests = separated(p.pAdjusted, alpha);
		const bySets = setsSeparate(sets, p.a, p.b);
		if (tests !== bySets) differ.push({ a: p.a, b: p.b, tests, sets: bySets });
	}
	return { compared: pairs.length, differ };
}

/**
 * The tie brackets the rank sets would draw with the leaderboard's rule (`tieGroups`: a model
 * joins the bracket while it is not surely behind the bracket's top model, or its neighbour).
 */
export function setTieGroups(
	order: readonly number[],
	sets: RankSets,
	anchor: 'top' | 'neighbour'
): number[][] {
	return tieGroups(order, (a, b) => (setsSeparate(sets, a, b) ? 0 : 1), anchor);
}

/** Models that start a bracket in one partition and not in the other. */
export function bracketStartsDiffering(
	a: readonly (readonly number[])[],
	b: readonly (readonly number[])[]
): number[] {
	const starts = (g: readonly (readonly number[])[]) => new Set(g.map((x) => x[0]));
	const sa = starts(a);
	const sb = starts(b);
	return [...new Set([...sa, ...sb])].filter((m) => sa.has(m) !== sb.has(m));
}
