/**
 * Difficulty shift: reweight items by how hard they are, to imitate a new test set that is harder
 * (or easier) than the reference — the situation of B. Recht, R. Roelofs, L. Schmidt &
 * V. Shankar (2019), "Do ImageNet Classifiers Generalize to ImageNet?", ICML (ImageNetV2), where
 * a re-collected test set was harder for every model.
 *
 * An item's difficulty comes from its solve rate r_i: the mean of the present cells in its row
 * (for 0/1 scores, the share of the models that solve it), standardised to z_i = (r_i - mean r) /
 * sd r over the items (population SD). **Difficulty is estimated from the very models being
 * ranked**: a model that is unusual on the hard items moves more than it would under an
 * independent difficulty estimate (the UI says so).
 *
 * The weights are an exponential tilt w_i = exp(-lambda z_i) (importance weights for a shifted
 * item distribution, H. Shimodaira 2000, J. Stat. Plan. Inference 90(2):227-244). The strength s
 * is the **shift in SDs of difficulty** asked for: the tilted mean of -z, sum_i w_i (-z_i) /
 * sum_i w_i, is s (positive = harder). Since that mean increases with lambda (its derivative is
 * the tilted variance of z), `solveTilt` finds lambda by bisection (to machine precision), so
 * the shift reached is the shift asked for whenever the items allow it. It cannot exceed the
 * hardest item's -z (nor go below the easiest's): a request beyond what the items allow stops
 * at |lambda| = `MAX_EXPONENT` and reports the shift reached (`reached: false`). (Until this
 * change lambda was s itself, which reached only 1.4-1.8 SD at s = 3.)
 *
 * Draws: without resampling, the one tilted test set (weights w); with resampling, a new test
 * set of n items drawn with replacement with probabilities proportional to w (sampling
 * importance resampling, D. B. Rubin 1988, "Using the SIR algorithm to simulate posterior
 * distributions", Bayesian Statistics 3), by Walker's alias method (A. J. Walker 1977, ACM TOMS
 * 3(3):253-256; table built as M. D. Vose 1991, IEEE TSE 17(9):972-975). Its weights are integer
 * counts summing to n, so the bit kernel counts them exactly; each draw's expected shift is the
 * tilted one. Strength 0 without resampling is the reference exactly (every weight 1).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { rngForDraw } from '../random.ts';
import { popcount } from '../stats/popcount.ts';

/** Largest |lambda| the solver uses: exp(8) ~ 3,000 times the weight per SD of difficulty. */
export const MAX_EXPONENT = 8;

/** Solve rate of each item: mean of its present cells; `NaN` when no model has a value. */
export function solveRates(matrix: ScoreMatrix): Float64Array {
	const { nItems, nModels: M, wordsPerItem: W, present } = matrix;
	const out = new Float64Array(nItems);
	const bits = matrix.bits;
	// bits past the last model are zero in packed rows; count whole words
	for (let i = 0; i < nItems; i++) {
		let s = 0;
		let n = 0;
		if (bits) {
			for (let w = 0; w < W; w++) {
				const k = i * W + w;
				const mask = present ? present[k] : w < W - 1 || (M & 31) === 0 ? -1 : 2 ** (M & 31) - 1;
				s += popcount(bits[k] & mask);
				n += popcount(mask);
			}
		} else {
			const values = matrix.values!;
			for (let m = 0; m < M; m++) {
				const v = values[i * M + m];
				if (v === v) {
					s += v;
					n++;
				}
			}
		}
		out[i] = n ? s / n : Number.NaN;
	}
	return out;
}

/**
 * Standardised solve rates z_i = (r_i - mean r) / sd r (population SD) over the items with a
 * rate; `NaN` for items without one, and for every item when all rates are equal.
 */
function standardisedRates(rates: ArrayLike<number>): Float64Array {
	const n = rates.length;
	let s = 0;
	let k = 0;
	for (let i = 0; i < n; i++) {
		if (rates[i] === rates[i]) {
			s += rates[i];
			k++;
		}
	}
	const mean = k ? s / k : 0;
	let ss = 0;
	for (let i = 0; i < n; i++) if (rates[i] === rates[i]) ss += (rates[i] - mean) ** 2;
	const sd = k ? Math.sqrt(ss / k) : 0;
	return Float64Array.from(rates, (r) => (sd > 0 && r === r ? (r - mean) / sd : Number.NaN));
}

/**
 * Tilted item weights w_i = exp(-exponent * z_i). Items without a solve rate, and every item when
 * all solve rates are equal, get weight 1.
 */
export function difficultyWeights(
	rates: ArrayLike<number>,
	exponent: number,
	out: Float64Array = new Float64Array(rates.length)
): Float64Array {
	const z = standardisedRates(rates);
	for (let i = 0; i < z.length; i++) out[i] = z[i] === z[i] ? Math.exp(-exponent * z[i]) : 1;
	return out;
}

/**
 * The shift in SDs of difficulty that weights `w` give: sum_i w_i (-z_i) / sum_i w_i over the
 * items with a solve rate (positive = harder). 0 when no item has a standardised rate.
 */
export function achievedShift(rates: ArrayLike<number>, w: ArrayLike<number>): number {
	const z = standardisedRates(rates);
	let a = 0;
	let b = 0;
	for (let i = 0; i < z.length; i++) {
		if (z[i] !== z[i]) continue;
		a -= w[i] * z[i];
		b += w[i];
	}
	return b > 0 ? a / b : 0;
}

