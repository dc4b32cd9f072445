/**
 * Perturbations: recipes that turn the reference test set into a draw — a weight (multiplicity)
 * per item. A weight of 0 drops the item; 2 counts it twice.
 */
import { randomInt, rngForDraw, type Rng } from './random.ts';

export type PerturbationKind = 'bootstrap' | 'subsample';

export interface Perturbation {
	readonly kind: PerturbationKind;
	/** Share of items kept by `subsample` (0-1]; ignored by `bootstrap`. */
	readonly fraction: number;
	/**
	 * Share of items resampled by `bootstrap` [0, 1]; absent = 1 (the classic bootstrap). Ignored
	 * by `subsample`.
	 */
	readonly strength?: number;
}

/**
 * Resolution of the bootstrap strength: an item is resampled when a uniform integer in
 * [0, STRENGTH_STEPS) falls below `round(strength * STRENGTH_STEPS)`.
 */
const STRENGTH_STEPS = 1_000_000;

/** Number of items a subsample keeps: `round(fraction * nItems)`, at least 1. */
export function subsampleSize(nItems: number, fraction: number): number {
	return Math.min(nItems, Math.max(1, Math.round(fraction * nItems)));
}

/** Reusable buffers for drawing weights (allocate once per worker, not once per draw). */
export interface DrawScratch {
	readonly weights: Uint32Array;
	readonly perm: Uint32Array;
}

export function drawScratch(nItems: number): DrawScratch {
	return { weights: new Uint32Array(nItems), perm: new Uint32Array(nItems) };
}

/**
 * Fills `scratch.weights` with the item weights of draw `drawIndex`.
 *
 * - bootstrap: `nItems` items drawn uniformly with replacement (Efron 1979), so weights are
 *   multinomial counts summing to `nItems`. At a strength s below 1 (a partial bootstrap), slot j
 *   first draws whether it is resampled (probability s); if so it takes a uniformly drawn item,
 *   else it keeps item j. s = 0 gives the reference (every weight 1); s = 1 is the classic
 *   bootstrap and draws exactly as before (no extra random numbers).
 * - subsample: `subsampleSize(nItems, fraction)` distinct items drawn uniformly without
 *   replacement by a partial Fisher-Yates shuffle (Knuth, TAOCP vol. 2, Algorithm P).
 */
export function drawWeights(
	nItems: number,
	perturbation: Perturbation,
	seed: number,
	drawIndex: number,
	scratch: DrawScratch
): Uint32Array {
	const rng = rngForDraw(seed, drawIndex);
	const w = scratch.weights;
	w.fill(0);
	if (perturbation.kind === 'bootstrap') {
		const last = nItems - 1;
		const strength = perturbation.strength ?? 1;
		if (strength >= 1) {
			for (let j = 0; j < nItems; j++) w[randomInt(rng, 0, last)]++;
		} else {
			const cut = Math.round(Math.max(0, strength) * STRENGTH_STEPS);
			for (let j = 0; j < nItems; j++) {
				const resample = randomInt(rng, 0, STRENGTH_STEPS - 1) < cut;
				w[resample ? randomInt(rng, 0, last) : j]++;
			}
		}
	} else {
		markSample(rng, nItems, subsampleSize(nItems, perturbation.fraction), scratch.perm, w);
	}
	return w;
}

/**
 * Sets `out[i] = 1` for k items drawn uniformly without replacement by a partial Fisher-Yates
 * shuffle (Knuth, TAOCP vol. 2, Algorithm P). `perm` is scratch of length n. Every subsample in
 * the app (here and the size sweep) draws its items this way, so they agree draw for draw.
 */
function markSample(rng: Rng, n: number, k: number, perm: Uint32Array, out: Uint32Array): void {
	for (let j = 0; j < n; j++) perm[j] = j;
	for (let j = 0; j < k; j++) {
		const r = randomInt(rng, j, n - 1);
		const t = perm[r];
		perm[r] = perm[j];
		perm[j] = t;
		out[t] = 1;
	}
}
