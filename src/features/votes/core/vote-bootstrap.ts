/**
 * The bootstrap over votes, Chatbot Arena's method (W.-L. Chiang et al. 2024, arXiv:2403.04132,
 * section 5; FastChat's `get_bootstrap_result`, arena-rank's `ci_method="bootstrap"`): each
 * resample draws the file's N votes with replacement and refits the ratings. Drawn here as one
 * multinomial of N over the (pair, outcome) cells (`multinomial.ts`, exact), the same
 * distribution as resampling rows. Resample d uses its own generator, `rngForDraw(seed, d)`,
 * so it depends on (counts, seed, d) alone, whatever the chunking.
 *
 * `bootstrapIntervals` reads the resamples: per model the standard deviation of its ratings
 * (ddof 1: the bootstrap standard error) and the percentile interval (numpy's `linear`
 * quantiles at 2.5% and 97.5%, as FastChat's pandas quantiles). Ratings are lined up to the
 * fit's level in every resample (`alignedRatings`): an interval describes a rating against the
 * group's mean, as arena-rank's, so the anchor's is no narrower than the others'.
 */
import { quantileSorted } from '../../../core/stats/quantile.ts';
import { rngForDraw } from '../../../core/random.ts';
import type { ChunkResult } from '../../../core/run-types.ts';
import { cellTotals } from './aggregate.ts';
import { MultinomialSampler } from './multinomial.ts';
import type { GroupFit } from './group-fit.ts';
import { voteDrawChunk } from './vote-draws.ts';

/** Resamples [start, start + count) of the bootstrap over the group's votes. */
export function bootstrapChunk(
	group: GroupFit,
	seed: number,
	start: number,
	count: number
): ChunkResult {
	const totals = cellTotals(group.counts);
	let n = 0;
	for (let c = 0; c < totals.length; c++) n += totals[c];
	if (!Number.isInteger(n))
		throw new RangeError('the bootstrap over votes needs whole vote counts');
	const sampler = new MultinomialSampler(totals, n);
	const cells = new Float64Array(totals.length);
	return voteDrawChunk(group, start, count, (d) => sampler.sample(rngForDraw(seed, d), cells));
}

/** A rating's interval: the bounds and the standard error they come with. */
export interface RatingInterval {
	readonly se: number;
	readonly low: number;
	readonly high: number;
}

/** Per model of a draw table's first `draws` rows, its bootstrap interval. */
interface BootstrapIntervals {
	readonly intervals: readonly RatingInterval[];
	/** Resamples with finite ratings for the model (undefined resamples and absences left out). */
	readonly draws: Int32Array;
	readonly level: number;
}

/** Bootstrap standard errors and percentile intervals from draw-major ratings (K per draw). */
export function bootstrapIntervals(
	scores: Float64Array,
	nModels: number,
	level = 0.95
): BootstrapIntervals {
	const D = nModels ? scores.length / nModels : 0;
	const intervals: RatingInterval[] = [];
	const draws = new Int32Array(nModels);
	for (let m = 0; m < nModels; m++) {
		const x: number[] = [];
		for (let d = 0; d < D; d++) {
			const v = scores[d * nModels + m];
			if (v === v) x.push(v);
		}
		draws[m] = x.length;
		const mean = x.reduce((s, v) => s + v, 0) / x.length;
		const ss = x.reduce((s, v) => s + (v - mean) * (v - mean), 0);
		const sorted = Float64Array.from(x).sort();
		intervals.push({
			se: x.length > 1 ? Math.sqrt(ss / (x.length - 1)) : Number.NaN,
			low: quantileSorted(sorted, (1 - level) / 2),
			high: quantileSorted(sorted, (1 + level) / 2)
		});
	}
	return { intervals, draws, level };
}

/**
 * Chatbot Arena's displayed rank from intervals: 1 + the number of models whose lower bound lies
 * above this model's upper bound (FastChat's `elo_analysis.py`, "rank (UB)"; Chiang et al. 2024).
 * Models with an undefined interval get 0 and count for no one.
 */
export function arenaRanks(intervals: readonly Pick<RatingInterval, 'low' | 'high'>[]): Int32Array {
	const K = intervals.length;
	const out = new Int32Array(K);
	for (let i = 0; i < K; i++) {
		const hi = intervals[i].high;
		if (!(hi === hi)) continue;
		let above = 0;
		for (let j = 0; j < K; j++) if (j !== i && intervals[j].low > hi) above++;
		out[i] = 1 + above;
	}
	return out;
}
