/**
 * The noise floor of a test set: what sampling noise alone does to its scores and its ranking.
 * Every score change a run reports is read against it (in noise units: change / standard error),
 * and every ranking change against its tau-b floor.
 *
 * - `scoreSE`: each model's standard error on the full set, plain, or CR1 clustered when a
 *   cluster column is chosen (`standard-error.ts`, Miller 2024, arXiv:2411.00640).
 * - `tauFloor`: Kendall's tau-b between the scores of two independent full-size bootstrap
 *   resamples of the test set (Efron 1979; ties stay ties: tau-b of the two score vectors), over
 *   `pairs` pairs: how far apart two test sets of this size from the same pool rank the models.
 * - `tauFloorVsReference`: tau-b between a resample's scores and the full set's, over all
 *   `2 x pairs` resamples: what the bootstrap run's own tau-b shows.
 * - `leaderFloor`: the share of resamples in which the reference leader is ranked first, a tie
 *   for first among k models counting 1/k (`first-share.ts`), as in a run's `leaderKept`.
 * - `scoreChange`: per resample, the mean over models of |resample score - full-set score|, as a
 *   sweep's `scoreChange` is measured: the score change sampling noise alone gives.
 *
 * With clusters, a resample draws whole clusters with replacement (the cluster bootstrap,
 * Cameron & Miller 2015, "A Practitioner's Guide to Cluster-Robust Inference", J. Human
 * Resources 50(2), section VI.A) over the same clusters as the CR1 standard error (an unlabelled
 * item is its own cluster), so the floor and the standard errors describe the same sampling.
 *
 * Resample d is a function of (matrix, seed, d) alone: without clusters it is exactly draw d of a
 * bootstrap run with the same seed (`draws.ts`), so the floor is the same whatever the number of
 * workers and however the resamples are split. Pair k is resamples 2k and 2k + 1. Quantiles are
 * numpy's 'linear' (`quantile.ts`); a resample whose tau-b is undefined (every model tied) is left
 * out and counted in `undefinedDraws`.
 *
 * The computation is split for the worker pool: `noiseFloorDraws` scores a range of resamples
 * (the WebAssembly bit kernel on 0/1 data, as a run's draws), `floorParts` keeps the few numbers
 * per resample the summary needs, `floorFromParts` summarises them (`summarizeNoiseFloor` does
 * both from a full table). `noiseFloor` does it all at once (small matrices, tests, the classroom).
 */
import { meanAbsScoreChange } from '../draw-change.ts';
import { drawScratch } from '../draws.ts';
import { firstShare } from '../first-share.ts';
import { runItemDraws } from '../kernels/fast-chunk.ts';
import { drawWeightsFast } from '../kernels/draws-fast.ts';
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { quantileSorted } from './quantile.ts';
import { randomInt, rngForDraw } from '../random.ts';
import { computeReference, emptyDrawTable, placeChunk } from '../run.ts';
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import type { Clusters } from './clusters.ts';
import { modelStandardErrors } from './standard-error.ts';
import type { ChunkResult, DrawColumns, DrawTable, Reference, RunEngine } from '../run-types.ts';

/** Pairs of resamples by default (2,000 full-size resamples). */
export const NOISE_FLOOR_PAIRS = 1000;

/** The clusters a floor resamples: cluster index per item and the number of clusters. */
type FloorClusters = Pick<Clusters, 'groupOf' | 'count'>;

interface NoiseFloorOptions {
	/** Seed of the resamples (the run's seed, stored with it). */
	readonly seed: number;
	/** Pairs of resamples (default `NOISE_FLOOR_PAIRS`); the floor draws twice as many. */
	readonly pairs?: number;
	/** Clusters to resample whole (`clustersFromMeta`), or null/absent to resample items. */
	readonly clusters?: FloorClusters | null;
	/** `plain`: the reference path only (tests); default `auto` (the fast kernels). */
	readonly engine?: RunEngine;
}

/** Median, 5% and 95% quantiles of a floor figure and the draws they rest on. */
export interface FloorSpread {
	readonly q05: number;
	readonly median: number;
	readonly q95: number;
	/** Values with a defined tau-b (pairs for `tauFloor`, resamples otherwise). */
	readonly draws: number;
	/** Values left out because every model was tied (tau-b undefined). */
	readonly undefinedDraws: number;
}

export interface NoiseFloor {
	/** `clustered` when clusters were resampled (and the SE is CR1), else `plain`. */
	readonly basis: 'plain' | 'clustered';
	readonly seed: number;
	readonly pairs: number;
	/** Each model's standard error on the full set, by matrix column (NaN: undefined). */
	readonly scoreSE: Float64Array;
	/** tau-b between two independent full-size resamples (one value per pair). */
	readonly tauFloor: FloorSpread;
	/** tau-b between a resample and the full set (one value per resample). */
	readonly tauFloorVsReference: FloorSpread;
	/**
	 * Those tau-b values themselves, ascending (defined ones only): where a run's tau-b with the
	 * full set falls among them (`resamplesMovingMore` in `noise-units.ts`). Empty when not
	 * known (a floor read back from a saved result).
	 */
	readonly tauVsReferenceSorted: Float64Array;
	/** Share of resamples in which the reference leader is ranked first (a tie: 1/k). */
	readonly leaderFloor: number;
	/** Per resample, mean over models of |resample score - full-set score| (score units). */
	readonly scoreChange: FloorSpread;
}

