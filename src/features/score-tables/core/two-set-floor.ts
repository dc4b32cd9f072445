/**
 * The noise floor of a two-test-set comparison: how far apart the rankings of two test sets would
 * be if nothing but the draw of their items differed. Tau-b between the original and the new
 * ranking is read beside it.
 *
 * The floor is the smaller (noisier) set's: `tauFloor` is tau-b between two independent sets of
 * its size, `tauFloorVsReference` between one such set and the exact ranking. Noise in the
 * larger set lies between none and as much as the smaller one's, so the floor of the pair lies
 * between the two (tau-b between a 10,000-item set and a 50,000-item set is between tau-b of
 * two 10,000-item sets and tau-b of one against the truth).
 *
 * Two ways to get it, labelled by `basis`:
 * - `items`: from the smaller set's per-item matrix, the bootstrap floor of
 *   `stats/noise-floor.ts` (full-size resamples of the items, Efron 1979) over the models of the
 *   comparison (matched by name). Models err on the same items, so this keeps the correlation
 *   between their scores that a real second test set has.
 * - `independent`: from the scores and standard errors alone, each model's score redrawn on its
 *   own, score + SE x N(0, 1) (a parametric bootstrap; normal variates by Marsaglia's polar
 *   method, `perturbations/gamma.ts`), redraw d seeded by (seed, d) as every draw of the app.
 *   It ignores that models err on the same items: their scores move together on a real test set,
 *   which keeps rankings steadier, so the real floor is HIGHER than this one (an approximation
 *   that errs towards "inside the floor").
 *
 * Quantiles are numpy's `linear`; a redraw whose tau-b is undefined is left out and counted.
 */
import { kendallScratch, kendallTauB } from '../../../core/kendall.ts';
import { tauVerdict, type TauVerdict } from '../../../core/noise-units.ts';
import { normalSample } from '../../../core/perturbations/gamma.ts';
import { quantileSorted } from '../../../core/stats/quantile.ts';
import { rngForDraw } from '../../../core/random.ts';
import { computeReference, emptyDrawTable, placeChunk } from '../../../core/run.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import {
	floorPairs,
	noiseFloorDraws,
	noiseFloorSE,
	summarizeNoiseFloor,
	type FloorSpread,
	type NoiseFloor
} from '../../../core/stats/noise-floor.ts';
import type { Reference } from '../../../core/run-types.ts';

type FloorBasis = 'items' | 'independent';

export interface TwoSetFloor {
	readonly basis: FloorBasis;
	/** Which set's noise: the smaller (noisier) one. */
	readonly side: 'original' | 'new';
	/** Items in that set, when known. */
	readonly items: number | null;
	/** Models the floor ranks (the comparison's models with items, or with a standard error). */
	readonly models: number;
	readonly seed: number;
	readonly pairs: number;
	readonly tauFloor: FloorSpread;
	readonly tauFloorVsReference: FloorSpread;
}

/**
 * Where tau-b between the two sets lies against the floor of two independent test sets of the
 * smaller one's size (`tauFloor`, like with like: two sets, not one against the truth): `below`
 * its 5% quantile (the ranking changed more than sampling noise gives), `above` its 95% quantile
 * (closer than two such sets usually are, as when the other set is much larger), else `inside`.
 */
export function tauAgainstFloor(tau: number, floor: TwoSetFloor): TauVerdict | null {
	return tauVerdict(tau, floor.tauFloor);
}

function spread(values: Float64Array): FloorSpread {
	const s = values.filter((v) => v === v).sort();
	return {
		q05: quantileSorted(s, 0.05),
		median: quantileSorted(s, 0.5),
		q95: quantileSorted(s, 0.95),
		draws: s.length,
		undefinedDraws: values.length - s.length
	};
}

/**
 * The `independent` floor of `scores` with standard errors `se` (one per model, all finite):
 * `2 x pairs` redraws, redraw d = scores + se x N(0, 1) from `rngForDraw(seed, d)`, model by
 * model in order.
 */
export function independentFloor(
	scores: ArrayLike<number>,
	se: ArrayLike<number>,
	options: { readonly seed: number; readonly pairs?: number }
): Pick<TwoSetFloor, 'seed' | 'pairs' | 'models' | 'tauFloor' | 'tauFloorVsReference'> {
	const pairs = floorPairs(options);
	const M = scores.length;
	const R = 2 * pairs;
	const redraws = new Float64Array(R * M);
	for (let d = 0; d < R; d++) {
		const rng = rngForDraw(options.seed, d);
		for (let m = 0; m < M; m++) redraws[d * M + m] = scores[m] + se[m] * normalSample(rng);
	}
	const scratch = kendallScratch(M);
	const row = (d: number) => redraws.subarray(d * M, (d + 1) * M);
	const pairTau = Float64Array.from({ length: pairs }, (_, k) =>
		kendallTauB(row(2 * k), row(2 * k + 1), scratch)
	);
	const vsReference = Float64Array.from({ length: R }, (_, d) =>
		kendallTauB(scores, row(d), scratch)
	);
	return {
		seed: options.seed,
		pairs,
		models: M,
		tauFloor: spread(pairTau),
		tauFloorVsReference: spread(vsReference)
	};
}

/** Resamples per chunk of the chunked floor (a progress step). */
const FLOOR_CHUNK = 100;

/**
 * `noiseFloor` of `matrix` (items resampled, no clusters) in chunks of `FLOOR_CHUNK` resamples,
 * calling `onChunk(done, total)` after each: the same numbers as `noiseFloor(matrix, options)`
 * (a resample depends on the seed and its index alone).
 */
export function chunkedNoiseFloor(
	matrix: ScoreMatrix,
	options: { readonly seed: number; readonly pairs?: number },
	onChunk: (done: number, total: number) => void = () => {}
): NoiseFloor {
	const pairs = floorPairs(options);
	const R = 2 * pairs;
	const reference: Reference = computeReference(matrix);
	const table = emptyDrawTable(R, matrix.nModels);
	for (let start = 0; start < R; start += FLOOR_CHUNK) {
		const count = Math.min(FLOOR_CHUNK, R - start);
		placeChunk(table, noiseFloorDraws(matrix, reference, { seed: options.seed }, start, count));
		onChunk(start + count, R);
	}
	return summarizeNoiseFloor(table, reference, noiseFloorSE(matrix, null), {
		seed: options.seed,
		pairs,
		basis: 'plain'
	});
}
