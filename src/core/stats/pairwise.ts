/**
 * Who beats whom in a sample run: for pairs of models, the share of draws in which one is ahead
 * of the other (win-probability.ts), the paired difference on the reference set with its 95%
 * interval and the paired test (paired-tests.ts: mid-p McNemar for 0/1 scores, paired t for
 * continuous ones, the CR1 clustered Wald t with a cluster column), with Holm's adjustment across
 * the pairs listed (multiple-testing.ts); and the tie groups those adjusted tests leave.
 *
 * Which pairs: every pair when there are at most `ALL_PAIRS_MAX_MODELS` (60) models, else the
 * neighbours in the reference ranking only (a full table of 4,000 models would be 8 million
 * tests). The Holm family is the list itself, so a neighbour pair's adjusted p-value is larger
 * among all pairs (1,770 tests at 60 models) than among neighbours only.
 *
 * **Tie groups.** Walk the reference ranking from the top. A group starts at its top model t;
 * each following model m joins it while the adjusted paired test does not separate t and m
 * (Holm-adjusted p > α = 0.05, or undefined); the first model that t is clearly ahead of starts
 * the next group. So every model of a group is indistinguishable from the group's top model, the
 * groups partition the ranking into runs, and a bracket ends where the next model is clearly
 * behind the bracket's top model. This is a partition of the bars of a critical-difference diagram
 * (J. Demšar 2006, "Statistical Comparisons of Classifiers over Multiple Data Sets", JMLR
 * 7:1-30, section 3.2.2, whose bars join "groups of classifiers that are not significantly
 * different" and may overlap; a leaderboard bracket has to say where one group ends). It needs
 * the pair (t, m) for every m, so it applies with every pair tested (≤ 60 models); with neighbours
 * only, a group is instead a run of neighbours that are not separated (the chain rule). Chaining
 * alone would let a run of small steps join models far apart (a 26-point group on the sample
 * leaderboard), which is why all pairs anchor at the group's top model when they are known.
 * Models of one group may still differ from each other when neither is its top model: the
 * who-beats-whom heatmap shows every pair.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import type { Clusters } from './clusters.ts';
import { pairedTestOfBits } from './bit-columns.ts';
import { columnReader, completeBitColumns } from './columns.ts';
import { holmAdjust } from './multiple-testing.ts';
import { pairedTestOfColumns } from './paired-tests.ts';
import { modelMajor } from '../draw-columns.ts';
import { winProbabilityOfColumns } from './win-probability.ts';
import type { PairedTestKind } from './inference.ts';
import type { DrawTable } from '../run-types.ts';

/** Up to this many models every pair is compared; above it, neighbours in the ranking only. */
export const ALL_PAIRS_MAX_MODELS = 60;

/** Level of the adjusted tests that separate two models (and of the tie groups). */
export const PAIRWISE_ALPHA = 0.05;

export interface PairwiseRow {
	/** Column indices; `a` is ranked above `b` in the reference (or tied, earlier column). */
	readonly a: number;
	readonly b: number;
	/** Share of draws in which `a` scores above `b`, a tie counting half. */
	readonly pAhead: number;
	/** mean(a − b) over the items both have (reference set), in score units. */
	readonly difference: number;
	/** Its 95% interval (plain t(n − 1), or CR1 with t(G − 1) with a cluster column). */
	readonly ciLow: number;
	readonly ciHigh: number;
	readonly test: PairedTestKind;
	/** Two-sided p-value of the paired test, unadjusted. */
	readonly pValue: number;
	/** Holm-adjusted across every pair of the list with a defined p-value. */
	readonly pAdjusted: number;
}

interface PairwiseOptions {
	/** The reference ranking, best first (column indices). */
	readonly order: readonly number[];
	readonly clusters: Pick<Clusters, 'groupOf' | 'count'> | null;
	/** Draws to read from the table (default: all). */
	readonly nDraws?: number;
	/** Override the pairs: `all` or `neighbours` (default: all up to 60 models). */
	readonly scope?: 'all' | 'neighbours';
}

/** Which pairs `pairwiseComparisons` lists for `nModels` models by default. */
export function pairwiseScope(nModels: number): 'all' | 'neighbours' {
	return nModels <= ALL_PAIRS_MAX_MODELS ? 'all' : 'neighbours';
}