/** The number of pairs an options object asks for (a positive integer). */
export function floorPairs(options: Pick<NoiseFloorOptions, 'pairs'>): number {
	const pairs = options.pairs ?? NOISE_FLOOR_PAIRS;
	if (!(Number.isInteger(pairs) && pairs >= 1)) {
		throw new RangeError(`a noise floor needs a whole number of pairs >= 1, not ${pairs}`);
	}
	return pairs;
}

/** Each model's standard error on the full set: CR1 over `clusters`, else plain. */
export function noiseFloorSE(matrix: ScoreMatrix, clusters: FloorClusters | null): Float64Array {
	const se = modelStandardErrors(matrix, clusters);
	return se.clustered ?? se.plain;
}

/**
 * Fills `out` with the item weights of cluster-bootstrap resample `d`: `count` clusters drawn
 * uniformly with replacement (each with its own generator, `rngForDraw(seed, d)`), each item
 * weighted by how often its cluster was drawn.
 */
function clusterResampleWeights(
	clusters: FloorClusters,
	seed: number,
	d: number,
	times: Uint32Array,
	out: Uint32Array
): Uint32Array {
	const G = clusters.count;
	const rng = rngForDraw(seed, d);
	times.fill(0);
	for (let j = 0; j < G; j++) times[randomInt(rng, 0, G - 1)]++;
	const groupOf = clusters.groupOf;
	for (let i = 0; i < out.length; i++) out[i] = times[groupOf[i]];
	return out;
}

/**
 * Scores, ranks and tau-b with the full set of the floor's resamples [start, start + count): a
 * chunk like a run's, so the engine's pool splits the floor as it splits a run.
 */
export function noiseFloorDraws(
	matrix: ScoreMatrix,
	reference: Reference,
	options: Pick<NoiseFloorOptions, 'seed' | 'clusters' | 'engine'>,
	start: number,
	count: number
): ChunkResult {
	const n = matrix.nItems;
	const clusters = options.clusters ?? null;
	const scratch = drawScratch(n);
	const bootstrap = { kind: 'bootstrap', fraction: 1, strength: 1 } as const;
	if (clusters && clusters.groupOf.length !== n) {
		throw new RangeError('noise floor: the clusters do not cover the matrix items');
	}
	const times = clusters ? new Uint32Array(clusters.count) : null;
	const weightsOf = clusters
		? (d: number) =>
				clusterResampleWeights(clusters, options.seed, start + d, times!, scratch.weights)
		: (d: number) => drawWeightsFast(n, bootstrap, options.seed, start + d, scratch);
	return runItemDraws(matrix, reference, start, count, weightsOf, options.engine ?? 'auto');
}

/** 5%, 50% and 95% quantiles (numpy 'linear') of the defined values; NaN ones counted apart. */
export function spreadOf(values: Float64Array, total: number): FloorSpread {
	return spreadOfSorted(values.filter((v) => v === v).sort(), total);
}

/** `spreadOf` of values already sorted, NaN left out. */
function spreadOfSorted(s: Float64Array, total: number): FloorSpread {
	return {
		q05: quantileSorted(s, 0.05),
		median: quantileSorted(s, 0.5),
		q95: quantileSorted(s, 0.95),
		draws: s.length,
		undefinedDraws: total - s.length
	};
}

/**
 * What the floor's summary reads of resamples [start, start + count) of it: per resample its
 * tau-b with the full set, whether the reference leader is first and its mean absolute score
 * change, and per pair (2k, 2k + 1) inside the range the tau-b between the two. A few numbers per
 * resample instead of its scores and ranks, so the engine's workers send these and no page ever
 * holds the floor's 2 x pairs x models table (96 MB at 4,000 models). `start` and `count` are
 * even: a range holds whole pairs.
 */
export interface FloorParts {
	readonly start: number;
	readonly count: number;
	/** tau-b between the resamples of each pair in the range, pair by pair. */
	readonly pairTau: Float64Array;
	/** tau-b between each resample and the full set. */
	readonly tau: Float64Array;
	/** The reference leader's share of first place in the resample (`first-share.ts`). */
	readonly leaderFirst: Float64Array;
	/** Mean over models of |resample score - full-set score| (NaN: no model scored). */
	readonly change: Float64Array;
}

