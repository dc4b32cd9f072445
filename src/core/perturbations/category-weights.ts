/**
 * Category weights: perturbations that give every item of a category the same weight. A draw is
 * then a vector v of G per-category item weights (v_g = 1 for every g is the reference), and the
 * matrix can be collapsed once into per-model per-category sums (M x G) so that each draw is a tiny
 * product:
 *
 *     score_m(v) = sum_g v_g num[m, g] / sum_g v_g den[m, g]
 *
 * with num[m, g] = sum of model m's present values on category g's items and den[m, g] = how many
 * of those items are present. This is `weightedScores` with item weight v_{g(i)}. For binary
 * matrices num and den are integer counts, so with integer v (drop one, cluster bootstrap) both
 * paths give bit-identical scores; for continuous scores or fractional v the two paths add in a
 * different order and may differ in the last bits (use `expandCategoryWeights` + `weightedScores`
 * when bit-identity with the item path matters).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { randomInt, rngForDraw } from '../random.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { dirichletSample } from './gamma.ts';
import type { Groups } from './groups.ts';

export interface CategoryCounts {
	readonly nModels: number;
	readonly nGroups: number;
	/** `num[m * nGroups + g]`: sum of model m's present values on group g. */
	readonly num: Float64Array;
	/** `den[m * nGroups + g]`: number of group g items where model m has a value. */
	readonly den: Float64Array;
}

/** Collapses the matrix into per-model per-category sums (one pass over the cells). */
export function collapseByCategory(matrix: ScoreMatrix, groups: Groups): CategoryCounts {
	const { nItems, nModels: M, wordsPerItem: W, present } = matrix;
	const G = groups.names.length;
	const num = new Float64Array(M * G);
	const den = new Float64Array(M * G);
	for (let i = 0; i < nItems; i++) {
		const g = groups.groupOf[i];
		if (matrix.bits) {
			const row = i * W;
			for (let m = 0; m < M; m++) {
				const bit = 1 << (m & 31);
				const k = row + (m >>> 5);
				if (present && (present[k] & bit) === 0) continue;
				den[m * G + g] += 1;
				if (matrix.bits[k] & bit) num[m * G + g] += 1;
			}
		} else {
			const values = matrix.values!;
			for (let m = 0; m < M; m++) {
				const v = values[i * M + m];
				if (v === v) {
					num[m * G + g] += v;
					den[m * G + g] += 1;
				}
			}
		}
	}
	return { nModels: M, nGroups: G, num, den };
}

/** Scores under per-category item weights `weights` (length G) into `out` (length M). */
export function categoryScores(
	counts: CategoryCounts,
	weights: ArrayLike<number>,
	out: Float64Array = new Float64Array(counts.nModels)
): Float64Array {
	const { nModels: M, nGroups: G, num, den } = counts;
	for (let m = 0; m < M; m++) {
		let a = 0;
		let b = 0;
		const row = m * G;
		for (let g = 0; g < G; g++) {
			const v = weights[g];
			if (v === 0) continue;
			a += v * num[row + g];
			b += v * den[row + g];
		}
		out[m] = b > 0 ? a / b : Number.NaN;
	}
	return out;
}

/** Item weights from per-category weights: item i gets `weights[groupOf[i]]`. */
export function expandCategoryWeights(
	groups: Groups,
	weights: ArrayLike<number>,
	out: Float64Array = new Float64Array(groups.groupOf.length)
): Float64Array {
	for (let i = 0; i < groups.groupOf.length; i++) out[i] = weights[groups.groupOf[i]];
	return out;
}

/**
 * Dirichlet category reweighting. The category shares w (summing to 1) are drawn from
 * Dirichlet(alpha) with alpha_g = concentration * G * pi_g, where pi_g = n_g / n is the category's
 * share of the reference set: E[w] = pi (the reference on average) and, for equal categories, this
 * is the symmetric Dirichlet(concentration). Small concentration = big shift (concentration 1 with
 * equal categories is uniform over all share vectors); the coefficient of variation of a share is
 * about 1 / sqrt(concentration). Gamma variates by Marsaglia & Tsang (2000), see `gamma.ts`.
 *
 * Writes the per-category item weights v_g = w_g / pi_g (mean item weight 1) into `out`.
 * `concentration = Infinity` is zero strength: every v_g is exactly 1 (the reference).
 */
export function dirichletCategoryWeights(
	sizes: ArrayLike<number>,
	concentration: number,
	seed: number,
	drawIndex: number,
	out: Float64Array = new Float64Array(sizes.length)
): Float64Array {
	const G = sizes.length;
	if (!(concentration > 0)) throw new RangeError('concentration must be positive');
	if (concentration === Number.POSITIVE_INFINITY) return out.fill(1, 0, G);
	let n = 0;
	for (let g = 0; g < G; g++) n += sizes[g];
	const alpha = new Float64Array(G);
	for (let g = 0; g < G; g++) alpha[g] = (concentration * G * sizes[g]) / n;
	dirichletSample(rngForDraw(seed, drawIndex), alpha, out);
	for (let g = 0; g < G; g++) out[g] = (out[g] * n) / sizes[g];
	return out;
}

/**
 * Drop one category at a time (deterministic: draw d drops category d, so a run has G draws and
 * ignores the seed). `strength` in [0, 1] is the share of the category's weight removed: 1 drops
 * it, 0 is the reference.
 */
export function dropCategoryWeights(
	nGroups: number,
	strength: number,
	drawIndex: number,
	out: Float64Array = new Float64Array(nGroups)
): Float64Array {
	if (drawIndex < 0 || drawIndex >= nGroups) {
		throw new RangeError(
			`drop-one draw ${drawIndex} is out of range: there are ${nGroups} categories`
		);
	}
	out.fill(1, 0, nGroups);
	out[drawIndex] = 1 - strength;
	return out;
}

/**
 * Cluster bootstrap (resample whole clusters with replacement; A. C. Davison & D. V. Hinkley 1997,
 * "Bootstrap Methods and their Application", section 3.8; A. C. Cameron, J. B. Gelbach &
 * D. L. Miller 2008, "Bootstrap-based improvements for inference with clustered errors", REStat
 * 90(3):414-427). Writes each cluster's multiplicity (an integer) into `out`; every item of a
 * cluster gets its cluster's multiplicity, so whole clusters are kept or dropped together.
 *
 * `strength` in [0, 1] is the share of the G cluster slots that are resampled: slot g is redrawn
 * uniformly from all clusters with probability `strength` and otherwise keeps cluster g. 1 (the
 * default) is the ordinary cluster bootstrap, 0 the reference (every multiplicity 1).
 */
export function clusterBootstrapWeights(
	nGroups: number,
	strength: number,
	seed: number,
	drawIndex: number,
	out: Float64Array = new Float64Array(nGroups)
): Float64Array {
	const rng = rngForDraw(seed, drawIndex);
	out.fill(0, 0, nGroups);
	for (let g = 0; g < nGroups; g++) {
		// Always draw u, so every slot consumes the stream the same way whatever the strength.
		const u = uniformFloat64(rng);
		out[u < strength ? randomInt(rng, 0, nGroups - 1) : g]++;
	}
	return out;
}
