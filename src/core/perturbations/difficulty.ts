/**
 * Difficulty shift: reweight items by how hard they are, to imitate a new test set that is harder
 * (or easier) than the reference — the situation of B. Recht, R. Roelofs, L. Schmidt &
 * V. Shankar (2019), "Do ImageNet Classifiers Generalize to ImageNet?", ICML (ImageNetV2), where
 * a re-collected test set was harder for every model.
 *
 * An item's difficulty is its solve rate r_i: the mean of the present cells in its row (for 0/1
 * scores, the share of models that solve it), standardised to z_i = (r_i - mean r) / sd r over the
 * items. The weights are an exponential tilt w_i = exp(-strength * z_i) (importance weights for a
 * shifted item distribution, H. Shimodaira 2000, J. Stat. Plan. Inference 90(2):227-244):
 * strength > 0 favours hard items, < 0 easy ones, 0 gives every weight exactly 1 (the reference).
 * When z is roughly normal, tilting by strength s moves its mean by -s standard deviations, so the
 * strength reads as "how many SDs harder the new items are on average".
 *
 * Limit: solve rates come from the same models that are ranked, so a model that is unusual on the
 * hard items moves more than it would under an independent difficulty estimate.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { drawScratch, drawWeights } from '../draws.ts';

/** Solve rate of each item: mean of its present cells; `NaN` when no model has a value. */
export function solveRates(matrix: ScoreMatrix): Float64Array {
	const { nItems, nModels: M, wordsPerItem: W, present } = matrix;
	const out = new Float64Array(nItems);
	for (let i = 0; i < nItems; i++) {
		let s = 0;
		let n = 0;
		for (let m = 0; m < M; m++) {
			const k = i * W + (m >>> 5);
			const bit = 1 << (m & 31);
			if (matrix.bits) {
				if (present && (present[k] & bit) === 0) continue;
				n++;
				if (matrix.bits[k] & bit) s++;
			} else {
				const v = matrix.values![i * M + m];
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
 * Tilted item weights w_i = exp(-strength * z_i). Items without a solve rate, and every item when
 * all solve rates are equal, get weight 1.
 */
export function difficultyWeights(
	rates: ArrayLike<number>,
	strength: number,
	out: Float64Array = new Float64Array(rates.length)
): Float64Array {
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
	for (let i = 0; i < n; i++) {
		const r = rates[i];
		out[i] = sd > 0 && r === r ? Math.exp(-strength * ((r - mean) / sd)) : 1;
	}
	return out;
}

/**
 * Item weights of draw `drawIndex`: the tilt alone (`resample: false`, every draw the same), or
 * a bootstrap resample of the items multiplied by the tilt (`resample: true`: a new test set drawn
 * from the shifted distribution; uses the bootstrap run's draws for the same seed).
 */
export function difficultyDrawWeights(
	tilt: Float64Array,
	resample: boolean,
	seed: number,
	drawIndex: number,
	out: Float64Array = new Float64Array(tilt.length)
): Float64Array {
	if (!resample) {
		out.set(tilt);
		return out;
	}
	const counts = drawWeights(
		tilt.length,
		{ kind: 'bootstrap', fraction: 1 },
		seed,
		drawIndex,
		drawScratch(tilt.length)
	);
	for (let i = 0; i < tilt.length; i++) out[i] = counts[i] * tilt[i];
	return out;
}
