/**
 * Perturbations of a votes file, each a pure function from a group's votes to draws of its
 * ratings (`vote-draws.ts`: the engine's `ChunkResult`), so the app reads them as it reads a score
 * matrix's runs: ratings moved in noise units, the ranking against its noise floor
 * (`vote-noise-floor.ts`). What each imitates, in the catalogue's words (`imitates.ts`):
 *
 * - `reweightChunk` (shift): a shifted crowd. The votes of each level of a column (language,
 *   category, judge) weighted alike, the level weights drawn as the matrix's Dirichlet category
 *   weights (`dirichletCategoryWeights`: shares ~ Dirichlet(concentration x G x share), mean
 *   vote weight 1), and the weighted likelihood refitted.
 * - `levelWeightsDraw` (one variant): the votes of each level weighted as given (arena-hard-auto's
 *   `--weight 3` on strong verdicts is `{1: 3, 0: 1}` on its `strong` column).
 * - `timeSplitDraws` (shift): the votes before a cut-off and those from it on, as two variants.
 * - `dropLevelDraws` (shift): without one level's votes at a time (one judge, one language).
 * - `dropModelDraws` (entrants): without one model's battles at a time; that model is absent.
 * - `fewerVotesChunk` (noise): each vote kept with probability `fraction` (binomial thinning of
 *   every cell), fewer votes per pair.
 *
 * `cells` gives each vote's cell in the group's counts (`localCells`; -1 outside the group).
 * Random draws d use `rngForDraw(seed, d)` (and the Dirichlet weights their own stream, as the
 * matrix's), so a draw depends on (data, seed, d) alone.
 */
import { rngForDraw } from '../../../core/random.ts';
import type { ChunkResult } from '../../../core/run-types.ts';
import { median } from '../../../core/stats/median.ts';
import { dirichletCategoryWeights } from '../../../core/perturbations/category-weights.ts';
import { cellTotals, CELLS_PER_PAIR } from './aggregate.ts';
import { binomialSample } from './binomial.ts';
import type { GroupFit } from './group-fit.ts';
import { voteDrawChunk } from './vote-draws.ts';
import type { VoteColumn } from './votes.ts';

/** What a fixed variant is, as data (the report words it). */
export type VoteVariant =
	| { readonly kind: 'before' | 'from'; readonly cutoff: number; readonly votes: number }
	| {
			readonly kind: 'withoutLevel';
			readonly column: string;
			readonly level: string;
			readonly votes: number;
	  }
	| { readonly kind: 'withoutModel'; readonly model: number; readonly votes: number }
	| { readonly kind: 'levelWeights'; readonly column: string };

/** Fixed variants and their draws (draw d is variant d). */
interface VariantDraws {
	readonly variants: readonly VoteVariant[];
	readonly draws: ChunkResult;
}

/** Per (cell, level) of a column, the group's votes there: the weighted kinds' one pass. */
interface CellLevels {
	readonly cell: Int32Array;
	/** -1: the vote's cell in the column is empty. */
	readonly level: Int32Array;
	readonly count: Float64Array;
	/** Votes per level in the group (the Dirichlet weights' sizes). */
	readonly sizes: Float64Array;
	/** The levels with votes in the group. */
	readonly present: readonly number[];
}

function cellLevels(cells: Int32Array, column: VoteColumn): CellLevels {
	const G = column.levels.length;
	const key = new Map<number, number>();
	const cell: number[] = [];
	const level: number[] = [];
	const count: number[] = [];
	const sizes = new Float64Array(G);
	for (let v = 0; v < cells.length; v++) {
		if (cells[v] < 0) continue;
		const g = column.codes[v];
		if (g >= 0) sizes[g]++;
		const k = cells[v] * (G + 1) + (g + 1);
		let e = key.get(k);
		if (e === undefined) {
			e = cell.length;
			key.set(k, e);
			cell.push(cells[v]);
			level.push(g);
			count.push(0);
		}
		count[e]++;
	}
	return {
		cell: Int32Array.from(cell),
		level: Int32Array.from(level),
		count: Float64Array.from(count),
		sizes,
		present: [...sizes.keys()].filter((g) => sizes[g] > 0)
	};
}

/** The group's cell totals with each level's votes weighted by `weights[level]` (empty: 1). */
function weightedTotals(group: GroupFit, cl: CellLevels, weights: ArrayLike<number>): Float64Array {
	const totals = new Float64Array(group.counts.pairA.length * CELLS_PER_PAIR);
	for (let e = 0; e < cl.cell.length; e++) {
		totals[cl.cell[e]] += (cl.level[e] < 0 ? 1 : weights[cl.level[e]]) * cl.count[e];
	}
	return totals;
}