/** A solved tilt: the exponent, the weights and the shift they reach. */
export interface DifficultyTilt {
	readonly requested: number;
	readonly exponent: number;
	readonly achieved: number;
	/** Whether `achieved` equals `requested` (to 1e-9 SD). */
	readonly reached: boolean;
	/** Item weights w_i = exp(-exponent z_i); exactly 1 for every item at strength 0. */
	readonly weights: Float64Array;
	/** Walker's alias table of the weights for resampling (items without a rate never drawn). */
	readonly alias: AliasTable | null;
}

/** The tilted mean of -z at `exponent`, with weights scaled to stay finite. */
function tiltedShift(z: Float64Array, exponent: number): number {
	let top = Number.NEGATIVE_INFINITY;
	for (let i = 0; i < z.length; i++) if (z[i] === z[i]) top = Math.max(top, -exponent * z[i]);
	let a = 0;
	let b = 0;
	for (let i = 0; i < z.length; i++) {
		if (z[i] !== z[i]) continue;
		const w = Math.exp(-exponent * z[i] - top);
		a -= w * z[i];
		b += w;
	}
	return b > 0 ? a / b : 0;
}

/**
 * The tilt whose weighted mean of -z is `requested` SDs (see the module comment): bisection on
 * the exponent in [-MAX_EXPONENT, MAX_EXPONENT]. `resample` also builds the alias table.
 */
export function solveTilt(
	rates: ArrayLike<number>,
	requested: number,
	resample: boolean
): DifficultyTilt {
	const n = rates.length;
	const z = standardisedRates(rates);
	let exponent = 0;
	if (requested !== 0 && z.some((x) => x === x)) {
		let lo = requested > 0 ? 0 : -MAX_EXPONENT;
		let hi = requested > 0 ? MAX_EXPONENT : 0;
		if (tiltedShift(z, requested > 0 ? hi : lo) * Math.sign(requested) <= Math.abs(requested)) {
			exponent = requested > 0 ? hi : lo; // beyond reach: the largest tilt allowed
		} else {
			for (let it = 0; it < 200 && lo < hi; it++) {
				const mid = (lo + hi) / 2;
				if (mid === lo || mid === hi) break;
				if (tiltedShift(z, mid) < requested) lo = mid;
				else hi = mid;
			}
			exponent =
				Math.abs(tiltedShift(z, lo) - requested) <= Math.abs(tiltedShift(z, hi) - requested)
					? lo
					: hi;
		}
	}
	const weights = new Float64Array(n);
	if (exponent === 0) weights.fill(1);
	else {
		// scaled so the largest weight is 1 (scores are ratios: the scale does not matter)
		let top = Number.NEGATIVE_INFINITY;
		for (let i = 0; i < n; i++) if (z[i] === z[i]) top = Math.max(top, -exponent * z[i]);
		for (let i = 0; i < n; i++) weights[i] = z[i] === z[i] ? Math.exp(-exponent * z[i] - top) : 1;
	}
	const achieved = exponent === 0 ? 0 : achievedShift(rates, weights);
	const sampling = resample
		? Float64Array.from(weights, (w, i) => (exponent === 0 || z[i] === z[i] ? w : 0))
		: null;
	return {
		requested,
		exponent,
		achieved,
		reached: Math.abs(achieved - requested) <= 1e-9,
		weights,
		alias: sampling ? aliasTable(sampling) : null
	};
}

/** Walker's alias table: item j is kept with probability `prob[j]`, else `alias[j]` is taken. */
interface AliasTable {
	readonly prob: Float64Array;
	readonly alias: Int32Array;
}

/** Vose's construction of the alias table of non-negative weights (not all 0). */
export function aliasTable(weights: ArrayLike<number>): AliasTable {
	const n = weights.length;
	let sum = 0;
	for (let i = 0; i < n; i++) sum += weights[i];
	if (!(sum > 0)) throw new RangeError('alias table: the weights sum to 0');
	const scaled = Float64Array.from(weights, (w) => (w * n) / sum);
	const prob = new Float64Array(n);
	const alias = new Int32Array(n);
	const small: number[] = [];
	const large: number[] = [];
	for (let i = n - 1; i >= 0; i--) (scaled[i] < 1 ? small : large).push(i);
	while (small.length && large.length) {
		const s = small.pop()!;
		const l = large.pop()!;
		prob[s] = scaled[s];
		alias[s] = l;
		scaled[l] = scaled[l] + scaled[s] - 1;
		(scaled[l] < 1 ? small : large).push(l);
	}
	for (const l of large) {
		prob[l] = 1;
		alias[l] = l;
	}
	for (const s of small) {
		// rounding leftovers: keep themselves
		prob[s] = 1;
		alias[s] = s;
	}
	return { prob, alias };
}

/**
 * Integer weights of resampled draw `drawIndex`: n items drawn with replacement from the alias
 * table (one `uniformFloat64` per item: its integer part picks the column, its fraction the coin).
 */
export function resampleWeights(
	table: AliasTable,
	seed: number,
	drawIndex: number,
	out: Uint32Array = new Uint32Array(table.prob.length)
): Uint32Array {
	const n = table.prob.length;
	const { prob, alias } = table;
	const rng = rngForDraw(seed, drawIndex);
	out.fill(0, 0, n);
	for (let j = 0; j < n; j++) {
		const u = uniformFloat64(rng) * n;
		const c = Math.min(n - 1, Math.floor(u));
		out[u - c < prob[c] ? c : alias[c]]++;
	}
	return out;
}