/** The summary's parts of a chunk of floor resamples (`noiseFloorDraws`; even start and count). */
export function floorParts(chunk: ChunkResult, reference: Reference): FloorParts {
	const { start, count } = chunk;
	if (start % 2 !== 0 || count % 2 !== 0) {
		throw new RangeError(
			`noise floor: a range of resamples holds whole pairs, not ${start}+${count}`
		);
	}
	const M = reference.scores.length;
	const scratch = kendallScratch(M);
	const pairTau = new Float64Array(count / 2);
	for (let k = 0; k < count / 2; k++) {
		const a = chunk.scores.subarray(2 * k * M, (2 * k + 1) * M);
		const b = chunk.scores.subarray((2 * k + 1) * M, (2 * k + 2) * M);
		pairTau[k] = kendallTauB(a, b, scratch);
	}
	const leader = reference.order[0];
	const leaderFirst = new Float64Array(count);
	const change = new Float64Array(count);
	const drawn = { nModels: M, scores: chunk.scores };
	for (let d = 0; d < count; d++) {
		if (M) leaderFirst[d] = firstShare(chunk.ranks, d * M, M, leader);
		change[d] = meanAbsScoreChange(drawn, reference.scores, d);
	}
	return { start, count, pairTau, tau: chunk.tau.slice(0, count), leaderFirst, change };
}

/** The parts of consecutive ranges, in any order, as the parts of one range from 0. */
export function joinFloorParts(parts: readonly FloorParts[]): FloorParts {
	const sorted = [...parts].sort((a, b) => a.start - b.start);
	const count = sorted.reduce((n, p) => n + p.count, 0);
	const out = {
		start: 0,
		count,
		pairTau: new Float64Array(count / 2),
		tau: new Float64Array(count),
		leaderFirst: new Float64Array(count),
		change: new Float64Array(count)
	};
	let at = 0;
	for (const p of sorted) {
		if (p.start !== at) throw new RangeError(`noise floor: resamples from ${at} are missing`);
		out.pairTau.set(p.pairTau, at / 2);
		out.tau.set(p.tau, at);
		out.leaderFirst.set(p.leaderFirst, at);
		out.change.set(p.change, at);
		at += p.count;
	}
	return out;
}

/**
 * The floor from the parts of its `2 x pairs` resamples from resample 0 (`floorParts`, joined)
 * and the standard errors (`noiseFloorSE`).
 */
export function floorFromParts(
	parts: FloorParts,
	scoreSE: Float64Array,
	meta: { readonly seed: number; readonly pairs: number; readonly basis: 'plain' | 'clustered' }
): NoiseFloor {
	const R = 2 * meta.pairs;
	if (parts.start !== 0 || parts.count < R) {
		throw new RangeError(
			`noise floor: ${meta.pairs} pairs need resamples 0 to ${R - 1}, not ${parts.start}+${parts.count}`
		);
	}
	let kept = 0;
	for (let d = 0; d < R; d++) kept += parts.leaderFirst[d];
	const vsReference = parts.tau
		.subarray(0, R)
		.filter((v) => v === v)
		.sort();
	return {
		basis: meta.basis,
		seed: meta.seed,
		pairs: meta.pairs,
		scoreSE,
		tauFloor: spreadOf(parts.pairTau.subarray(0, meta.pairs), meta.pairs),
		tauFloorVsReference: spreadOfSorted(vsReference, R),
		tauVsReferenceSorted: vsReference,
		leaderFloor: scoreSE.length ? kept / R : Number.NaN,
		scoreChange: spreadOf(parts.change.subarray(0, R), R)
	};
}

/**
 * The floor from a table of its `2 x pairs` resamples (in draw order, as `noiseFloorDraws`
 * makes them) and the standard errors (`noiseFloorSE`).
 */
export function summarizeNoiseFloor(
	table: DrawColumns,
	reference: Reference,
	scoreSE: Float64Array,
	meta: { readonly seed: number; readonly pairs: number; readonly basis: 'plain' | 'clustered' }
): NoiseFloor {
	const M = table.nModels;
	const R = 2 * meta.pairs;
	if (table.nDraws < R) {
		throw new RangeError(
			`noise floor: ${meta.pairs} pairs need ${R} resamples, not ${table.nDraws}`
		);
	}
	const chunk: ChunkResult = {
		start: 0,
		count: R,
		scores: table.scores.subarray(0, R * M),
		ranks: table.ranks.subarray(0, R * M),
		tau: table.tau.subarray(0, R),
		replicationTau: null
	};
	return floorFromParts(floorParts(chunk, reference), scoreSE, meta);
}

/**
 * The noise floor of `matrix`, computed here at once (for small matrices and tests; the app
 * splits the resamples over its workers with `noiseFloorDraws` and `summarizeNoiseFloor`).
 *
 * @example
 *   const floor = noiseFloor(matrix, { seed: 1 });
 *   floor.tauFloor; // { q05: 0.95, median: 0.957, q95: 0.965, draws: 1000, undefinedDraws: 0 }
 */
export function noiseFloor(
	matrix: ScoreMatrix,
	options: NoiseFloorOptions,
	reference: Reference = computeReference(matrix)
): NoiseFloor {
	const pairs = floorPairs(options);
	const clusters = options.clusters ?? null;
	const table: DrawTable = emptyDrawTable(2 * pairs, matrix.nModels);
	placeChunk(table, noiseFloorDraws(matrix, reference, options, 0, 2 * pairs));
	return summarizeNoiseFloor(table, reference, noiseFloorSE(matrix, clusters), {
		seed: options.seed,
		pairs,
		basis: clusters ? 'clustered' : 'plain'
	});
}