/** Draws of a shifted crowd: the column's levels reweighted by Dirichlet weights. */
export function reweightChunk(
	group: GroupFit,
	cells: Int32Array,
	column: VoteColumn,
	concentration: number,
	seed: number,
	start: number,
	count: number
): ChunkResult {
	const cl = cellLevels(cells, column);
	const present = cl.present;
	const sizes = Float64Array.from(present, (g) => cl.sizes[g]);
	const shares = new Float64Array(present.length);
	const weights = new Float64Array(column.levels.length);
	return voteDrawChunk(group, start, count, (d) => {
		dirichletCategoryWeights(sizes, concentration, seed, d, shares);
		present.forEach((g, k) => (weights[g] = shares[k]));
		return weightedTotals(group, cl, weights);
	});
}

/** One variant: the column's levels weighted as `weights` says (a level not named: 1). */
export function levelWeightsDraw(
	group: GroupFit,
	cells: Int32Array,
	column: VoteColumn,
	weights: Readonly<Record<string, number>>
): VariantDraws {
	const cl = cellLevels(cells, column);
	const w = column.levels.map((l) => weights[l] ?? 1);
	return {
		variants: [{ kind: 'levelWeights', column: column.name }],
		draws: voteDrawChunk(group, 0, 1, () => weightedTotals(group, cl, w))
	};
}

/** Counts of the group's votes for which `keep(v)` holds. */
function countsWhere(group: GroupFit, cells: Int32Array, keep: (v: number) => boolean) {
	const totals = new Float64Array(group.counts.pairA.length * CELLS_PER_PAIR);
	let votes = 0;
	for (let v = 0; v < cells.length; v++) {
		if (cells[v] >= 0 && keep(v)) {
			totals[cells[v]]++;
			votes++;
		}
	}
	return { totals, votes };
}

/** The median time of the group's dated votes (the default cut-off), NaN without any. */
export function medianTime(cells: Int32Array, time: Float64Array): number {
	const t: number[] = [];
	for (let v = 0; v < cells.length; v++) if (cells[v] >= 0 && time[v] === time[v]) t.push(time[v]);
	return median(t);
}

/** Two variants: the votes dated before `cutoff` (seconds) and those dated on or after it. */
export function timeSplitDraws(
	group: GroupFit,
	cells: Int32Array,
	time: Float64Array,
	cutoff: number
): VariantDraws {
	const before = countsWhere(group, cells, (v) => time[v] < cutoff);
	const from = countsWhere(group, cells, (v) => time[v] >= cutoff);
	return {
		variants: [
			{ kind: 'before', cutoff, votes: before.votes },
			{ kind: 'from', cutoff, votes: from.votes }
		],
		draws: voteDrawChunk(group, 0, 2, (d) => (d === 0 ? before : from).totals)
	};
}

/** One variant per level of `column` (those with votes in the group): without its votes. */
export function dropLevelDraws(
	group: GroupFit,
	cells: Int32Array,
	column: VoteColumn
): VariantDraws {
	const cl = cellLevels(cells, column);
	const levels = cl.present;
	const weights = new Float64Array(column.levels.length);
	return {
		variants: levels.map((g) => ({
			kind: 'withoutLevel' as const,
			column: column.name,
			level: column.levels[g],
			votes: cl.sizes[g]
		})),
		draws: voteDrawChunk(group, 0, levels.length, (d) => {
			weights.fill(1);
			weights[levels[d]] = 0;
			return weightedTotals(group, cl, weights);
		})
	};
}

/** One variant per model of the group: without its battles (it is absent from that draw). */
export function dropModelDraws(group: GroupFit): VariantDraws {
	const { counts } = group;
	const K = counts.nModels;
	const totals = cellTotals(counts);
	const votes = new Float64Array(K);
	for (let p = 0; p < counts.pairA.length; p++) {
		const n = counts.winA[p] + counts.winB[p] + counts.tie[p];
		votes[counts.pairA[p]] += n;
		votes[counts.pairB[p]] += n;
	}
	return {
		variants: Array.from({ length: K }, (_, m) => ({
			kind: 'withoutModel' as const,
			model: m,
			votes: votes[m]
		})),
		draws: voteDrawChunk(group, 0, K, (m) => {
			const t = Float64Array.from(totals);
			for (let p = 0; p < counts.pairA.length; p++) {
				if (counts.pairA[p] === m || counts.pairB[p] === m)
					t.fill(0, p * CELLS_PER_PAIR, (p + 1) * CELLS_PER_PAIR);
			}
			return t;
		})
	};
}

/** Draws with fewer votes: each vote kept with probability `fraction`. */
export function fewerVotesChunk(
	group: GroupFit,
	fraction: number,
	seed: number,
	start: number,
	count: number
): ChunkResult {
	if (!(fraction > 0 && fraction <= 1)) throw new RangeError('fewer votes: fraction in (0, 1]');
	const totals = cellTotals(group.counts);
	const kept = new Float64Array(totals.length);
	return voteDrawChunk(group, start, count, (d) => {
		const rng = rngForDraw(seed, d);
		for (let c = 0; c < totals.length; c++) kept[c] = binomialSample(rng, totals[c], fraction);
		return kept;
	});
}