/**
 * The pairs of the ranking, `a` before `b` in `order`: every pair (row-major over the ranking:
 * (1, 2), (1, 3), …, (2, 3), …) or the neighbours (1, 2), (2, 3), ….
 */
function pairsOf(order: readonly number[], scope: 'all' | 'neighbours'): Array<[number, number]> {
	const out: Array<[number, number]> = [];
	if (scope === 'neighbours') {
		for (let p = 0; p + 1 < order.length; p++) out.push([order[p], order[p + 1]]);
		return out;
	}
	for (let p = 0; p < order.length; p++)
		for (let q = p + 1; q < order.length; q++) out.push([order[p], order[q]]);
	return out;
}

/** Pairwise comparisons of the ranking's models; see the module comment. */
export function pairwiseComparisons(
	matrix: ScoreMatrix,
	table: DrawTable,
	options: PairwiseOptions
): PairwiseRow[] {
	const scope = options.scope ?? pairwiseScope(options.order.length);
	const pairs = pairsOf(options.order, scope);
	const binary = matrix.valueType === 'binary';
	const columns = new Map<number, Float64Array>();
	const read = columnReader(matrix);
	/** Keeps the columns still needed: all of them for `all` (≤ 60), two for `neighbours`. */
	const column = (m: number) => {
		let c = columns.get(m);
		if (!c) {
			if (scope === 'neighbours' && columns.size >= 2) columns.delete(columns.keys().next().value!);
			c = read(m);
			columns.set(m, c);
		}
		return c;
	};
	// A complete 0/1 matrix without clusters: the same tests from the model-major bits.
	const fast = options.clusters ? null : completeBitColumns(matrix);
	const tests = pairs.map(([a, b]) =>
		fast
			? pairedTestOfBits(fast.bits, fast.itemWords, a, b, matrix.nItems)
			: pairedTestOfColumns(column(a), column(b), binary, options.clusters)
	);
	const adjusted = holmAdjust(tests.map((t) => t.pValue));
	const byModel = modelMajor(table, options.nDraws ?? table.nDraws);
	return pairs.map(([a, b], i) => ({
		a,
		b,
		pAhead: winProbabilityOfColumns(byModel, a, b),
		difference: tests[i].difference.mean,
		ciLow: tests[i].difference.low,
		ciHigh: tests[i].difference.high,
		test: tests[i].test,
		pValue: tests[i].pValue,
		pAdjusted: adjusted[i]
	}));
}

/** Whether an adjusted p-value separates two models at `alpha` (undefined p: not separated). */
export function separated(pAdjusted: number, alpha = PAIRWISE_ALPHA): boolean {
	return pAdjusted <= alpha;
}

/**
 * Tie groups of the ranking `order` (see the module comment): `anchor` `top` compares each model
 * with its group's top model, `neighbour` with the model just above it (the chain rule, when only
 * neighbours are tested). `pAdjustedOf(a, b)` gives the adjusted p of a (above) and b; `NaN` or a
 * missing pair leaves them together. Every model is in exactly one group; groups and their members
 * are in ranking order.
 */
export function tieGroups(
	order: readonly number[],
	pAdjustedOf: (a: number, b: number) => number,
	anchor: 'top' | 'neighbour',
	alpha = PAIRWISE_ALPHA
): number[][] {
	const groups: number[][] = [];
	let current: number[] = [];
	for (let p = 0; p < order.length; p++) {
		const against = anchor === 'top' ? current[0] : order[p - 1];
		if (p > 0 && separated(pAdjustedOf(against, order[p]), alpha)) {
			groups.push(current);
			current = [];
		}
		current.push(order[p]);
	}
	if (current.length) groups.push(current);
	return groups;
}

/**
 * `tieGroups` read from a pairwise list of `scope` `all` (anchored at each group's top model) or
 * `neighbours` (the chain rule).
 */
export function tieGroupsOf(
	order: readonly number[],
	rows: readonly PairwiseRow[],
	scope: 'all' | 'neighbours',
	alpha = PAIRWISE_ALPHA
): number[][] {
	const byPair = new Map<string, number>();
	for (const r of rows) byPair.set(`${r.a},${r.b}`, r.pAdjusted);
	const p = (a: number, b: number) => byPair.get(`${a},${b}`) ?? Number.NaN;
	return tieGroups(order, p, scope === 'all' ? 'top' : 'neighbour', alpha);
}
